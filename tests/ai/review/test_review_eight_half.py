"""The review of 8½ games: the marks are right where the answer is known, and the chances
come from what the seat could know (R11), never from the hidden cards."""

from __future__ import annotations

import json
from typing import Any

from game.ai.review.analysis import Decision, review
from game.ai.review.eight_half import Judge
from game.ai.review.summary import Mark
from game.rules.eight_half import Move, State, legal_moves, new_game, parse_move, parse_position
from game.rules.eight_half.moves import NOSWAP

PLAYOUTS = 200  # small: the answers below are far from any threshold


def position(seats: list[dict[str, Any]], pile: str, bid: str, owner: int | None) -> State:
    full = [
        {"hand": "", "draw": "", "open": "", "blind": "", "aside": "", "at_table": True} | s
        for s in seats
    ]
    return parse_position(
        json.dumps(
            {
                "seats": full,
                "pile": pile,
                "bid": bid,
                "five_rule": False,
                "half_owner": owner,
                "turn": 0,
                "phase": "play",
            }
        )
    )


def judged(start: State, moves: list[str], seat: int = 0) -> list[Decision[Move]]:
    judge = Judge(["hard", "hard"], PLAYOUTS)
    return list(review(judge, start, [parse_move(m) for m in moves], seat, seed=11))


def chance_of(d: Decision[Move], move: str) -> float:
    return d.chances[d.moves.index(parse_move(move))]


# R6.2-R6.3, R9.2: 7 on 6½ is an attack; the owner takes the pile and the attacker plays
# again at once, here its last card, a 9 on an empty pile: out with a whole bid, the game won.
# The 9 instead leaves the 7, which cannot follow the other player's 9s.
ATTACK = position(
    [{"hand": "7 9"}, {"hand": "9 9", "known": "9 9"}], pile="6 h", bid="6.5", owner=1
)


def test_missing_the_attack_that_wins_the_pile_is_a_blunder() -> None:
    (d,) = judged(ATTACK, ["9"])
    assert chance_of(d, "7") == 1.0  # R9.2: the attacker goes out on a whole bid
    assert d.moves[d.best] == parse_move("7")
    assert d.loss >= 20 and d.mark is Mark.BLUNDER


def test_the_attack_itself_is_not_marked() -> None:
    (d,) = judged(ATTACK, ["7"])
    assert d.loss == 0 and d.mark is None


# R5 ("three 3s announce three"), R9.1-R9.2: both 3s together empty the hand on a whole bid;
# one 3 leaves the other 3 to the next player, who has one card left to go out with.
PAIR = position([{"hand": "3 3"}, {"blind": "6"}], pile="2", bid="2", owner=None)


def test_breaking_the_pair_that_would_have_emptied_the_hand_is_a_blunder() -> None:
    (d,) = judged(PAIR, ["3"])
    assert chance_of(d, "3 3") == 1.0
    assert d.moves[d.best] == parse_move("3 3")
    assert d.mark is Mark.BLUNDER


def test_playing_the_pair_is_not_marked() -> None:
    (d,) = judged(PAIR, ["3 3"])
    assert d.mark is None


def hidden_apart(opponent_hand: str, opponent_draw: str, blinds: tuple[str, str]) -> State:
    """A position whose cards hidden from seat 0 (R11) are the arguments."""
    return position(
        [
            {"hand": "3 5 7", "draw": "9 2 4", "blind": blinds[0], "at_table": False},
            {"hand": opponent_hand, "draw": opponent_draw, "blind": blinds[1], "at_table": False},
        ],
        pile="2",
        bid="2",
        owner=None,
    )


def test_the_review_never_reads_the_cards_the_seat_cannot_see() -> None:
    # R11: the other hand, every draw pile and the blind cards are hidden from seat 0 (its
    # own draw pile is the same in both: the cards it draws come into its sight).
    moves = ["3", "6", "7"]
    one = judged(hidden_apart("6 9 g", "8 8 h", ("1 1 2", "4 4 6")), moves)
    other = judged(hidden_apart("6 0 h", "g 9 1", ("g h 9", "0 0 8")), moves)
    assert len(one) == 2
    assert one == other


def test_the_winners_swap_is_reviewed_as_a_decision() -> None:
    # R10.4: before the opening of a second game, the previous winner (seat 0) may swap.
    start = new_game(2, 9, swap=(0, 1))
    swaps = legal_moves(start)
    assert len(swaps) > 1
    (d,) = list(review(Judge(["hard", "hard"], 40), start, [NOSWAP], 0, seed=9))
    assert d.moves == tuple(swaps) and d.moves[d.played] == NOSWAP
