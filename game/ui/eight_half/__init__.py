"""The 8½ table (RULES.md Part A): layout, animation, input, drawing, words, hints.

May import the shell, what both tables share and the score pad; never Huit's table
(tests/test_layering.py)."""

from game.ui.eight_half.table_scene import TableScene, table_factory

__all__ = ["TableScene", "table_factory"]
