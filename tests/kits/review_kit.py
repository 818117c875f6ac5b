"""Finished matches played through the rules by seeded bots, and their review opened in a
headless App, for the review's tests."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs
import huit_kit
import pygame
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
from game.ui.shell import drawn
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
    """An 8½ match played to its end by Easy bots, people's seats by random legal moves."""
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
        legal = legal_moves(state)
        seat = state.swapper if state.swapper is not None else state.turn
        move = rng.choice(legal) if seat in humans else bot.choose(observe(state, seat), legal, rng)
        state = apply_move(state, move).state
        rec = rec.with_move(move, state)


def huit_match(
    players: int = 3,
    seed: int = 7,
    rules: tuple[str, ...] = (),
    humans: Sequence[int] = (0,),
    decks: int = 1,
) -> MatchRecord:
    """A one-round Huit américain match under the house `rules` (H7), played by Easy bots,
    people's seats by random legal moves."""
    info = people(players, humans)
    bot = make_huit_bot("easy")
    rng = random.Random(seed)
    match = huit.new_match(players, seed, None, decks, rules)
    rec = attrs.evolve(record_for_huit_match(match, info, now=huit_kit.T0), id=f"hu-{seed}")
    state = match.round
    while not state.is_over:
        legal = huit.legal_moves(state)
        if state.turn in humans:
            move = rng.choice(legal)
        else:
            move = bot.choose(huit.observe(state, state.turn), legal, rng)
        state = huit.apply_move(state, move).state
        rec = rec.with_move(move, state)
    return rec.with_status("finished", huit_kit.T0)


def review(app: App, record: MatchRecord, **kwargs: object) -> ReviewScene:
    open_review(app, record, **kwargs)  # type: ignore[arg-type]
    scene = app.top
    assert isinstance(scene, ReviewScene)
    return scene


def straight(record: MatchRecord, game: int, ply: int) -> Any:
    """The position after the first `ply` moves of game `game`, by the rules alone."""
    g = record.games[game]
    state: Any = g.start
    play: Any = huit.apply_move if record.game == "huit" else apply_move
    for move in g.moves[:ply]:
        state = play(state, move).state
    return state


def faces_drawn(app: App, scene: ReviewScene) -> Counter[str]:
    """The cards drawn face up when the whole review is drawn afresh (the table's kept
    picture too), each as many times as it shows."""
    scene.table.view.invalidate()
    surface = pygame.display.get_surface()
    assert surface is not None
    with drawn.recording() as seen:
        scene.draw(surface)
    return Counter(d.text for d in seen if d.kind is drawn.Kind.CARD and d.text)


def picture(app: App, scene: ReviewScene) -> bytes:
    """The review as drawn now, pixel by pixel; the graph, the panel and the timeline left
    blank: what the analysis shows there (the timeline's notches take the colour of a
    mistake once it is found) depends on how far its process got."""
    surface = pygame.display.get_surface()
    assert surface is not None
    lay = scene.rects(surface.get_size())
    # Drawn until it settles: after a jump a table may show stand-in faces for a few
    # frames, each frame making a few real ones (game/ui/table/face_budget.py).
    # After a jump the old table stays in view while the new one is built (a few frames).
    last = b""
    for _ in range(40):
        scene.draw(surface)
        if not getattr(scene.table.view, "settled", True):
            continue
        for area in (lay.graph, lay.panel, lay.timeline):
            surface.fill((0, 0, 0), area)
        now = pygame.image.tobytes(surface, "RGB")
        if now == last:
            return now
        last = now
    raise AssertionError("the review's picture never settled")


def settle(scene: ReviewScene, seconds: float = 30.0, dt: float = 1 / 30) -> None:
    """Time passes until nothing moves: the moves shown, the bubbles gone."""
    for _ in range(round(seconds / dt)):
        if not scene.animating:
            return
        scene.update(dt)


def whole(scene: ReviewScene, limit: int = 30) -> None:
    """Frames until the review shows the move it is on whole: its table built, every piece
    of the frame around it drawn anew (kept.py: after a jump they come one a frame)."""
    for _ in range(limit):
        scene.app.frame(1 / 60)
        if not scene.kept.waiting and getattr(scene.table.view, "settled", True):
            return
    raise AssertionError(f"the review was not whole after {limit} frames")
