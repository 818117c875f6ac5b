"""Each line of text's contrast, measured from the pixels it was drawn on.

The text helpers report every line as it goes on (game/ui/shell/drawn.py `inks`): its ink,
its letters and a copy of what lay under it. What a letter is read against is the
background right under its strokes, so the background is averaged under the letters,
weighted by how much ink each pixel takes, one letter-wide stretch of the line at a time:
a line crossing a gradient or the edge of a panel is as good as its worst stretch. The soft
shadow under some lines is left out (it only helps). A fading line's ink is blended with
its background as it shows.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame
from colour_kit import contrast, is_large

from game.ui.shell.app import App
from game.ui.shell.drawn import Ink

LEAST = 4.5  # WCAG 2.x AA
LEAST_LARGE = 3.0
INKED = 24  # a stretch with less ink than this (mean alpha) has no letter worth measuring


def stretches(ink: Ink) -> Iterable[tuple[tuple[int, int, int], float]]:
    """(the background's mean colour, the ink's share) for each letter-wide stretch."""
    w, h = ink.glyphs.get_size()
    # As drawn, opaque: a line drawn on a layer of its own (a speech bubble) lies on the
    # layer's nearly opaque fill.
    under = ink.behind.convert_alpha()
    under.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)
    weight = ink.glyphs.copy()
    weight.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    under.blit(weight, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    step = max(4, ink.size // 2)
    for x in range(0, w, step):
        piece = pygame.Rect(x, 0, min(step, w - x), h)
        r, g, b, a = pygame.transform.average_color(under, piece, consider_alpha=True)
        yield (r, g, b), a


def worst(ink: Ink) -> float:
    """The lowest contrast of any stretch of the line (21 if nothing was inked)."""
    least = 21.0
    k = ink.alpha / 255
    for background, share in stretches(ink):
        if share < INKED:
            continue
        seen = tuple(c * k + bg * (1 - k) for c, bg in zip(ink.color, background, strict=True))
        least = min(least, contrast(seen, background))
    return least


def needed(ink: Ink) -> float:
    return LEAST_LARGE if is_large(ink.size, ink.bold) else LEAST


def faint(inks: Iterable[Ink]) -> list[tuple[Ink, float]]:
    """The lines under their contrast, each with its measure."""
    out = []
    for ink in inks:
        c = worst(ink)
        if c < needed(ink):
            out.append((ink, c))
    return out


def every_screen(app: App, tmp: Path) -> dict[str, Callable[[], object]]:
    """Every screen build/every_screen.py renders (those of drawn_screens, the log, pause
    menu and rules over both tables, the title, its pages, the tutorial, the crash
    screen), each built on `app` by calling it."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "build"))
    try:
        import every_screen
    finally:
        sys.path.pop(0)
    return every_screen.screens(app, tmp)
