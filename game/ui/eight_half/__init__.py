"""The card table: a match of 8½ against bots (layout, animation, input, drawing).

Importing the package also registers its smoke-test step ("table").
"""

from game.ui.eight_half import smoke_steps as _smoke_steps  # noqa: F401  (registers the step)
from game.ui.eight_half.table_scene import TableScene, table_factory

__all__ = ["TableScene", "table_factory"]
