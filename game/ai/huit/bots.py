"""The Huit américain bots: Easy, Medium and Hard behind the shared interface (game.ai.bot).

They see only their seat's observation (game.rules.huit.observe), never the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.bot import LEVELS
from game.ai.bot import Bot as SharedBot
from game.ai.huit.memory import Memory
from game.ai.huit.policy import carte_first, medium_move
from game.ai.huit.search import search
from game.ai.huit.view import determinize
from game.rules.huit import Card, Move, MoveKind, Observation, Suit, core
from game.rules.huit.cards import EIGHT

__all__ = ["LEVELS", "Bot", "EasyBot", "HardBot", "MediumBot", "make_bot"]

Bot = SharedBot[Observation, Move]


class EasyBot:
    """A beginner: plays the first card that fits (else draws), names the suit of the 8 it
    played (and, after a joker, the suit of the first card it holds, H7.1), forgets
    "Carte !" one time in three and never calls. It knows no house rule beyond what the
    legal moves allow."""

    name = "easy"
    FORGET = 1 / 3

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        plays = [m for m in legal if m.kind is MoveKind.PLAY]
        if not plays:
            return next(m for m in legal if m.kind is not MoveKind.CALL)
        card = min(m.card for m in plays if m.card is not None)  # its hand is sorted
        own = [m for m in plays if m.card == card and m.suit in (None, named(obs, card))]
        if any(m.carte for m in own):  # with and without "Carte !"
            forget = rng.random() < self.FORGET
            return next(m for m in own if m.carte is not forget)
        return own[0]


def named(obs: Observation, card: Card) -> Suit:
    """The suit Easy names after an 8 (its own) or a joker (that of the first other card it
    holds, else the one asked or on top: it has no suit of its own)."""
    if not card.is_joker:
        return card.suit
    for c in obs.hand:
        if not c.is_joker:
            return c.suit
    if obs.suit is not None:
        return obs.suit
    top = obs.top
    return Suit.CLUBS if top.is_joker else top.suit


class MediumBot:
    """Rule-based (see game.ai.huit.policy)."""

    name = "medium"

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        if len(legal) == 1:
            return legal[0]
        # The policy reads only what the seat may know, so any fill of the hidden cards will do.
        table = determinize(obs, random.Random(0))
        codes = [m.code for m in legal]
        return legal[codes.index(medium_move(table, codes, rng))]


class HardBot:
    """Searches over deals consistent with what it has seen, guided by Medium.

    It watches the round (`watch`, every observation after a move) to remember what the
    others' draws and kept cards say about their hands (game.ai.huit.memory); a Hard bot
    that is not shown the round plays on what the moment shows."""

    name = "hard"

    def __init__(self, iterations: int = 4000, seconds: float | None = 0.45) -> None:
        self.iterations = iterations
        self.seconds = seconds
        self.memory: Memory | None = None

    def watch(self, obs: Observation) -> None:
        if self.memory is None:
            self.memory = Memory(obs.seat)
        self.memory.watch(obs)

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        if len(legal) == 1:
            return legal[0]  # nothing to think about
        codes = [m.code for m in legal]
        moves = candidates(codes)
        if len(moves) == 1:
            return legal[codes.index(moves[0])]
        memory = self.memory if self.memory is not None and self.memory.last == obs else None
        best = search(
            obs, moves, rng, iterations=self.iterations, seconds=self.seconds, memory=memory
        )
        return legal[codes.index(best)]


def candidates(legal: list[int]) -> list[int]:
    """The moves Hard weighs among `legal` (codes): the call alone when it may call (two
    cards for the other, free: H5.1); else every play with "Carte !" said where it may be
    (saying it costs nothing: the forgetting twins are not worth a sample), one 8 for each
    suit, a joker naming each suit (H7.1: two jokers are the same card), and the draw or
    pass. The house rules (H7) are the engine's: `legal` already holds only what they allow."""
    if core.CALL in legal:
        return [core.CALL]
    return one_eight_a_suit(sorted(carte_first(legal))) + [m for m in legal if m >= core.DRAW]


def one_eight_a_suit(plays: list[int]) -> list[int]:
    """`plays` (in code order) with one 8 for each suit it may name: an 8 goes on anything
    and whatever comes next goes on the suit asked or is an 8 (H4), so two 8s naming the same
    suit leave the same round (the first, lowest, is kept: the one Medium would play)."""
    named: set[int] = set()
    out = []
    for m in plays:
        if (m & core.CARD_MASK) >> 2 == EIGHT:
            suit = m & ~core.CARD_MASK
            if suit in named:
                continue
            named.add(suit)
        out.append(m)
    return out


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
