"""The keyboard's focus on a card, the same at both tables: a thick gold ring on a dark rim.

Gold alone would melt into the cream edge of a card beside it, and a dark rim alone into
the dark felt: gold between two dark bands stands out from both, so the focused card is
seen from the sofa whatever lies around it.
"""

from __future__ import annotations

import pygame

from game.ui.shell import drawn
from game.ui.shell.widgets import GOLD

RIM = (20, 24, 60)


def ring_width(card_w: int) -> int:
    """The gold band's width on a card `card_w` wide: never under 3 px."""
    return max(3, card_w // 16)


def ring_reach(card_w: int) -> int:
    """How far the ring reaches out from a card `card_w` wide (the layouts leave room)."""
    return ring_width(card_w) + 3


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The ring around the card at `rect`: the dark rim from the card's edge out to
    `ring_reach`, the gold band in it, a pixel clear of the card."""
    thick = ring_width(rect.w)
    radius = max(3, rect.w // 10)
    for color, width, grow in ((RIM, thick + 4, ring_reach(rect.w)), (GOLD, thick, thick + 1)):
        r = rect.inflate(grow * 2, grow * 2)
        pygame.draw.rect(surface, color, r, width, border_radius=radius)
        drawn.note(drawn.Kind.RING, surface, r)
