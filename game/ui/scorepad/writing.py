"""The write-in of a finished game: when each figure of the new row, the new totals and the
marks (the leader's star; at the match's end the circles and crowns) are put on paper.

Times are seconds at "normal" speed; the animation speed setting scales them, and "instant"
(scale 0) writes everything at once. No pygame here.
"""

from __future__ import annotations

DELAY = 0.25  # the pen comes to the paper
CELL = 0.4  # one figure of the new row, seat after seat
PAUSE = 0.15
TOTALS = 0.45  # the total row, all at once
MARKS = 0.7  # stars, circles, crowns


def _part(t: float, start: float, length: float) -> float:
    return min(1.0, max(0.0, (t - start) / length))


class WriteIn:
    """Progress (0..1) of each part of the write-in, driven by `update(dt, scale)`."""

    def __init__(self, players: int, active: bool = True) -> None:
        self.players = players
        self.totals_at = DELAY + players * CELL + PAUSE
        self.marks_at = self.totals_at + TOTALS + PAUSE
        self.end = self.marks_at + MARKS
        self.t = 0.0 if active else self.end

    def update(self, dt: float, scale: float) -> None:
        if scale <= 0:
            self.finish()
        else:
            self.t = min(self.end, self.t + dt / scale)

    def finish(self) -> None:
        self.t = self.end

    @property
    def done(self) -> bool:
        return self.t >= self.end

    def cell(self, seat: int) -> float:
        """How much of seat's figure in the new row is written."""
        return _part(self.t, DELAY + seat * CELL, CELL)

    def totals(self) -> float:
        return _part(self.t, self.totals_at, TOTALS)

    def marks(self) -> float:
        return _part(self.t, self.marks_at, MARKS)
