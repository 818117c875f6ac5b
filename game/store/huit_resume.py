"""Huit américain matches to and from records (like game.store.resume for 8½).

The record's `length` is the match's target (H6: 500), or 1 for a single round; its
positions carry their decks and house rules (Part D), so the match's decks and rules come
from the first deal.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import attrs

from game.rules import huit
from game.store.games import HUIT, SINGLE_ROUND
from game.store.record import MatchRecord, PlayerInfo, replay


def record_length(match: huit.Match) -> int:
    """The record's length for a match: its target, or 1 for a single round."""
    return SINGLE_ROUND if match.target is None else match.target


def record_for_huit_match(
    match: huit.Match, players: Sequence[PlayerInfo], now: datetime.datetime | None = None
) -> MatchRecord:
    """The record of a match just dealt (`match.round` is its first round's start)."""
    if len(players) != match.players:
        raise ValueError(f"{len(players)} players named for a {match.players}-player match")
    if match.results:
        raise ValueError("a record begins with the match's first round")
    return MatchRecord.begin(
        players, length=record_length(match), seed=match.seed, start=match.round,
        game=HUIT.name, now=now,
    )  # fmt: skip


def huit_match_from_record(rec: MatchRecord) -> huit.Match:
    """The Match a record stands for: every finished round's result, `round` = the position.

    Replays the finished rounds; ValueError if `rec` is not a Huit américain record.
    """
    if rec.game != HUIT.name:
        raise ValueError(f"not a Huit américain record: {rec.game!r}")
    first = rec.games[0].start
    if not isinstance(first, huit.State):
        raise ValueError("a Huit américain record holds Huit américain positions")
    match = huit.Match(
        players=len(rec.players), seed=rec.seed, decks=first.decks,
        target=None if rec.length == SINGLE_ROUND else rec.length, results=(), round=first,
        rules=first.rules,
    )  # fmt: skip
    for game in rec.games:
        if game.is_over:
            final = replay(game, HUIT)
            assert isinstance(final, huit.State)  # Huit's rules lead to Huit positions only
            match = huit.record_round(match, final)
    position = rec.position
    if not isinstance(position, huit.State):
        raise ValueError("a Huit américain record holds Huit américain positions")
    return attrs.evolve(match, round=position)
