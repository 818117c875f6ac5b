"""The graph of the reviewed seat's win chance over the game, drawn as the statistics
page draws its chart: a dark panel, faint grid lines with their figures, gold for the
player's own line.

One point per decision of the seat, left to right: gold, the chance after the move played;
pale, the best move's. A mistake is ringed in orange with "?", a blunder in red with "??",
as chess players mark them; the decision on the table now has a cream line through it. The
decisions not worked out yet are not drawn (the review fills the graph in as it goes). A
click anywhere on the plot goes to the nearest decision (`ply_at`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
from attrs import frozen

from game.ai.review.analysis import Decision
from game.ai.review.summary import Mark
from game.ui.shell import text
from game.ui.shell import widgets as w
from game.ui.shell.i18n import N_, tr

PANEL = (6, 30, 16, 170)  # the statistics page's panel
GRID = (255, 255, 255, 40)
BEST = (150, 180, 160)
MISTAKE = (240, 150, 60)
BLUNDER = (236, 104, 88)  # the statistics page's red for a game lost, lighter: 4.5:1 on the panel
NOW = w.CREAM
MARK_COLOURS = {Mark.MISTAKE: MISTAKE, Mark.BLUNDER: BLUNDER}
MARK_SIGNS = {Mark.MISTAKE: "?", Mark.BLUNDER: "??"}
MARK_WORDS = {Mark.MISTAKE: N_("review.mark.mistake"), Mark.BLUNDER: N_("review.mark.blunder")}
GRID_LINES = (0, 50, 100)  # per cent
FIGURES_APART = 2.6  # figure heights: the plot's least for its middle figure to stand apart


@frozen
class Painted:
    """One thing drawn, for the tests and the mouse: "point" (a decision's, `name` its
    number), "mark" (its mistake or blunder sign, `text` the mark), "text", "plot"."""

    kind: str
    name: str
    rect: pygame.Rect
    text: str = ""


def plot_rect(area: pygame.Rect, unit: int, keys: str = "", head_lines: int = 1) -> pygame.Rect:
    """Where the points go in the graph's `area`: under its head's `head_lines` lines,
    right of the figures, above the legend."""
    pad = unit // 2 + 2
    top = area.y + pad + round(unit * 1.5) + (head_lines - 1) * round(unit * HEAD_LINE)
    axis = round(unit * 2.2)
    width = max(1, area.w - 2 * pad - axis)
    step = round(small_size(unit) * 1.25)
    below = len(key_lines(area, unit, keys)) * step
    below += (len(legend_rows(area, unit)[0]) - 1) * step
    bottom = area.bottom - pad - round(unit * 1.2) - below
    return pygame.Rect(area.x + pad + axis, top, width, max(1, bottom - top))


def title_size(unit: int) -> int:
    return unit


HEAD_LINE = 1.2  # units: a line of the graph's head


def head_rect(area: pygame.Rect, unit: int, line: int = 0) -> pygame.Rect:
    """The graph's head line `line`: its title, and the summary's counts (on two lines
    where they do not fit on one)."""
    pad = unit // 2 + 2
    step = round(unit * HEAD_LINE)
    return pygame.Rect(area.x + pad, area.y + pad + line * step, area.w - 2 * pad, step)


def small_size(unit: int) -> int:
    return max(9, round(unit * w.LEAST * 0.85))


MAX_KEY_LINES = 3


def key_lines(area: pygame.Rect, unit: int, keys: str) -> tuple[str, ...]:
    """The keys' lines under the legend, where the graph is tall enough for them."""
    if area.h < unit * 12:
        return ()
    return text.key_lines(keys, small_size(unit), area.w - unit - 4)[:MAX_KEY_LINES]


def point_x(plot: pygame.Rect, total: int, number: int) -> int:
    """The x of decision `number` of `total`: one column each, the point in its middle."""
    return plot.x + round(plot.w * (number + 0.5) / max(1, total))


