"""Whether a forced win existed, every card known: the search finds a forced win and a
forced loss where the answer is known, in both games, and says it cannot tell where the
position is too big for its budget."""

from __future__ import annotations

import json
import threading
from typing import Any

from game.ai.review.forced import NODES, Verdict, forced_win
from game.rules import eight_half, huit
from game.rules.eight_half import core as eight_half_core
from game.rules.huit import core as huit_core


def eight_half_position(
    seats: list[dict[str, Any]], pile: str, bid: str, owner: int | None = None
) -> eight_half.State:
    full = [
        {"hand": "", "draw": "", "open": "", "blind": "", "aside": "", "at_table": True} | s
        for s in seats
    ]
    fields = {"seats": full, "pile": pile, "bid": bid, "five_rule": False, "half_owner": owner}
    return eight_half.parse_position(json.dumps(fields | {"turn": 0, "phase": "play"}))


def huit_position(**fields: Any) -> huit.State:
    base = {
        "game": "huit", "decks": 1, "suit": None, "turn": 0, "phase": "play", "drawn": None,
        "penalty": 0, "unannounced": None, "stock": "",
    }  # fmt: skip
    return huit.parse_position(json.dumps(base | fields))


def eight_half_line(state: eight_half.State, budget: int = NODES) -> tuple[Verdict, list[str]]:
    got = forced_win("eight_half", eight_half_core.table_of(state), 0, budget=budget)
    return got.verdict, [eight_half.format_move(eight_half.Move.from_code(c)) for c in got.line]


def huit_line(state: huit.State, budget: int = NODES) -> tuple[Verdict, list[str]]:
    got = forced_win("huit", huit_core.table_of(state), 0, budget=budget)
    return got.verdict, [huit.format_move(huit.Move.from_code(c)) for c in got.line]


def test_eight_half_an_attack_then_the_last_card_is_a_forced_win() -> None:
    # R6.2-R6.3: 7 on 6½ attacks; the owner takes the pile and the attacker plays again at
    # once, its last card on an empty pile: out on a whole bid, the game won (R9.2).
    start = eight_half_position([{"hand": "7 9"}, {"hand": "9 9"}], pile="6 h", bid="6.5", owner=1)
    assert eight_half_line(start) == (Verdict.YES, ["7", "9"])


def test_eight_half_a_nine_the_other_cannot_follow_is_a_forced_win() -> None:
    # R5.1, R7.1-R7.4: the 4 cannot go on the 9, so the pile is taken and seat 0 opens the
    # next one with its last card (R9.2).
    start = eight_half_position([{"hand": "3 9"}, {"hand": "4"}], pile="2", bid="2")
    assert eight_half_line(start) == (Verdict.YES, ["9", "take", "3"])


def test_eight_half_a_zero_on_any_whole_bid_is_a_forced_loss() -> None:
    # R5.5: the other's last card, a 0, goes on the 3 and on the 9 alike: they go out first.
    start = eight_half_position([{"hand": "3 9"}, {"hand": "0"}], pile="2", bid="2")
    assert eight_half_line(start) == (Verdict.NO, [])


def test_eight_half_a_whole_deal_is_too_big_to_tell() -> None:
    start = eight_half.new_game(players=2, seed=5)
    assert eight_half_line(start) == (Verdict.UNKNOWN, [])


def test_huit_a_seven_heads_up_then_the_last_card_is_a_forced_win() -> None:
    # H4.3: with two players the one who played a 7 plays again: the 4 of diamonds follows
    # it (H2) and empties the hand (H6). The 4 first would leave the 7 to a player whose 8
    # goes on anything (H4).
    start = huit_position(hands=["7d 4d", "8h"], discard="5d")
    assert huit_line(start) == (Verdict.YES, ["7d !", "4d"])


def test_huit_an_eight_waiting_in_the_other_hand_is_a_forced_loss() -> None:
    # H2, H4: the king of diamonds or the card drawn, the other player's last card, an 8,
    # goes on anything: they go out at once (H6).
    start = huit_position(hands=["Kd 2c", "8h"], discard="5d", stock="4s")
    assert huit_line(start) == (Verdict.NO, [])


def test_huit_the_last_eight_under_no_finish_on_eight_goes_first() -> None:
    # H7.4: an 8 may not be the last card. Played now, naming hearts, the other player has no
    # heart and no 8: they draw the 5 of diamonds from the refilled stock (H3) and keep it;
    # the 5 of hearts then goes out (naming spades wins too: everyone ends up passing, and
    # the fewest points left win, H6.2).
    start = huit_position(hands=["8s 5h", "Kc 3c 9c"], discard="5d", rules=["no_finish_on_eight"])
    verdict, line = huit_line(start)
    assert verdict is Verdict.YES and line[0].startswith("8s ")


def test_huit_a_whole_deal_is_too_big_to_tell() -> None:
    start = huit.new_game(players=2, seed=5, rules=["jokers", "jack_reverses"])
    assert huit_line(start) == (Verdict.UNKNOWN, [])


def test_a_small_budget_cannot_tell_and_a_cancel_stops_the_search() -> None:
    start = eight_half_position([{"hand": "3 9"}, {"hand": "4"}], pile="2", bid="2")
    table = eight_half_core.table_of(start)
    assert forced_win("eight_half", table, 0, budget=1).verdict is Verdict.UNKNOWN
    flag = threading.Event()
    flag.set()
    deal = eight_half_core.table_of(eight_half.new_game(players=2, seed=5))
    got = forced_win("eight_half", deal, 0, stop=flag.is_set)
    assert got.verdict is Verdict.UNKNOWN and got.nodes < NODES
