"""The review's worker: one game's analysis run in a process of its own, read by the frames.

Why a process, not a thread: the analysis is pure Python that never waits, so a thread of it
holds the GIL whenever the frame wants it. tests/perf/review_frames.py drew a 1920x1080
table beside a review (8½, two busy shared cores; median frame, ms): no review 2.3-2.8, a
thread 3.6-4.5, a thread with a 0.5 ms switch interval 3.1-3.4, a thread letting go of the
GIL after each sample 2.9-5.6, a process 2.4-2.7: only the process leaves the frames as
they are (the p99 frame there was the busy machine's, without a review as with one). The
process is started with "spawn" (the same on every system, and no copy of pygame's state)
and runs at a lower priority; the frozen game hands its start to multiprocessing
(freeze_support in game/__main__.py).

The frames read `progress`, `decisions` and `done`: each read takes what the process has
sent so far from the pipe, without waiting. `cancel` asks the process to stop; it does
within one sample of a decision and ends by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from game.ai.review.analysis import Decision
from game.ai.review.job import Job, decision_plies, engine_name, known_decisions, serve
from game.ui.review.process_job import ProcessJob


class ReviewWorker(ProcessJob):
    """The review of `seat`'s decisions in one game, worked out while the window draws.

    `known`: the chances of the decisions already worked out (kept in the history, in
    order); the worker starts after those that fit the game, and has nothing to do when
    they are all there."""

    what = "review"

    def __init__(
        self,
        game: str,
        start: Any,
        moves: Sequence[Any],
        seat: int,
        levels: Sequence[str],
        seed: int,
        *,
        playouts: int | None = None,
        known: Sequence[tuple[float, ...]] = (),
    ) -> None:
        super().__init__()
        job = Job(game, start, tuple(moves), seat, tuple(levels), seed, playouts, tuple(known))
        self._decisions: list[Decision[Any]] = list(known_decisions(job))
        self.job = attrs.evolve(job, known=tuple(d.chances for d in self._decisions))
        self.engine = engine_name(game, playouts)  # what the history keeps its results under
        self.total = len(decision_plies(self.job))
        self._done = len(self._decisions) == self.total

    def start(self) -> None:
        """Start working out the decisions not known yet (nothing to do if all are)."""
        self._spawn(serve, self.job, "review")

    @property
    def progress(self) -> tuple[int, int]:
        """(decisions done, decisions in all)."""
        self._take()
        return len(self._decisions), self.total

    @property
    def decisions(self) -> tuple[Decision[Any], ...]:
        """The decisions worked out so far, in order."""
        self._take()
        return tuple(self._decisions)

    @property
    def complete(self) -> bool:
        """Every decision of the game is in."""
        return self.done and len(self._decisions) == self.total

    def _message(self, kind: str, value: Any) -> bool:
        if kind == "decision":
            self._decisions.append(value)
            return True
        return False
