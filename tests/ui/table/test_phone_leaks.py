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


def test_phones_play_a_whole_match_of_every_house_rule_at_the_table(
    make_app: Callable[..., App],
) -> None:
    """RULES.md H7 through the real table: three phones play a whole match of every house
    rule; each sees the rules and which way play goes, never a card it may not see, and is
    offered a joker with each suit, under a joker's penalty only a joker or the whole
    penalty (or a call), and no last 8 or joker to go out on (H7.1, H7.2, H7.4)."""
    app = make_app(settings(huit_to_500=True, huit_rules=huit.HOUSE_RULES))
    table, room, _ = phone_table(app, "huit", ("phone",) * 3, seed=5)
    watch = PhoneLeakWatch(table)
    play_out(app, table, room, random.Random(3))
    assert table.match.is_over and watch.leaks == []
    seen = set()
    for seat in range(3):
        for state in room.to(seat):
            view, offered = state["view"], {m["move"] for m in state["moves"]}
            assert view["rules"] == list(huit.HOUSE_RULES)
            seen.add(f"direction {view['direction']}")
            if {"X c", "X d", "X h", "X s"} <= offered:
                seen.add("joker and its suit")
            if offered and view["penalty"] and view["top"] == "X":
                # (a forgotten "Carte !" may still be called, H5.1)
                assert all(m in ("draw", "call") or m.startswith("X ") for m in offered)
                seen.add("joker penalty")
            if offered and len(view["hand"]) == 1 and view["hand"][0][0] in "8X":
                assert not any(m["kind"] == "card" for m in state["moves"])
                seen.add("last 8 kept")
    assert seen >= {"direction 1", "direction -1", "joker and its suit", "joker penalty"}, seen


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
