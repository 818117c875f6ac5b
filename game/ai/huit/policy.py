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
  naming the suit it holds most of; nothing fits: draw (or pass, H3.2);
- always say "Carte !" (H5).
"The best card" weighs: keeping cards to follow with (its longest suit goes first), aces
and 7s against a next player close to going out, a 10 (or a 7 heads-up) only with a card
to follow it, and the cards it has seen (the discard), which tell how likely the others
are to hold the suit or rank it leaves on top.
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
SEEN = 0.25  # per unseen card of the suit left on top (the others may follow it)
SEEN_CLOSE = 1.0  # ... when the next player is close to going out
EIGHT_DRAW = 4  # with this many cards or more, draw first and keep the 8 for later


def unseen_by_suit(t: core.Table, me: int) -> list[int]:
    """Cards of each suit the seat to move has not seen (its hand and the discard)."""
    left = [13 * t.decks] * 4
    for c in t.hands[me]:
        left[c & 3] -= 1
    for c in t.discard:
        left[c & 3] -= 1
    return left


def suit_counts(cards: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for c in cards:
        if c >> 2 != EIGHT:
            counts[c & 3] += 1
    return counts


def best_suit(rest: list[int], unseen: list[int]) -> int:
    """The suit to name after an 8: the one held most of; on a tie, the one the others are
    least likely to hold (most of it already seen)."""
    counts = suit_counts(rest)
    return max(range(4), key=lambda s: (counts[s], -unseen[s], -s))


def score_play(t: core.Table, m: int, unseen: list[int]) -> float:
    """Higher is better. `m` is a legal play of a card other than an 8."""
    me = t.turn
    c = m & core.CARD_MASK
    rank = c >> 2
    rest = list(t.hands[me])
    rest.remove(c)
    follow = sum(1 for x in rest if x & 3 == c & 3 or x >> 2 == rank or x >> 2 == EIGHT)
    n = t.n
    nxt = (me + 1) % n
    close = len(t.hands[nxt]) <= CLOSE
    seen = SEEN_CLOSE if close else SEEN
    score = FOLLOW * follow + SHED * POINTS[c] - seen * unseen[c & 3]
    if rank == ACE:
        score += ATTACK if close else ACE_BONUS
    elif rank == SEVEN:
        if close:
            score += ATTACK
        if n == 2:  # H4.3: the 7's player plays again
            score += AGAIN_BONUS if follow else AGAIN_MISS
        else:
            score += SKIP_BONUS
    elif rank == TEN and rest:
        score += AGAIN_BONUS if follow else AGAIN_MISS
    return score


def eight_code(t: core.Table, legal: list[int], unseen: list[int]) -> int:
    """Among the legal 8 plays, the one naming the suit held most of (with "Carte !")."""
    m = legal[0]
    rest = list(t.hands[t.turn])
    rest.remove(m & core.CARD_MASK)
    suit = best_suit(rest, unseen)
    for code in legal:
        if (code >> core.SUIT_SHIFT & 7) - 1 == suit:
            return code
    return m


def carte_first(legal: list[int]) -> list[int]:
    """The plays, each with "Carte !" said where it may be (H5): never forget it."""
    said = {m & ~core.CARTE for m in legal if m & core.CARTE}
    return [m for m in legal if m < core.DRAW and (m & core.CARTE or m not in said)]


def medium_move(t: core.Table, legal: list[int], rng: random.Random) -> int:
    """Medium's move among `legal` (the legal codes of `t`, its seat to move)."""
    if len(legal) == 1:
        return legal[0]
    if core.CALL in legal and not t.penalty:
        return core.CALL
    plays = carte_first(legal)
    if not plays:
        return core.DRAW if core.DRAW in legal else core.PASS
    unseen = unseen_by_suit(t, t.turn)
    others = [m for m in plays if (m & core.CARD_MASK) >> 2 != EIGHT]
    if others:
        best = max(others, key=lambda m: (score_play(t, m, unseen), -m))
        return best
    if t.phase == core.PLAY and core.DRAW in legal and len(t.hands[t.turn]) >= EIGHT_DRAW:
        return core.DRAW
    # Only 8s fit (or the drawn card is an 8): play one, naming the suit held most of.
    first = min(m & core.CARD_MASK for m in plays)
    return eight_code(t, [m for m in plays if m & core.CARD_MASK == first], unseen)
