"""The timeline under the replayed table: the game from its deal (left) to its last move
(right), a notch for each decision of the reviewed seat, a knob at the move shown. A click
or a drag anywhere on it goes to the nearest move."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.review.layout import ReviewRects
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene

TRACK = (40, 70, 50)
DONE = (120, 170, 130)


def label_width(lay: ReviewRects, moves: int) -> int:
    """The room at the timeline's left for "Move 12 of 87" (its widest, the last move's),
    a third of the timeline at most."""
    words = tr("review.move", move=moves, moves=moves)
    return min(lay.timeline.w // 3, w.text_width(words, size(lay)) + lay.unit)


def size(lay: ReviewRects) -> int:
    return round(lay.unit * w.LEAST)


def bar(lay: ReviewRects, moves: int) -> pygame.Rect:
    """The bar itself: the timeline less its label, with room for the knob at both ends."""
    t = lay.timeline
    knob = lay.unit // 2
    left = t.x + label_width(lay, moves) + knob
    return pygame.Rect(left, t.centery - 2, max(1, t.right - knob - left), 4)


def x_of(lay: ReviewRects, moves: int, ply: int) -> int:
    b = bar(lay, moves)
    return b.x + round(b.w * ply / max(1, moves))


def ply_at(lay: ReviewRects, moves: int, x: int) -> int:
    """The move nearest to `x` on the bar (0: the deal)."""
    b = bar(lay, moves)
    return max(0, min(moves, round((x - b.x) * moves / max(1, b.w))))


def draw(surface: pygame.Surface, lay: ReviewRects, scene: ReviewScene) -> None:
    t, u = lay.timeline, lay.unit
    moves = len(scene.moves)
    w.draw_rounded(surface, t, (4, 20, 12, 255), t.h // 3)
    w.label(
        surface,
        tr("review.move", move=scene.ply, moves=moves),
        size(lay),
        w.CREAM,
        shadow=False,
        max_width=label_width(lay, moves) - u // 2,
        midleft=(t.x + u // 2, t.centery),
    )
    b = bar(lay, moves)
    pygame.draw.rect(surface, TRACK, b, border_radius=2)
    done = b.copy()
    done.w = x_of(lay, moves, scene.ply) - b.x
    pygame.draw.rect(surface, DONE, done, border_radius=2)
    notch = max(3, u // 3)
    for ply in scene.decision_plies:  # the reviewed seat's decisions, in gold
        x = x_of(lay, moves, ply)
        pygame.draw.line(surface, w.GOLD, (x, b.y - notch), (x, b.bottom + notch), max(2, u // 8))
    x = x_of(lay, moves, scene.ply)
    radius = max(5, u // 2)
    pygame.draw.circle(surface, w.INK, (x, b.centery + 1), radius + 1)
    pygame.draw.circle(surface, w.CREAM, (x, b.centery), radius)
