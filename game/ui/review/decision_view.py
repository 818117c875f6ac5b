"""One decision of the reviewed seat, at the move on the table: the move played and the
best one in the game's own words (its move log's), their chances ("64% → 41%"), the
mark, and below every legal move with its chance, the best first.

A cursor goes through the moves (Page Up, Page Down); Enter, or a click on a move, asks
what would have come of it ("could I have won?", the scene's `ask_what_if`), where the
scene can tell.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.review.analysis import Decision
from game.ui.review.graph import MARK_COLOURS, MARK_SIGNS, Painted
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene

PANEL = (4, 20, 12, 255)  # the move list's
LIT = (60, 96, 70, 255)
KEPT = (150, 210, 160)  # the move made was the best one


def percent(chance: float) -> str:
    return tr("review.graph.percent", value=round(100 * chance))


def move_words(scene: ReviewScene, decision: Decision[Any]) -> tuple[str, ...]:
    """Each legal move of `decision` as the move log would have told it, in order."""
    rules = scene.table.rules
    state = scene.start
    for move in scene.moves[: decision.ply]:
        state, _ = rules.apply_move(state, move)
    words = []
    for move in decision.moves:
        log = scene.table._fresh_log()
        for event in rules.apply_move(state, move)[1]:
            log.on_shown(event)
        texts = [line.text for line in log.lines]
        words.append(" ".join(texts) if texts else str(move))
    return tuple(words)


def by_chance(decision: Decision[Any]) -> list[int]:
    """The moves' indices, the best chance first (the rules' order among equals)."""
    return sorted(range(len(decision.moves)), key=lambda i: -decision.chances[i])


def draw(
    surface: pygame.Surface,
    area: pygame.Rect,
    unit: int,
    decision: Decision[Any],
    total: int,
    words: Sequence[str],
    cursor: int,
) -> list[Painted]:
    """The decision in `area`; `cursor`: the index (in decision.moves) the cursor is on."""
    painted: list[Painted] = []
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 2 + 2
    inner = area.w - 2 * pad
    size = round(unit * w.LEAST)
    y = area.y + pad

    def line(
        name: str,
        text: str,
        colour: w.Color,
        *,
        bold: bool = False,
        at: int | None = None,
        big: int = 0,
    ) -> pygame.Rect:
        nonlocal y
        r = w.label(
            surface, text, big or size, colour, bold=bold, shadow=False,
            max_width=inner - (at or 0), topleft=(area.x + pad + (at or 0), y),
        )  # fmt: skip
        painted.append(Painted("text", name, r, text))
        y = r.bottom + unit // 5
        return r

    played, best = decision.played, decision.best
    row_h = round(size * 1.3)
    # A short panel leaves out the played and best moves' own lines, and gives the chances
    # the title's line: the list below marks the one played and begins with the best.
    full = area.bottom - pad - y >= unit * 5.4 + 2 * row_h
    title = line(
        "title",
        tr("review.graph.decision", number=decision.number + 1, total=total),
        w.GOLD,
        bold=True,
    )
    if not full:
        y = title.y
    if full and played == best:
        line("played", tr("review.graph.played_best", move=words[played]), KEPT)
    elif full:
        line("played", tr("review.graph.played_move", move=words[played]), w.CREAM)
        line("best", tr("review.graph.best_move", move=words[best]), w.CREAM)
    if played == best:
        at_title = title.right - area.x - pad + unit if not full else None
        line("chances", percent(decision.played_chance), w.CREAM, bold=True, at=at_title)
    else:
        arrow = tr(
            "review.graph.chances",
            best=percent(decision.best_chance),
            played=percent(decision.played_chance),
        )
        at = title.right - area.x - pad + unit if not full else None
        r = line("chances", arrow, w.CREAM, bold=True, big=round(unit * 1.1) if full else 0, at=at)
        if decision.mark is not None:
            colour = MARK_COLOURS[decision.mark]
            badge = tr(f"review.mark.{decision.mark.value}") + " " + MARK_SIGNS[decision.mark]
            m = w.label(
                surface, badge, round(unit * 1.1) if full else size, colour,
                bold=True, shadow=False,
                max_width=max(8, area.right - pad - r.right - unit),
                midleft=(r.right + unit, r.centery),
            )  # fmt: skip
            painted.append(Painted("mark", str(decision.number), m, decision.mark.value))
    # Every legal move, the best first and always in sight; below it as many of the others
    # as fit, the cursor's among them.
    top = y + unit // 5
    fit = max(1, (area.bottom - pad - top) // row_h)
    order = by_chance(decision)
    rest = order[1:]
    at = rest.index(cursor) if cursor in rest else 0
    first = max(0, min(len(rest) - (fit - 1), at - (fit - 1) // 2))
    shown = [order[0], *rest[first : first + fit - 1]]
    chance_w = w.text_width("100 %", size) + unit // 2
    for k, i in enumerate(shown):
        row = pygame.Rect(area.x + pad // 2, top + k * row_h, area.w - pad, row_h)
        if row.bottom > area.bottom:
            break
        if i == cursor:
            w.draw_rounded(surface, row, LIT, row_h // 4)
        colour = w.GOLD if i == cursor else (KEPT if i == played else w.CREAM)
        tag = "● " if i == played else "   "
        w.label(
            surface, tag + words[i], size, colour, shadow=False,
            max_width=row.w - chance_w - pad, midleft=(row.x + pad // 2, row.centery),
        )  # fmt: skip
        w.label(
            surface, percent(decision.chances[i]), size, colour, shadow=False,
            midright=(row.right - pad // 2, row.centery),
        )  # fmt: skip
        painted.append(Painted("move", str(i), row, words[i]))
    return painted
