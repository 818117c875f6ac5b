"""The bundled font (game/ui/shell/fonts.py) and its licence."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.shell import fonts  # noqa: E402

# French accents used by the texts, and the ½ of the bids and of the game's name.
NEEDED = "éèçë½"
# Unassigned code points: the font has no glyph for them, so it draws its missing-glyph box.
UNASSIGNED = ("\u0378", "\u0379")


def _pixels(surface: pygame.Surface) -> tuple[tuple[int, int], bytes]:
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


def test_assets_dir_is_repo_assets_in_a_checkout() -> None:
    repo = Path(__file__).resolve().parents[3]
    assert fonts.assets_dir() == repo / "assets"


def test_assets_dir_follows_pyinstaller_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert fonts.assets_dir() == tmp_path / "assets"
    assert fonts.font_path(bold=True) == tmp_path / "assets" / "fonts" / fonts.BOLD_FILE


def test_font_files_and_licence_are_bundled() -> None:
    assert fonts.font_path(False).is_file()
    assert fonts.font_path(True).is_file()
    licence = fonts.fonts_dir() / fonts.LICENSE_FILE
    assert licence.is_file()
    text = licence.read_text(encoding="utf-8")
    assert "Bitstream Vera" in text
    assert "Permission is hereby granted, free of charge" in text
    assert "Arev" in text


def test_missing_glyph_reference_is_meaningful() -> None:
    # Two different unassigned code points draw the same box: that box is what a missing
    # glyph looks like, so "differs from it" below really means "has its own glyph".
    f = fonts.font(32)
    assert _pixels(f.render(UNASSIGNED[0], True, (0, 0, 0))) == _pixels(
        f.render(UNASSIGNED[1], True, (0, 0, 0))
    )


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("char", list(NEEDED))
def test_needed_characters_have_real_glyphs(char: str, bold: bool) -> None:
    f = fonts.font(32, bold)
    (metrics,) = f.metrics(char)
    assert metrics is not None
    box = _pixels(f.render(UNASSIGNED[0], True, (0, 0, 0)))
    glyph = _pixels(f.render(char, True, (0, 0, 0)))
    assert glyph != box
    assert f.render(char, True, (0, 0, 0)).get_bounding_rect().width > 0


def test_full_sentence_renders() -> None:
    surf = fonts.font(24).render("Élève ç ë — enchère à 8½", True, (0, 0, 0))
    assert surf.get_width() > 100


def test_fonts_are_cached_per_size_and_weight() -> None:
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20, bold=True) is fonts.font(20, bold=True)
    assert fonts.font(20) is not fonts.font(20, bold=True)
    assert fonts.font(20) is not fonts.font(21)
    assert fonts.font(40).get_height() > fonts.font(20).get_height()


def test_font_survives_font_module_restart() -> None:
    fonts.font(18)
    pygame.font.quit()
    f = fonts.font(18)  # reinitialises pygame.font and reopens the file
    assert pygame.font.get_init()
    assert f.render("½", True, (0, 0, 0)).get_width() > 0


def test_font_size_must_be_positive() -> None:
    with pytest.raises(ValueError):
        fonts.font(0)
