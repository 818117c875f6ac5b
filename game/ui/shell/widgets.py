"""Drawing helpers for the table: rounded panels, glows, buttons, and the shared text
drawing under the table's names (label, fit_size)."""

from __future__ import annotations

import functools

import pygame

from game.ui.shell import text as shared_text
from game.ui.shell.surface_cache import UI

# The shared text drawing, under the names the table's modules use.
label = shared_text.draw_text
fit_size = shared_text.fitted_size
text_width = shared_text.text_width
text_surface = shared_text.text_surface

# The smallest text the room reads, in the tables' and overlays' units: at 16:9 a unit is a
# 36th of the window's height, so this is 2.5% of it (27 px at 1080p), readable from a sofa.
LEAST = 0.9

Color = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

CREAM: Color = (248, 243, 228)
SOFT: Color = (222, 236, 224)
GOLD: Color = (246, 214, 120)
INK: Color = (30, 28, 24)
RED: Color = (226, 62, 56)
# An attack button: darker than RED so its cream words stand 4.5:1 on it, hovered or not.
DANGER: Color = (196, 40, 36)
DANGER_HOVER: Color = (206, 48, 44)
BLUE: Color = (96, 200, 255)
LILAC: Color = (196, 160, 240)
LOWER_BLUE: Color = (70, 140, 240)

# A rounded rectangle up to this many bytes is kept whole; a bigger one is drawn from a short
# one BAND rows taller than its corners (draw_rounded).
WHOLE = 256 * 1024
BAND = 32
GLOW_DETAIL = 6  # a glow is blurred at one pixel in spread // GLOW_DETAIL (see glow)


@functools.lru_cache(maxsize=4096)
def wrap(text: str, size: int, max_width: int, bold: bool = False) -> tuple[str, ...]:
    """`text` broken into lines no wider than `max_width` (cached: the log wraps every frame)."""
    return tuple(shared_text.wrap(text, size, max_width, bold))


def rounded(
    size: tuple[int, int],
    color: RGBA | Color,
    radius: int,
    border: RGBA | Color | None = None,
    width: int = 0,
) -> pygame.Surface:
    """A rounded rectangle, optionally with a border, cached (in the shared UI cache)."""
    key = ("rounded", size, color, radius, border, width)

    def make() -> pygame.Surface:
        s = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(s, color, s.get_rect(), border_radius=radius)
        if border is not None and width > 0:
            pygame.draw.rect(s, border, s.get_rect(), width, border_radius=radius)
        return s

    return UI.remember(key, make)


