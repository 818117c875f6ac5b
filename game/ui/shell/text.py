"""Text drawing shared by every scene: fit, wrap, shadow.

Rendering text is the costliest thing a scene does every frame, so rendered lines are kept
in the shared UI surface cache (the same few dozen strings are drawn 60 times a second), and
the size a line is shrunk to is remembered too (finding it opens fonts of several sizes).

Any string draws, whatever it holds (a name typed on a phone, a file edited by hand): the
characters DejaVu Sans lacks are drawn with the emoji font (`runs`), and a line that draws
nothing (empty, or only zero-width characters) is an empty surface of the line's height.
pygame itself refuses to render a line of zero width.
"""

from __future__ import annotations

import functools
import re
import unicodedata

import pygame

from game.names.drawable import coverage
from game.ui.shell import drawn
from game.ui.shell.fonts import fallback_font, font
from game.ui.shell.surface_cache import UI

Color = tuple[int, int, int]
SHADOW = (0, 0, 0)


@functools.lru_cache(maxsize=4096)
def runs(text: str) -> tuple[tuple[str, bool], ...]:
    """`text` cut where its font changes: (piece, drawn with the emoji font). A mark stays
    with the letter it sits on when that letter's font has it; a character neither font has
    stays with DejaVu, which draws its missing-glyph box."""
    cov = coverage()
    if all(ord(ch) in cov.main for ch in text):
        return ((text, False),) if text else ()
    out: list[tuple[str, bool]] = []
    for ch in text:
        cp = ord(ch)
        if out and unicodedata.combining(ch) and cp in (cov.fallback if out[-1][1] else cov.main):
            fallback = out[-1][1]
        else:
            fallback = cp not in cov.main and cp in cov.fallback
        if out and out[-1][1] == fallback:
            out[-1] = (out[-1][0] + ch, fallback)
        else:
            out.append((ch, fallback))
    return tuple(out)


def _font_of(fallback: bool, size: int, bold: bool) -> pygame.font.Font:
    return fallback_font(size, bold) if fallback else font(size, bold)


def text_width(text: str, size: int, bold: bool = False) -> int:
    """How wide `text` draws at `size`, emoji included."""
    return sum(_font_of(fb, size, bold).size(piece)[0] for piece, fb in runs(text))


def _render(text: str, size: int, color: Color, bold: bool) -> pygame.Surface:
    main = font(size, bold)
    pieces = [(piece, fb) for piece, fb in runs(text) if text_width(piece, size, bold) > 0]
    if len(pieces) == 1 and not pieces[0][1]:
        return main.render(pieces[0][0], True, color)
    width = sum(text_width(piece, size, bold) for piece, _ in pieces)
    line = pygame.Surface((width, main.get_height()), pygame.SRCALPHA)
    line.fill((*color, 0))  # blending onto clear black would darken the letters' edges
    x = 0
    for piece, fb in pieces:
        f = _font_of(fb, size, bold)
        image = f.render(piece, True, color)
        # On the main font's baseline; the emoji font's taller line is cut to this one's.
        line.blit(image, (x, main.get_ascent() - f.get_ascent()))
        x += image.get_width()
    return line


def text_surface(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    """One rendered line (cached; do not change it, or reset what you changed)."""
    return UI.remember(("text", text, size, color, bold), lambda: _render(text, size, color, bold))


@functools.lru_cache(maxsize=4096)
def fitted_size(text: str, size: int, max_width: int, bold: bool = False) -> int:
    """The largest font size <= ``size`` at which ``text`` fits in ``max_width`` pixels."""
    while size > 8 and text_width(text, size, bold) > max_width:
        size = max(8, int(size * 0.9))
    return size


@functools.lru_cache(maxsize=256)
def key_lines(keys: str, size: int, width: int) -> tuple[str, ...]:
    """A line of keys' help ("G game   ·   ← → opponents   ·   …") in as few lines no wider
    than `width` at `size` as it takes, of even lengths, broken between two keys."""
    parts = re.split(r"(\s*·\s*)", keys)
    sep = parts[1] if len(parts) > 1 else " · "
    items = parts[::2]

    def fill(limit: int) -> list[str]:
        lines: list[str] = []
        for item in items:
            if lines and text_width(lines[-1] + sep + item, size) <= limit:
                lines[-1] += sep + item
            else:
                lines.append(item)
        return lines

    lines = fill(width)
    limit = text_width(keys, size) // len(lines)  # as even as the keys allow
    while len(fill(limit)) > len(lines):
        limit += max(1, width // 50)
    return tuple(fill(min(limit, width)))


@functools.lru_cache(maxsize=256)
def even_lines(text: str, size: int, width: int) -> tuple[str, ...]:
    """`text` in as few lines no wider than `width` at `size` as it takes, of even lengths
    (no word left alone on a line of its own), broken between words."""
    lines = wrap(text, size, width)
    widest_word = max(text_width(word, size) for word in text.split(" "))
    limit = max(widest_word, text_width(text, size) // len(lines))
    while limit < width and len(wrap(text, size, limit)) > len(lines):
        limit += max(1, width // 50)
    return tuple(wrap(text, size, min(limit, width)))


SEPARATOR = "·"  # between the parts of a line: where it breaks, the break is the separator


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``max_width``; long words (paths) are split.
    A line never ends nor starts with a separator ("Played: a 4   ·" over "Tried: a 6")."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if text_width(candidate, size, bold) <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            # A single word wider than the line (a long file path) is cut by characters.
            line = ""
            for ch in word:
                if line and text_width(line + ch, size, bold) > max_width:
                    lines.append(line)
                    line = ""
                line += ch
        lines.append(line)
    tidy = [_without_separator(line) for line in lines]
    return [line for line in tidy if line.strip() != SEPARATOR] or tidy


def _without_separator(line: str) -> str:
    """`line` less a separator it starts or ends with (its break stands for it)."""
    bare = line.strip()
    if bare != SEPARATOR and (bare.startswith(SEPARATOR) or bare.endswith(SEPARATOR)):
        return bare.removeprefix(SEPARATOR).removesuffix(SEPARATOR).strip()
    return line


def draw_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    *,
    bold: bool = False,
    max_width: int | None = None,
    shadow: bool = True,
    alpha: int = 255,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Draw one line, shrunk to ``max_width`` if given, placed by a Rect anchor.

    Example: ``draw_text(s, "Hi", 32, WHITE, center=(400, 300))``. Returns the text's rect.
    """
    asked = size
    if max_width is not None:
        size = fitted_size(text, size, max(8, max_width), bold)
    image = text_surface(text, size, color, bold)
    rect = image.get_rect(**anchor)
    drawn.note(
        drawn.Kind.TEXT, surface, rect, text=text, size=size, asked=asked, room=max_width, bold=bold
    )
    drawn.ink(surface, rect, image, color, text=text, size=size, bold=bold, alpha=alpha)
    if shadow:
        # A soft offset shadow keeps light text readable on the bright centre of the felt.
        offset = max(1, size // 18)
        shade = text_surface(text, size, SHADOW, bold)
        shade.set_alpha(min(alpha, 110))  # a cached surface: its alpha is reset right after
        surface.blit(shade, rect.move(offset, offset))
        shade.set_alpha(None)
    if alpha < 255:
        image.set_alpha(alpha)
        surface.blit(image, rect)
        image.set_alpha(None)
    else:
        surface.blit(image, rect)
    return rect
