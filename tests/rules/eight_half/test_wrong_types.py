"""A wrong argument type to the public functions of either game is a TypeError at the door,
naming the type expected, not an AttributeError from deep in the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.rules import eight_half as e
from game.rules import huit as h

STATE = e.new_game(3, 7)
MOVE = e.legal_moves(STATE)[0]
ROUND = h.new_game(3, 7)
PLAY = h.legal_moves(ROUND)[0]

EIGHT_HALF = [
    (lambda: e.legal_moves(None), "legal_moves takes a State"),
    (lambda: e.legal_moves(e.format_position(STATE)), "legal_moves takes a State"),
    (lambda: e.apply_move(e.format_position(STATE), MOVE), "apply_move takes a State"),
    (lambda: e.apply_move(STATE, "7"), "apply_move takes a Move"),
    (lambda: e.is_legal(None, MOVE), "is_legal takes a State"),
    (lambda: e.is_legal(STATE, "take"), "is_legal takes a Move"),
    (lambda: e.play_line(None, "take"), "play_line takes a State"),
    (lambda: e.format_position(None), "format_position takes a State"),
    (lambda: e.format_position({"seats": []}), "format_position takes a State"),
    (lambda: e.format_move("7"), "format_move takes a Move"),
    (lambda: e.observe(None, 0), "observe takes a State"),
    (lambda: e.observe(STATE, "0"), "observe takes a seat number"),
    (lambda: e.observe(STATE, True), "observe takes a seat number"),
    (lambda: e.new_game(3, None), "new_game takes a whole number"),
    (lambda: e.new_game(3, "7"), "new_game takes a whole number"),
]
HUIT = [
    (lambda: h.legal_moves(None), "legal_moves takes a State"),
    (lambda: h.legal_moves(h.format_position(ROUND)), "legal_moves takes a State"),
    (lambda: h.apply_move(h.format_position(ROUND), PLAY), "apply_move takes a State"),
    (lambda: h.apply_move(ROUND, "draw"), "apply_move takes a Move"),
    (lambda: h.is_legal(None, PLAY), "is_legal takes a State"),
    (lambda: h.is_legal(ROUND, "draw"), "is_legal takes a Move"),
    (lambda: h.play_line(None, "draw"), "play_line takes a State"),
    (lambda: h.format_position(None), "format_position takes a State"),
    (lambda: h.format_move("draw"), "format_move takes a Move"),
    (lambda: h.observe(None, 0), "observe takes a State"),
    (lambda: h.observe(ROUND, "0"), "observe takes a seat number"),
    (lambda: h.drawn_cards(ROUND, None, 0), "drawn_cards takes a State"),
    (lambda: h.new_game(3, None), "new_game takes a whole number"),
    (lambda: h.new_match(3, "7"), "new_match takes a whole number"),
    (lambda: h.next_round(ROUND), "next_round takes a Match"),
    (lambda: h.record_round(h.new_match(3, 7), None), "record_round takes the finished"),
]


@pytest.mark.parametrize(("call", "expected"), EIGHT_HALF + HUIT)
def test_a_wrong_argument_type_is_a_type_error_naming_the_type(
    call: Callable[[], Any], expected: str
) -> None:
    with pytest.raises(TypeError, match=expected):
        call()


def test_h0_players_and_decks_stay_value_errors() -> None:
    with pytest.raises(ValueError, match="2 to 5 players"):
        h.new_game("3", 7)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="1 or 2 decks"):
        h.new_game(3, 7, decks="1")  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [e, h])
def test_the_type_errors_are_documented_beside_the_other_errors(game: Any) -> None:
    doc = game.__doc__ or ""
    assert "TypeError" in doc and "IllegalMove" in doc and "NotationError" in doc
