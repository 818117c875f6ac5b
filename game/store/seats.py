"""Who sits where at a new match: each seat a person (a name) or a bot (a level)."""

from __future__ import annotations

import attrs

from game.store.settings import BotLevel, GameName, Settings


@attrs.frozen
class SeatPlan:
    name: str | None  # a person's name ("" = the player who never typed one), None = a bot
    level: BotLevel  # the bot's level (a person has none: ignored)

    @property
    def is_person(self) -> bool:
        return self.name is not None


def seat_plans(settings: Settings, game: GameName) -> tuple[SeatPlan, ...]:
    """The seats of a new match of `game`, seat 0 first."""
    if game == "huit":
        players, levels = settings.huit_players, settings.huit_levels
    else:
        players, levels = settings.players, settings.bot_levels
    return (SeatPlan("", levels[0]),
            *(SeatPlan(None, levels[seat - 1]) for seat in range(1, players)))