def draw_rounded(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: RGBA | Color,
    radius: int,
    border: RGBA | Color | None = None,
    width: int = 0,
) -> None:
    """Draw on `surface` exactly what blitting `rounded(rect.size, ...)` at `rect` draws, but
    keep no window-sized surface for a big panel (at 4K a seat's panel is 11 MB): an opaque
    one is drawn straight onto `surface`; a translucent one from a short one of the same
    width, its corners and a band of its middle, blitted again and again down the height
    (every row between the corners is the same)."""
    w, h = rect.size
    if w <= 0 or h <= 0:
        return
    line = border if border is not None and width > 0 else None
    clear = len(color) == 4 and color[3] == 0
    if (
        2 * radius <= min(w, h)
        and (clear or _opaque(color))
        and _opaque(line)
        and not surface.get_flags() & pygame.SRCALPHA
    ):
        if not clear:
            pygame.draw.rect(surface, color[:3], rect, border_radius=radius)
        if line is not None:
            pygame.draw.rect(surface, line[:3], rect, width, border_radius=radius)
        return
    corner = max(min(radius, w // 2, h // 2) if radius > 0 else 0, width if line else 0)
    short = 2 * corner + BAND
    if w * h * 4 <= WHOLE or h <= short:
        surface.blit(rounded(rect.size, color, radius, border, width), rect)
        return
    blit_banded(surface, rounded((w, short), color, radius, border, width), rect, corner)


def shorten(image: pygame.Surface, edge: int) -> pygame.Surface:
    """`image` kept short if its rows are all alike but for its top and bottom `edge` rows
    (a blurred shadow, a halo): those rows and a band of the middle; else `image` itself.
    blit_tall brings it back to its height."""
    middle = image.get_height() - 2 * edge
    if edge < 0 or middle <= BAND:
        return image
    if not _rows_alike(image.subsurface((0, edge, image.get_width(), middle))):
        return image
    return pygame.transform.chop(image, (0, edge + BAND, 0, middle - BAND))


def blit_tall(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, edge: int) -> None:
    """Blit at `rect` (its full size) what `shorten(picture, edge)` kept of a picture."""
    if image.get_height() == rect.h:
        surface.blit(image, rect)
    else:
        blit_banded(surface, image, rect, edge)


def _rows_alike(image: pygame.Surface) -> bool:
    """Are all the rows of `image` the same? (Compared a band at a time: all of it in bytes
    would be two more copies of it in memory for a moment.)"""
    w, h = image.get_size()
    row = pygame.image.tobytes(image.subsurface((0, 0, w, 1)), "RGBA")
    for y in range(0, h, BAND):
        rows = min(BAND, h - y)
        if pygame.image.tobytes(image.subsurface((0, y, w, rows)), "RGBA") != row * rows:
            return False
    return True


def blit_banded(
    surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, edge: int
) -> None:
    """Blit at `rect` a picture `rect.h` tall whose rows are all alike but for its top and
    bottom `edge` rows, from `image`: those rows and a band of the middle between them
    (2 * edge + BAND rows), the band repeated down the height."""
    w, h = image.get_width(), rect.h
    surface.blit(image, rect.topleft, (0, 0, w, edge))
    for y in range(edge, h - edge, BAND):
        surface.blit(image, (rect.x, rect.y + y), (0, edge, w, min(BAND, h - edge - y)))
    surface.blit(image, (rect.x, rect.bottom - edge), (0, image.get_height() - edge, w, edge))


def _opaque(color: RGBA | Color | None) -> bool:
    """No colour at all, or one that covers what is under it."""
    return color is None or len(color) == 3 or color[3] == 255


def glow(size: tuple[int, int], color: Color, radius: int, spread: int) -> pygame.Surface:
    """A soft coloured halo `spread` pixels around a rounded rect of `size`, cached."""
    key = ("glow", size, color, radius, spread)

    def make() -> pygame.Surface:
        # Blurred small and scaled up: a blur costs as its area times its radius (a 4K
        # name plate's took 50 ms, a dropped frame); a soft halo looks the same.
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        k = max(1, spread // GLOW_DETAIL)
        s = pygame.Surface((max(1, w // k), max(1, h // k)), pygame.SRCALPHA)
        inner = (spread // 2 // k, spread // 2 // k, (w - spread) // k, (h - spread) // k)
        pygame.draw.rect(s, (*color, 210), inner, border_radius=(radius + spread // 2) // k)
        blurred = pygame.transform.gaussian_blur(s, max(1, spread // 2 // k))
        return blurred if k == 1 else pygame.transform.smoothscale(blurred, (w, h))

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
        fill, ink, edge = (20, 38, 27), (128, 150, 134), (64, 92, 74)  # faded, yet 4.5:1
    elif danger:
        fill, ink, edge = (DANGER if not hover else DANGER_HOVER), CREAM, (120, 20, 20)
    elif primary:
        fill, ink, edge = (GOLD if not hover else (255, 228, 150)), INK, (140, 104, 20)
    else:
        fill, ink, edge = ((24, 48, 34) if not hover else (44, 80, 58)), CREAM, (120, 160, 130)
    surface.blit(rounded(rect.size, (0, 0, 0, 90), radius), rect.move(0, max(2, rect.h // 12)))
    surface.blit(rounded(rect.size, fill, radius, edge, max(1, rect.h // 18)), rect)
    label(
        surface,
        text,
        size,
        ink,
        bold=True,
        shadow=False,
        max_width=button_room(rect),
        center=rect.center,
    )
