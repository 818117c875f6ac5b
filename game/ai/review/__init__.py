"""The review: the estimated chance to win of every move a seat could have made.

For a finished game and one seat, `analysis.review` goes through the seat's decisions and
judges every legal move from what the seat could know at that moment (R11): the hidden
cards are dealt many times as the seat's own bots would guess them, and each deal is played
on to the end for every move, the seats playing as the match's bots do. `summary` turns the
decisions into an accuracy, the mistakes and blunders, and the turning point.
`what_if` answers "could I have won?": a decision played on with another move on the
game's real cards, and in a 2-player game `forced` says whether a forced win existed.
"""
