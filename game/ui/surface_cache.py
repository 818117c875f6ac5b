"""Least-recently-used caches of drawn surfaces, bounded by the bytes their pixels take.

A count limit is no bound at all for surfaces: one full-window shade at 1920x1080 weighs as
much as two thousand small labels, and every window size brings new ones (issue 8.4). So each
cache adds up w * h * bytes-per-pixel of what it keeps and forgets the least recently used
past its budget. Every UI surface cache is one of the two below (or a test's own).
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

MB = 2**20
# Panels, glows, text lines and the felt. The largest frame's needs must fit, or a frame
# would redraw what it drew a moment ago: at 4K the title's felt or an overlay's shade is
# 33 MB on its own, everything else a few MB. At 1080p a frame uses at most about 20 MB.
UI_BUDGET = 64 * MB
# Card faces, backs, shadows and glows. A table at 1080p shows about 3 MB of them and
# prepares 27 MB for its window size (at 4K: 13 and 108 MB); 40 MB holds what one 1080p size
# prepares and what a 4K frame shows (its preparing then partly redraws, but never a frame).
CARD_BUDGET = 40 * MB

_every: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()


def surface_bytes(surface: pygame.Surface) -> int:
    """What a surface's pixels take in memory (the rest of it is a few dozen bytes)."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class SurfaceCache:
    """Surfaces by key, drawn once and kept while they fit in `budget` bytes.

    The newest surface is always kept, even alone past the budget: a frame that needs one
    huge surface must not draw it again every frame.
    """

    def __init__(self, name: str, budget: int) -> None:
        if budget < 0:
            raise ValueError(f"a cache budget cannot be negative, not {budget}")
        self.name = name
        self.budget = budget
        self.used = 0  # bytes of the surfaces kept
        self.drawn = 0  # bytes of every surface ever drawn for it: what no bound would keep
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        _every.add(self)

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._kept

    def remember(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for `key`, drawn by `make` the first time it is asked for."""
        surface = self._kept.get(key)
        if surface is not None:
            self._kept.move_to_end(key)
            return surface
        surface = make()
        self._kept[key] = surface
        size = surface_bytes(surface)
        self.used += size
        self.drawn += size
        while self.used > self.budget and len(self._kept) > 1:
            _, old = self._kept.popitem(last=False)
            self.used -= surface_bytes(old)
        return surface

    def clear(self) -> None:
        """Forget every surface (they are freed once nothing else holds them)."""
        self._kept.clear()
        self.used = 0


UI = SurfaceCache("ui", UI_BUDGET)
CARDS = SurfaceCache("cards", CARD_BUDGET)


def window_resized() -> None:
    """Forget what was drawn for the old window size: felt, shades, panels and text are all
    sized from the window, and a drag would otherwise fill the budget with sizes never seen
    again. Card faces stay: a small drag often keeps the card widths, and they are dear."""
    UI.clear()


def every_cache() -> list[SurfaceCache]:
    """Every surface cache alive, the shared ones first."""
    return sorted(_every, key=lambda c: (c is not UI, c is not CARDS, c.name))


def report() -> dict[str, int]:
    """Bytes kept per cache name (caches of the same name are added up)."""
    out: dict[str, int] = {}
    for cache in every_cache():
        out[cache.name] = out.get(cache.name, 0) + cache.used
    return out
