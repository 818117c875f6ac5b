"""The row of buttons under the timeline: each key of the review has one (and each button
its key). Each button is as wide as its words ask, the row filling its width; all share one
font size, the largest at which every label fits. Where one row would shrink the words
under the size the room reads (LEAST: nine buttons side by side in French read at 10 px at
1280×720), they go in two rows."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import pygame
from attrs import frozen

from game.ui.shell import widgets as w


@frozen
class Button:
    name: str
    text: Callable[[], str]
    act: Callable[[], None]
    enabled: Callable[[], bool]


def rects(row: pygame.Rect, unit: int, texts: Sequence[str], rows: int = 1) -> list[pygame.Rect]:
    """Where each button lies in `row` (the buttons in `rows` rows, in order, about half
    of their words in each): widths shared out as their words ask."""
    gap = max(2, unit // 4)
    size = round(unit * w.LEAST)
    line_h = (row.h - max(4, unit // 2) // 2 * (rows - 1)) // rows
    asked = [w.text_width(t, size, True) + line_h for t in texts]  # (rounded ends, air)
    cut = _halves(asked) if rows == 2 else len(texts)
    out: list[pygame.Rect] = []
    for k, (start, end) in enumerate(((0, cut), (cut, len(texts)))[:rows]):
        line = pygame.Rect(row.x, row.bottom - line_h if k else row.y, row.w, line_h)
        out += _shared(line, gap, asked[start:end])
    return out


def rows_needed(row: pygame.Rect, unit: int, texts: Sequence[str]) -> int:
    """1, or 2 where one row would draw the words smaller than the room reads."""
    one = rects(row, unit, texts)
    return 1 if font_size(unit, texts, one) >= round(unit * w.LEAST) else 2


def _halves(asked: Sequence[int]) -> int:
    """Where to cut the buttons in two rows: the first row's words nearest half of all."""
    total = sum(asked)
    runs = list(itertools.accumulate(asked[:-1]))  # the first row's words, cut after each
    return 1 + min(range(len(runs)), key=lambda i: abs(2 * runs[i] - total))


def _shared(line: pygame.Rect, gap: int, asked: Sequence[int]) -> list[pygame.Rect]:
    room = line.w - gap * (len(asked) - 1)
    total = sum(asked)
    x = float(line.x)
    out = []
    for a in asked:
        width = room * a / total
        out.append(pygame.Rect(round(x), line.y, round(x + width) - round(x), line.h))
        x += width + gap
    return out


def font_size(unit: int, texts: Sequence[str], rs: Sequence[pygame.Rect]) -> int:
    """One size for the whole row: the largest at which every label fits its button."""
    size = round(unit * w.LEAST)
    return min(
        (w.fit_size(t, size, w.button_room(r), True) for t, r in zip(texts, rs, strict=True)),
        default=size,
    )


def draw(
    surface: pygame.Surface,
    row: pygame.Rect,
    unit: int,
    buttons: Sequence[Button],
    hover: str | None,
    rows: int = 1,
) -> None:
    texts = [b.text() for b in buttons]
    rs = rects(row, unit, texts, rows)
    size = font_size(unit, texts, rs)
    for b, text, rect in zip(buttons, texts, rs, strict=True):
        w.button(
            surface,
            rect,
            text,
            size,
            hover=b.name == hover,
            primary=False,
            enabled=b.enabled(),
        )
