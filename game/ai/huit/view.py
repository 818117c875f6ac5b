"""From an observation to playable positions: the cards a seat cannot see, sampled.

What a seat can be sure of, and so what a deal must respect:
- its own hand (the drawn card included) and the discard since the last refill are seen;
- every other card of the deck(s) is somewhere it cannot see: another hand, or the stock
  (cards that went back into a refill are unseen again);
- the sizes of every hand and of the stock are public.
What it cannot be sure of, and so does not use: a player who drew may still hold a card
that fitted (H3.1: drawing is always allowed, "cannot, or will not"), and a player who drew
an ace penalty may still hold an ace (H4.2: drawing is allowed there too). The one certain
inference, a draw in the "again" phase after a 10 (H4.1: then nothing fitted), needs the
history, which an observation does not carry; so every deal of the unseen cards into the
hidden places, by size, is consistent, and each is equally likely.
"""

from __future__ import annotations

import random
from collections import Counter

from game.rules.huit import Observation, core
from game.rules.huit.cards import DECK_SIZE, full_deck


def unseen(obs: Observation) -> list[int]:
    """The cards the seat has not seen: the deck(s) less its hand and the discard."""
    left = Counter(full_deck(obs.decks))
    left.subtract(int(c) for c in obs.hand)
    left.subtract(int(c) for c in obs.discard)
    return sorted(c for c, k in left.items() for _ in range(max(0, k)))


def determinize(obs: Observation, rng: random.Random) -> core.Table:
    """A Table consistent with everything `obs` shows, hidden cards drawn from the unseen."""
    pool = unseen(obs)
    rng.shuffle(pool)

    def take(count: int) -> list[int]:
        # A crafted position may hold fewer cards than the deck: the pool then has spares
        # (left out). Malformed ones could ask for more: pad with random cards.
        return [pool.pop() if pool else rng.randrange(DECK_SIZE) for _ in range(count)]

    t = core.Table.__new__(core.Table)
    t.n = len(obs.hand_sizes)
    t.decks = obs.decks
    t.hands = [
        [int(c) for c in obs.hand] if p == obs.seat else take(size)
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
