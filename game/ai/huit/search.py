"""Huit américain Hard's search: determinized Monte Carlo with paired look-aheads.

Each sample deals the unseen cards afresh (view.determinize) and then tries every root move
on that same deal, with the same stock and the same random choices in the play that
follows: the moves are compared under the same luck, so the luck of the draw (by far the
largest part of a round's outcome) cancels out of the comparison instead of drowning it.
Every seat then follows Medium (the policy; a small share of the moves at random) to the end
of the round, which is short enough to play out. The score is the round won: the goal is
rounds. Medium's own choice stands unless the paired results show another move better by a
clear margin (see `search`).
"""

from __future__ import annotations

import math
import random
import time

from game.ai import search as skeleton
from game.ai.huit.policy import medium_move
from game.ai.huit.view import determinize
from game.rules.huit import Observation, core

ROLLOUT_NOISE = 0.05
CONFIDENCE = 1.0  # standard errors a move must beat Medium's choice by
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
    """The root move after the budget: `iterations` look-aheads in all, or `seconds`,
    whichever ends first (a sample begun is finished).

    Medium's own choice stands unless another move beat it, sample for sample, by more than
    CONFIDENCE standard errors: a search this short is noisy, and a noisy pick among moves
    that Medium's rules already rank is worse than the rules."""
    seat = obs.seat
    deadline = None if seconds is None else time.perf_counter() + seconds
    n = len(legal)
    first = determinize(obs, rng)
    default = legal.index(medium_move(first.copy(), legal, rng)) if n > 1 else 0
    results: list[list[float]] = [[] for _ in range(n)]
    done = 0
    deal = first
    while done < iterations:
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        luck = rng.getrandbits(64)
        for j in range(n):
            if done == iterations:
                break
            t = deal.copy()
            t.play(legal[j])
            rollout(t, random.Random(luck))  # looked up at each call: tests may watch it
            results[j].append(score(t, seat))
            done += 1
        deal = determinize(obs, rng)
    return legal[_pick(results, default)]


def _pick(results: list[list[float]], default: int) -> int:
    """The move whose paired advantage over `default` is largest and sure enough."""
    base = results[default]
    best, best_edge = default, 0.0
    for j, mine in enumerate(results):
        k = min(len(mine), len(base))
        if j == default or k < 2:
            continue
        diffs = [mine[i] - base[i] for i in range(k)]
        mean = sum(diffs) / k
        var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
        edge = mean - CONFIDENCE * math.sqrt(var / k)
        if edge > best_edge:
            best, best_edge = j, edge
    return best
