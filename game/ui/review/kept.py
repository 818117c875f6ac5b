"""The review's frame around its table, kept between frames.

The timeline, the buttons, the graph and the panel change when the reviewer does something
or the analysis brings a decision, not every frame; drawn anew each frame they took about
half of it (5 of 10 ms at 1080p) while the replayed table animated beside them. So they are
drawn into two kept strips, the column right of the table and the band under it (the table
always starts at the window's top-left corner), and blitted whole while what they show (the
scene's `look`) is the same.

A step forward changes the table and the frame at once: the table redraws the parts the move
changed and the frame its timeline and panel, together over 8 ms at 1080p. So when the table
took long this frame (LATE), the kept strips show one frame more and are drawn anew in the
next one, never two frames running: the move shows at once, its line in the panel 16 ms
later.

The strips are surfaces as big as the biggest yet (scratch.Grown): together they weigh
less than half a window (15 MB at 4K), and a resize does not make them anew.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

from game.ui.review.layout import ReviewRects
from game.ui.shell import scratch

LATE = 0.002  # seconds the table may take in a frame before the frame's repaint waits a frame

# Paints the frame's parts lying in `strip` onto a surface of the strip's size, in `lay`'s
# coordinates moved to the strip's corner; `strip` (in the window's) says which parts.
Painter = Callable[[pygame.Surface, ReviewRects, pygame.Rect], None]


def strips(lay: ReviewRects) -> tuple[pygame.Rect, pygame.Rect]:
    """The window less the table: the column right of it (empty on a 4:3 window) and the
    band under it."""
    w, h = lay.size
    table = lay.table
    return (
        pygame.Rect(table.right, 0, w - table.right, h),
        pygame.Rect(0, table.bottom, table.right, h - table.bottom),
    )


def moved(lay: ReviewRects, dx: int, dy: int) -> ReviewRects:
    """`lay` with every rect moved by (dx, dy): to draw into a strip as into the window."""
    return attrs.evolve(
        lay,
        table=lay.table.move(dx, dy),
        timeline=lay.timeline.move(dx, dy),
        buttons=lay.buttons.move(dx, dy),
        graph=lay.graph.move(dx, dy),
        panel=lay.panel.move(dx, dy),
    )


class KeptFrame:
    def __init__(self) -> None:
        self._held = (scratch.Grown(), scratch.Grown())
        self._look: object = None
        self._size: tuple[int, int] | None = None
        self._waited = False  # the last frame showed the strips kept though they had changed
        self.painted = 0  # how many times the strips were drawn anew (for the tests)

    def forget(self) -> None:
        """Draw the strips anew next time."""
        self._look = None

    def draw(
        self,
        surface: pygame.Surface,
        lay: ReviewRects,
        look: object,
        paint: Painter,
        table_took: float = 0.0,
    ) -> bool:
        """The strips onto `surface` (the window): drawn anew by `paint` when `look` or the
        size changed, one frame later if the table took over LATE seconds of this one.
        True if they still wait (the scene then asks for the next frame)."""
        fresh = look != self._look or lay.size != self._size
        wait = fresh and lay.size == self._size and table_took > LATE and not self._waited
        self._waited = wait
        if wait:
            fresh = False
        for held, strip in zip(self._held, strips(lay), strict=True):
            if strip.w <= 0 or strip.h <= 0:
                continue
            part = held.part(strip.size)
            if fresh:
                paint(part, moved(lay, -strip.x, -strip.y), strip)
            surface.blit(part, strip.topleft)
        if fresh:
            self._look, self._size = look, lay.size
            self.painted += 1
        return wait