def point_y(plot: pygame.Rect, chance: float) -> int:
    return plot.bottom - round(plot.h * max(0.0, min(1.0, chance)))


def number_at(plot: pygame.Rect, total: int, x: int) -> int | None:
    """The decision whose column holds `x` (None without decisions)."""
    if total <= 0:
        return None
    return max(0, min(total - 1, (x - plot.x) * total // max(1, plot.w)))


def draw(
    surface: pygame.Surface,
    area: pygame.Rect,
    unit: int,
    title: str | None,
    decisions: Sequence[Decision[Any]],
    total: int,
    current: int | None,
    keys: str,
    head_lines: int = 1,
) -> list[Painted]:
    """The graph in `area` for `total` decisions of which `decisions` are worked out;
    `current`: the number of the decision on the table now; `keys`: the review's keys,
    shown under the legend where there is room; `title`: None leaves the head's line to
    the caller (who writes on its `head_lines` lines). What was drawn, for the tests."""
    painted: list[Painted] = []
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 2 + 2
    if title is not None:
        head = w.label(
            surface, title, title_size(unit), w.GOLD, bold=True, shadow=False,
            max_width=area.w - 2 * pad, topleft=(area.x + pad, area.y + pad),
        )  # fmt: skip
        painted.append(Painted("text", "title", head, title))
    plot = plot_rect(area, unit, keys, head_lines)
    painted.append(Painted("plot", "plot", plot))
    small = small_size(unit)
    thin = max(1, unit // 14)
    for percent in GRID_LINES:
        y = point_y(plot, percent / 100)
        line = pygame.Surface((plot.w, thin), pygame.SRCALPHA)
        line.fill(GRID)
        surface.blit(line, (plot.x, y))
        if 0 < percent < 100 and plot.h < small * FIGURES_APART:
            continue  # a short plot (large text, a small window): its ends' figures only
        w.label(
            surface, tr("review.graph.percent", value=percent), small, w.SOFT, shadow=False,
            midright=(plot.x - unit // 3, y),
        )  # fmt: skip
    if current is not None and 0 <= current < total:
        x = point_x(plot, total, current)
        pygame.draw.line(surface, NOW, (x, plot.y), (x, plot.bottom), max(1, unit // 10))
    line_w = max(2, unit // 7)
    best = [(point_x(plot, total, d.number), point_y(plot, d.best_chance)) for d in decisions]
    played = [(point_x(plot, total, d.number), point_y(plot, d.played_chance)) for d in decisions]
    if len(best) > 1:
        pygame.draw.lines(surface, BEST, False, best, max(1, line_w // 2))
    if len(played) > 1:
        pygame.draw.lines(surface, w.GOLD, False, played, line_w)
    dot = max(3, unit // 4)
    for d, (x, y), (_, top) in zip(decisions, played, best, strict=True):
        if top < y:  # what the move lost: a faint drop from the best move's chance
            pygame.draw.line(surface, BEST, (x, top), (x, y), thin)
        pygame.draw.circle(surface, w.GOLD, (x, y), dot)
        painted.append(
            Painted("point", str(d.number), pygame.Rect(x - dot, y - dot, 2 * dot, 2 * dot))
        )
        if d.mark is not None:
            painted.append(_mark(surface, d, (x, y), unit))
    _legend(surface, area, plot, unit, small)
    lines = key_lines(area, unit, keys)
    step = round(small * 1.25)
    for k, words in enumerate(lines):
        bottom = area.bottom - pad - (len(lines) - 1 - k) * step
        r = w.label(surface, words, small, w.SOFT, shadow=False, midbottom=(area.centerx, bottom))
        painted.append(Painted("text", "keys", r, words))
    return painted


def _mark(surface: pygame.Surface, d: Decision[Any], at: tuple[int, int], unit: int) -> Painted:
    """A mistake's or blunder's ring round its point, its sign above it."""
    assert d.mark is not None
    colour = MARK_COLOURS[d.mark]
    ring = max(6, round(unit * 0.55))
    pygame.draw.circle(surface, colour, at, ring, max(2, unit // 7))
    sign = w.label(
        surface, MARK_SIGNS[d.mark], max(9, round(unit * 0.8)), colour, bold=True,
        shadow=False, midbottom=(at[0], at[1] - ring),
    )  # fmt: skip
    return Painted(
        "mark",
        str(d.number),
        sign.union(pygame.Rect(at[0] - ring, at[1] - ring, 2 * ring, 2 * ring)),
        d.mark.value,
    )


LEGEND = (
    (w.GOLD, "review.graph.played"),
    (BEST, "review.graph.best"),
    (MISTAKE, MARK_WORDS[Mark.MISTAKE]),
    (BLUNDER, MARK_WORDS[Mark.BLUNDER]),
)


def _legend_width(k: int, unit: int, small: int) -> int:
    """The width of the legend's `k`th entry: a line's swatch or a mark's sign, its words."""
    if k < 2:
        lead = round(unit * 0.9) + unit // 4
    else:
        mark = (Mark.MISTAKE, Mark.BLUNDER)[k - 2]
        lead = text.text_width(MARK_SIGNS[mark], small, True) + unit // 5
    return lead + text.text_width(tr(LEGEND[k][1]), small)


def legend_rows(area: pygame.Rect, unit: int) -> tuple[tuple[tuple[int, ...], ...], int]:
    """The legend's entries (indices into LEGEND) on each of its lines in the graph's
    `area`, read at the graph's small size, and where its lines begin: on one line under
    the plot where the two lines' entries and the mistake's fit (the blunder's too where it
    fits, else the "??" over the points says it); else across the graph's width, the two
    lines' on one line and the two marks' on the next (each entry on its own where a pair
    does not fit)."""
    small = small_size(unit)
    gap = unit // 2
    pad = unit // 2 + 2
    plot_x = area.x + pad + round(unit * 2.2)
    widths = [_legend_width(k, unit, small) for k in range(len(LEGEND))]
    room = area.right - pad - plot_x
    if sum(widths[:3]) + 2 * gap <= room:
        return ((0, 1, 2, 3) if sum(widths) + 3 * gap <= room else (0, 1, 2),), plot_x
    room = area.w - 2 * pad
    rows: list[tuple[int, ...]] = []
    for k in (0, 2):
        pair = widths[k] + gap + widths[k + 1] <= room
        rows += [(k, k + 1)] if pair else [(k,), (k + 1,)]
    return tuple(rows), area.x + pad


def _legend(
    surface: pygame.Surface, area: pygame.Rect, plot: pygame.Rect, unit: int, small: int
) -> None:
    """Under the plot: what the gold and the pale lines are, and the two marks, on as many
    lines as they need to be read at the size of the figures beside the plot."""
    step = round(small * 1.25)
    rows, left = legend_rows(area, unit)
    for line, row in enumerate(rows):
        y = plot.bottom + round(unit * 0.75) + line * step
        x = left
        for k in row:
            colour, key = LEGEND[k]
            if k < 2:
                swatch = round(unit * 0.9)
                width = max(2, unit // 7) if k == 0 else max(1, unit // 14)
                pygame.draw.line(surface, colour, (x, y), (x + swatch, y), width)
                start = x + swatch + unit // 4
            else:
                sign = MARK_SIGNS[(Mark.MISTAKE, Mark.BLUNDER)[k - 2]]
                r = w.label(surface, sign, small, colour, bold=True, shadow=False, midleft=(x, y))
                start = r.right + unit // 5
            r = w.label(
                surface, tr(key), small, w.CREAM, shadow=False,
                max_width=max(8, plot.right - start), midleft=(start, y),
            )  # fmt: skip
            x = r.right + unit // 2
