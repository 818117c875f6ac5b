"""Whose turn it is, readable from across the room (a table made for the TV): a
large gold arrow beside the seat's name plate, pointing at it, and a bright rim round the
plate; both breathe gently with the scene's time. Both tables draw them each frame over
what lies still and under what flies and speaks, so they never cover a card or a bubble.

Where the arrow goes comes from the table's laid-out rects, not from the seat's side: the
free place nearest the plate (beside it, above or below it, or on a corner), so it follows
a seat to whatever side of the table it sits on.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Protocol

import pygame

from game.ui.shell import drawn
from game.ui.shell import widgets as w
from game.ui.shell.surface_cache import UI

SIZES = (0.07, 0.05, 0.03)  # the arrow's size in window heights: the largest with room
PERIOD = 1.8  # seconds of one breath: calm
BOB = 0.12  # how far the arrow moves towards its plate and back, in its size
GOLD = w.GOLD
INK = (60, 40, 6)
BRIGHT = (255, 246, 214)

Box = tuple[int, int, int, int]


class Seat(Protocol):
    @property
    def plate(self) -> pygame.Rect: ...
    @property
    def bubble(self) -> pygame.Rect: ...


class Table(Protocol):
    """What both tables' layouts give: the window's size, the seats, every laid-out rect."""

    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def seats(self) -> Sequence[Seat]: ...
    def zones(self) -> dict[str, pygame.Rect]: ...


def show(surface: pygame.Surface, lay: Table, seat: int | None, time: float) -> None:
    """The rim and the arrow at the plate of `seat` (None: nobody's turn) on `lay`."""
    if seat is None:
        return
    draw(surface, lay.seats[seat].plate, _spot(lay, seat), time)


_found: list[tuple[Table, int, pygame.Rect | None]] = []  # the last few (layout, seat, spot)
FOUND = 12  # a table of five, with the log open and shut


def _spot(lay: Table, seat: int) -> pygame.Rect | None:
    """place() for `seat` on `lay`, kept: a layout, once made, never changes."""
    for kept, at, spot in _found:
        if kept is lay and at == seat:
            return spot
    sl = lay.seats[seat]
    taken = [r for r in lay.zones().values() if r != sl.plate]
    spot = place(sl.plate, lay.size, taken, spare=sl.bubble)
    _found[:0] = [(lay, seat, spot)]
    del _found[FOUND:]
    return spot


def place(
    plate: pygame.Rect,
    size: tuple[int, int],
    taken: Iterable[pygame.Rect],
    spare: pygame.Rect | None = None,
) -> pygame.Rect | None:
    """Where the arrow for `plate` goes in a window of `size`: the free square nearest the
    plate that touches none of `taken` (everything else laid out on the table). If nothing
    is free, one may lie over `spare` (the seat's own bubble place: a bubble covers it)."""
    boxes = tuple(tuple(r) for r in taken)
    found = _place(tuple(plate), size, boxes)
    if found is None and spare is not None:
        found = _place(tuple(plate), size, tuple(b for b in boxes if b != tuple(spare)))
    return None if found is None else pygame.Rect(found)


@lru_cache(maxsize=256)
def _place(plate_box: Box, size: tuple[int, int], taken: tuple[Box, ...]) -> Box | None:
    plate = pygame.Rect(plate_box)
    window = pygame.Rect((0, 0), size)
    for share in SIZES:
        side = round(size[1] * share)
        gap = max(2, side // 8)
        clear = [pygame.Rect(b).inflate(2 * gap, 2 * gap) for b in taken]
        for spot in _spots(plate, side, gap):
            if window.contains(spot) and spot.collidelist(clear) < 0:
                return (spot.x, spot.y, spot.w, spot.h)
    return None


def _spots(plate: pygame.Rect, side: int, gap: int) -> list[pygame.Rect]:
    """Squares of `side` round the plate, `gap` from it, nearest first (straight beside it
    before on a corner)."""
    spots = []
    for k in range(-4, 5):
        f = k / 4
        dy = round(f * (plate.h + side) / 2 + f * gap)
        dx = round(f * (plate.w + side) / 2 + f * gap)
        x_mid, y_mid = plate.centerx - side // 2 + dx, plate.centery - side // 2 + dy
        spots += [
            pygame.Rect(plate.x - gap - side, y_mid, side, side),
            pygame.Rect(plate.right + gap, y_mid, side, side),
            pygame.Rect(x_mid, plate.y - gap - side, side, side),
            pygame.Rect(x_mid, plate.bottom + gap, side, side),
        ]
    return sorted(
        spots, key=lambda r: (_distance(plate, r.center), math.dist(plate.center, r.center))
    )


def _distance(plate: pygame.Rect, point: tuple[int, int]) -> float:
    x, y = point
    return math.hypot(max(plate.x - x, 0, x - plate.right), max(plate.y - y, 0, y - plate.bottom))


def breath(time: float) -> float:
    """0 to 1 and back, once every PERIOD seconds of the scene's time."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * time / PERIOD)


def draw(
    surface: pygame.Surface, plate: pygame.Rect, spot: pygame.Rect | None, time: float
) -> None:
    """The rim round `plate` and the arrow at `spot` (None: no room for it), pointing at the
    plate, at the scene's `time`."""
    b = breath(time)
    rim = max(2, plate.h // 12)
    colour = tuple(round(g + (c - g) * b) for g, c in zip(GOLD, BRIGHT, strict=True))
    pygame.draw.rect(surface, colour, plate.inflate(rim, rim), rim, border_radius=plate.h // 3)
    if spot is None:
        return
    tx = min(max(spot.centerx, plate.x), plate.right)  # the nearest point of the plate
    ty = min(max(spot.centery, plate.y), plate.bottom)
    angle = math.degrees(math.atan2(ty - spot.centery, tx - spot.centerx))
    img = arrow(spot.w, round(angle) % 360)
    reach = BOB * spot.w * (b - 0.5)
    rad = math.radians(angle)
    centre = (
        round(spot.centerx + reach * math.cos(rad)),
        round(spot.centery + reach * math.sin(rad)),
    )
    drawn.note(drawn.Kind.MARKER, surface, surface.blit(img, img.get_rect(center=centre)))


def arrow(side: int, angle: int) -> pygame.Surface:
    """A gold arrow with a dark rim, pointing at `angle` degrees (0: right, 90: down), that
    fits a `side` square wherever it points; smooth-edged (drawn larger, then scaled)."""

    def make() -> pygame.Surface:
        k = 3
        n = side * k
        big = pygame.Surface((n, n), pygame.SRCALPHA)
        length = (1 - BOB) * n  # room to breathe inside the square
        half = length / 2
        head, shaft, wide = 0.5 * length, 0.17 * length, 0.4 * length
        points = [
            (-half, -shaft),
            (half - head, -shaft),
            (half - head, -wide),
            (half, 0.0),
            (half - head, wide),
            (half - head, shaft),
            (-half, shaft),
        ]
        turn = math.radians(angle)
        cos, sin = math.cos(turn), math.sin(turn)
        c = n / 2
        poly = [(c + x * cos - y * sin, c + x * sin + y * cos) for x, y in points]
        pygame.draw.polygon(big, GOLD, poly)
        pygame.draw.polygon(big, INK, poly, max(2, round(n * 0.035)))
        return pygame.transform.smoothscale(big, (side, side))

    return UI.remember(("turn arrow", side, angle), make)
