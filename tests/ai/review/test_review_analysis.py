"""The review as a worker thread runs it: the same game always gets the same review, it
stops when cancelled, and its summary counts what a player reads."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from game.ai.eight_half.bots import MediumBot
from game.ai.huit.bots import MediumBot as HuitMediumBot
from game.ai.review import eight_half as eight_half_review
from game.ai.review import huit as huit_review
from game.ai.review.analysis import Decision, review
from game.ai.review.judges import judge_for
from game.ai.review.summary import BLUNDER, MISTAKE, Mark, summarize
from game.ai.seeding import decision_rng
from game.rules import eight_half, huit

PLAYOUTS = 2  # the decisions here need not be accurate, only the same each time
SEED = 4


def bot_game(rules: Any, start: Any) -> list[Any]:
    """The moves of a game of Medium bots from `start`."""
    state = start
    moves: list[Any] = []
    bot = MediumBot() if rules is eight_half else HuitMediumBot()
    while legal := rules.legal_moves(state):
        rng = decision_rng(SEED, 0, len(moves), 0)
        moves.append(bot.choose(rules.observe(state, state.turn), legal, rng))
        state = rules.apply_move(state, moves[-1]).state
    return moves


EIGHT_HALF_START = eight_half.new_game(2, SEED)
EIGHT_HALF_MOVES = bot_game(eight_half, EIGHT_HALF_START)
# Huit under house rules (H7): the review replays and plays out with them.
HUIT_START = huit.new_game(3, SEED, rules=["no_finish_on_eight", "jack_reverses"])
HUIT_MOVES = bot_game(huit, HUIT_START)


def eight_half_decisions(cancel: threading.Event | None = None) -> list[Decision[Any]]:
    judge = eight_half_review.Judge(["medium", "hard"], PLAYOUTS)
    return list(review(judge, EIGHT_HALF_START, EIGHT_HALF_MOVES, 1, seed=SEED, cancel=cancel))


def huit_decisions() -> list[Decision[Any]]:
    judge = huit_review.Judge(["easy", "hard", "medium"], PLAYOUTS)
    return list(review(judge, HUIT_START, HUIT_MOVES, 1, seed=SEED))


def test_every_decision_of_the_seat_is_reviewed_with_every_legal_move() -> None:
    decisions = eight_half_decisions()
    state, plies = EIGHT_HALF_START, []
    for ply, move in enumerate(EIGHT_HALF_MOVES):
        legal = eight_half.legal_moves(state)
        if state.turn == 1 and len(legal) > 1:
            plies.append((ply, tuple(legal), legal.index(move)))
        state = eight_half.apply_move(state, move).state
    assert [(d.ply, d.moves, d.played) for d in decisions] == plies
    assert [d.number for d in decisions] == list(range(len(plies)))
    assert all(0.0 <= c <= 1.0 for d in decisions for c in d.chances)


@pytest.mark.parametrize("decisions", [eight_half_decisions, huit_decisions])
def test_the_same_game_gets_the_same_review(decisions: Any) -> None:
    first = decisions()
    assert first
    assert decisions() == first


def test_a_review_stops_when_cancelled() -> None:
    cancel = threading.Event()
    judge = eight_half_review.Judge(["medium", "hard"], PLAYOUTS)
    decisions = review(judge, EIGHT_HALF_START, EIGHT_HALF_MOVES, 1, seed=SEED, cancel=cancel)
    first = next(decisions)
    cancel.set()
    assert list(decisions) == []
    judge = eight_half_review.Judge(["medium", "hard"], PLAYOUTS)
    assert first == next(review(judge, EIGHT_HALF_START, EIGHT_HALF_MOVES, 1, seed=SEED))


class SetAfter:
    """A cancel flag that is set after it was asked `calls` times (in the middle of a
    decision's samples)."""

    def __init__(self, calls: int) -> None:
        self.calls = calls

    def is_set(self) -> bool:
        self.calls -= 1
        return self.calls < 0


def test_a_decision_cut_short_by_cancel_is_not_given() -> None:
    judge = eight_half_review.Judge(["medium", "hard"], PLAYOUTS)
    ply = next(review(judge, EIGHT_HALF_START, EIGHT_HALF_MOVES, 1, seed=SEED)).ply
    # Asked once before each move up to the first decision, then before each of its samples
    # (PLAYOUTS: at least two): set between its first and second sample.
    flag = SetAfter(ply + 2)
    judge = eight_half_review.Judge(["medium", "hard"], PLAYOUTS)
    assert list(review(judge, EIGHT_HALF_START, EIGHT_HALF_MOVES, 1, seed=SEED, cancel=flag)) == []
    assert flag.calls == -1  # it stopped at once


def test_a_move_not_legal_where_it_stands_is_named() -> None:
    judge = eight_half_review.Judge(["medium", "hard"], PLAYOUTS)
    moves = [EIGHT_HALF_MOVES[0], EIGHT_HALF_MOVES[0]]
    with pytest.raises(ValueError, match="move 2"):
        list(review(judge, EIGHT_HALF_START, moves, 1, seed=SEED))


def decision(chances: tuple[float, ...], played: int, number: int = 0) -> Decision[str]:
    moves = tuple("abcd"[: len(chances)])
    return Decision(number=number, ply=0, moves=moves, chances=chances, played=played)


def test_marks_and_summary() -> None:
    good = decision((0.6, 0.5), 0, 0)
    mistake = decision((0.64, 0.54), 1, 1)  # 10 points lost
    blunder = decision((0.64, 0.41, 0.2), 1, 2)  # 23 points lost
    assert (good.mark, mistake.mark, blunder.mark) == (None, Mark.MISTAKE, Mark.BLUNDER)
    assert (mistake.loss, blunder.loss) == (MISTAKE, 23.0) and BLUNDER == 20.0
    assert blunder.best_chance == 0.64 and blunder.played_chance == 0.41
    s = summarize([good, mistake, blunder])
    assert (s.decisions, s.mistakes, s.blunders, s.turning_point) == (3, 1, 1, 2)
    assert s.accuracy == pytest.approx((1 + 0.54 / 0.64 + 0.41 / 0.64) / 3)


def test_a_review_without_loss_has_no_turning_point() -> None:
    s = summarize([decision((0.5, 0.5), 1), decision((0.0, 0.0), 0, 1)])
    assert (s.accuracy, s.turning_point, s.mistakes, s.blunders) == (1.0, None, 0, 0)


def test_an_unknown_game_is_named() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        judge_for("chess", ["hard", "hard"])
