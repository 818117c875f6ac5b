"""From an observation to playable positions: the cards a seat cannot see, sampled.

What a seat can be sure of, and so what a deal must respect:
- its own hand (the drawn card included) and the discard since the last refill are seen;
- every other card of the deck(s) is somewhere it cannot see: another hand, or the stock
  (cards that went back into a refill are unseen again);
- the sizes of every hand and of the stock are public.
What it cannot be sure of but may judge likely: what the others' draws, kept cards and 8s
say about their hands (game.ai.huit.memory, from watching the round). With a memory, each
hidden card goes, most restricted first, to a card its slot allows where the unseen cards
leave one; without one, every deal of the unseen cards by size is equally likely.
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai.huit.memory import Memory
from game.rules.huit import Observation, core
from game.rules.huit.cards import DECK_SIZE, full_deck


def unseen(obs: Observation) -> list[int]:
    """The cards the seat has not seen: the deck(s) less its hand and the discard."""
    left = Counter(full_deck(obs.decks))
    left.subtract(int(c) for c in obs.hand)
    left.subtract(int(c) for c in obs.discard)
    return sorted(c for c, k in left.items() for _ in range(max(0, k)))


def determinize(
    obs: Observation, rng: random.Random, memory: Memory | None = None
) -> core.Table:
    """A Table consistent with everything `obs` shows, hidden cards drawn from the unseen
    (and, with a `memory`, kept from the cards each hand is thought not to hold)."""
    pool = unseen(obs)
    rng.shuffle(pool)
    hidden: dict[int, list[int]] = {}
    if memory is not None and memory.last == obs:
        hidden = _deal_slots(obs, pool, memory, rng)

    def take(count: int) -> list[int]:
        # A crafted position may hold fewer cards than the deck: the pool then has spares
        # (left out). Malformed ones could ask for more: pad with random cards.
        return [pool.pop() if pool else rng.randrange(DECK_SIZE) for _ in range(count)]

    t = core.Table.__new__(core.Table)
    t.n = len(obs.hand_sizes)
    t.decks = obs.decks
    t.hands = [
        [int(c) for c in obs.hand] if p == obs.seat else hidden.get(p) or take(size)
        for p, size in enumerate(obs.hand_sizes)
    ]
    t.stock = take(obs.stock_size)
    t.discard = [int(c) for c in obs.discard]
    t.suit = -1 if obs.suit is None else int(obs.suit)
    t.turn = obs.turn
    t.phase = int(obs.phase)
    t.drawn = -1 if obs.drawn is None else int(obs.drawn)
    if t.phase == core.DRAWN and t.drawn < 0:
        # Another seat's drawn card: any card of their hand will do (it is hidden anyway).
        t.drawn = t.hands[t.turn][-1]
    t.penalty = obs.penalty
    t.unannounced = -1 if obs.unannounced is None else obs.unannounced
    t.rng = rng.getrandbits(64)  # the refill shuffles are hidden too
    t.winner = -1 if obs.winner is None else obs.winner
    t.points = None if obs.points is None else list(obs.points)
    t.events = None
    t.refilled = False
    return t


def _deal_slots(
    obs: Observation, pool: list[int], memory: Memory, rng: random.Random
) -> dict[int, list[int]]:
    """The other hands dealt from `pool` (taken out of it), each card to a slot that allows
    it where one is left, the most restricted slots first."""
    order = [
        (mask.bit_count(), p, i)
        for p, size in enumerate(obs.hand_sizes)
        if p != obs.seat
        for i, mask in enumerate(memory.forbidden(p)[:size])
    ]
    if not any(bits for bits, _, _ in order):
        return {}
    order.sort(reverse=True)
    hands = {p: [-1] * size for p, size in enumerate(obs.hand_sizes) if p != obs.seat}
    slots = {p: memory.forbidden(p) for p in hands}
    for _, p, i in order:
        mask = slots[p][i]
        for k in range(len(pool) - 1, -1, -1):
            if not mask >> pool[k] & 1:
                hands[p][i] = pool.pop(k)
                break
    for hand in hands.values():
        for i, c in enumerate(hand):
            if c < 0:
                hand[i] = pool.pop() if pool else rng.randrange(DECK_SIZE)
    return hands
