"""A page that lists rows to choose from, a page of them at a time: the Matches page and a
match's games. Each row has two lines (its words and a smaller detail, each with a part on
the right); under the list the page's place in the list between Newer and Older (while
the rows take more than a page), a status line, the keys and the buttons (Back, the
page's own).

Keys: ↑ ↓ a row, Page Up / Page Down (or ← →) a page, Home / End the first and last,
Enter opens the row, Esc or Backspace goes back; each button's letter presses it. The
mouse: a click opens a row, the wheel turns the pages, the buttons click. Every rect has a
name in `layout(size)` ("row<i>" for the rows on the page), so tests find what to click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pygame

from game.ui.shell import text_size
from game.ui.shell import widgets as w
from game.ui.shell.felt import felt
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene
from game.ui.shell.text import key_lines

if TYPE_CHECKING:
    from game.ui.shell.app import App

PANEL = (6, 30, 16, 170)
CHOSEN = (255, 255, 255, 38)
WARN = (255, 196, 150)
ROW_UNITS = 3.4  # a row's height: its line, its detail and air...
LARGE_ROW_UNITS = 4.2  # ...at a large text size: room for its detail's two parts apart
PAGE_BUTTONS = ("newer", "older")


@attrs.frozen
class RowWords:
    """What a row says: its line (left and right) and its detail under it (left, right)."""

    main: str
    side: str = ""
    detail: str = ""
    detail_side: str = ""


@attrs.frozen
class Button:
    """A button under the list: its name, its catalog key and the key that presses it."""

    name: str
    text: str
    key: int | None = None


PAGE_WIDE = 44  # units: a row's line and what it says beside it, at a large text size


def unit(size: tuple[int, int]) -> int:
    """The page's measure, as the statistics': 1/36 of the height or 1/50 of the width, at
    the text size in force; at a large one no more than a row's words hold in the window's
    width (a narrow window), and never less than at Normal."""
    grown = text_size.unit(size)
    if text_size.scale() == 1:
        return grown
    normal = max(11, round(text_size.base_unit(size)))
    return max(normal, min(grown, size[0] // PAGE_WIDE))


def frame(size: tuple[int, int], keys: int = 1, button_rows: int = 1) -> dict[str, pygame.Rect]:
    """The page's parts but its buttons and rows: they depend on nothing but the size, the
    lines its keys' help takes and the rows its buttons take (more than one of each only at
    a large text size)."""
    width, height = size
    u = unit(size)
    out: dict[str, pygame.Rect] = {}
    panel_w = min(width - 2 * u, 56 * u)
    left = (width - panel_w) // 2
    out["title"] = pygame.Rect(left, round(u * 0.6), panel_w, round(u * 2.4))
    out["subtitle"] = pygame.Rect(left, out["title"].bottom, panel_w, round(u * 1.3))
    buttons_h = button_rows * round(u * 2.2) + (button_rows - 1) * (u // 2)
    buttons_top = height - round(u * 0.7) - buttons_h
    keys_h = round(u * 1.2)
    out["keys"] = pygame.Rect(left, buttons_top - u // 2 - keys * keys_h, panel_w, keys * keys_h)
    out["status"] = pygame.Rect(left, out["keys"].y - keys_h, panel_w, keys_h)
    top = out["subtitle"].bottom + round(u * 0.4)
    panel = pygame.Rect(left, top, panel_w, out["status"].y - round(u * 0.3) - top)
    out["panel"] = panel
    inner = panel.inflate(-u, -u)
    place_h = round(u * 1.6)
    out["list"] = pygame.Rect(inner.x, inner.y, inner.w, inner.h - place_h)
    out["place"] = pygame.Rect(inner.x, out["list"].bottom, inner.w, place_h)
    return out


def rows_fit(size: tuple[int, int], keys: int = 1, button_rows: int = 1) -> int:
    """How many rows the list holds in a window of `size`."""
    return max(1, int(frame(size, keys, button_rows)["list"].h // round(unit(size) * row_units())))


def row_units() -> float:
    """A row's height in units at the text size in force."""
    return ROW_UNITS if text_size.scale() == 1 else LARGE_ROW_UNITS


