""" "Could I have won?" shown in a review without its process: a worker that says what the
test tells it, for the view's tests and the drawn screens."""

from __future__ import annotations

from typing import Any

from game.ai.review.analysis import Decision
from game.ai.review.what_if import Answer, Question
from game.ui.review import what_if_view
from game.ui.review.scene import ReviewScene
from game.ui.review.what_if_view import WhatIfView


class FakeWorker:
    """Started and cancelled in the open; its progress and answer are set by the test."""

    def __init__(self, question: Question) -> None:
        self.question = question
        self.progress = (0, 2 * question.runs + 1)
        self.answer: Answer | None = None
        self.done = False
        self.started = self.cancelled = False

    def start(self) -> None:
        self.started = True

    def cancel(self) -> None:
        self.cancelled = True
        self.done = True


def decisions(scene: ReviewScene) -> list[Decision[Any]]:
    """The reviewed seat's decisions as the analysis lists them (chances left out)."""
    rules, mover = scene.table.rules, scene.table.mover
    out: list[Decision[Any]] = []
    state = scene.start
    for ply, move in enumerate(scene.moves):
        legal = rules.legal_moves(state)
        if mover(state) == scene.seat and len(legal) > 1:
            out.append(
                Decision(len(out), ply, tuple(legal), (0.5,) * len(legal), legal.index(move))
            )
        state, _events = rules.apply_move(state, move)
    return out


def fake_view(scene: ReviewScene, decision: Decision[Any], index: int) -> WhatIfView:
    """The question about `decision`'s move `index`, shown with a FakeWorker."""
    view = WhatIfView(
        scene,
        what_if_view.question_of(scene, decision, index),
        worker=FakeWorker,  # type: ignore[arg-type]
    )
    scene.what_if = view
    return view


def other_move(decision: Decision[Any]) -> int:
    return next(i for i in range(len(decision.moves)) if i != decision.played)
