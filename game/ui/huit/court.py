"""The pictures of the jack, queen and king: a framed bust in the suit's colour, its
headgear telling the rank (a beret with a feather, a tiara, a crown) and something in hand
(a halberd, a flower, a sword). As on real court cards the picture is a half figure, shown
twice, the lower one turned over, so the card reads the same either way up.

Drawn with pygame primitives on the face's supersampled surface; coordinates are in units
of the picture's width.
"""

from __future__ import annotations

import math

import pygame

from game.rules.huit.cards import Suit
from game.ui.huit.suits import bezier, draw_suit

RGB = tuple[int, int, int]
Point = tuple[float, float]

JACK, QUEEN, KING = 10, 11, 12  # ranks, as in game.rules.huit.cards

GOLD: RGB = (226, 176, 52)
SKIN: RGB = (248, 220, 188)
HAIR: RGB = (150, 96, 44)
BEARD: RGB = (236, 232, 224)
STEEL: RGB = (206, 212, 222)
WOOD: RGB = (128, 84, 46)
LEAF: RGB = (58, 128, 66)
LIPS: RGB = (190, 56, 56)
WHITE: RGB = (255, 255, 255)
_TABARD: RGB = (250, 236, 196)  # light, so the suit shows on black robes too
PANEL: RGB = (253, 249, 238)  # a touch lighter than the card, so the frame reads as a frame


class _Pen:
    """Draws filled, outlined shapes at picture units (x, y) * scale."""

    def __init__(self, surf: pygame.Surface, scale: float, ink: RGB, line: float) -> None:
        self.surf, self.s, self.ink, self.line = surf, scale, ink, max(1, round(line))

    def pts(self, points: list[Point] | tuple[Point, ...]) -> list[Point]:
        return [(x * self.s, y * self.s) for x, y in points]

    def poly(
        self, fill: RGB, points: list[Point] | tuple[Point, ...], outline: bool = True
    ) -> None:
        p = self.pts(points)
        pygame.draw.polygon(self.surf, fill, p)
        if outline:
            pygame.draw.polygon(self.surf, self.ink, p, self.line)

    def oval(
        self, fill: RGB, cx: float, cy: float, rx: float, ry: float, outline: bool = True
    ) -> None:
        steps = [math.pi * a / 24 for a in range(48)]
        self.poly(fill, [(cx + rx * math.cos(a), cy + ry * math.sin(a)) for a in steps], outline)

    def dot(self, fill: RGB, cx: float, cy: float, r: float) -> None:
        pygame.draw.circle(self.surf, fill, (cx * self.s, cy * self.s), max(1.0, r * self.s))


# -- headgear (also the big sign of a small court card) -------------------------------------


def crown(pen: _Pen, cx: float, base: float, w: float, fill: RGB, jewel: RGB) -> None:
    """A king's crown, `w` wide, its band's lower edge at `base`."""
    h = w * 0.62
    x0, x1 = cx - w / 2, cx + w / 2
    top = base - h
    pen.poly(
        fill,
        [
            (x0, base),
            (x0 - w * 0.04, top + h * 0.2),
            (cx - w * 0.25, top + h * 0.5),
            (cx, top),
            (cx + w * 0.25, top + h * 0.5),
            (x1 + w * 0.04, top + h * 0.2),
            (x1, base),
        ],
    )
    pen.poly(fill, [(x0, base - h * 0.28), (x1, base - h * 0.28), (x1, base), (x0, base)])
    for x, y in ((x0 - w * 0.04, top + h * 0.2), (cx, top), (x1 + w * 0.04, top + h * 0.2)):
        pen.oval(fill, x, y, w * 0.07, w * 0.07)
    for x in (cx - w * 0.27, cx, cx + w * 0.27):
        pen.oval(jewel, x, base - h * 0.14, w * 0.06, h * 0.09, outline=False)


def tiara(pen: _Pen, cx: float, base: float, w: float, fill: RGB, jewel: RGB) -> None:
    """A queen's tiara: a low band of round arches with a jewel in the middle."""
    h = w * 0.42
    pts: list[Point] = [(cx - w / 2, base)]
    for i in range(25):  # one tall arch flanked by two lower ones
        t = i / 24
        x = cx - w / 2 + w * t
        arches = 0.8 + 0.2 * abs(math.cos(3 * math.pi * t))
        y = base - h * (0.45 + 0.55 * math.sin(math.pi * t)) * arches
        pts.append((x, y))
    pts.append((cx + w / 2, base))
    pen.poly(fill, pts)
    pen.oval(jewel, cx, base - h * 0.5, w * 0.1, h * 0.22)
    for side in (-1, 1):
        pen.oval(jewel, cx + side * w * 0.3, base - h * 0.32, w * 0.05, h * 0.12, outline=False)


