"""Where the score pad's parts go: a pure function of the window size, the number of players
and games, and what the side panel holds. No drawing and no fonts, so tests can check every
size quickly.

The sheet (the paper pad) stands on the left, the side panel (the game just finished, the
buttons) on its right; both are centred on the window. Rows shrink so a 12-game sheet fits
800x600; columns shrink (names are shortened when drawn) so five players fit too.
"""

from __future__ import annotations

import pygame
from attrs import frozen

from game.ui.shell import text_size

Rect = pygame.Rect

# Heights in rows: the glued top edge, the "8½" heading, the names, the space before the
# total row (the double line), the total row and the paper below it.
TOP, HEADING, NAMES, RULE, TOTAL, BOTTOM = 0.45, 1.5, 1.3, 0.3, 1.25, 0.55
FIXED_ROWS = TOP + HEADING + NAMES + RULE + TOTAL + BOTTOM
PRINT, PRINT_MOST = 0.36, 0.6  # the pad's printed words, in rows (see print_size)
LEAST_PRINT = 0.9  # ... and at least this many units where the rows leave room: read from a sofa
MAX_ROW = 2.3  # a row is at most this many units high (1 and 3-game sheets stay paper-like)
NOTED = 2.2  # units: a result row with a line for its note under the name
LEGEND = 2.2  # units: the legend under the result, two lines
SHEET_COLUMN = 2.15  # units: the narrowest a player's column gets, words grown ("38")
MESSAGE = 3.6  # units: the news under it ("Partie suivante : Bruno peut échanger…"), three lines


def print_size(unit: int, row: int) -> int:
    """The font size of the pad's printed words (its title, the rows' labels): small print
    of a row, but as big as the room reads the table's smallest words where a row leaves
    room for them."""
    return max(8, round(row * PRINT), min(round(unit * LEAST_PRINT), round(row * PRINT_MOST)))


def subtitle_rows() -> float:
    """The subtitle's height in units: a line, or two where grown words make the longest
    ("0 manche jouée · en 500 points") wider than the panel."""
    return 1.4 if text_size.scale() == 1 else 2.5


def unit(size: tuple[int, int]) -> int:
    """The overlays' unit of length (about a line of text)."""
    return text_size.unit(size)


@frozen
class PadLayout:
    size: tuple[int, int]
    unit: int
    row: int  # height of one game row
    sheet: Rect  # the paper
    heading: Rect  # "8½" and the pad's printed title
    margin_x: int  # the red margin line between the printed labels and the players
    names: tuple[Rect, ...]  # column heads, per seat
    labels: tuple[Rect, ...]  # "Game 1", ... per game
    cells: tuple[tuple[Rect, ...], ...]  # [game][seat]
    rule_y: int  # the double line above the total row
    total_label: Rect
    totals: tuple[Rect, ...]  # per seat
    side: Rect  # the panel beside the sheet
    headline: Rect
    subtitle: Rect
    table: tuple[Rect, ...]  # the last game: a head row, then one row per seat (or none)
    legend: Rect | None  # how points are scored (with the table only)
    match_line: Rect
    buttons: tuple[Rect, ...]  # top to bottom

    def rects(self) -> dict[str, Rect]:
        """Every laid-out rect under a name of its own (buttons are "button0", ...)."""
        out: dict[str, Rect] = {
            "sheet": self.sheet,
            "heading": self.heading,
            "total_label": self.total_label,
            "side": self.side,
            "headline": self.headline,
            "subtitle": self.subtitle,
            "match_line": self.match_line,
        }
        for p, r in enumerate(self.names):
            out[f"name{p}"] = r
        for p, r in enumerate(self.totals):
            out[f"total{p}"] = r
        for g, r in enumerate(self.labels):
            out[f"label{g}"] = r
        for g, row in enumerate(self.cells):
            for p, r in enumerate(row):
                out[f"cell{g}.{p}"] = r
        for i, r in enumerate(self.table):
            out[f"table{i}"] = r
        if self.legend is not None:
            out["legend"] = self.legend
        for i, r in enumerate(self.buttons):
            out[f"button{i}"] = r
        return out

    def side_parts(self) -> dict[str, Rect]:
        """The side panel's contents, which must not overlap one another."""
        out = {"headline": self.headline, "subtitle": self.subtitle, "match_line": self.match_line}
        out.update({f"table{i}": r for i, r in enumerate(self.table)})
        if self.legend is not None:
            out["legend"] = self.legend
        out.update({f"button{i}": r for i, r in enumerate(self.buttons)})
        return out


def _side_height(
    u: int,
    players: int,
    buttons: int,
    result: bool,
    message: bool,
    notes: bool,
    legend: bool = True,
) -> int:
    h = round(u * 1.0) + round(u * 2.4) + round(u * subtitle_rows())
    if result:
        h += round(u * 0.4) + round(u * 1.6) + players * round(u * (NOTED if notes else 1.6))
        h += round(u * LEGEND) if legend else 0
    h += round(u * 0.4) + round(u * (MESSAGE if message else 0.6)) + round(u * 0.5)
    h += buttons * round(u * 2.2) + max(0, buttons - 1) * round(u * 0.6) + u
    return h


