"""The Huit table keeps its still layer (the felt, the seats, the middle) and redraws only
the parts that change: drawn whole every frame, the table took 9-10 ms of a 4K frame. What
the eye meets is the same as the table drawn whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import huit_table_kit as kit
import pygame
import pytest

from game.ui.huit import table_view
from game.ui.huit.card_faces import back
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


def test_a_plate_redrawn_asks_for_no_card_face(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A face the card cache let go meanwhile is drawn again if asked for (3 to 6 ms at 4K):
    the cards out of the area redrawn are not asked for (faces or backs)."""
    app, scene = bots_playing(make_app)
    view = scene.view
    kit.frames(app, 2)
    plates = [sl.plate.inflate(4, 4) for sl in view.layout().seats]
    asked: list[object] = []
    face, redraw = view._face, view._redraw_area
    monkeypatch.setattr(table_view, "back", lambda width: asked.append(width) or back(width))
    plates_redrawn: list[int] = []  # the faces asked for by each plate redrawn alone

    def counted_face(*args: Any) -> pygame.Surface:
        asked.append(args)
        return face(*args)

    def counted_redraw(*args: Any) -> pygame.Rect:
        asked.clear()
        view._face = counted_face  # type: ignore[method-assign]
        try:
            area = redraw(*args)
        finally:
            view._face = face  # type: ignore[method-assign]
        if area in plates:
            plates_redrawn.append(len(asked))
        return area

    view._redraw_area = counted_redraw  # type: ignore[method-assign]
    kit.frames(app, 400)
    assert len(plates_redrawn) > 5
    assert not any(plates_redrawn), "a plate redrawn asked for the faces of its seat's cards"


def test_after_a_resize_the_stand_ins_come_in_a_part_a_frame(
    make_app: Callable[..., App],
) -> None:
    """The parts showing stand-ins of faces after a resize are redrawn one a frame, once
    their real faces are drawn: all of them redrawn in each frame took a 4K frame 25 ms."""
    app, scene = bots_playing(make_app)
    kit.frames(app, 3)
    size = (1600, 900)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    redrawn: list[int] = []
    for _ in range(200):
        app.frame(0.0)  # (no card moves meanwhile)
        if app.size == size and scene.view._build is None:
            redrawn.append(len(scene.view.redrawn))
            if scene.view.settled:
                break
    assert scene.view.settled, "the stand-ins were never replaced"
    assert max(redrawn[1:]) <= 1, redrawn
