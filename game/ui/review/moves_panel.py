"""The panel's move list: every move of the game in the move log's words, the move just
shown lit, kept in sight as the replay moves; and the heading above (the game, the seat)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.i18n import N_, tr, translator
from game.ui.shell.text import key_lines
from game.ui.table.move_log import LogLine

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene

PANEL = (4, 20, 12, 255)
LIT = (60, 96, 70, 255)


def draw_heading(surface: pygame.Surface, area: pygame.Rect, unit: int, scene: ReviewScene) -> None:
    """The game reviewed and whose eyes the table shows, where the graph goes."""
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 2 + 2
    heading = scene.table.words[0][0].text if scene.table.words[0] else ""
    y = area.y + pad
    for text, size, colour, bold in (
        (tr("review.heading"), round(unit * 1.1), w.GOLD, True),
        (heading, round(unit * w.LEAST), w.CREAM, False),
        (scene.whose(N_("review.for"), N_("review.for.you")), round(unit * w.LEAST), w.SOFT, False),
        (scene.view_words(scene.show_all), round(unit * w.LEAST), w.SOFT, False),
    ):
        if y + size > area.bottom - pad:
            break
        r = w.label(
            surface,
            text,
            size,
            colour,
            bold=bold,
            shadow=False,
            max_width=area.w - 2 * pad,
            topleft=(area.x + pad, y),
        )
        y = r.bottom + unit // 4
    keys = tr("review.keys.people" if len(scene.people) > 1 else "review.keys")
    size = round(unit * w.LEAST)
    lines = key_lines(keys, size, area.w - 2 * pad)
    y = max(y, area.bottom - pad - len(lines) * round(size * 1.25))
    for line in lines:
        if y + size > area.bottom - pad // 2:
            break
        w.label(surface, line, size, w.SOFT, shadow=False, topleft=(area.x + pad, y))
        y += round(size * 1.25)


Row = tuple[int, str, tuple[int, int, int]]


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
                rows.append((ply, ("   " if k else "") + part, colour))
    return tuple(rows)


def draw(surface: pygame.Surface, area: pygame.Rect, unit: int, scene: ReviewScene) -> None:
    """The moves in `area`, the current one lit and in the middle when the list is long."""
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 2 + 2
    title = w.label(
        surface,
        tr("review.moves"),
        round(unit * 1.1),
        w.GOLD,
        bold=True,
        shadow=False,
        max_width=area.w - 2 * pad,
        topleft=(area.x + pad, area.y + pad),
    )
    size = round(unit * w.LEAST)
    line_h = round(size * 1.3)
    text_w = area.w - 2 * pad - size
    box = pygame.Rect(area.x, title.bottom + unit // 3, area.w, area.bottom - pad - title.bottom)
    rows = _rows(scene.table.words, size, text_w, translator().language)
    if not rows:
        return
    current = [i for i, row in enumerate(rows) if row[0] == scene.ply]
    fit = max(1, box.h // line_h)
    if current:
        first = max(0, min(len(rows) - fit, (current[0] + current[-1]) // 2 - fit // 2))
    else:
        first = 0 if scene.ply == 0 else max(0, len(rows) - fit)
    clip = surface.get_clip()
    surface.set_clip(box.clip(clip) if clip else box)
    for i, (ply, text, colour) in enumerate(rows[first : first + fit]):
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
