"""The menus around the tables: the title, the sound page and the statistics screen.

May import everything in game.ui but the smoke driver; the title opens each game's table
when it is chosen (tests/test_layering.py)."""
