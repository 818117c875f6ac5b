"""Watch at the Huit américain table: its bots play a whole match by themselves; each
round's open hands, then the score pad, show a moment (game/ui/table/demo.py)."""

from __future__ import annotations

from game.rules.huit import Match, Move, Observation, State
from game.rules.huit import events as ev
from game.ui.huit.result import HuitResultScene
from game.ui.huit.selection import HuitOptions
from game.ui.huit.table_scene import HuitTableScene
from game.ui.table.demo import Watching


class HuitDemoScene(
    Watching[State, Move, ev.Event, Observation, HuitOptions, Match], HuitTableScene
):
    """The Huit américain table with nobody at it but bots."""

    def _show_result(self) -> None:
        """Every hand laid open with its points (H6), then the score pad."""
        self._unattended(HuitResultScene(self.app, self), self._show_pad)
