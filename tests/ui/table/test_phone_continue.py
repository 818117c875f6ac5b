"""Continue of a match played with phones: each phone comes back where it was, the move
number it held and the last move's line with it, and its next move is taken (not stale)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from phone_table_kit import DT, FakeRoom, Table, phone_table, settings
from phone_table_kit import lobby as phone_lobby

from game.lan.server import Back
from game.ui.shell.app import App
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.phones import PhoneHands

KINDS = ("phone", "bot", "phone")


def play_phone_moves(app: App, table: Table, room: FakeRoom, count: int) -> None:
    """`count` moves from the phones, each its first legal move, the bot playing between."""
    made = 0
    for _ in range(5000):
        st = table.state
        if made == count and not table.director.busy:
            return
        if st.turn in table.phone_seats and not table.director.busy and not room.incoming:
            held = room.state(st.turn)
            if held["moves"] and held["ply"] == table.phone_ply:
                room.move(st.turn, held["moves"][0]["move"])
                made += 1
        app.frame(DT)
    raise AssertionError("the phones could not make their moves")


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_after_continue_each_phone_holds_the_same_move_number_and_last_move(
    make_app: Callable[..., App], game: str
) -> None:
    app = make_app(settings())
    table, room, _ = phone_table(app, game, KINDS)
    play_phone_moves(app, table, room, 9)
    before = room.state(0)
    assert before["ply"] > 9 and before["last"]
    record = table.record
    assert record is not None
    app.pop()  # the host quits to the title; Continue opens the room again
    again = FakeRoom()
    reopened: Table = type(table)(
        app,
        app.settings,
        record=record,
        quick_bots=True,
        executor=InlineExecutor(),
        phones=PhoneHands(again, phone_lobby(game, KINDS)),
    )
    app.push(reopened)
    again.incoming.append(Back(0, "en"))
    app.frame(DT)
    after = again.state(0)
    assert after["ply"] == before["ply"]
    assert after["last"] == before["last"]
    assert after["view"] == before["view"] and after["moves"] == before["moves"]
    # the phone's next move names the number it holds: it is played, not refused as stale
    again.incoming.append(Back(2, "en"))
    app.frame(DT)
    seat = reopened.state.turn
    assert seat in reopened.phone_seats, "craft another count: a phone is to play"
    again.move(seat, again.state(seat)["moves"][0]["move"])
    app.frame(DT)
    assert not again.errors(seat)
    assert reopened.phone_ply > before["ply"]  # played (a bot may have answered too)
