"""The marks of a decision and the summary of a review.

A move that lost at least MISTAKE points of chance against the best move is a mistake, and
one that lost at least BLUNDER points a blunder. Accuracy is the average share of the best
move's chance the moves made kept; the turning point is the decision that lost most.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from attrs import frozen

if TYPE_CHECKING:
    from game.ai.review.analysis import Decision

MISTAKE = 10.0
BLUNDER = 20.0


class Mark(enum.Enum):
    MISTAKE = "mistake"
    BLUNDER = "blunder"


def mark(loss: float) -> Mark | None:
    """The mark of a move that lost `loss` points of chance (0-100)."""
    if loss >= BLUNDER:
        return Mark.BLUNDER
    if loss >= MISTAKE:
        return Mark.MISTAKE
    return None


@frozen
class Summary:
    decisions: int
    accuracy: float  # 0-1; 1 with no decision
    mistakes: int
    blunders: int
    turning_point: int | None  # the number of the decision that lost most, if any lost


def summarize(decisions: Sequence[Decision[Any]]) -> Summary:
    kept = [d.played_chance / d.best_chance if d.best_chance > 0 else 1.0 for d in decisions]
    marks = [d.mark for d in decisions]
    worst = max(decisions, key=lambda d: d.loss, default=None)
    return Summary(
        decisions=len(decisions),
        accuracy=sum(kept) / len(kept) if kept else 1.0,
        mistakes=marks.count(Mark.MISTAKE),
        blunders=marks.count(Mark.BLUNDER),
        turning_point=worst.number if worst is not None and worst.loss > 0 else None,
    )
