"""The direction of play on the Huit américain table, when jacks reverse it (RULES.md H7.2).

Two arcs round the middle of the table, each with its arrowhead, as printed on the felt
round the stock and the discard: they show which way the turn goes round. Seats sit
clockwise from the player at the bottom (layout.py), so clockwise on the screen is the
engine's direction 1. When a jack reverses the direction, the arrowheads turn at once and
the arcs swing half a turn the new way round (the `Reversed` event's animation).

Drawn under the cards (they lie on the felt), each arc on a surface of its own bounds: the
still arcs drawn large and smooth-scaled, once per size and direction; the swing afresh
each frame, plainly.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.ui.huit.layout import HuitLayout
from game.ui.shell.surface_cache import UI
from game.ui.shell.tween import ease_in_out

COLOUR = (246, 214, 120)  # the turn marker's gold
ALPHA = 150  # printed on the felt: seen from the sofa, not louder than the cards
SPAN = 130  # degrees of the track each arc covers, at most...
LEAST_SPAN = 40  # ...and at least, where the middle's cards leave less room
STEPS = 40  # points along an arc
HEAD = 2.2  # the arrowhead's half width, in the band's thickness
SQUARE = 5  # the track's exponent: 2 an ellipse, higher a rounder rectangle


def thickness(lay: HuitLayout) -> int:
    return max(3, round(lay.unit * 0.42))


def draw(
    surface: pygame.Surface, lay: HuitLayout, direction: int, turning: float | None = None
) -> pygame.Rect:
    """The arcs for `direction` (1 clockwise, -1 the other way); `turning` (0..1) is how far
    the swing after a reverse has gone (None: still). Returns where they were drawn."""
    rect, band = lay.ring, thickness(lay)
    middle, arc = arcs(lay)
    a, b = _radii(rect.size, band)
    if a <= band or b <= band:
        return pygame.Rect(rect.topleft, (0, 0))
    # Half a turn the new way round while it swings, easing in and out; the picture is
    # symmetric, so it ends where it began.
    offset = 0.0 if turning is None else (ease_in_out(turning) - 1) * 180.0 * direction
    drawn = []
    for turn in (0, 180):
        start = middle + turn + offset - arc / 2
        points = _band(rect.w / 2, rect.h / 2, a, b, band, start, arc, direction)
        x0, y0 = math.floor(min(x for x, _ in points)), math.floor(min(y for _, y in points))
        at = (rect.x + x0, rect.y + y0)
        if turning is None:
            img = UI.remember(
                ("huit direction", rect.size, band, middle + turn, arc, direction),
                functools.partial(_piece, points, 2 if band >= 8 else 3),
            )
        else:
            img = _piece(points, 1)
        drawn.append(surface.blit(img, at))
    return drawn[0].union(drawn[1])


def _piece(points: list[tuple[float, float]], smooth: int) -> pygame.Surface:
    """One arc's polygon on a surface of its own bounds (from their top left, whole pixels),
    drawn `smooth` times larger and scaled down for smooth edges: a still picture is drawn
    once; one in motion every frame, plainly, where its steps do not show."""
    x0, y0 = math.floor(min(x for x, _ in points)), math.floor(min(y for _, y in points))
    w = math.ceil(max(x for x, _ in points)) - x0 + 1
    h = math.ceil(max(y for _, y in points)) - y0 + 1
    big = pygame.Surface((w * smooth, h * smooth), pygame.SRCALPHA)
    pygame.draw.polygon(big, COLOUR, [((x - x0) * smooth, (y - y0) * smooth) for x, y in points])
    img = pygame.transform.smoothscale(big, (w, h)) if smooth > 1 else big
    img.set_alpha(ALPHA)
    return img


def arcs(lay: HuitLayout) -> tuple[int, int]:
    """Where the two arcs lie on the track and how long they are: the middle of the first
    (the other faces it), 270 degrees (above the cards, and below them) or 0 (right of
    them, and left), and how many degrees each covers. The placement where the arcs are
    longer while clear of the middle's cards, their signs and the stock's count: above and
    below in a 4:3 window, beside them on a wide TV, where the middle is low."""
    core = lay.stock.unionall([lay.pile, lay.suit, lay.penalty, lay.stock_count])
    core.inflate_ip(lay.margin // 2, lay.margin // 2)
    return _placed(tuple(core), tuple(lay.ring), thickness(lay))


@functools.lru_cache(maxsize=16)
def _placed(
    core_rect: tuple[int, int, int, int], ring: tuple[int, int, int, int], thick: int
) -> tuple[int, int]:
    """`arcs` for the middle's cards within `core_rect` (worked out once a layout: some 200
    points on the track each time, every frame the arcs are drawn)."""
    core, track = pygame.Rect(core_rect), pygame.Rect(ring)
    a, b = _radii(track.size, thick)
    cx, cy = track.center
    band = thick / 2
    wide = thick * HEAD

    def clear(middle: int, half: float) -> bool:
        """Both arcs' points `half` degrees from their middles, the band and its head."""
        return not any(
            core.collidepoint(_on(cx, cy, a + d, b + d, middle + turn + sign * half))
            for turn in (0, 180)
            for sign in (-1, 1)
            for d in (-band, band, -wide, wide)
        )

    def span(middle: int) -> int:
        half = LEAST_SPAN // 2
        while half < SPAN // 2 and clear(middle, half + 5):
            half += 5
        return 2 * half

    return max(((270, span(270)), (0, span(0))), key=lambda placed: placed[1])


