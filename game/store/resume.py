"""8½ matches to and from records: start a record with a match, resume a match from one."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import attrs

from game.rules.eight_half import State
from game.rules.eight_half.match import Match, record_game
from game.store.games import EIGHT_HALF
from game.store.record import MatchRecord, PlayerInfo, replay


def record_for_match(
    match: Match, players: Sequence[PlayerInfo], now: datetime.datetime | None = None
) -> MatchRecord:
    """The record of a match just dealt (`match.game` is its first game's start)."""
    if len(players) != match.players:
        raise ValueError(f"{len(players)} players named for a {match.players}-player match")
    return MatchRecord.begin(
        players, length=match.length, seed=match.seed, start=match.game, now=now
    )


def match_from_record(rec: MatchRecord) -> Match:
    """The Match a record stands for: every finished game's result, and `game` = the position.

    Replays the finished games (a few ms each); ValueError if `rec` is not an 8½ record.
    """
    first, position = rec.games[0].start, rec.position
    if rec.game != EIGHT_HALF.name or not (
        isinstance(first, State) and isinstance(position, State)
    ):
        raise ValueError(f"not an 8½ record: {rec.game!r}")
    match = Match(
        players=len(rec.players), seed=rec.seed, length=rec.length, results=(), game=first,
    )  # fmt: skip
    for game in rec.games:
        if game.is_over:
            final = replay(game, EIGHT_HALF)
            assert isinstance(final, State)  # 8½'s rules lead to 8½ positions only
            match = record_game(match, final)
    return attrs.evolve(match, game=position)
