"""The Medium player's judgement, on the compact engine so Hard's rollouts can use it too.

It reads only what the seat to move may know: its own hand (and drawn card), the discard,
the suit asked, the penalty, the hand sizes and who forgot "Carte !". Hidden cards are never
looked at, so it gives the same answer on any determinization of the same observation.

The rules, in order:
- call a forgotten "Carte !" (H5.1), unless busy being attacked: under an ace penalty it
  answers the attack and lets the call go;
- under an ace penalty: play an ace if it holds one, else draw (H4.2);
- a drawn card that fits is played at once (H3.1);
- otherwise play the best card that is not an 8; an 8 only when nothing else fits (H4),
  naming the suit it holds most of, less the chance the next player follows that suit;
  with four cards or more it draws first and keeps the 8, unless someone (itself
  included) is close to going out: then the 8 goes at once; nothing fits: draw (or
  pass, H3.2);
- always say "Carte !" (H5).
"The best card" weighs: keeping cards to follow with (its longest suit goes first), aces
and 7s against a next player close to going out, a 10 (or a 7 heads-up) only with a card
to follow it, and the cards it has seen (its hand and the discard), which tell how likely
the others are to hold a card that goes on the one it leaves on top (same suit, same rank,
or an 8), weighed four times more when the next player is close to going out.
The weights were tuned against Easy on 20,000 rounds of fixed deals (2 players) and
checked on fresh deals (tests/perf/huit_ceiling.py and the tournament).
"""

from __future__ import annotations

import random

from game.rules.huit import core
from game.rules.huit.cards import ACE, EIGHT, POINTS, SEVEN, TEN

FOLLOW = 1.0  # per card of the rest of the hand that the played card's suit lets me follow
CLOSE = 2  # a hand this small is close to going out
ATTACK = 6.0  # an ace or a 7 against a next player close to going out
ACE_BONUS = 0.8  # an ace costs the next player two cards unless they hold an ace
SKIP_BONUS = 0.5  # a 7 skips the next player (3+ players)
AGAIN_BONUS = 2.5  # a 10 (or a 7 heads-up) with a card to follow it: two cards in one turn
AGAIN_MISS = -2.0  # ... and without: a draw follows
SHED = 0.02  # per point: rid of the cards that cost most if another goes out
BLOCK = 10.0  # times the share of unseen cards that would follow the card left on top
BLOCK_CLOSE = 40.0  # ... when the next player is close to going out
EIGHT_BLOCK = 2.0  # the same for the suit named after an 8 (a card held counts 1)
EIGHT_BLOCK_CLOSE = 2.0
EIGHT_DRAW = 4  # with this many cards or more, draw first and keep the 8 for later


class Left:
    """The copies of each card, and of each suit and rank, that are not on the discard (a
    rollout keeps one up to date as cards go on the discard)."""

    __slots__ = ("cards", "suits", "ranks")

    def __init__(self, decks: int, discard: list[int]) -> None:
        self.cards = [decks] * 52
        self.suits = [13 * decks] * 4
        self.ranks = [4 * decks] * 13
        for c in discard:
            self.discarded(c)

    def discarded(self, c: int) -> None:
        self.cards[c] -= 1
        self.suits[c & 3] -= 1
        self.ranks[c >> 2] -= 1


