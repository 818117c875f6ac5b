"""RULES.md Part D for the house rules (H7): "rules", "direction", the joker X, the penalty's
kind; and the book's positions and deals exactly as they were before the house rules."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest
from huitkit import position

from game.rules.huit import (
    HOUSE_RULES,
    JOKER,
    NotationError,
    PositionError,
    Suit,
    UnknownHouseRule,
    apply_move,
    format_move,
    format_position,
    house_rules,
    legal_moves,
    new_game,
    parse_move,
    parse_position,
)

# -- H7: with every rule off the game is exactly H1-H6 -------------------------------------

# Written by the engine before the house rules existed: a deal, and whole seeded rounds
# (every position, move and event of each, hashed). They must not change by a byte.
BOOK_DEAL = (
    '{"game": "huit", "decks": 1, "hands": ["Ad 4d 4s 6c 7s 9h 10d Jd", "Ah As 2h 3d 7h 9s '
    'Jh Qs", "2c 2d 5h 6s 7d 9c 10c Qh"], "stock": "2s Ks Kd 8c 8h Js 6d 4c 6h 8d 7c Qd 9d '
    'Qc 10h 3c 5c Kh 4h 5s Ac 3s Jc 3h 8s 10s 5d", "discard": "Kc", "suit": null, "turn": 0, '
    '"phase": "play", "drawn": null, "penalty": 0, "unannounced": null, '
    '"rng": 13136125050165459753}'
)
BOOK_ROUNDS = {
    (2, 1, 1, 1): "54d030029709d9142c752edca77e7a207104c933d9c34046f099988bf5dc2d3b",
    (3, 2, 1, 2): "8eb18603937db785eb9fe688cacd9abc2f31c78650d70a852f2a8e0c4cac6474",
    (4, 3, 2, 3): "cf2ce474bfd6994a61a85199ebaa0682efedad484ebed3bd7ae470e4c2cbf7d9",
    (5, 4, 2, 4): "cefcc87d7408009764e867e98ac617fd8d48ae2149150da4da1c13da3a3f40e6",
    (5, 5, 1, 5): "f2fe79dea2bee0e11ed76344d1ba25ba0b5163561779b8592ef3532d4136f523",
}


def round_digest(players: int, seed: int, decks: int, play_seed: int, **rules: Any) -> str:
    s = new_game(players, seed, decks, **rules)
    rng = random.Random(play_seed)
    digest = hashlib.sha256()
    while True:
        digest.update(json.dumps(format_position(s)).encode())
        if s.is_over:
            return digest.hexdigest()
        move = rng.choice(legal_moves(s))
        digest.update(format_move(move).encode())
        s, events = apply_move(s, move)
        digest.update(repr(events).encode())


def test_h7_the_book_s_deal_is_written_as_before_by_the_byte() -> None:
    assert json.dumps(format_position(new_game(3, 7))) == BOOK_DEAL
    assert json.dumps(format_position(new_game(3, 7, rules=[]))) == BOOK_DEAL
    assert format_position(parse_position(BOOK_DEAL)) == json.loads(BOOK_DEAL)


@pytest.mark.parametrize("game", sorted(BOOK_ROUNDS))
def test_h7_with_every_rule_off_a_seeded_round_plays_exactly_as_before(
    game: tuple[int, int, int, int],
) -> None:
    assert round_digest(*game) == BOOK_ROUNDS[game]
    assert round_digest(*game, rules=()) == BOOK_ROUNDS[game]


def test_part_d_a_position_with_rules_empty_is_a_book_position() -> None:
    data = json.loads(BOOK_DEAL)
    data["rules"] = []
    assert parse_position(data) == parse_position(BOOK_DEAL)
    assert "rules" not in format_position(parse_position(data))


# -- "rules" and "direction" ---------------------------------------------------------------


def test_part_d_rules_are_written_in_h7_order_only_when_one_is_on() -> None:
    s = position("2c 3c", "4d", rules=["seven_cards", "jack_reverses", "jokers"])
    out = format_position(s)
    assert out["rules"] == ["jokers", "jack_reverses", "seven_cards"]
    assert list(out)[:3] == ["game", "decks", "rules"]
    assert out["direction"] == 1  # written with jack_reverses, and only then
    assert "direction" not in format_position(position("2c 3c", "4d", rules=["jokers"]))
    assert parse_position(out) == s
    assert parse_position(json.dumps(out)) == s


@pytest.mark.parametrize("rules", [[r] for r in HOUSE_RULES] + [list(HOUSE_RULES)])
def test_part_d_every_rule_set_round_trips(rules: list[str]) -> None:
    s = new_game(4, seed=len(rules), rules=rules)
    for _ in range(40):
        if s.is_over:
            break
        text = json.dumps(format_position(s))
        again = parse_position(text)
        assert again == s and json.dumps(format_position(again)) == text
        assert legal_moves(again) == legal_moves(s)
        s = apply_move(s, legal_moves(s)[-1]).state


def test_part_d_a_reversed_direction_is_written_and_read() -> None:
    s = position("2c 3c", "4d", "5d", rules=["jack_reverses"], direction=-1)
    assert s.direction == -1 and format_position(s)["direction"] == -1
    assert parse_position(format_position(s)) == s


def test_house_rules_checks_and_orders_names() -> None:
    assert house_rules(("seven_cards", "jokers")) == ("jokers", "seven_cards")
    assert house_rules(frozenset(HOUSE_RULES)) == HOUSE_RULES
    assert house_rules([]) == ()
    with pytest.raises(TypeError, match="list"):
        house_rules("jokers")  # type: ignore[arg-type]
    with pytest.raises(UnknownHouseRule, match="'Jokers' is not a house rule"):
        house_rules(["Jokers"])
    assert issubclass(UnknownHouseRule, ValueError)


@pytest.mark.parametrize(
    ("extra", "says"),
    [
        ({"rules": ["jokerz"]}, "'jokerz' is not a house rule: the house rules are jokers, "),
        ({"rules": "jokers"}, 'lists the house rules in force, like \\["jokers"\\]'),
        ({"rules": None}, "lists the house rules"),
        ({"rules": [1]}, "1 is not a house rule"),
        ({"rules": ["jokers", "jokers"]}, "names each house rule once, and jokers comes twice"),
        ({"direction": -1}, 'only when a jack reverses it: add "jack_reverses"'),
        ({"direction": -1, "rules": ["jokers"]}, "only when a jack reverses it"),
        ({"direction": 0, "rules": ["jack_reverses"]}, '"direction" is 1 .* or -1'),
        ({"direction": "1", "rules": ["jack_reverses"]}, '"direction" is 1'),
        ({"direction": True, "rules": ["jack_reverses"]}, '"direction" is 1'),
        ({"hands": ["X 2c", "3d"]}, "a joker \\(X\\) plays only under the jokers house rule"),
        ({"hands": ["X X 2c", "X"], "rules": ["jokers"]}, "3 jokers but one deck has only 2"),
        ({"hands": ["X X X", "X X"], "rules": ["jokers"], "decks": 2}, "5 jokers but two decks"),
        ({"hands": ["x 2c", "3d"], "rules": ["jokers"]}, "'x' is not a card"),
        ({"discard": "5h X", "rules": ["jokers"]}, "an 8 or a joker does"),
        ({"penalty": 4}, "with an ace on top"),
        ({"discard": "5h X", "suit": "h", "rules": ["jokers"], "penalty": 2}, "not one of jokers"),
        ({"discard": "5h X", "suit": "h", "rules": ["jokers"], "penalty": 8}, "at most 4"),
        ({"discard": "5h Ah", "penalty": 4}, "at most 2"),
        ({"stock": "9c Jd", "turned": 1}, "only a 7, an 8, a 10 or an ace turned up"),
        ({"stock": "9c X", "turned": 1}, "jokers house rule"),
        ({"stock": "9c Jd", "turned": 1, "rules": ["jokers"]}, "an ace or a joker turned up"),
        ({"stock": "9c X", "turned": 1, "rules": ["jack_reverses", "jokers"]}, None),
        ({"stock": "9c Jd", "turned": 1, "rules": ["jack_reverses"]}, None),
        ({"discard": "5h X", "suit": "h", "rules": ["jokers"], "penalty": 4}, None),
        ({"discard": "X X", "suit": "h", "rules": ["jokers"], "penalty": 12}, None),
        ({"hands": ["X X 2c", "X X"], "rules": ["jokers"], "decks": 2}, None),
        ({"direction": 1}, None),
    ],
)
def test_part_d_house_rule_positions_that_cannot_be_say_what_is_wrong(
    extra: dict[str, Any], says: str | None
) -> None:
    data: dict[str, Any] = {"hands": ["2c 3c", "4d"], "discard": "5h", "turn": 0}
    data.update(extra)
    if says is None:
        s = parse_position(data)
        assert parse_position(format_position(s)) == s
        return
    with pytest.raises(PositionError, match=says):
        parse_position(data)


def test_part_d_the_joker_s_moves() -> None:
    move = parse_move("X h !")
    assert format_move(move) == "X h !" and move.card == JOKER and move.carte
    assert parse_move("X ♠").suit is Suit.SPADES
    for text, says in [("X", "a joker names the suit"), ("X h h", "a joker names the suit"),
                       ("X q", "not a suit"), ("x h", "not a card")]:  # fmt: skip
        with pytest.raises(NotationError, match=says):
            parse_move(text)
