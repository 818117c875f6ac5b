"""The review's replay: the game's own table, move by move, for both games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import review_kit

from game.ai.review.judges import judge_for
from game.store.record import MatchRecord
from game.ui.review.layout import review_rects

MakeApp = Callable[..., Any]


@pytest.mark.parametrize(
    "record",
    [review_kit.eight_half_match(length=2), review_kit.huit_match(rules=("jokers",))],
    ids=["eight_half", "huit"],
)
def test_the_review_opens_on_the_last_games_deal_for_the_persons_seat(
    make_app: MakeApp, record: MatchRecord
) -> None:
    app = make_app()
    scene = review_kit.review(app, record)
    assert scene.game_index == len(record.games) - 1
    assert scene.seat == 0 and scene.ply == 0
    assert scene.state == record.games[-1].start
    assert scene.moves == record.games[-1].moves
    app.frame(1 / 60)  # drawn without a fault
    scene.go_to(len(scene.moves))
    assert scene.state.is_over
    assert scene.state == review_kit.straight(record, scene.game_index, len(scene.moves))


@pytest.mark.parametrize(
    "record",
    [review_kit.eight_half_match(), review_kit.huit_match(rules=("jokers", "jack_reverses"))],
    ids=["eight_half", "huit"],
)
def test_the_decisions_are_the_analysiss_decisions(make_app: MakeApp, record: MatchRecord) -> None:
    """Where the seat moved with more than one legal move: as the analysis counts them."""
    scene = review_kit.review(make_app(), record)
    judge = judge_for(record.game, scene.levels)
    state = scene.start
    expected = []
    for ply, move in enumerate(scene.moves):
        if judge.mover(state) == scene.seat and len(judge.legal(state)) > 1:
            expected.append(ply)
        state = judge.apply(state, move)
    assert scene.decision_plies == tuple(expected)
    assert len(expected) > 3


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080), (3840, 2160)])
def test_the_parts_lie_apart_inside_the_window(size: tuple[int, int]) -> None:
    lay = review_rects(size)
    window = pygame.Rect((0, 0), size)
    parts = [lay.table, lay.timeline, lay.buttons, lay.graph, lay.panel]
    for i, part in enumerate(parts):
        assert window.contains(part), (size, part)
        assert all(not part.colliderect(other) for other in parts[i + 1 :]), (size, part)
    assert lay.wide == (size[0] / size[1] > 1.45)
