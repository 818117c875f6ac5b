"""Paper and pen: the sheet of the pad, handwritten figures revealed stroke by stroke, and
the marks a person makes on a score pad (underline, star, circle, crown).

What is dear to draw (the sheet's shadow, kept short, and rendered words) is kept in the
shared UI surface cache; the sheet itself is printed each time (a few hundred fills, where
keeping it took 12 MB at 4K), and the pen marks are a few lines each and drawn every frame.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from game.ui.shell import drawn
from game.ui.shell.fonts import hand_font
from game.ui.shell.surface_cache import UI
from game.ui.shell.text import text_surface, text_width
from game.ui.shell.widgets import blit_tall, shorten

Color = tuple[int, int, int]
Point = tuple[float, float]

PAPER: Color = (251, 247, 230)
PAPER_LOW: Color = (244, 236, 212)  # the lower edge, a touch yellower
GLUE: Color = (214, 200, 170)  # the glued top edge of the pad
RULED: Color = (160, 188, 226)
MARGIN: Color = (226, 120, 120)
PRINT: Color = (84, 102, 144)  # what the printer put there: "Game 1", "Total"
INK: Color = (30, 46, 128)  # the ballpoint: names and figures
RED_PEN: Color = (200, 42, 42)  # circles and stars
GOLD_INK: Color = (232, 178, 44)

ELLIPSIS = "…"
UNASSIGNED = "\u0378"  # no font has it: what a missing glyph looks like


@functools.lru_cache(maxsize=512)
def _has_glyph(char: str) -> bool:
    f = hand_font(32)
    if f.size(char)[0] == 0:
        return False  # draws nothing (pygame would refuse to render it): DejaVu's line
    missing = pygame.image.tobytes(f.render(UNASSIGNED, True, (0, 0, 0)), "RGBA")
    drawn = f.render(char, True, (0, 0, 0))
    return pygame.image.tobytes(drawn, "RGBA") != missing


def hand_has(text: str) -> bool:
    """Whether the handwriting has every letter of `text` (else DejaVu writes it)."""
    return all(c.isspace() or _has_glyph(c) for c in text)


def _hand(size: int) -> pygame.font.Font:
    # The handwriting's letters are small for its size: 1.45 makes its figures as tall as
    # DejaVu's at `size`, so callers can think in one scale.
    return hand_font(max(1, round(size * 1.45)))


def _width(text: str, size: int) -> int:
    return _hand(size).size(text)[0] if hand_has(text) else text_width(text, size)


def hand_surface(text: str, size: int, color: Color) -> pygame.Surface:
    """`text` written by hand at about `size` pixels (cached); in print (DejaVu, emoji from
    the fallback font) when the handwriting lacks one of its letters."""
    if not (text and hand_has(text)):
        return text_surface(text, size, color)
    return UI.remember(("hand", text, size, color), lambda: _hand(size).render(text, True, color))


@functools.lru_cache(maxsize=2048)  # asked for every figure, every frame
def fitted(text: str, size: int, max_width: int) -> tuple[str, int]:
    """`text` and a size at which it fits `max_width`: smaller down to 70 %, then shortened
    with an ellipsis (a long name in a narrow column)."""
    smallest = max(6, round(size * 0.7))
    while size > smallest and _width(text, size) > max_width:
        size -= 1
    if _width(text, size) <= max_width:
        return text, size
    cut = text
    while cut and _width(cut + ELLIPSIS, size) > max_width:
        cut = cut[:-1]
    return (cut.rstrip() + ELLIPSIS if cut else text[:1]), size


def write(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color = INK,
    *,
    reveal: float = 1.0,
    max_width: int | None = None,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Write `text` placed by a Rect anchor; `reveal` < 1 shows only its left part, as if
    the pen were still moving. Returns where the whole text goes."""
    if max_width is not None:
        text, size = fitted(text, size, max_width)
    image = hand_surface(text, size, color)
    rect = image.get_rect(**anchor)
    drawn.ink(surface, rect, image, color, text=text, size=size)
    if reveal >= 1.0:
        surface.blit(image, rect)
    elif reveal > 0.0:
        shown = round(rect.w * reveal)
        surface.blit(image, rect, pygame.Rect(0, 0, shown, rect.h))
    return rect


# -- pen marks ---------------------------------------------------------------------------------


def partial(points: Sequence[Point], progress: float) -> list[Point]:
    """The first `progress` (0..1) of a polyline, measured along its length."""
    if progress >= 1.0 or len(points) < 2:
        return list(points)
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:], strict=False)]
    left = sum(lengths) * max(0.0, progress)
    out = [points[0]]
    for (a, b), length in zip(zip(points, points[1:], strict=False), lengths, strict=True):
        if left >= length:
            out.append(b)
            left -= length
            continue
        if length > 0:
            k = left / length
            out.append((a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k))
        break
    return out


def stroke(
    surface: pygame.Surface,
    points: Sequence[Point],
    color: Color,
    width: int,
    progress: float = 1.0,
) -> None:
    """A pen line along `points`, the first `progress` of it."""
    shown = partial(points, progress)
    if len(shown) < 2:
        return
    pygame.draw.lines(surface, color, False, shown, max(1, width))
    for p in (shown[0], shown[-1]):  # round pen tips
        pygame.draw.circle(surface, color, p, max(1, width) / 2)


