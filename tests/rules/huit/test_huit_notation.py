"""RULES.md Part D: moves and positions read and written; bad input says what is wrong and
nothing but the documented errors escapes (H0)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from huitkit import legal, position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.huit import (
    HOUSE_RULES,
    IllegalMove,
    Move,
    NotationError,
    Phase,
    PositionError,
    apply_move,
    format_move,
    format_position,
    legal_moves,
    new_game,
    observe,
    parse_move,
    parse_position,
)

PART_D_EXAMPLE = """{
  "game": "huit",
  "decks": 1,
  "hands": ["7d 8s Kd", "Ac 10c"],
  "stock": "2c 9d 4s",
  "discard": "5h 7h",
  "suit": null,
  "turn": 1,
  "phase": "play",
  "drawn": null,
  "penalty": 0,
  "unannounced": null
}"""


def test_part_d_example_reads_and_writes_back() -> None:
    s = parse_position(PART_D_EXAMPLE)
    assert s.turn == 1 and s.top.token == "7h" and s.stock[0].token == "2c"
    expected = json.loads(PART_D_EXAMPLE)
    expected["hands"] = ["7d 8s Kd", "Ac 10c"]  # already in card order
    expected["rng"] = 0  # the optional key, written always
    assert format_position(s) == expected
    assert parse_position(format_position(s)) == s
    # Seat 1 holds Ac 10c on a 7h: nothing fits, so draw.
    assert legal(s) == {"draw"}


@pytest.mark.parametrize(
    "text", ["7h", "10s", "Qd", "Ac", "8s h", "7h !", "8s h !", "draw", "pass", "call"]
)
def test_moves_round_trip(text: str) -> None:
    move = parse_move(text)
    assert format_move(move) == text
    assert Move.from_code(move.code) == move


def test_moves_read_either_case_and_suit_signs() -> None:
    assert parse_move("qD") == parse_move("Qd")
    assert parse_move("8♠ ♥") == parse_move("8s h")
    assert parse_move("DRAW") == parse_move("draw")


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "empty"),
        ("x", "not a card"),
        ("11h", "not a card"),
        ("7x", "not a card"),
        ("8s", "names the suit"),
        ("8s h s", "names the suit"),
        ("8s x", "not a suit"),
        ("7h h", "only an 8"),
        ("7h ! !", "only an 8"),
        ("draw 2", "nothing after"),
        ("7h!", "not a card"),
    ],
)
def test_malformed_moves_raise_a_clear_notation_error(text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says):
        parse_move(text)


def test_errors_are_value_errors() -> None:
    assert issubclass(NotationError, ValueError) and issubclass(IllegalMove, ValueError)
    assert issubclass(PositionError, NotationError)


def test_h1_the_cards_turned_up_at_the_deal_are_written_and_read_back() -> None:
    data = json.loads(PART_D_EXAMPLE)
    assert "turned" not in format_position(parse_position(data))  # written only when set
    data.update(stock="2c As 10d", turned=2)
    s = parse_position(data)
    assert [c.token for c in observe(s, 0).under_stock] == ["As", "10d"]
    assert format_position(s)["turned"] == 2
    assert parse_position(format_position(s)) == s


@pytest.mark.parametrize(
    ("mutate", "says"),
    [
        (lambda d: d.pop("hands"), "hands"),
        (lambda d: d.update(hands=["7d"]), "2 to 5 players"),
        (lambda d: d.update(hands=["7d", "Zz"]), "hand 1: 'Zz' is not a card"),
        (lambda d: d.update(game="eight_half"), "huit"),
        (lambda d: d.update(decks=3), "1 or 2"),
        (lambda d: d.update(colour="red"), "unknown key"),
        (lambda d: d.update(turn=7), "seat number"),
        (lambda d: d.update(turn=None), "turn"),
        (lambda d: d.update(phase="dance"), "unknown phase"),
        (lambda d: d.update(phase=["play"]), "unknown phase"),
        (lambda d: d.update(suit="h"), "only an 8"),
        (lambda d: d.update(suit="x"), "suit"),
        (lambda d: d.update(discard=""), "never empty"),
        (lambda d: d.update(stock="7h"), "one deck has only 1"),
        (lambda d: d.update(penalty=3), "penalty"),
        (lambda d: d.update(penalty=2), "ace on top"),
        (lambda d: d.update(phase="drawn"), "drawn"),
        (lambda d: d.update(drawn="Ac"), 'only set in the "drawn" phase'),
        (lambda d: d.update(phase="drawn", drawn="Kd"), "drawn"),
        (lambda d: d.update(phase="again"), "a 10 is on top"),
        (lambda d: d.update(phase="over"), "winner"),
        (lambda d: d.update(phase="over", winner=0, points=[0, 0]), "empty hand"),
        (lambda d: d.update(unannounced=0), "one card"),
        (lambda d: d.update(hands=["7d 8s Kd", ""]), "empty"),
        (lambda d: d.update(rng=-1), "rng"),
        (lambda d: d.update(rng=2**64), "rng"),
        (lambda d: d.update(rng="7"), "rng"),
        (lambda d: d.update(rng=12345), None),
        (lambda d: d.update(turned=1), "only a 7, an 8, a 10 or an ace"),
        (lambda d: d.update(turned=4), "turned"),
        (lambda d: d.update(turned=-1), "turned"),
        (lambda d: d.update(turned=True), "turned"),
        (lambda d: d.update(turned="1"), "turned"),
        (lambda d: d.update(stock="2c 9d As", turned=1), None),
        (lambda d: d.update(discard="5h 8c", suit="s"), None),
        (lambda d: d.update(hands=["Kh Kh", "2c"], decks=2), None),
    ],
)
def test_malformed_positions_say_what_is_wrong(mutate, says) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(PART_D_EXAMPLE)
    mutate(data)
    if says is None:
        parse_position(data)  # still valid
        return
    with pytest.raises(PositionError, match=says):
        parse_position(data)


def test_text_that_is_not_a_position_is_refused_clearly() -> None:
    with pytest.raises(PositionError, match="not valid JSON"):
        parse_position("{hands: [")
    with pytest.raises(PositionError, match="JSON object"):
        parse_position("[1, 2]")
    with pytest.raises(PositionError, match="nested"):
        parse_position("[" * 100_000 + "]" * 100_000)
    with pytest.raises(PositionError, match="unknown key"):
        parse_position({1: 2, "x": 3})  # type: ignore[dict-item]


def _deep(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels):
        value = [value]
    return value


@pytest.mark.parametrize(
    "data",
    [
        '{"hands": ' + "1" * 5000 + "}",
        {"hands": ["2c", "3c"], "discard": "5h", "turn": 10**5000},
        {"hands": ["2c", "3c"], "discard": "5h", "turn": 0, "rng": 10**5000},
        {"hands": ["2c", "3c"], "discard": "5h", "turn": 0, "penalty": -(10**5000)},
        {"hands": ["2c", "3c"], "discard": "5h", "turn": 0, "game": 10**5000},
        {"hands": ["2c", "3c"], "discard": "5h", "turn": 0, "suit": _deep(100_000)},
        {"hands": ["2c", _deep(100_000)], "discard": "5h", "turn": 0},
        {"hands": ["2c", "3c"], "discard": "5h", "turn": 0, "drawn": 10**5000},
    ],
)
def test_huge_numbers_and_deep_nesting_give_a_position_error(data: Any) -> None:
    with pytest.raises(PositionError):
        parse_position(data)


def test_huge_numbers_in_moves_give_clear_errors() -> None:
    with pytest.raises(NotationError):
        parse_move(10**5000)  # type: ignore[arg-type]
    with pytest.raises(IllegalMove):
        apply_move(new_game(2, 1), Move.play(10**5000))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="takes a Move .*, not an int"):
        apply_move(new_game(2, 1), 10**5000)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("pos", "move", "code", "facts"),
    [
        (dict(discard="5h"), "Kd", "no_match", {"card": "Kd", "top": "5h"}),
        (dict(discard="8c", suit="s"), "7d", "wrong_suit", {"suit": "s"}),
        (dict(discard="5h"), "Qc", "not_in_hand", {"card": "Qc"}),
        (dict(discard="5d"), "7d !", "carte_wrong", {"left": 2}),
        (dict(discard="5h"), "call", "cannot_call", {}),
        (dict(discard="5h", stock=""), "draw", "nothing_to_draw", {}),
        (dict(discard="5h", stock="2c"), "pass", "draw_first", {}),
        (dict(discard="Ah", penalty=2), "7d", "must_answer_penalty", {"penalty": 2}),
    ],
)
def test_illegal_moves_say_why_with_a_code_and_facts(pos, move, code, facts) -> None:  # type: ignore[no-untyped-def]
    s = position("7d 8s Kd", "Ac 10c", **pos)
    with pytest.raises(IllegalMove) as info:
        apply_move(s, parse_move(move))
    assert info.value.code == code and info.value.facts == facts
    assert info.value.move == parse_move(move) and info.value.reason


def test_apply_move_refuses_text_with_a_type_error_and_odd_moves_as_illegal() -> None:
    s = new_game(2, 1)
    with pytest.raises(TypeError, match="parse_move"):
        apply_move(s, "draw")  # type: ignore[arg-type]
    with pytest.raises(IllegalMove):
        apply_move(s, Move.play(99))  # type: ignore[arg-type]
    with pytest.raises(IllegalMove):
        apply_move(s, Move.play("7h"))  # type: ignore[arg-type]


# -- hardening ---------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
card_text = st.lists(
    st.sampled_from(
        ["Ah", "7h", "8s", "10c", "Kd", "2c", "5h", "Qs", "Xx", "8c", "Ac", "9d", "X", "Jd"]
    ),  # fmt: skip
    max_size=6,
).map(" ".join)
hard = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check_accepted(s: Any) -> None:
    assert parse_position(format_position(s)) == s
    moves = legal_moves(s)
    assert bool(moves) == (s.phase is not Phase.OVER)
    for move in moves:
        apply_move(s, move)


@hard
@given(st.text(max_size=30))
def test_any_move_text_gives_a_move_or_a_notation_error(text: str) -> None:
    try:
        move = parse_move(text)
    except NotationError:
        return
    assert parse_move(format_move(move)) == move


@hard
@given(json_values)
def test_any_json_gives_a_position_or_a_position_error(value: Any) -> None:
    for data in (value, json.dumps(value)):
        try:
            s = parse_position(data)
        except PositionError:
            continue
        _check_accepted(s)


@hard
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "game": st.sampled_from(["huit", 1, None]),
            "decks": st.sampled_from([1, 2, 0, True, 1.0]),
            "hands": st.lists(card_text | json_values, min_size=1, max_size=6),
            "stock": card_text | json_values,
            "discard": card_text,
            "suit": st.sampled_from([None, "c", "d", "h", "s", "x", 2]),
            "turn": st.sampled_from([0, 1, 2, -1, None, True, 1.5]),
            "phase": st.sampled_from(["play", "again", "drawn", "over", "x", None]),
            "drawn": st.sampled_from([None, "Ah", "7h", "8s", "Kd", "zz", 3]),
            "penalty": st.sampled_from([0, 2, 4, 3, -2, 100, None]),
            "unannounced": st.sampled_from([None, 0, 1, 2, 9, "0"]),
            "rng": st.sampled_from([0, 1, 2**63, 2**64, -1, None, "1"]),
            "turned": st.sampled_from([0, 1, 2, 3, -1, None, True, "1"]),
            "winner": st.sampled_from([None, 0, 1, 5]),
            "points": st.sampled_from([None, [0, 5], [5, 0, 0], [-1, 0], "0"]),
            "rules": st.sampled_from(
                [
                    [],
                    ["jokers"],
                    ["jack_reverses", "jokers"],
                    "jokers",
                    ["jokers", "jokers"],
                    ["nope"],
                    None,
                    list(HOUSE_RULES),
                ]
            ),
            "direction": st.sampled_from([1, -1, 0, None, "1"]),
        },
    )
)
def test_near_positions_give_a_playable_position_or_a_position_error(data: dict[str, Any]) -> None:
    try:
        s = parse_position(data)
    except PositionError:
        return
    _check_accepted(s)


@st.composite
def crafted_positions(draw: st.DrawFn) -> dict[str, Any]:
    """Small positions that are mostly valid, with the odd field left wrong."""
    from game.rules.huit.cards import TOKENS

    decks = draw(st.sampled_from([1, 2]))
    n = draw(st.integers(2, 5))
    deck = draw(st.permutations([c for c in range(52) for _ in range(decks)]))
    sizes = [draw(st.integers(1, 4)) for _ in range(n)]
    stock_size = draw(st.integers(0, 4))
    discard_size = draw(st.integers(1, 4))
    it = iter(deck)
    hands = [[next(it) for _ in range(k)] for k in sizes]
    stock = [next(it) for _ in range(stock_size)]
    discard = [next(it) for _ in range(discard_size)]
    turn = draw(st.integers(0, n - 1))
    phase = draw(st.sampled_from(["play", "play", "again", "drawn", "over"]))
    if phase == "again":
        discard += [c for c in it if c >> 2 == 9][:1]  # a 10 on top
        if draw(st.booleans()):
            hands[turn] = []  # a 10 as the last card
    winner = draw(st.integers(0, n - 1))
    if phase == "over":
        hands[winner] = []
    top = discard[-1]
    suit = draw(st.sampled_from("cdhs")) if top >> 2 == 7 else None
    drawn = TOKENS[draw(st.sampled_from(hands[turn]))] if phase == "drawn" and hands[turn] else None
    penalty = draw(st.sampled_from([0, 2, 4])) if top >> 2 == 0 and phase == "play" else 0
    ones = [p for p in range(n) if len(hands[p]) == 1]
    unannounced = draw(st.sampled_from([None, *ones]))
    data: dict[str, Any] = {
        "game": "huit", "decks": decks, "hands": [" ".join(TOKENS[c] for c in h) for h in hands],
        "stock": " ".join(TOKENS[c] for c in stock),
        "discard": " ".join(TOKENS[c] for c in discard), "suit": suit, "turn": turn,
        "phase": phase, "drawn": drawn, "penalty": penalty, "unannounced": unannounced,
        "rng": draw(st.integers(0, 2**64 - 1)),
    }  # fmt: skip
    if phase == "over":
        data["winner"] = winner
        data["points"] = [0] * n
    if draw(st.booleans()):  # and sometimes one field is replaced by anything at all
        data[draw(st.sampled_from(sorted(data)))] = draw(json_values)
    return data


@hard
@given(crafted_positions(), st.randoms(use_true_random=False))
def test_crafted_positions_play_on_or_give_a_position_error(data: dict[str, Any], rng: Any) -> None:
    try:
        s = parse_position(data)
    except PositionError:
        return
    _check_accepted(s)
    for _ in range(30):  # and random play from there never breaks
        moves = legal_moves(s)
        if not moves:
            break
        s = apply_move(s, rng.choice(moves)).state
        assert parse_position(format_position(s)) == s


def test_part_d_a_loaded_position_lists_its_moves_as_the_played_one_does() -> None:
    """A round saved and resumed (Continue) goes on alike: its text lists the same moves in
    the same order as the position reached by play, whose hands grew by drawing."""
    state = new_game(3, 11)
    for ply in range(60):
        if state.is_over:
            break
        loaded = parse_position(format_position(state))
        assert legal_moves(loaded) == legal_moves(state), f"ply {ply}"
        moves = legal_moves(state)
        draw = [m for m in moves if format_move(m) == "draw"]
        state = apply_move(state, (draw or moves)[ply % 2 * -1]).state
