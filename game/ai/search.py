"""The search skeleton both Hard bots use: determinized Monte Carlo, UCB1 at the root.

Every iteration samples the hidden cards afresh from what the seat has seen (so the search
is over the information set, not one guessed deal), plays one root move chosen by UCB1,
lets a guiding policy play on (with a little randomness), and scores the end. Each game
brings its own sampler, rollout and score; the bandit and the budgets are the same.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar


class Playable(Protocol):
    """A compact engine position: the legal move codes, and a move played in place."""

    def legal(self) -> list[int]: ...

    def play(self, m: int) -> None: ...


ObsT = TypeVar("ObsT")
TableT = TypeVar("TableT", bound=Playable)


def rollout(
    t: TableT,
    rng: random.Random,
    plies: int,
    *,
    over: Callable[[TableT], bool],
    policy: Callable[[TableT, list[int], random.Random], int],
    noise: float,
) -> None:
    """Play `t` on with `policy`, a share `noise` of the moves at random, for `plies` at most."""
    for _ in range(plies):
        if over(t):
            return
        legal = t.legal()
        if rng.random() < noise:
            t.play(rng.choice(legal))
        else:
            t.play(policy(t, legal, rng))


def search(
    obs: ObsT,
    legal: Sequence[int],
    rng: random.Random,
    *,
    determinize: Callable[[ObsT, random.Random], TableT],
    rollout: Callable[[TableT, random.Random], None],
    score: Callable[[TableT], float],
    iterations: int,
    seconds: float | None,
    explore: float,
) -> int:
    """The root move with the best mean score after the budget (whichever ends first)."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    n = len(legal)
    visits = [0] * n
    total = [0.0] * n
    for i in range(iterations):
        if deadline is not None and i % 4 == 0 and time.perf_counter() > deadline:
            break
        if i < n:
            j = i
        else:
            log_i = math.log(i)
            j = max(
                range(n),
                key=lambda a: total[a] / visits[a] + explore * math.sqrt(log_i / visits[a]),
            )
        t = determinize(obs, rng)
        t.play(legal[j])
        rollout(t, rng)
        visits[j] += 1
        total[j] += score(t)
    best = max(range(n), key=lambda a: (total[a] / visits[a] if visits[a] else -1.0, visits[a]))
    return legal[best]
