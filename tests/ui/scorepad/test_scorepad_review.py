"""The score pad at a game's end offers Review: the review of the game just finished opens
over the pad (the match may still be under way, not in the history), and the pad is there
again after it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import table_kit as kit
from stats_kit import click, press

from game.ai.eight_half.bots import make_bot
from game.rules.eight_half import legal_moves, observe
from game.ui.review.scene import ReviewScene
from game.ui.scorepad.model import PadModel
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.shell.scene import Scene

MakeApp = Callable[..., App]


def _pad(app: App, **callbacks: Callable[[], None]) -> ScorePadScene:
    model = PadModel(names=("You", "Ada"), human=0, length=3, rows=((2, 0),), last=None)
    app.push(Scene(app))
    pad = ScorePadScene(app, model, **callbacks)  # type: ignore[arg-type]
    app.push(pad)
    app.frame(1 / 60)
    return pad


def test_review_opens_over_the_pad_which_stays(make_app: MakeApp) -> None:
    app = make_app()
    asked: list[str] = []
    pad = _pad(app, on_next=lambda: asked.append("next"), on_review=lambda: asked.append("r"))
    assert [name for name, _ in pad.buttons()] == ["next", "review"]
    press(app, pygame.K_r)
    assert asked == ["r"] and app.top is pad  # not taken off: the review comes back to it
    click(app, pad.layout(app.size)["review"].center)
    assert asked == ["r", "r"] and app.top is pad
    press(app, pygame.K_UP, pygame.K_RETURN)  # the pointer chose Review; the first deals on
    assert asked == ["r", "r", "next"]


def test_a_pad_without_a_match_record_has_no_review(make_app: MakeApp) -> None:
    app = make_app()
    pad = _pad(app, on_close=lambda: None)
    press(app, pygame.K_r)
    assert app.top is pad and [name for name, _ in pad.buttons()] == ["close"]


def test_the_tables_pad_reviews_the_game_just_finished(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, animation_speed="instant", bot_pause=0.0))
    table = kit.table(app)
    helper, rng = make_bot("easy"), random.Random(3)
    for _ in range(20_000):
        if isinstance(app.top, ScorePadScene):
            break
        kit.frames(app)
        st = table.state
        if table.options.legal and st.turn == table.human and app.top is table:
            table.human_move(helper.choose(observe(st, st.turn), legal_moves(st), rng))
    pad = app.top
    assert isinstance(pad, ScorePadScene) and "review" in pad.actions
    record = table.record
    assert record is not None and record.current.is_over
    press(app, pygame.K_r)
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.game_index == len(record.games) - 1 and review.history_id is None
    assert review.moves == record.current.moves and review.seat == table.human
    press(app, pygame.K_ESCAPE)
    assert app.top is pad
