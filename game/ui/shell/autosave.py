"""Autosave off the frame loop: the table hands over records, a worker writes them in order.

A save is a few milliseconds of fsync, sometimes tens: done on the main thread it would
stall an animation after every move. The worker keeps only the newest pending save (an
older one is never worth writing once a newer exists) and runs finishes and abandons in
the order they came, so a match's current file can never be rewritten after it was filed.
`flush` waits until everything handed over is on disk: the app calls it before it closes.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable

from game.store.record import MatchRecord
from game.store.saves import SaveStore

log = logging.getLogger(__name__)

Job = Callable[[], object]


class Autosaver:
    def __init__(self, store: SaveStore, *, threaded: bool = True) -> None:
        self.store = store
        self.threaded = threaded  # False: write at once (tests, the smoke test)
        self._jobs: deque[tuple[str, Job]] = deque()
        self._lock = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    # -- what the game hands over ---------------------------------------------------------

    def save(self, rec: MatchRecord) -> None:
        """The match as it is now (after a move, a swap, "next game")."""
        self._submit("save", lambda: self.store.save_current(rec))

    def finish(self, rec: MatchRecord) -> None:
        """The match is over: into the history and the statistics."""
        self._submit("finish", lambda: self.store.finish(rec))

    def abandon(self, rec: MatchRecord) -> None:
        """The player started another match: this one goes to the history, unfinished."""
        self._submit("abandon", lambda: self.store.abandon(rec))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every job handed over is done; False if the disk is that slow."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()

    # -- the worker -----------------------------------------------------------------------

    def _submit(self, kind: str, job: Job) -> None:
        if not self.threaded:
            self._run(job)
            return
        with self._lock:
            if self._closed:
                return
            if kind == "save" and self._jobs and self._jobs[-1][0] == "save":
                self._jobs[-1] = (kind, job)  # only the newest position is worth writing
            else:
                self._jobs.append((kind, job))
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _work(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._jobs or self._closed)
                if not self._jobs:
                    return
                _, job = self._jobs.popleft()
                self._busy = True
            try:
                self._run(job)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    @staticmethod
    def _run(job: Job) -> None:
        try:
            job()
        except Exception:  # the store never raises for the disk; anything else is a bug
            log.exception("Autosave failed")
