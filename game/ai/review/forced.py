"""Whether a seat had a forced win, every card known: a bounded search of a 2-player game.

Once a game is over nothing is hidden: the hands, the draw piles and blind cards of 8½, the
stock of Huit américain in its order and even the seed of its refill shuffles (H3) are in
the state. Neither game then has any chance left in it, so from a position the seat either
can force the win whatever the other does, or the other can stop it: a game tree with two
players, AND-OR, and no dice.

The search deepens step by step (a line of one move, then two, ...) so a short forced win
is found before long lines are looked at, and counts the positions it visits against a
budget. It answers `YES` with a winning line, `NO` when every line was seen to its end, or
`UNKNOWN` when the budget ran out first (or it was cancelled). A move with a single legal
choice costs no depth: a forced take or an opening card is not a decision. The rules'
repetition counts (R10.6, H6.2) come with the position, so every line ends.

Huit's "Carte !" forgotten (H5.1) is searched only as said: forgetting it can only give the
other player a call, so it is never better for the one who forgets.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Protocol

from attrs import frozen

from game.rules.eight_half import core as eight_core
from game.rules.huit import core as huit_core

NODES = 200_000  # positions visited at most: about a second and a half on one core
MAX_DEPTH = 200  # decisions deep: longer than any game the budget could see to its end


class Verdict(enum.Enum):
    YES = "yes"  # a forced win: `line` shows it
    NO = "no"  # the other player could always stop it
    UNKNOWN = "unknown"  # the budget ran out (or the search was cancelled) first


@frozen
class Forced:
    """The search's answer; `line`: the engine codes of a winning line (YES only), the
    seat's winning moves and the other's replies, from the position searched."""

    verdict: Verdict
    line: tuple[int, ...]
    nodes: int


class Table(Protocol):
    """What the search asks of a game's compact table (game.rules.*.core.Table)."""

    phase: int
    winner: int

    def copy(self) -> Table: ...

    def legal(self) -> list[int]: ...

    def play(self, m: int) -> None: ...


@frozen
class Game:
    """A game's compact engine as the search sees it."""

    over: int  # the phase value of a finished game
    mover: Callable[[Table], int]
    moves: Callable[[Table], list[int]]  # the legal moves worth searching, best guesses first


def _eight_half_mover(t: Table) -> int:
    assert isinstance(t, eight_core.Table)
    return t.swapper if t.phase == eight_core.SWAP else t.turn


def _huit_mover(t: Table) -> int:
    assert isinstance(t, huit_core.Table)
    return t.turn


def _eight_half_moves(t: Table) -> list[int]:
    # Plays that shed the most cards first: the quickest wins are found first.
    return sorted(t.legal(), key=lambda m: -(m & 15) if m < eight_core.BLIND else 0)


def _huit_moves(t: Table) -> list[int]:
    legal = t.legal()
    said = {m & ~huit_core.CARTE for m in legal if m & huit_core.CARTE}
    return [m for m in legal if m not in said]


EIGHT_HALF = Game(eight_core.OVER, _eight_half_mover, _eight_half_moves)
HUIT = Game(huit_core.OVER, _huit_mover, _huit_moves)
GAMES = {"eight_half": EIGHT_HALF, "huit": HUIT}


class _OutOfBudget(Exception):
    """The budget ran out (or the search was cancelled) in the middle of a line."""


class _Search:
    def __init__(self, game: Game, seat: int, budget: int, stop: Callable[[], bool]) -> None:
        self.game = game
        self.seat = seat
        self.budget = budget
        self.stop = stop
        self.nodes = 0

    def solve(self, t: Table, depth: int) -> tuple[bool | None, tuple[int, ...]]:
        """True (the seat wins whatever the other does, with the line), False (the other can
        stop it), None (not seen to the end within `depth` decisions)."""
        game = self.game
        if t.phase == game.over:
            return t.winner == self.seat, ()
        self.nodes += 1
        if self.nodes > self.budget or (self.nodes & 1023 == 0 and self.stop()):
            raise _OutOfBudget
        moves = game.moves(t)
        if len(moves) > 1:
            if depth == 0:
                return None, ()
            depth -= 1
        mine = game.mover(t) == self.seat
        unknown = False
        line: tuple[int, ...] = ()
        for m in moves:
            child = t.copy()
            child.play(m)
            value, rest = self.solve(child, depth)
            if value is None:
                unknown = True
            elif value is mine:  # my win found, or the other's escape found: settled
                return value, (m, *rest)
            elif not line:
                line = (m, *rest)  # the other's first reply, for the line shown
        if unknown:
            return None, ()
        return (not mine), (() if mine else line)


def forced_win(
    game: str,
    table: Table,
    seat: int,
    *,
    budget: int = NODES,
    stop: Callable[[], bool] = lambda: False,
) -> Forced:
    """Whether `seat` can force the win of the game (8½) or round (Huit) from `table`, a
    2-player position with every card known; `table` itself is left as it is."""
    search = _Search(GAMES[game], seat, budget, stop)
    try:
        for depth in range(1, MAX_DEPTH + 1):
            value, line = search.solve(table.copy(), depth)
            if value is not None:
                return Forced(Verdict.YES if value else Verdict.NO, line, search.nodes)
    except _OutOfBudget:
        pass
    return Forced(Verdict.UNKNOWN, (), min(search.nodes, budget))
