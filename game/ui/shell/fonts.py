"""Bundled fonts (DejaVu Sans, see assets/fonts/LICENSE-DejaVu.txt; the score pad's
handwriting, Kristi, see assets/fonts/LICENSE-Kristi.txt; emoji and symbols from Symbola,
see assets/fonts/LICENSE-Symbola.txt).

The game needs é è ç ë for the French texts and the ½ sign for the bids; pygame's
default font has no ½, and system fonts differ between machines, so we ship our own.
"""

from __future__ import annotations

import functools
import sys
from collections import OrderedDict
from pathlib import Path

import pygame

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"
LICENSE_FILE = "LICENSE-DejaVu.txt"

# Font objects are cached per (size, bold): opening a TTF costs ~1 ms and the UI asks for
# the same few sizes every frame. Every window size brings new sizes, though (183 fonts
# were open after 40 window sizes), so only the most recently used are kept. Nine frames
# in ten use 6 at most, one after a resize up to 30 (finding the sizes that fit); a Font's size in
# memory cannot be read cheaply (0.2 to 0.5 MB, the more the bigger), so the bound is a count.
FONT_LIMIT = 16
_cache: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()


def assets_dir() -> Path:
    """The `assets` folder, in a source checkout or in a PyInstaller bundle.

    PyInstaller unpacks data files under `sys._MEIPASS`; the build spec must add
    `assets` there under the same name. A regular install (`pip install .`) carries them
    as the package data `game/assets` (pyproject.toml maps the top-level folder there).
    From a source checkout (or an editable install) they sit at the repository root, two
    levels above this package (game/ui/shell/fonts.py -> repo/assets).
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    return _installed_assets()


@functools.cache
def _installed_assets() -> Path:
    # Looked up once: a resize opens fonts of many sizes, and resolving the path and asking
    # the disk each time cost a resize frame tens of milliseconds.
    package = Path(__file__).resolve().parents[2]  # game/
    installed = package / "assets"
    if installed.is_dir():
        return installed
    return package.parent / "assets"


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def font_path(bold: bool = False) -> Path:
    return fonts_dir() / (BOLD_FILE if bold else REGULAR_FILE)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans (or Sans Bold) at `size` pixels, cached.

    Initialises pygame.font on first use. If pygame.font was shut down and restarted,
    the old Font objects are dead, so the cache is dropped and fonts are reopened.
    Callers use the Font at once and keep no reference, so an evicted Font is closed.
    """
    if size < 1:
        raise ValueError(f"font size must be at least 1 pixel, not {size}")
    if not pygame.font.get_init():
        pygame.font.init()
        clear_cache()
    key = (size, bold)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    cached = pygame.font.Font(font_path(bold), size)
    _cache[key] = cached
    while len(_cache) > FONT_LIMIT:
        _cache.popitem(last=False)
    return cached


def open_fonts() -> int:
    """How many Font objects the cache keeps open."""
    return len(_cache)


def clear_cache() -> None:
    """Forget all cached Font objects (e.g. before pygame.font.quit())."""
    _cache.clear()
    _hands.clear()
    _fallbacks.clear()


# The "fallback" role: what DejaVu Sans lacks, emoji above all ("Sam 🎲" typed on a phone).
# pygame draws with one font at a time: game/ui/shell/text.py cuts a line into runs and
# draws each run with the font that has its letters. A subset of Symbola (the Latin, Greek,
# Cyrillic, symbol and emoji characters DejaVu lacks): 1.1 MB instead of 3.2.
FALLBACK_FILE = "SymbolaEmoji.ttf"
FALLBACK_LICENSE_FILE = "LICENSE-Symbola.txt"
FALLBACK_LIMIT = 8  # few lines hold emoji: a few sizes at a time
_fallbacks: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()


def fallback_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The emoji font at `size` pixels, cached like `font` (it has one weight: bold is
    drawn by thickening it, as a bold line's emoji would look)."""
    if size < 1:
        raise ValueError(f"font size must be at least 1 pixel, not {size}")
    if not pygame.font.get_init():
        pygame.font.init()
        clear_cache()
    key = (size, bold)
    cached = _fallbacks.get(key)
    if cached is None:
        cached = _fallbacks[key] = pygame.font.Font(fonts_dir() / FALLBACK_FILE, size)
        cached.bold = bold
        while len(_fallbacks) > FALLBACK_LIMIT:
            _fallbacks.popitem(last=False)
    _fallbacks.move_to_end(key)
    return cached


# The "hand" role: the handwriting of the score pad (Kristi, SIL OFL 1.1). Few sizes are
# used (a pad's rows share one), so a small bound of its own is enough.
HAND_FILE = "Kristi.ttf"
HAND_LICENSE_FILE = "LICENSE-Kristi.txt"
HAND_LIMIT = 8
_hands: OrderedDict[int, pygame.font.Font] = OrderedDict()


def hand_font(size: int) -> pygame.font.Font:
    """The bundled handwriting at `size` pixels, cached like `font`."""
    if size < 1:
        raise ValueError(f"font size must be at least 1 pixel, not {size}")
    if not pygame.font.get_init():
        pygame.font.init()
        clear_cache()
    cached = _hands.get(size)
    if cached is None:
        cached = _hands[size] = pygame.font.Font(fonts_dir() / HAND_FILE, size)
        while len(_hands) > HAND_LIMIT:
            _hands.popitem(last=False)
    _hands.move_to_end(size)
    return cached
