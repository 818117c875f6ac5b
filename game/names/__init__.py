"""People's names, wherever one enters the game: a phone's join, a name typed at the table,
a name read back from a save, the settings or the statistics.

Pure Python beside the rules (the store, the room and the UI may all import it; it imports
nothing of ours): `normal` makes a name what the table shows, `alike` tells names apart as
people at a table would (look-alikes are one name), `drawable` says which characters the
TV's fonts can draw.
"""
