"""Bundled fonts (DejaVu Sans, see assets/fonts/LICENSE-DejaVu.txt).

The game needs é è ç ë for the French texts and the ½ sign for the bids; pygame's
default font has no ½, and system fonts differ between machines, so we ship our own.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"
LICENSE_FILE = "LICENSE-DejaVu.txt"

# Font objects are cached per (size, bold): opening a TTF costs ~1 ms and the UI asks for
# the same few sizes every frame.
_cache: dict[tuple[int, bool], pygame.font.Font] = {}


def assets_dir() -> Path:
    """The `assets` folder, in a source checkout or in a PyInstaller bundle.

    PyInstaller unpacks data files under `sys._MEIPASS`; the build spec must add
    `assets` there under the same name. From source, assets sits at the repository root,
    two levels above this package (game/ui/fonts.py -> repo/assets).
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def font_path(bold: bool = False) -> Path:
    return fonts_dir() / (BOLD_FILE if bold else REGULAR_FILE)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans (or Sans Bold) at `size` pixels, cached.

    Initialises pygame.font on first use. If pygame.font was shut down and restarted,
    the old Font objects are dead, so the cache is dropped and fonts are reopened.
    """
    if size < 1:
        raise ValueError(f"font size must be at least 1 pixel, not {size}")
    if not pygame.font.get_init():
        pygame.font.init()
        _cache.clear()
    key = (size, bold)
    cached = _cache.get(key)
    if cached is None:
        cached = pygame.font.Font(font_path(bold), size)
        _cache[key] = cached
    return cached


def clear_cache() -> None:
    """Forget all cached Font objects (e.g. before pygame.font.quit())."""
    _cache.clear()
