"""The review of Huit américain rounds: the marks are right where the answer is known, house
rules included (H7.4), and the chances never read the cards the seat cannot see."""

from __future__ import annotations

import json
from typing import Any

from game.ai.review.analysis import Decision, review
from game.ai.review.huit import Judge
from game.ai.review.summary import Mark
from game.rules.huit import Move, State, parse_card, parse_move, parse_position

PLAYOUTS = 400


def position(**fields: Any) -> State:
    base = {
        "game": "huit",
        "decks": 1,
        "suit": None,
        "turn": 0,
        "phase": "play",
        "drawn": None,
        "penalty": 0,
        "unannounced": None,
    }
    return parse_position(json.dumps(base | fields))


def judged(start: State, moves: list[str], seat: int = 0) -> list[Decision[Move]]:
    judge = Judge(["hard", "hard"], PLAYOUTS)
    return list(review(judge, start, [parse_move(m) for m in moves], seat, seed=5))


# H7.4: the 8 may not go out. Played now (naming hearts, the suit of the last card), the 5
# of hearts goes out next turn; kept, it is stuck in the hand with nothing to draw (H3.2).
LAST_EIGHT = position(
    hands=["8s 5h", "Kc 3c 9c"], stock="", discard="5d", rules=["no_finish_on_eight"]
)


def test_keeping_an_eight_to_the_end_under_no_finish_on_eight_is_a_blunder() -> None:
    (d,) = judged(LAST_EIGHT, ["5h !"])
    assert d.moves[d.best].card == parse_card("8s")
    assert d.mark is Mark.BLUNDER


def test_playing_the_eight_first_is_not_marked() -> None:
    (d,) = judged(LAST_EIGHT, ["8s h !"])
    assert d.mark is None


# H3.1, H4: the ace drawn fits the 5 of hearts. Played (with "Carte !", H5), the next player,
# down to one card, must draw two (H4); kept, they go out with any heart, 5 or 8.
ONE_CARD_NEXT = position(
    hands=["9h Ah", "Kc"],
    stock="2h 9d 4s Qh Jd 6c 3h 2d Ks 10h 4c",
    discard="7c 5h",
    phase="drawn",
    drawn="Ah",
)


def test_passing_on_a_playable_card_when_the_next_player_holds_one_is_a_blunder() -> None:
    (d,) = judged(ONE_CARD_NEXT, ["pass"])
    assert d.moves[d.best] in (parse_move("Ah !"), parse_move("Ah"))
    assert d.mark is Mark.BLUNDER


def test_playing_the_ace_is_not_marked() -> None:
    (d,) = judged(ONE_CARD_NEXT, ["Ah !"])
    assert d.mark is None


def test_the_review_never_reads_the_cards_the_seat_cannot_see() -> None:
    # R11 for Part B: the other hand and the stock are hidden from seat 0; the other player
    # plays the 5 of clubs in both rounds.
    moves = ["Kc", "5c", "5d"]
    one = judged(
        position(hands=["Kc 5d 9s 2h", "5c Qc 7d Jh"], stock="2c 9d 4s Qh 3h", discard="Ks"),
        moves,
    )
    other = judged(
        position(hands=["Kc 5d 9s 2h", "5c 3s 10d 4h"], stock="Ad 9c Js 6h 7s", discard="Ks"),
        moves,
    )
    assert len(one) == 2
    assert one == other
