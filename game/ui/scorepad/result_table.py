"""What both games' score pads show the same way beside the sheet: the table of the game
(round) just finished, a row per seat with the winner's lit, and the news in big letters.
Each game gives its own words (view.py for 8½, huit_view.py for Huit américain)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
from attrs import frozen

from game.ui import widgets as w
from game.ui.i18n import tr
from game.ui.scorepad.layout import PadLayout
from game.ui.scorepad.model import PadModel

WINNER_ROW = (246, 214, 120, 60)
HEADS = ("over.player", "over.cards", "over.points")


def figure(points: int) -> str:
    """Points as written on the pad: a dash for none."""
    return str(points) if points else "–"


def _at(anchor: str, x: int, y: int) -> dict[str, Any]:
    """A Rect anchor as keyword arguments, e.g. {"midleft": (x, y)}."""
    return {anchor: (x, y)}


def _columns(row: pygame.Rect) -> list[tuple[int, str]]:
    return [(row.x + row.h // 4, "midleft"), (row.right - round(row.w * 0.33), "center"),
            (row.right - round(row.w * 0.11), "center")]


def draw_result_table(surface: pygame.Surface, lay: PadLayout, model: PadModel, winner: int,
                      rows: Sequence[tuple[str, str, str]], widths: tuple[float, float, float],
                      legend: str) -> None:
    """Player, cards, points: a header, then a row per seat (`rows`, texts in that order),
    each column `widths` of the table wide; the legend under it where there is room."""
    u = lay.unit
    head = lay.table[0]
    cols = _columns(head)
    room = [round(head.w * f) for f in widths]
    for (x, anchor), key, width in zip(cols, HEADS, room, strict=True):
        w.label(surface, tr(key), round(u * 0.85), w.SOFT, bold=True, shadow=False,
                max_width=width, **_at(anchor, x, head.centery))
    for p, texts in enumerate(rows):
        row = lay.table[p + 1]
        if p == winner:
            surface.blit(w.rounded(row.size, WINNER_ROW, row.h // 3), row)
        colour = w.GOLD if p == winner else w.CREAM
        for (x, anchor), text, width in zip(cols, texts, room, strict=True):
            w.label(surface, text, u, colour, bold=p == model.human, max_width=width,
                    **_at(anchor, x, row.centery))
    if lay.legend is not None:
        w.label(surface, legend, round(u * 0.85), w.SOFT, shadow=False,
                max_width=lay.legend.w, center=lay.legend.center)


@frozen
class Headlines:
    """A game's keys for the pad's news: the match won (by the player, by `name`), the
    game (round) won."""

    you_win_match: str
    wins_match: str
    you_win: str
    wins: str


def headline(model: PadModel, result: bool, match_won: bool, keys: Headlines) -> str:
    """The news in big letters: the match's winner at its end (`match_won`), else the last
    game's winner after it, else the pad's title."""
    last = model.last
    if result and match_won:
        leaders = model.leaders
        if len(leaders) > 1:
            return tr("over.match_shared_headline")
        if leaders[0] == model.human:
            return tr(keys.you_win_match)
        return tr(keys.wins_match, name=model.names[leaders[0]])
    if result and last is not None:
        if last.winner == model.human:
            return tr(keys.you_win)
        return tr(keys.wins, name=model.names[last.winner])
    return tr("score.title")
