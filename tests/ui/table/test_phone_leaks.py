"""No leak at the table: over whole matches of both games, no message the
table sends a phone holds a card its seat may not see (R11; H1-H6): another seat's hand,
a blind card, the stock's order, another seat's drawn card. The check (phone_leaks.py)
catches such a card when the table does send one."""

from __future__ import annotations

import random
from collections.abc import Callable

import attrs
import pytest
from phone_leaks import PhoneLeakWatch, leaks_in
from phone_table_kit import DT, phone_table, play_out, settings

from game.rules import huit
from game.ui.shell.app import App


@pytest.mark.parametrize("game", ["eight_half", "huit"])
@pytest.mark.parametrize("kinds", [("phone", "bot", "phone", "bot"), ("phone",) * 3])
def test_no_phone_is_sent_a_card_it_may_not_see(
    make_app: Callable[..., App], game: str, kinds: tuple[str, ...]
) -> None:
    app = make_app(settings(huit_to_500=False, match_length=2))
    table, room, _ = phone_table(app, game, kinds, seed=5)
    watch = PhoneLeakWatch(table)
    made = play_out(app, table, room, random.Random(3))  # phones answer at once
    assert table.match.is_over and made > 10
    assert watch.checked > made and watch.cards > 3 * watch.checked
    assert watch.leaks == []


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_the_check_catches_a_neighbours_hand(make_app: Callable[..., App], game: str) -> None:
    """The bug the check is for: a phone sent the view of the seat beside it."""
    app = make_app(settings())
    table, room, _ = phone_table(app, game, ("phone", "bot", "phone"), seed=5)
    watch = PhoneLeakWatch(table)
    view = table.phone.view
    table.phone = attrs.evolve(
        table.phone, view=lambda st, seat, legal, names, ply: view(st, 1, (), names, ply)
    )
    table._tell_phones(())
    seat_1 = table.state.seats[1].hand if game == "eight_half" else table.state.hands[1]
    cards = {leak.card for leak in watch.leaks if leak.where != "view: not its own"}
    assert cards and cards <= {str(c) for c in seat_1}
    assert {leak.seat for leak in watch.leaks} == {0, 2}
    app.frame(DT)


def test_the_check_catches_another_seats_drawn_card_and_its_name_in_the_log(
    make_app: Callable[..., App],
) -> None:
    app = make_app(settings())
    table, room, _ = phone_table(app, "huit", ("phone", "bot", "phone"), seed=5)
    state = huit.parse_position(
        '{"game": "huit", "decks": 1, "hands": ["7h 9c", "5s 6s 3c", "Kd Qd"],'
        ' "stock": "2c", "discard": "5h", "suit": null, "turn": 1, "phase": "drawn",'
        ' "drawn": "3c", "penalty": 0, "unannounced": null}'
    )
    table.state = state
    message = table.phone.view(state, 0, [], table.phone_names(), 1)
    message.update(last="")
    assert leaks_in(message, state, 0, {}) == []  # as the table sends it
    message["view"]["drawn"] = "3c"  # Ada's card just drawn
    assert [leak.card for leak in leaks_in(message, state, 0, {})] == ["3c"]
    message["view"]["drawn"] = None
    message["last"] = "Ada draws the 3 of clubs"
    found = leaks_in(message, state, 0, {1: ["the 3 of clubs"]})
    assert [(leak.card, leak.where) for leak in found] == [("the 3 of clubs", "last")]
    message["view"]["stock_top"] = "2c"  # a field added later cannot smuggle a card
    assert [leak.card for leak in leaks_in(message, state, 0, {})] == ["2c"]
