"""The seam between the record format and each game's rules.

A match record (game.store.record) is the same for every game: players, games with a
start position and moves, the current position. What a position or a move *is* belongs to
the game; `RULES` maps the record's ``"game"`` name to those few functions. Each game is one
`register` call with its own functions: 8½ (Part A/C) and Huit américain (Part B/D).

A record's `length` is the game's measure of a match: 8½'s number of games (R10.5), Huit
américain's target total (H6: 500), where 1 stands for a single round.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeAlias, TypeVar

import attrs

if TYPE_CHECKING:
    from game.rules import eight_half, huit


@attrs.frozen
class GameOutcome:
    """How one finished game ended: its winner and the points of every seat."""

    winner: int
    points: tuple[int, ...]


class Dealt(Protocol):
    """What the record layer reads of any game's position: both games' states have it."""

    @property
    def players(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def winner(self) -> int | None: ...  # set once the game is over
    @property
    def points(self) -> tuple[int, ...] | None: ...  # set once the game is over


StateT = TypeVar("StateT", bound=Dealt)
StateT_co = TypeVar("StateT_co", covariant=True)
MoveT = TypeVar("MoveT")


class Applied(Protocol[StateT_co]):
    """What a game's `apply_move` returns: the next state (and events, the table's)."""

    @property
    def state(self) -> StateT_co: ...


class RulesPackage(Protocol[StateT, MoveT]):
    """The functions of a game's rules package (`game.rules.<game>`) the record uses."""

    # A position in Part C/D notation: a JSON object (with JSON values) or its text.
    def parse_position(self, data: dict[str, Any] | str) -> StateT: ...
    def format_position(self, state: StateT) -> dict[str, Any]: ...
    def parse_move(self, text: str) -> MoveT: ...
    def format_move(self, move: MoveT) -> str: ...
    def apply_move(self, state: StateT, move: MoveT) -> Applied[StateT]: ...


@attrs.frozen
class GameRules(Generic[StateT, MoveT]):
    """What the record layer needs to know about one game. States and moves stay opaque.

    Every function raises ValueError (the rules' NotationError, PositionError, IllegalMove
    all are) on bad input; nothing else is expected from them.
    """

    name: str
    min_players: int
    max_players: int
    parse_position: Callable[[Any], StateT]  # from any JSON value: the rules check it
    format_position: Callable[[StateT], dict[str, Any]]  # to a JSON object
    parse_move: Callable[[str], MoveT]
    format_move: Callable[[MoveT], str]
    apply_move: Callable[[StateT, MoveT], StateT]  # the next state only; events are the table's
    players_of: Callable[[StateT], int]
    outcome: Callable[[StateT], GameOutcome | None]  # None while the game goes on
    # (match length, points of each finished game) -> is the match over?
    match_over: Callable[[int, Sequence[tuple[int, ...]]], bool]
    # A finished game's winner from its points alone (the record keeps points, not winners);
    # ValueError if the points name nobody.
    winner_by_points: Callable[[tuple[int, ...]], int]
    max_length: int = 99  # the largest `length` a record may hold
    # The most games a match of that length can hold (a record listing more is not a match).
    max_games: Callable[[int], int] = lambda length: length
    # The decks a game's position is dealt from: every game of a match shares them.
    decks_of: Callable[[StateT], int] = lambda _state: 1
    # The house rules a game's position is dealt under (Huit américain's, RULES.md H7), in
    # the order the game gives them; () for the book's rules. Every game of a match shares them.
    house_rules_of: Callable[[StateT], tuple[str, ...]] = lambda _state: ()
    # A record's list of house rules checked and put in order; ValueError or TypeError for
    # what the game does not have.
    house_rules: Callable[[Sequence[str]], tuple[str, ...]] = lambda names: _book_only(names)


def _book_only(names: Sequence[str]) -> tuple[str, ...]:
    """A game without house rules: played by its book's rules only."""
    if names:
        raise ValueError(f"this game has no house rules: {', '.join(map(str, names))}")
    return ()


# A record names its game only at run time: its states and moves are whichever game's that
# is (each game's rules are checked where they are built, below).
AnyGameRules: TypeAlias = "GameRules[Any, Any]"

RULES: dict[str, AnyGameRules] = {}


def register(rules: AnyGameRules) -> None:
    """Make a game's records readable and writable under `rules.name`."""
    RULES[rules.name] = rules


