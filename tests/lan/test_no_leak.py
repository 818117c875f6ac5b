"""No leak: every message each phone received over whole matches of both games
shows no card its seat may not see (other hands, blind cards, the stock's order, another
seat's drawn card): lan_leaks.py checks each against observe() of that ply (R11; H1-H6).
And the check is strict enough to catch a leaking table."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Literal

import pytest
from lan_kit import RulesRoom, ViewMaker, finish, honest_view, play_match, seated_room
from lan_leaks import phone_leaks, state_leaks

from game.rules import eight_half, huit

Game = Literal["eight_half", "huit"]
Seats = tuple[Literal["phone", "bot"], ...]
Rules = tuple[str, ...]


def leaks_of_a_match(
    game: Game, seats: Seats, seed: int, view: ViewMaker = honest_view, rules: Rules = ()
) -> tuple[int, list[str], RulesRoom]:
    """Play a whole match over the sockets: (state messages checked, leaks found, room)."""
    room, phones = seated_room(game, seats, seed, view=view, rules=rules)
    play_match(room, phones, random.Random(seed))
    finish(room, phones)
    checked, found = 0, []
    for seat, phone in phones.items():
        n, leaks = phone_leaks(game, room.history, seat, phone.received)
        checked += n
        found += leaks
    return checked, found, room


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize(
    ("game", "seats", "rules"),
    [
        ("eight_half", ("phone", "bot", "phone"), ()),
        ("eight_half", ("phone", "phone", "bot", "phone", "bot"), ()),
        ("huit", ("phone", "bot", "phone"), ()),
        ("huit", ("bot", "phone", "phone", "bot"), ()),
        ("huit", ("phone", "bot", "phone"), huit.HOUSE_RULES),  # H7: jokers, reverses…
        ("huit", ("phone", "phone"), ("jokers", "jack_reverses")),  # H7.2 with two players
    ],
)
def test_no_phone_ever_receives_a_card_its_seat_may_not_see(
    game: Game, seats: Seats, seed: int, rules: Rules
) -> None:
    checked, found, room = leaks_of_a_match(game, seats, seed, rules=rules)
    assert found == []
    # every position reached every phone: the check saw the whole matches
    assert checked == (room.ply + 1) * seats.count("phone")


# -- the check catches a leak ---------------------------------------------------------------


def shows_the_next_seats_hand(game: str, state: Any, seat: int, names: Sequence[str],
                              ply: int) -> dict[str, Any]:  # fmt: skip
    """A table that sends its neighbour's hand in place of the seat's own."""
    message = honest_view(game, state, seat, names, ply)
    neighbour = (seat + 1) % state.players
    if game == "eight_half":
        message["view"]["hand"] = [c.token for c in state.seats[neighbour].hand]
    else:
        message["view"]["hand"] = [str(c) for c in state.hands[neighbour]]
    return message


def shows_the_drawn_card_to_everyone(game: str, state: Any, seat: int, names: Sequence[str],
                                     ply: int) -> dict[str, Any]:  # fmt: skip
    """Huit: the card just drawn shown on every phone, not only the drawer's (H3.1)."""
    message = honest_view(game, state, seat, names, ply)
    message["view"]["drawn"] = None if state.drawn is None else str(state.drawn)
    return message


def tells_the_blind_cards(game: str, state: Any, seat: int, names: Sequence[str],
                          ply: int) -> dict[str, Any]:  # fmt: skip
    """8½: the blind cards' faces, in a field of their own (R2.1: nobody looks at them)."""
    message = honest_view(game, state, seat, names, ply)
    message["view"]["blind_cards"] = [c.token for c in state.seats[seat].blind]
    return message


def tells_the_next_card_of_the_stock(game: str, state: Any, seat: int, names: Sequence[str],
                                     ply: int) -> dict[str, Any]:  # fmt: skip
    """Huit: the stock's next card in place of its size (its order is nobody's, H1)."""
    message = honest_view(game, state, seat, names, ply)
    message["view"]["stock"] = str(state.stock[0]) if state.stock else 0
    return message


@pytest.mark.parametrize(
    ("game", "view"),
    [
        ("eight_half", shows_the_next_seats_hand),
        ("huit", shows_the_next_seats_hand),
        ("huit", shows_the_drawn_card_to_everyone),
        ("eight_half", tells_the_blind_cards),
        ("huit", tells_the_next_card_of_the_stock),
    ],
)
def test_a_leaking_table_is_caught(game: Game, view: ViewMaker) -> None:
    _, found, _ = leaks_of_a_match(game, ("phone", "bot", "phone"), 1, view)
    assert found, f"{view.__name__} went unseen"


def as_sent(message: dict[str, Any]) -> dict[str, Any]:
    """With what the table adds in the phone's language."""
    return {**message, "lang": "en", "prompt": "Your turn", "last": "Bob draws."}


def test_a_state_meant_for_another_seat_is_caught() -> None:
    state = huit.new_game(players=3, seed=4)
    message = as_sent(honest_view("huit", state, 1, ["Ada", "Bob", "Chloé"], 0))
    assert state_leaks("huit", [state], 1, message) == []
    assert state_leaks("huit", [state], 2, message)  # Bob's hand on Chloé's phone


def test_a_move_offered_that_names_a_hidden_card_is_caught() -> None:
    state = eight_half.new_game(3, seed=4)
    seat = state.turn
    message = as_sent(honest_view("eight_half", state, seat, ["Ada", "Bob", "Chloé"], 0))
    assert state_leaks("eight_half", [state], seat, message) == []
    hidden = state.seats[seat].blind[0].token
    message["moves"].append({"move": "blind 0", "kind": "blind", "slot": 0, "card": hidden})
    assert state_leaks("eight_half", [state], seat, message)
