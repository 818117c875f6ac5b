"""What one seat may know (H1-H6): the state with every hidden card stripped.

Public: the discard, the size of every hand and of the stock, the suit asked, the penalty,
who forgot "Carte !", the house rules in force and the direction of play (H7), and the
special cards turned up at the deal that went under the stock (H1: everyone saw them; they
are the last cards the stock will give). Private to its owner:
the hand, and the card just drawn. Hidden from all: the other hands, the rest of the stock's
order, and the refill generator.

A drawn card is never named in an event. The drawer learns it here: `drawn` in the
"drawn" phase, and `drawn_cards(before, after, seat)` for the cards a move put into their
hand (one draw, a penalty, a call).
"""

from __future__ import annotations

from collections import Counter

from attrs import frozen

from game.rules.huit.cards import TAKES_STATE, Card, Suit, expect, show
from game.rules.huit.state import Phase, State


@frozen
class Observation:
    seat: int
    hand: tuple[Card, ...]  # the observer's own hand, sorted
    hand_sizes: tuple[int, ...]  # every seat's, the observer's included
    discard: tuple[Card, ...]  # bottom to top
    stock_size: int
    suit: Suit | None
    penalty: int
    turn: int
    phase: Phase
    drawn: Card | None  # only for the drawer, in the "drawn" phase
    unannounced: int | None  # who went down to one card without "Carte !" (public)
    callable: int | None  # whom the observer may call right now (H5.1), else None
    decks: int
    winner: int | None
    points: tuple[int, ...] | None
    # Turned up at the deal and put under the stock (H1), still in it; the next drawn first.
    under_stock: tuple[Card, ...] = ()
    rules: tuple[str, ...] = ()  # the house rules in force (H7), public
    direction: int = 1  # of play: 1 clockwise, -1 after a jack reversed it (H7.2)

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    @property
    def top(self) -> Card:
        return self.discard[-1]


def observe(state: State, seat: int) -> Observation:
    expect(state, State, TAKES_STATE, "observe")
    expect(seat, int, "observe takes a seat number (an int)")
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {show(seat)} in a {state.players}-player round")
    mine = seat == state.turn
    ua = state.unannounced
    return Observation(
        seat=seat,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        discard=state.discard,
        stock_size=len(state.stock),
        suit=state.suit,
        penalty=state.penalty,
        turn=state.turn,
        phase=state.phase,
        drawn=state.drawn if mine else None,
        unannounced=ua,
        callable=ua
        if mine and state.phase is Phase.PLAY and ua is not None and ua != seat
        else None,
        decks=state.decks,
        winner=state.winner,
        points=state.points,
        under_stock=state.under_stock,
        rules=state.rules,
        direction=state.direction,
    )


def drawn_cards(before: State, after: State, seat: int) -> tuple[Card, ...]:
    """The cards that came into `seat`'s hand between two states (for that seat's eyes only).

    A card drawn and played at once is not among them: the CardPlayed event names it.
    """
    expect(before, State, TAKES_STATE, "drawn_cards")
    expect(after, State, TAKES_STATE, "drawn_cards")
    expect(seat, int, "drawn_cards takes a seat number (an int)")
    came = Counter(after.hands[seat]) - Counter(before.hands[seat])
    return tuple(sorted(came.elements()))