def rules_for(name: str) -> AnyGameRules:
    """The rules registered under `name`; KeyError for a game this version does not know."""
    return RULES[name]


# --- what both games' rules packages give alike -------------------------------------------


def _outcome(state: Dealt) -> GameOutcome | None:
    if not state.is_over or state.winner is None or state.points is None:
        return None
    return GameOutcome(state.winner, state.points)


def _players(state: Dealt) -> int:
    return state.players


def _rules(
    name: str,
    package: Callable[[], RulesPackage[StateT, MoveT]],
    match_over: Callable[[int, Sequence[tuple[int, ...]]], bool],
    winner_by_points: Callable[[tuple[int, ...]], int],
) -> GameRules[StateT, MoveT]:
    """`name`'s rules from its rules `package`: its notation, its moves (the next state only:
    the events are the table's) and its players, 2 to 5; and how its matches end."""
    return GameRules(
        name=name,
        min_players=2,
        max_players=5,
        parse_position=lambda value: package().parse_position(value),
        format_position=lambda state: package().format_position(state),
        parse_move=lambda text: package().parse_move(text),
        format_move=lambda move: package().format_move(move),
        apply_move=lambda state, move: package().apply_move(state, move).state,
        players_of=_players,
        outcome=_outcome,
        match_over=match_over,
        winner_by_points=winner_by_points,
    )


# --- 8½ (RULES.md Part A and C) ---------------------------------------------------------


@functools.cache  # each move replayed asks for it
def _eight_half() -> RulesPackage[eight_half.State, eight_half.Move]:
    """8½'s rules, imported when a record of it is first read or written: the title comes
    up without the rules of a game that has no match saved."""
    from game.rules import eight_half

    return eight_half


def _eight_half_match_over(length: int, finished: Sequence[tuple[int, ...]]) -> bool:
    return len(finished) >= length  # R10.5: a fixed number of games


def _eight_half_winner(points: tuple[int, ...]) -> int:
    # R10.2: the winner scores 2 or 3, every other seat 0 or 1, so the winner is the maximum.
    return points.index(max(points))


EIGHT_HALF = _rules(
    "eight_half",
    _eight_half,
    match_over=_eight_half_match_over,
    winner_by_points=_eight_half_winner,
)
register(EIGHT_HALF)


# --- Huit américain (RULES.md Part B and D) ----------------------------------------------


@functools.cache
def _huit() -> RulesPackage[huit.State, huit.Move]:
    """Huit américain's rules, imported when a record of it is first read or written."""
    from game.rules import huit

    return huit


SINGLE_ROUND = 1  # a record's length for "one round" (H6); otherwise the target total
MAX_TARGET = 9999
MIN_ROUND_POINTS = 5  # H6: a finished round leaves a card (worth 5 at least) in every other hand


def _huit_match_over(length: int, finished: Sequence[tuple[int, ...]]) -> bool:
    if length == SINGLE_ROUND:
        return len(finished) >= 1
    totals = [sum(column) for column in zip(*finished, strict=True)]
    return any(total >= length for total in totals)  # H6: the first to reach the target


def _huit_winner(points: tuple[int, ...]) -> int:
    # H6: only the round's winner scores, and at least 5 (every other hand holds a card).
    best = max(points)
    if best < MIN_ROUND_POINTS or points.count(best) != 1 or sum(points) != best:
        raise ValueError(f"the points {list(points)} do not name a round's winner (H6)")
    return points.index(best)


def _huit_max_games(length: int) -> int:
    # Each round gives its winner 5 points or more, so someone reaches the target within
    # (players) x (target / 5) rounds: at most 5 x ceil(length / 5) <= length + 4.
    return 1 if length == SINGLE_ROUND else length + 4


def _huit_decks(state: huit.State) -> int:
    return state.decks


def _huit_house_rules_of(state: huit.State) -> tuple[str, ...]:
    return state.rules


def _huit_house_rules(names: Sequence[str]) -> tuple[str, ...]:
    from game.rules import huit

    return huit.house_rules(names)


HUIT = attrs.evolve(
    _rules("huit", _huit, match_over=_huit_match_over, winner_by_points=_huit_winner),
    max_length=MAX_TARGET,
    max_games=_huit_max_games,
    decks_of=_huit_decks,
    house_rules_of=_huit_house_rules_of,
    house_rules=_huit_house_rules,
)
register(HUIT)
