"""A table's still picture built at a new window size over a few frames.

Built whole, the felt, the panels and every seat at 4K took one frame 90-130 ms on a busy
machine. Here each is a step; a frame takes steps for `BUDGET` seconds (at least one, at
most `MOST`: a test's fixed clock stands still, the count rules there), and the window
shows the last sharp frame stretched until the last step is taken (App.stretch_last_frame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ui.shell.clock import FrameClock

BUDGET = 0.004  # seconds of steps a frame: with the longest step (a 4K seat) well under 33 ms
MOST = 6  # steps a frame at the most


class StagedBuild:
    def __init__(self, steps: Sequence[Callable[[], None]], key: object) -> None:
        self._todo = list(steps)[::-1]
        self.key = key  # what the picture is built from: another key starts again
        self.taken = 0  # steps taken (tests)

    @property
    def done(self) -> bool:
        return not self._todo

    def run(self, clock: FrameClock) -> None:
        """This frame's steps."""
        deadline = clock.now() + BUDGET
        for _ in range(MOST):
            if not self._todo:
                return
            self._todo.pop()()
            self.taken += 1
            if clock.now() >= deadline:
                return
