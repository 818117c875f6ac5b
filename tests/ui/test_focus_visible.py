"""The focus shows: whatever the keys have reached has a band at least 3 px wide standing at
least 3:1 against what lies on both its sides (tests/kits/focus_kit.py), measured from the
pixels of a frame with the focus there and one without. A card in the hand at both tables,
Huit's suit chooser, the chosen row of the title, of a page of it and of the room, and
the chosen button of the pause menu; at 800×600, 1280×720, 1920×1080 and 3840×2160."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import drawn_screens as ds
import pygame
import pytest
from focus_cases import CASES, measure
from focus_kit import LEAST_CONTRAST, line

from game.store.settings import Settings
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell.app import App


@pytest.mark.parametrize("case", list(CASES))
def test_the_focus_shows(make_app: Callable[..., App], tmp_path: Path, case: str) -> None:
    faint = []
    for size in ds.SIZES:
        app = make_app(Settings(window_size=size))
        ds.show(app, size)
        focus, lines = CASES[case](app, tmp_path)
        ds.show(app, size)
        for k, c in enumerate(measure(app, focus, lines)):
            if c < LEAST_CONTRAST:
                faint.append(f"{size[0]}×{size[1]}, line {k}: at best {c:.2f}:1 over 3 px")
        ds.clear(app)
        app.shutdown()
    assert faint == []


def test_a_hint_on_the_focused_card_shows_round_its_focus(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """A hint brings the focus to the card it names; the hint's blue ring stays in sight,
    outside the focus ring, not hidden under it."""
    size = (1280, 720)
    app = make_app(Settings(window_size=size))
    ds.show(app, size)
    ds.huit_typical(app, tmp_path)
    scene = app.top
    assert isinstance(scene, HuitTableScene)
    scene.controls.give_hint()
    assert scene.controls.hinted is not None and scene.controls.focus is not None
    ds.show(app, size)
    rect = scene.view.hand_rects(scene.view.layout())[scene.controls.focus]
    # Through its left side: the next card in the fan lies over its right.
    pixels = line(pygame.display.get_surface(), (rect.left - 30, rect.centery), rect.midleft)
    blue = [p for p in pixels if p[2] > 200 and p[0] < 160]  # the hint's (120, 160, 255)
    assert len(blue) >= 3
