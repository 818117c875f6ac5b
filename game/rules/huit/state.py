"""The public, immutable round state (RULES.md Part D names every field)."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from attrs import field, frozen

from game.rules.huit.cards import Card, Suit

if TYPE_CHECKING:
    from game.rules.huit.core import Table


class Phase(enum.IntEnum):
    PLAY = 0  # a turn begins
    AGAIN = 1  # the same player after a 10 (H4.1)
    DRAWN = 2  # after a draw: play the drawn card or keep it (H3.1)
    OVER = 3  # the round is over (H6.1)

    @property
    def token(self) -> str:
        return PHASE_TOKENS[self]


PHASE_TOKENS = ("play", "again", "drawn", "over")
PHASE_BY_TOKEN = {t: Phase(i) for i, t in enumerate(PHASE_TOKENS)}


@frozen
class State:
    """One moment of a round. Hands are multisets, kept sorted.

    `rng` drives the refill shuffles (H3): a refill shuffles with random.Random(rng) and
    then advances it, so a position plays on exactly the same way wherever it is loaded.
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()  # first is drawn next
    discard: tuple[Card, ...] = ()  # bottom to top: the last is the card to match
    suit: Suit | None = None  # asked by the 8 (or joker, H7.1) on top (H4)
    turn: int = 0
    phase: Phase = Phase.PLAY
    drawn: Card | None = None  # the card just drawn, in the DRAWN phase
    # Cards the player to move draws unless they play an ace (H4.2), or a joker when the
    # joker on top began it (H7.1): the top card tells the kind.
    penalty: int = 0
    unannounced: int | None = None  # may still be called for a forgotten "Carte !" (H5.1)
    decks: int = 1
    rng: int = 0
    winner: int | None = None  # over
    points: tuple[int, ...] | None = None  # over: this round's points per seat
    # The last `turned` cards of the stock were turned up at the deal and put under it (H1):
    # everyone saw them, so they are no secret until drawn (a refill makes a new stock).
    turned: int = 0
    # The house rules in force (H7), in H7's order; () plays the book's rules.
    rules: tuple[str, ...] = ()
    direction: int = 1  # 1 clockwise, -1 after a jack reversed it (H7.2)
    # The compact engine's copy of this position, built once (game.rules.huit.core.table_of).
    # Never changed in place and not part of the position's value.
    # Not init arguments, so attrs.evolve never carries a stale twin to a changed position.
    twin: Table | None = field(default=None, eq=False, repr=False, init=False)
    legal_codes: tuple[int, ...] | None = field(default=None, eq=False, repr=False, init=False)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def under_stock(self) -> tuple[Card, ...]:
        """The stock's last cards, turned up at the deal and seen by all (H1); next drawn first."""
        return self.stock[len(self.stock) - self.turned :]

    @property
    def top(self) -> Card:
        return self.discard[-1]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER
