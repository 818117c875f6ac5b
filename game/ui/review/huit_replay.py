"""The Huit américain table replaying a finished round (replay_table.py)."""

from __future__ import annotations

from game.rules.huit import Match, Move, Observation, State
from game.rules.huit import events as ev
from game.ui.huit.selection import HuitOptions
from game.ui.huit.table_scene import HuitLog, HuitTableScene
from game.ui.review.replay_table import Replaying


class HuitReplay(Replaying[State, Move, ev.Event, Observation, HuitOptions, Match], HuitTableScene):
    """The Huit américain table with a finished round on it."""

    def _fresh_log(self) -> HuitLog:
        return HuitLog(self.short_names)

    def _watch(self) -> None:
        """No bot plays on: none remembers the round."""
