"""The review's judge of a game by its name, as the store names games ("eight_half",
"huit"), for callers that hold either game's record."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.review import eight_half, huit
from game.ai.review.analysis import Judge

GAMES = ("eight_half", "huit")


def judge_for(
    game: str, levels: Sequence[str], playouts: int | None = None
) -> Judge[Any, Any, Any]:
    """A fresh judge (one per review: Huit's remembers the round) for `game`, its seats
    playing on at `levels` ("easy", "medium" or "hard"; a person's seat: "hard"), playing
    out `playouts` games for each decision (None: the game's own budget)."""
    if game == "eight_half":
        return eight_half.Judge(levels, playouts or eight_half.PLAYOUTS)
    if game == "huit":
        return huit.Judge(levels, playouts or huit.PLAYOUTS)
    raise ValueError(f"unknown game {game!r}: choose one of {', '.join(GAMES)}")
