"""The panel's move list: every move of the game in the move log's words, the move just
shown lit, kept in sight as the replay moves."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr, translator
from game.ui.table.move_log import LogLine

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene

PANEL = (4, 20, 12, 255)
LIT = (60, 96, 70, 255)


# (the move's number from 1, a line, its colour, whether it goes on the line above: a wrapped
# line's second part and after)
Row = tuple[int, str, tuple[int, int, int], bool]


@functools.lru_cache(maxsize=8)
def _rows(
    words: tuple[tuple[LogLine, ...], ...], size: int, width: int, language: str
) -> tuple[Row, ...]:
    """Every move's lines wrapped to `width`: (the move's number from 1, a line, its
    colour); worked out once for a game, a size and a language, not at every frame."""
    rows: list[Row] = []
    for ply, lines in enumerate(words):
        if ply == 0:
            continue  # the heading is above, in the graph's place
        for line in lines:
            colour = (255, 130, 120) if line.attack else w.CREAM
            for k, part in enumerate(w.wrap(line.text, size, width)):
                rows.append((ply, ("   " if k else "") + part, colour, k > 0))
    return tuple(rows)


def first_shown(rows: tuple[Row, ...], ply: int, fit: int) -> int:
    """The first of `fit` rows shown: the move `ply`'s lines in the middle when the list is
    long, the list's end before the game's first move is shown (ply 0: its start); never
    the second part of a wrapped line at the top, cut from its beginning."""
    current = [i for i, row in enumerate(rows) if row[0] == ply]
    if current:
        above = max(0, (fit - len(current)) // 2)  # as many rows above the move as below
        first = max(0, min(len(rows) - fit, current[0] - above))
    else:
        first = 0 if ply == 0 else max(0, len(rows) - fit)
    back = first
    while back > 0 and rows[back][3]:
        back -= 1
    if not current or current[-1] < back + fit:  # the whole line fits above the move's
        return back
    while first < current[0] and rows[first][3]:  # else the next line's start (a move's
        first += 1  # first row is one: its lines begin there)
    return first


def draw(surface: pygame.Surface, area: pygame.Rect, unit: int, scene: ReviewScene) -> None:
    """The moves in `area`, the current one lit and in the middle when the list is long."""
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 2 + 2
    size = round(unit * w.LEAST)
    line_h = round(size * 1.3)
    text_w = area.w - 2 * pad - size
    title_size = round(unit * 1.1)
    below_title = area.bottom - pad - (area.y + pad + round(title_size * 1.2) + unit // 3)
    if below_title >= 2 * line_h:
        title = w.label(
            surface,
            tr("review.moves"),
            title_size,
            w.GOLD,
            bold=True,
            shadow=False,
            max_width=area.w - 2 * pad,
            topleft=(area.x + pad, area.y + pad),
        )
        box = pygame.Rect(
            area.x, title.bottom + unit // 3, area.w, area.bottom - pad - title.bottom
        )
    else:  # a short panel (a decision above it, at 800×600): the moves without their title,
        # as many whole lines as fit, in its middle
        lines = max(1, area.h // line_h)
        box = pygame.Rect(area.x, area.y + (area.h - lines * line_h) // 2, area.w, lines * line_h)
    rows = _rows(scene.table.words, size, text_w, translator().language)
    if not rows:
        return
    fit = max(1, box.h // line_h)
    first = first_shown(rows, scene.ply, fit)
    clip = surface.get_clip()
    surface.set_clip(box.clip(clip) if clip else box)
    for i, (ply, text, colour, _) in enumerate(rows[first : first + fit]):
        y = box.y + i * line_h
        if ply == scene.ply:
            lit = pygame.Rect(area.x + pad // 2, y, area.w - pad, line_h)
            w.draw_rounded(surface, lit, LIT, 0)
            colour = w.GOLD
        w.label(
            surface,
            text,
            size,
            colour,
            shadow=False,
            topleft=(area.x + pad, y + (line_h - size) // 2),
        )
    surface.set_clip(clip)
