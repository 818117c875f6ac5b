""" "Could I have won?" worked out in a process of its own, read by the frames.

A process for the reason the review's analysis has one (game.ui.review.worker): pure Python
that never waits would hold the GIL the frames need. The frames read `progress`, `answer`
and `done`, each taking what the process has sent so far without waiting; `cancel` asks it
to stop, and it ends by itself within one bot's move.
"""

from __future__ import annotations

import logging
import multiprocessing
from typing import Any

from game.ai.review.what_if import Answer, Progress, Question, serve

log = logging.getLogger(__name__)


class WhatIfWorker:
    def __init__(self, question: Question) -> None:
        self.question = question
        self._progress = Progress(0, 0)
        self._answer: Answer | None = None
        self._done = False
        self.failed: str | None = None  # why the question could not be answered
        self._process: Any = None
        self._conn: Any = None
        self._cancel: Any = None

    def start(self) -> None:
        if self._process is not None or self._done:
            return
        context = multiprocessing.get_context("spawn")
        self._cancel = context.Event()
        self._conn, child = context.Pipe(duplex=False)
        self._process = context.Process(
            target=serve, args=(self.question, child, self._cancel), name="what-if", daemon=True
        )
        self._process.start()
        child.close()  # the child's end lives in the child: the pipe ends when it does

    def cancel(self) -> None:
        """Stop working; the process ends by itself."""
        if self._cancel is not None and not self._done:
            self._cancel.set()
            self._finish()

    @property
    def progress(self) -> tuple[int, int]:
        """(steps done, steps in all): the runs played on, then the forced-win search."""
        self._take()
        return self._progress.done, self._progress.total

    @property
    def answer(self) -> Answer | None:
        self._take()
        return self._answer

    @property
    def done(self) -> bool:
        """The answer is in, or the worker stopped (cancelled, or failed)."""
        self._take()
        return self._done

    def wait(self, timeout: float | None = None) -> bool:
        """Wait at most `timeout` seconds for the next message and take it (for callers off
        the frame: the tests); whether the worker is done."""
        if self._conn is not None and not self._done and self._conn.poll(timeout):
            self._take()
        return self._done

    def _take(self) -> None:
        conn = self._conn
        while conn is not None and not self._done and conn.poll():
            try:
                kind, value = conn.recv()
            except (EOFError, OSError):  # the process died without a word
                self.failed = "the question's process ended unexpectedly"
                log.warning("%s", self.failed)
                self._finish()
                return
            if kind == "progress":
                self._progress = value
            elif kind == "answer":
                self._answer = value
            else:
                if kind == "failed":
                    self.failed = str(value)
                    log.warning("The question stopped: %s", value)
                self._finish()

    def _finish(self) -> None:
        self._done = True
        if self._conn is not None:
            self._conn.close()
            self._conn = None
