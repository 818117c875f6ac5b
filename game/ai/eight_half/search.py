"""Hard's search: determinized Monte Carlo with a bandit over the moves at the root.

Every iteration samples the hidden cards afresh from what the seat has seen (so the search
is over the information set, not one guessed deal), plays one root move chosen by UCB1,
then lets every seat follow the Medium policy (with a little randomness). Heads-up it plays
on to the end; with more players it stops after a few rounds and scores the position by
the cards each seat still has to get rid of, because there the rest of a game is mostly
the other players' luck and cutting it short gives more, steadier samples.
"""

from __future__ import annotations

import math
import random
import time

from game.ai.eight_half.policy import medium_move
from game.ai.eight_half.view import determinize
from game.rules.eight_half import core
from game.rules.eight_half.observe import Observation

EXPLORE = 0.5
ROLLOUT_NOISE = 0.1  # share of rollout moves made at random, so rollouts differ
MAX_ROLLOUT_PLIES = 400
HORIZON_ROUNDS = 6  # with 3+ players, rollouts stop after this many rounds
# Win chance ~ exp(-LEAN * cards still to shed, counting the seats' turn order too):
# fitted on thousands of Medium games (log-likelihood, per player count).
LEAN = {3: 0.16, 4: 0.30, 5: 0.30}
TURN_HANDICAP = 0.3


def estimate(t: core.Table, seat: int) -> float:
    """The chance `seat` wins from here, judged by the cards each seat still has to shed."""
    if t.phase == core.OVER:
        return 1.0 if t.winner == seat else 0.0
    n = t.n
    lean = LEAN.get(n, 0.3)
    weights = [
        math.exp(
            -lean
            * (
                t.hand_sizes[p] + len(t.draws[p]) + t.open_sizes[p] + len(t.blinds[p])
                + TURN_HANDICAP * ((p - t.turn) % n)
            )
        )
        for p in range(n)
    ]  # fmt: skip
    return weights[seat] / sum(weights)


def reward(t: core.Table, seat: int) -> float:
    """A finished rollout seen from `seat`: a win above all, then few cards."""
    if t.phase == core.OVER:
        won = 1.0 if t.winner == seat else 0.0
        counts = t.card_counts()
        low = 0.25 if counts[seat] == min(counts) else 0.0
        return won + low
    # Unfinished (a very long rollout): judge by cards still to get rid of.
    left = [
        t.hand_sizes[p] + len(t.draws[p]) + t.open_sizes[p] + len(t.blinds[p]) for p in range(t.n)
    ]
    return 0.5 if left[seat] == min(left) else 0.0


def rollout(t: core.Table, rng: random.Random, plies: int = MAX_ROLLOUT_PLIES) -> None:
    for _ in range(plies):
        if t.phase == core.OVER:
            return
        legal = t.legal()
        if rng.random() < ROLLOUT_NOISE:
            t.play(rng.choice(legal))
        else:
            t.play(medium_move(t, legal, rng))


def search(
    obs: Observation,
    legal: list[int],
    rng: random.Random,
    *,
    iterations: int,
    seconds: float | None,
) -> int:
    """The root move with the best mean reward after the budget (whichever ends first)."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    n = len(legal)
    heads_up = obs.players == 2
    plies = MAX_ROLLOUT_PLIES if heads_up else HORIZON_ROUNDS * obs.players
    score = reward if heads_up else estimate
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
                key=lambda a: total[a] / visits[a] + EXPLORE * math.sqrt(log_i / visits[a]),
            )
        t = determinize(obs, rng)
        t.play(legal[j])
        rollout(t, rng, plies)
        visits[j] += 1
        total[j] += score(t, obs.seat)
    best = max(range(n), key=lambda a: (total[a] / visits[a] if visits[a] else -1.0, visits[a]))
    return legal[best]
