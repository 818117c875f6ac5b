"""The Huit américain rules as a library: the text contract of RULES.md Part D.

    state = new_game(players=3, seed=7)
    moves = legal_moves(state)
    state, events = apply_move(state, moves[0])

Everything here is pure: states are frozen and randomness comes only from the seed and
the `rng` a state carries. Each State keeps its compact twin (core.Table), so a move costs
one copy and one play.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from game.rules.huit import core
from game.rules.huit.cards import TAKES_MOVE, TAKES_STATE, NotationError, expect, show
from game.rules.huit.deal import deal
from game.rules.huit.events import Event
from game.rules.huit.explain import Refusal, why_illegal
from game.rules.huit.house import house_rules
from game.rules.huit.moves import Move, decode, format_move, parse_move
from game.rules.huit.state import State


class IllegalMove(ValueError):
    """A move the rules refuse in this position; `reason` says why in a player's words.

    `code` and `facts` say the same for a translated text (see game.rules.huit.explain).
    """

    def __init__(self, move: Move, refusal: Refusal) -> None:
        super().__init__(f"{_shown(move)!r} is not allowed: {refusal.text}")
        self.move = move
        self.reason = refusal.text
        self.code = refusal.code
        self.facts = refusal.facts


class Outcome(NamedTuple):
    state: State
    events: list[Event]


def new_game(
    players: int,
    seed: int,
    decks: int = 1,
    rules: Iterable[str] = (),
    *,
    dealer: int | None = None,
) -> State:
    """Deal a round for 2-5 players with 1 or 2 decks (H0, H1); ValueError otherwise.

    `rules`: the house rules in force, a collection of H7 names (HOUSE_RULES); a bare
    string is a TypeError, an unknown name an UnknownHouseRule (a ValueError)."""
    return deal(players, seed, decks, dealer, house_rules(rules))


def legal_moves(state: State) -> list[Move]:
    """Every legal move; empty only once the round is over (H6.1)."""
    if not isinstance(state, State):  # checked once a move
        expect(state, State, TAKES_STATE, "legal_moves")
    return [decode(m) for m in core.legal_codes(state)]


def is_legal(state: State, move: Move) -> bool:
    expect(state, State, TAKES_STATE, "is_legal")
    expect(move, Move, TAKES_MOVE, "is_legal")
    try:
        return move.code in core.legal_codes(state)
    except NotationError:
        return False


def apply_move(state: State, move: Move) -> Outcome:
    """The position after `move` and the events the table shows; IllegalMove if refused."""
    if not (isinstance(state, State) and isinstance(move, Move)):  # checked once a move
        expect(state, State, TAKES_STATE, "apply_move")
        expect(move, Move, TAKES_MOVE, "apply_move")
    try:
        code = move.code
    except NotationError as e:
        raise IllegalMove(move, Refusal("not_a_card", str(e), {})) from None
    if code not in core.legal_codes(state):
        raise IllegalMove(move, why_illegal(state, move))
    table = core.table_of(state).copy()
    events: list[Event] = []
    table.events = events
    table.play(code)
    return Outcome(table.to_state(state), events)


def play_line(state: State, text: str) -> Outcome:
    """apply_move with a move in notation, for tests, logs and consoles."""
    expect(state, State, TAKES_STATE, "play_line")
    return apply_move(state, parse_move(text))


def _shown(move: Move) -> str:
    try:
        return format_move(move)
    except Exception:  # a hand-made Move with nonsense in it: show it as it is
        return show(move)
