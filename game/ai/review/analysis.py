"""A game's review, decision by decision: an iterator a worker thread can stop.

`review` replays a game from its start with its moves, watching it as the reviewed seat
does (observe(state, seat) only: R11). At each decision of that seat (a position where it
has more than one legal move) it asks the game's judge for every legal move's chance to win
and yields a `Decision`. Each decision draws from its own generator, made from the game's
seed and the decision's number, so the same game always gets the same review, and a review
picked up in the middle gives the same numbers as one run from the start.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Generic, Protocol, TypeVar

from attrs import frozen

from game.ai.review.summary import Mark, mark

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
ObsT = TypeVar("ObsT")


class Judge(Protocol[StateT, MoveT, ObsT]):
    """What the review asks of a game (game.ai.review.eight_half, .huit)."""

    def mover(self, state: StateT) -> int | None: ...

    def legal(self, state: StateT) -> list[MoveT]: ...

    def apply(self, state: StateT, move: MoveT) -> StateT: ...

    def watch(self, state: StateT, seat: int) -> ObsT: ...

    def chances(
        self, obs: ObsT, legal: Sequence[MoveT], rng: random.Random, stop: Callable[[], bool]
    ) -> list[float] | None: ...


class Flag(Protocol):
    """A cancel flag: threading.Event is one."""

    def is_set(self) -> bool: ...


@frozen
class Decision(Generic[MoveT]):
    """One decision of the reviewed seat: every legal move with its chance to win (0-1)."""

    number: int  # among the seat's decisions in this game, from 0
    ply: int  # moves made in the game before it
    moves: tuple[MoveT, ...]
    chances: tuple[float, ...]
    played: int  # index in `moves` of the move made

    @property
    def best(self) -> int:
        """Index of the move with the highest chance (the first of equals, the move made
        if it is one of them)."""
        top = max(self.chances)
        if self.chances[self.played] == top:
            return self.played
        return self.chances.index(top)

    @property
    def played_chance(self) -> float:
        return self.chances[self.played]

    @property
    def best_chance(self) -> float:
        return self.chances[self.best]

    @property
    def loss(self) -> float:
        """Points of chance (0-100) lost by the move made against the best."""
        # Rounded: the chances are shares of samples, and 0.3 - 0.1 is not quite 0.2.
        return round(100.0 * (self.best_chance - self.played_chance), 6)

    @property
    def mark(self) -> Mark | None:
        return mark(self.loss)


def decision_rng(seed: int, number: int) -> random.Random:
    """The generator of decision `number` of a game dealt with `seed`."""
    return random.Random((seed & (2**64 - 1)) << 32 | (number & (2**32 - 1)))


def review(
    judge: Judge[StateT, MoveT, ObsT],
    start: StateT,
    moves: Sequence[MoveT],
    seat: int,
    *,
    seed: int,
    cancel: Flag | None = None,
) -> Iterator[Decision[MoveT]]:
    """The decisions of `seat` in the game from `start` with `moves`, one at a time.

    Stops (without a last, partial decision) as soon as `cancel` is set, also in the middle
    of a decision's samples. A move that is not legal where it stands is a ValueError."""

    def stop() -> bool:
        return cancel is not None and cancel.is_set()

    state = start
    number = 0
    for ply, move in enumerate(moves):
        if stop():
            return
        obs = judge.watch(state, seat)
        legal = judge.legal(state)
        if move not in legal:
            raise ValueError(f"move {ply + 1} ({move}) is not legal where it stands")
        if judge.mover(state) == seat and len(legal) > 1:
            chances = judge.chances(obs, legal, decision_rng(seed, number), stop)
            if chances is None:
                return
            yield Decision(
                number=number,
                ply=ply,
                moves=tuple(legal),
                chances=tuple(chances),
                played=legal.index(move),
            )
            number += 1
        state = judge.apply(state, move)
