""" "Could I have won?": a decision played again with another move, on the game's real cards
(the state, never the seat's observation), by bots at the match's levels; the same question
always gets the same answer, and a cancel flag stops it."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from game.ai.bot import Bot
from game.ai.huit.bots import MediumBot
from game.ai.review import what_if as wi
from game.ai.review.forced import Verdict
from game.ai.review.what_if import HARD_ITERATIONS, Answer, Progress, what_if
from game.rules import eight_half, huit


def eight_half_position(seats: list[dict[str, Any]], pile: str, bid: str) -> eight_half.State:
    full = [
        {"hand": "", "draw": "", "open": "", "blind": "", "aside": "", "at_table": True} | s
        for s in seats
    ]
    fields = {"seats": full, "pile": pile, "bid": bid, "five_rule": False}
    return eight_half.parse_position(
        json.dumps(fields | {"half_owner": None, "turn": 0, "phase": "play"})
    )


def answer(
    game: str, start: Any, moves: list[str], tried: str, levels: tuple[str, ...] = ("hard",) * 2,
    **kw: Any,
) -> Answer:  # fmt: skip
    parse = eight_half.parse_move if game == "eight_half" else huit.parse_move
    out = list(what_if(game, start, [parse(m) for m in moves], 0, parse(tried), levels, **kw))
    assert isinstance(out[-1], Answer)
    assert all(isinstance(x, Progress) for x in out[:-1])
    return out[-1]


# R5.1: a 9 on the bid 2; the other player (one card left, at the table) must follow it or
# take (R7.1): a 4 cannot, so they take the pile into hand (R7.2) and seat 0 opens the next
# pile (R7.4) with its 3, its last card, on a whole bid: out, the game won (R9.2). A 0 goes
# on any whole bid (R5.5): the other goes out first. Seat 0 sees the same in both: one
# hidden card.
WITH_A_FOUR = eight_half_position([{"hand": "3 9"}, {"hand": "4"}], pile="2", bid="2")
WITH_A_ZERO = eight_half_position([{"hand": "3 9"}, {"hand": "0"}], pile="2", bid="2")


def test_the_real_cards_decide_not_what_the_seat_could_see() -> None:
    assert eight_half.observe(WITH_A_FOUR, 0) == eight_half.observe(WITH_A_ZERO, 0)
    four = answer("eight_half", WITH_A_FOUR, ["3"], "9", seed=1, runs=4)
    zero = answer("eight_half", WITH_A_ZERO, ["3"], "9", seed=1, runs=4)
    assert (four.tried.won, four.tried.runs) == (4, 4)
    assert (zero.tried.won, zero.tried.runs) == (0, 4)
    # The move made, a 3: the other follows it with their last card, a 4 or a 0 (R5.1, R5.5).
    assert four.played.won == zero.played.won == 0
    assert four.tried.move == eight_half.parse_move("9")
    assert four.played.move == eight_half.parse_move("3")
    assert four.seat == 0 and four.ply == 0


def test_a_two_player_answer_says_whether_a_forced_win_existed() -> None:
    four = answer("eight_half", WITH_A_FOUR, ["3"], "9", seed=1, runs=1)
    assert four.forced is not None and four.forced.verdict is Verdict.YES
    # R7.1, R7.4: the 9, the other's take, seat 0's last card.
    assert [eight_half.format_move(m) for m in four.forced_line] == ["9", "take", "3"]
    zero = answer("eight_half", WITH_A_ZERO, ["3"], "9", seed=1, runs=1)
    assert zero.forced is not None and zero.forced.verdict is Verdict.NO
    assert zero.forced_line == ()


def test_no_forced_win_is_searched_with_more_than_two_players() -> None:
    start = eight_half_position([{"hand": "3 9"}, {"hand": "4"}, {"hand": "4"}], pile="2", bid="2")
    got = answer("eight_half", start, ["3"], "9", ("hard",) * 3, seed=1, runs=1)
    assert got.forced is None and got.forced_line == ()


def _late_decision(start: huit.State, seed: int) -> tuple[list[huit.Move], int, huit.Move]:
    """A round played to its end by Medium bots, a late decision in it and another move."""
    bot, state, moves = MediumBot(), start, []
    while legal := huit.legal_moves(state):
        move = bot.choose(huit.observe(state, state.turn), legal, random.Random(seed))
        moves.append(move)
        state = huit.apply_move(state, move).state
    state = start
    for ply, move in enumerate(moves):
        legal = huit.legal_moves(state)
        if ply >= len(moves) - 16 and len(legal) > 1:
            return moves, ply, next(m for m in legal if m != move)
        state = huit.apply_move(state, move).state
    raise AssertionError("no late decision")


HUIT_START = huit.new_game(players=2, seed=21, rules=["jokers"])
HUIT_MOVES, HUIT_PLY, HUIT_TRIED = _late_decision(HUIT_START, 21)


def ask_huit(levels: tuple[str, ...], **kw: Any) -> list[Progress | Answer]:
    return list(what_if("huit", HUIT_START, HUIT_MOVES, HUIT_PLY, HUIT_TRIED, levels, seed=4, **kw))


def test_the_same_question_gets_the_same_answer() -> None:
    first = ask_huit(("hard", "easy"), runs=3, budget=20_000)
    assert first == ask_huit(("hard", "easy"), runs=3, budget=20_000)


def test_the_runs_differ_by_the_bots_choices() -> None:
    # Hard samples the cards it cannot see: its runs play differently on the same cards.
    hard = ask_huit(("hard", "medium"), runs=10, budget=10)[-1]
    assert isinstance(hard, Answer)
    assert 0 < hard.tried.won < 10
    # Medium's rules have no chance in them: on the real cards every run is the same game.
    medium = ask_huit(("medium", "medium"), runs=10, budget=10)[-1]
    assert isinstance(medium, Answer)
    assert medium.tried.won in (0, 10) and medium.played.won in (0, 10)


def test_the_bots_play_at_the_levels_given_with_hard_on_a_fixed_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[tuple[str, dict[str, Any]]] = []
    real = wi.RULES["huit"].make_bot

    def recording(level: str, **options: Any) -> Bot[Any, Any]:
        made.append((level, options))
        return real(level, **options)

    monkeypatch.setitem(wi.RULES, "huit", attrs.evolve(wi.RULES["huit"], make_bot=recording))
    ask_huit(("hard", "easy"), runs=1, budget=10)
    # A run for the move tried and one for the move made: a bot for each seat in each.
    assert [level for level, _ in made] == ["hard", "easy", "hard", "easy"]
    # Hard by look-aheads counted, never by the clock: the same answer on any machine.
    assert made[0][1] == {"iterations": HARD_ITERATIONS, "seconds": None}


def test_progress_counts_every_run_and_the_search() -> None:
    out = ask_huit(("medium", "medium"), runs=2, budget=10)
    assert [(p.done, p.total) for p in out[:-1] if isinstance(p, Progress)] == [
        (1, 5), (2, 5), (3, 5), (4, 5), (5, 5)
    ]  # fmt: skip


class CancelAfter:
    """A cancel flag that is set after it was asked `n` times."""

    def __init__(self, n: int) -> None:
        self.left = n

    def is_set(self) -> bool:
        self.left -= 1
        return self.left < 0


@pytest.mark.parametrize("asked", [0, 3, 40])
def test_a_cancelled_question_stops_without_an_answer(asked: int) -> None:
    out = ask_huit(("hard", "hard"), runs=10, cancel=CancelAfter(asked))
    assert not any(isinstance(x, Answer) for x in out)
    assert len(out) < 20


def test_a_cancel_flag_left_unset_changes_nothing() -> None:
    flag = threading.Event()
    assert ask_huit(("easy", "medium"), runs=1, budget=10, cancel=flag) == ask_huit(
        ("easy", "medium"), runs=1, budget=10
    )


BAD: list[tuple[Callable[[], object], str]] = [
    (lambda: ask_huit(("hard", "wizard")), "unknown bot level 'wizard'"),
    (lambda: ask_huit(("hard",)), "1 bot levels for a game of 2 seats"),
    (
        lambda: list(what_if("chess", HUIT_START, HUIT_MOVES, 0, HUIT_TRIED, ["hard"] * 2, seed=1)),
        "unknown game 'chess'",
    ),
    (
        lambda: list(
            what_if("huit", HUIT_START, HUIT_MOVES, 999, HUIT_TRIED, ["hard"] * 2, seed=1)
        ),
        "no decision at move 1000",
    ),
    (
        lambda: list(
            what_if(
                "huit", HUIT_START, HUIT_MOVES, 0, huit.parse_move("call"), ["hard"] * 2, seed=1
            )
        ),
        "not legal at move 1",
    ),
]


@pytest.mark.parametrize(("ask", "message"), BAD)
def test_a_bad_question_says_what_is_wrong(ask: Callable[[], object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ask()
