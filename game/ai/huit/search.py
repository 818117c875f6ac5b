"""Huit américain Hard's search: the shared skeleton (game.ai.search) with Huit's parts.

Each iteration deals the unseen cards afresh (view.determinize), plays one root move, and
lets every seat follow Medium (a tenth of the moves at random) to the end of the round,
which is short enough to play out. The score is the round won: the goal is rounds.
"""

from __future__ import annotations

import random

from game.ai import search as skeleton
from game.ai.huit.policy import medium_move
from game.ai.huit.view import determinize
from game.rules.huit import Observation, core

EXPLORE = 0.4
ROLLOUT_NOISE = 0.1
MAX_ROLLOUT_PLIES = 300  # a round longer than this is judged by the hands left


def _over(t: core.Table) -> bool:
    return t.phase == core.OVER


def score(t: core.Table, seat: int) -> float:
    """A rollout seen from `seat`: 1 for the round won; unfinished, a share by hand sizes."""
    if t.phase == core.OVER:
        return 1.0 if t.winner == seat else 0.0
    sizes = [len(h) for h in t.hands]
    return 0.5 if sizes[seat] == min(sizes) else 0.0


def rollout(t: core.Table, rng: random.Random, plies: int = MAX_ROLLOUT_PLIES) -> None:
    skeleton.rollout(t, rng, plies, over=_over, policy=medium_move, noise=ROLLOUT_NOISE)


def search(
    obs: Observation,
    legal: list[int],
    rng: random.Random,
    *,
    iterations: int,
    seconds: float | None,
) -> int:
    """The root move with the best share of rounds won after the budget."""
    seat = obs.seat
    return skeleton.search(
        obs,
        legal,
        rng,
        determinize=determinize,
        rollout=lambda t, r: rollout(t, r),  # looked up at each call: tests may watch it
        score=lambda t: score(t, seat),
        iterations=iterations,
        seconds=seconds,
        explore=EXPLORE,
    )
