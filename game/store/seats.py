"""Who sits at a new match's seats: a person (by name) or a bot (by level), seat 0 first.

Each game keeps its own table in the settings (8½: `players`, `bot_levels`, `people`;
Huit américain: `huit_players`, `huit_levels`, `huit_people`); this module reads and writes
them as seats, so the new-game page and the tables speak of seats only.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from game.store.settings import KNOWN_NAMES, MAX_PLAYERS, BotLevel, GameName, Settings


@attrs.frozen
class SeatPlan:
    name: str | None  # a person's name ("" = the unnamed player), None = a bot
    level: BotLevel  # the bot's level (ignored for a person)

    @property
    def is_person(self) -> bool:
        return self.name is not None


def _fields(game: GameName) -> tuple[str, str, str]:
    """The settings fields of `game`'s table: its players, levels and people."""
    if game == "huit":
        return "huit_players", "huit_levels", "huit_people"
    return "players", "bot_levels", "people"


def all_seat_plans(settings: Settings, game: GameName) -> tuple[SeatPlan, ...]:
    """The five seats as the settings keep them, those beyond the players count too."""
    _, levels, people = _fields(game)
    return tuple(
        SeatPlan(name, level)
        for name, level in zip(getattr(settings, people), getattr(settings, levels), strict=True)
    )


def seat_plans(settings: Settings, game: GameName) -> tuple[SeatPlan, ...]:
    """The seats of a new match of `game`, seat 0 first (settings.players / huit_players
    long)."""
    count = getattr(settings, _fields(game)[0])
    plans = all_seat_plans(settings, game)[:count]
    if not any(plan.is_person for plan in plans):  # a hand-edited file: someone plays
        plans = (attrs.evolve(plans[0], name=""), *plans[1:])
    return plans


def with_seats(settings: Settings, game: GameName, plans: Sequence[SeatPlan]) -> Settings:
    """`settings` with `game`'s table set to `plans` (2 to 5 seats); the seats beyond them
    keep what they held, for when the table grows again."""
    seats = [*plans, *all_seat_plans(settings, game)[len(plans) : MAX_PLAYERS]]
    levels = tuple(plan.level for plan in seats)
    people = tuple(plan.name for plan in seats)
    if game == "huit":
        return attrs.evolve(
            settings, huit_players=len(plans), huit_levels=levels, huit_people=people
        )
    return attrs.evolve(settings, players=len(plans), bot_levels=levels, people=people)


def remembered(known: Sequence[str], typed: Sequence[str]) -> tuple[str, ...]:
    """The known names with `typed` in front (in their order), each once whatever its case,
    at most KNOWN_NAMES of them."""
    out: list[str] = []
    for name in [*typed, *known]:
        if name and name.casefold() not in {n.casefold() for n in out}:
            out.append(name)
    return tuple(out[:KNOWN_NAMES])
