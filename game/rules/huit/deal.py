"""Shuffling and dealing a round (H1, H1.1, H0; H7.1, H7.2, H7.5), from a seed only."""

from __future__ import annotations

import random

from game.rules.huit import core
from game.rules.huit.cards import expect, full_deck, show
from game.rules.huit.house import house, house_rules
from game.rules.huit.state import State

MAX_REDEALS = 1000


def check_players(players: object, decks: object) -> None:
    """H0: 2-5 players, 1 or 2 decks; anything else is a ValueError."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        raise ValueError(f"Huit américain is for 2 to 5 players, not {show(players)}")
    if not isinstance(decks, int) or isinstance(decks, bool) or decks not in (1, 2):
        raise ValueError(f"Huit américain is played with 1 or 2 decks, not {show(decks)}")


def deal(
    players: int,
    seed: int,
    decks: int = 1,
    dealer: int | None = None,
    rules: tuple[str, ...] = (),
) -> State:
    """A fresh round under the house rules `rules` (H7 names, any order). The dealer
    defaults to the last seat, so seat 0 begins (H1); play starts clockwise (H7.2)."""
    check_players(players, decks)
    expect(seed, int, "new_game takes a whole number (an int) as its seed")
    in_force = house(house_rules(rules))
    if dealer is None:
        dealer = players - 1
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise ValueError(f"the dealer must be a seat from 0 to {players - 1}, not {show(dealer)}")
    rng = random.Random(seed)
    order = [(dealer + 1 + i) % players for i in range(players)]
    for _ in range(MAX_REDEALS):
        stock = full_deck(decks, in_force.jokers)
        rng.shuffle(stock)  # a stack: the last card is the top
        hands: list[list[int]] = [[] for _ in range(players)]
        # One at a time, clockwise from the dealer's left (H1.1); 8 each, or 7 (H7.5).
        for _ in range(in_force.hand_size):
            for p in order:
                hands[p].append(stock.pop())
        # H1: a special card turned up goes under the stock and the next is turned (a joker,
        # and a jack when it reverses, are special too: H7.1, H7.2).
        special = in_force.special
        turned = 0
        for _ in range(len(stock)):
            card = stock.pop()
            if card >> 2 not in special:
                break
            stock.insert(0, card)
            turned += 1
        else:
            continue  # every card left is special: deal again [decision]
        t = core.Table.__new__(core.Table)
        t.n = players
        t.decks = decks
        t.hands = hands
        t.stock = stock
        t.discard = [card]
        t.suit = -1
        t.turn = order[0]
        t.phase = core.PLAY
        t.drawn = -1
        t.penalty = 0
        t.unannounced = -1
        t.rng = rng.getrandbits(64)  # the refill shuffles go on from here (H3)
        t.winner = -1
        t.points = None
        t.events = None
        t.refilled = False
        t.turned = turned
        t.seen = None
        t.house = in_force
        t.direction = 1  # each round starts clockwise (H7.2)
        return t.to_state()
    raise RuntimeError("only special cards left after many deals")  # pragma: no cover
