"""The new-game page, "Who's playing?": for the title's chosen game, how many sit at the table
and who sits at each seat, a person (a name typed on the keyboard, or one remembered from
before) or a bot of a level, in any mix; "Play" deals the game.

Built on the title's menu (same rows, keys and mouse). On a seat's row the letters typed
make the name (a bot's seat becomes a person's), Backspace erases, Enter goes to the next
row, Left/Right go through the names from before and the bots' levels. The choices are a
draft until Play or Back: they are kept only when they make a table (someone plays, no two
people share a name); otherwise the page says why, and a second Esc leaves without them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs
import pygame

from game.names.alike import clashes
from game.names.normal import NAME_LENGTH, is_removed, shown
from game.store.seats import SeatPlan, all_seat_plans, remembered, with_seats
from game.store.settings import (
    BOT_LEVELS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    BotLevel,
    Settings,
)
from game.ui.menus.page import MenuPage
from game.ui.menus.seat_names import shown_name
from game.ui.menus.style import SOFT, WARN
from game.ui.menus.title import MenuItem, _cycle, game_name
from game.ui.shell.i18n import tr
from game.ui.shell.labels import LEVEL_KEYS

if TYPE_CHECKING:
    from game.ui.menus.title import TitleScene
    from game.ui.shell.app import App

CARET = "|"
KNOWN_SHOWN = 4  # the names from before listed in the note line (Left/Right reach them all)
Choice = tuple[str | None, BotLevel]  # a person's name, or None and a bot's level


def typeable(text: str) -> str:
    """What of `text` may go into a name: nothing invisible (game.names.normal)."""
    return "".join(ch for ch in text if ch == " " or not (is_removed(ch) or ch.isspace()))


def seat_row(seat: int, text: Callable[[int], str], choose: Callable[[int, int], None]) -> MenuItem:
    """The row of `seat` on a page that seats a table ("Seat 2 ... Chloé"): ← → change it."""
    return MenuItem(
        lambda: tr("seats.seat", n=seat + 1),
        lambda: text(seat),
        lambda step: choose(seat, step),
        f"seat_{seat}",
    )


class SeatsScene(MenuPage):
    name = "seats"
    heading = "seats.heading"
    hint = "seats.hint"
    controls = "seats.controls"

    def __init__(self, app: App, title: TitleScene) -> None:
        self.title = title  # it deals the game on Play, and the page leaves it on top
        self.game = app.settings.game
        settings = app.settings
        self.count = settings.huit_players if self.game == "huit" else settings.players
        self.seats: list[SeatPlan] = list(all_seat_plans(settings, self.game))
        # Each seat's own typed name, offered again by Left/Right after a bot or a name
        # from before took the seat.
        self.typed = [plan.name or "" for plan in self.seats]
        self.note = ""  # what is wrong, in words
        self.leaving = False  # Esc once with a table that cannot be kept: Esc again leaves
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()  # on by default on a desktop; a name needs it anyway

    # -- rows --------------------------------------------------------------------------

    def _build_items(self) -> list[MenuItem]:
        return [
            MenuItem(lambda: tr("menu.players"), lambda: str(self.count), self._players,
                     "players"),
            *(self._seat_row(seat) for seat in range(self.count)),
            MenuItem(lambda: tr("seats.play"), lambda: None, self._play, "play",
                     lambda: game_name(self.game)),
            MenuItem(lambda: tr("seats.back"), lambda: None, self._back, "back"),
        ]  # fmt: skip

    def _seat_row(self, seat: int) -> MenuItem:
        return seat_row(seat, self.seat_text, self._choose)

    def seat_text(self, seat: int) -> str:
        """ "Chloé" (with the caret while its row is chosen), "Player 2" for a person who
        typed no name yet, or "Bot · Hard"."""
        plan = self.seats[seat]
        if plan.name is None:
            return tr("seats.bot", level=tr(LEVEL_KEYS[plan.level]))
        if self.seat_at(self.selected) != seat:
            return shown_name(self.plans, seat)
        return f"{plan.name}{CARET}" if plan.name else f"{CARET}{shown_name(self.plans, seat)}"

    @property
    def plans(self) -> list[SeatPlan]:
        """The seats that will play."""
        return self.seats[: self.count]

    def seat_at(self, row: int) -> int | None:
        """The seat whose row is `row`, if it is a seat's."""
        key = self.item_key(row)
        return int(key.removeprefix("seat_")) if key.startswith("seat_") else None

    @property
    def typing(self) -> bool:
        return self.seat_at(self.selected) is not None

    # -- choices -----------------------------------------------------------------------

    def _players(self, step: int) -> None:
        options = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
        self.count = _cycle(options, self.count, step)
        self._changed()
        self._rebuild()  # a row for each seat

    def choices(self, seat: int) -> list[Choice]:
        """What Left/Right go through at `seat`: the name typed there, the names from before
        that nobody else at the table has, then a bot of each level."""
        level = self.seats[seat].level
        others = {
            (plan.name or "").strip().casefold()
            for n, plan in enumerate(self.plans)
            if plan.is_person and n != seat
        }
        names = [self.typed[seat]]
        for name in self.app.settings.known_names:
            if name.casefold() not in others | {n.strip().casefold() for n in names}:
                names.append(name)
        return [*((name, level) for name in names), *((None, lv) for lv in BOT_LEVELS)]

    def _choose(self, seat: int, step: int) -> None:
        plan = self.seats[seat]
        options = self.choices(seat)
        current = (plan.name, plan.level)
        if current not in options:  # a name from before, typed on since: from the typed one
            current = options[0]
        name, level = _cycle(options, current, step)
        self.seats[seat] = SeatPlan(name, level)
        self._changed()

    def type_text(self, seat: int, text: str) -> None:
        """Letters typed at `seat`: they go on its name (a bot's seat becomes a person's,
        with a name of its own), up to NAME_LENGTH characters."""
        plan = self.seats[seat]
        name = plan.name or ""
        added = typeable(text)
        if not name:
            added = added.lstrip()  # a name starts with a letter
        if not added:
            return
        room = NAME_LENGTH - len(name)
        if len(added) > room:
            self.note = tr("seats.too_long", length=NAME_LENGTH)
        name += added[:room]
        self.seats[seat] = attrs.evolve(plan, name=name)
        self.typed[seat] = name
        if len(added) <= room:
            self._changed()

    def erase(self, seat: int) -> None:
        plan = self.seats[seat]
        if plan.name:
            self.seats[seat] = attrs.evolve(plan, name=plan.name[:-1])
            self.typed[seat] = plan.name[:-1]
        self._changed()

    def _changed(self) -> None:
        self.note = ""
        self.leaving = False

    # -- the table it makes ------------------------------------------------------------

    def problem(self) -> str | None:
        """Why these seats cannot make a table, in words; None if they can."""
        if not any(plan.is_person for plan in self.plans):
            return tr("seats.nobody")
        seen: list[str] = []
        for seat, plan in enumerate(self.plans):
            if plan.is_person:
                name = shown_name(self.plans, seat)
                if clashes(name, seen) is not None:  # "Ana" and "ana", or look-alikes
                    return tr("seats.same_name", name=name)
                seen.append(name)
        return None

    def table(self) -> Settings:
        """The settings with these seats: names trimmed, and among several people a default
        name for whoever typed none ("Player 2")."""
        plans = self.plans
        several = sum(plan.is_person for plan in plans) > 1
        kept = [
            plan if plan.name is None
            else attrs.evolve(plan, name=shown_name(plans, seat) if several else shown(plan.name))
            for seat, plan in enumerate(plans)
        ]  # fmt: skip
        return with_seats(self.app.settings, self.game, kept)

    def _keep(self, typed_names: bool) -> bool:
        """Save the seats if they make a table (the names typed joining those from before
        when the game starts); else say why. True if they were kept."""
        problem = self.problem()
        if problem is not None:
            self.note = problem
            return False
        new, old = self.table(), self.app.settings
        if typed_names:
            typed = [shown(plan.name) for plan in self.plans if plan.name and shown(plan.name)]
            new = attrs.evolve(new, known_names=remembered(old.known_names, typed))
        self.app.update_settings(
            **{
                field.name: getattr(new, field.name)
                for field in attrs.fields(Settings)
                if getattr(new, field.name) != getattr(old, field.name)
            }
        )
        return True

    def _play(self, _step: int) -> None:
        if self._keep(typed_names=True):
            self.app.pop()
            self.title.new_game(1)

    def _back(self, _step: int = 1) -> None:
        if self._keep(typed_names=False) or self.leaving:
            self.app.pop()
            return
        self.leaving = True  # the note says why; the line under the heading, what Esc does

    def hint_text(self) -> str:
        return tr("seats.esc_again") if self.leaving else super().hint_text()

    # -- input -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        seat = self.seat_at(self.selected)
        if seat is not None and event.type == pygame.TEXTINPUT:
            self.type_text(seat, event.text)
            return
        if seat is not None and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.erase(seat)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.selected = (self.selected + 1) % len(self.items)
                return
            if getattr(event, "unicode", "").isprintable() and event.unicode:
                return  # a letter: it comes as text (TEXTINPUT), not as a menu key
        super().handle_event(event)

    # -- frame -------------------------------------------------------------------------

    def notice_lines(self) -> list[str]:
        """The page's note line, always there (so the menu does not jump when it speaks):
        what is wrong, or at a person's seat the names from before."""
        return [self.note or self._known_line()]

    def notice_colour(self, line: str = "") -> tuple[int, int, int]:
        return WARN if self.note else SOFT

    def _known_line(self) -> str:
        seat = self.seat_at(self.selected)
        if seat is None:
            return ""
        names = [name for name, _ in self.choices(seat)[1:] if name is not None]
        if not names:
            return ""
        shown = ", ".join(names[:KNOWN_SHOWN]) + (", …" if len(names) > KNOWN_SHOWN else "")
        return tr("seats.known", names=shown)
