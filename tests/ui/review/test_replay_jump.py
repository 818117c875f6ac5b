"""A jump in the 8½ replay (↑ ↓, Home, End, the timeline) changes every part of the table:
the old table stays in view while the new one is built a few steps a frame, then the new
position shows whole, as a straight replay draws it (no frame builds the whole table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import review_kit
from test_review_kept_frame import RECORD, reviewed

from game.ui.review.scene import ReviewScene


def table_pixels(scene: ReviewScene) -> bytes:
    surface = pygame.display.get_surface()
    assert surface is not None
    return pygame.image.tobytes(surface.subsurface(scene.rects(surface.get_size()).table), "RGB")


def test_a_jump_keeps_the_old_table_in_view_until_the_new_one_is_built(
    make_app: Callable[..., Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The analysis is in (nothing else stirs the frames): the game rests between frames
    # unless the review asks for the next one.
    scene = reviewed(make_app, monkeypatch, (1280, 720))
    app = scene.app
    here = scene.ply
    target = next(  # a move after which nothing stays on the table to stir the frames
        p
        for p in range(len(scene.moves) // 2, len(scene.moves))
        if scene.table.show_at(p) is None and scene.table.note is None
    )
    scene.table.show_at(here)
    scene.table.time = 0.0  # the turn marker's glow, in the same phase at every picture
    review_kit.picture(app, scene)
    old = table_pixels(scene)
    app._on_demand = True  # as App.run: a frame with nothing to show draws nothing
    scene.go_to(target)
    assert not scene.animating
    held = 0
    for _ in range(20):  # the game's own frames: each draws only when asked to
        scene.table.time = 0.0
        app.frame(1 / 60)
        if table_pixels(scene) != old:
            break
        held += 1
    assert held >= 2, "the new table was built whole in one frame"
    assert held < 20, "the old table stayed in view"
    for _ in range(30):  # the frames the game asks for itself, until it rests
        scene.table.time = 0.0
        app.frame(1 / 60)
    jumped = table_pixels(scene)
    app._on_demand = False
    straight = review_kit.review(app, RECORD)
    straight.go_to(target)
    straight.table.time = 0.0
    review_kit.picture(app, straight)
    assert jumped != old and jumped == table_pixels(straight)
