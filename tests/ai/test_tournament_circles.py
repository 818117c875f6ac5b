"""The tournament plays every game to its end with no ply cap: a game that goes round in
circles ends at the third occurrence of a position (R10.6, H6.2), whoever plays it."""

from __future__ import annotations

import random

import pytest
from rulekit import LOOP  # noqa: E402

from game.ai import tournament
from game.ai.huit.bots import make_bot as make_huit_bot
from game.rules import huit
from game.rules.eight_half import parse_position


def test_the_tournament_has_no_ply_cap() -> None:
    assert not hasattr(tournament, "MAX_PLIES")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_r10_6_the_tournament_plays_the_looping_game_to_its_end(level: str) -> None:
    s = tournament.Seating(
        deal=0, rotation=0, seed=1, bots=(level,) * 3, hard_iterations=8, hard_seconds=None,
    )  # fmt: skip
    bots = [tournament.EIGHT_HALF.bot(level, s) for _ in range(3)]
    record, final = tournament.play_game(
        tournament.EIGHT_HALF, s, parse_position(LOOP), bots, [random.Random(i) for i in range(3)]
    )
    assert final.is_over and record.circled and record.plies == 24
    assert record.entries[0].won and final.points == (3, 0, 0)


def test_h6_2_the_tournament_plays_a_round_where_everyone_passes_to_its_end() -> None:
    s = tournament.Seating(
        deal=0, rotation=0, seed=1, bots=("medium",) * 3, hard_iterations=8,
        hard_seconds=None, match=0, game="huit",
    )  # fmt: skip
    state = huit.parse_position(
        {"hands": ["2c 3c", "4c 5d", "9c Jc"], "stock": "", "discard": "Kh", "turn": 0}
    )
    bots = [make_huit_bot("medium") for _ in range(3)]
    record, final = tournament.play_game(
        tournament.HUIT, s, state, bots, [random.Random(i) for i in range(3)]
    )
    assert final.is_over and record.circled and record.plies == 6 and final.winner == 0
