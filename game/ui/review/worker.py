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

import logging
import multiprocessing
from collections.abc import Sequence
from typing import Any

import attrs

from game.ai.review.analysis import Decision
from game.ai.review.job import Job, decision_plies, engine_name, known_decisions, serve

log = logging.getLogger(__name__)

# The processes asked to stop, with their cancel flags, until they end: a flag dropped
# sooner is gone before a process just started has read it, which then fails to start.
_ENDING: list[tuple[Any, Any]] = []


def _hold_until_ended(process: Any, flag: Any) -> None:
    _ENDING[:] = [(p, f) for p, f in _ENDING if p.is_alive()]
    _ENDING.append((process, flag))


class ReviewWorker:
    """The review of `seat`'s decisions in one game, worked out while the window draws.

    `known`: the chances of the decisions already worked out (kept in the history, in
    order); the worker starts after those that fit the game, and has nothing to do when
    they are all there."""

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
        job = Job(game, start, tuple(moves), seat, tuple(levels), seed, playouts, tuple(known))
        self._decisions: list[Decision[Any]] = list(known_decisions(job))
        self.job = attrs.evolve(job, known=tuple(d.chances for d in self._decisions))
        self.engine = engine_name(game, playouts)  # what the history keeps its results under
        self.total = len(decision_plies(self.job))
        self._done = len(self._decisions) == self.total
        self.failed: str | None = None  # why the review could not go on, if it could not
        self._process: Any = None
        self._conn: Any = None
        self._cancel: Any = None

    @property
    def running(self) -> bool:
        return self._process is not None and not self._done

    def start(self) -> None:
        """Start working out the decisions not known yet (nothing to do if all are)."""
        if self._done or self._process is not None:
            return
        context = multiprocessing.get_context("spawn")
        self._cancel = context.Event()
        self._conn, child = context.Pipe(duplex=False)
        self._process = context.Process(
            target=serve, args=(self.job, child, self._cancel), name="review", daemon=True
        )
        self._process.start()
        child.close()  # the child's end lives in the child: the pipe ends when it does

    def cancel(self) -> None:
        """Stop working (the decisions so far stay); the process ends by itself."""
        if self._cancel is not None and not self._done:
            self._cancel.set()
            _hold_until_ended(self._process, self._cancel)
            self._finish()

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
    def done(self) -> bool:
        """Every decision is in (or the worker stopped: cancelled, or failed)."""
        self._take()
        return self._done

    @property
    def complete(self) -> bool:
        """Every decision of the game is in."""
        return self.done and len(self._decisions) == self.total

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the next message at most `timeout` seconds and take it (for callers off
        the frame: the command line, the tests); whether the worker is done."""
        if self._conn is not None and not self._done and self._conn.poll(timeout):
            self._take()
        return self._done

    def _take(self) -> None:
        conn = self._conn
        while conn is not None and not self._done and conn.poll():
            try:
                kind, value = conn.recv()
            except (EOFError, OSError):  # the process died without a word
                self.failed = "the review process ended unexpectedly"
                log.warning("%s", self.failed)
                self._finish()
                return
            if kind == "decision":
                self._decisions.append(value)
            else:
                if kind == "failed":
                    self.failed = str(value)
                    log.warning("The review stopped: %s", value)
                self._finish()

    def _finish(self) -> None:
        self._done = True
        if self._conn is not None:
            self._conn.close()
            self._conn = None
