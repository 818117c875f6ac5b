"""The joker's face (RULES.md H7.1), drawn like the other 52 (card_faces.py): the same card,
border and cream, shapes drawn at 2-4x and smooth-scaled down, letters rendered at their
final size.

What is on it, as on a printed deck's joker:

    corners   the word JOKER written downwards, one letter under the other; the
              bottom-right one turned over.
    middle    a jester: a cap of three floppy points with gold bells, a laughing face, a
              ruff, and a harlequin tunic, with stars about him.

Below SMALL_WIDTH the letters are larger and the middle shows only the jester's cap, big,
in the lower right (as a small court card shows its headgear); in an overlapped fan the
left strip still reads JOKER.

The joker belongs to no suit, so its own colours never pass for one suit's: in the
two-colour deck it is red and black (the red of its letters and the black of the spades
side by side on its cap); in the four-colour deck its cap and tunic take the four suits'
colours and its letters a violet no suit has.
"""

from __future__ import annotations

import math

import pygame

from game.ui.huit.court import GOLD, SKIN, WHITE, _Pen
from game.ui.huit.inks import BLACK, BLUE, INK, RED, TEAL, VIOLET
from game.ui.huit.suits import bezier
from game.ui.shell import fonts
from game.ui.table.card_faces import BORDER, CREAM, SMALL_WIDTH, CardArt, _radius, _supersample

RGB = tuple[int, int, int]
Point = tuple[float, float]

CHEEK: RGB = (236, 140, 140)

WORD = "JOKER"


def letters_ink(four_colour: bool) -> RGB:
    """The colour of the corner letters: red, or in the four-colour deck a violet (red is
    hearts' there alone)."""
    return VIOLET if four_colour else RED


def motley(four_colour: bool) -> tuple[RGB, RGB, RGB, RGB]:
    """The jester's colours: the cap's left, middle and right points, then the tunic's
    second colour."""
    if four_colour:
        return TEAL, RED, BLUE, BLACK
    return RED, BLACK, RED, BLACK


def render(width: int, four_colour: bool) -> pygame.Surface:
    """The joker's face, `width` pixels wide and as tall as every card, with per-pixel
    alpha."""
    height = CardArt.height_for(width)
    small = width < SMALL_WIDTH
    k = _supersample(width)
    big = pygame.Surface((width * k, height * k), pygame.SRCALPHA)
    border = round(max(1.0, width * 0.008) * k)
    r = _radius(width) * k
    body = pygame.Rect(0, 0, width * k, height * k)
    pygame.draw.rect(big, BORDER, body, border_radius=round(r))
    pygame.draw.rect(
        big, CREAM, body.inflate(-2 * border, -2 * border), border_radius=round(r - border)
    )
    colours = motley(four_colour)
    if small:
        size = width * 0.66
        draw_head(big, width * 0.63 * k, (height - width * 0.6) * k, size * k, colours)
    else:
        x0, y0 = round(width * 0.2 * k), round(width * 0.06 * k)
        panel = pygame.Surface(
            (big.get_width() - 2 * x0, big.get_height() - 2 * y0), pygame.SRCALPHA
        )
        draw_jester(panel, colours, max(1.0, width * 0.006 * k))
        big.blit(panel, (x0, y0))
    out = pygame.transform.smoothscale(big, (width, height))
    word = corner_word(width, letters_ink(four_colour))
    rect = out.blit(word, word.get_rect(midtop=corner_at(width)))
    if not small:
        out.blit(pygame.transform.rotate(word, 180), (width - rect.right, height - rect.bottom))
    return out


# -- the corners ----------------------------------------------------------------------------


def letter_cap(width: int) -> float:
    """The letters' cap height: a fifth of a small card's width, an eighth of a big one's
    (five of them stand in the corner where other cards have a rank and a suit sign)."""
    return width * (0.2 if width < SMALL_WIDTH else 0.12)


def corner_at(width: int) -> tuple[int, int]:
    """Where the top of the corner word is centred (the other cards' index column)."""
    if width < SMALL_WIDTH:
        return round(width * 0.16), round(width * 0.07)
    return round(width * 0.118), round(width * 0.065)


