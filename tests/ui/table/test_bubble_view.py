"""A speech bubble that stays up is drawn once, not again in every frame it shows; it looks
the same, fading included."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.ui.shell.surface_cache import UI
from game.ui.table import bubble_view
from game.ui.table.bubbles import FADE, LIFE, Bubble, Tone

AREA = pygame.Rect(40, 60, 420, 48)


def _drawn(b: Bubble, vertical: bool) -> bytes:
    surface = pygame.Surface((520, 220))
    surface.fill((20, 90, 50))
    bubble_view.draw_bubble(surface, AREA, vertical, b, 24)
    # Around its rounded shape the felt shows through: never a dark box.
    rgb = pygame.image.tobytes(surface, "RGB")
    assert b"\x00\x00\x00" not in [rgb[i : i + 3] for i in range(0, len(rgb), 3)]
    return rgb


@pytest.mark.parametrize("vertical", [False, True])
def test_a_bubble_shown_is_drawn_once_and_looks_the_same_as_one_drawn_fresh(
    monkeypatch: pytest.MonkeyPatch, vertical: bool
) -> None:
    pygame.font.init()
    UI.clear()
    made = [0]
    real = bubble_view._layer

    def counted(*args: Any) -> pygame.Surface:
        made[0] += 1
        return real(*args)

    monkeypatch.setattr(bubble_view, "_layer", counted)
    b = Bubble(0, "Nina attaque !", Tone.ATTACK, age=0.5)  # popped up, not fading
    frames = [_drawn(b, vertical) for _ in range(30)]
    assert made[0] == 1, f"the bubble was drawn {made[0]} times in 30 frames"
    fading = Bubble(0, "Nina attaque !", Tone.ATTACK, age=LIFE + FADE / 2)
    faded = _drawn(fading, vertical)
    assert made[0] == 1, "a fading bubble was drawn again"
    UI.clear()  # the same bubbles drawn from nothing: the very same pixels
    assert _drawn(b, vertical) == frames[0] == frames[-1]
    UI.clear()
    assert _drawn(fading, vertical) == faded != frames[0]
