"""The Text size setting (Normal, Large, Largest): how big every screen's words are.

Every screen measures its words and the room around them in one unit, a 36th of the
window's height (a 50th of a narrow window's width), so at Normal its smallest words, LEAST
of a unit, are 2.5% of a 16:9 window's height. A larger text size makes that unit larger, so
the words grow and the rows, plates and buttons that hold them grow with them; each screen's
layout gives the room back from its free space, its cards or its pages.

The size in force is one for the whole window, like the language (game/ui/shell/i18n.py):
the app sets it from the settings, and every layout reads it through `unit`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import get_args

from game.store.settings import TEXT_SIZES, TextSize

SCALES: dict[TextSize, float] = {"normal": 1.0, "large": 1.25, "largest": 1.5}
assert set(SCALES) == set(get_args(TextSize))

_scale = 1.0
# The caches of layouts worked out for a window's size (and so for the text size in force):
# emptied when the text size changes.
_layout_caches: list[Callable[[], None]] = []


def set_text_size(size: TextSize) -> None:
    """Make `size` the text size of every screen drawn from now on."""
    global _scale
    if SCALES[size] != _scale:
        _scale = SCALES[size]
        for clear in _layout_caches:
            clear()


def forget_on_change(cache_clear: Callable[[], None]) -> None:
    """Have a cache of layouts (its `cache_clear`) emptied when the text size changes."""
    _layout_caches.append(cache_clear)


def scale() -> float:
    """How much larger than Normal the words are drawn (1.0 at Normal)."""
    return _scale


def base_unit(size: tuple[int, int]) -> float:
    """The unit at Normal: a 36th of the height or a 50th of the width, whichever is less."""
    return min(size[1] / 36, size[0] / 50)


def unit(size: tuple[int, int]) -> int:
    """A screen's unit of length (about a line of text) in a window of `size`, at the text
    size in force."""
    return max(11, round(base_unit(size) * _scale))


__all__ = [
    "SCALES",
    "TEXT_SIZES",
    "base_unit",
    "forget_on_change",
    "scale",
    "set_text_size",
    "unit",
]
