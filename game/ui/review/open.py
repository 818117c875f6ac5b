"""Opening the review of a finished game (from the score pad, the Matches page, a game
file): the review scene pushed over what is there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.store.record import MatchRecord
from game.ui.review.scene import ReviewScene, people_of

if TYPE_CHECKING:
    from game.ui.shell.app import App


def open_review(
    app: App,
    record: MatchRecord,
    *,
    game_index: int | None = None,
    seat: int | None = None,
    history_id: str | None = None,
) -> None:
    """Push the review of game (round) `game_index` of `record` (None: the last one) for
    `seat` (None: the first person's; seat 0 in a match of bots only). `history_id`: the
    record's id in the history, when it came from there (the analysis keeps its results
    there); None for a game file."""
    index = len(record.games) - 1 if game_index is None else game_index
    if seat is None:
        seat = min(people_of(record), default=0)
    app.push(ReviewScene(app, record, index, seat, history_id))
