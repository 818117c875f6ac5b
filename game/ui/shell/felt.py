"""The green card-table felt drawn behind every scene: one, of the window's size, kept at a
time (surface_cache.FELT; a resize forgets it).

A felt is a lamp's light and a fine grain over it, both computed once (small) and then only
scaled and tiled: a few milliseconds for a new window size, where computing it pixel by pixel
took a frame of 60 ms. The light is made at half the window's size (surface_cache.LIGHT),
each of its pixels making 2x2 of the felt, so any part of the felt can be painted again
exactly without keeping a whole one: the 8½ table does that (`paint`), 25 MB the less at 4K.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable

import pygame

from game.ui.shell import scratch
from game.ui.shell.surface_cache import FELT, LIGHT, UI

CENTRE = (38, 112, 64)  # dark enough under the lamp for the soft words to stand 4.5:1
EDGE = (9, 46, 26)
# The light is computed at this size and smooth-scaled up: it is smooth, so any window's
# felt looks the same as one computed at full size (16:9: windows of that shape stretch it
# evenly). Its width is even: the light is symmetric left to right, half is computed.
LIGHT_SIZE = (160, 90)
_TILE = 128
BANDS = 3  # a new size's felt made a part at a time is painted in this many bands


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


def _half_light(size: tuple[int, int]) -> pygame.Surface:
    """The light for a window of `size`, at half its size (rounded up)."""

    def make() -> pygame.Surface:
        small = pygame.image.frombytes(_light(), LIGHT_SIZE, "RGB")
        # In the screen's pixel format (blits from it are the fastest), converted while small.
        screen = pygame.display.get_surface()
        small = small.convert(screen) if screen is not None else small.convert(32)
        return pygame.transform.smoothscale(small, ((size[0] + 1) // 2, (size[1] + 1) // 2))

    return LIGHT.remember(size, make)


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


def forget_whole() -> None:
    """Let the kept felt go: for a screen that paints its own (`paint`), it would be one
    window-sized surface more (33 MB at 4K). The screens that show it make it again."""
    FELT.clear()
    _held.clear()


# The memory of the window's felt: one surface as big as the biggest window yet, the felt
# of each size painted into its top-left part (game.ui.shell.scratch.grown says why).
_held: list[pygame.Surface] = []


def _room(size: tuple[int, int]) -> pygame.Surface:
    """A surface of `size` in the screen's pixel format, part of the one held."""
    grow = scratch.grown(_held[0] if _held else None, size)
    if grow is not None:
        FELT.clear()  # (the old one goes first)
        _held.clear()
        _held.append(scratch.screen_surface(grow))
    return _held[0].subsurface((0, 0, *size))


def paint(surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """Paint the felt of a window of `surface`'s size into `area` of it, exactly the pixels
    `felt` has there. Returns the rect painted: `area` grown to even coordinates (each
    pixel of the light makes 2x2) and kept within `surface`."""
    half = _half_light(surface.get_size())
    a = on_grid(area.clip(surface.get_rect()))
    x0, y0, x1, y1 = a.x // 2, a.y // 2, a.right // 2, a.bottom // 2
    target = pygame.Rect(2 * x0, 2 * y0, 2 * (x1 - x0), 2 * (y1 - y0))
    painted = target.clip(surface.get_rect())
    if not painted.w or not painted.h:
        return painted
    # Scaled straight into the window (as quick as a blit), but for an odd window's last
    # column or row, where the scaled light is a pixel wider: a strip scaled, then blitted.
    inner = pygame.Rect(
        target.x,
        target.y,
        min(target.w, (surface.get_width() - target.x) // 2 * 2),
        min(target.h, (surface.get_height() - target.y) // 2 * 2),
    )
    if inner.w and inner.h:
        part = half.subsurface((x0, y0, inner.w // 2, inner.h // 2))
        pygame.transform.scale(part, inner.size, surface.subsurface(inner))
    if inner.w < target.w:  # the last column, every row
        part = half.subsurface((x1 - 1, y0, 1, y1 - y0))
        surface.blit(pygame.transform.scale(part, (2, target.h)), (target.right - 2, target.y))
    if inner.h < target.h:  # the last row, every column
        part = half.subsurface((x0, y1 - 1, x1 - x0, 1))
        surface.blit(pygame.transform.scale(part, (target.w, 2)), (target.x, target.bottom - 2))
    tile = _grain_tile()
    clip = surface.get_clip()
    surface.set_clip(painted)
    left, top = painted.x - painted.x % _TILE, painted.y - painted.y % _TILE
    surface.fblits(
        (tile, (x, y))
        for y in range(top, painted.bottom, _TILE)
        for x in range(left, painted.right, _TILE)
    )
    surface.set_clip(clip)
    return painted


def on_grid(rect: pygame.Rect) -> pygame.Rect:
    """`rect` grown to even coordinates: the rect `paint` paints for it."""
    x, y = rect.x - rect.x % 2, rect.y - rect.y % 2
    return pygame.Rect(x, y, rect.right + rect.right % 2 - x, rect.bottom + rect.bottom % 2 - y)


def _felt(size: tuple[int, int]) -> pygame.Surface:
    surface = _room(size)
    paint(surface, surface.get_rect())
    # The whole felt kept, its light is needed no more (8 MB at 4K): a screen that paints
    # its own felt makes it again, in a few milliseconds.
    LIGHT.clear()
    return surface


def bands(size: tuple[int, int]) -> list[pygame.Rect]:
    """A window of `size` cut into BANDS bands of whole rows, on even rows (as `paint` paints):
    a 4K felt painted whole took 15-30 ms of one frame, a band a third of that."""
    rows = [size[1] * k // BANDS // 2 * 2 for k in range(BANDS)] + [size[1]]
    return [
        pygame.Rect(0, top, size[0], bottom - top)
        for top, bottom in zip(rows, rows[1:], strict=False)
    ]


def made_in_steps(size: tuple[int, int]) -> list[Callable[[], None]]:
    """The window's felt of `size` (as `felt` makes it) made in steps, to take one or a few a
    frame: its memory (the first time at 4K, 10 to 20 ms of a frame for its pages), each
    band, then it is kept; `felt(size)` then finds it made. None if it is made already."""
    size = (max(1, size[0]), max(1, size[1]))
    if size in FELT:
        return []
    room: list[pygame.Surface] = []

    def band(area: pygame.Rect) -> Callable[[], None]:
        def step() -> None:
            paint(room[0], area)

        return step

    def keep() -> None:
        FELT.remember(size, lambda: room[0])
        LIGHT.clear()  # (as _felt: the whole felt kept, its light is needed no more)

    return [lambda: room.append(_room(size)), *(band(a) for a in bands(size)), keep]


def panel(size: tuple[int, int], colour: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    """A translucent rounded rectangle to lay text on; cached, do not draw on it."""

    def make() -> pygame.Surface:
        surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
        return surface

    return UI.remember(("panel", size, colour, radius), make)
