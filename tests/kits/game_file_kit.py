"""Matches played into records for the game file tests: 8½ by the store kit's bots, Huit
américain by random legal moves under any house rules (H7)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import attrs
import huit_kit

from game.rules import huit
from game.store.game_file import dumps_game_file, game_file_from_record
from game.store.huit_resume import record_for_huit_match
from game.store.record import MatchRecord


def huit_match(
    players: int = 3,
    seed: int = 11,
    target: int | None = 100,
    decks: int = 1,
    rules: tuple[str, ...] = (),
    rounds: int | None = None,
) -> MatchRecord:
    """A Huit américain match under the house `rules`, played by random legal moves to its
    end (or until `rounds` rounds are over), recorded move by move."""
    rng = random.Random(seed)
    match = huit.new_match(players, seed, target, decks, rules)
    rec = attrs.evolve(
        record_for_huit_match(match, huit_kit.players_for(players), now=huit_kit.T0),
        id="20260201-180000-ccc333",
    )
    state = match.round
    while True:
        if state.is_over:
            match = huit.record_round(match, state)
            if match.is_over or (rounds is not None and match.rounds_played >= rounds):
                return rec.with_status("finished" if match.is_over else "abandoned", huit_kit.T0)
            match = huit.next_round(match)
            state = match.round
            rec = rec.with_next_game(state)
            continue
        move = rng.choice(huit.legal_moves(state))
        state = huit.apply_move(state, move).state
        rec = rec.with_move(move, state)


def as_json(rec: MatchRecord) -> dict[str, Any]:
    """The game file of `rec` as a parsed JSON object, to be spoiled by a test."""
    data: dict[str, Any] = json.loads(dumps_game_file(game_file_from_record(rec)))
    return data


def write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path
