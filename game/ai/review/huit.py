"""Huit américain's judge for the review: the chance to win the round after each legal move.

The seat watches the round as Hard does (game.ai.huit.memory), so each sample deals the cards
it cannot see as Hard would guess them (view.determinize: what the others' draws and plays
say about their hands). Every legal move is then played on that same deal, with the same
stock and the same refill shuffles after it, to the end of the round: the moves meet the same
luck and only their difference shows. The seats play as the match's bots would: Easy as Easy
does, Medium and Hard by Medium's judgement, which Hard's own look-aheads play; a person's
seat plays on as Hard, as if they play on well. A sample counts 1 for the round won.
The deal keeps the round's house rules and direction (H7), so the engine plays them out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.ai.huit.memory import Memory
from game.ai.huit.policy import Left, medium_move
from game.ai.huit.search import Policy, rollout
from game.ai.huit.view import determinize
from game.ai.review.budget import samples_for
from game.rules.huit import Move, Observation, Phase, State, apply_move, core, legal_moves, observe
from game.rules.huit.house import house

EASY_FORGET = 1 / 3  # as EasyBot: how often it forgets "Carte !"
PLAYOUTS = 1600  # played out for one decision (game.ai.review.budget)
MAX_PLIES = 600  # a round still going after this many moves is judged by the hands left


def easy_move(t: core.Table, legal: list[int], rng: random.Random, left: Left) -> int:
    """EasyBot's choice on the compact engine: the lowest card that fits (saying "Carte !"
    two times in three), naming its own suit with an 8; else the first other move."""
    plays = [m for m in legal if m < core.DRAW]
    if not plays:
        return next(m for m in legal if m != core.CALL)
    card = min(m & core.CARD_MASK for m in plays)
    own = [
        m
        for m in plays
        if m & core.CARD_MASK == card and (m >> core.SUIT_SHIFT & 7) in (0, (card & 3) + 1)
    ]
    if not own:
        own = [m for m in plays if m & core.CARD_MASK == card]
    if len(own) > 1:
        forget = rng.random() < EASY_FORGET
        said = [m for m in own if bool(m & core.CARTE) is not forget]
        return said[0] if said else own[0]
    return own[0]


def _medium(t: core.Table, legal: list[int], rng: random.Random, left: Left) -> int:
    return medium_move(t, legal, rng, left)


POLICIES: dict[str, Policy] = {"easy": easy_move, "medium": _medium, "hard": _medium}


def playout(t: core.Table, rng: random.Random, policies: Sequence[Policy]) -> None:
    """Play `t` on to the end of the round, each seat by its policy (the Hard bot's rollout,
    game.ai.huit.search, with a policy for each seat)."""
    rollout(t, rng, MAX_PLIES, policies)


def won(t: core.Table, seat: int) -> float:
    if t.phase == core.OVER:
        return 1.0 if t.winner == seat else 0.0
    sizes = [len(h) for h in t.hands]
    return 1.0 / sizes.count(min(sizes)) if sizes[seat] == min(sizes) else 0.0


class Judge:
    """The review's questions to Huit américain: whose decision it is, what each move is
    worth. It remembers the round as the seat saw it: one Judge per review."""

    def __init__(self, levels: Sequence[str], playouts: int = PLAYOUTS) -> None:
        """`levels`: the bot level of every seat (a person's seat: "hard", as if they play
        on well); `playouts`: the rounds played out for one decision, shared among its
        moves."""
        self.policies = [POLICIES[level] for level in levels]
        self.playouts = playouts
        self.memory: Memory | None = None

    def mover(self, state: State) -> int | None:
        return None if state.phase is Phase.OVER else state.turn

    def legal(self, state: State) -> list[Move]:
        return legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        return apply_move(state, move).state

    def watch(self, state: State, seat: int) -> Observation:
        obs = observe(state, seat)
        if self.memory is None:
            self.memory = Memory(seat)
        self.memory.watch(obs)
        return obs

    def chances(
        self, obs: Observation, legal: Sequence[Move], rng: random.Random, stop: Callable[[], bool]
    ) -> list[float] | None:
        """Each move's share of rounds won over the samples; None if stopped on the way."""
        codes = [m.code for m in legal]
        wins = [0.0] * len(codes)
        policies = self.policies
        rules = house(obs.rules)
        samples = samples_for(self.playouts, len(codes))
        for _ in range(samples):
            if stop():
                return None
            deal = determinize(obs, rng, self.memory)
            # The deal plays the round's house rules, in its direction (H7).
            deal.house = rules
            deal.direction = obs.direction
            luck = rng.getrandbits(64)
            for j, code in enumerate(codes):
                t = deal.copy()
                t.play(code)
                playout(t, random.Random(luck), policies)
                wins[j] += won(t, obs.seat)
        return [w / samples for w in wins]
