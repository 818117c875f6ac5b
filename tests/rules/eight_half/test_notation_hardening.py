"""RULES.md Part C: the notation never misreads a move, and bad input gets only the
documented errors (NotationError, PositionError) with a reason."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from rulekit import position, seat

from game.rules.eight_half import (
    IllegalMove,
    apply_move,
    format_position,
    is_legal,
    legal_moves,
    notation,
    parse_move,
    parse_position,
)
from game.rules.eight_half.cards import Card, NotationError
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import Move, MoveKind
from game.rules.eight_half.notation import PositionError
from game.rules.eight_half.state import Phase, State

HUGE = 10**5000  # str() of it raises ValueError: more than 4300 digits

# -- Part C moves: `blind i` names one of at most three blind cards (R2.1) -------------------


def take_is_legal() -> State:
    return position(seat("3", draw="2"), seat("1 1"), pile="6", bid="6")


def pass_is_legal() -> State:
    return position(
        seat(aside="2"),
        seat("1 1"),
        pile="6 h",
        bid="6.5",
        half_owner=0,
        turn=1,
        phase="attack_window",
        finisher=0,
    )


def swaps_are_legal() -> State:
    return position(
        seat("3 4 6", open="7 9", blind="1 2 g"),
        seat("1 2", open="3 5", blind="g"),
        phase="swap",
        swapper=0,
        loser=1,
        opener=0,
    )


# Each of these blind indexes is the code of another move (BLIND + i): once, `blind 512`
# played a take, `blind 513` a pass, `blind 514` a noswap and `blind 1651` a swap 7 3.
SPILLED = [
    ("blind 512", take_is_legal, "take"),
    ("blind 513", pass_is_legal, "pass"),
    ("blind 514", swaps_are_legal, "noswap"),
    ("blind 1651", swaps_are_legal, "swap 7 3"),
]


@pytest.mark.parametrize(("text", "make", "other"), SPILLED)
def test_part_c_r2_1_a_blind_index_past_the_third_card_is_refused(
    text: str, make: Callable[[], State], other: str
) -> None:
    state = make()
    assert parse_move(other) in legal_moves(state)  # the move it used to become
    with pytest.raises(NotationError, match=r"at most 3 blind cards \(R2.1\)"):
        parse_move(text)


@pytest.mark.parametrize(("text", "make", "other"), SPILLED)
def test_part_c_r2_1_a_built_blind_move_out_of_range_never_plays_another_move(
    text: str, make: Callable[[], State], other: str
) -> None:
    state = make()
    move = Move.blind(int(text.split()[1]))
    with pytest.raises(IllegalMove, match="at most 3 blind cards") as refused:
        apply_move(state, move)
    assert refused.value.code == "not_a_move"
    assert not is_legal(state, move)
    with pytest.raises(NotationError):
        move.code  # noqa: B018 - the code itself is refused


@pytest.mark.parametrize(
    "index", ["3", "-1", "²", "٣", "1" * 5000, "0x1", "1.0", "+1"], ids=lambda x: x[:8]
)
def test_part_c_blind_positions_are_ascii_digits_0_to_2(index: str) -> None:
    with pytest.raises(NotationError, match="blind"):
        parse_move(f"blind {index}")


@pytest.mark.parametrize("index", ["0", "1", "2"])
def test_part_c_blind_positions_0_to_2_are_read(index: str) -> None:
    assert parse_move(f"blind {index}") == Move.blind(int(index))


@pytest.mark.parametrize(
    ("move", "says"),
    [
        (Move(MoveKind.SWAP, (Card.SEVEN,)), "two cards"),
        (Move(MoveKind.SWAP, (Card.SEVEN, Card.THREE, Card.ONE)), "two cards"),
        (Move(MoveKind.TAKE, (Card.SEVEN,)), "takes no cards"),
        (Move(MoveKind.TAKE, index=2), "only a blind play names a position"),
        (Move(MoveKind.PASS, zone=Zone.OPEN), "no zone"),
        (Move(MoveKind.BLIND, index=1), "no zone"),  # Move.blind() sets the zone
        (Move(MoveKind.BLIND, (Card.SEVEN,), Zone.BLIND, 0), "not cards"),
        (Move(MoveKind.PLAY, (Card.SEVEN,), Zone.BLIND), "hand or the open cards"),
        (Move.play(*[Card.SEVEN] * 16), "deck has only 6"),
        (Move.play(*[Card.EIGHT] * 7, Card.HALF), "deck has only 6"),
        (Move(MoveKind.PLAY, (Card.SEVEN,), index=1), "only a blind play"),
        (Move(MoveKind.PLAY, (7,)), "a move is"),  # type: ignore[arg-type]
        (Move("take"), "a move is"),  # type: ignore[arg-type]
        (Move.blind(True), "whole number"),
    ],
)
def test_part_c_a_move_built_with_the_wrong_shape_is_refused_not_reinterpreted(
    move: Move, says: str
) -> None:
    state = take_is_legal()
    with pytest.raises(NotationError, match=says):
        move.code  # noqa: B018
    with pytest.raises(IllegalMove, match=says):
        apply_move(state, move)
    assert not is_legal(state, move)


def test_r1_a_play_of_more_copies_than_the_deck_holds_is_not_notation() -> None:
    with pytest.raises(NotationError, match=r"deck has only 6 \(R1\)"):
        parse_move("7 7 7 7 7 7 7")
    assert parse_move("h h h h h h h h") == Move.play(*[Card.HALF] * 8)


# -- Part C positions: only PositionError, with a reason --------------------------------------


def part_c_dict() -> dict[str, Any]:
    return format_position(
        position(
            seat("3 7 g", draw="4 2 8", open="9 5", blind="1 6 h"),
            seat("6 6 0", aside="2 2", blind="1"),
            pile="6 h",
            bid="6.5",
            half_owner=0,
            turn=1,
        )
    )


def refused(data: Any, says: str) -> PositionError:
    with pytest.raises(PositionError, match=says) as info:
        parse_position(data)
    # Its own check said so: the last-resort wrapper chains the unforeseen error.
    assert info.value.__cause__ is None
    return info.value


@pytest.mark.parametrize("phase", [[], {}, 3, None, True])
def test_part_c_a_phase_that_is_not_text_is_refused(phase: object) -> None:
    data = part_c_dict()
    data["phase"] = phase
    refused(data, "unknown phase")


def test_part_c_keys_that_are_not_text_are_refused() -> None:
    data: dict[Any, Any] = part_c_dict()
    data[1] = 2
    refused(data, "key that is not text: 1")
    data = part_c_dict()
    data["seats"][0][("hand",)] = "3"
    refused(data, "seat 0 has a key that is not text")


@pytest.mark.parametrize(
    ("bid", "says"),
    [
        ("inf", "decimal"),
        ("nan", "decimal"),
        ("1e400", "decimal"),
        ("1_0", "decimal"),  # int("1_0") is 10
        (" 6", "decimal"),
        ("6.3", "halves"),
        ("-1", "decimal"),
        ("٦", "decimal"),  # "٦".isdigit() is True
        (float("inf"), "highest bid is 13"),
        (float("nan"), "NaN"),
        (1e308, "highest bid is 13"),
        (-0.5, "below 0"),
        (6.25, "halves"),
        (14, "highest bid is 13"),
        ("13.5", "highest bid is 13"),
        ("99", "highest bid is 13"),
        pytest.param("1" * 5000, "highest bid is 13", id="5000 digits"),
        pytest.param(HUGE, "highest bid is 13", id="5000-digit int"),
        ([6], "decimal"),
        (True, "decimal"),
    ],
)
def test_part_c_r5_3_bids_are_decimals_a_game_can_reach(bid: object, says: str) -> None:
    data = part_c_dict()
    data["bid"] = bid
    refused(data, says)


@pytest.mark.parametrize(
    ("bid", "halves"), [("6.5", 13), ("6½", 13), (6.5, 13), ("06", 12), ("6.0", 12), (6, 12)]
)
def test_part_c_bid_forms_that_are_read(bid: object, halves: int) -> None:
    data = part_c_dict()
    data["bid"] = bid
    data["half_owner"] = 0 if halves % 2 else None
    assert parse_position(data).bid_halves == halves


def test_r5_3_the_highest_bid_13_needs_eight_halves_on_the_pile() -> None:
    s = position(seat("1 1", draw="2"), seat("2 2"), pile="9 h h h h h h h h", bid="13")
    assert s.bid_halves == 26 and legal_moves(s)
    with pytest.raises(PositionError, match=r"bid of 10 needs 2 ½ on the pile.*\(R5.3\)"):
        position(seat("1 1", draw="2"), seat("2 2"), pile="9 h", bid="10")
    with pytest.raises(PositionError, match=r"bid of 9.5 needs 1 ½"):
        position(seat("1 1", draw="2"), seat("2 2"), pile="9", bid="9.5", half_owner=1)


def test_r5_3_a_half_on_a_crafted_bid_of_9_gives_a_position_that_reads_back() -> None:
    """Found by the fuzz test: the check must hold for every position a move leads to."""
    s = position(seat("h 1", draw="2"), seat("2 2"), pile="5 2", bid="9")
    after, _ = apply_move(s, parse_move("h"))
    assert after.bid_halves == 19
    assert parse_position(format_position(after)) == after


def test_part_c_a_json_number_too_long_for_python_is_refused() -> None:
    text = json.dumps(part_c_dict()).replace('"turn": 1', '"turn": ' + "1" * 4300)
    refused(text, "4300 digits")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_part_c_json_has_no_nan_or_infinity(constant: str) -> None:
    text = json.dumps(part_c_dict()).replace('"6.5"', constant)
    refused(text, "not JSON")


def test_part_c_deeply_nested_json_is_refused() -> None:
    refused("[" * 100_000 + "]" * 100_000, "nested too deeply")
    refused('{"seats": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply")


def test_part_c_a_deeply_nested_python_value_is_refused_by_name() -> None:
    deep: list[Any] = []
    for _ in range(100_000):
        deep = [deep]
    data = part_c_dict()
    data["bid"] = deep
    refused(data, "not a list")


@pytest.mark.parametrize("data", [None, 3, b"{}", ["seats"], pytest.param(HUGE, id="huge")])
def test_part_c_a_position_that_is_not_an_object_is_refused(data: object) -> None:
    refused(data, "JSON object")


@pytest.mark.parametrize("text", [None, 3, b"take", ["take"], pytest.param(HUGE, id="huge")])
def test_part_c_a_move_that_is_not_text_is_refused(text: object) -> None:
    with pytest.raises(NotationError, match="a move must be text"):
        parse_move(text)  # type: ignore[arg-type]


def test_part_c_an_unforeseen_error_still_comes_out_as_a_position_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(data: object) -> State:
        raise TypeError("a check this module forgot")

    monkeypatch.setattr(notation, "_parse_position", broken)
    with pytest.raises(PositionError, match="forgot") as info:
        parse_position(part_c_dict())
    assert isinstance(info.value.__cause__, TypeError)


# -- R9: who can be without cards --------------------------------------------------------------


def test_r9_in_play_no_seat_is_without_cards() -> None:
    data = part_c_dict()
    data["seats"][1].update(hand="", blind="")  # the seat not to move
    refused(data, r"seat 1 has no cards left in play.*\(R9\)")


def test_r9_3_in_an_attack_window_only_the_finisher_is_without_cards() -> None:
    data = format_position(pass_is_legal())
    parse_position(data)
    data["seats"][1]["hand"] = ""
    refused(data, "seat 1 has no cards left in play")


def test_r10_4_in_the_swap_phase_every_seat_has_cards() -> None:
    data = format_position(swaps_are_legal())
    data["seats"][1].update(hand="", open="", blind="")
    refused(data, "seat 1 has no cards left in play")


def over(**changes: Any) -> dict[str, Any]:
    data = format_position(pass_is_legal())
    data.update(phase="over", winner=0, turn=0, points=[3, 0])
    data.pop("finisher")
    data.update(changes)
    return data


def test_r10_2_a_finished_game_with_the_right_points_is_read() -> None:
    s = parse_position(over())
    assert s.phase is Phase.OVER and s.points == (3, 0) and legal_moves(s) == []


def test_r9_1_the_winner_of_a_finished_game_holds_no_cards() -> None:
    data = over(winner=1, points=[1, 2])
    refused(data, r"winner, seat 1, still has 2 card\(s\) in play.*\(R9.1\)")


@pytest.mark.parametrize(
    "points", [[2, 0], [3, 1], [99, 0], [3, -5], pytest.param([HUGE, 0], id="huge")]
)
def test_r10_2_points_must_be_what_the_card_counts_give(points: list[int]) -> None:
    refused(over(points=points), r"what R10.2 gives for card counts \[1, 2\].*\[3, 0\]")


def test_r9_over_a_seat_without_cards_is_the_winner() -> None:
    data = over()
    data["seats"][1].update(hand="")
    refused(data, "seat 1 has no cards left in play")
