"""The room's QR code on the TV: its modules painted as whole-pixel squares (never scaled:
a blurred edge makes a camera hesitate), on light paper with the quiet zone around it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

DARK = (16, 20, 18)
LIGHT = (250, 250, 246)


def module_size(modules: int, room: int) -> int:
    """The whole pixels a module takes for the code to fit `room` pixels (at least 1)."""
    return max(1, room // max(1, modules))


def qr_surface(rows: Sequence[Sequence[bool]], room: int) -> pygame.Surface:
    """The code (`rows` of modules, quiet zone included) at the largest whole module size
    that fits a square of `room` pixels."""
    n = len(rows)
    px = module_size(n, room)
    surf = pygame.Surface((n * px, n * px))
    surf.fill(LIGHT)
    for y, row in enumerate(rows):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x  # a run of dark modules: one rectangle
            while x < len(row) and row[x]:
                x += 1
            surf.fill(DARK, pygame.Rect(start * px, y * px, (x - start) * px, px))
    return surf