class ListPage(Scene):
    """Subclasses give the rows (`count`, `words`), what choosing one does (`open_row`),
    their heading and their own buttons (`extra_buttons`, `press_extra`)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.selected = 0
        self.first = 0  # the first row on the page
        self.hover: str | None = None
        self.status: tuple[str, bool] | None = None  # (words, is a warning)

    # -- what subclasses give ------------------------------------------------------------

    def heading(self) -> str:
        raise NotImplementedError

    def subheading(self) -> str:
        return ""

    def count(self) -> int:
        """The rows in all (it may shrink as rows turn out unreadable)."""
        raise NotImplementedError

    def words(self, first: int, size: int) -> list[RowWords]:
        """The rows `first`..`first + size` (fewer at the end)."""
        raise NotImplementedError

    def empty_text(self) -> str:
        return ""

    def keys_text(self) -> str:
        return ""

    def open_row(self, index: int) -> None:
        raise NotImplementedError

    def extra_buttons(self) -> list[Button]:
        return []

    def press_extra(self, name: str) -> None:
        """One of `extra_buttons` was pressed."""

    # -- buttons ---------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        """Back and the page's own, in a row under the list."""
        return [Button("back", tr("matches.back")), *self.extra_buttons()]

    def page_buttons(self) -> list[Button]:
        """Newer and Older beside the page's place, while the rows take more than a page."""
        if self.count() <= self.per_page():
            return []
        return [Button("newer", tr("matches.newer")), Button("older", tr("matches.older"))]

    def press(self, name: str) -> None:
        if name == "back":
            self.app.pop()
        elif name in PAGE_BUTTONS:
            self.turn(-1 if name == "newer" else 1)
        else:
            self.press_extra(name)

    # -- paging --------------------------------------------------------------------------

    def per_page(self, size: tuple[int, int] | None = None) -> int:
        """The rows a page holds in a window of `size` (the window's now)."""
        size = size or self.app.size
        return rows_fit(size, *self.shape(size))

    def shape(self, size: tuple[int, int]) -> tuple[int, int]:
        """The lines the keys' help takes and the rows the buttons take: one each, but at a
        large text size two where their words would not fit one at the size they read."""
        if text_size.scale() == 1:
            return 1, 1
        u = unit(size)
        panel_w = frame(size)["panel"].w
        keys = min(2, len(key_lines(self.keys_text(), round(u * w.LEAST), panel_w)))
        buttons = self.buttons()
        button_w = (panel_w - u // 2 * (len(buttons) - 1)) // len(buttons)
        room = w.button_room(pygame.Rect(0, 0, button_w, round(u * 2.2)))
        wide = any(w.text_width(b.text, round(u * 0.95), True) > room for b in buttons)
        return keys, 2 if wide and len(buttons) > 1 else 1

    def go_to(self, index: int) -> None:
        """Choose row `index` (kept in the list), turning to its page."""
        count = self.count()
        self.selected = max(0, min(index, count - 1))
        per = self.per_page()
        if not self.first <= self.selected < self.first + per:
            self.first = self.selected - self.selected % per

    def turn(self, step: int) -> None:
        """The next (`step` 1) or previous (-1) page, the same place on it chosen."""
        per = self.per_page()
        count = self.count()
        first = self.first + step * per
        if first < 0 or first >= count:
            return
        self.selected = min(self.selected + step * per, count - 1)
        self.first = first
        self.words(self.first, per)  # read now: the count may shrink
        self.selected = min(self.selected, max(0, self.count() - 1))

    def can_turn(self, step: int) -> bool:
        first = self.first + step * self.per_page()
        return 0 <= first < self.count()

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.target_at(event.pos)
            if self.hover is not None and self.hover.startswith("row"):
                self.selected = self.first + int(self.hover[3:])
        elif event.type == pygame.MOUSEWHEEL:
            self.turn(1 if event.y < 0 else -1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = self.target_at(event.pos)
            if target is None:
                return
            if target.startswith("row"):
                self.selected = self.first + int(target[3:])
                self.open_row(self.selected)
            elif self.enabled(target):
                self.press(target)

    def key(self, key: int) -> None:
        per = self.per_page()
        moves = {
            pygame.K_UP: self.selected - 1,
            pygame.K_DOWN: self.selected + 1,
            pygame.K_HOME: 0,
            pygame.K_END: self.count() - 1,
        }
        if key in moves:
            self.go_to(moves[key])
        elif key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
            self.turn(1)
        elif key in (pygame.K_PAGEUP, pygame.K_LEFT):
            self.turn(-1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.words(self.first, per):
                self.open_row(self.selected)
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop()
        else:
            for button in self.extra_buttons():
                if button.key == key and self.enabled(button.name):
                    self.press(button.name)

    def enabled(self, name: str) -> bool:
        if name in PAGE_BUTTONS:
            return self.can_turn(-1 if name == "newer" else 1)
        return True

    def target_at(self, pos: tuple[int, int]) -> str | None:
        lay = self.layout(self.app.size)
        shown = len(self.words(self.first, self.per_page()))
        buttons = self.buttons() + self.page_buttons()
        names = [f"row{i}" for i in range(shown)] + [b.name for b in buttons]
        return next((n for n in names if lay[n].collidepoint(pos)), None)

    # -- layout ----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """ "title", "subtitle", "list" (the panel's inside) and "row<i>" for each row a page
        holds, "place" (rows 1-8 of 24), "status", "keys" and each button by its name."""
        height = size[1]
        u = unit(size)
        keys, button_rows = self.shape(size)
        out = frame(size, keys, button_rows)
        panel_w, left = out["panel"].w, out["panel"].x
        button_h = round(u * 2.2)
        bottom = height - round(u * 0.7)
        buttons = self.buttons()
        gap = u // 2
        per_row = -(-len(buttons) // button_rows)
        button_w = (panel_w - gap * (per_row - 1)) // per_row
        for i, button in enumerate(buttons):
            x = left + i % per_row * (button_w + gap)
            y = bottom - button_h - (button_rows - 1 - i // per_row) * (button_h + gap)
            out[button.name] = pygame.Rect(x, y, button_w, button_h)
        place = out["place"]
        page_w = min(round(u * 9), place.w // 3)
        out["newer"] = pygame.Rect(place.x, place.y, page_w, place.h)
        out["older"] = pygame.Rect(place.right - page_w, place.y, page_w, place.h)
        inner = out["list"]
        row_h = round(u * row_units())
        for i in range(rows_fit(size, keys, button_rows)):
            out[f"row{i}"] = pygame.Rect(inner.x, inner.y + i * row_h, inner.w, row_h)
        return out

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        lay = self.layout(size)
        surface.blit(felt(size), (0, 0))
        title = lay["title"]
        w.label(surface, self.heading(), round(u * 1.9), w.GOLD, bold=True,
                max_width=title.w, center=title.center)  # fmt: skip
        if self.subheading():
            sub = lay["subtitle"]
            w.label(surface, self.subheading(), round(u * w.LEAST), w.CREAM,
                    max_width=sub.w, center=sub.center)  # fmt: skip
        w.draw_rounded(surface, lay["panel"], PANEL, u)
        per = self.per_page(size)
        rows = self.words(self.first, per)
        if not rows:
            w.label(surface, self.empty_text(), round(u * 1.1), w.CREAM,
                    max_width=lay["list"].w - u, center=lay["list"].center)  # fmt: skip
        for i, row in enumerate(rows):
            self._draw_row(surface, lay[f"row{i}"], row, self.first + i == self.selected, u)
        if rows:
            last = self.first + len(rows)
            place = tr("matches.place", first=self.first + 1, last=last, count=self.count())
            w.label(surface, place, round(u * w.LEAST), w.SOFT, shadow=False,
                    max_width=lay["place"].w, center=lay["place"].center)  # fmt: skip
        if self.status is not None:
            text, warning = self.status
            w.label(surface, text, round(u * w.LEAST), WARN if warning else w.CREAM,
                    max_width=lay["status"].w, center=lay["status"].center)  # fmt: skip
        keys, keys_size = lay["keys"], round(u * w.LEAST)
        lines = key_lines(self.keys_text(), keys_size, keys.w)
        if self.shape(size)[0] > 1:  # large text: the layout gave them a line each
            line_h = keys.h // len(lines[:2])
            for k, line in enumerate(lines[:2]):
                w.label(surface, line, keys_size, w.SOFT, shadow=False, max_width=keys.w,
                        center=(keys.centerx, keys.y + k * line_h + line_h // 2))  # fmt: skip
        else:
            # One line, shrunk a little if the keys need more (a second would cover the
            # status).
            w.label(surface, "   ·   ".join(lines), keys_size, w.SOFT, shadow=False,
                    max_width=keys.w, center=keys.center)  # fmt: skip
        for i, button in enumerate(self.buttons()):
            w.button(surface, lay[button.name], button.text, round(u * 0.95),
                     primary=i == 0, hover=self.hover == button.name)  # fmt: skip
        for button in self.page_buttons():
            w.button(surface, lay[button.name], button.text, round(u * w.LEAST),
                     primary=False, hover=self.hover == button.name,
                     enabled=self.enabled(button.name))  # fmt: skip

    def _draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, row: RowWords, chosen: bool, u: int
    ) -> None:
        if chosen:
            w.draw_rounded(surface, rect.inflate(0, -u // 4), CHOSEN, u // 2)
        pad = u // 2
        big, small = round(u * 1.05), round(u * w.LEAST)
        room = rect.w - 2 * pad
        detail_side = w.text_width(row.detail_side, small) if row.detail_side else 0
        detail = w.text_width(row.detail, small) if row.detail else 0
        # Large text: the detail's two parts that do not fit side by side take a line each.
        side_room = min(detail_side, room // 2)
        apart = bool(detail and detail_side)
        apart = apart and (detail_side > side_room or detail + pad + side_room > room)
        apart = apart and row_units() > ROW_UNITS
        y1 = rect.y + round(rect.h * (0.27 if apart else 0.33))
        y2 = rect.y + round(rect.h * 0.72)
        colour = w.GOLD if chosen else w.CREAM
        side = w.text_width(row.side, big, chosen) if row.side else 0
        side_w = min(side, room // 2)
        if row.side:
            w.label(surface, row.side, big, colour, bold=chosen, max_width=side_w,
                    midright=(rect.right - pad, y1))  # fmt: skip
        w.label(surface, row.main, big, colour, bold=chosen,
                max_width=room - side_w - (pad if side_w else 0),
                midleft=(rect.x + pad, y1))  # fmt: skip
        if apart:
            y2, y3 = rect.y + round(rect.h * 0.55), rect.y + round(rect.h * 0.8)
            w.label(surface, row.detail, small, w.SOFT, shadow=False, max_width=room,
                    midleft=(rect.x + pad, y2))  # fmt: skip
            w.label(surface, row.detail_side, small, w.SOFT, shadow=False, max_width=room,
                    midright=(rect.right - pad, y3))  # fmt: skip
            return
        detail_side_w = min(detail_side, room // 2)
        if row.detail_side:
            w.label(surface, row.detail_side, small, w.SOFT, shadow=False,
                    max_width=detail_side_w, midright=(rect.right - pad, y2))  # fmt: skip
        if row.detail:
            w.label(surface, row.detail, small, w.SOFT, shadow=False,
                    max_width=room - detail_side_w - (pad if detail_side_w else 0),
                    midleft=(rect.x + pad, y2))  # fmt: skip
