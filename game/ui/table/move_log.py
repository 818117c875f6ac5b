"""The move log beside a table, for both games: lines in, a scrolling panel out.

A game's log turns its events into `LogLine`s (its own words) and adds them to `LogLines`;
`LogPanel` draws the newest lines that fit the panel and scrolls on the wheel (over the
panel) and Page Up/Down, Home and End. `scroll` counts the lines hidden below the panel
(0: the newest line shows).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from attrs import frozen

from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr, trn

MAX_LINES = 400
LOG_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


@frozen
class LogLine:
    text: str
    seat: int | None  # who it is about (for its colour), None for headings
    attack: bool = False  # drawn in red: an attack, a penalty, a call


class LogLines:
    """The lines so far, and how far the reader has scrolled back."""

    def __init__(self) -> None:
        self.lines: list[LogLine] = []
        self.scroll = 0  # lines hidden below the panel: the reader has scrolled back
        self._opening = 0  # lines of the last game's opening, while nothing followed them

    def scroll_by(self, lines: int) -> None:
        """Scroll back (positive) or forward (negative), never past the first or last line."""
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + lines))

    def scroll_to(self, newest: bool) -> None:
        """To the newest line (End) or the first one (Home)."""
        self.scroll = 0 if newest else max(0, len(self.lines) - 1)

    def heading(self, text: str) -> None:
        self._add(LogLine(text, None))

    def begin_game(self, lines: Sequence[str]) -> None:
        """A game's heading and the lines about its deal. A game laid out again before
        anything of it was logged (a position set up afresh on the same table) replaces
        its opening: the log never says "Round 1" twice in a row."""
        if self._opening:
            cut = min(self._opening, len(self.lines))
            del self.lines[len(self.lines) - cut :]
            self.scroll = max(0, self.scroll - cut)
        for text in lines:
            self.heading(text)
        self._opening = len(lines)

    def _add(self, line: LogLine) -> None:
        self._opening = 0
        self.lines.append(line)
        if self.scroll:  # scrolled back: what the reader looks at stays where it is
            self.scroll += 1
        del self.lines[:-MAX_LINES]
        self.scroll = min(self.scroll, max(0, len(self.lines) - 1))


class LogPanel:
    """Draws a LogLines in a panel and scrolls it."""

    def __init__(self) -> None:
        self.page = 10  # log lines the panel showed last: PgUp/PgDn's step
        self._pointer = (-1, -1)  # where the mouse last moved (the wheel scrolls what is under)

    def draw(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        unit: int,
        log: LogLines,
        human: int | None,
    ) -> None:
        w.draw_rounded(surface, panel, (4, 20, 12, 255), 0)
        pad = unit // 2 + 2
        w.label(
            surface,
            tr("log.title"),
            round(unit * 1.1),
            w.GOLD,
            bold=True,
            max_width=panel.w - 2 * pad,
            topleft=(panel.x + pad, panel.y + pad),
        )
        size = round(unit * w.LEAST)  # read from the sofa too
        line_h = round(size * 1.3)
        top = panel.y + pad + round(unit * 1.8)
        # The scroll hint's lines at the bottom: room for two, or three where grown words
        # wrap the longest of them ("↑ 15 lignes plus anciennes · PgPréc, molette") so
        foot = round(size * (1.2 * max(2, self._hint_lines(log, size, panel.w - 2 * pad)) + 0.3))
        bar_w = max(3, unit // 4)
        text_w = panel.w - 2 * pad - size - bar_w
        y = panel.bottom - pad - foot
        # Scrolled back to the first line: no blank space left at the top of the panel.
        room = y - top
        while (
            log.scroll > 0
            and _height(log.lines[: len(log.lines) - log.scroll + 1], size, text_w, line_h) <= room
        ):
            log.scroll -= 1
        end = len(log.lines) - log.scroll
        first = end
        for line in reversed(log.lines[:end]):
            if line.seat is None:
                colour, bold = w.GOLD, True
            elif line.attack:
                colour, bold = (255, 130, 120), False
            elif line.seat == human:
                colour, bold = (255, 236, 180), False
            else:
                colour, bold = w.CREAM, False
            parts = w.wrap(line.text, size, text_w, bold)
            block = line_h * len(parts)
            if y - block < top:
                break
            y -= block
            first -= 1
            for k, part in enumerate(parts):
                w.label(
                    surface,
                    part,
                    size,
                    colour,
                    bold=bold,
                    shadow=False,
                    topleft=(panel.x + pad + (size if k else 0), y + k * line_h),
                )
            y -= line_h // 4
        self.page = max(1, end - first)
        total = len(log.lines)
        if first > 0 or log.scroll:  # more than fits: a scroll bar and where the keys lead
            track = pygame.Rect(
                panel.right - pad // 2 - bar_w, top, bar_w, panel.bottom - pad - foot - top
            )
            pygame.draw.rect(surface, (40, 70, 50), track, border_radius=bar_w // 2)
            thumb = track.copy()
            thumb.h = max(bar_w * 2, round(track.h * (end - first) / max(1, total)))
            thumb.y = track.y + round((track.h - thumb.h) * first / max(1, total - (end - first)))
            pygame.draw.rect(surface, w.SOFT, thumb, border_radius=bar_w // 2)
            if log.scroll:
                hint = trn("log.scroll_newer", log.scroll)
            else:
                hint = trn("log.scroll_older", first)
            size_hint = round(unit * w.LEAST)
            hint_lines = w.wrap(hint, size_hint, panel.w - 2 * pad)
            for k, part in enumerate(reversed(hint_lines)):
                w.label(
                    surface,
                    part,
                    size_hint,
                    w.SOFT,
                    shadow=False,
                    max_width=panel.w - 2 * pad,
                    midbottom=(panel.centerx, panel.bottom - pad // 2 - k * round(size * 1.2)),
                )

    @staticmethod
    def _hint_lines(log: LogLines, size: int, width: int) -> int:
        """The most lines the scroll hint takes, for as many lines as the log holds."""
        total = len(log.lines)
        hints = (trn("log.scroll_older", total), trn("log.scroll_newer", total))
        return max(len(w.wrap(hint, size, width)) for hint in hints)

    def handle(self, event: pygame.event.Event, panel: pygame.Rect | None, log: LogLines) -> bool:
        """Scroll the log shown in `panel` (None: the log is closed). True if taken."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos  # a wheel event carries no position of its own
        if panel is None:
            return False
        if event.type == pygame.MOUSEWHEEL:
            if not panel.collidepoint(self._pointer):
                return False
            log.scroll_by(3 * event.y)  # wheel up (y > 0) shows older lines
        elif event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
            page = max(1, self.page - 1)
            {
                pygame.K_PAGEUP: lambda: log.scroll_by(page),
                pygame.K_PAGEDOWN: lambda: log.scroll_by(-page),
                pygame.K_HOME: lambda: log.scroll_to(newest=False),
                pygame.K_END: lambda: log.scroll_to(newest=True),
            }[event.key]()
        else:
            return False
        return True


def _height(lines: list[LogLine], size: int, width: int, line_h: int) -> int:
    """Pixels `lines` take in the log panel, as LogPanel.draw lays them out."""
    return sum(
        line_h * len(w.wrap(line.text, size, width, line.seat is None)) + line_h // 4
        for line in lines
    )
