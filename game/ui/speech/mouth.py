"""The worker that speaks: the game only posts what to say, and never waits for a voice.

A new announcement cuts the one being said (stop, then say), as the bids' voice does;
announcements posted faster than the worker takes them are dropped but the last. The
engine is looked for on the worker too, the first time something is to be said: starting
a system voice may take a while, and a game that never speaks never starts one.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

from game.ui.speech.engines import Engine

log = logging.getLogger(__name__)

Finder = Callable[[], Engine | None]
_CLOSE = None  # posted to end the worker


class Mouth:
    """Says texts through the engine `find` gives, on a worker thread (`threaded`), or at
    once on the caller's thread (tests with a fake engine)."""

    def __init__(self, find: Finder, *, threaded: bool = True) -> None:
        self._find = find
        self._threaded = threaded
        self._inbox: queue.Queue[tuple[str, str] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._engine: Engine | None = None
        self._looked = threading.Event()  # set once the engine was looked for
        self._closed = False

    @property
    def looked(self) -> bool:
        """Has the engine been looked for (found or not)?"""
        return self._looked.is_set()

    @property
    def found(self) -> bool:
        """Was an engine found? (False too before it was looked for.)"""
        return self.looked and self._engine is not None

    def say(self, text: str, language: str) -> None:
        """Say `text`, cutting what is being said. Returns at once."""
        self._post((text, language))

    def hush(self) -> None:
        """Stop what is being said."""
        self._post(("", ""))

    def _post(self, item: tuple[str, str]) -> None:
        if self._closed:
            return
        if not self._threaded:
            self._look()
            self._speak(item)
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()
        self._inbox.put(item)

    def close(self, timeout: float = 2.0) -> None:
        """Stop speaking and end the worker (at the game's end)."""
        if self._closed:
            return
        self._closed = True
        if self._thread is None:
            if self._engine is not None:
                self._stop()
            return
        self._inbox.put(_CLOSE)
        self._thread.join(timeout)

    # -- the worker ------------------------------------------------------------------------

    def _look(self) -> None:
        if not self._looked.is_set():
            try:
                self._engine = self._find()
            except Exception:  # looking must never take the game down
                log.exception("Looking for a speech engine failed")
                self._engine = None
            if self._engine is not None:
                log.info("Speech through %s", self._engine.name)
            self._looked.set()

    def _run(self) -> None:
        self._look()
        while True:
            engine = self._engine
            wait = engine.pump_every if engine is not None else None
            try:
                item = self._inbox.get(timeout=wait)
            except queue.Empty:
                self._pump()
                continue
            while True:  # only the newest counts: the others would be cut at once
                try:
                    item = self._inbox.get_nowait()
                except queue.Empty:
                    break
                if item is _CLOSE:
                    break
            if item is _CLOSE:
                self._stop()
                return
            self._speak(item)

    def _speak(self, item: tuple[str, str]) -> None:
        if self._engine is None:
            return
        self._stop()
        text, language = item
        if text:
            try:
                self._engine.start(text, language)
            except Exception:
                log.exception("The speech engine failed; the game goes on silent")
                self._engine = None

    def _stop(self) -> None:
        if self._engine is None:
            return
        try:
            self._engine.stop()
        except Exception:
            log.exception("The speech engine failed to stop; the game goes on silent")
            self._engine = None

    def _pump(self) -> None:
        if self._engine is None:
            return
        try:
            self._engine.pump()
        except Exception:
            log.exception("The speech engine failed; the game goes on silent")
            self._engine = None
