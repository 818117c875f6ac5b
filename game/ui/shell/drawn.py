"""What was drawn where: the text, card, badge and ring helpers report each thing they draw,
so a test can check that nothing is cut by the window's edge or squeezed into a smaller font
than its neighbours; and the text helpers report each line's ink and what lay under it,
so a test can measure its contrast.

Nothing listens in play: a report is one test of a module global. A test listens with
`recording()`, or `inks()` for the lines' inks.
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


@frozen(eq=False)
class Ink:
    """One line of text as the eye meets it: its letters and what they were drawn on."""

    text: str
    size: int  # the font size it was drawn at
    bold: bool
    color: tuple[int, int, int]
    alpha: int  # the line's opacity, 255 unless it fades
    rect: pygame.Rect  # where it went, in the coordinates of the surface's top parent
    canvas: tuple[int, int]  # that parent's size
    glyphs: pygame.Surface  # the rendered line: its alpha is where the ink lies
    behind: pygame.Surface  # a copy of what was under `rect` just before the line went on


_sink: list[Drawn] | None = None
_inks: list[Ink] | None = None


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


def listening() -> bool:
    """Is a test listening (`recording`, `inks`)? A table that keeps a still picture draws
    it whole then, so that everything on screen is reported."""
    return _sink is not None or _inks is not None


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


def ink(
    surface: pygame.Surface,
    rect: pygame.Rect,
    glyphs: pygame.Surface,
    color: tuple[int, int, int],
    *,
    text: str,
    size: int,
    bold: bool = False,
    alpha: int = 255,
) -> None:
    """Report a line of text about to be drawn on `surface` at `rect` (call it before the
    line and its shadow go on: what is under it then is its background)."""
    if _inks is None:
        return
    inside = rect.clip(surface.get_rect())
    if inside.w <= 0 or inside.h <= 0:
        return
    behind = surface.subsurface(inside).copy()
    glyphs = glyphs.subsurface(inside.move(-rect.x, -rect.y))
    x, y = surface.get_abs_offset()
    canvas = surface.get_abs_parent().get_size()
    _inks.append(Ink(text, size, bold, color, alpha, inside.move(x, y), canvas, glyphs, behind))


@contextmanager
def inks() -> Iterator[list[Ink]]:
    """Every line of text drawn while the block runs, with its ink and background."""
    global _inks
    seen: list[Ink] = []
    outer, _inks = _inks, seen
    try:
        yield seen
    finally:
        _inks = outer


@contextmanager
def unrecorded() -> Iterator[None]:
    """Nothing drawn while the block runs is reported: a picture drawn only to have what it
    needs made ahead, never shown (a table built a step a frame after a resize)."""
    global _sink, _inks
    outer, _sink = _sink, None
    outer_inks, _inks = _inks, None
    try:
        yield
    finally:
        _sink, _inks = outer, outer_inks
