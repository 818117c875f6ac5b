"""The review's results kept in a match's history record, so a second opening is instant.

A record in the history may hold, under "reviews", what the review worked out for a game
(8½) or round (Huit américain) and a seat: each decision's chances to win, one per legal
move, in the order of the rules' legal moves. Which moves they were, and which was played,
the record's own moves say again when the review is opened, so only the numbers are kept.

    "reviews": [{"game": 0, "seat": 1, "engine": "review-1 playouts=700",
                 "complete": true, "chances": [[0.61, 0.4], [0.2, 0.35, 0.31]]}]

"engine" names what worked the numbers out (the analysis and its budget): a review kept
under another name is worked out again. A review cut short is kept too ("complete": false)
and picked up where it stopped.

The field is read apart from the record: an entry that is not as above (a file edited by
hand, by a foreign or hostile program) is left out, with a line in the log, and the record
stays as good as it was. Nothing here raises on bad input.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from typing import Any

import attrs

log = logging.getLogger(__name__)

FIELD = "reviews"  # the record's field
MAX_REVIEWS = 64  # kept per match, the newest: a long Huit match has many rounds and seats
MAX_DECISIONS = 1000  # a seat's decisions in one game: far more than a game has
MAX_MOVES = 1000  # legal moves at one decision: far more than a position has
MAX_ENGINE = 80
_KEYS = ("game", "seat", "engine", "complete", "chances")


@attrs.frozen
class KeptReview:
    """What the review worked out for game `game` (from 0) and `seat`: each decision's
    chances to win (0-1) in order, under `engine`; `complete` once every decision is in."""

    game: int
    seat: int
    engine: str
    chances: tuple[tuple[float, ...], ...]
    complete: bool


def find(reviews: Sequence[KeptReview], game: int, seat: int, engine: str) -> KeptReview | None:
    """The review kept for `game` and `seat` under `engine`, if any."""
    return next((r for r in reviews if (r.game, r.seat, r.engine) == (game, seat, engine)), None)


def with_kept(reviews: Sequence[KeptReview], review: KeptReview) -> tuple[KeptReview, ...]:
    """`reviews` with `review` in place of the one of its game and seat (under any engine:
    the old one will not be asked again), newest last, at most MAX_REVIEWS."""
    others = [r for r in reviews if (r.game, r.seat) != (review.game, review.seat)]
    return (*others, review)[-MAX_REVIEWS:]


def reviews_to_json(reviews: Sequence[KeptReview]) -> list[dict[str, Any]]:
    return [
        {
            "game": r.game,
            "seat": r.seat,
            "engine": r.engine,
            "complete": r.complete,
            "chances": [list(c) for c in r.chances],
        }
        for r in reviews
    ]


def read_reviews(raw: Any, games: int, players: int) -> tuple[KeptReview, ...]:
    """The good entries of a record's "reviews" (a match of `games` games and `players`
    seats); the others are left out. Never raises."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        log.warning('A kept review is left out: "reviews" is not a list')
        return ()
    kept: list[KeptReview] = []
    for i, entry in enumerate(raw[-MAX_REVIEWS:]):
        try:
            review = _entry(entry, games, players)
        except ValueError as exc:
            log.warning("Kept review %d is left out: %s", i, exc)
            continue
        kept = list(with_kept(kept, review))
    return tuple(kept)


def _entry(entry: Any, games: int, players: int) -> KeptReview:
    if not isinstance(entry, dict) or sorted(map(str, entry)) != sorted(_KEYS):
        raise ValueError(f"not an object with exactly {', '.join(_KEYS)}")
    game, seat, engine = entry["game"], entry["seat"], entry["engine"]
    complete, raw = entry["complete"], entry["chances"]
    if type(game) is not int or not 0 <= game < games:
        raise ValueError(f'"game" must be a game of the match (0 to {games - 1})')
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f'"seat" must be a seat of the match (0 to {players - 1})')
    if not isinstance(engine, str) or not 0 < len(engine) <= MAX_ENGINE:
        raise ValueError(f'"engine" must be a name of 1 to {MAX_ENGINE} characters')
    if not isinstance(complete, bool):
        raise ValueError('"complete" must be true or false')
    if not isinstance(raw, list) or len(raw) > MAX_DECISIONS:
        raise ValueError(f'"chances" must list at most {MAX_DECISIONS} decisions')
    return KeptReview(game, seat, engine, tuple(_chances(c) for c in raw), complete)


def _chances(raw: Any) -> tuple[float, ...]:
    if not isinstance(raw, list) or not 2 <= len(raw) <= MAX_MOVES:
        raise ValueError(f"a decision's chances must list 2 to {MAX_MOVES} numbers")
    if not all(type(c) in (int, float) and math.isfinite(c) and 0.0 <= c <= 1.0 for c in raw):
        raise ValueError("a chance must be a number from 0 to 1")
    return tuple(float(c) for c in raw)
