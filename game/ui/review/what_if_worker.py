""" "Could I have won?" worked out in a process of its own, read by the frames.

A process for the reason the review's analysis has one (game.ui.review.worker): pure Python
that never waits would hold the GIL the frames need. The frames read `progress`, `answer`
and `done`, each taking what the process has sent so far without waiting; `cancel` asks it
to stop, and it ends by itself within one bot's move.
"""

from __future__ import annotations

from typing import Any

from game.ai.review.what_if import Answer, Progress, Question, serve
from game.ui.review.process_job import ProcessJob


class WhatIfWorker(ProcessJob):
    what = "question"

    def __init__(self, question: Question) -> None:
        super().__init__()
        self.question = question
        self._progress = Progress(0, 0)
        self._answer: Answer | None = None

    def start(self) -> None:
        self._spawn(serve, self.question, "what-if")

    @property
    def progress(self) -> tuple[int, int]:
        """(steps done, steps in all): the runs played on, then the forced-win search."""
        self._take()
        return self._progress.done, self._progress.total

    @property
    def answer(self) -> Answer | None:
        self._take()
        return self._answer

    def _message(self, kind: str, value: Any) -> bool:
        if kind == "progress":
            self._progress = value
        elif kind == "answer":
            self._answer = value
        else:
            return False
        return True
