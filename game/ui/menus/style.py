"""The menus' look, shared by the title and its pages (Sound, Watch, At the table, the
room): their colours, and `Layout`, where the heading, the rows and the footer go in a
window of a given size.

A page is a TitleScene (the same rows, keys and mouse), but its look comes from here, not
from the title's module: what the menus look like is one thing, the title's rows another.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
import pygame

from game.ui.shell import text_size, widgets
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr
from game.ui.shell.text import key_lines
from game.ui.shell.widgets import LEAST

GOLD = (246, 214, 120)
CREAM = widgets.CREAM
SOFT = widgets.SOFT
WARN = (255, 196, 150)
PANEL = (6, 30, 16, 150)
HIGHLIGHT = (255, 255, 255, 38)

# (text size, small size) -> each row's width with its words side by side, and with its
# detail under its label
RowNeed = Callable[[int, int], list[tuple[int, int]]]
ROW_MIN = 30  # a menu row's height: a mouse's easy target...
ROW_LEAST = 23  # ...which gives up a little only when the name has gone beside the menu
HEADING_LEAST = 0.35  # the heading above the menu shrinks to this share of its size at most
TITLE_LEAST = 20  # a game's name above the menu no smaller than this, else it goes beside
NAME_GAP = 8  # between the name beside the menu and the menu
TEXT_SHARE = 0.5  # a row's words, of its height, when the menu has room...
TEXT_MOST = 0.72  # ...and at most, when a long menu's rows are short: still inside the row
FOOTER = 3.4  # the footer's height in read sizes: a line of keys, the credit, the margins...
KEY_STEP = 1.25  # ...and this much more for each further line the keys take (large text)
NOTICE_STEP = 1.4  # a notice's line above the footer
MORE_LINE = 1.3  # read sizes: the line at a scrolling menu's top or bottom saying there is more


def read_size(size: tuple[int, int]) -> int:
    """The smallest line the room reads in a window of `size`: as at the tables, LEAST of a
    unit (a 36th of the height, a 50th of a narrow window's width), so 2.5% of a 16:9
    window's height, 27 px at 1080p; and never under 2.4% of the height (a window on its
    side keeps its big words). The footer, the notices, the rows' details and the rows'
    words stand at least this tall, read from the sofa."""
    w, h = size
    grow = text_size.scale()
    return max(11, int(h * 0.024 * grow), round(LEAST * text_size.base_unit(size) * grow))


def highlight_edge(row_h: int) -> int:
    """The width of the gold edge round the chosen row: at least 3 px, seen from the sofa."""
    return max(3, row_h // 14)


def row_text_size(row_h: int, read: int) -> int:
    """A menu row's words in a row `row_h` tall: half the row, never under `read`, what the
    room reads (a long menu's rows are short, its words fill more of them)."""
    return max(12, int(row_h * TEXT_SHARE), min(read, int(row_h * TEXT_MOST)))


def name_width(size: int) -> int:
    """The game's name's width at `size` (bold, as the title draws it)."""
    return font(size, True).size(tr("app.name"))[0]


@attrs.frozen
class Layout:
    """Where everything goes for one window size; rebuilt only when the size changes."""

    size: tuple[int, int]
    title_size: int
    title_top: int
    subtitle_size: int
    subtitle_top: int
    panel: pygame.Rect
    rows: list[pygame.Rect]
    text_size: int
    small_size: int
    tall: frozenset[int] = frozenset()  # rows whose detail goes under their label
    # The longest menus at the smallest windows: the name stands in the margin beside the
    # menu's top instead of above it.
    title_beside: bool = False
    # The footer's help of keys, in as many lines as the window's width takes at the read size
    keys: tuple[str, ...] = ()
    # A menu too long for the window at a large text size scrolls: the rows are laid one
    # under the other as if the panel had no end, and only those inside `shown` are drawn,
    # the panel's first and last lines saying there is more above or below.
    shown: pygame.Rect | None = None
    # Rows whose detail, under their label, takes two lines (large text): a house rule's
    double: frozenset[int] = frozenset()

    @property
    def footer_top(self) -> int:
        """Where the footer (the keys, the credit) begins; the notices stand above it."""
        return self.size[1] - footer_height(self.small_size, len(self.keys))

    def notices_top(self, notices: int) -> int:
        """Where the first of `notices` lines of notices stands, just above the footer."""
        return self.footer_top - notices * int(self.small_size * NOTICE_STEP)

    @property
    def row_h(self) -> int:
        """A row's height (a tall row adds a small line)."""
        return min(r.h for r in self.rows)

    @classmethod
    def for_size(
        cls,
        size: tuple[int, int],
        count: int = 10,
        notices: int = 0,
        need: RowNeed | None = None,
        window: tuple[int, int] | None = None,
        stacked: frozenset[int] = frozenset(),
        controls: str = "",
    ) -> Layout:
        """For `count` menu rows and `notices` lines of notices above the footer: the rows
        keep their size; the heading gives way (the subtitle goes first) when room is short.
        `need` gives the widths the rows' words take at the menu's fonts (the text's and the
        small one's sizes): the menu grows to hold them, up to the window, and a row whose
        words do not fit side by side even then gets a second line for its detail. `window`
        is the whole window's size when the menu takes only a column of it (the room).
        `stacked` rows always have their detail under their label: a setting with a line
        saying what it does (the house rules). `controls` is the footer's help of keys: at
        a large text size it may take more than a line, across the whole window."""
        w, h = size
        s = min(w / 800, h / 600)  # 1.0 at the smallest supported window
        small_size = read_size(window or size)
        across = (window or size)[0] - 2 * small_size
        keys = key_lines(controls, small_size, across) if controls else ()
        footer_h = footer_height(small_size, len(keys)) + notices * int(small_size * NOTICE_STEP)
        line = int(small_size * 1.3)  # a tall row's second line

        def row_height(tall: int) -> int:
            # A long menu (Huit américain's rows, a match to continue) gives up a little of
            # its row height before it reaches the footer, never below a mouse's target.
            fit = (h - footer_h - int(h * 0.08) - small_size - tall * line) / (count + 0.5)
            return max(ROW_MIN, min(int(h * 0.054 * text_size.scale()), int(fit)))

        widths = (
            need(row_text_size(row_height(0), small_size), small_size) if need is not None else []
        )
        usual_w = int(min(w * 0.8, 560 * s, w - 40))

        def menu(widest: int) -> tuple[frozenset[int], int]:
            """The rows that need a second line, and the menu's width, in `widest` pixels."""
            # (a row whose words are no narrower stacked, a setting's value, gains nothing
            # from a second line: it would only leave a gap)
            tall = frozenset(
                i
                for i, (side, under) in enumerate(widths)
                if i in stacked or (side > widest and under < side)
            )
            wanted = max(
                (under if i in tall else side for i, (side, under) in enumerate(widths)),
                default=0,
            ) + 2 * (row_height(0) // 4)
            return tall, max(usual_w, min(widest, wanted))

        tall, panel_w = menu(w - 2 * small_size)
        row_h = row_height(len(tall))
        title_top = int(h * 0.04)
        title_size = int(h * 0.17)
        subtitle_size = max(12, int(h * 0.034 * text_size.scale()))
        wanted = title_top + int(title_size * 1.08) + int(subtitle_size * 2.0)
        # For the heading above the menu; the menu keeps off the bottom sixth too, so a long
        # menu (a match to continue, notices) never crowds the footer. Once the heading is
        # as small as it goes, the rows give up a little of their height (to a mouse's
        # target) rather than run into the bottom sixth.
        floor = min(h - footer_h, int(h * 0.84)) - len(tall) * line - small_size
        least = int((title_top + int(title_size * 1.08)) * HEADING_LEAST)
        row_h = max(ROW_MIN, min(row_h, int((floor - least) / (count + 0.5))))
        room = floor - (count + 0.5) * row_h
        if room < wanted:
            subtitle_size = 0 if room < wanted * 0.8 else subtitle_size
            heading = title_top + int(title_size * 1.08) + int(subtitle_size * 2.0)
            scale = max(HEADING_LEAST, room / max(1, heading))
            title_top = int(title_top * scale)
            title_size = int(title_size * scale)
        # The longest menus (both games' matches to continue, Huit américain's rows with
        # five players, notices) at the smallest window: the name shrinks to what is left
        # above the menu, or goes beside the menu's top. The menu keeps its usual width then
        # (a wide margin for the name), its widest rows taking their second line; if those
        # lines leave no room, the menu widens to all but a small name's margin instead. At
        # the very last the rows give up a few pixels.
        beside = False
        below = h - footer_h - (count + 0.5) * row_h - len(tall) * line
        if title_top + int(title_size * 1.08) > below and not subtitle_size:
            title_size = max(0, int((below - title_top) / 1.08))
            if title_size < TITLE_LEAST:
                beside, title_top = True, max(4, title_top)
                for widest in (usual_w, w - 2 * (name_width(TITLE_LEAST) + NAME_GAP)):
                    tall, panel_w = menu(widest)
                    fit = (h - footer_h - title_top - len(tall) * line) / (count + 0.5)
                    if fit >= ROW_LEAST:
                        break
                row_h = max(ROW_LEAST, min(row_h, int(fit)))
                margin = (w - panel_w) // 2 - NAME_GAP
                title_size = TITLE_LEAST
                while title_size < int(h * 0.08) and name_width(title_size + 1) <= margin:
                    title_size += 1
        subtitle_top = title_top + int(title_size * 1.08)
        pad = row_h // 4
        heights = [row_h + (line if i in tall else 0) for i in range(count)]
        top = subtitle_top + int(subtitle_size * 2.0) if subtitle_size else subtitle_top
        if beside:
            top = title_top
        shown = None
        bottom = h - footer_h - small_size // 2
        if text_size.scale() > 1 and (
            row_text_size(row_h, small_size) < small_size or top + sum(heights) + 2 * pad > bottom
        ):
            # Too many rows for the larger words: the rows keep the read size of the text
            # size chosen (squeezed, they read no larger than at Normal) and scroll under a
            # smaller name.
            row_h = max(ROW_MIN, math.ceil(small_size / TEXT_MOST))
            if need is not None:
                widths = need(row_text_size(row_h, small_size), small_size)
            tall, panel_w = menu(w - 2 * small_size)
            beside, subtitle_size = False, 0
            title_top, title_size = int(h * 0.02), int(h * 0.08)
            top = subtitle_top = title_top + int(title_size * 1.08)
            pad = row_h // 4
            heights = [row_h + (line if i in tall else 0) for i in range(count)]
            more = int(small_size * MORE_LINE)
            shown = pygame.Rect((w - panel_w) // 2 + pad, top + pad + more, panel_w - 2 * pad, 0)
            shown.h = bottom - pad - more - shown.y
            top += more
        # A detail wider than its row even under the label takes a second line of its own, if
        # the menu still stands above the footer (large text; else it is shrunk to fit).
        words_room = panel_w - 2 * pad - 2 * (row_h // 2)  # as the title draws a row
        words_pad = 2 * row_text_size(row_h, small_size)  # (the widths' own padding)
        double = frozenset(
            i
            for i in tall
            if text_size.scale() > 1 and widths and widths[i][1] - words_pad > words_room
        )
        if double and shown is None:
            # The rows close up to the read size's least height to make that room.
            least = max(ROW_MIN, math.ceil(small_size / TEXT_MOST))
            closer = [height - row_h + min(row_h, least) for height in heights]
            if top + sum(heights) + 2 * pad + len(double) * line <= bottom:
                pass
            elif top + sum(closer) + 2 * (least // 4) + len(double) * line <= bottom:
                heights, row_h = closer, min(row_h, least)
                pad = row_h // 4
            else:
                double = frozenset()
        heights = [height + (line if i in double else 0) for i, height in enumerate(heights)]
        rows = [
            pygame.Rect(
                (w - panel_w) // 2 + pad,
                top + pad + sum(heights[:i]),
                panel_w - 2 * pad,
                heights[i],
            )
            for i in range(count)
        ]
        panel = pygame.Rect((w - panel_w) // 2, top, panel_w, sum(heights) + 2 * pad)
        if shown is not None:
            panel = shown.inflate(2 * pad, 2 * (pad + more))
        return cls(
            size=size,
            title_size=title_size,
            title_top=title_top,
            subtitle_size=subtitle_size,
            subtitle_top=subtitle_top,
            panel=panel,
            rows=rows,
            text_size=row_text_size(row_h, small_size),
            small_size=small_size,
            tall=tall,
            title_beside=beside,
            keys=keys,
            shown=shown,
            double=double,
        )


def footer_height(small: int, key_lines: int) -> int:
    """The footer's height at the read size `small`, its keys taking `key_lines` lines."""
    return int(small * FOOTER) + max(0, key_lines - 1) * int(small * KEY_STEP)
