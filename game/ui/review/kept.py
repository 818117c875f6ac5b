"""The review's frame around its table, kept between frames.

The timeline and buttons ("bars"), the graph and the panel change when the reviewer does
something or the analysis brings a decision, not every frame; drawn anew each frame they
took about half of it (5 of 10 ms at 1080p) while the replayed table animated beside them.
So each is drawn into a kept piece of the window, and blitted whole while what it shows
(its `look`) is the same. The three pieces tile the window less the table (which always
starts at its top-left corner): on a wide window the bars under the table and the graph
and panel in the column beside it; on a 4:3 window the bars, then the graph and the panel
side by side under them.

A step forward changes the table, the bars and the panel at once: the table redraws the
parts the move changed, and the three together went over 8 ms at 1080p. So while the table
takes long (LATE: the move's cards fly), a frame draws no piece anew, and the next one a
single piece, turn about: the move shows at once, its line in the panel a few frames later.
A table at rest leaves the frame time for two pieces that changed (each decision the
analysis brings changes all three: the third comes a frame later); a table building a
new position in steps (a jump: a click on the graph) counts as slow, its pieces come one a
frame meanwhile (the three together took 5 ms of a frame at 1080p).

The pieces are surfaces as big as the biggest yet (scratch.Grown): together they weigh
less than half a window (15 MB at 4K), and a resize does not make them anew.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs
import pygame

from game.ui.review.layout import ReviewRects
from game.ui.shell import scratch

LATE = 0.002  # seconds the table may take in a frame before the frame's repaint waits a frame
PIECES = ("bars", "panel", "graph")  # in the order a stale one is drawn anew
AT_REST = 2  # pieces drawn anew in a frame whose table was quick (the third: the next one)

# Paints the piece `name` of the frame onto a surface of its size, in `lay`'s coordinates
# moved to the piece's corner; `piece` is where it lies in the window.
Painter = Callable[[pygame.Surface, ReviewRects, pygame.Rect, str], None]


def pieces(lay: ReviewRects) -> dict[str, pygame.Rect]:
    """The window less the table, in three: the bars (timeline and buttons), the graph, the
    panel; the gaps between them shared out."""
    w, h = lay.size
    table, graph, panel = lay.table, lay.graph, lay.panel
    if lay.wide:
        split = (graph.bottom + panel.top) // 2
        return {
            "bars": pygame.Rect(0, table.bottom, table.right, h - table.bottom),
            "graph": pygame.Rect(table.right, 0, w - table.right, split),
            "panel": pygame.Rect(table.right, split, w - table.right, h - split),
        }
    band = (lay.buttons.bottom + graph.top) // 2
    split = (graph.right + panel.left) // 2
    return {
        "bars": pygame.Rect(0, table.bottom, w, band - table.bottom),
        "graph": pygame.Rect(0, band, split, h - band),
        "panel": pygame.Rect(split, band, w - split, h - band),
    }


def moved(lay: ReviewRects, dx: int, dy: int) -> ReviewRects:
    """`lay` with every rect moved by (dx, dy): to draw into a piece as into the window."""
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
        self._held = {name: scratch.Grown() for name in PIECES}
        self._looks: dict[str, object] = {}
        self._size: tuple[int, int] | None = None
        self._waited = False  # the last frame drew no stale piece anew (its table was slow)
        self.waiting = False  # a piece still shows what it showed before (drawn next frames)
        self.painted = 0  # how many times a piece was drawn anew (for the tests)

    def forget(self) -> None:
        """Draw every piece anew next time."""
        self._looks.clear()

    def stale(self, lay: ReviewRects, looks: Mapping[str, object]) -> bool:
        """Will a piece be drawn anew (its look changed, or the size)?"""
        return lay.size != self._size or any(
            looks[name] != self._looks.get(name, _NEVER) for name in PIECES
        )

    def draw(
        self,
        surface: pygame.Surface,
        lay: ReviewRects,
        looks: Mapping[str, object],
        paint: Painter,
        table_took: float = 0.0,
    ) -> bool:
        """The pieces onto `surface` (the window): those whose look changed drawn anew by
        `paint` (all of them at a new size, AT_REST at most else); if the table took over
        LATE seconds of this frame, none, or one if the frame before drew none. True while
        some still wait (the scene then asks for the next frame)."""
        where = pieces(lay)
        stale = [name for name in PIECES if looks[name] != self._looks.get(name, _NEVER)]
        if lay.size != self._size:  # a new size: every piece, at once
            stale = list(PIECES)
        if lay.size != self._size:
            fresh = stale
        elif table_took <= LATE:  # (an analysis result changes all three: 5 ms at 1080p)
            fresh = stale[:AT_REST]
        elif self._waited:
            fresh = stale[:1]
        else:
            fresh = []
        self._waited = bool(stale) and not fresh
        for name in PIECES:
            rect = where[name]
            if rect.w <= 0 or rect.h <= 0:
                continue
            part = self._held[name].part(rect.size)
            if name in fresh:
                paint(part, moved(lay, -rect.x, -rect.y), rect, name)
                self._looks[name] = looks[name]
                self.painted += 1
            surface.blit(part, rect.topleft)
        self._size = lay.size
        self.waiting = len(stale) > len(fresh)
        return self.waiting


_NEVER = object()  # the look of a piece never drawn
