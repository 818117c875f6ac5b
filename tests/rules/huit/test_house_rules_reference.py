"""The engine against a second reading of the rules: on fuzzed positions under random sets of
house rules (H7), the moves the engine allows are those H1-H7 allow, read here again
straight from RULES.md (slowly, card by card, with none of the engine's tables); each move
leads where the rules say (the turn, the phase, the penalty, the direction, the suit asked,
who may be called, the winner); and each move refused is refused with a reason
(game.rules.huit.explain) other than the catch-all.

Set HUIT_REFERENCE_POSITIONS (e.g. 100000) for a longer run than the suite's.
"""

from __future__ import annotations

import os
import random
from typing import Any

from game.rules.huit import (
    HOUSE_RULES,
    IllegalMove,
    Move,
    Phase,
    PositionError,
    State,
    Suit,
    apply_move,
    format_move,
    legal_moves,
    parse_move,
    parse_position,
)
from game.rules.huit.cards import ACE, EIGHT, JOKER_ID, SEVEN, TEN, TOKENS, Card, full_deck
from game.rules.huit.events import WentRoundInCircles
from game.rules.huit.explain import REASONS

POSITIONS = int(os.environ.get("HUIT_REFERENCE_POSITIONS", "1500"))
JACK = 10
SUITS = "cdhs"


# -- the rules, read again -----------------------------------------------------------------


def is_eight(c: Card) -> bool:
    return not c.is_joker and c.rank == EIGHT


def is_ace(c: Card) -> bool:
    return not c.is_joker and c.rank == ACE


def reference_legal(s: State) -> set[str]:
    """Every legal move of `s`, in notation, from H2-H5.1 and H7."""
    if s.phase is Phase.OVER:
        return set()  # H6.1
    rules = set(s.rules)
    hand = s.hands[s.turn]
    top = s.top

    def fits(c: Card) -> bool:
        if c.is_joker:
            return True  # H7.1: on any card (a penalty is seen to before)
        if is_eight(c):
            return not ("no_eight_on_eight" in rules and is_eight(top))  # H4, H7.3
        if s.suit is not None:
            return c.suit == s.suit  # the suit asked by an 8 or a joker (H4, H7.1)
        return c.suit == top.suit or c.rank == top.rank  # H2

    def may_go(c: Card) -> bool:  # H7.4: no 8 or joker as the last card
        return not (
            "no_finish_on_eight" in rules and len(hand) == 1 and (c.is_joker or is_eight(c))
        )

    def plays(c: Card) -> set[str]:
        lines = [f"{c.token} {x}" for x in SUITS] if c.is_joker or is_eight(c) else [c.token]
        if len(hand) == 2:  # H5.1: "Carte !" may be said, or forgotten
            lines += [f"{line} !" for line in lines]
        return set(lines)

    can_draw = bool(s.stock) or len(s.discard) > 1  # H3, H3.2
    out: set[str] = set()
    if s.phase is Phase.DRAWN:  # H3.1: the drawn card, if playable, or keep it
        assert s.drawn is not None
        if fits(s.drawn) and may_go(s.drawn):
            out |= plays(s.drawn)
        return out | {"pass"}
    if s.phase is Phase.PLAY:
        if s.unannounced is not None and s.unannounced != s.turn:
            out.add("call")  # H5.1
        if s.penalty:  # H4.2, H7.1: an ace on an ace's penalty, a joker on a joker's
            for c in hand:
                if (c.is_joker if top.is_joker else is_ace(c)) and may_go(c):
                    out |= plays(c)
            return out | {"draw"}
        for c in hand:
            if fits(c) and may_go(c):
                out |= plays(c)
        return out | {"draw" if can_draw else "pass"}
    for c in hand:  # H4.1: after a 10, play if anything can be played
        if fits(c) and may_go(c):
            out |= plays(c)
    return out or {"draw" if can_draw else "pass"}


def reference_after(s: State, line: str) -> dict[str, Any]:
    """What the rules say follows `line` in `s` (the cards drawn aside)."""
    n, p, d = s.players, s.turn, s.direction
    hand = s.hands[p]
    same = {"turn": p, "phase": Phase.PLAY, "penalty": s.penalty, "direction": d,
            "suit": s.suit, "unannounced": None, "winner": None}  # fmt: skip
    if line == "call":  # H5.1: the forgetful player draws, the caller plays their turn
        return same
    if line == "pass":  # H3.1, H3.2
        if not hand:
            return same | {"phase": Phase.OVER, "winner": p, "penalty": 0}  # H6.1
        kept = s.unannounced if s.unannounced == p else None  # their hand did not change
        return same | {"turn": (p + d) % n, "unannounced": kept}
    if line == "draw":
        if s.penalty:  # H4.2: the whole penalty (as many as there are), and the turn ends
            none = not s.stock and len(s.discard) == 1
            kept = s.unannounced if s.unannounced == p and none else None  # H5.1
            return same | {"turn": (p + d) % n, "penalty": 0, "unannounced": kept}
        return same | {"phase": Phase.DRAWN}  # H3
    move = parse_move(line)
    c = move.card
    assert c is not None
    left = len(hand) - 1
    after = same | {
        "suit": move.suit,  # an 8 or a joker names it; any other card ends it
        "unannounced": p if left == 1 and not move.carte else None,
    }
    if not c.is_joker and c.rank == TEN:
        return after | {"phase": Phase.AGAIN}  # H4.1, even as the last card (H6)
    if not left:
        return after | {"phase": Phase.OVER, "winner": p, "unannounced": None, "penalty": 0}
    if c.is_joker:
        return after | {"turn": (p + d) % n, "penalty": s.penalty + 4}  # H7.1
    if c.rank == ACE:
        return after | {"turn": (p + d) % n, "penalty": s.penalty + 2}  # H4
    if c.rank == SEVEN:
        return after | {"turn": (p + 2 * d) % n}  # H4, H4.3, H7.2
    if c.rank == JACK and "jack_reverses" in s.rules:  # H7.2
        return after | {"direction": -d, "turn": p if n == 2 else (p - d) % n}
    return after | {"turn": (p + d) % n}


