"""Colour measures for the accessibility tests: WCAG 2.x contrast, the colour-vision
simulations of Machado, Oliveira and Fernandes (2009) and the CIEDE2000 colour difference.

All of it is plain arithmetic on 8-bit sRGB triples, so the tests measure the colours the
code draws with and the pixels a frame holds alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]


def linear(channel: float) -> float:
    """An sRGB channel (0..255) as linear light (0..1), as WCAG 2.x and IEC 61966-2-1 do."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encoded(value: float) -> float:
    """Linear light (0..1) back to an sRGB channel (0..255), clipped to the gamut."""
    v = min(1.0, max(0.0, value))
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def luminance(rgb: Sequence[float]) -> float:
    """WCAG 2.x relative luminance."""
    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_of(l1: float, l2: float) -> float:
    """The WCAG contrast ratio of two relative luminances."""
    hi, lo = max(l1, l2), min(l1, l2)
    return (hi + 0.05) / (lo + 0.05)


def contrast(a: Sequence[float], b: Sequence[float]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    return contrast_of(luminance(a), luminance(b))


def is_large(size: int, bold: bool) -> bool:
    """WCAG's large text: 18 pt (24 px), or 14 pt (18.67 px) bold. A font's size in pygame is
    its em in pixels, as a CSS font size is."""
    return size >= 24 or (bold and size * 3 >= 56)


# Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color
# Vision Deficiency", IEEE TVCG 15(6), 2009: the matrices for severity 1.0 from the paper's
# table (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html), applied
# to linear RGB.
PROTANOPIA: Matrix = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA: Matrix = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
TRITANOPIA: Matrix = (
    (1.255528, -0.076749, -0.178779),
    (-0.078411, 0.930809, 0.147602),
    (0.004733, 0.691367, 0.303900),
)
SIMULATIONS: dict[str, Matrix] = {
    "protanopia": PROTANOPIA,
    "deuteranopia": DEUTERANOPIA,
    "tritanopia": TRITANOPIA,
}


def simulate(rgb: Sequence[float], matrix: Matrix) -> tuple[float, float, float]:
    """`rgb` as seen with the deficiency of `matrix` (sRGB 0..255, not rounded)."""
    lin = [linear(c) for c in rgb[:3]]
    out = [sum(m * v for m, v in zip(row, lin, strict=True)) for row in matrix]
    return encoded(out[0]), encoded(out[1]), encoded(out[2])


def lab(rgb: Sequence[float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65 white) of an sRGB colour."""
    r, g, b = (linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e_2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1), after Sharma, Wu and Dalal, "The
    CIEDE2000 color-difference formula", Color Res. Appl. 30(1), 2005."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh)
    )


def delta_e_76(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIE76: the plain distance in L*a*b*."""
    return math.dist(lab1, lab2)


def seen_apart(a: RGB, b: RGB, matrix: Matrix) -> float:
    """How far apart (CIEDE2000) two colours stay with the deficiency of `matrix`."""
    return delta_e_2000(lab(simulate(a, matrix)), lab(simulate(b, matrix)))
