"""Drawing the speech bubbles (game/ui/table/bubbles.py) and the quieter memos beside a seat's
name plate, for both tables. `area` is the seat's bubble area; `vertical` seats (left and
right) point the tail up at their plate, the others point it left."""

from __future__ import annotations

import pygame
from attrs import frozen

from game.ui.shell import drawn
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.surface_cache import UI
from game.ui.table.bubbles import Bubble, Tone


def thinking(seat: int, time: float, still: bool = False) -> Bubble:
    """ "…" while a bot makes up its mind: one to three dots, going round (`still`: Reduce
    motion, the three at rest)."""
    dots = "•" * (3 if still else 1 + int(time * 3) % 3)
    return Bubble(seat, f"{dots:<3}".replace(" ", "\u2002"), Tone.TAKE, age=1.0)


@frozen
class BubbleFit:
    """How a bubble's words are laid: their lines, their font size, the bubble's width."""

    lines: tuple[str, ...]
    size: int
    width: int


def fit_bubble(area: pygame.Rect, text: str, unit: int, table_w: int) -> BubbleFit:
    """One line while it reads at the tables' least size in the seat's room; else lines at
    that size broken only between words, the bubble widened up to the table's width
    (`table_w`: the window's, less the move log when it is open) when a word is wider than
    the room (a long French or Dutch word beside a narrow seat), and the text shrunk only
    when even the table is too narrow for a word."""
    size = round(unit * 1.1)
    least = round(unit * w.LEAST)
    pad = area.h // 3
    room = area.w - 2 * pad - area.h // 2
    fitted = w.fit_size(text, size, room, True)
    lines: tuple[str, ...] = (text,)
    if fitted < least:  # too long for one line the room reads: broken between words
        fitted = least
        widest = max(
            w.text_surface(word, least, w.INK, True).get_width() for word in text.split(" ")
        )
        most = table_w - 2 * pad - area.h // 3  # the table's width, less the bubble's rim
        room = max(room, min(widest, most))
        if widest > room:  # a word wider than the window itself: it shrinks, never breaks
            fitted = min(w.fit_size(word, least, room, True) for word in text.split(" "))
        lines = w.wrap(text, fitted, room, True)
    img_w = max(w.text_surface(line, fitted, w.INK, True).get_width() for line in lines)
    return BubbleFit(lines, fitted, min(max(area.w - area.h // 3, room + 2 * pad), img_w + 2 * pad))


def draw_bubble(
    surface: pygame.Surface,
    area: pygame.Rect,
    vertical: bool,
    b: Bubble,
    unit: int,
    table_w: int | None = None,
) -> None:
    """Seat `b.seat`'s bubble at its `area`, kept left of `table_w` (default: the surface's
    width; with the move log open, where the log begins)."""
    right = surface.get_width() if table_w is None else table_w
    fit = fit_bubble(area, b.text, unit, right)
    lines, fitted, bw = fit.lines, fit.size, fit.width
    more = (len(lines) - 1) * font(fitted, True).get_linesize()  # the bubble grows down
    if b.tone is Tone.ATTACK:
        fill, ink, edge = (200, 42, 38), w.CREAM, (120, 16, 16)
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
    if rect.right > right or rect.x < 0:  # widened past the table's edge
        rect.x = max(0, min(rect.x, right - rect.w))

    def make() -> pygame.Surface:
        return _layer(rect.size, tail, more, vertical, lines, fitted, (fill, ink, edge))

    # Once it has popped up, a bubble's layer is kept while it shows (made each frame it took
    # 1.5 ms at 4K); its fade is the blit's alpha, set every time.
    key = ("bubble", lines, fitted, b.tone, vertical, rect.size, tail, more)
    layer = make() if b.pop < 1 else UI.remember(key, make)
    layer.set_alpha(alpha)  # (255, not None: None would drop its own alpha, a black box)
    surface.blit(layer, (rect.x - tail, rect.y - tail))
    drawn.note(drawn.Kind.BUBBLE, surface, rect, text=b.text)


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
