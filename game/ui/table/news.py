"""What came into a person's hand while the screen was someone else's (hot-seat).

At one screen a person's hand shows only while they have the screen. Cards that come to it
at another's turn (8½: a pile taken after an attack) or that end their own turn (Huit: an
ace penalty drawn; 8½: the draw after a play, a pile taken into hand) show for an instant
at most before the hand turns face down. So at that person's next turn the table names
them and marks them in the hand until the person acts (a key, a click or a move), as long
as the line that names them: nothing is shown against the clock.

The events say how many cards a seat drew, not which (a draw is secret); the cards are the
hand now less the hand the person last saw: the hand they were shown when they last took
the screen, or, once they moved, their hand before that move less the cards they played
in it (from that move's events).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence

NEW_CARD = (110, 200, 255)  # the glow around a new card: not the attack's red nor the turn's gold


class HandNews:
    """Each person's hand as they last saw it, and the cards new to the one at the screen."""

    def __init__(self) -> None:
        self._seen: dict[int, Counter[Hashable]] = {}
        self.fresh: Counter[Hashable] = Counter()  # new to the person who took the screen

    def clear(self) -> None:
        """A new deal: nobody has seen a hand of it yet, and a dealt hand is no news."""
        self._seen.clear()
        self.fresh = Counter()

    def after_move(
        self, seat: int, hand_before: Iterable[Hashable], played: Iterable[Hashable]
    ) -> None:
        """Person `seat` made a move: what they hold of the hand they saw, whatever their move
        brings them afterwards (a draw, a penalty, a pile)."""
        self._seen[seat] = Counter(hand_before) - Counter(played)

    def take(self, seat: int, hand: Sequence[Hashable]) -> list[Hashable]:
        """Person `seat` has the screen, holding `hand`: the cards new to them, in hand order
        (none the first time they see a deal's hand)."""
        seen = self._seen.get(seat)
        self._seen[seat] = Counter(hand)  # what they see now
        self.fresh = Counter(hand) - seen if seen is not None else Counter()
        left = Counter(self.fresh)
        new = []
        for card in hand:
            if left[card] > 0:
                left[card] -= 1
                new.append(card)
        return new

    def read(self) -> None:
        """The person at the screen acted: they have seen what is new."""
        self.fresh = Counter()

    @property
    def marking(self) -> bool:
        """The new cards are marked now."""
        return bool(self.fresh)

    def marked(self, hand: Sequence[Hashable]) -> set[int]:
        """The places in `hand` (as shown) that hold a new card: for a card held twice, the
        last one (a drawn card joins the hand's end)."""
        if not self.marking:
            return set()
        left = Counter(self.fresh)
        out = set()
        for i in range(len(hand) - 1, -1, -1):
            if left[hand[i]] > 0:
                left[hand[i]] -= 1
                out.add(i)
        return out
