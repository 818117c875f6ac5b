"""Whole matches with phones and bots over real sockets, the table's refusals, and a
phone that sleeps mid-game. RulesRoom plays the pygame loop's part."""

from __future__ import annotations

import random
from typing import Any, Literal

import pytest
from lan_kit import Phone, RulesRoom, finish, play_match, seated_room

from game.rules import eight_half, huit

Game = Literal["eight_half", "huit"]


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_two_phones_and_a_bot_play_a_whole_match(game: Game) -> None:
    room, phones = seated_room(game, ("phone", "bot", "phone"), seed=11)
    made = play_match(room, phones, random.Random(11))
    finish(room, phones)
    assert room.over and room.played == 2  # two games of 8½ (the swap, R10.4), two rounds
    assert made > 20 and room.errors == []
    for seat, phone in phones.items():
        last = [m for m in phone.received if m["t"] == "state"][-1]
        assert last["seat"] == seat and last["ply"] == room.ply
        assert last["view"]["winner"] == room.state.winner
        assert last["moves"] == []
    if game == "eight_half":  # the second game began with the winner's swap (R10.4)
        assert any(s.phase is eight_half.Phase.SWAP for s in room.history)


def test_two_phones_and_two_bots_play_8_and_a_half_with_four_players() -> None:
    room, phones = seated_room("eight_half", ("bot", "phone", "bot", "phone"), seed=5)
    assert play_match(room, phones, random.Random(5)) > 0
    finish(room, phones)
    assert room.over and room.errors == []


def a_phone_to_move(game: Game) -> tuple[RulesRoom, dict[int, Phone], int, dict[str, Any]]:
    """A started room where a phone is to move: (room, phones, its seat, its state)."""
    room, phones = seated_room(game, ("phone", "phone", "bot"), seed=2)
    room.play_bots()
    seat = room.state.turn
    return room, phones, seat, phones[seat].until("state", ply=room.ply)


def refused(room: RulesRoom, phone: Phone, move: str, ply: int) -> dict[str, Any]:
    """The phone sends a move: its error, and the match has not changed."""
    state, at = room.state, room.ply
    phone.move(move, ply)
    room.pump()
    error = phone.until("error")
    assert room.state is state and room.ply == at and len(room.history) == at + 1
    return error


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_move_out_of_turn_is_refused_and_changes_nothing(game: Game) -> None:
    room, phones, seat, state = a_phone_to_move(game)
    other = next(s for s in phones if s != seat)
    error = refused(room, phones[other], state["moves"][0]["move"], state["ply"])
    assert error == {"t": "error", "code": "not_your_turn", "text": "It is not your turn."}
    finish(room, phones)


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_move_on_a_stale_position_is_refused(game: Game) -> None:
    room, phones, seat, state = a_phone_to_move(game)
    ply = state["ply"]
    for stale in {ply + 1, max(ply - 1, 0)} - {ply}:  # a position gone, or not yet there
        assert refused(room, phones[seat], state["moves"][0]["move"], stale)["code"] == "stale"
    finish(room, phones)


@pytest.mark.parametrize(
    ("game", "text"), [("eight_half", "7 7 7 7 7 7 7"), ("eight_half", "open"),
                       ("huit", "8h"), ("huit", "joker"), ("eight_half", "blind 3")],
)  # fmt: skip
def test_a_move_not_in_the_notation_is_refused_with_the_reason(game: Game, text: str) -> None:
    room, phones, seat, state = a_phone_to_move(game)
    error = refused(room, phones[seat], text, state["ply"])
    assert error["code"] == "bad_move" and error["text"]
    finish(room, phones)


def an_illegal_move(game: Game, state: Any) -> str:
    """A move in good notation that the rules refuse in this position."""
    if game == "eight_half":
        legal = {eight_half.format_move(m) for m in eight_half.legal_moves(state)}
        candidates = ["swap 7 3", "noswap", "blind 0", "take", "pass", "open 9", "9", "0"]
    else:
        legal = {huit.format_move(m) for m in huit.legal_moves(state)}
        candidates = ["call", "pass", "Ks", "Kh", "2c", "7d"]
    return next(c for c in candidates if c not in legal)


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_an_illegal_move_is_refused_with_the_rules_reason(game: Game) -> None:
    room, phones, seat, state = a_phone_to_move(game)
    move = an_illegal_move(game, room.state)
    rules: Any = eight_half if game == "eight_half" else huit
    with pytest.raises(rules.IllegalMove) as why:
        rules.apply_move(room.state, rules.parse_move(move))
    error = refused(room, phones[seat], move, state["ply"])
    assert error == {"t": "error", "code": "illegal", "text": why.value.reason}
    # the phone then plays a move it is offered: the match goes on
    phones[seat].move(state["moves"][0]["move"], state["ply"])
    room.pump_past(state["ply"])
    finish(room, phones)


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_phone_that_sleeps_mid_game_comes_back_and_plays_on(game: Game) -> None:
    room, phones = seated_room(game, ("phone", "phone", "bot"), seed=8)
    rng = random.Random(8)
    room.play_bots()
    seat = room.state.turn
    token = phones[seat].token
    phones[seat].close()  # locked while it was its turn
    room.pump_until(lambda: room.away == {seat})
    other = phones[1 - seat]
    assert other.until("away")["seat"] == seat
    back = room.phone()
    assert back.hello(token)["seat"] == seat
    room.pump_until(lambda: not room.away)
    state = back.until("state")
    assert state["ply"] == room.ply and state["moves"]  # its turn, where it was
    back.seat, back.token = seat, token
    phones[seat] = back
    play_match(room, phones, rng)
    finish(room, phones)
    assert room.over and room.errors == []
