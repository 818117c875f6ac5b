"""A fake voice for the speech tests: it records what it is told to say, and never makes a
sound (no real voice in the tests)."""

from __future__ import annotations

import threading
from typing import Any

import pygame

from game.ui.shell.app import App


class FakeVoice:
    """An Engine that keeps every call: ("say", text, language) and ("stop",)."""

    name = "fake voice"
    pump_every: float | None = None

    def __init__(self, hold: threading.Event | None = None) -> None:
        self.calls: list[tuple[str, ...]] = []
        self.hold = hold  # set: `start` waits for it (a voice that takes its time)
        self.started = threading.Event()
        self._spoke = threading.Condition()

    def start(self, text: str, language: str) -> None:
        with self._spoke:
            self.calls.append(("say", text, language))
            self._spoke.notify_all()
        self.started.set()
        if self.hold is not None:
            self.hold.wait(10)

    def stop(self) -> None:
        self.calls.append(("stop",))

    def pump(self) -> None:
        pass

    def wait_said(self, count: int) -> bool:
        """Wait (for the worker, not the clock) until `count` texts were said."""
        with self._spoke:
            return self._spoke.wait_for(lambda: len(self.said) >= count, timeout=10)

    @property
    def said(self) -> list[str]:
        return [call[1] for call in self.calls if call[0] == "say"]

    @property
    def last(self) -> str:
        return self.said[-1] if self.said else ""

    def clear(self) -> None:
        self.calls.clear()


def speaking_app(make_app: Any, voice: FakeVoice, **settings: Any) -> App:
    """A headless App with "Speak the screen" on, speaking through `voice`."""
    from game.store.settings import Settings

    base: dict[str, Any] = {"window_size": (800, 600), "speak_screen": True}
    base.update(settings)
    return make_app(Settings(**base), voice=lambda: voice, fixed_dt=1 / 60)  # type: ignore[no-any-return]


def key(app: App, key: int, unicode: str = "") -> None:
    """Press `key` and run the frame that hears it."""
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))
    app.frame(1 / 60)
