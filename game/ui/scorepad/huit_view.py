"""Huit américain's parts of the score pad (RULES.md H6): its heading and target, a row per
round with the running totals, the round just finished, and the pad's news in words.

The sheet, the names, the totals and the buttons are the 8½ pad's (view.py, scene.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.scorepad import ink
from game.ui.scorepad.layout import PadLayout, print_size
from game.ui.scorepad.model import HuitRound, PadModel
from game.ui.scorepad.result_table import Headlines, draw_result_table, figure
from game.ui.scorepad.result_table import headline as news
from game.ui.scorepad.writing import WriteIn
from game.ui.shell import text_size
from game.ui.shell import widgets as w
from game.ui.shell.house_words import rules_summaries
from game.ui.shell.i18n import N_, tr, trn


def target_text(model: PadModel) -> str:
    """ "to 500 points" or "one round" (H6)."""
    if model.target is None:
        return tr("pad.one_round")
    return tr("pad.to_points", points=model.target)


def draw_heading(surface: pygame.Surface, lay: PadLayout, model: PadModel) -> None:
    """The game's name in the pen's hand, the printed title and the target on the right."""
    head, u, row = lay.heading, lay.unit, lay.row
    size = print_size(u, row)
    printed = (tr("score.title").upper(), target_text(model).upper())
    room, title_w = head.w * 2 // 5, head.w * 11 // 20
    if text_size.scale() > 1:  # grown print keeps its size: the pen's title gives way
        room = max(room, *(w.text_surface(t, size, ink.PRINT).get_width() for t in printed))
        title_w = min(title_w, head.w - room - u // 3 - u // 2)
    ink.write(
        surface,
        tr("title.game_huit"),
        round(head.h * 0.5),
        ink.INK,
        max_width=title_w,
        midleft=(head.x + u // 3, head.centery + head.h // 12),
    )
    right = head.right
    w.label(
        surface,
        printed[0],
        size,
        ink.PRINT,
        shadow=False,
        max_width=room,
        bottomright=(right, head.centery),
    )
    w.label(
        surface,
        printed[1],
        size,
        ink.PRINT,
        shadow=False,
        max_width=room,
        topright=(right, head.centery + size // 6),
    )


def draw_rows(
    surface: pygame.Surface, lay: PadLayout, model: PadModel, writing: WriteIn, fresh: int | None
) -> None:
    """A row per round: its label, each seat's points, and beside the round's winner the
    total it brings them to when they had points before (the others' totals stand)."""
    u, row = lay.unit, lay.row
    pad = max(2, u // 4)
    label_size = print_size(u, row)
    size = round(row * 0.8)
    small = max(8, round(row * 0.42))
    running = [0] * model.players
    for g, line in enumerate(model.sheet()):
        r = lay.labels[g]
        label = (
            tr("pad.rounds_carried", first=line.first, last=line.last)
            if line.carried
            else tr("pad.round_row", n=line.first)
        )
        w.label(
            surface,
            label,
            label_size,
            ink.PRINT,
            shadow=False,
            max_width=r.w - 2 * pad,
            midleft=(r.x + pad, r.centery),
        )
        if line.points is None:
            continue
        for p, cell in enumerate(lay.cells[g]):
            running[p] += line.points[p]
            reveal = writing.cell(p) if g == fresh else 1.0
            if reveal <= 0:
                continue
            # The total it makes is pencilled beside a round's points when they add to some.
            summed = line.points[p] > 0 and running[p] != line.points[p] and not line.carried
            if not summed:
                ink.write(
                    surface,
                    figure(line.points[p]),
                    size,
                    ink.INK,
                    reveal=reveal,
                    max_width=cell.w - pad,
                    center=cell.center,
                )
                continue
            # The round's points, then (smaller, as a pencilled sum) the total they make.
            total = ink.write(
                surface,
                str(running[p]),
                small,
                ink.PRINT,
                reveal=reveal,
                max_width=cell.w * 2 // 5,
                bottomright=(cell.right - pad, cell.bottom - max(1, row // 10)),
            )
            ink.write(
                surface,
                str(line.points[p]),
                size,
                ink.INK,
                reveal=reveal,
                max_width=max(4, total.left - cell.left - 2 * pad),
                center=((cell.left + total.left) // 2, cell.centery),
            )


def subtitle(model: PadModel, result: bool) -> str:
    """ "Round 3 · to 500 points" after a round, else "After 3 rounds · to 500 points"."""
    played, target = model.games_played, model.target
    if target is None:
        return target_text(model)
    if result and model.last is not None:
        return tr("pad.round_to", n=played, points=target)
    return trn("pad.after_rounds_to", played, points=target)


def with_rules(sub: str, model: PadModel, fits: Callable[[str], bool]) -> str:
    """The subtitle with the match's house rules (H7) after it, by name if they fit the line,
    else how many: "After 3 rounds · to 500 points · Jokers · Jacks reverse". The book's
    rules add nothing: they are the game's."""
    if not model.house_rules:
        return sub
    forms = [f"{sub} · {rules}" for rules in rules_summaries(model.house_rules)]
    return next((form for form in forms if fits(form)), forms[-1])


def draw_result(surface: pygame.Surface, lay: PadLayout, model: PadModel) -> None:
    """The round just finished: each hand's cards left and the points they give the winner."""
    last = model.last
    assert isinstance(last, HuitRound)
    rows = [
        (
            f"{model.names[p]}  {tr('over.winner_tag')}" if p == last.winner else model.names[p],
            str(last.counts[p]),
            f"+{last.points[p]}" if p == last.winner else f"({last.worth[p]})",
        )  # its worth
        for p in range(model.players)
    ]
    draw_result_table(surface, lay, model, last.winner, rows, (0.5, 0.24, 0.2), legend(model))


def legend(model: PadModel) -> str:
    """What each card left counts under the match's rules: a joker 50 (H7.1), a jack 25
    when jacks reverse (H7.2), else the book's (H6)."""
    jokers = "jokers" in model.house_rules
    jacks = "jack_reverses" in model.house_rules
    if jokers and jacks:
        return tr("pad.huit_legend.jokers_jacks")
    if jokers:
        return tr("pad.huit_legend.jokers")
    return tr("pad.huit_legend.jacks") if jacks else tr("pad.huit_legend")


HEADLINES = Headlines(
    N_("pad.you_win_match_headline"),
    N_("pad.wins_match_headline"),
    N_("pad.you_win_round"),
    N_("pad.wins_round"),
)


def headline(model: PadModel, result: bool) -> str:
    """The news in big letters: the match's winner at the end of a match to 500, else the
    round's."""
    return news(model, result, model.over and model.target is not None, HEADLINES)


def match_line(model: PadModel, result: bool) -> str:
    """Who leads and how far the target is; at the end, who won with how many points."""
    names, totals, leaders = model.names, model.totals, model.leaders
    if model.over:
        if len(leaders) > 1:
            return tr("over.match_shared", names=", ".join(names[p] for p in leaders))
        best = leaders[0]
        you = best == model.human
        if model.target is None:  # a single round: its winner and what it brought
            if you:
                return tr("pad.you_win_round_points", points=totals[best])
            return tr("pad.wins_round_points", name=names[best], points=totals[best])
        if you:
            return tr("pad.you_win_match", points=totals[best])
        return tr("pad.wins_match", name=names[best], points=totals[best])
    if model.target is None:
        return ""
    if not model.rows or len(leaders) > 1:
        return tr("pad.first_to", points=model.target)
    best = leaders[0]
    if best == model.human:
        return tr("pad.you_lead", total=totals[best], target=model.target)
    return tr("pad.leads", name=names[best], total=totals[best], target=model.target)
