"""What one seat may know (R11): the state with every secret stripped."""

from __future__ import annotations

from attrs import frozen

from game.rules.eight_half.cards import TAKES_STATE, Card, expect
from game.rules.eight_half.state import Phase, State


@frozen
class SeatView:
    hand_size: int
    draw_size: int
    open: tuple[Card, ...]
    blind_size: int
    aside: tuple[Card, ...]
    at_table: bool
    known: tuple[Card, ...]  # hand cards everyone saw go in

    @property
    def card_count(self) -> int:
        return self.hand_size + self.draw_size + len(self.open) + self.blind_size + len(self.aside)


@frozen
class Observation:
    seat: int
    hand: tuple[Card, ...]  # the observer's own hand
    seats: tuple[SeatView, ...]
    pile: tuple[Card, ...]
    bid_halves: int
    five_rule: bool
    half_owner: int | None
    turn: int
    phase: Phase
    opener: int | None
    finisher: int | None
    swapper: int | None
    loser: int | None
    winner: int | None
    points: tuple[int, ...] | None

    @property
    def players(self) -> int:
        return len(self.seats)


def observe(state: State, seat: int) -> Observation:
    expect(state, State, TAKES_STATE, "observe")
    expect(seat, int, "observe takes a seat number (an int)")
    if not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat} in a {state.players}-player game")
    return Observation(
        seat=seat,
        hand=state.seats[seat].hand,
        seats=tuple(
            SeatView(
                hand_size=len(s.hand),
                draw_size=len(s.draw),
                open=s.open,
                blind_size=len(s.blind),
                aside=s.aside,
                at_table=s.at_table,
                known=s.known,
            )
            for s in state.seats
        ),
        pile=state.pile,
        bid_halves=state.bid_halves,
        five_rule=state.five_rule,
        half_owner=state.half_owner,
        turn=state.turn,
        phase=state.phase,
        opener=state.opener,
        finisher=state.finisher,
        swapper=state.swapper,
        loser=state.loser,
        winner=state.winner,
        points=state.points,
    )
