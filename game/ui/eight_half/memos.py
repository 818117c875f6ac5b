"""What each opponent did last, kept in words beside their name plate until they act again.

A speech bubble fades after a few seconds; at five players the player's own turn often comes
later than that. The memo ("played two 7s", "took the pile") stays, quietly, so the
table can be followed without the move log. Built from the events as they start (the same
moment as the bubble), never from the states.
"""

from __future__ import annotations

from game.rules.eight_half.events import (
    BidAnnounced,
    BlindReturned,
    CardsPlayed,
    Event,
    Passed,
    PileTaken,
    SwapDeclined,
    Swapped,
)
from game.ui.eight_half.words import a_card, play_memo
from game.ui.shell.i18n import tr, trn


class Memos:
    def __init__(self, human: int | None) -> None:
        self.human = human
        self._by_seat: dict[int, str] = {}
        self._play: CardsPlayed | None = None

    def get(self, seat: int) -> str | None:
        return self._by_seat.get(seat)

    def clear(self) -> None:
        self._by_seat.clear()
        self._play = None

    def on_start(self, e: Event) -> None:
        if isinstance(e, CardsPlayed):
            self._play = e  # its words come with the bid that follows
            return
        text: str | None = None
        seat = getattr(e, "seat", None)
        if isinstance(e, BidAnnounced):
            play, self._play = self._play, None
            if play is None or play.seat != e.seat:
                return
            text = play_memo(play.cards, e)
        elif isinstance(e, PileTaken):
            text = trn("memo.took", len(e.cards))
        elif isinstance(e, Passed):
            text = tr("memo.passed")
        elif isinstance(e, BlindReturned):
            text = tr("memo.blind_back", card=a_card(e.card))
        elif isinstance(e, SwapDeclined):
            text = tr("memo.no_swap")
        elif isinstance(e, Swapped):
            text = tr("memo.swapped", gave=a_card(e.gave), received=a_card(e.received))
        if text is not None and isinstance(seat, int) and seat != self.human:
            self._by_seat[seat] = text
