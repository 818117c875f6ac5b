"""Helpers to write crafted positions in RULES.md Part C notation, and play lines on them."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from attrs import evolve

from game.rules.eight_half import Outcome, apply_move, legal_moves, parse_position, play_line
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Event
from game.rules.eight_half.moves import format_move
from game.rules.eight_half.state import State


def seat(
    hand: str = "",
    draw: str = "",
    open: str = "",  # noqa: A002 - the notation's own word
    blind: str = "",
    aside: str = "",
    at_table: bool | None = None,
    known: str = "",
) -> dict[str, Any]:
    """One seat; `at_table` defaults to what R8.2 implies (no hand and no draw pile)."""
    if at_table is None:
        at_table = not hand and not draw
    d: dict[str, Any] = {
        "hand": hand, "draw": draw, "open": open, "blind": blind, "aside": aside,
        "at_table": at_table,
    }  # fmt: skip
    if known:
        d["known"] = known
    return d


def position(
    *seats: dict[str, Any],
    pile: str = "",
    bid: str = "0",
    turn: int = 0,
    five_rule: bool = False,
    half_owner: int | None = None,
    **extra: Any,
) -> State:
    data: dict[str, Any] = {
        "seats": list(seats), "pile": pile, "bid": bid, "five_rule": five_rule,
        "half_owner": half_owner, "turn": turn, "phase": "play",
    }  # fmt: skip
    data.update(extra)
    return parse_position(data)


def legal(state: State) -> set[str]:
    return {format_move(m) for m in legal_moves(state)}


def play(state: State, *lines: str) -> Outcome:
    """Play several moves in notation; returns the last outcome with all events."""
    events: list[Event] = []
    for line in lines:
        state, evs = play_line(state, line)
        events.extend(evs)
    return Outcome(state, events)


def first(events: list[Event], kind: type) -> Any:
    found = [e for e in events if isinstance(e, kind)]
    assert found, f"no {kind.__name__} in {events}"
    return found[0]


def rehide(state: State, seat: int, rng: random.Random) -> State:
    """The same position but for the cards `seat` cannot see (R11), dealt differently:
    other hands (all but their publicly known cards), every draw pile and blind card."""
    hidden: list[Card] = []
    for p, s in enumerate(state.seats):
        hidden += s.draw + s.blind
        if p != seat:
            hidden += list((Counter(s.hand) - Counter(s.known)).elements())
    rng.shuffle(hidden)
    seats = []
    for p, s in enumerate(state.seats):
        draw = tuple(hidden.pop() for _ in s.draw)
        blind = tuple(hidden.pop() for _ in s.blind)
        hand = s.hand
        if p != seat:
            fresh = tuple(hidden.pop() for _ in range(len(s.hand) - len(s.known)))
            hand = tuple(sorted(s.known + fresh))
        seats.append(evolve(s, hand=hand, draw=draw, blind=blind))
    return evolve(state, seats=tuple(seats))


# R10.6: the position random play found that goes round in circles. Every move
# is the only legal one, and it comes back every 12 plies (take, 8, take, 7, take, 8 ...).
LOOP: dict[str, Any] = {
    "seats": [
        {"hand": "", "draw": "", "open": "5", "blind": "6 6 g",
         "aside": "1 0 2 h 8 1 h 3 8 h 9", "at_table": True},
        {"hand": "8", "draw": "", "open": "3", "blind": "h 1 g",
         "aside": "6 0 3 5 4 6 6 7 0 2 h 4 4 g g 9", "at_table": True, "known": "8"},
        {"hand": "", "draw": "", "open": "2 5 6", "blind": "3 2 0",
         "aside": "4 4 7 8 0 h 3 7 9 g 1 0 3 5 h 7 7 8 9 9 g g 5 5 g 4 8 9 h",
         "at_table": True},
    ],
    "pile": "7", "bid": "7", "five_rule": False, "half_owner": None, "turn": 0, "phase": "play",
}  # fmt: skip
CYCLE = ["take", "8", "take", "7", "take", "8", "take", "7", "take", "8", "take", "7"]


def play_forced(state: State, limit: int = 100) -> tuple[State, list[str], list[Event]]:
    """Play the only legal move until the game ends; the moves and the last move's events."""
    moves: list[str] = []
    events: list[Event] = []
    while not state.is_over:
        legal = legal_moves(state)
        assert len(legal) == 1, f"ply {len(moves)}: {[format_move(m) for m in legal]}"
        state, events = apply_move(state, legal[0])
        moves.append(format_move(legal[0]))
        assert len(moves) <= limit, "the game went round in circles for ever"
    return state, moves, events
