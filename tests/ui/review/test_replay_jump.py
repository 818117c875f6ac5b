"""A jump in the 8½ replay (↑ ↓, Home, End, the timeline) changes every part of the table:
the old table stays in view while the new one is built a few steps a frame, then the new
position shows whole, as a straight replay draws it (no frame builds the whole table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import review_kit

from game.ui.review.scene import ReviewScene

EIGHT_HALF = review_kit.eight_half_match(players=3, seed=7)


def table_pixels(scene: ReviewScene) -> bytes:
    surface = pygame.display.get_surface()
    assert surface is not None
    return pygame.image.tobytes(surface.subsurface(scene.rects(surface.get_size()).table), "RGB")


def test_a_jump_keeps_the_old_table_in_view_until_the_new_one_is_built(
    make_app: Callable[..., Any],
) -> None:
    app = make_app()
    scene = review_kit.review(app, EIGHT_HALF, game_index=0)
    target = len(scene.moves) // 2
    scene.go_to(5)
    scene.table.time = 0.0  # the turn marker's glow, in the same phase at every picture
    review_kit.picture(app, scene)
    old = table_pixels(scene)
    scene.go_to(target)
    surface = pygame.display.get_surface()
    assert surface is not None
    held = 0
    for _ in range(20):
        scene.table.time = 0.0
        scene.draw(surface)
        if table_pixels(scene) != old:
            break
        held += 1
    assert held >= 2, "the new table was built whole in one frame"
    scene.table.time = 0.0
    review_kit.picture(app, scene)
    jumped = table_pixels(scene)
    straight = review_kit.review(app, EIGHT_HALF, game_index=0)
    straight.go_to(target)
    straight.table.time = 0.0
    review_kit.picture(app, straight)
    assert jumped != old and jumped == table_pixels(straight)
