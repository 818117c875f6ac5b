"""Helpers to write Huit américain positions in RULES.md Part D notation and play lines."""

from __future__ import annotations

import random
from typing import Any

from attrs import evolve

from game.rules.huit import (
    Outcome,
    State,
    format_move,
    legal_moves,
    parse_position,
    play_line,
)
from game.rules.huit.events import Event


def position(
    *hands: str,
    stock: str = "",
    discard: str = "5h",
    suit: str | None = None,
    turn: int = 0,
    phase: str = "play",
    drawn: str | None = None,
    penalty: int = 0,
    unannounced: int | None = None,
    decks: int = 1,
    **extra: Any,
) -> State:
    data: dict[str, Any] = {
        "game": "huit", "decks": decks, "hands": list(hands), "stock": stock,
        "discard": discard, "suit": suit, "turn": turn, "phase": phase, "drawn": drawn,
        "penalty": penalty, "unannounced": unannounced,
    }  # fmt: skip
    data.update(extra)
    return parse_position(data)


def legal(state: State) -> set[str]:
    return {format_move(m) for m in legal_moves(state)}


def play(state: State, *lines: str) -> Outcome:
    """Play several moves in notation; returns the last state with all the events."""
    events: list[Event] = []
    for line in lines:
        state, evs = play_line(state, line)
        events.extend(evs)
    return Outcome(state, events)


def kinds(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def first(events: list[Event], kind: type) -> Any:
    found = [e for e in events if isinstance(e, kind)]
    assert found, f"no {kind.__name__} in {events}"
    return found[0]


def hand(state: State, seat: int) -> str:
    return " ".join(c.token for c in state.hands[seat])


def rehide(state: State, seat: int, rng: random.Random) -> State:
    """The same position but for the cards `seat` cannot see, dealt differently: the other
    hands and the stock (and the refill generator, which nobody sees either). The cards
    turned up at the deal stay under the stock: everyone saw them go there (H1)."""
    kept = {seat}
    if state.drawn is not None:
        kept.add(state.turn)  # the drawer's hand stays: it holds the drawn card
    seen = len(state.stock) - state.turned
    hidden = list(state.stock[:seen])
    for p, h in enumerate(state.hands):
        if p not in kept:
            hidden += h
    rng.shuffle(hidden)
    hands = []
    for p, h in enumerate(state.hands):
        hands.append(h if p in kept else tuple(sorted(hidden.pop() for _ in h)))
    stock = tuple(hidden.pop() for _ in range(seen)) + state.stock[seen:]
    return evolve(state, hands=tuple(hands), stock=stock, rng=rng.getrandbits(64))
