"""How many card faces a frame may draw: the rest are stand-ins scaled from a drawn one.

A resize gives every card a new width, and drawing 30 to 40 faces at once took 190 to
310 ms of one frame at 4K. Inside `FACES.frame(limited=True)` (a table's draw after a
resize, until its stand-ins are gone) at most `most` faces are drawn for real; a face past
that is scaled from the same card at the nearest width already drawn, a little softer, never
another card. The table draws again while `softened`, and each frame turns a few more
stand-ins into real faces. A card never drawn at any width is
drawn for real, as is one drawn at another width only in this frame (a game's first frame is
no resize: it shows only real faces). Outside a limited frame nothing is held back: in play
a card takes a new width only now and then.

In play big faces (BIG wide or more: a 4K table's, 2 to 5 ms each) may also be held back for
the rest of a frame (`hold`): the 8½ table does so once it has redrawn parts of its kept
layer after a move, so that a card seen for the first time (at 4K the card cache holds far
fewer faces than a deck needs) is a stand-in in that frame and real in the next, never both
costs in one frame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.ui.shell.surface_cache import SurfaceCache

# A real face costs up to 5 ms at 4K: two of them leave room for the rest of a frame.
MOST_A_FRAME = 2
BIG = 200  # pixels wide: a face this wide takes 2 ms or more to draw


@dataclass(frozen=True)
class Stood:
    """A face shown as a stand-in: its key, the cache it belongs in and how it is drawn."""

    key: Hashable
    cache: SurfaceCache
    make: Callable[[], pygame.Surface]


class FaceBudget:
    """Counts the faces drawn in a frame; hands out stand-ins past `most`."""

    def __init__(self, most: int = MOST_A_FRAME) -> None:
        self.most = most
        self.drawn = 0  # real faces drawn in this frame
        self.softened = False  # a stand-in was shown in this frame
        self._framed = False
        self._in_frame = False
        self._holding = False  # big faces are stand-ins for the rest of the frame (`hold`)
        self._fresh: set[Hashable] = set()  # the faces drawn in this frame
        # The faces shown as stand-ins in this frame, in order, each with its cache and
        # maker: a table that keeps what it drew (8½) makes them real later (`real`).
        self.served: list[Stood] = []

    @contextmanager
    def frame(self, limited: bool = True) -> Iterator[FaceBudget]:
        """A frame's drawing: if `limited`, at most `most` faces are drawn for real in it."""
        self.drawn, self.softened, self._framed = 0, False, limited
        self.served, self._in_frame = [], True
        try:
            yield self
        finally:
            self._framed = self._in_frame = self._holding = False
            self._fresh.clear()

    def hold(self) -> None:
        """From now to the end of this frame, big faces not drawn yet are stand-ins where one
        can be made (the table makes them real in the next frames)."""
        self._holding = self._in_frame

    @property
    def spent(self) -> bool:
        """No more real faces in this frame."""
        return self._framed and self.drawn >= self.most

    def get(
        self,
        cache: SurfaceCache,
        key: Hashable,
        size: tuple[int, int],
        make: Callable[[], pygame.Surface],
        width_of: Callable[[Hashable], int | None],
    ) -> tuple[pygame.Surface, bool]:
        """The face for `key` (`size` pixels) and whether it is the real one. `width_of`
        gives the width of a cached key if it is the same face at another width, else None."""
        held = self._holding and size[0] >= BIG
        if key in cache or not (self.spent or held):
            return cache.remember(key, lambda: self._real(cache, key, make)), True
        soft = ("stand-in", key)
        if soft not in cache:
            source = _nearest(cache, width_of, size[0], self._fresh)
            if source is None:  # never drawn at any width: the real one, whatever it costs
                return cache.remember(key, lambda: self._real(cache, key, make)), True
            cache.remember(soft, lambda: pygame.transform.smoothscale(source, size))
        self.softened = True
        self.served.append(Stood(key, cache, make))
        return cache.remember(soft, make), False

    def real(self, stood: Stood) -> bool:
        """Draw the real face `stood` stood in for, if this frame's budget allows (or it is
        drawn already); True if it is now the one kept."""
        if stood.key not in stood.cache:
            if self.spent:
                return False
            stood.cache.remember(stood.key, lambda: self._real(stood.cache, stood.key, stood.make))
        return True

    def _real(
        self, cache: SurfaceCache, key: Hashable, make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        self.drawn += 1
        if self._framed:
            self._fresh.add(key)
        cache.take(("stand-in", key))
        return make()


def _nearest(
    cache: SurfaceCache,
    width_of: Callable[[Hashable], int | None],
    width: int,
    fresh: set[Hashable],
) -> pygame.Surface | None:
    """The same face drawn before this frame at the width nearest `width` (a wider one on a
    tie: scaled down it keeps more of its detail). One drawn in this frame does not count:
    a table drawn with nothing cached (its first frame) shows only real faces."""
    best: tuple[int, int, pygame.Surface] | None = None
    for key, surf in cache.items():
        w = width_of(key)
        if w is None or key in fresh:
            continue
        rank = (abs(w - width), -w)
        if best is None or rank < best[:2]:
            best = (*rank, surf)
    return None if best is None else best[2]


FACES = FaceBudget()
