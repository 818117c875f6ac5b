"""A small least-recently-used cache of drawn surfaces, for things drawn every frame."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

SurfaceCache = OrderedDict[Hashable, pygame.Surface]


def remember(
    cache: SurfaceCache, key: Hashable, make: Callable[[], pygame.Surface], limit: int
) -> pygame.Surface:
    """The surface for `key`, drawn by `make` the first time; the oldest go past `limit`."""
    surf = cache.get(key)
    if surf is None:
        surf = make()
        cache[key] = surf
        while len(cache) > limit:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return surf