def corner_word(width: int, colour: RGB) -> pygame.Surface:
    """JOKER, one letter under the other, each centred, cropped to ink. The J's tail is
    shortened to the others' height, as on the other cards' corners, so the five letters
    are evenly spaced and stay clear of the card's lower edge."""
    cap = letter_cap(width)
    font = fonts.font(max(6, round(cap / 0.729)), bold=True)  # DejaVu Bold caps: 0.729 em
    tallest = max(1, round(cap * 1.05))
    glyphs = []
    for ch in WORD:
        surf = font.render(ch, True, colour)
        g = surf.subsurface(surf.get_bounding_rect()).copy()
        if g.get_height() > tallest:
            g = pygame.transform.smoothscale(g, (g.get_width(), tallest))
        glyphs.append(g)
    step = tallest + max(1, round(cap * 0.16))
    out = pygame.Surface(
        (max(g.get_width() for g in glyphs), step * (len(glyphs) - 1) + tallest), pygame.SRCALPHA
    )
    for i, g in enumerate(glyphs):
        out.blit(g, g.get_rect(midbottom=(out.get_width() // 2, i * step + tallest)))
    return out


# -- the pictures ---------------------------------------------------------------------------


def draw_head(
    surf: pygame.Surface, cx: float, cy: float, size: float, colours: tuple[RGB, ...]
) -> None:
    """The jester's head in his cap over his shoulders, about `size` pixels wide, its head
    centred on (cx, cy): a small joker's big sign."""
    pen = _Pen(surf, size, INK, size * 0.03)
    x, y = cx / size, cy / size
    shoulders = (
        [(x - 0.44, y + 0.68), (x - 0.44, y + 0.58)]
        + bezier((x - 0.4, y + 0.44), (x, y + 0.36), (x + 0.4, y + 0.44))
        + [(x + 0.44, y + 0.58), (x + 0.44, y + 0.68)]
    )
    pen.poly(colours[0], shoulders)
    for dx in (-0.2, 0.2):  # two of the tunic's diamonds
        diamond = [(x + dx, y + 0.47), (x + dx + 0.07, y + 0.57), (x + dx, y + 0.67),
                   (x + dx - 0.07, y + 0.57)]  # fmt: skip
        pen.poly(colours[3], diamond, outline=False)
    _ruff(pen, x, y + 0.43, 0.27, 0.07)
    _face(pen, x, y + 0.22, 0.21)
    _cap(pen, x, y + 0.07, 0.44, colours)


def draw_jester(surf: pygame.Surface, colours: tuple[RGB, ...], line: float) -> None:
    """The jester, filling `surf` (the card's middle between the corner words). Picture
    units: the surface's width is 1."""
    s = surf.get_width()
    tall = surf.get_height() / s
    pen = _Pen(surf, s, INK, line)
    mid = tall * 0.5
    for x, y, r in (
        (0.12, 0.12, 0.07),
        (0.9, 0.3, 0.055),
        (0.1, tall - 0.1, 0.055),
        (0.88, tall - 0.16, 0.07),
        (0.14, mid + 0.1, 0.04),
        (0.9, mid - 0.02, 0.04),
    ):
        star(pen, x, y, r, GOLD)  # fmt: skip
    # The tunic: shoulders from the ruff out to the panel's sides, checked in two colours.
    top = mid + 0.34
    tunic = (
        [(0.02, tall), (0.02, top + 0.2)]
        + bezier((0.04, top + 0.04), (0.2, top - 0.02), (0.5, top - 0.02))
        + bezier((0.8, top - 0.02), (0.96, top + 0.04), (0.98, top + 0.2))
        + [(0.98, tall)]
    )
    pen.poly(colours[0], tunic, outline=False)
    _checks(pen, tunic, colours[3], top)
    pygame.draw.polygon(surf, INK, pen.pts(tunic), pen.line)
    # A row of bells along the hem of the ruff, then the ruff itself.
    _ruff(pen, 0.5, top + 0.02, 0.4, 0.1)
    # The face, and on the head the cap: a gold band and three points with bells.
    fy = mid + 0.06
    _face(pen, 0.5, fy, 0.2)
    _cap(pen, 0.5, fy - 0.15, 0.5, colours)


def _face(pen: _Pen, cx: float, cy: float, r: float) -> None:
    """A laughing face `r` wide each side of `cx`: eyes shut with laughter, rosy cheeks, a
    red nose and a wide smile."""
    pen.oval(SKIN, cx, cy, r, r * 1.15)
    u = r / 0.2  # the sizes below are for a face 0.2 wide
    for sd in (-1, 1):
        pen.oval(CHEEK, cx + sd * 0.12 * u, cy + 0.07 * u, 0.045 * u, 0.03 * u, outline=False)
        arc = bezier((cx + sd * 0.12 * u, cy - 0.03 * u), (cx + sd * 0.075 * u, cy - 0.085 * u),
                     (cx + sd * 0.03 * u, cy - 0.03 * u))  # fmt: skip
        pygame.draw.lines(pen.surf, INK, False, pen.pts(arc), max(1, round(pen.line * 1.4)))
    smile = bezier(
        (cx - 0.12 * u, cy + 0.06 * u), (cx, cy + 0.2 * u), (cx + 0.12 * u, cy + 0.06 * u)
    )
    smile += bezier(
        (cx + 0.08 * u, cy + 0.085 * u), (cx, cy + 0.13 * u), (cx - 0.08 * u, cy + 0.085 * u)
    )
    pen.poly(INK, smile, outline=False)
    pen.oval(RED, cx, cy + 0.015 * u, 0.04 * u, 0.035 * u)


def _cap(pen: _Pen, cx: float, base: float, w: float, colours: tuple[RGB, ...]) -> None:
    """Three floppy points from a band `w` wide whose lower edge is at `base`: the middle
    one up, the side ones curling out and down, each with a gold bell at its tip."""
    h = w * 0.2  # the band
    band_top = base - h
    tips = (
        (cx - w * 0.95, base - w * 0.15),
        (cx, base - w * 1.05),
        (cx + w * 0.95, base - w * 0.15),
    )
    roots = (
        (cx - w * 0.5, cx - w * 0.1),
        (cx - w * 0.2, cx + w * 0.2),
        (cx + w * 0.1, cx + w * 0.5),
    )
    pulls = ((cx - w * 0.8, base - w * 0.9), (cx - w * 0.05, base - w * 0.7),
             (cx + w * 0.8, base - w * 0.9))  # fmt: skip
    for (a, b), tip, pull, colour in zip(roots, tips, pulls, colours[:3], strict=True):
        # Each point: out along one curve to its tip and back along a tighter one.
        near = (pull[0] + (cx - pull[0]) * 0.35, pull[1] + (base - pull[1]) * 0.45)
        shape = bezier((a, band_top), pull, tip) + bezier(tip, near, (b, band_top))
        pen.poly(colour, shape)
    pen.poly(GOLD, [(cx - w * 0.52, band_top), (cx + w * 0.52, band_top),
                    (cx + w * 0.5, base), (cx - w * 0.5, base)])  # fmt: skip
    for x, y in tips:
        pen.oval(GOLD, x, y, w * 0.11, w * 0.11)
        pen.dot(INK, x, y + w * 0.04, w * 0.025)


def _ruff(pen: _Pen, cx: float, cy: float, rx: float, ry: float) -> None:
    """A pleated collar: a ring of rounded lobes."""
    n = 14
    pts: list[Point] = []
    for i in range(n * 2):
        a = math.pi * i / n
        r = 1.0 if i % 2 == 0 else 0.78
        pts.append((cx + rx * r * math.cos(a), cy + ry * r * math.sin(a)))
    pen.poly(WHITE, pts)
    pen.oval(WHITE, cx, cy, rx * 0.62, ry * 0.55)


def _checks(pen: _Pen, outline: list[Point], colour: RGB, top: float) -> None:
    """Harlequin diamonds in `colour` over the tunic, clipped to its `outline`."""
    size = pen.surf.get_size()
    layer = pygame.Surface(size, pygame.SRCALPHA)
    dw, dh = 0.16, 0.2
    rows = int((size[1] / pen.s - top) / dh) + 2
    for row in range(rows):
        y = top + row * dh
        shift = (row % 2) * dw / 2
        for col in range(-1, int(1 / dw) + 2):
            x = col * dw + shift
            pygame.draw.polygon(
                layer,
                colour,
                pen.pts([(x, y - dh / 2), (x + dw / 4, y), (x, y + dh / 2), (x - dw / 4, y)]),
            )
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pen.pts(outline))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pen.surf.blit(layer, (0, 0))


def star(pen: _Pen, cx: float, cy: float, r: float, colour: RGB) -> None:
    """A five-pointed star of radius `r`, one point up."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pen.poly(colour, pts)
