"""The row of buttons under the timeline: each key of the review has one (and each button
its key). Each button is as wide as its words ask, the row filling its width; all share one
font size, the largest at which every label fits."""

from __future__ import annotations

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


def rects(row: pygame.Rect, unit: int, texts: Sequence[str]) -> list[pygame.Rect]:
    """Where each button lies in `row`: widths shared out as their words ask."""
    gap = max(2, unit // 4)
    size = round(unit * w.LEAST)
    ends = row.h  # the rounded ends and a little air
    asked = [w.text_width(t, size, True) + ends for t in texts]
    room = row.w - gap * (len(texts) - 1)
    total = sum(asked)
    x = float(row.x)
    out = []
    for a in asked:
        width = room * a / total
        out.append(pygame.Rect(round(x), row.y, round(x + width) - round(x), row.h))
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
) -> None:
    texts = [b.text() for b in buttons]
    rs = rects(row, unit, texts)
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
