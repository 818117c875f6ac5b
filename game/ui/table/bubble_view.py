"""Drawing the speech bubbles (game/ui/table/bubbles.py) and the quieter memos beside a seat's
name plate, for both tables. `area` is the seat's bubble area; `vertical` seats (left and
right) point the tail up at their plate, the others point it left."""

from __future__ import annotations

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.surface_cache import UI
from game.ui.table.bubbles import Bubble, Tone


def thinking(seat: int, time: float) -> Bubble:
    """ "…" while a bot makes up its mind: one to three dots, going round."""
    dots = "•" * (1 + int(time * 3) % 3)
    return Bubble(seat, f"{dots:<3}".replace(" ", "\u2002"), Tone.TAKE, age=1.0)


def draw_bubble(
    surface: pygame.Surface, area: pygame.Rect, vertical: bool, b: Bubble, unit: int
) -> None:
    size = round(unit * 1.1)
    pad = area.h // 3
    room = area.w - 2 * pad - area.h // 2
    fitted = w.fit_size(b.text, size, room, True)
    lines: tuple[str, ...] = (b.text,)
    if fitted < round(unit * w.LEAST):  # too long for one line the room reads: two
        fitted = round(unit * w.LEAST)
        lines = w.wrap(b.text, fitted, room, True)
    more = (len(lines) - 1) * font(fitted, True).get_linesize()  # the bubble grows down
    img_w = max(w.text_surface(line, fitted, w.INK, True).get_width() for line in lines)
    bw = min(area.w - area.h // 3, img_w + 2 * pad)
    if b.tone is Tone.ATTACK:
        fill, ink, edge = (214, 48, 44), w.CREAM, (120, 16, 16)
    elif b.tone is Tone.TAKE:
        fill, ink, edge = (40, 50, 46), w.CREAM, (140, 160, 150)
    else:
        fill, ink, edge = (252, 248, 236), w.INK, (120, 110, 90)
    alpha = round(255 * b.alpha)
    grow = 0.85 + 0.15 * b.pop
    bh = round(area.h * grow)
    tail = area.h // 3
    if vertical:
        rect = pygame.Rect(area.centerx - bw // 2, area.y + (area.h - bh) // 2, bw, bh + more)
    else:
        rect = pygame.Rect(area.x + tail, area.y + (area.h - bh) // 2, bw, bh + more)

    def make() -> pygame.Surface:
        return _layer(rect.size, tail, more, vertical, lines, fitted, (fill, ink, edge))

    # Once it has popped up, a bubble's layer is kept while it shows (made each frame it took
    # 1.5 ms at 4K); its fade is the blit's alpha, set every time.
    key = ("bubble", lines, fitted, b.tone, vertical, rect.size, tail, more)
    layer = make() if b.pop < 1 else UI.remember(key, make)
    layer.set_alpha(alpha)  # (255, not None: None would drop its own alpha, a black box)
    surface.blit(layer, (rect.x - tail, rect.y - tail))


def _layer(
    size: tuple[int, int],
    tail: int,
    more: int,
    vertical: bool,
    lines: tuple[str, ...],
    fitted: int,
    colours: tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]],
) -> pygame.Surface:
    """The bubble with its tail and words, `tail` pixels of room around its `size`."""
    fill, ink, edge = colours
    layer = pygame.Surface((size[0] + tail * 2, size[1] + tail * 2), pygame.SRCALPHA)
    inner = pygame.Rect(tail, tail, *size)
    if vertical:  # the tail points up at the name plate
        pts = [
            (inner.centerx - tail // 2, inner.y + 1),
            (inner.centerx, inner.y - tail),
            (inner.centerx + tail // 2, inner.y + 1),
        ]
    else:  # the tail points left at the name plate, level with the first line
        mid = inner.y + (inner.h - more) // 2
        pts = [
            (inner.x + 1, mid - tail // 2),
            (inner.x - tail, mid),
            (inner.x + 1, mid + tail // 2),
        ]
    radius = (inner.h - more) // 2
    pygame.draw.rect(layer, edge, inner.inflate(2, 2), border_radius=radius)
    pygame.draw.polygon(layer, edge, [(x, y) for x, y in pts])
    pygame.draw.rect(layer, fill, inner, border_radius=radius)
    pygame.draw.polygon(
        layer, fill, [(x + (1 if not vertical else 0), y + (1 if vertical else 0)) for x, y in pts]
    )
    step = font(fitted, True).get_linesize()
    for k, line in enumerate(lines):
        y = inner.centery + round((k - (len(lines) - 1) / 2) * step)
        w.label(
            layer,
            line,
            fitted,
            ink,
            bold=True,
            shadow=False,
            max_width=inner.w - 8,
            center=(inner.centerx, y),
        )
    return layer


def draw_memo(
    surface: pygame.Surface, area: pygame.Rect, vertical: bool, text: str, unit: int
) -> None:
    """A seat's last move, quieter than a bubble, where the bubble was."""
    size = round(unit * w.LEAST)
    pad = area.h // 3
    fitted = w.fit_size(text, size, area.w - 2 * pad, False)
    img_w = w.text_surface(text, fitted, w.CREAM).get_width()
    h = round(area.h * 0.78)
    rect = pygame.Rect(0, 0, min(area.w, img_w + 2 * pad), h)
    if vertical:
        rect.center = area.center
    else:
        rect.midleft = (area.x + area.h // 3, area.centery)
    surface.blit(w.rounded(rect.size, (6, 26, 16, 215), h // 2, (110, 140, 120), 1), rect)
    w.label(
        surface, text, fitted, w.CREAM, shadow=False, max_width=rect.w - pad, center=rect.center
    )
