"""8½'s bots for the table; the runner that lets them think off the main thread is shared
(game/ui/table/bot_runner.py, re-exported here for the table, its tests and the smoke test)."""

from __future__ import annotations

from game.ai.eight_half.bots import Bot, make_bot
from game.ui.table.bot_runner import BotRunner, InlineExecutor

__all__ = ["BotRunner", "InlineExecutor", "bot_for"]


def bot_for(level: str, quick: bool = False) -> Bot:
    """A bot of `level`; `quick` gives Hard a tiny budget (smoke test, test suites),
    counted in look-aheads, not seconds: its games go the same on a busy machine."""
    if quick and level == "hard":
        return make_bot("hard", iterations=40, seconds=None)
    return make_bot(level)
