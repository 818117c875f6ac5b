"""What a phone is sent: the state messages in Part C / Part D tokens."""

from __future__ import annotations

import random
from typing import Any

from game.lan.views import eight_half_view, huit_view
from game.rules import eight_half, huit
from game.rules.eight_half import match as eight_half_match

NAMES = ["Ada", "Bob"]


def test_a_huit_phone_sees_its_hand_the_top_card_and_the_sizes_of_the_rest() -> None:
    state = huit.parse_position({
        "game": "huit", "decks": 1, "hands": ["7h 8s Kd", "2c 2s 4d 8c"],
        "stock": "5d 4h 6h As 9d", "discard": "Qc 5h", "suit": None, "turn": 0,
        "phase": "play", "drawn": None, "penalty": 0, "unannounced": None, "rng": 1,
        "turned": 0,
    })  # fmt: skip
    message: dict[str, Any] = huit_view(huit.observe(state, 0), huit.legal_moves(state), NAMES, 17)
    assert message["t"] == "state" and message["game"] == "huit"
    assert (message["seat"], message["ply"]) == (0, 17)
    assert message["view"] == {
        "hand": ["7h", "8s", "Kd"], "top": "5h", "suit": None, "penalty": 0, "stock": 5,
        "under_stock": [], "hands": [3, 4], "names": ["Ada", "Bob"], "drawn": None,
        "unannounced": None, "callable": None, "turn": 0, "phase": "play", "winner": None,
        "points": None, "rules": [], "direction": 1,  # the book's rules (H7: none on)
    }  # fmt: skip
    moves = message["moves"]
    assert {"move": "7h", "kind": "card", "card": "7h", "suit": None, "carte": False} in moves
    assert {"move": "8s h", "kind": "card", "card": "8s", "suit": "h", "carte": False} in moves
    assert {"move": "draw", "kind": "draw"} in moves
    assert "Kd" not in {m["move"] for m in moves}  # H2: a king does not go on a 5 of hearts
    # The other seat: its own hand, and no move (not its turn)
    other: dict[str, Any] = huit_view(huit.observe(state, 1), [], NAMES, 17)
    assert other["view"]["hand"] == ["2c", "2s", "4d", "8c"] and other["moves"] == []


def test_a_huit_phone_sees_the_house_rules_and_the_direction_and_may_play_a_joker() -> None:
    """H7: the rules in force and which way play goes are public, the same on every phone;
    a joker names a suit as an 8 does (H7.1), and a reversed round says -1 (H7.2)."""
    position = {
        "game": "huit", "decks": 1, "rules": ["jack_reverses", "jokers"], "direction": -1,
        "hands": ["X 7h Jh", "2c 2s 4d 8c", "Kd Ks"], "stock": "5d 4h 6h As 9d",
        "discard": "Qc 5h", "suit": None, "turn": 0, "phase": "play", "drawn": None,
        "penalty": 0, "unannounced": None, "rng": 1, "turned": 0,
    }  # fmt: skip
    state = huit.parse_position(position)
    names = [*NAMES, "Chloé"]
    message: dict[str, Any] = huit_view(huit.observe(state, 0), huit.legal_moves(state), names, 3)
    view = message["view"]
    assert view["rules"] == ["jokers", "jack_reverses"]  # H7's order, whatever was given
    assert view["direction"] == -1
    assert sorted(view["hand"]) == ["7h", "Jh", "X"]
    moves = message["moves"]
    assert {"move": "X s", "kind": "card", "card": "X", "suit": "s", "carte": False} in moves
    assert {m["suit"] for m in moves if m.get("card") == "X"} == {"c", "d", "h", "s"}
    for seat in (1, 2):  # every seat sees them, and still only its own hand
        other: dict[str, Any] = huit_view(huit.observe(state, seat), [], names, 3)
        assert (other["view"]["rules"], other["view"]["direction"]) == (view["rules"], -1)
        assert "X" not in other["view"]["hand"]


def test_a_book_rules_huit_phone_sees_no_house_rule_and_play_going_clockwise() -> None:
    state = huit.new_game(players=3, seed=2)
    view = huit_view(huit.observe(state, 1), [], [*NAMES, "Chloé"], 0)["view"]
    assert (view["rules"], view["direction"]) == ([], 1)  # type: ignore[index]


