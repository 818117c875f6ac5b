"""Shuffling and dealing a new game (R2, R3), from a seed only."""

from __future__ import annotations

import random

from game.rules.eight_half.cards import YELLOW, Card, full_deck
from game.rules.eight_half.state import Phase, Seat, State

MAX_REDEALS = 1000


def deal(
    players: int,
    seed: int,
    *,
    dealer: int | None = None,
    swap: tuple[int, int] | None = None,
) -> State:
    """A fresh game. `swap` = (previous winner, previous loser) starts in the swap phase (R10.4).

    The dealer defaults to the last seat, so seat 0 is served first (R2.2).
    """
    if not isinstance(players, int) or not 2 <= players <= 5:
        raise ValueError(f"8½ is for 2 to 5 players, not {players!r}")
    if dealer is None:
        dealer = players - 1
    if not 0 <= dealer < players:
        raise ValueError(f"the dealer must be a seat from 0 to {players - 1}")
    if swap is not None:
        winner, loser = swap
        if winner == loser or not (0 <= winner < players and 0 <= loser < players):
            raise ValueError("the swap needs two different seats: the winner and the loser")
    rng = random.Random(seed)
    order = [(dealer + 1 + i) % players for i in range(players)]
    for _ in range(MAX_REDEALS):
        deck = full_deck()
        rng.shuffle(deck)
        blind: list[list[Card]] = [[] for _ in range(players)]
        open_: list[list[Card]] = [[] for _ in range(players)]
        hand: list[list[Card]] = [[] for _ in range(players)]
        for zone in (blind, open_, hand):
            for _ in range(3):
                for p in order:
                    zone[p].append(deck.pop())
        draw: list[list[Card]] = [[] for _ in range(players)]
        i = 0
        while deck:
            draw[order[i % players]].append(deck.pop())  # each card goes on top
            i += 1
        lowest = [min((c for c in h if c in YELLOW), default=None) for h in hand]
        candidates = [c for c in lowest if c is not None]
        if not candidates:
            continue  # R3.2: nobody holds a yellow card: deal again
        low = min(candidates)
        opener = rng.choice([p for p in range(players) if lowest[p] == low])  # R3.1 ties
        seats = tuple(
            Seat(
                hand=tuple(sorted(hand[p])),
                draw=tuple(reversed(draw[p])),  # the last card dealt is the top
                open=tuple(sorted(open_[p])),
                blind=tuple(blind[p]),
            )
            for p in range(players)
        )
        if swap is not None:
            return State(
                seats=seats, turn=swap[0], phase=Phase.SWAP, opener=opener,
                swapper=swap[0], loser=swap[1],
            )  # fmt: skip
        return State(seats=seats, turn=opener, opener=opener)
    raise RuntimeError("no yellow card in any hand after many deals")  # pragma: no cover
