"""What one decision's estimate costs: the games played out, shared among its moves.

Each sample deals the hidden cards once and plays every legal move out on that deal, so a
decision with many moves gets fewer deals; it never gets fewer than MIN_SAMPLES. The
defaults (each game's PLAYOUTS) were tuned so a decision takes under half a second on one
core (tests/perf/review.py) while the chances stay calibrated (tests/perf/calibration.py).
"""

from __future__ import annotations

MIN_SAMPLES = 60


def samples_for(playouts: int, moves: int) -> int:
    """The deals for a decision with `moves` legal moves: `playouts` shared among them, at
    least MIN_SAMPLES (and at least one, for a budget set below it on purpose)."""
    return max(1, min(MIN_SAMPLES, playouts), playouts // max(1, moves))
