"""The 8½ rules as a library: the text contract of RULES.md Part C.

    state = new_game(players=3, seed=7)
    moves = legal_moves(state)
    state, events = apply_move(state, moves[0])

Everything here is pure: states are frozen and randomness comes only from the seed.

Errors: a move the rules refuse raises IllegalMove; text that is not Part C notation raises
NotationError (PositionError for a position); both are ValueErrors and say what is wrong.
An argument of the wrong type (legal_moves(None), apply_move(a_dict, move), a seat that is
not an int, a seed that is not a whole number) raises a TypeError naming the type expected.
new_game's players outside 2-5 are a ValueError.

A game that goes round in circles ends at the third occurrence of a position (R10.6). Each
State carries the count of the positions its game has met (on its compact twin, not part
of the position's value): a position read from notation starts a fresh count, like chess's
FEN; a saved game replays its moves from its start, so the count is exact.
"""

from __future__ import annotations

from typing import NamedTuple

from game.rules.eight_half import core
from game.rules.eight_half.cards import TAKES_MOVE, TAKES_STATE, Card, NotationError, expect
from game.rules.eight_half.deal import deal
from game.rules.eight_half.events import Event
from game.rules.eight_half.explain import Refusal, why_illegal
from game.rules.eight_half.moves import Move, format_move, malformed, parse_move
from game.rules.eight_half.notation import PositionError, format_position, parse_position
from game.rules.eight_half.observe import Observation, observe
from game.rules.eight_half.state import Phase, State

__all__ = [
    "Card", "Event", "IllegalMove", "Move", "NotationError", "Observation", "Outcome",
    "Phase", "PositionError", "State", "apply_move", "format_move", "format_position",
    "legal_moves", "new_game", "observe", "parse_move", "parse_position",
]  # fmt: skip


class IllegalMove(ValueError):
    """A move the rules refuse in this position; `reason` says why in a player's words.

    `code` and `facts` say the same for a translated text (see game.rules.eight_half.explain).
    """

    def __init__(self, move: Move, refusal: Refusal) -> None:
        super().__init__(f"{format_move(move)!r} is not allowed: {refusal.text}")
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
    *,
    dealer: int | None = None,
    swap: tuple[int, int] | None = None,
) -> State:
    """Deal a game for 2-5 players (R2-R3); `swap` = (winner, loser) of the previous game."""
    expect(seed, int, "new_game takes a whole number (an int) as its seed")
    return deal(players, seed, dealer=dealer, swap=swap)


def legal_moves(state: State) -> list[Move]:
    """Every legal move; empty only once the game is over."""
    if not isinstance(state, State):  # checked once a move
        expect(state, State, TAKES_STATE, "legal_moves")
    return list(_legal(state)[1])


def is_legal(state: State, move: Move) -> bool:
    expect(state, State, TAKES_STATE, "is_legal")
    expect(move, Move, TAKES_MOVE, "is_legal")
    if malformed(move):
        return False
    return move.code in _legal(state)[0]


_MOVES: dict[int, Move] = {}  # engine code -> its Move: moves are values, shared freely


def _legal(state: State) -> tuple[tuple[int, ...], tuple[Move, ...]]:
    """The legal codes and their Moves, worked out once per state and kept on it."""
    cached = state.legal_cache
    if cached is None:
        codes = tuple(core.table_of(state).legal())
        moves = []
        for code in codes:
            m = _MOVES.get(code)
            if m is None:
                m = _MOVES[code] = Move.from_code(code)
            moves.append(m)
        cached = (codes, tuple(moves))
        object.__setattr__(state, "legal_cache", cached)
    return cached


def apply_move(state: State, move: Move) -> Outcome:
    """The position after `move` and the events the table shows; IllegalMove if refused."""
    if not (isinstance(state, State) and isinstance(move, Move)):  # checked once a move
        expect(state, State, TAKES_STATE, "apply_move")
        expect(move, Move, TAKES_MOVE, "apply_move")
    codes, moves = _legal(state)
    for code, legal in zip(codes, moves, strict=True):  # noqa: B007 - code is used below
        if legal is move or legal == move:
            break
    else:
        problem = malformed(move)
        if problem:
            # Refused before encoding: an unchecked Move could be another move's code (#8).
            raise IllegalMove(move, Refusal(problem[0], problem[1], {}))
        raise IllegalMove(move, why_illegal(state, move))
    table = core.table_of(state).copy()
    events: list[Event] = []
    table.events = events
    table.play(code)
    return Outcome(table.to_state(prev=state), events)


def play_line(state: State, text: str) -> Outcome:
    """apply_move with a move in notation, for tests, logs and consoles."""
    expect(state, State, TAKES_STATE, "play_line")
    return apply_move(state, parse_move(text))
