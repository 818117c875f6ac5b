"""Drawing helpers for the table: rounded panels, glows, buttons, and the shared text
drawing under the table's names (label, fit_size)."""

from __future__ import annotations

import functools

import pygame

from game.ui import text as shared_text
from game.ui.surface_cache import UI

# The shared text drawing, under the names the table's modules use.
label = shared_text.draw_text
fit_size = shared_text.fitted_size
text_surface = shared_text.text_surface

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


@functools.lru_cache(maxsize=4096)
def wrap(text: str, size: int, max_width: int, bold: bool = False) -> tuple[str, ...]:
    """`text` broken into lines no wider than `max_width` (cached: the log wraps every frame)."""
    return tuple(shared_text.wrap(text, size, max_width, bold))


def rounded(size: tuple[int, int], color: RGBA | Color, radius: int,
            border: RGBA | Color | None = None, width: int = 0) -> pygame.Surface:
    """A rounded rectangle, optionally with a border, cached (in the shared UI cache)."""
    key = ("rounded", size, color, radius, border, width)

    def make() -> pygame.Surface:
        s = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(s, color, s.get_rect(), border_radius=radius)
        if border is not None and width > 0:
            pygame.draw.rect(s, border, s.get_rect(), width, border_radius=radius)
        return s

    return UI.remember(key, make)


def glow(size: tuple[int, int], color: Color, radius: int, spread: int) -> pygame.Surface:
    """A soft coloured halo `spread` pixels around a rounded rect of `size`, cached."""
    key = ("glow", size, color, radius, spread)

    def make() -> pygame.Surface:
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (*color, 210), (spread // 2, spread // 2, w - spread, h - spread),
                         border_radius=radius + spread // 2)
        return pygame.transform.gaussian_blur(s, max(1, spread // 2))

    return UI.remember(key, make)


def button_room(rect: pygame.Rect) -> int:
    """How wide a button's words may be: all but a little of its rounded ends."""
    return rect.w - rect.h // 3


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    size: int,
    *,
    hover: bool = False,
    primary: bool = True,
    danger: bool = False,
    enabled: bool = True,
) -> None:
    """A rounded button; gold for the main action, dark for the others, red for attacks,
    faded while it cannot be used."""
    radius = rect.h // 3
    if not enabled:
        fill, ink, edge = (20, 38, 27), (118, 140, 124), (64, 92, 74)
    elif danger:
        fill, ink, edge = (RED if not hover else (240, 92, 84)), CREAM, (120, 20, 20)
    elif primary:
        fill, ink, edge = (GOLD if not hover else (255, 228, 150)), INK, (140, 104, 20)
    else:
        fill, ink, edge = ((24, 48, 34) if not hover else (44, 80, 58)), CREAM, (120, 160, 130)
    surface.blit(rounded(rect.size, (0, 0, 0, 90), radius), rect.move(0, max(2, rect.h // 12)))
    surface.blit(rounded(rect.size, fill, radius, edge, max(1, rect.h // 18)), rect)
    label(surface, text, size, ink, bold=True, shadow=False, max_width=button_room(rect),
          center=rect.center)