# -- positions -----------------------------------------------------------------------------


def random_position(rng: random.Random) -> dict[str, Any]:
    """A position the rules allow, leaning to where they meet: special cards on top, short
    hands (the last card, "Carte !"), penalties of both kinds, either direction."""
    rules = list(HOUSE_RULES) if rng.random() < 0.3 else [r for r in HOUSE_RULES
                                                            if rng.random() < 0.5]  # fmt: skip
    jokers = "jokers" in rules
    decks = rng.choice([1, 1, 2])
    n = rng.randint(2, 5)
    deck = full_deck(decks, jokers)
    rng.shuffle(deck)
    favoured = [ACE, SEVEN, EIGHT, TEN, JACK, JOKER_ID >> 2]
    rank = rng.choice(favoured) if rng.random() < 0.7 else rng.randrange(13)
    tops = [c for c in deck if c >> 2 == rank] or deck[:1]
    top = tops[0]
    deck.remove(top)
    penalty_card = top >> 2 in (ACE, JOKER_ID >> 2)
    run = [top]
    if penalty_card:  # more of the same under it
        for c in [c for c in deck if c >> 2 == top >> 2][: rng.randint(0, 3)]:
            deck.remove(c)
            run.insert(0, c)
    under = [deck.pop() for _ in range(rng.choice([0, 1, 1, 3]))]
    discard = under + run
    phase = rng.choice(["play", "play", "play", "again", "drawn"])
    if phase == "again" and top >> 2 != TEN:
        phase = "play"
    turn = rng.randrange(n)
    sizes = [rng.choice([1, 1, 2, 2, 3, 5]) for _ in range(n)]
    if phase == "again" and rng.random() < 0.2:
        sizes[turn] = 0  # a 10 as the last card: a draw must follow
    hands = []
    for k in sizes:
        hand = []
        for _ in range(k):
            if rng.random() < 0.35:  # a card that meets the top, or is special itself
                pick = [c for c in deck if c >> 2 in favoured or c & 3 == top & 3]
                card = rng.choice(pick) if pick else deck[-1]
                deck.remove(card)
            else:
                card = deck.pop()
            hand.append(card)
        hands.append(hand)
    stock = [deck.pop() for _ in range(min(len(deck), rng.choice([0, 0, 1, 2, 6])))]
    penalty = 0
    if phase == "play" and penalty_card and rng.random() < 0.7:
        each = 4 if top == JOKER_ID else 2
        most = len(run) if under else len(run) + 2  # a discard of those only: no bound
        penalty = each * rng.randint(1, most)
    drawn = None
    if phase == "drawn":
        drawn = TOKENS[rng.choice(hands[turn])]
    ones = [q for q in range(n) if len(hands[q]) == 1]
    if phase == "again":
        ones = [q for q in ones if q == turn]
    unannounced = rng.choice([None, *ones]) if phase != "drawn" and ones else None
    return {
        "game": "huit", "decks": decks, "rules": rules,
        "direction": rng.choice([1, -1]) if "jack_reverses" in rules else 1,
        "hands": [" ".join(TOKENS[c] for c in h) for h in hands],
        "stock": " ".join(TOKENS[c] for c in stock),
        "discard": " ".join(TOKENS[c] for c in discard),
        "suit": rng.choice(SUITS) if top >> 2 == EIGHT or top == JOKER_ID else None,
        "turn": turn, "phase": phase, "drawn": drawn, "penalty": penalty,
        "unannounced": unannounced, "rng": rng.getrandbits(64),
    }  # fmt: skip


def candidates(s: State) -> set[Move]:
    """Moves a player might try: every card of the hand every way, and the words."""
    out = {parse_move("draw"), parse_move("pass"), parse_move("call")}
    for c in set(s.hands[s.turn]):
        for suit in (None, *Suit):
            out |= {Move.play(c, suit, False), Move.play(c, suit, True)}
    return out


# -- the check -----------------------------------------------------------------------------


def check(s: State) -> None:
    where = f"in {s!r}"
    legal = {format_move(m) for m in legal_moves(s)}
    assert legal == reference_legal(s), where
    for line in legal:
        after, events = apply_move(s, parse_move(line))
        if any(isinstance(e, WentRoundInCircles) for e in events):
            continue  # H6.2 may end any move's round: tested on its own
        seen = {"turn": after.turn, "phase": after.phase, "penalty": after.penalty,
                "direction": after.direction, "suit": after.suit,
                "unannounced": after.unannounced, "winner": after.winner}  # fmt: skip
        assert seen == reference_after(s, line), f"{line} {where}"
    for move in candidates(s) - set(legal_moves(s)):
        try:
            apply_move(s, move)
        except IllegalMove as e:
            assert e.code in REASONS and e.code != "not_allowed", f"{move!r}: {e} {where}"
        else:
            raise AssertionError(f"{move!r} was accepted {where}")


def test_h7_the_engine_allows_and_plays_what_the_rules_say_on_fuzzed_positions() -> None:
    rng = random.Random(34)
    checked = 0
    for _ in range(POSITIONS):
        data = random_position(rng)
        try:
            s = parse_position(data)
        except PositionError as e:
            raise AssertionError(f"a position the rules allow was refused: {e}\n{data}") from e
        check(s)
        checked += 1
    assert checked == POSITIONS
