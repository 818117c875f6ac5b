"""What was drawn where: the text, card, badge and ring helpers report each thing they draw,
so a test can check that nothing is cut by the window's edge or squeezed into a smaller font
than its neighbours.

Nothing listens in play: a report is one test of a module global. A test listens with
`recording()`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
from attrs import frozen


class Kind(enum.Enum):
    TEXT = "text"
    CARD = "card"
    BADGE = "badge"  # a small sign on or beside a card or a name: a count, "!", a penalty
    RING = "ring"  # a rim drawn round a card: the focus, an attack, a hover
    MARKER = "marker"  # the arrow pointing at the name plate of the seat whose turn it is
    BUBBLE = "bubble"  # a seat's speech bubble, its words drawn on it apart


@frozen
class Drawn:
    kind: Kind
    rect: pygame.Rect  # where it went, in the coordinates of the surface it was drawn on
    canvas: tuple[int, int]  # that surface's size (the window's size: on screen, or the
    # table's kept base, which is blitted whole at the window's corner)
    text: str = ""
    size: int = 0  # the font size the text was drawn at
    asked: int = 0  # the font size asked for: larger when it was shrunk to fit
    room: int | None = None  # the width it had to fit in, if one was given
    bold: bool = False

    @property
    def shrunk(self) -> bool:
        return self.size < self.asked


_sink: list[Drawn] | None = None


def note(
    kind: Kind,
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    text: str = "",
    size: int = 0,
    asked: int = 0,
    room: int | None = None,
    bold: bool = False,
) -> None:
    """Report one thing drawn on `surface` at `rect` (nothing happens unless recording)."""
    if _sink is None:
        return
    x, y = surface.get_abs_offset()  # a subsurface: in its parent's coordinates
    canvas = surface.get_abs_parent().get_size()
    _sink.append(Drawn(kind, rect.move(x, y), canvas, text, size, asked or size, room, bold))


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Everything drawn while the block runs, in order."""
    global _sink
    seen: list[Drawn] = []
    outer, _sink = _sink, seen
    try:
        yield seen
    finally:
        _sink = outer


@contextmanager
def unrecorded() -> Iterator[None]:
    """Nothing drawn while the block runs is reported: a picture drawn only to have what it
    needs made ahead, never shown (a table built a step a frame after a resize)."""
    global _sink
    outer, _sink = _sink, None
    try:
        yield
    finally:
        _sink = outer
