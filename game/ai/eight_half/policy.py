"""The Medium player's judgement, on the compact engine so Hard's rollouts can use it too.

It reads only what the seat to move may know: its own playing zone, the pile, the bid,
and the next player's public counts and open cards. Hidden cards are never looked at,
so it gives the same answer on any determinization of the same observation.
"""

from __future__ import annotations

import random

from game.rules.eight_half import core
from game.rules.eight_half.cards import DECK_COUNTS, DECK_SIZE

# Weights tuned by self-play (coordinate ascent, 2 and 3 players, thousands of games).
# How much a card is worth keeping for later (specials get you out of trouble; low
# numbers only fit on low bids, so they go first). Indexed by kind; COMBO is unused.
KEEP = (3.0, 0.8, 1.2, 1.6, 2.0, 4.0, 2.8, 3.2, 3.6, 5.5, 4.5, 8.0)
SHED = 4.2  # each card out of hand is a step towards winning
ATTACK = 30.0
PILE_WEIGHT = 0.9  # cost per card of a pile the next player may throw back at me
COMBO_BONUS = 4.0  # 8½ leaves the next player only a ghost, the combination or a 9
FIVE_BONUS = 2.4  # the five-rule boxes the next player in
FIVE_CLOSE_BONUS = 4.0  # ... worth more against a player about to finish
ZERO_PENALTY = 0.15  # per half of bid: resetting a high bid is a gift to the next player
HIGH_BID_PRESSURE = 0.5  # per half of bid, against a player about to finish
FRACTION = [c / DECK_SIZE for c in DECK_COUNTS]
# Now and then take one of the three best plays instead of the best: two players who
# always answer alike can pass the same piles back and forth for ever at the table.
VARIETY = 0.08


def chance_next_holds(t: core.Table, nxt: int, k: int) -> float:
    """How likely the next player can play a card of kind k from the zone they play from."""
    if t.hand_sizes[nxt]:
        if t.known[nxt][k]:
            return 1.0
        unknown = t.hand_sizes[nxt] - sum(t.known[nxt])
        return 1.0 - (1.0 - FRACTION[k]) ** unknown
    if t.open_sizes[nxt]:
        return 1.0 if t.opens[nxt][k] else 0.0
    return FRACTION[k]


def next_is_close_to_out(t: core.Table, nxt: int) -> bool:
    return not t.draws[nxt] and t.hand_sizes[nxt] + t.open_sizes[nxt] + len(t.blinds[nxt]) <= 3


def score_play(t: core.Table, m: int) -> float:
    """Higher is better. `m` is a legal card play for the seat to move."""
    p = t.turn
    k = (m >> 4) & 15
    c = m & 15
    bid = t.bid
    nxt = (p + 1) % t.n
    pile = len(t.pile)
    if k == core.COMBO:
        cards = c + 1
        s = SHED * cards - KEEP[8] * c - KEEP[core.HALF]
        new_bid = core.EIGHT_HALF
        s += COMBO_BONUS
    else:
        cards = c
        s = SHED * c - KEEP[k] * c
        if k == core.HALF:
            new_bid = bid + c
        elif k == core.GHOST:
            new_bid = bid
        elif k == 0:
            new_bid = 0
            s -= ZERO_PENALTY * bid
        else:
            new_bid = 2 * k
            if bid & 1 and 2 * k == bid + 1 and t.owner >= 0:
                s += ATTACK + pile  # they take the pile and I play again at once
                return s
            if k == 5:
                s += FIVE_BONUS + (FIVE_CLOSE_BONUS if next_is_close_to_out(t, nxt) else 0.0)
    if new_bid & 1 and k != core.GHOST or (k == core.GHOST and bid & 1):
        # I would own a half bid: the next player may attack it with x+1.
        x1 = (new_bid + 1) >> 1
        if x1 <= 9:
            s -= chance_next_holds(t, nxt, x1) * (pile + cards + 2) * PILE_WEIGHT
    elif next_is_close_to_out(t, nxt) and k not in (core.GHOST,):
        s += HIGH_BID_PRESSURE * new_bid  # hard to follow for a player about to finish
    return s


def medium_move(t: core.Table, legal: list[int], rng: random.Random) -> int:
    """The Medium player's choice among `legal` codes for the seat to move."""
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if first >= core.SWAP_BASE or first == core.NOSWAP:
        return choose_swap(t, legal)
    if t.phase == core.ATTACK_WINDOW:
        # An attack gets the finisher's pile into their hand: always worth it.
        attacks = [m for m in legal if m != core.PASS]
        return (
            attacks[-1]
            if attacks and attacks[-1] < core.BLIND
            else (rng.choice(attacks) if attacks else core.PASS)
        )
    if first >= core.BLIND:
        return rng.choice(legal)  # blind cards are all alike to the one who picks
    if rng.random() < VARIETY:
        ranked = sorted(legal, key=lambda m: score_play(t, m), reverse=True)
        return rng.choice(ranked[:3])
    best = first
    best_score = -1e9
    for m in legal:
        s = score_play(t, m) + rng.random() * 0.01  # a whisker of noise breaks ties
        if s > best_score:
            best, best_score = m, s
    return best


def choose_swap(t: core.Table, legal: list[int]) -> int:
    """Give my least useful open card for the loser's most useful one, if that gains."""
    best = core.NOSWAP
    gain = 0.0
    for m in legal:
        if m == core.NOSWAP:
            continue
        g = (m - core.SWAP_BASE) >> 4
        r = (m - core.SWAP_BASE) & 15
        d = KEEP[r] - KEEP[g]
        if d > gain:
            best, gain = m, d
    return best
