"""The move log: every move in words, as the table has shown it ("Ada plays two 7s").

The lines and their scrolling are the shared log's (game/ui/table/move_log.py); the words are 8½'s.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import (
    Announce,
    AttackWindowOpened,
    BidAnnounced,
    BlindReturned,
    BlindTurned,
    CardsPlayed,
    Event,
    GameOver,
    Passed,
    PileTaken,
    ReachedTable,
    SwapDeclined,
    Swapped,
    TakeReason,
    WentRoundInCircles,
)
from game.rules.eight_half.events import Destination as D
from game.ui.eight_half.words import a_card, card_name, play_line, said, said_n
from game.ui.shell.i18n import N_, tr
from game.ui.table.move_log import LogLine, LogLines


class MoveLog(LogLines):
    """Collects lines; a play and the bid that follows it become one line."""

    def __init__(self, name: Callable[[int], str], human: int | None) -> None:
        super().__init__()
        self.name = name  # seat -> short name ("Ada", "You")
        self.human = human
        self._play: CardsPlayed | None = None
        self._blind: Card | None = None

    def on_shown(self, e: Event) -> None:
        if isinstance(e, CardsPlayed):
            self._play = e
            return
        if isinstance(e, BidAnnounced) and self._play is not None:
            self._played(self._play, e)
            self._play = None
            return
        if isinstance(e, BlindTurned):
            self._blind = e.card  # named in the line of the play, miss or return after it
            return
        line = self._line(e)
        if line is not None:
            self._add(line)

    def _played(self, play: CardsPlayed, bid: BidAnnounced) -> None:
        text = play_line(self.name(play.seat), play.seat == self.human, play.zone, play.cards, bid)
        self._add(LogLine(text, play.seat, attack=bid.kind is Announce.ATTACK))

    def _line(self, e: Event) -> LogLine | None:
        if isinstance(e, PileTaken):
            you = e.seat == self.human
            where = "hand" if e.to is D.HAND else "aside"
            if e.reason is TakeReason.ATTACKED:
                key = N_("log.attacked_hand") if where == "hand" else N_("log.attacked_aside")
            elif e.reason is TakeReason.BLIND_MISS:
                card = self._blind
                self._blind = None
                text = said_n(
                    "log.blind_miss",
                    you,
                    len(e.cards),
                    name=self.name(e.seat),
                    card=a_card(card) if card is not None else "?",
                )
                return LogLine(text, e.seat)
            else:
                key = N_("log.takes_hand") if where == "hand" else N_("log.takes_aside")
            return LogLine(
                said_n(key, you, len(e.cards), name=self.name(e.seat)),
                e.seat,
                attack=e.reason is TakeReason.ATTACKED,
            )
        if isinstance(e, BlindReturned):
            return LogLine(
                said(
                    "log.blind_back",
                    e.seat == self.human,
                    name=self.name(e.seat),
                    card=a_card(e.card),
                ),
                e.seat,
            )
        if isinstance(e, ReachedTable):
            return LogLine(
                said("log.at_table", e.seat == self.human, name=self.name(e.seat)), e.seat
            )
        if isinstance(e, AttackWindowOpened):
            if e.seat == self.human:
                text = tr("log.window_yours", name=self.name(e.finisher))
            else:
                text = said(
                    "log.window",
                    e.finisher == self.human,
                    name=self.name(e.finisher),
                    next=self.name(e.seat),
                )
            return LogLine(text, e.finisher)
        if isinstance(e, Passed):
            return LogLine(said("log.passes", e.seat == self.human, name=self.name(e.seat)), e.seat)
        if isinstance(e, Swapped):
            # Another's swap: "Ada swaps a ghost for Bruno's 9"; the player's: "your ghost".
            you = e.seat == self.human
            args = {
                "name": self.name(e.seat),
                "gave": card_name(e.gave) if you else a_card(e.gave),
                "other": self.name(e.loser),
                "received": card_name(e.received),
            }
            if e.loser == self.human:
                return LogLine(tr("log.swaps_yours", **args), e.seat)
            return LogLine(said("log.swaps", you, **args), e.seat)
        if isinstance(e, SwapDeclined):
            return LogLine(
                said("log.no_swap", e.seat == self.human, name=self.name(e.seat)), e.seat
            )
        if isinstance(e, WentRoundInCircles):  # R10.6; who wins follows (GameOver)
            return LogLine(tr("log.circles"), None)
        if isinstance(e, GameOver):
            return LogLine(
                said("log.wins", e.winner == self.human, name=self.name(e.winner)), e.winner
            )
        return None
