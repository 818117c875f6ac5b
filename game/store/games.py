"""The seam between the record format and each game's rules.

A match record (game.store.record) is the same for every game: players, games with a
start position and moves, the current position. What a position or a move *is* belongs to
the game; `RULES` maps the record's ``"game"`` name to those few functions. Adding a game
(Huit américain, RULES.md Part D) is one `register` call with its own functions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from game.rules import eight_half
from game.rules.eight_half.match import DEFAULT_LENGTH


@attrs.frozen
class GameOutcome:
    """How one finished game ended: its winner and the points of every seat."""

    winner: int
    points: tuple[int, ...]


@attrs.frozen
class GameRules:
    """What the record layer needs to know about one game. States and moves stay opaque.

    Every function raises ValueError (the rules' NotationError, PositionError, IllegalMove
    all are) on bad input; nothing else is expected from them.
    """

    name: str
    min_players: int
    max_players: int
    parse_position: Callable[[Any], Any]
    format_position: Callable[[Any], dict[str, Any]]
    parse_move: Callable[[str], Any]
    format_move: Callable[[Any], str]
    apply_move: Callable[[Any, Any], Any]  # the next state only; events are the table's
    players_of: Callable[[Any], int]
    outcome: Callable[[Any], GameOutcome | None]  # None while the game goes on
    # (match length, points of each finished game) -> is the match over?
    match_over: Callable[[int, Sequence[tuple[int, ...]]], bool]
    # A finished game's winner from its points alone (the record keeps points, not winners).
    winner_by_points: Callable[[tuple[int, ...]], int]
    default_length: int = DEFAULT_LENGTH


RULES: dict[str, GameRules] = {}


def register(rules: GameRules) -> None:
    """Make a game's records readable and writable under `rules.name`."""
    RULES[rules.name] = rules


def rules_for(name: str) -> GameRules:
    """The rules registered under `name`; KeyError for a game this version does not know."""
    return RULES[name]


# --- 8½ (RULES.md Part A and C) ---------------------------------------------------------


def _eight_half_outcome(state: eight_half.State) -> GameOutcome | None:
    if not state.is_over or state.winner is None or state.points is None:
        return None
    return GameOutcome(state.winner, state.points)


def _eight_half_apply(state: eight_half.State, move: eight_half.Move) -> eight_half.State:
    return eight_half.apply_move(state, move).state


def _eight_half_match_over(length: int, finished: Sequence[tuple[int, ...]]) -> bool:
    return len(finished) >= length  # R10.5: a fixed number of games


def _eight_half_winner(points: tuple[int, ...]) -> int:
    # R10.2: the winner scores 2 or 3, every other seat 0 or 1, so the winner is the maximum.
    return points.index(max(points))


def _players(state: eight_half.State) -> int:
    return state.players


EIGHT_HALF = GameRules(
    name="eight_half",
    min_players=2,
    max_players=5,
    parse_position=eight_half.parse_position,
    format_position=eight_half.format_position,
    parse_move=eight_half.parse_move,
    format_move=eight_half.format_move,
    apply_move=_eight_half_apply,
    players_of=_players,
    outcome=_eight_half_outcome,
    match_over=_eight_half_match_over,
    winner_by_points=_eight_half_winner,
)
register(EIGHT_HALF)
