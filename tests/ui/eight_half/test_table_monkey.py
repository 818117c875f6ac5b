"""A monkey at the keyboard and mouse: thousands of random (seeded) clicks, keys and window
resizes through the real loop, from the title through tables, menus and results."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest
import table_kit as kit

from game.ai.eight_half.bots import make_bot
from game.rules.eight_half.observe import observe
from game.store.settings import Settings
from game.ui.eight_half.bot_runner import InlineExecutor
from game.ui.eight_half.table_scene import TableScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.shell.scene import Scene


@pytest.mark.usefixtures("bots_in_the_frame")  # the lesson's bot too: the same path
@pytest.mark.parametrize("seed", [1, 2])
def test_thousands_of_random_events_never_break_the_game(
    make_app: Callable[..., App], seed: int, events: int = 2500
) -> None:
    rng = random.Random(seed)
    app = make_app(
        Settings(
            window_size=(1024, 768), players=2 + seed % 4, animation_speed="fast", bot_pause=0.0
        )
    )

    def new_table(app_: App, settings: Settings, *_resume: object) -> Scene:
        # Bots with a move budget instead of a time budget: the same run every time.
        return TableScene(
            app_,
            settings,
            seed=rng.randrange(1000),
            executor=InlineExecutor(),
            bot_factory=lambda level: (
                make_bot(level, iterations=30, seconds=None) if level == "hard" else make_bot(level)
            ),
        )

    app.push(TitleScene(app, new_table))
    kit.click(app.top.layout().rows[0].center)  # type: ignore[union-attr]
    app.frame(kit.DT)
    tables: set[int] = set()
    posted = 0
    while posted < events:
        for _ in range(rng.randrange(4)):
            posted += 1
            kit.monkey_input(app, rng)
        app.frame(rng.choice((0.0, 0.016, 0.05, 0.1)))
        if isinstance(app.top, TableScene):
            tables.add(id(app.top))
        if isinstance(app.top, TitleScene) and rng.random() < 0.1:
            kit.click(app.top.layout().rows[0].center)  # back to a table
    assert tables, "the monkey never reached a table"
    for scene in app.scenes:
        if isinstance(scene, TableScene):
            scene.director.finish_all()
            assert scene.shown.differences(observe(scene.state, scene.viewer)) == []
    top = app.top
    if isinstance(top, TableScene):
        app.frame(0.0)
        # Friends at the table (the monkey may seat them): a hand-over may cover it now.
        top.draw(pygame.Surface(app.size))
        kit.assert_no_traces(top)
