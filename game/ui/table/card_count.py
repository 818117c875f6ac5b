"""How many cards a player has left, beside their name at both tables: a small fanned stack
of cards and the number, with the words where there is room ("23 cards").

The stack is drawn with pygame's primitives at four times its size and smooth-scaled down
(pygame's way to smooth polygon edges), like the cards themselves, and kept in the UI cache.
"""

from __future__ import annotations

import math

import pygame

from game.ui.shell import drawn
from game.ui.shell import widgets as w
from game.ui.shell.i18n import trn
from game.ui.shell.surface_cache import UI

Color = tuple[int, int, int]
SCALE = 4  # drawn this many times larger, then smoothed down
FACE = (250, 244, 226)
EDGE = (40, 44, 40)
PIP = (232, 160, 0)  # the yellow of 8½'s number cards
TILTS = (-22.0, 0.0, 22.0)  # three cards fanned like a hand, held below their middle


def icon_size(height: int) -> tuple[int, int]:
    """The stack's width and height for a line `height` pixels tall."""
    h = max(8, round(height * 0.95))
    return round(h * 1.3), h


def _card_corners(
    cx: float, hold: float, cw: float, ch: float, below: float, degrees: float
) -> list[tuple[float, float]]:
    """A card `cw` x `ch` whose bottom edge is `below` above the point (cx, hold) it is
    held at, turned `degrees` about that point."""
    a = math.radians(degrees)
    cos, sin = math.cos(a), math.sin(a)
    corners = [(-cw / 2, -below), (cw / 2, -below), (cw / 2, -below - ch), (-cw / 2, -below - ch)]
    return [(cx + x * cos - y * sin, hold + x * sin + y * cos) for x, y in corners]


def stack_icon(height: int) -> pygame.Surface:
    """Three small cards fanned like a hand: the sign for "cards left" (cached)."""
    size = icon_size(height)

    def make() -> pygame.Surface:
        big_w, big_h = size[0] * SCALE, size[1] * SCALE
        big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
        ch = big_h * 0.72
        cw = ch * 0.66
        line = max(SCALE, round(big_h * 0.06))
        hold, below = big_h * 1.2, big_h * 0.35  # the hand holding them, under the icon
        for degrees in TILTS:
            points = _card_corners(big_w / 2, hold, cw, ch, below, degrees)
            pygame.draw.polygon(big, FACE, points)
            pygame.draw.polygon(big, EDGE, points, line)
        # A pip on the front card says "a card", not "a box".
        pip = big_h * 0.13
        a = math.radians(TILTS[-1])
        reach = below + ch / 2
        px, py = big_w / 2 + reach * math.sin(a), hold - reach * math.cos(a)
        pygame.draw.polygon(
            big, PIP, [(px, py - pip), (px + pip * 0.7, py), (px, py + pip), (px - pip * 0.7, py)]
        )
        return pygame.transform.smoothscale(big, size)

    return UI.remember(("card_stack", size), make)


def count_text(count: int, words: bool) -> str:
    """ "23 cards" with the words, else "23"."""
    return trn("label.cards_left", count) if words else str(count)


def count_width(count: int, size: int, words: bool) -> int:
    """The width the sign takes at font `size`: the stack, a gap and the number."""
    text = w.text_surface(count_text(count, words), size, w.CREAM)
    return icon_size(size)[0] + max(2, size // 4) + text.get_width()


def draw_count(
    surface: pygame.Surface,
    count: int,
    size: int,
    color: Color,
    *,
    words: bool,
    midright: tuple[int, int],
) -> pygame.Rect:
    """The stack and the number (and words) ending at `midright`; returns where it went."""
    text = count_text(count, words)
    label = w.label(surface, text, size, color, shadow=False, midright=midright)
    icon = stack_icon(size)
    at = icon.get_rect(midright=(label.left - max(2, size // 4), midright[1]))
    surface.blit(icon, at)
    drawn.note(drawn.Kind.BADGE, surface, at)
    return at.union(label)
