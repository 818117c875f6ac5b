"""Helpers to write crafted positions in RULES.md Part C notation, and play lines on them."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from attrs import evolve

from game.rules.eight_half import Outcome, legal_moves, parse_position, play_line
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


def position(*seats: dict[str, Any], pile: str = "", bid: str = "0", turn: int = 0,
             five_rule: bool = False, half_owner: int | None = None, **extra: Any) -> State:
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