def pad_layout(
    size: tuple[int, int],
    players: int,
    games: int,
    *,
    buttons: int = 1,
    result: bool = False,
    message: bool = True,
    notes: bool = False,
    area: Rect | None = None,
) -> PadLayout:
    """The pad for `players` seats and a match of `games`, with `buttons` buttons stacked in
    the side panel, (if `result`) the last game's card counts above them (with `notes`: each
    row with room for a line under the name, "(most cards)") and the legend (two lines),
    and (if `message`) room for three lines of news (the next swap, the match's winner). It
    is centred in `area` (the window's part left free, e.g. beside the open move log), else
    in the window."""
    if games < 1 or players < 1:
        raise ValueError(f"a pad needs players and games, not {players} and {games}")
    box = area if area is not None else Rect(0, 0, *size)
    width, height = box.size
    u = unit(box.size)
    grown = text_size.scale() > 1  # words larger than the window's shares were made for
    m = gap = u // 2 if grown else u  # grown words: less paper and felt between the parts
    # -- the side panel ---------------------------------------------------------------------
    side_w = max(u * 8, min(round(u * 19), round(width * 0.38)))
    pad_x = round(u * 0.7)
    label_w = round(u * 5.4)  # "Manche 12" at the size the room reads
    legend_shown = True
    if grown:
        # The panel's words ("Deel het volgende spel") take its width from the sheet, down
        # to the sheet's labels and narrow columns of scores; where its lines are taller
        # than the window, the legend goes, then the game's table (the sheet has its points)
        least_sheet = 2 * pad_x + label_w + players * round(u * SHEET_COLUMN)
        side_w = max(side_w, min(round(u * 19), width - 2 * m - gap - least_sheet))
        room = height - 2 * m
        if result and _side_height(u, players, buttons, result, message, notes) > room:
            legend_shown = False
            result = _side_height(u, players, buttons, result, message, notes, False) <= room
    side_h = min(
        _side_height(u, players, buttons, result, message, notes, legend_shown), height - 2 * m
    )
    # -- the sheet --------------------------------------------------------------------------
    row = max(8, min(round(u * MAX_ROW), int((height - 2 * m) / (games + FIXED_ROWS))))
    sheet_h = round(row * (games + FIXED_ROWS))
    col_ideal = round(u * (7.0 if players == 2 else 6.2 if players == 3 else 5.6))
    ideal_w = 2 * pad_x + label_w + players * col_ideal
    sheet_w = max(u * 8, min(ideal_w, width - 2 * m - gap - side_w))
    # The printed label column gives way a little too, but not to words grown larger than
    # the window's shares were made for: the players' columns give way then (names are
    # shortened when drawn, scores are short)
    if sheet_w < ideal_w and text_size.scale() == 1:
        label_w = min(label_w, max(round(u * 3.4), round(sheet_w * 0.18)))
    col_w = max(4, (sheet_w - 2 * pad_x - label_w) // players)
    total_w = sheet_w + gap + side_w
    left = box.x + (width - total_w) // 2
    sheet = Rect(left, box.y + (height - sheet_h) // 2, sheet_w, sheet_h)
    side = Rect(sheet.right + gap, 0, side_w, side_h)
    side.centery = sheet.centery
    side.top = max(box.y + m, side.top)

    y = sheet.y + round(row * TOP)
    heading = Rect(sheet.x + pad_x, y, sheet.w - 2 * pad_x, round(row * HEADING))
    y = heading.bottom
    margin_x = sheet.x + pad_x + label_w
    col_x = [margin_x + p * col_w for p in range(players)]
    names_h = round(row * NAMES)
    names = tuple(Rect(x, y, col_w, names_h) for x in col_x)
    y += names_h
    labels = []
    cells = []
    for g in range(games):
        labels.append(Rect(sheet.x + pad_x, y + g * row, label_w, row))
        cells.append(tuple(Rect(x, y + g * row, col_w, row) for x in col_x))
    y += games * row
    rule_y = y + round(row * RULE / 2)
    y += round(row * RULE)
    total_h = round(row * TOTAL)
    total_label = Rect(sheet.x + pad_x, y, label_w, total_h)
    totals = tuple(Rect(x, y, col_w, total_h) for x in col_x)

    # -- the side panel's contents, top to bottom --------------------------------------------
    inner = side.inflate(-2 * u, 0)
    y = side.y + u
    headline = Rect(inner.x, y, inner.w, round(u * 2.4))
    y = headline.bottom
    subtitle = Rect(inner.x, y, inner.w, round(u * subtitle_rows()))
    y = subtitle.bottom + round(u * 0.4)
    table: tuple[Rect, ...] = ()
    legend = None
    if result:
        head, step = round(u * 1.6), round(u * (NOTED if notes else 1.6))
        table = (
            Rect(inner.x, y, inner.w, head),
            *(Rect(inner.x, y + head + i * step, inner.w, step) for i in range(players)),
        )
        y += head + players * step
        if legend_shown:
            legend = Rect(inner.x, y, inner.w, round(u * LEGEND))
            y = legend.bottom
        y += round(u * 0.4)
    match_line = Rect(inner.x, y, inner.w, round(u * (MESSAGE if message else 0.6)))
    bh, bgap = round(u * 2.2), round(u * 0.6)
    bw = min(inner.w, u * 15)
    if text_size.scale() > 1:  # grown words ("Deel het volgende spel") use the ends too
        bw = min(side.w - u, round(u * 16))
    bottom = side.bottom - u
    rects = []
    for i in range(buttons):
        r = Rect(0, 0, bw, bh)
        r.midbottom = (side.centerx, bottom - (buttons - 1 - i) * (bh + bgap))
        rects.append(r)
    return PadLayout(
        size,
        u,
        row,
        sheet,
        heading,
        margin_x,
        names,
        tuple(labels),
        tuple(cells),
        rule_y,
        total_label,
        totals,
        side,
        headline,
        subtitle,
        table,
        legend,
        match_line,
        tuple(rects),
    )
