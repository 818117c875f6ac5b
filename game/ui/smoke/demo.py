"""Watch's smoke-test step: the title's Watch page starts the bots' match of the chosen
game through the real loop (real bots, on their thread); it plays by itself until a key
brings the title back."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.ui.menus.title import TitleScene
from game.ui.smoke.driver import SIZES, SmokeRun, counted_frames, smoke_step

MOVES = 6  # the bots' moves to see before leaving
FRAMES = 20_000  # a demo that has not made them by then is stuck


@smoke_step("watch")
def watch_the_demo(run: SmokeRun) -> Iterator[None]:
    from game.ui.table.demo import Watching

    app = run.app
    title = app.top
    run.check(isinstance(title, TitleScene), "Watch did not start at the title")
    assert isinstance(title, TitleScene)
    before = app.settings
    kept = app.current_match("eight_half")  # the player's match, left half-way
    app.update_settings(
        animation_speed="instant", bot_pause=0.0, players=3, bot_levels=("medium",) * 5
    )
    run.click(title.layout().rows[title.index_of("watch")].center)
    yield
    page = app.top
    run.check(page is not None and page.name == "watch", "Watch did not open its page")
    assert isinstance(page, TitleScene)
    run.click(page.layout().rows[page.index_of("watch_start")].center)
    yield
    demo = app.top
    run.check(isinstance(demo, Watching) and demo.name == "demo", "no demo after Start")
    assert isinstance(demo, Watching)
    resized = -1
    for frame in counted_frames(FRAMES, lambda: demo.runner.thinking):
        if demo.plies >= MOVES:
            break
        if frame % 50 == 49 and frame != resized:  # it survives window changes as a table
            run.resize(SIZES[frame // 50 % len(SIZES)])
            resized = frame
        yield
    run.check(demo.plies >= MOVES, f"the demo made {demo.plies} moves by itself")
    run.check(
        demo.record is None and app.current_match("eight_half") is kept,
        "the demo touched the player's saved match",
    )
    run.key(pygame.K_SPACE)
    yield
    run.check(app.top is title, "a key did not bring the title back from the demo")
    app.update_settings(
        **{
            name: getattr(before, name)
            for name in ("animation_speed", "bot_pause", "players", "bot_levels")
        }
    )
