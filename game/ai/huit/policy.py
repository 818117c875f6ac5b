"""The Medium player's judgement, on the compact engine so Hard's rollouts can use it too.

It reads only what the seat to move may know: its own hand (and drawn card), the discard,
the suit asked, the penalty, the hand sizes, who forgot "Carte !", and the house rules in
force with the direction of play (H7). Hidden cards are never looked at, so it gives the
same answer on any determinization of the same observation. The rules themselves (what is
legal, who is next) are the engine's: it only ranks the legal moves it is given.

The rules, in order:
- call a forgotten "Carte !" (H5.1), unless busy being attacked: under a penalty it
  answers the attack and lets the call go;
- under an ace penalty: play an ace if it holds one, else draw (H4.2); under a joker's
  penalty: a joker if it holds one (the next player then faces four more), else draw (H7.1);
- a drawn card that fits is played at once (H3.1);
- a joker (H7.1) goes at once when the next player is close to going out (four cards for
  them unless they hold a joker), and when nothing but 8s and jokers fits (before an 8: it
  names a suit as well and costs the next player four cards); otherwise it is kept, like an
  8, to go on anything later;
- otherwise play the best card that is neither an 8 nor a joker; an 8 only when nothing
  else fits (H4), naming the suit it holds most of, less the chance the next player
  follows that suit; with four cards or more it draws first and keeps the 8, unless
  someone (itself included) is close to going out: then the 8 goes at once; nothing fits:
  draw (or pass, H3.2);
- where an 8 or a joker may not be the last card (no_finish_on_eight, H7.4), it never
  plays a card that would leave only 8s and jokers in its hand while one of those can go
  first (naming the suit of the cards it keeps): the card it finishes with must be another;
- always say "Carte !" (H5).
"The best card" weighs: keeping cards to follow with (its longest suit goes first), aces
and 7s against a next player close to going out, a 10 (or a 7 heads-up) only with a card
to follow it, and the cards it has seen (its hand and the discard), which tell how likely
the others are to hold a card that goes on the one it leaves on top (same suit, same rank,
an 8 where one may go, or a joker), weighed four times more when the next player is close
to going out. Where the jack reverses (H7.2), a jack heads-up is weighed like a 7 heads-up
(its player plays again), and with three players or more it turns play away from a next
player close to going out, and is kept back when it would turn play toward one.
"Next" always follows the direction of play.
The book-rule weights were tuned against Easy on 20,000 rounds of fixed deals (2 players)
and checked on fresh deals (tests/perf/huit_ceiling.py and the tournament).
"""

from __future__ import annotations

import random

from game.rules.huit import core
from game.rules.huit.cards import ACE, EIGHT, JACK, JOKER_ID, JOKERS_PER_DECK, SEVEN, TEN

FOLLOW = 1.0  # per card of the rest of the hand that the played card's suit lets me follow
CLOSE = 2  # a hand this small is close to going out
ATTACK = 6.0  # an ace or a 7 against a next player close to going out
ACE_BONUS = 0.8  # an ace costs the next player two cards unless they hold an ace
SKIP_BONUS = 0.5  # a 7 skips the next player (3+ players)
AGAIN_BONUS = 2.5  # a 10 (or a 7 heads-up) with a card to follow it: two cards in one turn
AGAIN_MISS = -2.0  # ... and without: a draw follows
REVERSE = 6.0  # a jack turning play away from a next player close to going out (H7.2)
SHED = 0.02  # per point: rid of the cards that cost most if another goes out
BLOCK = 10.0  # times the share of unseen cards that would follow the card left on top
BLOCK_CLOSE = 40.0  # ... when the next player is close to going out
EIGHT_BLOCK = 2.0  # the same for the suit named after an 8 (a card held counts 1)
EIGHT_BLOCK_CLOSE = 2.0
EIGHT_DRAW = 4  # with this many cards or more, draw first and keep the 8 for later

JOKER = JOKER_ID


def is_wild(c: int) -> bool:
    """An 8 or a joker: it goes on anything and names a suit (H4, H7.1)."""
    return c >> 2 == EIGHT or c == JOKER


class Left:
    """The copies of each card, and of each suit and rank, that are not on the discard (a
    rollout keeps one up to date as cards go on the discard). The joker, last, has no suit
    nor rank."""

    __slots__ = ("cards", "suits", "ranks")

    def __init__(self, decks: int, discard: list[int], jokers: bool = False) -> None:
        self.cards = [decks] * 52 + [JOKERS_PER_DECK * decks if jokers else 0]
        self.suits = [13 * decks] * 4
        self.ranks = [4 * decks] * 13
        for c in discard:
            self.discarded(c)

    def discarded(self, c: int) -> None:
        self.cards[c] -= 1
        if c != JOKER:
            self.suits[c & 3] -= 1
            self.ranks[c >> 2] -= 1


