"""RULES.md Part C: moves and positions read and written; bad input says what is wrong."""
# ruff: noqa: E501  (the Part C example is quoted verbatim)

from __future__ import annotations

import json
from typing import Any

import pytest
from rulekit import play, position, seat

from game.rules.eight_half import (
    IllegalMove,
    apply_move,
    format_move,
    format_position,
    legal_moves,
    new_game,
    parse_move,
    parse_position,
)
from game.rules.eight_half.cards import Card, NotationError
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import Move, MoveKind
from game.rules.eight_half.notation import PositionError

PART_C_EXAMPLE = """{
  "seats": [
    {"hand": "3 7 g", "draw": "4 2 8", "open": "9 5", "blind": "1 6 h", "aside": "", "at_table": false},
    {"hand": "6 6 0", "draw": "", "open": "", "blind": "", "aside": "2 2", "at_table": true}
  ],
  "pile": "6 h",
  "bid": "6.5",
  "five_rule": false,
  "half_owner": 0,
  "turn": 1,
  "phase": "play"
}"""


def test_part_c_example_position_reads_and_writes_back() -> None:
    s = parse_position(PART_C_EXAMPLE)
    assert s.bid_halves == 13 and s.half_owner == 0 and s.turn == 1
    assert s.seats[0].draw[0] == Card.FOUR  # the first token is the top
    expected = json.loads(PART_C_EXAMPLE)
    # Hands and open cards are multisets: written in card order, everything else as given.
    expected["seats"][0]["open"] = "5 9"
    expected["seats"][1]["hand"] = "0 6 6"
    assert format_position(s) == expected
    assert parse_position(format_position(s)) == s
    # and in that position seat 1 attacks with... nothing: 7 is needed, it holds 6 6 0
    assert {format_move(m) for m in legal_moves(s)} == {"take"}


@pytest.mark.parametrize(
    "text",
    [
        "7",
        "7 7",
        "h h",
        "8 h",
        "8 8 h",
        "g",
        "open 7",
        "open 7 7",
        "open 8 h",
        "blind 0",
        "blind 2",
        "take",
        "pass",
        "swap 7 3",
        "noswap",
        "0",
    ],
)
def test_moves_round_trip(text: str) -> None:
    move = parse_move(text)
    assert format_move(move) == text
    assert Move.from_code(move.code) == move


def test_half_sign_is_read_as_h() -> None:
    assert parse_move("8 ½") == parse_move("8 h")


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "empty"),
        ("x", "not a card"),
        ("3 4", "identical"),
        ("h 8", "identical"),
        ("blind", "position"),
        ("blind -1", "position"),
        ("swap 7", "swap"),
        ("take 3", "nothing after"),
        ("open", "open cards"),
    ],
)
def test_malformed_moves_raise_a_clear_notation_error(text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says):
        parse_move(text)


def test_notation_error_is_a_value_error_and_illegal_move_too() -> None:
    assert issubclass(NotationError, ValueError) and issubclass(IllegalMove, ValueError)


@pytest.mark.parametrize(
    ("mutate", "says"),
    [
        (lambda d: d.pop("seats"), "seats"),
        (lambda d: d.update(seats=d["seats"][:1]), "2 to 5 players"),
        (lambda d: d["seats"][0].update(hand="3 x"), "seat 0 hand: 'x' is not a card"),
        (lambda d: d["seats"][0].pop("blind"), "seat 0 lacks blind"),
        (lambda d: d["seats"][0].update(colour="red"), "unknown key"),
        (lambda d: d.update(bid="6.3"), "halves"),
        (lambda d: d.update(bid="six"), "decimal"),
        (lambda d: d.update(turn=7), "seat number"),
        (lambda d: d.update(phase="dance"), "unknown phase"),
        (lambda d: d.update(half_owner=None), "half_owner"),
        (lambda d: d.update(pile="", bid="0", half_owner=None, turn=0), None),
        (lambda d: d.update(pile=""), "empty pile"),
        (lambda d: d["seats"][1].update(aside="9 9 9 9 9 9 9"), "deck has only 6"),
        (lambda d: d["seats"][0].update(hand=""), "empty hand but cards in the draw pile"),
        (lambda d: d.update(five_rule=True), "five-rule"),
        (lambda d: d.update(phase="over"), "winner"),
        (lambda d: d.update(phase="attack_window", finisher=0), "attack window"),
    ],
)
def test_malformed_positions_say_what_is_wrong(mutate, says) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(PART_C_EXAMPLE)
    mutate(data)
    if says is None:
        parse_position(data)  # still valid
        return
    with pytest.raises(PositionError, match=says):
        parse_position(data)


