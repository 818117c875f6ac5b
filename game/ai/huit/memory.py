"""What a seat remembers of a round: the cards each other hand cannot hold, by inference.

A player at a real table watches the others: whoever draws on the 5 of hearts holds no heart
and no 5 (bar an 8, which a sensible player keeps only with four cards or more while nobody
is close to going out); whoever keeps the card they drew could not play it; whoever draws an
ace penalty holds no ace; whoever plays an 8 had nothing else that fitted. The observation
of a moment carries none of that, so the bot watches the observation after every move of the
round (`watch`) and keeps, for each card of every other hand, the cards it cannot be (a bit
mask of card ids, one "slot" per card held).

The inferences assume sensible play: drawing is always allowed (H3.1), so a player could
draw while holding a card that fits. The deals (view.determinize) treat them as strong
hints: a slot takes a card it allows when the unseen cards leave one, any card otherwise.
A card that came into a hand after the inference (drawn, a penalty, a call) is a fresh slot
that allows anything until the next one.

One thing is sure, not inferred: when the stock runs out and the discard under its top is
shuffled into a new one (H3), every card of it was on the discard, so in no hand; from then
on the stock holds only those cards, and a card drawn is one of them.
"""

from __future__ import annotations

from collections import Counter

from game.ai.huit.policy import CLOSE, EIGHT_DRAW
from game.rules.huit import Observation, Phase
from game.rules.huit.cards import ACE, EIGHT
from game.rules.huit.core import FITS, SUIT_SHIFT

FULL = (1 << 52) - 1
# In `Memory.lately`, instead of a play: a card drawn (then played at once, or not yet
# decided on), or a card drawn and kept.
DREW = -1
KEPT = -2
EIGHTS = sum(1 << (EIGHT * 4 + s) for s in range(4))
ACES = sum(1 << (ACE * 4 + s) for s in range(4))
# FIT_BUT_EIGHTS[key]: the cards other than 8s that go on a top card (key < 52) or on the
# suit asked (52 + suit), as in core.FITS: what a player who drew cannot have held.
FIT_BUT_EIGHTS: tuple[int, ...] = tuple(
    sum(1 << c for c in range(52) if row[c]) & ~EIGHTS for row in FITS
)


def fit_key(obs: Observation) -> int:
    return int(obs.discard[-1]) if obs.suit is None else 52 + int(obs.suit)


