"""The TV draws names as the phones show them: emoji, Latin, Greek and Cyrillic, never the
font's missing-glyph box; and the room's table of drawable characters (game/names/
drawable.txt, which the room reads without opening a font) matches the bundled fonts."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from game.names.drawable import is_drawable  # noqa: E402
from game.ui.shell import glyphs  # noqa: E402
from game.ui.shell.fonts import fallback_font, font  # noqa: E402
from game.ui.shell.text import runs, text_surface  # noqa: E402

NAMES = ["Sam 🎲", "Zoë", "Αλέξης", "Юлия", "Łukasz 🃏", "Ştefan ♠♥", "Дмитрий 😀", "Ευγενία 👍🏽"]
MISSING = "\u0378"  # unassigned: every font draws its missing-glyph box for it


def test_the_table_of_drawable_characters_matches_the_fonts() -> None:
    assert glyphs.table_path().read_text(encoding="utf-8") == glyphs.table_text(), (
        "the fonts changed: python -m game.ui.shell.glyphs writes game/names/drawable.txt again"
    )


def _pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("bold", [False, True])
def test_names_the_room_accepts_draw_without_a_missing_glyph(name: str, bold: bool) -> None:
    pygame.font.init()
    assert all(is_drawable(ch) for ch in name)
    for piece, fallback in runs(name):
        typeface = fallback_font(40, bold) if fallback else font(40, bold)
        box = _pixels(typeface.render(MISSING, True, (0, 0, 0)))
        for ch in piece.replace(" ", ""):
            assert _pixels(typeface.render(ch, True, (0, 0, 0))) != box, (name, ch)
    assert text_surface(name, 40, (255, 255, 255), bold).get_width() > 0


def test_an_emoji_is_drawn_with_the_emoji_font_on_the_names_line() -> None:
    assert runs("Sam 🎲") == (("Sam ", False), ("🎲", True))
    assert runs("Zoë") == (("Zoë", False),)
    line = text_surface("Sam 🎲", 40, (255, 255, 255))
    assert line.get_height() == font(40).get_height()  # the line keeps its height
