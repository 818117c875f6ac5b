"""Drawing the score pad: the sheet with its handwriting, and the side panel with the game
just finished. Positions come from layout.py, progress of the write-in from writing.py."""

from __future__ import annotations

import pygame

from game.rules.eight_half.match import GameResult
from game.ui.scorepad import huit_view, ink
from game.ui.scorepad.layout import TOP, PadLayout, print_size
from game.ui.scorepad.model import HUIT, PadModel
from game.ui.scorepad.result_table import draw_result_table, figure
from game.ui.scorepad.writing import WriteIn
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr, trn

PANEL = (8, 32, 18, 255)  # opaque: nothing of the table shows through
EDGE = (150, 190, 160)


def draw_sheet(
    surface: pygame.Surface, lay: PadLayout, model: PadModel, writing: WriteIn, fresh: int | None
) -> None:
    """The sheet; `fresh` is the index of the game row being written in (or None)."""
    sheet = lay.sheet
    u, row = lay.unit, lay.row
    line = max(1, u // 12)
    pen = max(2, round(row * 0.07))
    spread = max(4, u // 2)
    ink.draw_shadow(surface, sheet, spread)
    rules = [lay.names[0].top, lay.names[0].bottom] + [cells[0].bottom for cells in lay.cells]
    rules.append(lay.totals[0].bottom)
    columns = [r.x for r in lay.names[1:]] + [lay.names[-1].right]  # the last one closed too
    ink.draw_paper(
        surface,
        sheet,
        [y - sheet.y for y in rules[:-2]] + [rules[-1] - sheet.y],
        lay.rule_y - sheet.y,
        lay.margin_x - sheet.x,
        [x - sheet.x for x in columns],
        max(2, round(row * TOP * 0.6)),
        line,
    )
    head = lay.heading
    if model.game == HUIT:
        huit_view.draw_heading(surface, lay, model)
    else:
        ink.write(
            surface,
            "8½",
            round(head.h * 0.62),
            ink.INK,
            midleft=(head.x + u // 3, head.centery + head.h // 12),
        )
        w.label(
            surface,
            tr("score.title").upper(),
            print_size(u, row),
            ink.PRINT,
            shadow=False,
            max_width=head.w // 2,
            midright=(head.right, head.centery),
        )
    _draw_names(surface, lay, model, writing, fresh, pen)
    label_size = print_size(u, row)
    pad = max(2, u // 4)
    t = lay.total_label
    w.label(
        surface,
        tr("score.total"),
        round(label_size * 1.1),
        ink.PRINT,
        bold=True,
        shadow=False,
        max_width=t.w - 2 * pad,
        midleft=(t.x + pad, t.centery),
    )
    if model.game == HUIT:
        huit_view.draw_rows(surface, lay, model, writing, fresh)
        _draw_totals(surface, lay, model, writing, fresh, pen, pad)
        return
    for g, r in enumerate(lay.labels):
        w.label(
            surface,
            tr("score.game_row", n=g + 1),
            label_size,
            ink.PRINT,
            shadow=False,
            max_width=r.w - 2 * pad,
            midleft=(r.x + pad, r.centery),
        )
    size = round(row * 0.8)
    for g, points in enumerate(model.rows):
        cells = lay.cells[g]
        result_winner = _winner(points)
        for p, cell in enumerate(cells):
            reveal = writing.cell(p) if g == fresh else 1.0
            if reveal <= 0:
                continue
            rect = ink.write(
                surface,
                figure(points[p]),
                size,
                ink.INK,
                reveal=reveal,
                max_width=cell.w - pad,
                center=cell.center,
            )
            if p == result_winner and reveal >= 1.0:  # the game's winner is underlined
                y = min(cell.bottom - pen, rect.bottom - rect.h // 8)
                # ... right after the figure, while the pen moves to the next column.
                after = writing.cell(p + 1) * 3 if g == fresh else 1.0
                ink.stroke(
                    surface,
                    [(rect.x - pen, y + pen // 2), (rect.right + pen, y)],
                    ink.INK,
                    pen,
                    after,
                )
    _draw_totals(surface, lay, model, writing, fresh, pen, pad)


def _winner(points: tuple[int, ...]) -> int | None:
    """The seat that won a game: the only one with 2 points or more (R10.2)."""
    won = [p for p, x in enumerate(points) if x >= 2]
    return won[0] if len(won) == 1 else None


def _draw_names(
    surface: pygame.Surface,
    lay: PadLayout,
    model: PadModel,
    writing: WriteIn,
    fresh: int | None,
    pen: int,
) -> None:
    row = lay.row
    crowns = model.leaders if model.over else ()
    marks = writing.marks() if fresh is not None else 1.0
    for p, r in enumerate(lay.names):
        base = r.bottom - max(2, row // 6)
        rect = ink.write(
            surface,
            model.names[p],
            round(row * 0.6),
            ink.INK,
            max_width=r.w - max(4, lay.unit // 2),
            midbottom=(r.centerx, base),
        )
        if p in crowns and marks > 0:  # drawn over the name, as on paper
            ch = max(8, round(row * 0.42))
            box = pygame.Rect(0, 0, round(ch * 1.35), ch)
            box.midbottom = (r.centerx, rect.y + round(rect.h * 0.3))
            box.top = max(box.top, lay.heading.bottom - row // 3)
            ink.crown(surface, box, marks, max(1, pen // 2 + 1))


def _draw_totals(
    surface: pygame.Surface,
    lay: PadLayout,
    model: PadModel,
    writing: WriteIn,
    fresh: int | None,
    pen: int,
    pad: int,
) -> None:
    if not model.rows:
        return
    rows = model.rows
    progress = writing.totals() if fresh is not None else 1.0
    standing = progress <= 0  # the new row is being written: the old totals still stand
    if standing:
        rows = rows[:-1]
        progress = 1.0
        if not rows:
            return
    totals = tuple(sum(r[p] for r in rows) for p in range(model.players))
    size = round(lay.row * 0.85)
    marks = writing.marks() if fresh is not None else 1.0
    for p, cell in enumerate(lay.totals):
        rect = ink.write(
            surface,
            str(totals[p]),
            size,
            ink.INK,
            reveal=progress,
            max_width=cell.w - pad,
            center=cell.center,
        )
        if p not in model.leaders or marks <= 0 or standing:
            continue
        if model.over:  # the match is won: circled, as a person would on paper
            loop = rect.inflate(max(rect.h, rect.w) * 0.9, rect.h * 0.25)
            loop.h = min(loop.h, cell.h)
            loop.w = min(loop.w, cell.w - 2)
            loop.center = cell.center
            ink.stroke(surface, ink.loop_points(loop), ink.RED_PEN, pen, marks)
        else:  # the leader so far: a small star by the figure
            r = max(3, round(lay.row * 0.2))
            centre = (
                min(rect.right + r + 2, cell.right - r - 1),
                max(cell.y + r + pen + 1, rect.y + round(rect.h * 0.3)),
            )
            ink.stroke(surface, ink.star_points(centre, r), ink.RED_PEN, max(1, pen - 1), marks)


# -- the side panel ----------------------------------------------------------------------------


def draw_side(
    surface: pygame.Surface,
    lay: PadLayout,
    model: PadModel,
    result: bool,
    title: str,
    match_line: str,
) -> None:
    u = lay.unit
    side = lay.side
    w.draw_rounded(surface, side, PANEL, u, EDGE, 2)
    last = model.last
    if model.game == HUIT:
        sub = huit_view.with_rules(
            huit_view.subtitle(model, result),
            model,
            lambda text: font(u).size(text)[0] <= lay.subtitle.w,
        )
    elif result and last is not None:
        sub = tr("over.game_of", game=model.games_played, games=model.length)
    else:
        sub = trn("score.after", model.length, played=model.games_played, games=model.length)
    w.label(
        surface,
        title,
        round(u * 2.0),
        w.GOLD,
        bold=True,
        max_width=lay.headline.w,
        center=lay.headline.center,
    )
    # On two lines where the layout gave it their room (grown words), else on one
    two = lay.subtitle.h >= round(u * 2.4)
    lines = w.wrap(sub, u, lay.subtitle.w)[:2] if two else [sub]
    step = font(u).get_linesize()
    for i, text in enumerate(lines):
        y = lay.subtitle.centery + round((i - (len(lines) - 1) / 2) * step)
        w.label(
            surface, text, u, w.SOFT, max_width=lay.subtitle.w, center=(lay.subtitle.centerx, y)
        )
    if result and last is not None and lay.table:
        if model.game == HUIT:
            huit_view.draw_result(surface, lay, model)
        else:
            _draw_result(surface, lay, model)
    lines = w.wrap(match_line, u, lay.match_line.w, model.over)
    step = min(lay.match_line.h // max(2, len(lines)), round(u * 1.25))  # lines close
    top = lay.match_line.centery - step * len(lines) // 2
    for i, text in enumerate(lines[:3]):
        w.label(
            surface,
            text,
            u,
            w.CREAM,
            bold=model.over,
            max_width=lay.match_line.w,
            midtop=(lay.match_line.centerx, top + i * step),
        )


def _draw_result(surface: pygame.Surface, lay: PadLayout, model: PadModel) -> None:
    last = model.last
    assert isinstance(last, GameResult)
    rows = [
        (
            f"{model.names[p]}  {result_tag(last, p)}".strip(),
            str(last.counts[p]),
            f"+{last.points[p]}",
        )
        for p in range(model.players)
    ]
    draw_result_table(surface, lay, model, last.winner, rows, (0.56, 0.2, 0.2), tr("score.legend"))


def result_tag(last: GameResult, seat: int) -> str:
    """What the result table says beside a name; only what is true of that seat.

    The winner gets a star. The loser (R10.3: the non-winner with most cards, whom the
    winner may swap with next) is called "most cards" only if nobody has more, winner
    included; a loser holding fewer cards than the winner is just "loser". The fewest
    cards (R10.2's extra point, ties each) are named too, for the loser as well."""
    if seat == last.winner:
        return tr("over.winner_tag")
    fewest = last.counts[seat] == min(last.counts)
    if seat == last.loser:
        if fewest:  # e.g. two players, the winner kept more cards aside
            return tr("over.loser_fewest_tag")
        most = last.counts[seat] == max(last.counts)
        return tr("over.loser_most_tag") if most else tr("over.loser_tag")
    return tr("over.fewest_tag") if fewest else ""