class Memory:
    """The forbidden cards of every card slot of the other hands, kept by watching."""

    __slots__ = ("seat", "last", "slots", "lately", "refilled_with", "not_in_stock")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.last: Observation | None = None
        self.slots: list[list[int]] = []  # per seat, a mask per card held (fresh last)
        # Per seat, the cards played from the hand since cards last came into it other than
        # by a plain draw: the moment before each (as this seat saw it) and the card (with
        # the suit an 8 named, as in a move code); a plain draw is there too, as the moment
        # before it and DREW. Their hand at each was their hand now, and the cards played
        # from that one on, less the cards drawn since (see view.plays_explained).
        self.lately: list[list[tuple[Observation, int]]] = []
        # The cards the stock was last refilled with (the discard under its top, H3), once
        # seen: the stock holds only those since, and the other hands, at that moment, held
        # every card left unseen (None before a refill seen, or after a missed one).
        self.refilled_with: list[int] | None = None
        # The cards a card drawn from the stock cannot be: since a refill seen, all but those
        # it was refilled with (0: any card the seat has not seen).
        self.not_in_stock = 0

    def reset(self, obs: Observation) -> None:
        self.seat = obs.seat
        self.last = obs
        self.slots = [[0] * size for size in obs.hand_sizes]
        self.lately = [[] for _ in obs.hand_sizes]
        self.refilled_with = None
        self.not_in_stock = 0

    def watch(self, obs: Observation) -> None:
        """The seat's observation after a move (or at the start of a round)."""
        last = self.last
        if (
            last is None
            or last.seat != obs.seat
            or len(last.hand_sizes) != len(obs.hand_sizes)
            or last.winner is not None
            or obs.winner is not None
        ):
            # A new round, another seat or a round over: nothing carries over.
            self.reset(obs)
            return
        if obs == last:
            return
        refilled = self._refill(last, obs)
        self._infer(last, obs, refilled)
        self._fit(obs, refilled)
        self.last = obs

    def _infer(self, last: Observation, obs: Observation, refilled: bool) -> None:
        p = last.turn
        if p == self.seat:
            return
        slots = self.slots[p]
        grew = obs.hand_sizes[p] - last.hand_sizes[p]
        fit = FIT_BUT_EIGHTS[fit_key(last)]
        if grew < 0:  # a card played
            card = int(obs.discard[-1])
            if last.phase is Phase.DRAWN:
                if slots:
                    slots.pop()  # the card just drawn
                self.lately[p].append((last, int(obs.discard[-1])))  # no choice: no check
            else:
                _remove_allowing(slots, card)
                asked = 0 if obs.suit is None or card >> 2 != EIGHT else int(obs.suit) + 1
                self.lately[p].append((last, card | asked << SUIT_SHIFT))
                if card >> 2 == EIGHT and not last.penalty:
                    # An 8 is kept for when nothing else fits: nothing else did.
                    slots[:] = [m | fit for m in slots]
        elif grew > 0 and last.phase is not Phase.DRAWN:
            if last.penalty:
                slots[:] = [m | ACES for m in slots]  # no ace to answer with (H4.2)
            else:
                # Nothing fitted (H3.1, H4.1); nor an 8, unless it was kept for later: only
                # with four cards or more, at the start of a turn, nobody close to going out.
                kept_eight = (
                    last.phase is Phase.PLAY
                    and last.hand_sizes[p] >= EIGHT_DRAW
                    and min(last.hand_sizes) > CLOSE
                )
                no = fit if kept_eight else fit | EIGHTS
                slots[:] = [m | no for m in slots]
            # Drawn from the stock; in the move that refilled it, one card came after the
            # refill, several maybe some before.
            slots.extend([self.not_in_stock if not refilled or grew == 1 else 0] * grew)
            if grew == 1 and not last.penalty:
                self.lately[p].append((last, DREW))  # one card came in: the plays stand
            else:
                self.lately[p] = []
        elif last.phase is Phase.DRAWN and grew == 0:
            if slots:
                slots[-1] |= fit  # the drawn card kept: it did not fit (H3.1)
            lately = self.lately[p]
            if lately and lately[-1][1] == DREW:
                lately[-1] = (lately[-1][0], KEPT)

    def _refill(self, last: Observation, obs: Observation) -> bool:
        """A discard that no longer begins as it did went into the stock (H3): all of it but
        its top, which stays as the new discard's first card. Whether it did in this move."""
        before, now = last.discard, obs.discard
        if len(now) >= len(before) and now[: len(before)] == before:
            return False  # cards only added: no refill
        self.not_in_stock = 0
        if not (now and before and now[0] == before[-1]):
            self.refilled_with = None  # not one refill between two moments: what is not known
            return True
        cards = [int(c) for c in before[:-1]]
        self.refilled_with = cards
        counts = Counter(cards)
        # They were on the discard, so in no hand (every copy of a card, with two decks).
        on_discard = sum(1 << c for c, k in counts.items() if k >= last.decks)
        for q, slots in enumerate(self.slots):
            if q != self.seat:
                slots[:] = [m | on_discard for m in slots]
        self.not_in_stock = FULL & ~sum(1 << c for c in counts)
        return True

    def _fit(self, obs: Observation, refilled: bool) -> None:
        """Slots as many as the cards held (a call, a missed move): fresh ones added, the
        least telling ones dropped."""
        for q, size in enumerate(obs.hand_sizes):
            slots = self.slots[q]
            if q == self.seat:
                slots[:] = [0] * size
                continue
            if len(slots) < size:
                self.lately[q] = []  # cards came in (a call): the hand then is unknown
            while len(slots) < size:
                slots.append(0 if refilled else self.not_in_stock)
            while len(slots) > size:
                slots.remove(min(slots, key=int.bit_count))

    def forbidden(self, seat: int) -> list[int]:
        """The masks of `seat`'s cards, in hand order (the card just drawn last)."""
        return list(self.slots[seat]) if seat < len(self.slots) else []


def _remove_allowing(slots: list[int], card: int) -> None:
    """The card played came from a slot that allows it: the one allowing fewest cards is
    the likeliest (a slot holds each card it allows alike), so that one goes."""
    bit = 1 << card
    allowing = [m for m in slots if not m & bit]
    if allowing:
        slots.remove(max(allowing, key=int.bit_count))
    elif slots:
        slots.remove(min(slots, key=int.bit_count))
