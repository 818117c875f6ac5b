"""The parser and the engine agree: every position the engine makes from a position
the parser accepts reads back; a position that cannot arise is refused with a reason."""

from __future__ import annotations

import random
from typing import Any

import pytest
from huitkit import hand, play, position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.huit import (
    HOUSE_RULES,
    PositionError,
    State,
    apply_move,
    format_position,
    legal_moves,
    parse_position,
)
from game.rules.huit.cards import ACE, EIGHT, JOKER_ID, TEN, TOKENS, full_deck

# -- H4.2: a penalty counts aces played one on another ---------------------------------------


@pytest.mark.parametrize(
    ("decks", "discard", "hands", "penalty"),
    [
        # The case: 8 with one deck and an ace in hand; the four aces of the
        # penalty would all be on the discard, so no ace can be left to hold.
        (1, "9h Ad Ah As", ("Ac 5c", "2d 3d"), 8),
        (2, "9h Ad Ah As Ac Ad Ah As", ("Ac 5c", "2d 3d"), 16),  # two decks: 16
        (1, "9h Ah", ("5c", "2d"), 4),  # one ace on top: 2 at most
        (1, "Ah 9h As", ("5c", "2d"), 4),  # an ace under a 9 is no part of it
    ],
)
def test_h4_2_a_penalty_larger_than_the_aces_on_the_discard_allow_is_refused(
    decks: int, discard: str, hands: tuple[str, ...], penalty: int
) -> None:
    with pytest.raises(PositionError, match=f"a penalty of {penalty} counts .* aces"):
        position(*hands, discard=discard, penalty=penalty, decks=decks)


def test_h4_2_the_penalty_of_four_aces_on_the_discard_is_read() -> None:
    s = position("5c 6c", "2d 3d", discard="9h Ac Ad Ah As", penalty=8)
    assert {str(m) for m in legal_moves(s)} == {"draw"}  # the four aces are all played


def test_h4_2_after_a_refill_a_penalty_may_count_aces_played_again() -> None:
    """A call under a penalty makes the forgetful player draw (H5.1) and may refill the
    stock with the aces of the penalty under the top one (H3): they come back into play,
    and one deck gives a penalty of 10. The engine makes it; the parser reads it back."""
    s = position("Ah 9s", "As 2d", "Ad 4c 6c", discard="Ac 5h")
    seen = [s]
    for line in ["Ah", "call", "As", "call", "Ad", "Ac", "Ah !"]:
        s, _ = play(s, line)
        seen.append(s)
    assert s.penalty == 10 and s.decks == 1 and s.turn == 2
    assert [c.token for c in s.discard] == ["As", "Ad", "Ac", "Ah"]
    assert hand(s, 0) == "5h 9s" and hand(s, 1) == "2d"  # Ac came back to seat 0, Ah to 1
    for state in seen:
        assert parse_position(format_position(state)) == state


# -- H6: "points" and "winner" only once the round is over -----------------------------------


@pytest.mark.parametrize("phase", ["play", "again", "drawn"])
@pytest.mark.parametrize(("key", "value"), [("winner", 0), ("points", [0, 15])])
def test_h6_points_and_winner_are_refused_before_the_round_is_over(
    phase: str, key: str, value: Any
) -> None:
    extra: dict[str, Any] = {"discard": "5h 10h"} if phase == "again" else {}
    if phase == "drawn":
        extra["drawn"] = "3c"
    position("2c 3c", "Kd Qd", phase=phase, **extra)  # without them: read
    with pytest.raises(PositionError, match=f'"{key}" is only for a finished round'):
        position("2c 3c", "Kd Qd", phase=phase, **extra, **{key: value})


def test_h6_a_finished_round_still_has_its_points_and_winner() -> None:
    s = position("", "Kd Qd", phase="over", winner=0, points=[20, 0])
    assert s.winner == 0 and s.points == (20, 0)


# -- every position the engine makes from an accepted one reads back ------------------------


@st.composite
def accepted_positions(draw: st.DrawFn) -> dict[str, Any]:
    """Positions the parser accepts, leaning to what is rare in play: aces and their
    penalties, empty stocks (refills, passes), players who forgot "Carte !", two decks;
    under any house rules (H7), with jokers and their penalties, and either direction."""
    decks = draw(st.sampled_from([1, 2]))
    n = draw(st.integers(2, 5))
    rules = draw(st.sets(st.sampled_from(HOUSE_RULES)))
    jokers = "jokers" in rules
    cards = draw(st.permutations(full_deck(decks, jokers)))
    # The penalty's kind (H4.2, H7.1): aces, or jokers (4 each).
    kind, each = (JOKER_ID, 4) if jokers and draw(st.booleans()) else (ACE * 4, 2)
    aces = [c for c in cards if c >> 2 == kind >> 2]
    others = [c for c in cards if c >> 2 != kind >> 2]
    run = draw(st.integers(0, len(aces)))  # aces on top of the discard
    under = draw(st.integers(0 if run else 1, 3))
    discard = others[:under] + aces[:run]
    rest = draw(st.permutations(aces[run:] + others[under:]))
    sizes = [draw(st.integers(1, 4)) for _ in range(n)]
    stock_size = draw(st.sampled_from([0, 0, 1, 2, 5]))
    it = iter(rest)
    hands = [[next(it) for _ in range(k)] for k in sizes]
    stock = [next(it) for _ in range(stock_size)]
    turn = draw(st.integers(0, n - 1))
    top = discard[-1]
    penalty = 0
    if run:
        most = run + 4 if run == len(discard) else run  # H4.2: refilled, or all on top
        penalty = each * draw(st.integers(0, most))
    phases = ["play"]
    if not penalty:
        phases.append("drawn")
        if top >> 2 == TEN:
            phases.append("again")
    phase = draw(st.sampled_from(phases))
    ones = [p for p in range(n) if len(hands[p]) == 1]
    if phase == "again":
        ones = [p for p in ones if p == turn]
    unannounced = draw(st.sampled_from([None, *ones])) if phase != "drawn" else None
    names_suit = top >> 2 == EIGHT or top == JOKER_ID
    return {
        "game": "huit", "decks": decks, "rules": sorted(rules),
        "direction": draw(st.sampled_from([1, -1])) if "jack_reverses" in rules else 1,
        "hands": [_text(h) for h in hands],
        "stock": _text(stock), "discard": _text(discard),
        "suit": draw(st.sampled_from("cdhs")) if names_suit else None,
        "turn": turn, "phase": phase,
        "drawn": TOKENS[draw(st.sampled_from(hands[turn]))] if phase == "drawn" else None,
        "penalty": penalty, "unannounced": unannounced, "rng": draw(st.integers(0, 2**64 - 1)),
    }  # fmt: skip


def _text(cards: list[int]) -> str:
    return " ".join(TOKENS[c] for c in cards)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(accepted_positions(), st.integers(0, 2**32))
def test_every_position_the_engine_makes_from_an_accepted_one_reads_back(
    data: dict[str, Any], seed: int
) -> None:
    s: State = parse_position(data)
    rng = random.Random(seed)
    for _ in range(60):
        moves = legal_moves(s)
        if not moves:
            break
        for move in moves:  # every move from here, not only the one played on
            after = apply_move(s, move).state
            again = parse_position(format_position(after))
            assert again == after, format_position(after)
            assert legal_moves(again) == legal_moves(after)
        s = apply_move(s, rng.choice(moves)).state
