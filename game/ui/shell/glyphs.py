"""Which code points the bundled fonts hold, read from the fonts themselves.

game/names/drawable.txt keeps the result for the room, which may not open a font:
`python -m game.ui.shell.glyphs` writes it again after a font changes, and
tests/ui/shell/test_glyphs.py checks that it matches the fonts.
"""

from __future__ import annotations

from pathlib import Path

import pygame.freetype

from game.names.drawable import TABLE_FILE, format_ranges
from game.ui.shell.fonts import FALLBACK_FILE, font_path, fonts_dir

# Planes 0 to 3 hold every script and emoji; beyond are tags and private use.
_LAST = 0x3FFFF
_CHUNK = 4096


def held(path: Path) -> set[int]:
    """The code points the font at `path` has a glyph for (not its missing-glyph box)."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    face = pygame.freetype.Font(path, 12)
    found: set[int] = set()
    for start in range(0, _LAST + 1, _CHUNK):
        points = [cp for cp in range(start, start + _CHUNK) if not 0xD800 <= cp <= 0xDFFF]
        metrics = face.get_metrics("".join(map(chr, points)))
        found.update(cp for cp, m in zip(points, metrics, strict=True) if m is not None)
    return found


def table_text() -> str:
    """drawable.txt as the fonts make it."""
    main = held(font_path(False)) & held(font_path(True))
    fallback = held(fonts_dir() / FALLBACK_FILE) - main
    return (
        "# The code points the TV's fonts hold; written by python -m game.ui.shell.glyphs.\n"
        f"main {format_ranges(main)}\n"
        f"fallback {format_ranges(fallback)}\n"
    )


def table_path() -> Path:
    return Path(__file__).resolve().parents[2] / "names" / TABLE_FILE


if __name__ == "__main__":
    table_path().write_text(table_text(), encoding="utf-8")