def test_an_8_and_a_half_phone_sees_its_hand_its_open_cards_and_its_blind_ones_face_down() -> None:
    state = eight_half.parse_position({
        "seats": [
            {"hand": "4 7 g", "draw": "6 4 3", "open": "5 5 h", "blind": "3 6 h", "aside": "",
             "at_table": False},
            {"hand": "5 9 g", "draw": "g 9", "open": "0 1 8", "blind": "1 3 h", "aside": "2",
             "at_table": False},
        ],
        "pile": "", "bid": "0", "five_rule": False, "half_owner": None, "turn": 0,
        "phase": "play", "opener": 0,
    })  # fmt: skip
    message = eight_half_view(eight_half.observe(state, 0), eight_half.legal_moves(state), NAMES, 0)
    view: dict[str, Any] = message["view"]  # type: ignore[assignment]
    assert (view["hand"], view["open"], view["blind"]) == (["4", "7", "g"], ["5", "5", "h"],
                                                           [True, True, True])  # fmt: skip
    assert (view["draw"], view["pile"], view["bid"], view["phase"]) == (3, [], "0", "play")
    assert view["seats"][1] == {"name": "Bob", "hand": 3, "open": ["0", "1", "8"], "blind": 3,
                                "aside": ["2"], "draw": 2, "at_table": False}  # fmt: skip
    assert message["moves"] == [{"move": "4", "kind": "hand", "cards": ["4"]}]  # R3: lowest yellow


def every_move_offered(
    game: str, seeds: range, rules: tuple[str, ...] = ()
) -> list[dict[str, Any]]:
    """Each move a phone is offered over whole random matches (two 8½ games: the swap)."""
    offered: list[dict[str, Any]] = []
    for seed in seeds:
        rng = random.Random(seed)
        if game == "eight_half":
            match = eight_half_match.new_match(3, seed, length=2)
            state: Any = match.game
            for _ in range(2):
                while not state.is_over:
                    legal = eight_half.legal_moves(state)
                    view = eight_half_view(eight_half.observe(state, state.turn), legal,
                                           NAMES + ["Chloé"], 0)  # fmt: skip
                    offered += view["moves"]  # type: ignore[arg-type]
                    state = eight_half.apply_move(state, rng.choice(legal)).state
                match = eight_half_match.record_game(match, state)
                if not match.is_over:
                    match = eight_half_match.next_game(match)
                    state = match.game
        else:
            state = huit.new_game(players=3, seed=seed, rules=rules)
            while not state.is_over:
                legalh = huit.legal_moves(state)
                view = huit_view(huit.observe(state, state.turn), legalh, NAMES + ["Chloé"], 0)
                offered += view["moves"]  # type: ignore[arg-type]
                state = huit.apply_move(state, rng.choice(legalh)).state
    return offered


def test_every_kind_of_8_and_a_half_move_reaches_the_phone() -> None:
    offered = every_move_offered("eight_half", range(6))
    kinds = {m["kind"] for m in offered}
    assert kinds == {"hand", "open", "blind", "take", "pass", "swap", "noswap"}
    assert any(m["cards"] == ["8", "h"] for m in offered if m["kind"] == "hand")  # R5.6
    swap = next(m for m in offered if m["kind"] == "swap")
    assert swap["move"] == f"swap {swap['cards'][0]} {swap['cards'][1]}"
    blind = next(m for m in offered if m["kind"] == "blind")
    assert blind == {"move": f"blind {blind['slot']}", "kind": "blind", "slot": blind["slot"]}


def test_every_kind_of_huit_move_reaches_the_phone() -> None:
    offered = every_move_offered("huit", range(6))
    assert {m["kind"] for m in offered} == {"card", "draw", "pass", "call"}
    eight = next(m for m in offered if m["kind"] == "card" and m["suit"])
    assert eight["move"].startswith(f"{eight['card']} {eight['suit']}")  # "8s h": H4
    said = next(m for m in offered if m["kind"] == "card" and m["carte"])
    assert said["move"].endswith(" !")


def test_a_joker_played_from_a_phone_names_its_suit_under_the_house_rules() -> None:
    """H7.1: over whole rounds with jokers, a phone is offered the joker with each suit."""
    offered = every_move_offered("huit", range(6), ("jokers", "jack_reverses"))
    jokers = [m for m in offered if m["kind"] == "card" and m["card"] == "X"]
    assert jokers and all(m["suit"] in ("c", "d", "h", "s") for m in jokers)
    assert all(m["move"].startswith(f"X {m['suit']}") for m in jokers)  # "X h", "X h !"
