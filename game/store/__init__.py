"""Everything the game keeps on disk: settings now, saves and stats later.

May import game.rules; never pygame or game.ui.
"""
