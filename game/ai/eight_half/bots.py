"""The bots: one interface for every decision a seat makes.

A bot gets its seat's observation (rules.observe), the legal moves and its own seeded
random generator, and returns one of those moves. It never sees the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.bot import LEVELS
from game.ai.bot import Bot as SharedBot
from game.ai.eight_half.policy import choose_swap, medium_move
from game.ai.eight_half.search import search
from game.ai.eight_half.view import determinize
from game.rules.eight_half.moves import NOSWAP, Move, MoveKind
from game.rules.eight_half.observe import Observation

__all__ = ["LEVELS", "Bot", "EasyBot", "HardBot", "MediumBot", "make_bot"]


# The shared interface (game.ai.bot), for 8½'s observations and moves.
Bot = SharedBot[Observation, Move]


class EasyBot:
    """Plays like a beginner: often gets rid of its biggest card first (specials too),
    otherwise anything legal. Plausible, and easy to beat."""

    name = "easy"
    EAGER = 0.6

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        if is_swap(legal):
            return beginners_swap(legal)
        singles = [m for m in legal if m.kind is MoveKind.PLAY and len(m.cards) == 1]
        if singles and rng.random() < self.EAGER:
            return max(singles, key=lambda m: m.cards[0])
        return rng.choice(list(legal))


class MediumBot:
    """Rule-based: plays low, keeps specials, attacks, avoids half bids it would lose."""

    name = "medium"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        if len(legal) == 1:
            return legal[0]
        # The policy reads only what the seat may know, so any fill of the hidden cards will do.
        table = determinize(obs, random.Random(0))
        codes = [m.code for m in legal]
        return legal[codes.index(medium_move(table, codes, rng))]


def is_swap(legal: Sequence[Move]) -> bool:
    """The winner's choice before a new game (R10.4): a swap, or `noswap`."""
    return any(m.kind is MoveKind.NOSWAP for m in legal)


def beginners_swap(legal: Sequence[Move]) -> Move:
    """R10.4 as a beginner sees it: its smallest open card for the loser's biggest (the
    ghost and the ½ look biggest, as when it plays), if the loser's is bigger. A swap at
    random gained nothing measurable; this one is plausible, and still naive (a 0 goes)."""
    swaps = [m for m in legal if m.kind is MoveKind.SWAP]
    best = max(swaps, key=lambda m: m.cards[1] - m.cards[0], default=None)
    if best is None or best.cards[1] <= best.cards[0]:
        return NOSWAP
    return best


def sensible_swap(obs: Observation, legal: Sequence[Move]) -> Move:
    """R10.4 as a sensible winner does it: its least useful open card for the loser's most
    useful one, or no swap when nothing gains (the judgement Medium uses)."""
    codes = [m.code for m in legal]
    return legal[codes.index(choose_swap(determinize(obs, random.Random(0)), codes))]


class HardBot:
    """Searches with the engine over sampled deals (determinized Monte Carlo, UCB1 root)."""

    name = "hard"

    def __init__(self, iterations: int = 4000, seconds: float | None = 0.45) -> None:
        self.iterations = iterations
        self.seconds = seconds

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        if len(legal) == 1:
            return legal[0]  # nothing to think about
        if is_swap(legal):
            # The open cards come into play at the end of the game, far beyond what the
            # search looks at (its rollouts stop after a few rounds): its pick among swaps
            # was noise, and gave away a 9 for a 1. The cards' worth decides instead.
            return sensible_swap(obs, legal)
        codes = [m.code for m in legal]
        best = search(obs, codes, rng, iterations=self.iterations, seconds=self.seconds)
        return legal[codes.index(best)]


def make_bot(level: str, **options: float | int | None) -> Bot:
    """A bot by level name: "easy", "medium" or "hard" (options go to Hard's budget)."""
    if level == "easy":
        return EasyBot()
    if level == "medium":
        return MediumBot()
    if level == "hard":
        # mypy cannot match a dict of a union to each keyword; HardBot checks its own budget.
        return HardBot(**options)  # type: ignore[arg-type]  # see the line above
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
