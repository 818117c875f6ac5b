"""A monkey in the lesson: random keys, clicks and window sizes while the coach teaches.
The table it keeps drawn, with the coach's panel beside it, never shows a card where none
lies any more (it is compared with one drawn from scratch), and the lesson never breaks."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest
import table_kit as kit
from table_kit import MONKEY_KEYS

from game.store.settings import Settings
from game.ui.shell.app import App
from game.ui.table.bot_runner import InlineExecutor
from game.ui.tutorial.scene import TutorialScene

STAY = [key for key in MONKEY_KEYS if key != pygame.K_ESCAPE]  # the monkey stays in the lesson


@pytest.mark.parametrize("seed", [1, 2])
def test_random_input_in_the_lesson_leaves_no_trace_on_its_table(
    make_app: Callable[..., App], seed: int, events: int = 1000
) -> None:
    rng = random.Random(seed)
    app = make_app(Settings(window_size=(1024, 768), animation_speed="fast", bot_pause=0.0))
    lesson = TutorialScene(app, app.settings, executor=InlineExecutor())
    app.push(lesson)
    app.frame(kit.DT)
    checked = lessons = 0
    for _ in range(events):
        if lesson not in app.scenes:  # the monkey left it (its own buttons): a new one
            lesson = TutorialScene(app, app.settings, executor=InlineExecutor())
            app.push(lesson)
            lessons += 1
        kit.monkey_input(app, rng, STAY)
        app.frame(rng.choice((0.0, 0.016, 0.05, 0.1)))
        if app.top is lesson and not lesson.director.busy and rng.random() < 0.1:
            lesson.draw(pygame.Surface(app.size))
            kit.assert_no_traces(lesson)
            checked += 1
    assert checked > 20, (checked, lessons)
