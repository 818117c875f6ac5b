"""A fixed clock for the App in tests: every frame lasts exactly as long,
however busy the machine is, and nothing waits for real time."""

from __future__ import annotations

from collections.abc import Callable

MS_60_FPS = 1000 / 60


class FixedClock:
    """Each tick says `ms` milliseconds passed; time moves only by ticks; a rest returns at
    once (the input a rest waits for is already posted, or never comes)."""

    def __init__(self, ms: float = MS_60_FPS) -> None:
        self.ms = ms
        self.elapsed = 0.0  # seconds: the ticks so far
        self.framerates: list[int] = []  # what each tick was asked to hold

    def tick(self, framerate: int = 0) -> int:
        self.framerates.append(framerate)
        self.elapsed += self.ms / 1000
        return round(self.ms)

    def now(self) -> float:
        return self.elapsed

    def rest(self, seconds: float, woken: Callable[[], bool]) -> None:
        return None