def beret(pen: _Pen, cx: float, base: float, w: float, fill: RGB, band: RGB) -> None:
    """A jack's beret with a band and a feather sweeping up to the right."""
    h = w * 0.42
    pen.poly(
        band,
        bezier(
            (cx + w * 0.1, base - h * 0.6),
            (cx + w * 0.55, base - h * 1.5),
            (cx + w * 0.62, base - h * 2.3),
        )
        + bezier(
            (cx + w * 0.5, base - h * 2.0),
            (cx + w * 0.4, base - h * 1.2),
            (cx - w * 0.02, base - h * 0.55),
        ),
    )
    pen.oval(fill, cx, base - h * 0.55, w * 0.5, h * 0.5)
    pen.poly(
        band,
        [
            (cx - w * 0.44, base - h * 0.32),
            (cx + w * 0.44, base - h * 0.32),
            (cx + w * 0.4, base),
            (cx - w * 0.4, base),
        ],
    )


def draw_headgear(
    surf: pygame.Surface, rank: int, cx: float, cy: float, size: float, colour: RGB, ink: RGB
) -> None:
    """The rank's headgear alone, about `size` pixels wide, centred on (cx, cy): the big
    sign of a court card too small for its picture."""
    pen = _Pen(surf, 1.0, ink, size * 0.04)
    if rank == KING:
        crown(pen, cx, cy + size * 0.3, size * 0.9, colour, GOLD)
    elif rank == QUEEN:
        tiara(pen, cx, cy + size * 0.22, size, colour, GOLD)
    else:
        beret(pen, cx - size * 0.12, cy + size * 0.4, size * 0.95, colour, GOLD)


# -- the half figure ------------------------------------------------------------------------


def draw_half(
    surf: pygame.Surface, rank: int, suit: Suit, colour: RGB, ink: RGB, line: float
) -> None:
    """The upper half of a court picture, filling `surf` (its lower edge is the card's
    middle; what would cross it is clipped)."""
    s = surf.get_width()
    low = surf.get_height() / s + 0.05  # the middle line, in picture units (a little past)
    pen = _Pen(surf, s, ink, line)
    surf.fill(PANEL)
    left = rank != KING  # the side of the held object (the king's sword is on his left)
    hx = 0.18 if left else 0.82

    if rank == QUEEN:  # long hair falling behind the shoulders
        pen.oval(HAIR, 0.5, 0.52, 0.2, 0.24)
    # Robe: square shoulders out to the frame, a light tabard down the front showing the
    # suit, a gold collar.
    robe = (
        [(-0.02, low), (-0.02, 0.8)]
        + bezier((0.0, 0.8), (0.04, 0.66), (0.3, 0.64))
        + [(0.5, 0.63)]
        + bezier((0.7, 0.64), (0.96, 0.66), (1.0, 0.8))
        + [(1.02, 0.8), (1.02, low)]
    )
    pen.poly(colour, robe)
    tabard = [(0.36, 0.66), (0.64, 0.66), (0.7, low), (0.3, low)]
    pen.poly(_TABARD, tabard)
    for y in (0.8, 1.0):
        draw_suit(surf, suit, 0.5 * s, y * s, 0.11 * s, colour)
    for side in (-1, 1):
        pen.poly(
            GOLD,
            [
                (0.5 + side * 0.36, 0.66),
                (0.5 + side * 0.3, 0.66),
                (0.5 + side * 0.36, low),
                (0.5 + side * 0.42, low),
            ],
        )
    pen.poly(SKIN, [(0.44, 0.54), (0.56, 0.54), (0.57, 0.66), (0.5, 0.69), (0.43, 0.66)])
    pen.poly(
        GOLD,
        bezier((0.3, 0.645), (0.5, 0.8), (0.7, 0.645))
        + bezier((0.62, 0.64), (0.5, 0.72), (0.38, 0.64)),
    )

    # What the figure holds, in front of the robe, and the hand holding it.
    if rank == KING:
        _sword(pen, hx, low)
    elif rank == QUEEN:
        _flower(pen, hx, 0.36, low, colour)
    else:
        _halberd(pen, hx, low)
    side = -1 if left else 1
    pen.oval(GOLD, hx - side * 0.065, 0.9, 0.035, 0.05)  # the cuff of the sleeve
    pen.oval(SKIN, hx, 0.89, 0.055, 0.048)
    for dy in (-0.012, 0.012):  # fingers round the grip
        pen.poly(
            ink,
            [
                (hx - 0.035, 0.89 + dy),
                (hx + 0.035, 0.89 + dy),
                (hx + 0.035, 0.893 + dy),
                (hx - 0.035, 0.893 + dy),
            ],
            outline=False,
        )

    # Head and face.
    if rank == JACK:
        pen.oval(HAIR, 0.5, 0.41, 0.17, 0.16)
    pen.oval(SKIN, 0.5, 0.43, 0.15, 0.175)
    if rank == KING:
        pen.poly(
            BEARD,
            bezier((0.35, 0.43), (0.36, 0.7), (0.5, 0.72))
            + bezier((0.5, 0.72), (0.64, 0.7), (0.65, 0.43))
            + [(0.62, 0.5), (0.5, 0.475), (0.38, 0.5)],
        )
        pen.poly(BEARD, [(0.41, 0.515), (0.5, 0.485), (0.59, 0.515), (0.5, 0.51)])
    if rank == QUEEN:  # hair framing the face
        for sd in (-1, 1):
            pen.poly(
                HAIR,
                bezier((0.5, 0.26), (0.5 + sd * 0.23, 0.27), (0.5 + sd * 0.16, 0.62))
                + [(0.5 + sd * 0.13, 0.47), (0.5 + sd * 0.05, 0.33)],
            )
    for sd in (-1, 1):
        pen.oval(WHITE, 0.5 + sd * 0.055, 0.415, 0.026, 0.016, outline=False)
        pen.dot(ink, 0.5 + sd * 0.055, 0.415, 0.014)
        pen.poly(
            ink,
            [
                (0.5 + sd * 0.09, 0.375),
                (0.5 + sd * 0.025, 0.37),
                (0.5 + sd * 0.025, 0.382),
                (0.5 + sd * 0.09, 0.39),
            ],
            outline=False,
        )
    pen.poly(ink, [(0.5, 0.42), (0.485, 0.475), (0.505, 0.48)], outline=False)  # nose
    lips = (0.5, 0.525)
    pen.poly(
        LIPS,
        [
            (lips[0] - 0.04, lips[1]),
            (lips[0], lips[1] - 0.01),
            (lips[0] + 0.04, lips[1]),
            (lips[0], lips[1] + 0.016),
        ],
        outline=False,
    )

    # Headgear.
    if rank == KING:
        crown(pen, 0.5, 0.3, 0.32, GOLD, colour)
    elif rank == QUEEN:
        tiara(pen, 0.5, 0.285, 0.3, GOLD, colour)
    else:
        beret(pen, 0.5, 0.3, 0.36, colour, GOLD)

    # The suit in the upper corner away from the held object.
    draw_suit(surf, suit, (0.85 if left else 0.15) * s, 0.13 * s, 0.16 * s, colour)


