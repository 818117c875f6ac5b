"""Where players sit around a card table and how a hand is fanned: pure geometry shared by
both games' layouts. The seat shown (the player's, seat 0 unless people take turns at the
screen) sits at the bottom; the others follow clockwise: left, top, right.

    2 players: top            4 players: left, top, right
    3 players: top-left, top-right   5 players: left, top-left, top-right, right
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Protocol, Self, TypeVar

import pygame

from game.ui.table.card_faces import CardArt

FAN_GAP = 0.08  # cards side by side have this much of a card's width between them
FAN_MIN_STEP = 0.3  # a fanned card shows at least this much of its width (its index)
MIN_CARD = 16  # CardArt's smallest width


class Side(enum.Enum):
    BOTTOM = "bottom"
    TOP = "top"
    LEFT = "left"
    RIGHT = "right"


def card_h(width: int) -> int:
    return CardArt.height_for(width)


def sides_for(players: int) -> tuple[Side, ...]:
    """The side of the table each seat sits on (seat 0 first)."""
    return {
        2: (Side.BOTTOM, Side.TOP),
        3: (Side.BOTTOM, Side.TOP, Side.TOP),
        4: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT),
        5: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.TOP, Side.RIGHT),
    }[players]


class Placed(Protocol):
    """A seat's place on a layout, which can be given to another seat."""

    def seated(self, seat: int) -> Self: ...


PlacedT = TypeVar("PlacedT", bound=Placed)


def rotate(places: Sequence[PlacedT], bottom: int) -> tuple[PlacedT, ...]:
    """Seats laid out place by place (the bottom place first, then clockwise) given to the
    seats they hold when seat `bottom` sits at the bottom, and listed by seat: the table
    turns so that whoever is at the screen sees their own cards in front of them."""
    count = len(places)
    by_seat = {(bottom + place) % count: laid for place, laid in enumerate(places)}
    return tuple(by_seat[seat].seated(seat) for seat in range(count))


def fan(
    area: pygame.Rect,
    count: int,
    card_w: int,
    *,
    gap: float = FAN_GAP,
    least_step: float = FAN_MIN_STEP,
) -> list[pygame.Rect]:
    """Card rects for `count` cards side by side in `area`, overlapping when they must.

    Cards sit on the area's bottom edge, centred; when overlapping, each shows at least
    `least_step` of its width (narrower cards if needed) so its corner index stays readable.
    """
    if count <= 0:
        return []
    w = card_w
    step: float = w + round(w * gap)
    if count > 1 and w + (count - 1) * step > area.w:
        step = (area.w - w) / (count - 1)
        if step < w * least_step:  # too many: shrink the cards too
            w = max(MIN_CARD, int(area.w / (1 + (count - 1) * least_step)))
            step = min((area.w - w) / (count - 1), w + round(w * gap))
    h = card_h(w)
    total = w + (count - 1) * step
    x0 = area.centerx - total / 2
    return [pygame.Rect(round(x0 + i * step), area.bottom - h, w, h) for i in range(count)]
