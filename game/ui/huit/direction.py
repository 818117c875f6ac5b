"""The direction of play on the Huit américain table, when jacks reverse it (RULES.md H7.2).

Two arcs round the middle of the table, each with its arrowhead, as printed on the felt
round the stock and the discard: they show which way the turn goes round. Seats sit
clockwise from the player at the bottom (layout.py), so clockwise on the screen is the
engine's direction 1. When a jack reverses the direction, the arrowheads turn at once and
the arcs swing half a turn the new way round (the `Reversed` event's animation).

Drawn under the cards (they lie on the felt). The still picture is drawn large and
smooth-scaled, once per size and direction; the swing is drawn afresh each frame, plainly.
"""

from __future__ import annotations

import math

import pygame

from game.ui.huit.layout import HuitLayout
from game.ui.shell.surface_cache import UI

COLOUR = (246, 214, 120)  # the turn marker's gold
ALPHA = 150  # printed on the felt: seen from the sofa, not louder than the cards
SPAN = 130.0  # degrees of the ellipse each arc covers
STEPS = 40  # points along an arc


def thickness(lay: HuitLayout) -> int:
    return max(3, round(lay.unit * 0.42))


def draw(
    surface: pygame.Surface, lay: HuitLayout, direction: int, turning: float | None = None
) -> pygame.Rect:
    """The arcs for `direction` (1 clockwise, -1 the other way); `turning` (0..1) is how far
    the swing after a reverse has gone (None: still). Returns where they were drawn."""
    rect = lay.ring
    if turning is None:
        img = UI.remember(
            ("huit direction", tuple(rect), thickness(lay), direction),
            lambda: picture(rect.size, thickness(lay), direction, 0.0, smooth=3),
        )
    else:
        # Half a turn the new way round, easing in and out; the picture is symmetric, so
        # it ends where it began.
        t = turning
        eased = 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2
        img = picture(rect.size, thickness(lay), direction, (eased - 1) * 180.0 * direction)
    return surface.blit(img, rect.topleft)


def picture(
    size: tuple[int, int], band: int, direction: int, offset: float, smooth: int = 1
) -> pygame.Surface:
    """The two arcs on a transparent surface of `size`, turned by `offset` degrees; drawn
    `smooth` times larger and scaled down for smooth edges (a still picture is drawn once;
    one in motion every frame, where its steps do not show)."""
    k = smooth
    w, h = size[0] * k, size[1] * k
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    head = band * k * 2.2  # the arrowhead's half width
    a, b = w / 2 - head - k, h / 2 - head - k
    if a > band * k and b > band * k:
        for middle in (270.0, 90.0):  # above the cards, then below them
            start = middle - SPAN / 2 + offset
            pygame.draw.polygon(
                layer, COLOUR, _band(w / 2, h / 2, a, b, band * k, start, SPAN, direction)
            )
    if k > 1:
        layer = pygame.transform.smoothscale(layer, size)
    layer.set_alpha(ALPHA)
    return layer


def _on(cx: float, cy: float, a: float, b: float, deg: float) -> tuple[float, float]:
    r = math.radians(deg)
    return cx + a * math.cos(r), cy + b * math.sin(r)


def _band(
    cx: float, cy: float, a: float, b: float, band: int, start: float, span: float, direction: int
) -> list[tuple[float, float]]:
    """One arc as a polygon: a band `band` thick along the ellipse from `start` over `span`
    degrees, ending in an arrowhead at the end the direction goes to."""
    half = band / 2
    head_len = band * 2.8
    # Degrees the head takes along the ellipse, measured at the arc's end.
    tip_deg = start + span if direction > 0 else start
    stretch = (
        math.hypot(a * math.sin(math.radians(tip_deg)), b * math.cos(math.radians(tip_deg)))
        * math.pi
        / 180
    )
    head_deg = head_len / max(stretch, 1e-6)
    lo, hi = (start, start + span - head_deg) if direction > 0 else (start + head_deg, start + span)
    outer = [_on(cx, cy, a + half, b + half, lo + (hi - lo) * i / STEPS) for i in range(STEPS + 1)]
    inner = [_on(cx, cy, a - half, b - half, lo + (hi - lo) * i / STEPS) for i in range(STEPS + 1)]
    base = hi if direction > 0 else lo
    wide = band * 2.2
    head = [
        _on(cx, cy, a + wide, b + wide, base),
        _on(cx, cy, a, b, tip_deg),
        _on(cx, cy, a - wide, b - wide, base),
    ]
    if direction > 0:
        return outer + head + inner[::-1]
    return outer[::-1] + head + inner
