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
from game.ui.review.graph import MARK_COLOURS, MARK_SIGNS, MARK_WORDS, Painted
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene

PANEL = (4, 20, 12, 255)  # the move list's
LIT = (60, 96, 70, 255)
KEPT = (150, 210, 160)  # the move made was the best one


def percent(chance: float) -> str:
    return tr("review.graph.percent", value=round(100 * chance))


Told = tuple[str, ...]  # a move as the move log tells it: its lines


def move_words(scene: ReviewScene, decision: Decision[Any]) -> tuple[Told, ...]:
    """Each legal move of `decision` as the move log would have told it, in order."""
    rules = scene.table.rules
    state = scene.state_at(decision.ply)
    words = []
    for move in decision.moves:
        log = scene.table._fresh_log()
        for event in rules.apply_move(state, move)[1]:
            log.on_shown(event)
        texts = tuple(line.text for line in log.lines)
        words.append(texts if texts else (str(move),))
    return tuple(words)


def one_line(told: Told) -> str:
    """A move's lines in one ("You play the 10 of hearts · You play again after the 10"):
    each line of the log a sentence of its own."""
    return " · ".join(told)


def telling(words: Sequence[Told], i: int) -> str:
    """What tells move `i` from the others in a short list: its lines from the first one
    no other move shares ("… You name clubs" for one of four eights), all if it has
    none in common."""
    shared = max((_common(words[i], other) for j, other in enumerate(words) if j != i), default=0)
    shared = min(shared, len(words[i]) - 1)
    rest = one_line(words[i][shared:])
    return f"… {rest}" if shared else rest


def _common(a: Told, b: Told) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def clipped(text: str, size: int, width: int) -> str:
    """`text` cut at a word with "…" to fit `width` at `size` (a long move's words: an
    attack and the pile taken), rather than made too small to read."""
    if w.text_width(text, size) <= width:
        return text
    words = text.split(" ")
    while len(words) > 1 and w.text_width(" ".join(words) + "…", size) > width:
        words.pop()
    return " ".join(words) + "…"


def by_chance(decision: Decision[Any]) -> list[int]:
    """The moves' indices, the best chance first (the rules' order among equals)."""
    return sorted(range(len(decision.moves)), key=lambda i: -decision.chances[i])


def draw(
    surface: pygame.Surface,
    area: pygame.Rect,
    unit: int,
    decision: Decision[Any],
    total: int,
    told: Sequence[Told],
    cursor: int,
) -> list[Painted]:
    """The decision in `area`; `cursor`: the index (in decision.moves) the cursor is on."""
    painted: list[Painted] = []
    words = [one_line(lines) for lines in told]
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
        room = inner - (at or 0)
        r = w.label(
            surface, clipped(text, big or size, room), big or size, colour, bold=bold,
            shadow=False, max_width=room, topleft=(area.x + pad + (at or 0), y),
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

    def said(key: str, i: int) -> str:
        """The line about move `i`: at length if it fits, else what tells it apart."""
        whole = tr(key, move=words[i])
        return whole if w.text_width(whole, size) <= inner else tr(key, move=telling(told, i))

    if full and played == best:
        line("played", said("review.graph.played_best", played), KEPT)
    elif full:
        line("played", said("review.graph.played_move", played), w.CREAM)
        line("best", said("review.graph.best_move", best), w.CREAM)
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
            badge = tr(MARK_WORDS[decision.mark]) + " " + MARK_SIGNS[decision.mark]
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
    tag = w.text_width("● ", size)
    room = area.w - 2 * pad - chance_w - tag
    y = top
    for i in shown:
        # A move told at length takes two lines where they fit (in Huit américain the card
        # played comes last: "You play the card drawn: the 8 of clubs").
        text = words[i] if w.text_width(words[i], size) <= room else telling(told, i)
        wrapped = w.wrap(text, size, room)
        two = len(wrapped) > 1 and y + 2 * row_h <= area.bottom - pad // 2
        lines = (
            [wrapped[0], clipped(" ".join(wrapped[1:]), size, room)]
            if two
            else [clipped(text, size, room)]
        )
        row = pygame.Rect(area.x + pad // 2, y, area.w - pad, row_h * len(lines))
        if row.bottom > area.bottom:
            break
        if i == cursor:
            w.draw_rounded(surface, row, LIT, row_h // 4)
        colour = w.GOLD if i == cursor else (KEPT if i == played else w.CREAM)
        if i == played:
            w.label(
                surface, "●", size, colour, shadow=False,
                midleft=(row.x + pad // 2, row.y + row_h // 2),
            )  # fmt: skip
        for k, words_line in enumerate(lines):
            w.label(
                surface, words_line, size, colour, shadow=False, max_width=room,
                midleft=(row.x + pad // 2 + tag, row.y + k * row_h + row_h // 2),
            )  # fmt: skip
        w.label(
            surface, percent(decision.chances[i]), size, colour, shadow=False,
            midright=(row.right - pad // 2, row.y + row_h // 2),
        )  # fmt: skip
        painted.append(Painted("move", str(i), row, words[i]))
        y = row.bottom
    return painted
