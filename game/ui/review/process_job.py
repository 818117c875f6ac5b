"""Work done in a process of its own and read by the frames: the review's analysis
(worker.py) and "Could I have won?" (what_if_worker.py).

Why a process: the work is pure Python that never waits, so on a thread it would hold the
GIL whenever the frame wants it (worker.py has the figures). It is started with "spawn"
(the same on every system, and no copy of pygame's state). The process sends
(kind, value) messages down a pipe; the frames take what has come without waiting, each
job saying what its own kinds mean (`_message`); "failed" or anything else unknown ends
the job. `cancel` asks the process to stop; it ends by itself.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

# The processes asked to stop, with their cancel flags, until they end: a flag dropped
# sooner is gone before a process just started has read it, which then fails to start.
_ENDING: list[tuple[Any, Any]] = []


def _hold_until_ended(process: Any, flag: Any) -> None:
    _ENDING[:] = [(p, f) for p, f in _ENDING if p.is_alive()]
    _ENDING.append((process, flag))


class ProcessJob:
    """One job's process, pipe and cancel flag. `what` names the work in the log."""

    what = "job"

    def __init__(self) -> None:
        self._done = False
        self.failed: str | None = None  # why the job could not go on, if it could not
        self._process: Any = None
        self._conn: Any = None
        self._cancel: Any = None

    def _spawn(self, target: Callable[..., Any], work: Any, name: str) -> None:
        """Start `target(work, pipe, cancel flag)` in its process (once, if not done)."""
        if self._done or self._process is not None:
            return
        context = multiprocessing.get_context("spawn")
        self._cancel = context.Event()
        self._conn, child = context.Pipe(duplex=False)
        self._process = context.Process(
            target=target, args=(work, child, self._cancel), name=name, daemon=True
        )
        self._process.start()
        child.close()  # the child's end lives in the child: the pipe ends when it does

    def cancel(self) -> None:
        """Stop working (what came so far stays); the process ends by itself."""
        if self._cancel is not None and not self._done:
            self._cancel.set()
            _hold_until_ended(self._process, self._cancel)
            self._finish()

    @property
    def done(self) -> bool:
        """All is in, or the job stopped (cancelled, or failed)."""
        self._take()
        return self._done

    def wait(self, timeout: float | None = None) -> bool:
        """Wait at most `timeout` seconds for the next message and take it (for callers off
        the frame: the command line, the tests); whether the job is done."""
        if self._conn is not None and not self._done and self._conn.poll(timeout):
            self._take()
        return self._done

    def _message(self, kind: str, value: Any) -> bool:
        """Take one message of the job's own kinds; False for one that ends the job."""
        raise NotImplementedError

    def _take(self) -> None:
        conn = self._conn
        while conn is not None and not self._done and conn.poll():
            try:
                kind, value = conn.recv()
            except (EOFError, OSError):  # the process died without a word
                self.failed = f"the {self.what}'s process ended unexpectedly"
                log.warning("%s", self.failed)
                self._finish()
                return
            if not self._message(kind, value):
                if kind == "failed":
                    self.failed = str(value)
                    log.warning("The %s stopped: %s", self.what, value)
                self._finish()

    def _finish(self) -> None:
        self._done = True
        if self._conn is not None:
            self._conn.close()
            self._conn = None
