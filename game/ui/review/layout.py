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


def review_rects(size: tuple[int, int], button_rows: int = 1) -> ReviewRects:
    w, h = size
    u = unit(size)
    m = max(4, u // 2)
    buttons_h = round(u * BUTTONS) * button_rows + m // 2 * (button_rows - 1)
    bars = round(u * TIMELINE) + buttons_h + 2 * m
    if w >= h * WIDE:
        col = max(u * 14, round(w * COLUMN))
        left = w - col - m
        table = Rect(0, 0, left, h - bars)
        graph_h = round((h - 3 * m) * 0.36)
        graph = Rect(left + m // 2, m, col, graph_h)
        panel = Rect(graph.x, graph.bottom + m, col, h - graph.bottom - 2 * m)
    else:
        band = round(h * BAND)
        table = Rect(0, 0, w, h - bars - band)
        bottom = Rect(m, h - band, w - 2 * m, band - m)
        half = (bottom.w - m) // 2
        graph = Rect(bottom.x, bottom.y, half, bottom.h)
        panel = Rect(graph.right + m, bottom.y, bottom.w - half - m, bottom.h)
    timeline = Rect(m, table.bottom + m // 2, table.w - 2 * m, round(u * TIMELINE))
    buttons = Rect(m, timeline.bottom + m // 2, table.w - 2 * m, buttons_h)
    return ReviewRects(size, u, table, timeline, buttons, graph, panel, button_rows)
