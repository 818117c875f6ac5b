"""What a seat remembers of a round: the cards each other hand cannot hold, by inference.

A player at a real table watches the others: whoever draws on the 5 of hearts holds no heart
and no 5 (bar an 8, which a sensible player keeps only with four cards or more while nobody
is close to going out), and no joker where they are played (H7.1); whoever keeps the card
they drew could not play it; whoever draws an ace penalty holds no ace, and a joker's penalty
no joker; whoever plays an 8 had nothing else that fitted, nor a joker; whoever plays a joker
with nobody close to going out had nothing else that fitted. The house rules in force (H7)
shape these readings as they shape the play: an 8 cannot go on an 8 (H7.3), and a player
with one card left that is an 8 or a joker must draw (H7.4), which says nothing; there an
8 or a joker also goes before the last other card, so playing one says nothing either.
The observation of a moment carries none of that, so the bot watches the observation after
every move of the round (`watch`) and keeps, for each card of every other hand, the cards it
cannot be (a bit mask of card ids, one "slot" per card held).

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

from game.ai.huit.policy import CLOSE, EIGHT_DRAW, JOKER, is_wild
from game.rules.huit import Observation, Phase
from game.rules.huit.cards import ACE, EIGHT, JOKERS_PER_DECK
from game.rules.huit.core import SUIT_SHIFT
from game.rules.huit.house import JOKER_KEYS, House, house

FULL = (1 << (JOKER + 1)) - 1  # every card id, the joker's included
# In `Memory.lately`, instead of a play: a card drawn (then played at once, or not yet
# decided on), or a card drawn and kept.
DREW = -1
KEPT = -2
EIGHTS = sum(1 << (EIGHT * 4 + s) for s in range(4))
ACES = sum(1 << (ACE * 4 + s) for s in range(4))
JOKERS = 1 << JOKER
WILDS = EIGHTS | JOKERS
# _FIT_BUT_WILDS[rules][key]: the cards other than 8s and jokers that go on a top card
# (key < 52) or on the suit asked (see fit_key), as in the house's fits table: what a
# player who drew cannot have held.
_FIT_BUT_WILDS: dict[tuple[str, ...], tuple[int, ...]] = {}


def fit_but_wilds(h: House) -> tuple[int, ...]:
    masks = _FIT_BUT_WILDS.get(h.rules)
    if masks is None:
        masks = tuple(sum(1 << c for c, ok in enumerate(row) if ok) & ~WILDS for row in h.fits)
        _FIT_BUT_WILDS[h.rules] = masks
    return masks


def fit_key(obs: Observation) -> int:
    """The row of a house's fits table for what is on top of the discard: the top card, or
    the suit asked after an 8 (52 + suit) or after a joker (JOKER_KEYS + suit), as the
    engine reads it (core.Table.fitting)."""
    top = int(obs.discard[-1])
    if obs.suit is None:
        return top
    return (JOKER_KEYS if top == JOKER else 52) + int(obs.suit)


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
        rules = house(last.rules)
        key = fit_key(last)
        fit = fit_but_wilds(rules)[key]
        # 8s go on it, unless it is an 8 and no 8 goes on an 8 (H7.3).
        eights_fit = EIGHTS if rules.fits[key][EIGHT * 4] else 0
        if grew < 0:  # a card played
            card = int(obs.discard[-1])
            if last.phase is Phase.DRAWN:
                if slots:
                    slots.pop()  # the card just drawn
                self.lately[p].append((last, int(obs.discard[-1])))  # no choice: no check
            else:
                _remove_allowing(slots, card)
                asked = 0 if obs.suit is None or not is_wild(card) else int(obs.suit) + 1
                self.lately[p].append((last, card | asked << SUIT_SHIFT))
                if is_wild(card) and not last.penalty and self._nothing_else(last, card):
                    # An 8 or a joker is kept for when nothing else fits: nothing else did
                    # (and an 8 goes after a joker, which costs the next player more).
                    no = fit | JOKERS if card != JOKER else fit
                    slots[:] = [m | no for m in slots]
        elif grew > 0 and last.phase is not Phase.DRAWN:
            if last.penalty:
                # No ace to answer with (H4.2), or no joker under a joker's penalty (H7.1).
                answer = JOKERS if int(last.discard[-1]) == JOKER else ACES
                slots[:] = [m | answer for m in slots]
            elif rules.no_finish and last.hand_sizes[p] == 1:
                pass  # its one card may be an 8 or a joker, which may not go out (H7.4)
            else:
                # Nothing fitted (H3.1, H4.1); nor an 8, unless it was kept for later: only
                # with four cards or more, at the start of a turn, nobody close to going out.
                kept_eight = (
                    last.phase is Phase.PLAY
                    and last.hand_sizes[p] >= EIGHT_DRAW
                    and min(last.hand_sizes) > CLOSE
                )
                eights = 0 if kept_eight else eights_fit
                slots[:] = [m | fit | eights | JOKERS for m in slots]
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

    @staticmethod
    def _nothing_else(last: Observation, card: int) -> bool:
        """Whether a sensible player (game.ai.huit.policy) plays this 8 or joker only when
        nothing else fits: not a joker against a next player close to going out, and not
        where an 8 or a joker may not go out (H7.4): there it goes first whenever the one
        card it holds that is neither would otherwise be left with only 8s and jokers, with
        any number of cards."""
        if house(last.rules).no_finish:
            return False
        p = last.turn
        nxt = (p + last.direction) % len(last.hand_sizes)
        return card != JOKER or last.hand_sizes[nxt] > CLOSE

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
        jokers = JOKERS_PER_DECK * last.decks
        on_discard = sum(
            1 << c for c, k in counts.items() if k >= (jokers if c == JOKER else last.decks)
        )
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
