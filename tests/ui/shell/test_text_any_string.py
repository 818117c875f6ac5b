"""Drawing text never raises, whatever the string: empty, only zero-width characters, marks
with nothing to sit on, or characters no bundled font has. A name of zero-width spaces once
crashed the TV at Start ("Text has zero width"), and at every Continue after it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.scorepad import ink  # noqa: E402
from game.ui.shell.text import (  # noqa: E402
    draw_text,
    even_lines,
    fitted_size,
    key_lines,
    text_surface,
    text_width,
    wrap,
)

ODD = [
    "", "\u200b\u200b\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f", "\u0301", "\u200d\u200c",
    "\ue000", "\u0378", "中文", "\U0010fffd", "Sam 🎲", "🎲", "Zoë", " ", "\u3164", "a\u200bb",
]  # fmt: skip
# The sizes a line of the game takes, from the smallest fitted line (8) to a 4K heading:
# each one up to 48, where most lines are, then every eighth.
SIZES = [*range(1, 48), *range(48, 241, 8)]


@pytest.fixture(autouse=True, scope="module")
def _screen() -> None:
    pygame.init()
    pygame.display.set_mode((320, 200))


@pytest.mark.parametrize("text", ODD)
def test_any_string_draws_at_every_size(text: str) -> None:
    screen = pygame.display.get_surface()
    for size in SIZES:
        for bold in (False, True):
            image = text_surface(text, size, (255, 255, 255), bold)
            assert image.get_width() == text_width(text, size, bold)
            rect = draw_text(screen, text, size, (255, 255, 255), bold=bold, max_width=80,
                             alpha=128, center=(160, 100))  # fmt: skip
            assert rect.width <= max(80, image.get_width())
            fitted_size(text, size, 40, bold)
    assert wrap(f"{text} {text}\n{text}", 20, 60)
    assert key_lines(f"{text} · {text}", 20, 60)
    assert even_lines(f"{text} {text}", 20, 60)


@pytest.mark.parametrize("text", ODD)
def test_any_string_is_written_on_the_score_pad(text: str) -> None:
    for size in [*range(6, 48), *range(48, 121, 8)]:
        ink.hand_surface(text, size, ink.INK)
        shortened, at = ink.fitted(text, size, 50)
        ink.hand_surface(shortened, at, ink.INK)
