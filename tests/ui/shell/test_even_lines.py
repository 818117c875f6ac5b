"""A line too long for its column takes as few lines as it must, of even lengths: the room's
"No camera? Open this address and type the code:" in a narrow column left "code:" alone on
its second line."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.shell.text import even_lines, text_width, wrap  # noqa: E402

ASKING = "No camera? Open this address and type the code:"


@pytest.fixture(autouse=True, scope="module")
def _screen() -> None:
    pygame.init()
    pygame.display.set_mode((320, 200))


def test_a_long_line_breaks_into_even_lines_no_word_alone() -> None:
    size = 14
    width = text_width(ASKING, size) - text_width(" code:", size) // 2  # "code:" would go
    assert wrap(ASKING, size, width)[-1] == "code:"
    lines = even_lines(ASKING, size, width)
    assert len(lines) == 2 and " ".join(lines) == ASKING
    assert all(text_width(line, size) <= width for line in lines)
    assert abs(text_width(lines[0], size) - text_width(lines[1], size)) < width // 3


def test_a_line_that_fits_stays_one() -> None:
    assert even_lines(ASKING, 14, 2000) == (ASKING,)


@pytest.mark.parametrize(
    "room",
    [
        "Played: drawing a card",
        "Played: drawing a card ",
        "Played: drawing a card  ",
        "Played: drawing a card   ·",
        "Played: drawing a card   ·  ",
    ],
)
def test_a_line_breaks_where_its_parts_part_never_on_their_dot(room: str) -> None:
    """ "Played: …   ·   Tried: …" too long for its column: the break stands for the dot, so
    no line ends or starts with it, nor is it a line of its own (the Review's "Could I have
    won?" left it dangling at either end)."""
    text = "Played: drawing a card   ·   Tried: the ace of diamonds"
    size = 14
    width = text_width(room, size)  # room up to the dot, about it, or just after it
    lines = wrap(text, size, width)
    assert all(line.strip() for line in lines)
    assert lines[0].rstrip() == "Played: drawing a card"
    assert not any(line.strip().startswith("·") or line.rstrip().endswith("·") for line in lines)
    assert "Tried: the ace of diamonds" in " ".join(lines)
