"""Huit américain matches played into records (random legal moves from a seed), for the
saves, title and score pad tests."""

from __future__ import annotations

import datetime
import random

import attrs

from game.rules import huit
from game.store.huit_resume import record_for_huit_match
from game.store.record import MatchRecord, PlayerInfo

T0 = datetime.datetime(2026, 2, 1, 18, 0, tzinfo=datetime.UTC)


def players_for(count: int, level: str = "medium") -> list[PlayerInfo]:
    return [PlayerInfo("You", True)] + [
        PlayerInfo(name, False, level) for name in ("Ada", "Bruno", "Chloé", "Dirk")[: count - 1]
    ]


def play(
    players: int = 3,
    seed: int = 7,
    target: int | None = 500,
    decks: int = 1,
    *,
    plies: int | None = None,
    rounds: int | None = None,
    match_id: str = "20260201-180000-aaa111",
    rules: tuple[str, ...] = (),
) -> tuple[MatchRecord, huit.Match]:
    """A match (under the house `rules`, H7) recorded as it goes; stops after `plies` moves
    in all, or once `rounds` rounds are over (the last one left finished, not dealt on),
    else at the match's end."""
    rng = random.Random(seed)
    match = huit.new_match(players, seed, target, decks, rules)
    rec = attrs.evolve(record_for_huit_match(match, players_for(players), now=T0), id=match_id)
    state = match.round
    done = 0
    while plies is None or done < plies:
        if state.is_over:
            match = huit.record_round(match, state)
            if match.is_over or (rounds is not None and match.rounds_played >= rounds):
                return rec, match
            match = huit.next_round(match)
            state = match.round
            rec = rec.with_next_game(state)
            continue
        move = rng.choice(huit.legal_moves(state))
        state = huit.apply_move(state, move).state
        rec = rec.with_move(move, state)
        done += 1
    if state.is_over and match.round != state:
        match = huit.record_round(match, state)  # stopped right on a round's last move
    return rec, attrs.evolve(match, round=state)
