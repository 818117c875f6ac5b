"""The last sharp frame, kept small, to show stretched over a window's new size.

A resize's first frame would otherwise build the whole table at the new size (felt, seats,
card faces: 90-130 ms at 4K on a busy machine). SDL gives a resized window a new surface,
so the old picture is gone by the time the resize is known: each drawn frame leaves a
small copy here (0.1 ms at 1080p, 0.3 ms at 4K), and the resize frame stretches it over
the new size (3 ms at 4K). The player sees the table briefly soft, never black.
"""

from __future__ import annotations

import pygame

WIDTH = 960  # the copy's width at the most: sharp enough for a moment, cheap to make


class LastFrame:
    def __init__(self) -> None:
        self._small: pygame.Surface | None = None

    @property
    def kept(self) -> bool:
        return self._small is not None

    def keep(self, frame: pygame.Surface) -> None:
        """Copy `frame`, made small (its proportions), over the one kept before."""
        w, h = frame.get_size()
        step = max(1, -(-w // WIDTH))  # a whole step: a plain scale reads every step-th pixel
        size = (max(1, w // step), max(1, h // step))
        if self._small is None or self._small.get_size() != size:
            self._small = pygame.Surface(size, 0, frame)
        pygame.transform.scale(frame, size, self._small)

    def stretch(self, target: pygame.Surface) -> bool:
        """Draw the kept frame stretched over all of `target`; False if none is kept."""
        if self._small is None:
            return False
        pygame.transform.scale(self._small, target.get_size(), target)
        return True

    def forget(self) -> None:
        self._small = None
