"""Watch at the 8½ table: its bots play a whole match by themselves (game/ui/table/demo.py)."""

from __future__ import annotations

from game.rules.eight_half import Move
from game.rules.eight_half.events import Event
from game.rules.eight_half.match import Match
from game.rules.eight_half.observe import Observation
from game.rules.eight_half.state import State
from game.ui.eight_half.selection import Options
from game.ui.eight_half.table_scene import TableScene
from game.ui.table.demo import Watching


class DemoTableScene(Watching[State, Move, Event, Observation, Options, Match], TableScene):
    """The 8½ table with nobody at it but bots."""
