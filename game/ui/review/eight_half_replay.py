"""The 8½ table replaying a finished game (replay_table.py)."""

from __future__ import annotations

from game.rules.eight_half import Move
from game.rules.eight_half.events import Event, PileTaken
from game.rules.eight_half.match import Match
from game.rules.eight_half.observe import Observation
from game.rules.eight_half.state import Phase, State
from game.ui.eight_half.move_log import MoveLog
from game.ui.eight_half.selection import Options
from game.ui.eight_half.table_scene import TableScene
from game.ui.eight_half.words import takes_pile
from game.ui.review.replay_table import Replaying


class EightHalfReplay(Replaying[State, Move, Event, Observation, Options, Match], TableScene):
    """The 8½ table with a finished game on it."""

    def _fresh_log(self) -> MoveLog:
        return MoveLog(self.short_name, self.you)

    def mover(self, state: State) -> int | None:
        if state.phase is Phase.SWAP:  # R10.4: the swap is the winner's decision
            return state.swapper
        return super().mover(state)

    def _recall_last(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, PileTaken):  # said on the table until the next move
                self.taking = takes_pile(self.short_name(e.seat), e.seat == self.you, len(e.cards))
