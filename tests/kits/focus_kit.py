"""How clearly the focus shows, measured from the pixels: a frame with the focus on a thing
and a frame without, and a line of pixels crossing that thing's edge.

The focus indicator is what changed between the two frames along the line. A band of it
counts when it is one colour (within a few levels) at least 3 px long and stands out from
the pixels on both its sides: a gold ring between two dark bands does; a cream ring against
a cream card edge does not, whatever it shows on the felt's side.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from colour_kit import contrast

RGB = tuple[int, int, int]
CHANGED = 16  # a channel moving by more than this is the focus's doing
SAME = 24  # a band's pixels stay this close to its first pixel
LEAST_WIDTH = 3
LEAST_CONTRAST = 3.0


def line(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> list[RGB]:
    """The pixels from `start` to `end` (a horizontal or vertical line, both ends in)."""
    (x0, y0), (x1, y1) = start, end
    n = max(abs(x1 - x0), abs(y1 - y0))
    dx, dy = (x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)
    return [tuple(surface.get_at((x0 + i * dx, y0 + i * dy)))[:3] for i in range(n + 1)]  # type: ignore[misc]


def bands(focused: Sequence[RGB], plain: Sequence[RGB]) -> list[tuple[int, float]]:
    """Each band of one colour the focus changed, as (its width, its lowest contrast
    against the pixels just outside it)."""
    out = []
    i = 0
    while i < len(focused):
        if max(abs(a - b) for a, b in zip(focused[i], plain[i], strict=True)) <= CHANGED:
            i += 1
            continue
        j = i
        while (
            j + 1 < len(focused)
            and max(abs(a - b) for a, b in zip(focused[j + 1], plain[j + 1], strict=True)) > CHANGED
            and max(abs(a - b) for a, b in zip(focused[j + 1], focused[i], strict=True)) <= SAME
        ):
            j += 1
        sides = [focused[k] for k in (i - 1, j + 1) if 0 <= k < len(focused)]
        out.append((j - i + 1, min((contrast(focused[i], s) for s in sides), default=1.0)))
        i = j + 1
    return out


def clearest(focused: Sequence[RGB], plain: Sequence[RGB]) -> float:
    """The best contrast of any band at least LEAST_WIDTH wide (1.0 if none is)."""
    return max((c for width, c in bands(focused, plain) if width >= LEAST_WIDTH), default=1.0)
