"""The green card-table felt drawn behind every scene: one, of the window's size, kept at a
time (surface_cache.FELT; a resize forgets it)."""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.ui.shell.surface_cache import FELT, UI

CENTRE = (44, 128, 74)
EDGE = (9, 46, 26)
_GRADIENT_WIDTH = 160  # the gradient is computed small and smooth-scaled up: cheap at 4K
_TILE = 128


def _lerp(a: int, b: int, t: float) -> int:
    return round(a + (b - a) * t)


def _gradient(size: tuple[int, int]) -> pygame.Surface:
    w = _GRADIENT_WIDTH
    h = max(2, round(w * size[1] / max(1, size[0])))
    # In the screen's pixel format from the start (blits from it are the fastest): at 4K a
    # conversion afterwards would hold a second 33 MB copy for a moment.
    screen = pygame.display.get_surface()
    small = pygame.Surface((w, h)) if screen is None else pygame.Surface((w, h), 0, screen)
    for y in range(h):
        for x in range(w):
            # Elliptic distance from a point a little above centre, where a lamp would hang.
            dx = (x + 0.5) / w * 2 - 1
            dy = ((y + 0.5) / h * 2 - 0.9) * 0.95
            d = min(1.0, math.hypot(dx, dy) / math.sqrt(2))
            t = d**1.6  # flat bright middle, quick darkening at the rim: a vignette
            small.set_at((x, y), tuple(_lerp(c, e, t) for c, e in zip(CENTRE, EDGE, strict=True)))
    return pygame.transform.smoothscale(small, size)


@functools.cache
def _grain_tile() -> pygame.Surface:
    """Fine random speckle: without it a large gradient looks like plastic, not cloth."""
    rng = random.Random(85)  # fixed seed: the same cloth every run
    tile = pygame.Surface((_TILE, _TILE), pygame.SRCALPHA)
    for y in range(_TILE):
        for x in range(_TILE):
            v = rng.random()
            if v < 0.5:
                tile.set_at((x, y), (0, 0, 0, int(26 * (0.5 - v))))
            else:
                tile.set_at((x, y), (255, 255, 255, int(18 * (v - 0.5))))
    return tile


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A felt background exactly ``size``; do not draw on the returned surface."""
    size = (max(1, size[0]), max(1, size[1]))
    return FELT.remember(size, lambda: _felt(size))


def felt_to_draw_on(size: tuple[int, int]) -> pygame.Surface:
    """A felt background exactly ``size``, the caller's own to draw on: the one kept is
    handed over (one window-sized surface the fewer), or a new one is made."""
    size = (max(1, size[0]), max(1, size[1]))
    kept = FELT.take(size)
    return kept if kept is not None else _felt(size)


def _felt(size: tuple[int, int]) -> pygame.Surface:
    surface = _gradient(size)
    tile = _grain_tile()
    for y in range(0, size[1], _TILE):
        for x in range(0, size[0], _TILE):
            surface.blit(tile, (x, y))
    return surface


def panel(size: tuple[int, int], colour: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle to lay text on; cached, do not draw on it."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
        return surface

    return UI.remember(("panel", size, colour, radius), make)
