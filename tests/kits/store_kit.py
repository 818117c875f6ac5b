"""Matches played into records, for the store tests and the kill test's tests/kits/store_writer.py;
and a file the player may not read."""

from __future__ import annotations

import datetime
import errno
import os
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import attrs
import pytest

from game.ai.eight_half.bots import make_bot
from game.rules.eight_half import apply_move, legal_moves, observe
from game.rules.eight_half.match import Match, new_match, next_game, record_game
from game.store.record import MatchRecord, PlayerInfo
from game.store.resume import record_for_match

T0 = datetime.datetime(2026, 1, 15, 20, 30, tzinfo=datetime.UTC)
# A table of several people: three people and two bots, the unnamed player in seat 0 (saved as "")
# and Anne-Sophie's long name.
HOT_SEAT = (
    PlayerInfo("", True),
    PlayerInfo("Bot 1", False, "hard"),
    PlayerInfo("Chloé", True),
    PlayerInfo("Bot 3", False, "easy"),
    PlayerInfo("Anne-Sophie", True),
)


def players_for(count: int, levels: tuple[str, ...] | None = None) -> list[PlayerInfo]:
    levels = levels if levels is not None else ("easy",) * (count - 1)
    return [PlayerInfo("You", True)] + [
        PlayerInfo(f"Bot {i}", False, levels[i - 1]) for i in range(1, count)
    ]


def play(
    players: int = 3,
    seed: int = 7,
    length: int = 2,
    *,
    plies: int | None = None,
    levels: tuple[str, ...] | None = None,
    match_id: str = "20260115-203000-abc123",
) -> tuple[MatchRecord, Match]:
    """A match played by bots (the human's seat by random legal moves), recorded as it goes.

    Stops after `plies` moves in all if given, else at the end of the match.
    """
    info = players_for(players, levels)
    bots = [None] + [make_bot(p.level or "easy") for p in info[1:]]
    rng = random.Random(seed)
    match = new_match(players, seed, length)
    rec = attrs.evolve(record_for_match(match, info, now=T0), id=match_id)
    state = match.game
    done = 0
    while plies is None or done < plies:
        if state.is_over:
            match = record_game(match, state)
            if match.is_over:
                break
            match = next_game(match)
            state = match.game
            rec = rec.with_next_game(state)
            continue
        legal = legal_moves(state)
        bot = bots[state.turn]
        if bot is None:
            move = rng.choice(legal)
        else:
            move = bot.choose(observe(state, state.turn), legal, rng)
        state = apply_move(state, move).state
        rec = rec.with_move(move, state)
        done += 1
    if state.is_over and match.game != state:
        match = record_game(match, state)  # stopped right after a game's last move
    return rec, attrs.evolve(match, game=state)


@contextmanager
def cannot_read(path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`path` made unreadable (chmod 000) for the block, and its opening refused as the
    system refuses it to a player: root (the CI containers) reads through chmod 000."""
    real_open = os.open

    def refuse(name: object, flags: int, *args: object, **kwargs: object) -> int:
        if os.fspath(name) == os.fspath(path):  # type: ignore[call-overload]
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(name, flags, *args, **kwargs)  # type: ignore[arg-type]

    mode = path.stat().st_mode
    path.chmod(0)
    try:
        with monkeypatch.context() as m:
            m.setattr(os, "open", refuse)
            yield
    finally:
        path.chmod(mode)
