"""Text drawing shared by every scene: fit, wrap, shadow.

Rendering text is the costliest thing a scene does every frame, so rendered lines are kept
in the shared UI surface cache (the same few dozen strings are drawn 60 times a second), and
the size a line is shrunk to is remembered too (finding it opens fonts of several sizes).
"""

from __future__ import annotations

import functools
import re

import pygame

from game.ui.shell import drawn
from game.ui.shell.fonts import font
from game.ui.shell.surface_cache import UI

Color = tuple[int, int, int]
SHADOW = (0, 0, 0)


def text_surface(text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
    """One rendered line (cached; do not change it, or reset what you changed)."""
    return UI.remember(
        ("text", text, size, color, bold), lambda: font(size, bold).render(text, True, color)
    )


@functools.lru_cache(maxsize=4096)
def fitted_size(text: str, size: int, max_width: int, bold: bool = False) -> int:
    """The largest font size <= ``size`` at which ``text`` fits in ``max_width`` pixels."""
    while size > 8 and font(size, bold).size(text)[0] > max_width:
        size = max(8, int(size * 0.9))
    return size


@functools.lru_cache(maxsize=256)
def key_lines(keys: str, size: int, width: int) -> tuple[str, ...]:
    """A line of keys' help ("G game   ·   ← → opponents   ·   …") in as few lines no wider
    than `width` at `size` as it takes, of even lengths, broken between two keys."""
    parts = re.split(r"(\s*·\s*)", keys)
    sep = parts[1] if len(parts) > 1 else " · "
    items = parts[::2]
    f = font(size)

    def fill(limit: int) -> list[str]:
        lines: list[str] = []
        for item in items:
            if lines and f.size(lines[-1] + sep + item)[0] <= limit:
                lines[-1] += sep + item
            else:
                lines.append(item)
        return lines

    lines = fill(width)
    limit = f.size(keys)[0] // len(lines)  # as even as the keys allow
    while len(fill(limit)) > len(lines):
        limit += max(1, width // 50)
    return tuple(fill(min(limit, width)))


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``max_width``; long words (paths) are split."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            # A single word wider than the line (a long file path) is cut by characters.
            line = ""
            for ch in word:
                if line and f.size(line + ch)[0] > max_width:
                    lines.append(line)
                    line = ""
                line += ch
        lines.append(line)
    return lines


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