def point(lay: HuitLayout, deg: float) -> tuple[float, float]:
    """Where on the table the arcs' track passes at `deg` degrees (0: right of the middle,
    90: below it; clockwise)."""
    a, b = _radii(lay.ring.size, thickness(lay))
    return _on(lay.ring.centerx, lay.ring.centery, a, b, deg)


def _radii(size: tuple[int, int], band: float) -> tuple[float, float]:
    """The track's half axes on a picture of `size`: room for the arrowheads inside."""
    head = band * HEAD
    return size[0] / 2 - head - 1, size[1] / 2 - head - 1


def _on(cx: float, cy: float, a: float, b: float, deg: float) -> tuple[float, float]:
    """The point at `deg` of the track: a squared ellipse (superellipse) of half axes a, b,
    which keeps close to the middle's cards, wider than they are tall, to their corners."""
    r = math.radians(deg)
    c, s = math.cos(r), math.sin(r)
    return (
        cx + a * math.copysign(abs(c) ** (2 / SQUARE), c),
        cy + b * math.copysign(abs(s) ** (2 / SQUARE), s),
    )


def _band(
    cx: float, cy: float, a: float, b: float, band: int, start: float, span: float, direction: int
) -> list[tuple[float, float]]:
    """One arc as a polygon: a band `band` thick along the track from `start` over `span`
    degrees, ending in an arrowhead at the end the direction goes to."""
    half = band / 2
    head_len = band * 2.8
    # Degrees the head takes along the track, measured at the arc's end.
    tip_deg = start + span if direction > 0 else start
    back = tip_deg - direction
    stretch = math.dist(_on(cx, cy, a, b, tip_deg), _on(cx, cy, a, b, back))  # per degree
    head_deg = head_len / max(stretch, 1e-6)
    lo, hi = (start, start + span - head_deg) if direction > 0 else (start + head_deg, start + span)
    outer = [_on(cx, cy, a + half, b + half, lo + (hi - lo) * i / STEPS) for i in range(STEPS + 1)]
    inner = [_on(cx, cy, a - half, b - half, lo + (hi - lo) * i / STEPS) for i in range(STEPS + 1)]
    base = hi if direction > 0 else lo
    wide = band * HEAD
    head = [
        _on(cx, cy, a + wide, b + wide, base),
        _on(cx, cy, a, b, tip_deg),
        _on(cx, cy, a - wide, b - wide, base),
    ]
    if direction > 0:
        return outer + head + inner[::-1]
    return outer[::-1] + head + inner
