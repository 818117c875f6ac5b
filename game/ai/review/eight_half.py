"""8½'s judge for the review: the chance to win the game after each legal move.

Each sample deals the cards the seat cannot see (the Hard bot's sampler, view.determinize),
then plays every legal move on that same deal and plays the game out to its end with the
same generator, so the moves meet the same luck and only their difference shows. The seats
play on as the match's bots would: Easy as Easy does, Medium and Hard by Medium's
judgement, which Hard's own look-aheads use; a person's seat plays on as Hard, as if they
play on well. A sample counts 1 for the game won, 0 otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.ai.eight_half.policy import medium_move
from game.ai.eight_half.view import determinize
from game.ai.review.budget import samples_for
from game.rules.eight_half import Move, Observation, State, apply_move, core, legal_moves, observe

EASY_EAGER = 0.6  # as EasyBot: how often it plays its biggest single card
PLAYOUTS = 700  # played out for one decision (game.ai.review.budget)
MAX_PLIES = 1500  # a game still going after this many moves is judged by the cards left

Policy = Callable[[core.Table, list[int], random.Random], int]


def easy_move(t: core.Table, legal: list[int], rng: random.Random) -> int:
    """EasyBot's choice on the compact engine: often its biggest single card, else any."""
    if legal[-1] == core.NOSWAP:
        return core.NOSWAP if len(legal) == 1 else _beginners_swap(legal)
    singles = [m for m in legal if m < core.BLIND and m & 15 == 1 and (m >> 4) & 15 != core.COMBO]
    if singles and rng.random() < EASY_EAGER:
        return max(singles, key=lambda m: (m >> 4) & 15)
    return rng.choice(legal)


def _beginners_swap(legal: list[int]) -> int:
    best, gain = core.NOSWAP, 0
    for m in legal:
        if m >= core.SWAP_BASE:
            give, get = (m - core.SWAP_BASE) >> 4, (m - core.SWAP_BASE) & 15
            if get - give > gain:
                best, gain = m, get - give
    return best


POLICIES: dict[str, Policy] = {"easy": easy_move, "medium": medium_move, "hard": medium_move}


def playout(t: core.Table, rng: random.Random, policies: Sequence[Policy]) -> None:
    """Play `t` on to the end of the game, each seat by its policy."""
    for _ in range(MAX_PLIES):
        if t.phase == core.OVER:
            return
        legal = t.legal()
        mover = t.swapper if t.phase == core.SWAP else t.turn
        t.play(legal[0] if len(legal) == 1 else policies[mover](t, legal, rng))


def won(t: core.Table, seat: int) -> float:
    if t.phase == core.OVER:
        return 1.0 if t.winner == seat else 0.0
    left = [
        t.hand_sizes[p] + len(t.draws[p]) + t.open_sizes[p] + len(t.blinds[p]) for p in range(t.n)
    ]
    return 1.0 / left.count(min(left)) if left[seat] == min(left) else 0.0


class Judge:
    """The review's questions to 8½: whose decision it is, and what each move is worth."""

    def __init__(self, levels: Sequence[str], playouts: int = PLAYOUTS) -> None:
        """`levels`: the bot level of every seat (a person's seat: "hard", as if they play
        on well); `playouts`: the games played out for one decision, shared among its
        moves."""
        self.policies = [POLICIES[level] for level in levels]
        self.playouts = playouts

    def mover(self, state: State) -> int | None:
        if state.phase.name == "SWAP":
            return state.swapper
        return None if state.phase.name == "OVER" else state.turn

    def legal(self, state: State) -> list[Move]:
        return legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        return apply_move(state, move).state

    def watch(self, state: State, seat: int) -> Observation:
        return observe(state, seat)

    def chances(
        self, obs: Observation, legal: Sequence[Move], rng: random.Random, stop: Callable[[], bool]
    ) -> list[float] | None:
        """Each move's share of games won over the samples; None if stopped on the way."""
        codes = [m.code for m in legal]
        wins = [0.0] * len(codes)
        policies = self.policies
        samples = samples_for(self.playouts, len(codes))
        for _ in range(samples):
            if stop():
                return None
            deal = determinize(obs, rng)
            luck = rng.getrandbits(64)
            for j, code in enumerate(codes):
                t = deal.copy()
                t.play(code)
                playout(t, random.Random(luck), policies)
                wins[j] += won(t, obs.seat)
        return [w / samples for w in wins]
