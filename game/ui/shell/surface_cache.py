"""Least-recently-used caches of drawn surfaces, bounded by the bytes their pixels take.

A count limit is no bound at all for surfaces: one full-window shade at 1920x1080 weighs as
much as two thousand small labels, and every window size brings new ones. So each
cache adds up w * h * bytes-per-pixel of what it keeps and forgets the least recently used
past its budget. Every UI surface cache is one of the three below (or a test's own).
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

MB = 2**20
# The whole game must stay under 200 MB at any window size up to 4K. There
# the window itself and the felt (at the 8½ table: its base, which paints its own felt)
# are 33 MB each, the felt's light 8, and the program 45 to 70 MB (it grows over a long
# evening): the caches below get what is left.
#
# Panels, glows and text lines. A frame's needs must fit, or it would redraw what it drew a
# moment ago: at 4K a table at rest uses 4 MB, 10 to 15 when its still cards are drawn again
# (a move, a menu over it), the title 8, the score pad 6; the felt is kept apart (FELT),
# and big panels, the pad's sheet and its shadow are drawn without window-sized surfaces
# (widgets.draw_rounded, scorepad.ink). At 1080p a frame uses at most about 4 MB.
UI_BUDGET = 16 * MB
# Card faces, backs, shadows and glows (these kept short: card_faces.CardArt.blit_halo). A
# table at 1080p uses at most 4 MB of them in a frame and would prepare 27 MB for its
# window size (at 4K: 14 and 108 MB); 16 MB holds what a 4K frame uses, and the faces are
# prepared only while they fit.
CARD_BUDGET = 16 * MB

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

    @property
    def room(self) -> int:
        """Bytes that may still be kept before the least recently used must go."""
        return max(0, self.budget - self.used)

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

    def items(self) -> list[tuple[Hashable, pygame.Surface]]:
        """Every key and surface kept, least recently used first (their order untouched)."""
        return list(self._kept.items())

    def take(self, key: Hashable) -> pygame.Surface | None:
        """The surface for `key`, if kept, handed over: the cache forgets it."""
        surface = self._kept.pop(key, None)
        if surface is not None:
            self.used -= surface_bytes(surface)
        return surface

    def clear(self) -> None:
        """Forget every surface (they are freed once nothing else holds them)."""
        self._kept.clear()
        self.used = 0


UI = SurfaceCache("ui", UI_BUDGET)
CARDS = SurfaceCache("cards", CARD_BUDGET)
# The felt behind every scene: the window's, one at a time (the newest is always kept, so a
# budget of nothing keeps exactly one). A full window at 4K, 33 MB, it would crowd the UI
# cache's budget on its own.
FELT = SurfaceCache("felt", 0)
# The felt's light at half the window's size (felt.paint): one, the window's (8 MB at 4K).
LIGHT = SurfaceCache("light", 0)


def window_resized() -> None:
    """Forget what was drawn for the old window size: felt, panels and text are all sized
    from the window, and a drag would otherwise fill the budget with sizes never seen again.
    Card faces stay: a small drag often keeps the card widths, and they are dear."""
    FELT.clear()
    LIGHT.clear()
    UI.clear()


def every_cache() -> list[SurfaceCache]:
    """Every surface cache alive, the shared ones first."""
    shared = (UI, CARDS, FELT, LIGHT)
    return sorted(_every, key=lambda c: ([c is not s for s in shared], c.name))


def report() -> dict[str, int]:
    """Bytes kept per cache name (caches of the same name are added up)."""
    out: dict[str, int] = {}
    for cache in every_cache():
        out[cache.name] = out.get(cache.name, 0) + cache.used
    return out
