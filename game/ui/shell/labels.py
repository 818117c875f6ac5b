"""Translated names for setting values, shared by the menu and the table."""

from __future__ import annotations

from collections.abc import Iterable

from game.store.settings import AnimationSpeed, BotLevel
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


def level_label(levels: Iterable[BotLevel]) -> str:
    """"Medium" when all the given bots share a level, else "Mixed"."""
    distinct = set(levels)
    return tr(LEVEL_KEYS[distinct.pop()]) if len(distinct) == 1 else tr("level.mixed")


def speed_label(speed: AnimationSpeed) -> str:
    return tr(SPEED_KEYS[speed])