class Unseen:
    """The cards the seat to move has not seen (not in its hand nor on the discard): they
    are somewhere it cannot look, another hand or the stock. Kept as what is left off the
    discard less the hand, by card, suit and rank: each question is a few lookups."""

    __slots__ = ("left", "hand", "hand_suits", "hand_ranks", "total")

    def __init__(self, t: core.Table, me: int, left: Left | None = None) -> None:
        """`left`: the cards not on the discard, if the caller keeps count (a rollout does,
        one card a ply: cheaper than counting the discard at every move)."""
        hand = t.hands[me]
        self.left = Left(t.decks, t.discard) if left is None else left
        self.hand = hand
        suits = [0] * 4
        ranks = [0] * 13
        for c in hand:
            suits[c & 3] += 1
            ranks[c >> 2] += 1
        self.hand_suits = suits
        self.hand_ranks = ranks
        self.total = 52 * t.decks - len(hand) - len(t.discard)

    def fit_share(self, c: int, suit: int = -1) -> float:
        """The share of them that would go on `c` (or on the suit asked `suit` after an 8):
        how likely another hand is to follow it: its suit, its rank, or an 8."""
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
        fits += left.ranks[EIGHT] - self.hand_ranks[EIGHT] - (left.cards[eight] - hand.count(eight))
        return fits / self.total


def suit_counts(cards: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for c in cards:
        if c >> 2 != EIGHT:
            counts[c & 3] += 1
    return counts


def score_play(t: core.Table, m: int, unseen: Unseen) -> float:
    """Higher is better. `m` is a legal play of a card other than an 8."""
    me = t.turn
    c = m & core.CARD_MASK
    rank = c >> 2
    # The rest of the hand that follows it (same suit, same rank, or an 8), from the counts.
    hand = t.hands[me]
    suit = c & 3
    follow = (
        unseen.hand_suits[suit]
        - 1
        + unseen.hand_ranks[rank]
        - 1
        + unseen.hand_ranks[EIGHT]
        - (hand.count(c) - 1)  # same suit and rank: counted twice
        - hand.count(EIGHT * 4 + suit)  # an 8 of the suit: counted twice
    )
    n = t.n
    nxt = (me + 1) % n
    close = len(t.hands[nxt]) <= CLOSE
    block = BLOCK_CLOSE if close else BLOCK
    score = FOLLOW * follow + SHED * POINTS[c] - block * unseen.fit_share(c)
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
    return score


def best_suit(t: core.Table, rest: list[int], unseen: Unseen) -> int:
    """The suit to name after an 8: the one held most of, less the chance the next player
    follows it (weighed more when they are close to going out)."""
    counts = suit_counts(rest)
    nxt = (t.turn + 1) % t.n
    block = EIGHT_BLOCK_CLOSE if len(t.hands[nxt]) <= CLOSE else EIGHT_BLOCK
    return max(range(4), key=lambda s: (counts[s] - block * unseen.fit_share(0, s), -s))


def eight_code(t: core.Table, legal: list[int], unseen: Unseen) -> int:
    """Among the legal 8 plays, the one naming the best suit (with "Carte !")."""
    m = legal[0]
    rest = list(t.hands[t.turn])
    rest.remove(m & core.CARD_MASK)
    suit = best_suit(t, rest, unseen)
    for code in legal:
        if (code >> core.SUIT_SHIFT & 7) - 1 == suit:
            return code
    return m


def carte_first(legal: list[int]) -> list[int]:
    """The plays, each with "Carte !" said where it may be (H5): never forget it."""
    said = {m & ~core.CARTE for m in legal if m & core.CARTE}
    return [m for m in legal if m < core.DRAW and (m & core.CARTE or m not in said)]


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
    others = [m for m in plays if (m & core.CARD_MASK) >> 2 != EIGHT]
    if len(others) == 1:
        return others[0]
    unseen = Unseen(t, t.turn, left)
    if others:
        return max(others, key=lambda m: (score_play(t, m, unseen), -m))
    # Draw first and keep the 8 for later, unless another player is close to going out:
    # then the 8 is played now, to name a suit that may stop them.
    if (
        t.phase == core.PLAY
        and core.DRAW in legal
        and len(t.hands[t.turn]) >= EIGHT_DRAW
        and min(len(h) for h in t.hands) > CLOSE
    ):
        return core.DRAW
    # Only 8s fit (or the drawn card is an 8): play one, naming the suit held most of.
    first = min(m & core.CARD_MASK for m in plays)
    return eight_code(t, [m for m in plays if m & core.CARD_MASK == first], unseen)
