"""What both games' score pads show the same way beside the sheet: the table of the game
(round) just finished, a row per seat with the winner's lit, and the news in big letters.
Each game gives its own words (view.py for 8½, huit_view.py for Huit américain)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from attrs import frozen

from game.ui.scorepad.layout import PadLayout
from game.ui.scorepad.model import PadModel
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

WINNER_ROW = (246, 214, 120, 60)
HEADS = ("over.player", "over.cards", "over.points")


def figure(points: int) -> str:
    """Points as written on the pad: a dash for none."""
    return str(points) if points else "–"


def draw_result_table(
    surface: pygame.Surface,
    lay: PadLayout,
    model: PadModel,
    winner: int,
    rows: Sequence[tuple[str, str, str]],
    widths: tuple[float, float, float],
    legend: str,
) -> None:
    """Player, cards, points: a header, then a row per seat (`rows`, texts in that order;
    a name's note follows it after two spaces: "Ada  (most cards)"), the figures' columns
    at least `widths` of the table wide and as wide as their heads; the legend under it,
    on two lines when one is too short. Nothing is shrunk: a note with no room beside its
    name goes on the line under it, where the layout left room (`pad_layout(notes=True)`)."""
    u = lay.unit
    head = lay.table[0]
    size = round(u * w.LEAST)
    pad = head.h // 4
    heads = [tr(key) for key in HEADS]
    points_w, cards_w = (
        max(round(head.w * widths[i]), _width(heads[i], size, True) + pad) for i in (2, 1)
    )
    centres = (head.right - points_w - cards_w // 2, head.right - points_w // 2)
    name_w = head.w - points_w - cards_w - 2 * pad
    w.label(
        surface,
        heads[0],
        size,
        w.SOFT,
        bold=True,
        shadow=False,
        max_width=name_w,
        midleft=(head.x + pad, head.centery),
    )
    for x, text, room in zip(centres, heads[1:], (cards_w, points_w), strict=True):
        w.label(
            surface,
            text,
            size,
            w.SOFT,
            bold=True,
            shadow=False,
            max_width=room,
            center=(x, head.centery),
        )
    for p, (name, *figures) in enumerate(rows):
        row = lay.table[p + 1]
        if p == winner:
            surface.blit(w.rounded(row.size, WINNER_ROW, row.h // 3), row)
        colour = w.GOLD if p == winner else w.CREAM
        bold = p == model.human
        noted = row.h > head.h  # room for a line under the name
        y = row.y + round(row.h * 0.34) if noted else row.centery
        note = ""
        if _width(name, u, bold) > name_w:
            name, _, note = name.partition("  ")
        w.label(surface, name, u, colour, bold=bold, max_width=name_w, midleft=(row.x + pad, y))
        if note:
            w.label(
                surface,
                note,
                round(u * w.LEAST),
                w.SOFT,
                shadow=False,
                max_width=row.w - 2 * pad,
                midleft=(row.x + pad, row.y + round(row.h * 0.76)),
            )
        for x, text, room in zip(centres, figures, (cards_w, points_w), strict=True):
            w.label(surface, text, u, colour, bold=bold, max_width=room, center=(x, y))
    if lay.legend is not None:
        lines = w.wrap(legend, size, lay.legend.w)
        step = lay.legend.h // max(2, len(lines))
        top = lay.legend.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            w.label(
                surface,
                line,
                size,
                w.SOFT,
                shadow=False,
                max_width=lay.legend.w,
                midtop=(lay.legend.centerx, top + i * step),
            )


def _width(text: str, size: int, bold: bool) -> int:
    return w.text_surface(text, size, w.CREAM, bold).get_width()


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
