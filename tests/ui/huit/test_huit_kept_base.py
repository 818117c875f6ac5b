"""The Huit table keeps its still layer (the felt, the seats, the middle) and redraws only
the parts that change: drawn whole every frame, the table took 9-10 ms of a 4K frame. What
the eye meets is the same as the table drawn whole."""

from __future__ import annotations

from collections.abc import Callable

import huit_table_kit as kit
import pygame

from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell.app import App


def bots_playing(make_app: Callable[..., App]) -> tuple[App, HuitTableScene]:
    app = make_app(kit.settings(4, size=(1280, 720), animation_speed="normal", bot_pause=0.0))
    scene = HuitTableScene(
        app, app.settings, seed=5, human=False, quick_bots=True, executor=kit.InlineExecutor()
    )
    app.push(scene)
    return app, scene


def test_cards_in_flight_redraw_no_part_of_the_table(make_app: Callable[..., App]) -> None:
    app, scene = bots_playing(make_app)
    kit.frames(app, 2)
    window = pygame.Rect((0, 0), app.size)
    plates = [sl.plate.inflate(4, 4) for sl in scene.view.layout().seats]
    still = flying = plate_only = 0
    for _ in range(400):
        kit.frames(app, 1)
        if scene.director.busy:
            flying += 1
            still += not scene.view.redrawn
        assert window not in scene.view.redrawn, "a move redrew the whole table"
        plate_only += any(area in plates for area in scene.view.redrawn)
    assert flying > 100, "no card flew"
    assert still > flying * 2 // 3
    assert plate_only > 5, "the turn passing on redrew whole seats, not their plates"


def test_the_kept_table_looks_as_the_table_drawn_whole(make_app: Callable[..., App]) -> None:
    app, scene = bots_playing(make_app)
    kit.frames(app, 2)
    compared = last = 0
    for k in range(400):
        kit.frames(app, 1)
        redrawn = scene.view.redrawn
        if not redrawn or len(redrawn) > 3 or k - last < 4:  # parts redrawn: compared
            continue
        last = k
        kept = pygame.image.tobytes(kit.picture(app), "RGB")
        scene.view.invalidate()
        assert pygame.image.tobytes(kit.picture(app), "RGB") == kept, f"frame {k}"
        compared += 1
    assert compared > 5