class Unseen:
    """The cards the seat to move has not seen (not in its hand nor on the discard): they
    are somewhere it cannot look, another hand or the stock. Kept as what is left off the
    discard less the hand, by card, suit and rank: each question is a few lookups."""

    __slots__ = (
        "left", "hand", "hand_suits", "hand_ranks", "hand_jokers", "total", "eight_on_eight",
    )  # fmt: skip

    def __init__(self, t: core.Table, me: int, left: Left | None = None) -> None:
        """`left`: the cards not on the discard, if the caller keeps count (a rollout does,
        one card a ply: cheaper than counting the discard at every move)."""
        hand = t.hands[me]
        house = t.house
        self.left = Left(t.decks, t.discard, house.jokers) if left is None else left
        self.hand = hand
        suits = [0] * 4
        ranks = [0] * 13
        jokers = 0
        for c in hand:
            if c == JOKER:
                jokers += 1
            else:
                suits[c & 3] += 1
                ranks[c >> 2] += 1
        self.hand_suits = suits
        self.hand_ranks = ranks
        self.hand_jokers = jokers
        deck = 52 + JOKERS_PER_DECK * house.jokers
        self.total = deck * t.decks - len(hand) - len(t.discard)
        self.eight_on_eight = not house.no_eight_on_eight  # H7.3

    def fit_share(self, c: int, suit: int = -1, on_eight: bool = False) -> float:
        """The share of them that would go on `c` (or on the suit asked `suit` after an 8
        or a joker; `on_eight`: an 8 is on top): how likely another hand is to follow it:
        its suit, its rank, an 8 (not on an 8 under H7.3) or a joker (H7.1)."""
        if self.total <= 0:
            return 0.0
        left, hand = self.left, self.hand
        if suit < 0:
            suit = c & 3
            r = c >> 2
            fits = (
                left.suits[suit]
                - self.hand_suits[suit]
                + left.ranks[r]
                - self.hand_ranks[r]
                - (left.cards[c] - hand.count(c))  # counted in both
            )
        else:
            fits = left.suits[suit] - self.hand_suits[suit]
        eight = EIGHT * 4 + suit  # counted with the suit already
        same = left.cards[eight] - hand.count(eight)
        if on_eight and not self.eight_on_eight:
            fits -= same  # H7.3: no 8 on an 8, of the suit asked neither
        else:
            fits += left.ranks[EIGHT] - self.hand_ranks[EIGHT] - same
        fits += left.cards[JOKER] - self.hand_jokers
        return fits / self.total


def suit_counts(cards: list[int]) -> list[int]:
    """The cards of each suit, 8s and jokers left out (they name a suit, H4, H7.1)."""
    counts = [0, 0, 0, 0]
    for c in cards:
        if not is_wild(c):
            counts[c & 3] += 1
    return counts


def score_play(t: core.Table, m: int, unseen: Unseen) -> float:
    """Higher is better. `m` is a legal play of a card that is neither an 8 nor a joker."""
    me = t.turn
    c = m & core.CARD_MASK
    rank = c >> 2
    # The rest of the hand that follows it (same suit, same rank, an 8 or a joker).
    hand = t.hands[me]
    suit = c & 3
    follow = (
        unseen.hand_suits[suit]
        - 1
        + unseen.hand_ranks[rank]
        - 1
        + unseen.hand_ranks[EIGHT]
        + unseen.hand_jokers
        - (hand.count(c) - 1)  # same suit and rank: counted twice
        - hand.count(EIGHT * 4 + suit)  # an 8 of the suit: counted twice
    )
    n = t.n
    house = t.house
    nxt = (me + t.direction) % n
    # Who plays next: the other way round after a jack that reverses (H7.2).
    reverses = rank == JACK and house.reverses
    after = (me - t.direction) % n if reverses else nxt
    close = len(t.hands[after]) <= CLOSE
    block = BLOCK_CLOSE if close else BLOCK
    score = FOLLOW * follow + SHED * house.points[c] - block * unseen.fit_share(c)
    if rank == ACE:
        score += ATTACK if close else ACE_BONUS
    elif rank == SEVEN:
        if close:
            score += ATTACK
        if n == 2:  # H4.3: the 7's player plays again
            score += AGAIN_BONUS if follow else AGAIN_MISS
        else:
            score += SKIP_BONUS
    elif rank == TEN and len(hand) > 1:
        score += AGAIN_BONUS if follow else AGAIN_MISS
    elif reverses:
        if n == 2:  # H7.2: heads-up the jack works like a 7 (H4.3)
            score += AGAIN_BONUS if follow else AGAIN_MISS
        elif len(t.hands[nxt]) <= CLOSE and not close:
            score += REVERSE  # away from the player close to going out
        elif close and len(t.hands[nxt]) > CLOSE:
            score -= REVERSE  # toward them
    return score