def _sword(pen: _Pen, x: float, low: float) -> None:
    w = 0.03
    pen.poly(STEEL, [(x - w, 0.16), (x, 0.05), (x + w, 0.16), (x + w, 0.8), (x - w, 0.8)])
    pen.poly(GOLD, [(x - 0.1, 0.8), (x + 0.1, 0.8), (x + 0.08, 0.845), (x - 0.08, 0.845)])
    pen.poly(WOOD, [(x - 0.024, 0.84), (x + 0.024, 0.84), (x + 0.024, low), (x - 0.024, low)])


def _flower(pen: _Pen, x: float, y: float, low: float, colour: RGB) -> None:
    pen.poly(LEAF, [(x - 0.012, y), (x + 0.012, y), (x + 0.012, low), (x - 0.012, low)])
    pen.oval(LEAF, x + 0.06, 0.58, 0.055, 0.022)
    pen.oval(LEAF, x - 0.06, 0.66, 0.055, 0.022)
    for i in range(5):
        a = -math.pi / 2 + 2 * math.pi * i / 5
        pen.oval(colour, x + 0.06 * math.cos(a), y + 0.06 * math.sin(a), 0.045, 0.045)
    pen.oval(GOLD, x, y, 0.035, 0.035)


def _halberd(pen: _Pen, x: float, low: float) -> None:
    pen.poly(WOOD, [(x - 0.018, 0.2), (x + 0.018, 0.2), (x + 0.018, low), (x - 0.018, low)])
    pen.poly(STEEL, [(x, 0.08), (x + 0.03, 0.2), (x, 0.24), (x - 0.03, 0.2)])  # spear point
    pen.poly(
        STEEL,
        bezier((x + 0.018, 0.22), (x + 0.14, 0.2), (x + 0.12, 0.3))
        + bezier((x + 0.12, 0.36), (x + 0.1, 0.31), (x + 0.018, 0.33)),
    )  # axe blade
    pen.poly(STEEL, [(x - 0.018, 0.24), (x - 0.09, 0.27), (x - 0.018, 0.3)])  # back spike
