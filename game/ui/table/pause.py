"""The pause menu over either table (Esc): Resume, or Quit to the title. The match stays
saved, so the title offers Continue. While the table waits for a phone that is away, the
host may give its seat to a bot from here too (as with B at the table).

Among people at one screen, a friend who leaves gives their seat to a bot (B, or "Give
Ana's seat to a bot": the person whose turn it is, else the one who had the screen last),
after choosing the bot's level (`SeatToBotScene`); a friend who left takes the seat back
from here ("Give the seat back to Ana").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.ui.shell import text_size
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr
from game.ui.shell.labels import LEVEL_KEYS
from game.ui.shell.overlay import MenuOverlay, _unit

if TYPE_CHECKING:
    from game.ui.shell.app import App


# The pause menu is read from the sofa by whoever holds the keyboard, and the room looks on:
# larger than the other overlays.
SCALE = 1.25


class Table(Protocol):
    """What the menu needs of the table under it."""

    def quit_to_title(self) -> None: ...
    def away_phone(self) -> int | None: ...
    def phone_to_bot(self, seat: int | None = None) -> bool: ...
    def short_name(self, seat: int) -> str: ...
    def seat_to_give(self) -> int | None: ...
    def offer_seat_to_bot(self) -> bool: ...
    def seat_to_bot(self, seat: int, level: str) -> bool: ...
    def bot_level_for(self, seat: int) -> str: ...
    def seat_back(self, seat: int) -> bool: ...

    @property
    def left(self) -> frozenset[int]: ...


class PauseScene(MenuOverlay):
    """Esc at a table: Resume, or Quit to the title (the match stays saved: Continue)."""

    name = "pause"
    step_keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_TAB: 1}  # buttons one above another

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        self.table = table

    def heading(self) -> str:
        return tr("pause.title")

    def spoken_heading(self) -> str:
        return self.heading()

    def buttons(self) -> list[tuple[str, str]]:
        table = self.table
        out = [("resume", tr("button.resume"))]
        away = table.away_phone()
        if away is not None:
            out.append(("to_bot", tr("phone.button.to_bot", name=table.short_name(away))))
        leaving = table.seat_to_give()
        if leaving is not None:
            out.append(("give", tr("seat.button.to_bot", name=table.short_name(leaving))))
        for seat in sorted(table.left):
            out.append((f"back{seat}", tr("seat.button.back", name=table.short_name(seat))))
        return [*out, ("quit", tr("button.quit_title"))]

    def press(self, name: str) -> None:
        if name == "resume":
            self.app.pop()
        elif name == "to_bot":
            self.table.phone_to_bot()
            self.app.pop()
        elif name == "give":
            seat = self.table.seat_to_give()
            if seat is not None:
                self.app.push(SeatToBotScene(self.app, self.table, seat))
        elif name.startswith("back"):
            self.table.seat_back(int(name.removeprefix("back")))  # the menu closes
        else:
            self.table.quit_to_title()

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key == pygame.K_b and self.table.away_phone() is not None:
            self.press("to_bot")
        elif event.key == pygame.K_b and self.table.seat_to_give() is not None:
            self.press("give")
        else:
            self.choose_key(event)

    def unit(self, size: tuple[int, int]) -> int:
        """The menu's unit, larger than the overlays' (SCALE); at a large text size no
        larger than its longest words and its buttons hold in the window, and never smaller
        than at Normal."""
        u = round(_unit(size) * SCALE)
        if text_size.scale() == 1:
            return u
        least = round(max(11, round(text_size.base_unit(size))) * SCALE)
        while u > least and not self._fits(size, u):
            u -= 1
        return u

    def _fits(self, size: tuple[int, int], u: int) -> bool:
        width, height = size
        words = max(font(round(u * 1.05), True).size(text)[0] for _, text in self.buttons())
        heading = font(round(u * 1.8), True).size(self.heading())[0]
        tall = round(u * 4.6) + len(self.buttons()) * round(u * 3.1)
        return max(words + 6 * u, heading + 3 * u) <= width - 2 * u and tall <= height - 2 * u

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = self.unit(size)
        step = round(u * 3.1)
        count = len(self.buttons())
        # As wide as the longest words ("Give Anne-Sophie's seat to a bot (B)").
        words = max(font(round(u * 1.05), True).size(text)[0] for _, text in self.buttons())
        heading = font(round(u * 1.8), True).size(self.heading())[0]
        panel_w = min(width - 2 * u, max(u * 20, words + 6 * u, heading + 3 * u))
        panel = pygame.Rect(0, 0, panel_w, round(u * 4.6) + count * step)
        panel.center = (width // 2, height // 2)
        out = {
            "panel": panel,
            "title": pygame.Rect(
                panel.x + u, panel.y + round(u * 0.6), panel.w - 2 * u, round(u * 2.8)
            ),
        }
        for i, (name, _) in enumerate(self.buttons()):
            r = pygame.Rect(0, 0, panel.w - 4 * u, round(u * 2.3))
            r.midtop = (panel.centerx, panel.y + round(u * 3.8) + i * step)
            out[name] = r
        return out

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.open_panel(surface)[1]
        u = self.unit(surface.get_size())
        w.label(
            surface,
            self.heading(),
            round(u * 1.8),
            w.GOLD,
            bold=True,
            max_width=lay["title"].w,
            center=lay["title"].center,
        )
        self.draw_choices(surface, lay, u)


class SeatToBotScene(PauseScene):
    """Which bot plays for the person who leaves: Easy, Medium or Hard (at first the level
    the settings give a bot in that seat), or Back."""

    name = "seat_to_bot"

    def __init__(self, app: App, table: Table, seat: int) -> None:
        super().__init__(app, table)
        self.seat = seat
        usual = table.bot_level_for(seat)
        self.selected = next(i for i, level in enumerate(LEVEL_KEYS) if level == usual)

    def heading(self) -> str:
        return tr("seat.to_bot.title", name=self.table.short_name(self.seat))

    def buttons(self) -> list[tuple[str, str]]:
        levels = [(level, tr(key)) for level, key in LEVEL_KEYS.items()]  # the gentlest first
        return [*levels, ("back", tr("seat.to_bot.back"))]

    def press(self, name: str) -> None:
        if name == "back":
            self.app.pop()
        else:
            self.table.seat_to_bot(self.seat, name)  # the menus close

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        else:
            self.choose_key(event)
