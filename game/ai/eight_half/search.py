"""8½ Hard's search: determinized Monte Carlo with a bandit over the moves at the root
(the skeleton in game.ai.search; the rollout, horizon and scores here are 8½'s).

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

from game.ai import search as skeleton
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
    skeleton.rollout(t, rng, plies, over=_over, policy=medium_move, noise=ROLLOUT_NOISE)


def _over(t: core.Table) -> bool:
    return t.phase == core.OVER


def search(
    obs: Observation,
    legal: list[int],
    rng: random.Random,
    *,
    iterations: int,
    seconds: float | None,
) -> int:
    """The root move with the best mean reward after the budget (whichever ends first)."""
    heads_up = obs.players == 2
    plies = MAX_ROLLOUT_PLIES if heads_up else HORIZON_ROUNDS * obs.players
    judge = reward if heads_up else estimate
    seat = obs.seat
    return skeleton.search(
        obs,
        legal,
        rng,
        determinize=determinize,
        # Looked up at each call, so a test may watch the rollouts.
        rollout=lambda t, r: rollout(t, r, plies),
        score=lambda t: judge(t, seat),
        iterations=iterations,
        seconds=seconds,
        explore=EXPLORE,
    )
