"""The four suit signs as vector outlines, and where a number card's pips go.

A sign is a few polygons in a unit box (x right, y down, 0..1, height 1), so it scales to
any size and turns over exactly; the faces draw them at 2-4x and smooth-scale the card down,
which is pygame's way to antialias polygons.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.rules.huit.cards import Suit

RGB = tuple[int, int, int]
Point = tuple[float, float]
Shape = tuple[tuple[Point, ...], ...]


def bezier(p0: Point, p1: Point, p2: Point, n: int = 12) -> list[Point]:
    """A quadratic Bézier curve from p0 to p2, pulled towards p1."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _circle(cx: float, cy: float, r: float, n: int = 48) -> tuple[Point, ...]:
    return tuple(
        (cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
        for i in range(n)
    )


def _heart_curve(n: int = 96) -> list[Point]:
    """The classic heart curve, point down, scaled to width 1 and centred on (0.5, 0.5)."""
    raw = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    xs, ys = [p[0] for p in raw], [p[1] for p in raw]
    scale = 1 / (max(xs) - min(xs))
    my = (max(ys) + min(ys)) / 2
    return [(0.5 + x * scale, 0.5 + (y - my) * scale) for x, y in raw]


def _stem(top: float, half_top: float, half_foot: float) -> tuple[Point, ...]:
    """The flared foot of a spade or club: concave sides down to a flat base at y = 1."""
    left = bezier((0.5 - half_top, top), (0.5 - half_top, 0.92), (0.5 - half_foot, 1.0))
    right = bezier((0.5 + half_foot, 1.0), (0.5 + half_top, 0.92), (0.5 + half_top, top))
    return tuple(left + right)


def _heart() -> Shape:
    pts = _heart_curve()
    h = max(y for _, y in pts) - min(y for _, y in pts)
    # Stretch to the full box height: a pip's size is its height, as for the other signs.
    return (tuple((x, 0.5 + (y - 0.5) / h) for x, y in pts),)


def _diamond() -> Shape:
    top, right, bottom, left = (0.5, 0.0), (0.87, 0.5), (0.5, 1.0), (0.13, 0.5)
    pull = 0.06  # the sides bow inwards a little, as printed diamonds do
    out: list[Point] = []
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        cx, cy = mx + (0.5 - mx) * pull * 4, my + (0.5 - my) * pull * 4
        out += bezier(a, (cx, cy), b)[:-1]
    return (tuple(out),)


def _spade() -> Shape:
    heart = _heart_curve()
    # The leaf is a heart turned over, a little narrower, over the top 80% of the box.
    leaf = tuple((0.5 + (x - 0.5) * 0.94, 0.4 - (y - 0.5) * 0.86) for x, y in heart)
    return leaf, _stem(0.6, 0.035, 0.2)


def _club() -> Shape:
    r = 0.225
    return (
        _circle(0.5, r + 0.005, r),
        _circle(0.5 - 0.25, 0.57, r),
        _circle(0.5 + 0.25, 0.57, r),
        ((0.5, 0.3), (0.3, 0.55), (0.5, 0.66), (0.7, 0.55)),
        _stem(0.58, 0.04, 0.19),
    )


SHAPES: dict[Suit, Shape] = {
    Suit.CLUBS: _club(),
    Suit.DIAMONDS: _diamond(),
    Suit.HEARTS: _heart(),
    Suit.SPADES: _spade(),
}


def draw_suit(
    target: pygame.Surface,
    suit: Suit,
    cx: float,
    cy: float,
    size: float,
    colour: RGB,
    flip: bool = False,
) -> None:
    """The sign of `suit`, `size` pixels tall, centred on (cx, cy); `flip` turns it over."""
    sign = -1 if flip else 1
    for poly in SHAPES[suit]:
        pygame.draw.polygon(
            target,
            colour,
            [(cx + sign * (x - 0.5) * size, cy + sign * (y - 0.5) * size) for x, y in poly],
        )


# Where the pips of 2..10 go, as printed on a standard deck: (column, row) with column
# -1/0/1 = left/middle/right and row 0..1 from the top pip row to the bottom one. Pips
# below the middle row are printed upside down.
PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: (
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ),
    10: (
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ),
}


def pips(number: int) -> Sequence[tuple[int, float]]:
    """The pip places of the number card `number` (2..10)."""
    return PIPS[number]