def best_suit(t: core.Table, rest: list[int], unseen: Unseen, eight: bool = True) -> int:
    """The suit to name after an 8 (or a joker: `eight` False): the one held most of, less
    the chance the next player follows it (weighed more when they are close to going out)."""
    counts = suit_counts(rest)
    nxt = (t.turn + t.direction) % t.n
    block = EIGHT_BLOCK_CLOSE if len(t.hands[nxt]) <= CLOSE else EIGHT_BLOCK
    return max(range(4), key=lambda s: (counts[s] - block * unseen.fit_share(0, s, eight), -s))


def wild_code(t: core.Table, legal: list[int], unseen: Unseen) -> int:
    """Among the legal plays of one 8 or one joker, the one naming the best suit (with
    "Carte !")."""
    m = legal[0]
    c = m & core.CARD_MASK
    rest = list(t.hands[t.turn])
    rest.remove(c)
    suit = best_suit(t, rest, unseen, c != JOKER)
    for code in legal:
        if (code >> core.SUIT_SHIFT & 7) - 1 == suit:
            return code
    return m


def eight_code(t: core.Table, legal: list[int], unseen: Unseen) -> int:
    """Among the legal 8 plays, the one naming the best suit (with "Carte !")."""
    return wild_code(t, legal, unseen)


def carte_first(legal: list[int]) -> list[int]:
    """The plays, each with "Carte !" said where it may be (H5): never forget it."""
    said = {m & ~core.CARTE for m in legal if m & core.CARTE}
    return [m for m in legal if m < core.DRAW and (m & core.CARTE or m not in said)]


def strands(hand: list[int], m: int) -> bool:
    """Whether playing `m` leaves a hand of 8s and jokers only, which cannot go out where
    no_finish_on_eight is played (H7.4)."""
    c = m & core.CARD_MASK
    rest = [x for x in hand if not is_wild(x)]
    return len(hand) > 1 and rest == [c]


def medium_move(
    t: core.Table, legal: list[int], rng: random.Random, left: Left | None = None
) -> int:
    """Medium's move among `legal` (the legal codes of `t`, its seat to move). `left`: the
    cards not on the discard, if the caller keeps count (see Unseen)."""
    if len(legal) == 1:
        return legal[0]
    if core.CALL in legal and not t.penalty:
        return core.CALL
    plays = carte_first(legal)
    if not plays:
        return core.DRAW if core.DRAW in legal else core.PASS
    others = [m for m in plays if not is_wild(m & core.CARD_MASK)]
    wilds = len(others) < len(plays)
    stranded = False
    if wilds and others and t.house.no_finish:
        # H7.4: the last card must be one that may go out; an 8 or a joker goes first.
        hand = t.hands[t.turn]
        others = [m for m in others if not strands(hand, m)]
        stranded = not others
    jokers = [m for m in plays if m & core.CARD_MASK == JOKER] if wilds else []
    if len(others) == 1 and not jokers:
        return others[0]
    unseen = Unseen(t, t.turn, left)
    if jokers and (
        t.penalty  # H7.1: only a joker answers a joker
        or not others
        or len(t.hands[(t.turn + t.direction) % t.n]) <= CLOSE
    ):
        return wild_code(t, jokers, unseen)
    if others:
        if len(others) == 1:
            return others[0]
        return max(others, key=lambda m: (score_play(t, m, unseen), -m))
    # Draw first and keep the 8 for later, unless another player is close to going out:
    # then the 8 is played now, to name a suit that may stop them.
    if (
        t.phase == core.PLAY
        and not stranded  # then a card fits: no reason to draw
        and core.DRAW in legal
        and len(t.hands[t.turn]) >= EIGHT_DRAW
        and min(len(h) for h in t.hands) > CLOSE
    ):
        return core.DRAW
    # Only 8s fit (or the drawn card is an 8): play one, naming the suit held most of.
    first = min(m & core.CARD_MASK for m in plays if is_wild(m & core.CARD_MASK))
    return wild_code(t, [m for m in plays if m & core.CARD_MASK == first], unseen)