def loop_points(rect: pygame.Rect, steps: int = 48) -> list[Point]:
    """A hand-drawn loop around `rect`: an ellipse a little uneven, that overshoots its start
    (a pen does not close a circle exactly)."""
    cx, cy = rect.center
    rx, ry = rect.w / 2, rect.h / 2
    points = []
    turn = 2 * math.pi * 1.12
    for i in range(steps + 1):
        a = -2.2 + turn * i / steps
        wobble = 1 + 0.05 * math.sin(3 * a + 0.7) + 0.035 * (i / steps)
        points.append((cx + rx * wobble * math.cos(a), cy + ry * wobble * math.sin(a)))
    return points


def star_points(center: Point, r: float) -> list[Point]:
    """A five-pointed star in one stroke, the way it is drawn by hand."""
    cx, cy = center
    return [
        (cx + r * math.sin(math.pi * 0.8 * k), cy - r * math.cos(math.pi * 0.8 * k))
        for k in range(6)
    ]


def crown(surface: pygame.Surface, rect: pygame.Rect, progress: float, width: int) -> None:
    """A small crown filling `rect`: gold, outlined in ink; it is drawn, then coloured in."""
    x, y, w, h = rect
    outline = [
        (x, y + h),
        (x, y + h * 0.3),
        (x + w * 0.27, y + h * 0.62),
        (x + w * 0.5, y),
        (x + w * 0.73, y + h * 0.62),
        (x + w, y + h * 0.3),
        (x + w, y + h),
        (x, y + h),
    ]
    if progress >= 0.6:
        pygame.draw.polygon(surface, GOLD_INK, outline)
    stroke(surface, outline, INK, width, min(1.0, progress / 0.6))


# -- the sheet ---------------------------------------------------------------------------------


def draw_shadow(surface: pygame.Surface, sheet: pygame.Rect, spread: int) -> None:
    """The soft shadow of the sheet lying on the felt, a little below and right of it."""
    at = sheet.inflate(2 * spread, 2 * spread).move(spread // 3, spread // 2)
    blit_tall(surface, shadow(sheet.size, spread), at, _shadow_edge(spread))


def _shadow_edge(spread: int) -> int:
    """Rows at the top (and bottom) of the shadow where it fades in; the rows between are
    all alike (the blur reaches about 2.5 spreads in)."""
    return 3 * spread + 2


def shadow(size: tuple[int, int], spread: int) -> pygame.Surface:
    """whole_shadow, cached, kept short (draw_shadow brings it to its height): at 4K the
    whole one is 13 MB."""
    return UI.remember(
        ("pad-shadow", size, spread),
        lambda: shorten(whole_shadow(size, spread), _shadow_edge(spread)),
    )


def whole_shadow(size: tuple[int, int], spread: int) -> pygame.Surface:
    """A soft shadow for a sheet of `size` lying on the felt, `spread` bigger each side."""
    # Drawn small and scaled up: a cheap blur that costs the same at 4K.
    k = max(1, spread // 2)
    small = pygame.Surface(
        ((size[0] + 2 * spread) // k + 2, (size[1] + 2 * spread) // k + 2), pygame.SRCALPHA
    )
    inner = pygame.Rect(0, 0, size[0] // k, size[1] // k)
    inner.center = small.get_rect().center
    pygame.draw.rect(small, (0, 0, 0, 120), inner)
    small = pygame.transform.gaussian_blur(small, 1)
    return pygame.transform.smoothscale(small, (size[0] + 2 * spread, size[1] + 2 * spread))


def draw_paper(
    surface: pygame.Surface,
    sheet: pygame.Rect,
    rules: Sequence[int],
    double: int,
    margin: int,
    columns: Sequence[int],
    glue: int,
    line: int,
) -> None:
    """The printed sheet at `sheet`: cream paper, the glued top edge, blue ruled lines at
    `rules` (y), a double line at `double`, the red margin at `margin` and thin column lines
    at `columns` (x); all positions relative to the sheet. Drawn each time, straight onto
    `surface` (a few hundred fills): kept, it would be 12 MB at 4K."""
    if surface.get_rect().contains(sheet):
        _print(surface.subsurface(sheet), rules, double, margin, columns, glue, line)
        return
    paper = pygame.Surface(sheet.size)  # (a sheet partly outside the window)
    _print(paper, rules, double, margin, columns, glue, line)
    surface.blit(paper, sheet)


def _print(
    s: pygame.Surface,
    rules: Sequence[int],
    double: int,
    margin: int,
    columns: Sequence[int],
    glue: int,
    line: int,
) -> None:
    w, h = s.get_size()
    for y in range(0, h, 4):  # a faint gradient: paper catches the light unevenly
        k = y / max(1, h)
        c = tuple(round(a + (b - a) * k) for a, b in zip(PAPER, PAPER_LOW, strict=True))
        pygame.draw.rect(s, c, (0, y, w, 4))
    pygame.draw.rect(s, GLUE, (0, 0, w, glue))
    for x in range(glue // 2, w, max(3, glue)):  # the edge where the sheet was torn off
        pygame.draw.line(s, PAPER_LOW, (x, glue - 1), (x + glue // 3, glue - 1))
    top = rules[0] if rules else glue
    for y in rules:
        pygame.draw.line(s, RULED, (0, y), (w, y), line)
    for y in (double - line - max(1, line), double + max(1, line)):
        pygame.draw.line(s, RULED, (margin, y), (w, y), line)
    for x in columns:
        pygame.draw.line(s, RULED, (x, top), (x, h - glue), line)
    for dx in (0, line + 2):
        pygame.draw.line(s, MARGIN, (margin - dx, glue), (margin - dx, h), line)