def test_position_that_is_not_json_is_refused_clearly() -> None:
    with pytest.raises(PositionError, match="not valid JSON"):
        parse_position("{seats: [")
    with pytest.raises(PositionError, match="JSON object"):
        parse_position("[1, 2]")


@pytest.mark.parametrize(
    ("pos", "move", "says"),
    [
        (dict(pile="6", bid="6"), "3", "lower than the bid of 6"),
        (dict(pile="6", bid="6"), "9 9", "do not have 2 × 9"),
        (dict(pile="6 h", bid="6.5", half_owner=1), "0", "whole bid"),
        (dict(pile="7", bid="7"), "5", "5 or less"),
        (dict(pile="5", bid="5", five_rule=True), "7", "lower"),
        (dict(pile="8 h", bid="8.5", half_owner=1), "h", "on 8½"),
        (dict(pile="8 h", bid="8.5", half_owner=1), "7", "only a ghost"),
        (dict(pile="6", bid="6"), "take", "legal play"),
        (dict(pile="6", bid="6"), "pass", "attack window"),
        (dict(pile="6", bid="6"), "blind 0", "hand first"),
        (dict(pile="6", bid="6"), "open 9", "from the hand"),
        (dict(pile="6", bid="6"), "swap 7 3", "swap"),
    ],
)
def test_illegal_moves_say_why(pos, move, says) -> None:  # type: ignore[no-untyped-def]
    s = position(seat("3 7 0 5 h g 8", draw="2"), seat("1 1", open="9", blind="2"), **pos)
    with pytest.raises(IllegalMove, match=says) as info:
        apply_move(s, parse_move(move))
    assert info.value.move == parse_move(move)
    assert says in info.value.reason


def test_illegal_move_leaves_the_position_untouched() -> None:
    s = position(seat("3 7", draw="2"), seat("1 1"), pile="6", bid="6")
    before = format_position(s)
    with pytest.raises(IllegalMove):
        apply_move(s, parse_move("3"))
    assert format_position(s) == before


def test_apply_move_refuses_text_with_a_type_error() -> None:
    s = position(seat("3 7", draw="2"), seat("1 1"), pile="6", bid="6")
    with pytest.raises(TypeError, match="parse_move"):
        apply_move(s, "7")  # type: ignore[arg-type]


def test_play_events_name_the_zone() -> None:
    s = position(seat(open="7 7"), seat("1 1"), pile="6", bid="6")
    _, events = play(s, "open 7 7")
    assert events[0].zone is Zone.OPEN  # type: ignore[union-attr]
    assert parse_move("open 7 7").kind is MoveKind.PLAY


def test_a_refusal_carries_a_code_and_facts_for_translation() -> None:
    s = position(seat("3 7", draw="2"), seat("1 1"), pile="6", bid="6")
    with pytest.raises(IllegalMove) as info:
        apply_move(s, parse_move("3"))
    assert info.value.code == "too_low"
    assert info.value.facts == {"n": 3, "bid": "6"}


@pytest.mark.parametrize(("key", "value"), [("winner", 0), ("points", [2, 1])])
def test_r9_points_and_winner_are_refused_before_the_game_is_over(key: str, value: Any) -> None:
    data = format_position(new_game(2, 1))
    parse_position(data)  # without them: read
    data[key] = value
    with pytest.raises(PositionError, match=f'"{key}" is only for a finished game'):
        parse_position(data)
