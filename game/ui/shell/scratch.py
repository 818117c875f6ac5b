"""Scratch canvases: surfaces drawn on and thrown away at once (a card face is drawn two or
three times its size, then scaled down).

Every large block is a mapping of its own (allocator.py), so a new big surface costs its
pages: 1.4 ms for the 648 x 904 canvas of one card at 4K, where clearing a kept one takes
0.04 ms; a face needs two or three such canvases. So each slot keeps one surface, as big as
the biggest asked for (at 4K about 3 MB), and hands out a cleared part of it.
"""

from __future__ import annotations

import pygame

_kept: dict[str, pygame.Surface] = {}


def canvas(slot: str, size: tuple[int, int], like: pygame.Surface | None = None) -> pygame.Surface:
    """A transparent per-pixel-alpha surface of `size`, as pygame.Surface(size,
    pygame.SRCALPHA) makes it (or, given `like`, one of its pixel format, to scale it into);
    it is the slot's until the next call for the same slot."""
    kept = _kept.get(slot)
    wanted = _ALPHA if like is None else _format(like)
    fits = kept is not None and _format(kept) == wanted
    if kept is None or not fits or kept.get_width() < size[0] or kept.get_height() < size[1]:
        grown = size
        if kept is not None and fits:
            grown = (max(size[0], kept.get_width()), max(size[1], kept.get_height()))
        kept = _kept.pop(slot, None) and None  # (its memory goes before the new one's)
        kept = (
            pygame.Surface(grown, pygame.SRCALPHA)
            if like is None
            else pygame.Surface(grown, 0, like)
        )
        _kept[slot] = kept
    part = kept.subsurface((0, 0, *size))
    part.fill((0, 0, 0, 0))
    return part


def _format(surface: pygame.Surface) -> tuple[object, ...]:
    return surface.get_bitsize(), surface.get_masks(), surface.get_flags() & pygame.SRCALPHA


_ALPHA = _format(pygame.Surface((1, 1), pygame.SRCALPHA))


def release() -> None:
    """Let every kept canvas go (their memory back to the system)."""
    _kept.clear()


def grown(held: pygame.Surface | None, size: tuple[int, int]) -> tuple[int, int] | None:
    """For a surface kept as big as the biggest window yet (the felt, the 8½ table's base) in
    the screen's pixel format: the size to make it anew so that `size` fits, or None while
    `held` still does. Its holder lets the old one go before making the new (at 4K it is
    33 MB), then hands out its top-left part: a new one for each size cost a resize frame
    its pages (10 to 20 ms at 4K); a window made smaller keeps the memory it had when bigger."""
    screen = pygame.display.get_surface()
    if (
        held is not None
        and held.get_width() >= size[0]
        and held.get_height() >= size[1]
        and (screen is None or held.get_bitsize() == screen.get_bitsize())
    ):
        return None
    if held is None:
        return size
    return max(size[0], held.get_width()), max(size[1], held.get_height())


def screen_surface(size: tuple[int, int]) -> pygame.Surface:
    """A surface of `size` in the screen's pixel format (any format without a screen yet)."""
    screen = pygame.display.get_surface()
    return pygame.Surface(size) if screen is None else pygame.Surface(size, 0, screen)


class Grown:
    """A surface kept as big as the biggest size asked for yet (`grown` says why); `part`
    gives its top-left corner of a size. A table's kept base is one."""

    def __init__(self) -> None:
        self.held: pygame.Surface | None = None

    def part(self, size: tuple[int, int]) -> pygame.Surface:
        grow = grown(self.held, size)
        if grow is not None or self.held is None:
            self.held = None  # (the old one goes first)
            self.held = screen_surface(grow or size)
        return self.held.subsurface((0, 0, *size))
