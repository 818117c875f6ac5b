"""Drawing helpers for the table: cached text, rounded panels, buttons.

Rendering text is the costliest thing the table does every frame, so rendered lines are
kept in an LRU cache (the same few dozen strings are drawn 60 times a second).
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.ui.fonts import font

Color = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

CREAM: Color = (248, 243, 228)
SOFT: Color = (208, 226, 210)
GOLD: Color = (246, 214, 120)
INK: Color = (30, 28, 24)
RED: Color = (226, 62, 56)
BLUE: Color = (96, 200, 255)
LILAC: Color = (196, 160, 240)
LOWER_BLUE: Color = (70, 140, 240)

_TEXT_LIMIT = 600
_text: OrderedDict[tuple[str, int, Color, bool], pygame.Surface] = OrderedDict()
_panels: OrderedDict[Any, pygame.Surface] = OrderedDict()
_glows: OrderedDict[Any, pygame.Surface] = OrderedDict()  # blurred: dear to make, kept apart


def _remember(
    cache: OrderedDict[Any, pygame.Surface],
    key: Any,
    make: Callable[[], pygame.Surface],
    limit: int,
) -> pygame.Surface:
    surf = cache.get(key)
    if surf is None:
        surf = make()
        cache[key] = surf
        while len(cache) > limit:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return surf


def text_surface(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    key = (text, size, color, bold)
    def make() -> pygame.Surface:
        return font(size, bold).render(text, True, color)

    return _remember(_text, key, make, _TEXT_LIMIT)


def fit_size(text: str, size: int, max_width: int, bold: bool = False) -> int:
    """The largest size <= `size` at which `text` fits `max_width` (cached renders)."""
    while size > 8 and text_surface(text, size, CREAM, bold).get_width() > max_width:
        size = max(8, int(size * 0.9))
    return size


def label(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    *,
    bold: bool = False,
    max_width: int | None = None,
    shadow: bool = True,
    alpha: int = 255,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """One line of text placed by a Rect anchor, shrunk to `max_width`; returns its rect."""
    if max_width is not None:
        size = fit_size(text, size, max(8, max_width), bold)
    image = text_surface(text, size, color, bold)
    rect = image.get_rect(**anchor)
    if shadow:
        shade = text_surface(text, size, (0, 0, 0), bold)
        off = max(1, size // 16)
        shade.set_alpha(min(alpha, 120))  # cached surfaces: reset the alpha right after
        surface.blit(shade, rect.move(off, off))
        shade.set_alpha(None)
    if alpha < 255:
        image.set_alpha(alpha)
        surface.blit(image, rect)
        image.set_alpha(None)
    else:
        surface.blit(image, rect)
    return rect


@functools.lru_cache(maxsize=4096)
def wrap(text: str, size: int, max_width: int, bold: bool = False) -> tuple[str, ...]:
    """`text` broken into lines no wider than `max_width` (cached: the log wraps every frame)."""
    f = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if not line or f.size(candidate)[0] <= max_width:
            line = candidate
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return tuple(lines)


def rounded(size: tuple[int, int], color: RGBA | Color, radius: int,
            border: RGBA | Color | None = None, width: int = 0) -> pygame.Surface:
    """A rounded rectangle, optionally with a border, cached."""
    key = (size, color, radius, border, width)

    def make() -> pygame.Surface:
        s = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(s, color, s.get_rect(), border_radius=radius)
        if border is not None and width > 0:
            pygame.draw.rect(s, border, s.get_rect(), width, border_radius=radius)
        return s

    return _remember(_panels, key, make, 400)


def glow(size: tuple[int, int], color: Color, radius: int, spread: int) -> pygame.Surface:
    """A soft coloured halo `spread` pixels around a rounded rect of `size`, cached."""
    key = ("glow", size, color, radius, spread)

    def make() -> pygame.Surface:
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (*color, 210), (spread // 2, spread // 2, w - spread, h - spread),
                         border_radius=radius + spread // 2)
        return pygame.transform.gaussian_blur(s, max(1, spread // 2))

    return _remember(_glows, key, make, 300)


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    size: int,
    *,
    hover: bool = False,
    primary: bool = True,
    danger: bool = False,
) -> None:
    """A rounded button; gold for the main action, dark for the others, red for attacks."""
    radius = rect.h // 3
    if danger:
        fill, ink, edge = (RED if not hover else (240, 92, 84)), CREAM, (120, 20, 20)
    elif primary:
        fill, ink, edge = (GOLD if not hover else (255, 228, 150)), INK, (140, 104, 20)
    else:
        fill, ink, edge = ((24, 48, 34) if not hover else (44, 80, 58)), CREAM, (120, 160, 130)
    surface.blit(rounded(rect.size, (0, 0, 0, 90), radius), rect.move(0, max(2, rect.h // 12)))
    surface.blit(rounded(rect.size, fill, radius, edge, max(1, rect.h // 18)), rect)
    label(surface, text, size, ink, bold=True, shadow=False, max_width=rect.w - rect.h // 2,
          center=rect.center)
