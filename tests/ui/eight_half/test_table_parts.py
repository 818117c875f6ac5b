"""The 8½ table keeps what lies still drawn (its base) and, after a move, redraws only the
parts that changed. A turn passing on changes only two name plates (the one lit, the one
that was): those plates are redrawn, not the whole seats around them, which at 4K cost
4 to 5 ms each and made a move's frame take over 16 ms."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import table_kit as kit

from game.ui.eight_half.bot_runner import InlineExecutor
from game.ui.eight_half.demo import DemoTableScene
from game.ui.shell.app import App


def test_a_turn_passing_on_redraws_the_plates_not_the_seats(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(kit.settings(players=5, size=(1280, 720), animation_speed="fast"))
    scene = DemoTableScene(app, app.settings, seed=3, quick_bots=True, executor=InlineExecutor())
    app.push(scene)
    kit.frames(app, 2)
    view = scene.view
    areas: list[pygame.Rect] = []
    wholes = [0]
    redraw, render = view._redraw_area, view._render_base

    def noted(lay: Any, anim: Any, all_areas: Any, area: pygame.Rect) -> None:
        areas.append(area)
        redraw(lay, anim, all_areas, area)

    def whole(*args: Any) -> None:
        wholes[0] += 1
        render(*args)

    monkeypatch.setattr(view, "_redraw_area", noted)
    monkeypatch.setattr(view, "_render_base", whole)
    moves, game = 0, scene.game_number
    turn = scene.shown.turn
    while moves < 8 and scene.game_number == game:
        app.frame(kit.DT)
        if scene.shown.turn != turn:
            moves, turn = moves + 1, scene.shown.turn
    lay = view.layout()
    plates = [view._plate_area(sl) for sl in lay.seats]
    assert moves >= 4
    assert wholes[0] == 0, "a move redrew the whole table"
    assert sum(a in plates for a in areas) >= moves, "the plates were redrawn with their seats"
    kit.frames(app, 1)
    kit.assert_no_traces(scene)
