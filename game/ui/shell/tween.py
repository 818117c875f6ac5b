"""Tweens for the tables' animations (both games): easing curves, in-between rects, and an
animation's progress."""

from __future__ import annotations

import pygame


def ease_out(t: float) -> float:
    """Fast start, soft landing (cubic)."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(lerp(a.x, b.x, t)), round(lerp(a.y, b.y, t)),
        max(1, round(lerp(a.w, b.w, t))), max(1, round(lerp(a.h, b.h, t))),
    )  # fmt: skip


class Timed:
    """An animation's progress from its `duration` and `elapsed` seconds (the game's
    animation class declares both as fields)."""

    __slots__ = ()
    duration: float
    elapsed: float

    @property
    def t(self) -> float:
        """0..1: how far along (1 at once for no duration)."""
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration
