"""The review's results between openings: kept in the match's history record (a second
opening is instant, also after a restart), and in memory for this session, the only place a
game file's are kept (it has no history record to keep them in).

`kept` gives what is known of a game's review for a seat under the engine asked; `keep`
keeps what a worker found. A review kept under another engine (the analysis or its budget
changed) is not given: it is worked out again.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from game.store.history import History
from game.store.record import MatchRecord
from game.store.review_cache import KeptReview, find

log = logging.getLogger(__name__)

Key = tuple[Any, ...]
_MEMORY: dict[Key, KeptReview] = {}


def _key(record: MatchRecord, game_index: int, seat: int) -> Key:
    # The game's moves are in it: two game files may share an id, never a game.
    game = record.games[game_index]
    return (record.game, record.id, record.seed, game_index, seat, game.moves)


def kept(
    record: MatchRecord, game_index: int, seat: int, engine: str
) -> tuple[tuple[float, ...], ...]:
    """The chances known of `seat`'s decisions in game `game_index`, in order (maybe not
    all of them); () if none were kept under `engine`."""
    review = _MEMORY.get(_key(record, game_index, seat))
    if review is None or review.engine != engine:
        review = find(record.reviews, game_index, seat, engine)
    return review.chances if review is not None else ()


def keep(
    record: MatchRecord,
    game_index: int,
    seat: int,
    engine: str,
    chances: Sequence[tuple[float, ...]],
    complete: bool,
    *,
    history: History | None = None,
    history_id: str | None = None,
) -> None:
    """Keep what a worker found: in memory, and in the history's record `history_id`
    (read again first: it keeps the other reviews of that match) when there is one."""
    if not chances:
        return
    review = KeptReview(game_index, seat, engine, tuple(chances), complete)
    key = _key(record, game_index, seat)
    if _MEMORY.get(key) == review:
        return  # nothing new since it was last kept
    _MEMORY[key] = review
    if history is None or history_id is None:
        return
    now = history.load(history_id)
    if now is None or now.games != record.games:
        log.warning("The review of %s is not kept: the history has no such match", history_id)
        return
    history.add(now.with_review(review))


def forget() -> None:
    """Forget this session's reviews (the tests start each from nothing)."""
    _MEMORY.clear()
