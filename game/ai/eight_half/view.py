"""From an observation to playable positions: the cards a seat cannot see, sampled.

A determinization fills every hidden place (other hands, draw piles, blind cards) with the
cards the seat has not seen, so the compact engine can play on. Nothing hidden is read.
Every deal it makes is consistent with what the seat knows, R3 included: before the first
card of a game the opener is public, so the opener holds a yellow card and nobody holds a
lower one.
"""

from __future__ import annotations

import random

from game.rules.eight_half import core
from game.rules.eight_half.cards import DECK_COUNTS, KINDS
from game.rules.eight_half.observe import Observation

# Deals drawn afresh before the sampler repairs one by hand (R3): enough that the repair,
# which is not exactly uniform, is needed about once in a hundred searches at most.
OPENING_TRIES = 40
NO_YELLOW = KINDS  # above every yellow kind


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


def lowest_yellow(hand: list[int]) -> int:
    """The lowest yellow kind in a count vector, or NO_YELLOW."""
    for k in core.YELLOW_ORDER:
        if hand[k]:
            return k
    return NO_YELLOW


def opening_consistent(hands: list[list[int]], opener: int) -> bool:
    """R3.1: the opener holds a yellow card and nobody holds a lower one."""
    low = lowest_yellow(hands[opener])
    return low != NO_YELLOW and all(lowest_yellow(h) >= low for h in hands)


class _Pool:
    """The unseen cards, shuffled; crafted positions may hold fewer than a full deck."""

    def __init__(self, counts: list[int], rng: random.Random) -> None:
        self.cards = [k for k in range(KINDS) for _ in range(counts[k])]
        self.rng = rng
        rng.shuffle(self.cards)

    def take(self, count: int) -> list[int]:
        # Pad with random kinds if the pool runs dry (only in crafted test positions).
        rng = self.rng
        return [self.cards.pop() if self.cards else rng.randrange(KINDS) for _ in range(count)]


def _seen_hands(obs: Observation) -> list[list[int]]:
    """The hand cards the seat knows of: its own hand, and the others' known cards."""
    hands = []
    for p, view in enumerate(obs.seats):
        hand = [0] * KINDS
        for c in obs.hand if p == obs.seat else view.known:
            hand[c] += 1
        hands.append(hand)
    return hands


def _deal_hands(obs: Observation, pool: _Pool) -> list[list[int]]:
    hands = _seen_hands(obs)
    for p, view in enumerate(obs.seats):
        if p != obs.seat:
            for k in pool.take(view.hand_size - len(view.known)):
                hands[p][k] += 1
    return hands


def _deal_opening(
    obs: Observation, counts: list[int], rng: random.Random
) -> tuple[list[list[int]], _Pool]:
    """An R3-consistent deal built on purpose, for when random deals keep failing.

    The opener gets a yellow card no higher than the seat's own lowest, then every hidden
    hand is filled from the cards that are not lower yellows. Not exactly uniform, which
    is why it only follows many rejected random deals.
    """
    opener = obs.opener
    assert opener is not None
    pool = _Pool(counts, rng)
    hands = _seen_hands(obs)
    cap = lowest_yellow(hands[obs.seat])
    if opener != obs.seat:
        choices = [i for i, k in enumerate(pool.cards) if k in core.YELLOW_ORDER and k <= cap]
        if not choices:
            return _deal_hands(obs, pool), pool  # a crafted position: nothing to give
        y = pool.cards.pop(rng.choice(choices))
        hands[opener][y] += 1
    low = lowest_yellow(hands[opener])
    spare = [k for k in pool.cards if not (k in core.YELLOW_ORDER and k < low)]
    lower = [k for k in pool.cards if k in core.YELLOW_ORDER and k < low]
    for p, view in enumerate(obs.seats):
        if p == obs.seat:
            continue
        missing = view.hand_size - sum(hands[p])
        for _ in range(missing):
            k = spare.pop() if spare else rng.randrange(KINDS)
            hands[p][k] += 1
    pool.cards = spare + lower
    rng.shuffle(pool.cards)
    return hands, pool


def determinize(obs: Observation, rng: random.Random) -> core.Table:
    """A Table consistent with everything `obs` shows, hidden cards drawn from the unseen."""
    counts = unseen_counts(obs)
    pool = _Pool(counts, rng)
    hands = _deal_hands(obs, pool)
    opener = obs.opener
    if opener is not None and not opening_consistent(hands, opener):
        # Rejection keeps the deal uniform among the consistent ones; rarely, a repair.
        for _ in range(OPENING_TRIES):
            pool = _Pool(counts, rng)
            hands = _deal_hands(obs, pool)
            if opening_consistent(hands, opener):
                break
        else:
            hands, pool = _deal_opening(obs, counts, rng)

    t = core.Table.__new__(core.Table)
    t.n = len(obs.seats)
    t.hands = hands
    t.known = []
    for view in obs.seats:
        known = [0] * KINDS
        for c in view.known:
            known[c] += 1
        t.known.append(known)
    t.hand_sizes = [v.hand_size for v in obs.seats]
    t.draws = [pool.take(v.draw_size) for v in obs.seats]
    t.opens = []
    for v in obs.seats:
        z = [0] * KINDS
        for c in v.open:
            z[c] += 1
        t.opens.append(z)
    t.open_sizes = [len(v.open) for v in obs.seats]
    t.blinds = [pool.take(v.blind_size) for v in obs.seats]
    t.asides = [[int(c) for c in v.aside] for v in obs.seats]
    t.at_table = [v.at_table for v in obs.seats]
    t.load_public(obs)
    if t.opener >= 0 and not opening_consistent(t.hands, t.opener):
        # Only a crafted position short of cards gets here: let the lowest yellow open.
        holders = [p for p in range(t.n) if lowest_yellow(t.hands[p]) != NO_YELLOW]
        if holders:
            t.opener = min(holders, key=lambda p: lowest_yellow(t.hands[p]))
    return t
