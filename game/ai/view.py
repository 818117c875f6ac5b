"""From an observation to playable positions: the cards a seat cannot see, sampled.

A determinization fills every hidden place (other hands, draw piles, blind cards) with the
cards the seat has not seen, so the compact engine can play on. Nothing hidden is read.
"""

from __future__ import annotations

import random

from game.rules import core
from game.rules.cards import DECK_COUNTS, KINDS
from game.rules.observe import Observation


def unseen_counts(obs: Observation) -> list[int]:
    """Copies of each kind the seat has not seen anywhere (R11)."""
    left = list(DECK_COUNTS)
    seen = list(obs.hand) + list(obs.pile)
    for p, view in enumerate(obs.seats):
        seen += view.open
        seen += view.aside
        if p != obs.seat:
            seen += view.known
    for c in seen:
        left[c] -= 1
    return [max(0, x) for x in left]


def determinize(obs: Observation, rng: random.Random) -> core.Table:
    """A Table consistent with everything `obs` shows, hidden cards drawn from the unseen."""
    pool = [k for k in range(KINDS) for _ in range(unseen_counts(obs)[k])]
    rng.shuffle(pool)
    n = len(obs.seats)

    def take(count: int) -> list[int]:
        # Crafted positions need not hold 72 cards: pad with random kinds if the pool runs dry.
        out = [pool.pop() if pool else rng.randrange(KINDS) for _ in range(count)]
        return out

    t = core.Table.__new__(core.Table)
    t.n = n
    t.hands = []
    t.known = []
    for p, view in enumerate(obs.seats):
        hand = [0] * KINDS
        known = [0] * KINDS
        for c in view.known:
            known[c] += 1
        if p == obs.seat:
            for c in obs.hand:
                hand[c] += 1
        else:
            for c in view.known:
                hand[c] += 1
            for k in take(view.hand_size - len(view.known)):
                hand[k] += 1
        t.hands.append(hand)
        t.known.append(known)
    t.hand_sizes = [v.hand_size for v in obs.seats]
    t.draws = [take(v.draw_size) for v in obs.seats]
    t.opens = []
    for v in obs.seats:
        z = [0] * KINDS
        for c in v.open:
            z[c] += 1
        t.opens.append(z)
    t.open_sizes = [len(v.open) for v in obs.seats]
    t.blinds = [take(v.blind_size) for v in obs.seats]
    t.asides = [[int(c) for c in v.aside] for v in obs.seats]
    t.at_table = [v.at_table for v in obs.seats]
    t.load_public(obs)
    return t
