"""From an observation to playable positions: the cards a seat cannot see, sampled.

What a seat can be sure of, and so what a deal must respect:
- its own hand (the drawn card included) and the discard since the last refill are seen, and
  so are the special cards turned up at the deal that went under the stock (H1): the stock's
  last cards until they are drawn;
- every other card of the deck(s), jokers included where they are played (H7.1), is
  somewhere it cannot see: another hand, or the stock
  (cards that went back into a refill are unseen again, but a seat that saw the refill
  knows the stock holds only those: the memory keeps them, and the stock is dealt from them);
- the sizes of every hand and of the stock are public, and so are the house rules in force
  and the direction of play (H7), which the deal keeps: the engine plays on under them.
What it cannot be sure of but may judge likely: what the others' draws, kept cards and 8s
say about their hands (game.ai.huit.memory, from watching the round), and what the cards
they played say, back to a penalty or a call and across one kept draw (a sensible player,
judged by Medium's rules, plays the card that keeps its longest suit, names the suit it
holds most of...). With a memory, each hidden card goes, most restricted first, to a card
its slot allows where the unseen cards leave one, and a hand from which its player would not
have made those plays is dealt again (up to TRIES times: a player may be less sensible than
Medium, and then the deal that explains most of its latest plays is kept); without a memory,
every deal of the unseen cards by size is equally likely.
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai.huit.memory import DREW, KEPT, Memory, fit_key
from game.ai.huit.policy import Left, medium_move
from game.rules.huit import Observation, Phase, core
from game.rules.huit.cards import DECK_SIZE, full_deck
from game.rules.huit.house import JOKERS, house

# Deals of one hand until it fits what its player was seen to play. Measured on 4-player
# rounds against Medium (deals of an opponent's hand that fit all its recent plays): 6 tries
# fell short one time in four, 30 one time in fifteen, at about 0.2 ms more a deal.
TRIES = 30
# Kept draws a hand's plays are read past (each multiplies the reading by the cards the kept
# one could be): beyond, which card came in when is too uncertain to hold against a deal.
KEPT_CROSSED = 1
_CARD_AND_SUIT = core.CARD_MASK | 7 << core.SUIT_SHIFT
_NOTHING_FITS = (False,) * (DECK_SIZE + 1)  # every card id, the joker's included
_NO_LUCK = random.Random(0)  # Medium's judgement takes a generator; it draws nothing from it


def unseen(obs: Observation) -> list[int]:
    """The cards the seat has not seen: the deck(s) (with their jokers, H7.1) less its hand
    and the discard."""
    left = Counter(full_deck(obs.decks, JOKERS in obs.rules))
    left.subtract(int(c) for c in obs.hand)
    left.subtract(int(c) for c in obs.discard)
    left.subtract(int(c) for c in obs.under_stock)
    return sorted(c for c, k in left.items() for _ in range(max(0, k)))


def determinize(obs: Observation, rng: random.Random, memory: Memory | None = None) -> core.Table:
    """A Table consistent with everything `obs` shows, hidden cards drawn from the unseen
    (and, with a `memory`, kept from the cards each hand is thought not to hold)."""
    pool = unseen(obs)
    rng.shuffle(pool)
    hidden: dict[int, list[int]] = {}
    stock: list[int] | None = None
    if memory is not None and memory.last == obs:
        stock = _refilled_stock(obs, pool, memory, rng)
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
    if stock is None:
        under = [int(c) for c in reversed(obs.under_stock)]  # a stack: the bottom first
        stock = under + take(obs.stock_size - len(under))
    t.stock = stock
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
    t.turned = len(obs.under_stock)
    t.seen = None  # the search counts positions (H6.2) from here
    t.house = house(obs.rules)
    t.direction = obs.direction
    return t


def _refilled_stock(
    obs: Observation, pool: list[int], memory: Memory, rng: random.Random
) -> list[int] | None:
    """Since a refill, the stock is what is left of the cards it was refilled with that
    nobody has shown: some of those unseen ones are in it (which, is hidden), the rest were
    drawn into the other hands. Taken out of `pool`; None if no refill was seen (or what was
    seen cannot be: then the stock is any of the unseen cards)."""
    if memory.refilled_with is None:
        return None
    still = Counter(memory.refilled_with) & Counter(pool)
    if still.total() < obs.stock_size:
        return None
    maybe = sorted(still.elements())
    rng.shuffle(maybe)
    stock = maybe[: obs.stock_size]
    for c in stock:
        pool.remove(c)
    return stock


def _deal_slots(
    obs: Observation, pool: list[int], memory: Memory, rng: random.Random
) -> dict[int, list[int]]:
    """The other hands dealt from `pool` (taken out of it), each card to a slot that allows
    it where one is left, the most restricted slots first; a hand from which a sensible
    player (Medium's judgement) would not have made its recent plays (Memory.lately) is dealt
    again, up to TRIES times; if none fits, the one that explains most of the latest
    plays is kept."""
    hands: dict[int, list[int]] = {}
    for p, size in enumerate(obs.hand_sizes):
        if p == obs.seat:
            continue
        masks = (memory.forbidden(p) + [0] * size)[:size]
        lately = memory.lately[p] if p < len(memory.lately) else []
        best: list[int] = []
        best_told = -1
        for attempt in range(TRIES if lately else 1):
            if attempt:
                # Each deal again is from everything left, shuffled afresh: a deal takes
                # cards by their place in the pool, and what the last one left is not fair.
                pool.extend(best)
                rng.shuffle(pool)
            hand = _take_for(masks, pool, rng)
            told = plays_explained(hand, lately)
            if told > best_told:
                best, best_told = hand, told
            else:  # the better deal stands: this one goes back
                pool.extend(hand)
                for c in best:
                    if c in pool:  # (a malformed position's padding never was)
                        pool.remove(c)
            if best_told == len(lately):
                break
        hands[p] = best
    return hands


def _take_for(masks: list[int], pool: list[int], rng: random.Random) -> list[int]:
    """A hand, slot by slot (most restricted first), each the last card of `pool` its slot
    allows (else the last card); taken out of `pool`."""
    hand = [-1] * len(masks)
    for i in sorted(range(len(masks)), key=lambda i: -masks[i].bit_count()):
        mask = masks[i]
        for k in range(len(pool) - 1, -1, -1):
            if not mask >> pool[k] & 1:
                hand[i] = pool.pop(k)
                break
        else:
            hand[i] = pool.pop() if pool else rng.randrange(DECK_SIZE)
    return hand


def would_have_played(hand: list[int], plays: list[tuple[Observation, int]]) -> bool:
    """Whether Medium, holding `hand` now, would have made each of `plays` (a hand's recent
    plays, Memory.lately, oldest first)."""
    return plays_explained(hand, plays) == len(plays)


def plays_explained(hand: list[int], plays: list[tuple[Observation, int]]) -> int:
    """How many of `plays` (oldest first; a plain draw among them as DREW), from the latest
    back, Medium holding `hand` now would have made, up to the first it would not have."""
    return _explained(list(hand), plays, len(plays), KEPT_CROSSED)


def _explained(held: list[int], plays: list[tuple[Observation, int]], end: int, keeps: int) -> int:
    """`plays_explained` of `plays[:end]`, `held` the hand after them; `keeps` is how many
    kept draws may still be looked past (each one, any card of the hand it could be)."""
    for i in range(end - 1, -1, -1):
        before, code = plays[i]
        if code == DREW and i + 1 < len(plays):
            # The card drawn, played at once (the next entry).
            held.remove(plays[i + 1][1] & core.CARD_MASK)
            continue
        if code < 0:  # a card drawn and kept (or not yet decided on): one of `held`
            if not keeps:
                return end  # which card came in is too uncertain: the older plays stand
            told = end - i
            fit = house(before.rules).fits[fit_key(before)] if code == KEPT else _NOTHING_FITS
            best = told
            # Kept, it did not fit (H3.1); each card held that could be it is tried.
            for kept in sorted({c for c in held if not fit[c]}):
                rest = list(held)
                rest.remove(kept)
                older = _explained(rest, plays, i, keeps - 1)
                if older == i:
                    return end
                best = max(best, told + older)
            return best
        if before.phase is not Phase.DRAWN and not would_play(held, before, code):
            return end - 1 - i
        held.append(code & core.CARD_MASK)
    return end


def would_play(hand: list[int], before: Observation, played: int) -> bool:
    """Whether Medium, holding `hand` and the card it played, would have played that card
    (and named that suit) at the moment `before`: the hand then is the hand now and it."""
    moment = _MOMENTS.get(id(before))
    if moment is None or moment[0] is not before:
        moment = _moment(before)
    _, discard, left, stock = moment
    p = before.turn
    t = core.Table.__new__(core.Table)
    t.n = len(before.hand_sizes)
    t.decks = before.decks
    t.hands = [
        [*hand, played & core.CARD_MASK] if q == p else [0] * size  # sizes are all it reads
        for q, size in enumerate(before.hand_sizes)
    ]
    t.stock = stock
    t.discard = discard
    t.suit = -1 if before.suit is None else int(before.suit)
    t.turn = p
    t.phase = int(before.phase)
    t.drawn = -1
    t.penalty = before.penalty
    t.unannounced = -1 if before.unannounced is None else before.unannounced
    t.rng = 0
    t.winner = -1
    t.points = None
    t.events = None
    t.refilled = False
    t.turned = 0
    t.seen = None
    t.house = house(before.rules)
    t.direction = before.direction
    legal = t.legal()
    if core.CALL in legal or len(legal) == 1:
        return True  # a call let go is not Medium's way: nothing to learn from the play
    move = medium_move(t, legal, _NO_LUCK, left)
    return move & _CARD_AND_SUIT == played


# What a past moment's judgement needs beyond the hand, built once: a search reads the same
# few moments thousands of times. Keyed by the observation's id, with the observation kept
# (so the id is not reused while cached); only read, never changed.
_Moment = tuple[Observation, list[int], Left, list[int]]
_MOMENTS: dict[int, _Moment] = {}
_MOMENTS_KEPT = 512


def _moment(before: Observation) -> _Moment:
    discard = [int(c) for c in before.discard]
    jokers = JOKERS in before.rules
    moment = (before, discard, Left(before.decks, discard, jokers), [0] * before.stock_size)
    if len(_MOMENTS) >= _MOMENTS_KEPT:
        _MOMENTS.clear()
    _MOMENTS[id(before)] = moment
    return moment
