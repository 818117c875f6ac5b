"""Finished matches played through the rules by seeded bots, and their review opened in a
headless App, for the review's tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs
import huit_kit
import store_kit

from game.ai.eight_half.bots import make_bot
from game.ai.huit.bots import make_bot as make_huit_bot
from game.rules import huit
from game.rules.eight_half import apply_move, legal_moves
from game.rules.eight_half.match import new_match, next_game, record_game
from game.rules.eight_half.observe import observe
from game.store.huit_resume import record_for_huit_match
from game.store.record import MatchRecord, PlayerInfo
from game.store.resume import record_for_match
from game.ui.review.open import open_review
from game.ui.review.scene import ReviewScene
from game.ui.shell.app import App


def people(count: int, humans: Sequence[int] = (0,)) -> list[PlayerInfo]:
    """Seats of people (named) and of Easy bots."""
    return [
        PlayerInfo(f"P{seat}", True) if seat in humans else PlayerInfo(f"Bot {seat}", False, "easy")
        for seat in range(count)
    ]


def eight_half_match(
    players: int = 3, seed: int = 7, length: int = 1, humans: Sequence[int] = (0,)
) -> MatchRecord:
    """An 8½ match played to its end by Easy bots at every seat (people's too)."""
    info = people(players, humans)
    bot = make_bot("easy")
    rng = random.Random(seed)
    match = new_match(players, seed, length)
    rec = attrs.evolve(record_for_match(match, info, now=store_kit.T0), id=f"8h-{seed}")
    state = match.game
    while True:
        if state.is_over:
            match = record_game(match, state)
            if match.is_over:
                return rec.with_status("finished", store_kit.T0)
            match = next_game(match)
            state = match.game
            rec = rec.with_next_game(state)
            continue
        move = bot.choose(observe(state, state.turn), legal_moves(state), rng)
        state = apply_move(state, move).state
        rec = rec.with_move(move, state)


def huit_match(
    players: int = 3,
    seed: int = 7,
    rules: tuple[str, ...] = (),
    humans: Sequence[int] = (0,),
    decks: int = 1,
) -> MatchRecord:
    """A one-round Huit américain match under the house `rules` (H7), played by Easy bots."""
    info = people(players, humans)
    bot = make_huit_bot("easy")
    rng = random.Random(seed)
    match = huit.new_match(players, seed, None, decks, rules)
    rec = attrs.evolve(record_for_huit_match(match, info, now=huit_kit.T0), id=f"hu-{seed}")
    state = match.round
    while not state.is_over:
        move = bot.choose(huit.observe(state, state.turn), huit.legal_moves(state), rng)
        state = huit.apply_move(state, move).state
        rec = rec.with_move(move, state)
    return rec.with_status("finished", huit_kit.T0)


def review(app: App, record: MatchRecord, **kwargs: object) -> ReviewScene:
    open_review(app, record, **kwargs)  # type: ignore[arg-type]
    scene = app.top
    assert isinstance(scene, ReviewScene)
    return scene
