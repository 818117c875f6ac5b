"""Translated names for setting values, shared by the menu and the table."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from game.store.record import UNNAMED, PlayerInfo, person_key
from game.store.settings import AnimationSpeed, BotLevel, TextSize
from game.ui.shell.i18n import N_, tr

# Written out (not built with f-strings) so the key-coverage test can see every key.
LEVEL_KEYS: dict[BotLevel, str] = {
    "easy": N_("level.easy"),
    "medium": N_("level.medium"),
    "hard": N_("level.hard"),
}
SPEED_KEYS: dict[AnimationSpeed, str] = {
    "slow": N_("speed.slow"),
    "normal": N_("speed.normal"),
    "fast": N_("speed.fast"),
    "instant": N_("speed.instant"),
}
TEXT_SIZE_KEYS: dict[TextSize, str] = {
    "normal": N_("text_size.normal"),
    "large": N_("text_size.large"),
    "largest": N_("text_size.largest"),
}
TEXT_KEYS: dict[TextSize, str] = {  # the same, on the title's Display row
    "normal": N_("display.normal"),
    "large": N_("display.large"),
    "largest": N_("display.largest"),
}


def level_label(levels: Iterable[BotLevel]) -> str:
    """ "Medium" when all the given bots share a level, else "Mixed"."""
    distinct = set(levels)
    return tr(LEVEL_KEYS[distinct.pop()]) if len(distinct) == 1 else tr("level.mixed")


class Seated(Protocol):
    """A match's seats as a record (or a row of the Matches page) knows them."""

    @property
    def players(self) -> tuple[PlayerInfo, ...]: ...

    @property
    def lone_person(self) -> int | None: ...


def record_names(rec: Seated) -> tuple[str, ...]:
    """The seats' names of a saved match as its table says them: "You" for a lone person,
    each person's name when several took turns ("Player 2" for one who typed none)."""
    you = rec.lone_person
    return tuple(
        tr("seat.you") if seat == you
        else tr("seat.player", number=seat + 1) if p.human and person_key(p.name) == UNNAMED
        else p.name
        for seat, p in enumerate(rec.players)
    )  # fmt: skip


def speed_label(speed: AnimationSpeed) -> str:
    return tr(SPEED_KEYS[speed])


def motion_label(speed: AnimationSpeed, reduced: bool) -> str:
    """The title's Animation row: the speed, and Reduce motion when it is on."""
    return tr("speed.reduced", speed=speed_label(speed)) if reduced else speed_label(speed)


def text_size_label(size: TextSize) -> str:
    """Normal, Large or Largest, as the Display page says it."""
    return tr(TEXT_SIZE_KEYS[size])


def display_label(size: TextSize, speed: AnimationSpeed, reduced: bool) -> str:
    """The title's Display row: the text size ("Large text"), then the animations' speed
    (and Reduce motion when it is on)."""
    return f"{tr(TEXT_KEYS[size])} · {motion_label(speed, reduced)}"
