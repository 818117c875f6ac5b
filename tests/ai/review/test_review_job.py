"""The review as a job: picked up in the middle it gives the same numbers, and a cancel
stops it before another sample is played."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from test_review_analysis import EIGHT_HALF_MOVES, EIGHT_HALF_START, SEED, eight_half_decisions

from game.ai.review import eight_half as eight_half_review
from game.ai.review.job import Job, analyse, decision_plies, game_seed, known_decisions

PLAYOUTS = 2


def job(known: tuple[tuple[float, ...], ...] = ()) -> Job:
    return Job(
        "eight_half", EIGHT_HALF_START, tuple(EIGHT_HALF_MOVES), 1, ("medium", "hard"), SEED,
        PLAYOUTS, known,
    )  # fmt: skip


def test_a_review_picked_up_in_the_middle_gives_the_same_numbers() -> None:
    whole = eight_half_decisions()
    half = len(whole) // 2
    # Known chances that were not the engine's: proof they are given back, not worked out.
    known = tuple(tuple(0.5 for _ in d.chances) for d in whole[:half])
    out: list[Any] = []
    assert analyse(job(known), None, out.append)
    assert [d.chances for d in out[:half]] == list(known)
    assert out[half:] == whole[half:]
    assert known_decisions(job(known)) == tuple(out[:half])


def test_known_chances_that_do_not_fit_the_game_are_worked_out_again() -> None:
    whole = eight_half_decisions()
    wrong = ((0.5,) * (len(whole[0].chances) + 1),)  # one chance too many
    assert known_decisions(job(wrong)) == ()
    out: list[Any] = []
    analyse(job(wrong), None, out.append)
    assert out == whole


def test_the_decisions_are_counted_without_judging() -> None:
    assert decision_plies(job()) == tuple(d.ply for d in eight_half_decisions())


def test_a_cancel_stops_the_review_before_another_game_is_played_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cancel = threading.Event()
    played_after: list[int] = []
    playout = eight_half_review.playout

    def counted(*args: Any) -> None:
        if cancel.is_set():
            played_after.append(1)
        playout(*args)

    monkeypatch.setattr(eight_half_review, "playout", counted)
    out: list[Any] = []

    def put(decision: Any) -> None:
        out.append(decision)
        cancel.set()  # as the window's Stop does, while the next decision begins

    assert not analyse(job(), cancel, put)
    assert len(out) == 1
    assert played_after == []


def test_each_game_of_a_match_has_its_own_review_seed() -> None:
    seeds = {game_seed(7, i) for i in range(20)}
    assert len(seeds) == 20
    assert game_seed(7, 3) == game_seed(7, 3)
    assert game_seed(-1, 0) >= 0  # a negative match seed is fine too
