"""Huit américain Hard's search: determinized Monte Carlo with paired look-aheads.

Each sample deals the unseen cards afresh (view.determinize) and then tries every root move
on that same deal, with the same stock and the same refill shuffles in the play that
follows: the moves are compared under the same luck, so the luck of the draw (by far the
largest part of a round's outcome) cancels out of the comparison instead of drowning it.
Every seat then follows Medium (the policy, exactly: it is what the bots across the table
play, and a random share of moves only blurred the comparison) to the end of the round,
which is short enough to play out. The deal keeps the round's house rules and direction
(H7), so the engine plays them in the look-aheads: a joker's penalty passed on, a jack
turning play, a last 8 that may not go out are searched like any other move. The score is
the round won: the goal is rounds.
Medium's own choice stands unless the paired results show another move better by a clear
margin; a move clearly worse than it stops being tried, so the budget goes to the moves
still in contention (see `search`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from game.ai.huit.memory import Memory
from game.ai.huit.policy import Left, medium_move
from game.ai.huit.view import determinize
from game.rules.huit import Observation, core

CONFIDENCE = 1.0  # standard errors a move must beat Medium's choice by
DROP = 2.0  # standard errors below Medium's choice that stop a move being tried
DROP_EVERY = 24  # deals between those checks
MAX_ROLLOUT_PLIES = 300  # a round longer than this is judged by the hands left


def score(t: core.Table, seat: int) -> float:
    """A rollout seen from `seat`: 1 for the round won; unfinished, a share by hand sizes."""
    if t.phase == core.OVER:
        return 1.0 if t.winner == seat else 0.0
    sizes = [len(h) for h in t.hands]
    return 0.5 if sizes[seat] == min(sizes) else 0.0


# A seat's choice in a rollout: the table, its legal codes, the generator, and the cards not
# on the discard (kept up by the rollout for Medium's count of the unseen cards).
Policy = Callable[[core.Table, list[int], random.Random, Left], int]


def rollout(
    t: core.Table,
    rng: random.Random,
    plies: int = MAX_ROLLOUT_PLIES,
    policies: Sequence[Policy] | None = None,
) -> None:
    """Every seat plays on by its policy (Medium for all by default), to the end of the
    round or `plies` at most."""
    # The cards not on the discard, kept up as the discard grows (a refill makes a new
    # discard list: counted afresh), for Medium's count of the unseen cards.
    discard = t.discard
    left = Left(t.decks, discard, t.house.jokers)
    counted = len(discard)
    for _ in range(plies):
        if t.phase == core.OVER:
            return
        legal = t.legal()
        if len(legal) == 1:
            t.play(legal[0])
            continue
        if t.discard is not discard:
            discard = t.discard
            left = Left(t.decks, discard, t.house.jokers)
        else:
            for c in discard[counted:]:
                left.discarded(c)
        counted = len(discard)
        policy = medium_move if policies is None else policies[t.turn]
        t.play(policy(t, legal, rng, left))


def search(
    obs: Observation,
    legal: list[int],
    rng: random.Random,
    *,
    iterations: int,
    seconds: float | None,
    memory: Memory | None = None,
    deal: Callable[[random.Random], core.Table] | None = None,
) -> int:
    """The root move after the budget: `iterations` look-aheads in all, or `seconds` of
    this thread's processor time, whichever ends first (a deal begun is finished). Processor
    time, not the clock: Hard plays as well on a busy machine (the table drawing, another
    program), where a move then takes longer.

    Medium's own choice stands unless another move beat it, deal for deal, by more than
    CONFIDENCE standard errors: a search this short is noisy, and a noisy pick among moves
    that Medium's rules already rank is worse than the rules. Every DROP_EVERY deals, a
    move behind Medium's choice by more than DROP standard errors is tried no more.

    `deal`: where the deals come from instead (a benchmark's reader that sees more than the
    seat may: tests/perf/huit_ceiling.py); by default, determinized from `obs` and `memory`."""
    seat = obs.seat
    deadline = None if seconds is None else time.thread_time() + seconds
    n = len(legal)

    def sample() -> core.Table:
        return determinize(obs, rng, memory) if deal is None else deal(rng)

    first = sample()
    default = legal.index(medium_move(first.copy(), legal, rng)) if n > 1 else 0
    # The default first: a deal cut short by the budget still pairs with it.
    alive = [default] + [j for j in range(n) if j != default]
    results: list[list[float]] = [[] for _ in range(n)]
    done = deals = 0
    table = first
    while done < iterations and len(alive) > 1:
        if deadline is not None and done and time.thread_time() > deadline:
            break
        for j in alive:
            if done == iterations:
                break
            t = table.copy()
            t.play(legal[j])
            rollout(t, rng)  # looked up at each call: tests may watch it
            results[j].append(score(t, seat))
            done += 1
        deals += 1
        if deals % DROP_EVERY == 0:
            base = results[default]
            alive = [j for j in alive if j == default or _edge(results[j], base, -DROP) >= 0]
        table = sample()
    best, best_edge = default, 0.0
    for j in range(n):
        edge = _edge(results[j], results[default], CONFIDENCE) if j != default else 0.0
        if edge > best_edge:
            best, best_edge = j, edge
    return legal[best]


def _edge(mine: list[float], base: list[float], z: float) -> float:
    """How much better `mine` did than `base` on the deals both were tried on, less `z`
    standard errors (a negative `z` adds them); 0 with too few deals to tell."""
    k = min(len(mine), len(base))
    if k < 2:
        return 0.0
    diffs = [mine[i] - base[i] for i in range(k)]
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    return mean - z * math.sqrt(var / k)
