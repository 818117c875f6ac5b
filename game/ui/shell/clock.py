"""Where the frame loop's time comes from: the machine's clock in the game, a fixed one in
tests (a test that read the real clock failed on a busy machine).

A clock ticks once per frame (milliseconds since the last tick, waiting first so as not to
run faster than asked), tells the time for measurements, and rests between looks for input.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

import pygame


class FrameClock(Protocol):
    def tick(self, framerate: int = 0) -> int:
        """Milliseconds since the last tick; with a `framerate`, first wait out the rest
        of that frame's time."""
        ...

    def now(self) -> float:
        """Seconds on this clock (only differences mean anything)."""
        ...

    def rest(self, seconds: float, woken: Callable[[], bool]) -> None:
        """Wait until `woken()` says input came, or `seconds` have passed."""
        ...


class RealClock:
    """The machine's time: pygame's frame clock, and short sleeps between looks while
    resting (not pygame.event.wait: with SDL 2 it polls without pause, 2 % of a core doing
    nothing)."""

    def __init__(self, look_every: float) -> None:
        self.look_every = look_every  # seconds between looks for input while resting
        self._frames = pygame.time.Clock()

    def tick(self, framerate: int = 0) -> int:
        return self._frames.tick(framerate)

    def now(self) -> float:
        return time.perf_counter()

    def rest(self, seconds: float, woken: Callable[[], bool]) -> None:
        until = time.perf_counter() + seconds
        while not woken() and time.perf_counter() < until:
            time.sleep(self.look_every)
