"""Where the review's parts go: a pure function of the window size, so tests can check every
size quickly.

The table takes the most room, the timeline and the buttons lie under it. On a wide window
the graph and the panel (decisions, moves) make a column at the right; on a 4:3 window they
share a band under the buttons, the graph at the left.
"""

from __future__ import annotations

import pygame
from attrs import frozen

from game.ui.shell import text_size

Rect = pygame.Rect

WIDE = 1.45  # width / height from which the panel is a column beside the table
COLUMN = 0.3  # the column's share of a wide window's width
BAND = 0.27  # the band's share of a 4:3 window's height
TIMELINE = 1.9  # units
BUTTONS = 2.0  # units: a row of buttons
# At a larger text size the air around the bars' words gives way (down to this share of
# their height grown with the text): the table above them keeps the room its own words need.
SNUG = 0.8


def unit(size: tuple[int, int]) -> int:
    """The review's unit of length (about a line of text), as the overlays'."""
    return text_size.unit(size)


@frozen
class ReviewRects:
    size: tuple[int, int]
    unit: int
    table: Rect  # the replayed table (drawn by the game's own view)
    timeline: Rect  # the game's moves from its start to its end, under the table
    buttons: Rect  # the row of buttons under the timeline
    graph: Rect  # the seat's win chance over the game
    panel: Rect  # the decision, the summary and the move list
    button_rows: int = 1  # two where one row would shrink the buttons' words

    @property
    def wide(self) -> bool:
        return self.panel.top < self.table.bottom


def bars_heights(size: tuple[int, int], button_rows: int, snug: float) -> tuple[int, int]:
    """The timeline's and the buttons' heights, `snug` of their height in units."""
    u = unit(size)
    m = max(4, u // 2)
    rows = round(u * BUTTONS * snug) * button_rows + m // 2 * (button_rows - 1)
    return round(u * TIMELINE * snug), rows


def review_rects(size: tuple[int, int], button_rows: int = 1) -> ReviewRects:
    w, h = size
    u = unit(size)
    m = max(4, u // 2)
    wide = w >= h * WIDE
    col = max(u * 14, round(w * COLUMN))
    table_w = w - col - m if wide else w
    above = h if wide else h - round(h * BAND)  # the table's and the bars' height
    timeline_h, buttons_h = bars_heights(size, button_rows, 1.0)
    table_h = above - timeline_h - buttons_h - 2 * m
    if text_size.unit((table_w, table_h)) < round(text_size.base_unit(size)):
        # The table's words would read smaller than the window's at Normal: at a larger
        # text size, the bars' air gives way to it.
        snug = max(SNUG, 1 / text_size.scale())
        timeline_h, buttons_h = bars_heights(size, button_rows, snug)
        table_h = above - timeline_h - buttons_h - 2 * m
    table = Rect(0, 0, table_w, table_h)
    if wide:
        graph_h = round((h - 3 * m) * 0.36)
        graph = Rect(table_w + m // 2, m, col, graph_h)
        panel = Rect(graph.x, graph.bottom + m, col, h - graph.bottom - 2 * m)
    else:
        band = h - above
        bottom = Rect(m, above, w - 2 * m, band - m)
        half = (bottom.w - m) // 2
        graph = Rect(bottom.x, bottom.y, half, bottom.h)
        panel = Rect(graph.right + m, bottom.y, bottom.w - half - m, bottom.h)
    timeline = Rect(m, table.bottom + m // 2, table.w - 2 * m, timeline_h)
    buttons = Rect(m, timeline.bottom + m // 2, table.w - 2 * m, buttons_h)
    return ReviewRects(size, u, table, timeline, buttons, graph, panel, button_rows)
