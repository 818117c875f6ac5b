"""The public, immutable game state (RULES.md Part C names every field)."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from attrs import field, frozen

from game.rules.eight_half.cards import Card

if TYPE_CHECKING:
    from game.rules.eight_half.core import Table
    from game.rules.eight_half.moves import Move


class Phase(enum.IntEnum):
    PLAY = 0
    ATTACK_WINDOW = 1  # R9.3: the finisher's left neighbour may attack once
    SWAP = 2  # R10.4: the previous winner may swap an open card with the loser
    OVER = 3

    @property
    def token(self) -> str:
        return _PHASE_TOKENS[self]


_PHASE_TOKENS = {
    Phase.PLAY: "play",
    Phase.ATTACK_WINDOW: "attack_window",
    Phase.SWAP: "swap",
    Phase.OVER: "over",
}
PHASE_BY_TOKEN = {v: k for k, v in _PHASE_TOKENS.items()}


@frozen
class Seat:
    """One player's cards. `hand` and `open` are multisets, kept sorted."""

    hand: tuple[Card, ...] = ()
    draw: tuple[Card, ...] = ()  # first is the top, drawn next
    open: tuple[Card, ...] = ()
    blind: tuple[Card, ...] = ()  # in position order (`blind i`)
    aside: tuple[Card, ...] = ()
    at_table: bool = False
    # Hand cards every player saw go in (a pile taken at the table), so public (R11).
    known: tuple[Card, ...] = ()

    @property
    def card_count(self) -> int:
        """R10.1: hand + draw pile + open + blind + aside."""
        return len(self.hand) + len(self.draw) + len(self.open) + len(self.blind) + len(self.aside)

    @property
    def in_play(self) -> int:
        """Cards still to get rid of (aside cards are out of play)."""
        return len(self.hand) + len(self.draw) + len(self.open) + len(self.blind)


@frozen
class State:
    seats: tuple[Seat, ...]
    pile: tuple[Card, ...] = ()  # bottom to top
    bid_halves: int = 0  # the bid counted in halves: 13 is 6½
    five_rule: bool = False
    half_owner: int | None = None
    turn: int = 0
    phase: Phase = Phase.PLAY
    opener: int | None = None  # R3: seat that must open with its lowest yellow card
    finisher: int | None = None  # attack window
    swapper: int | None = None  # swap phase
    loser: int | None = None  # swap phase
    winner: int | None = None  # over
    points: tuple[int, ...] | None = None  # over
    # The compact engine's copy of this position (core.table_of), built once, never changed
    # in place, and not part of the position's value; with the legal moves, once asked.
    # Not init arguments, so attrs.evolve never carries them to a changed position.
    twin: Table | None = field(default=None, eq=False, repr=False, init=False)
    legal_cache: tuple[tuple[int, ...], tuple[Move, ...]] | None = field(
        default=None, eq=False, repr=False, init=False
    )

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def bid(self) -> float:
        return self.bid_halves / 2

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER


def format_bid(bid_halves: int) -> str:
    """Part C decimal: 13 -> "6.5", 12 -> "6"."""
    whole, half = divmod(bid_halves, 2)
    return f"{whole}.5" if half else str(whole)
