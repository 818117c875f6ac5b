"""The green card-table felt drawn behind every scene: one, of the window's size, kept at a
time (surface_cache.FELT; a resize forgets it).

A felt is a lamp's light (a small vignette, computed once, smooth-scaled to the window) and
a fine grain tiled over it (computed once). Making one for a new window size is then a scale
and some blits: a few milliseconds at 1080p, where computing it pixel by pixel took a frame
of 60 ms.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.ui.shell.surface_cache import FELT, UI

CENTRE = (44, 128, 74)
EDGE = (9, 46, 26)
# The light is computed at this size and smooth-scaled up: it is smooth, so any window's
# felt looks the same as one computed at full size (16:9: windows of that shape stretch it
# evenly). Its width is even: the light is symmetric left to right, half is computed.
LIGHT_SIZE = (160, 90)
_TILE = 128


def _lerp(a: int, b: int, t: float) -> int:
    return round(a + (b - a) * t)


@functools.cache
def _light() -> bytes:
    """The vignette's RGB pixels at LIGHT_SIZE, row by row, in normalised coordinates."""
    w, h = LIGHT_SIZE
    out = bytearray()
    for y in range(h):
        dy = ((y + 0.5) / h * 2 - 0.9) * 0.95
        left = bytearray()
        for x in range(w // 2):
            # Elliptic distance from a point a little above centre, where a lamp would hang.
            dx = (x + 0.5) / w * 2 - 1
            d = min(1.0, math.hypot(dx, dy) / math.sqrt(2))
            t = d**1.6  # flat bright middle, quick darkening at the rim: a vignette
            left += bytes(_lerp(c, e, t) for c, e in zip(CENTRE, EDGE, strict=True))
        right = b"".join(left[i : i + 3] for i in range(len(left) - 3, -1, -3))
        out += left + right
    return bytes(out)


def _gradient(size: tuple[int, int]) -> pygame.Surface:
    small = pygame.image.frombytes(_light(), LIGHT_SIZE, "RGB")
    # In the screen's pixel format (blits from it are the fastest), converted while small:
    # at 4K a conversion afterwards would hold a second 33 MB copy for a moment.
    screen = pygame.display.get_surface()
    small = small.convert(screen) if screen is not None else small.convert(32)
    return pygame.transform.smoothscale(small, size)


@functools.cache
def _grain_tile() -> pygame.Surface:
    """Fine random speckle: without it a large gradient looks like plastic, not cloth."""
    rng = random.Random(85)  # fixed seed: the same cloth every run
    pixels = bytearray()
    for _ in range(_TILE * _TILE):
        v = rng.random()
        if v < 0.5:
            pixels += bytes((0, 0, 0, int(26 * (0.5 - v))))
        else:
            pixels += bytes((255, 255, 255, int(18 * (v - 0.5))))
    # (White and black read alike in either byte order: "BGRA" is the order blits are
    # fastest from, 20 times faster than "RGBA" here.)
    return pygame.image.frombytes(bytes(pixels), (_TILE, _TILE), "BGRA")


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A felt background exactly ``size``; do not draw on the returned surface."""
    size = (max(1, size[0]), max(1, size[1]))
    return FELT.remember(size, lambda: _felt(size))


def _felt(size: tuple[int, int]) -> pygame.Surface:
    surface = _gradient(size)
    tile = _grain_tile()
    surface.fblits(
        (tile, (x, y)) for y in range(0, size[1], _TILE) for x in range(0, size[0], _TILE)
    )
    return surface


def panel(size: tuple[int, int], colour: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle to lay text on; cached, do not draw on it."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
        return surface

    return UI.remember(("panel", size, colour, radius), make)
