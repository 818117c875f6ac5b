"""The review of a finished game: its table replayed move by move (the reviewed seat's view
or every card), the timeline under it, the seat's win chance and decisions beside it, and
"could I have won?" (open.py opens it)."""
