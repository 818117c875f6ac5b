"""The game's icon, drawn in code: used for the window and by build/make_icon.py."""

from __future__ import annotations

import pygame

from game.ui.shell.fonts import font

FELT = (34, 116, 64)
FELT_DARK = (12, 58, 32)
CARD = (250, 244, 228)
INK = (40, 30, 70)
LILAC = (150, 100, 200)


def draw_icon(size: int) -> pygame.Surface:
    """A green felt tile with a tilted card reading "8½", ``size`` pixels square."""
    big = max(size, 256) * 2  # draw large and scale down: pygame.draw has no antialiasing
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = big // 5
    pygame.draw.rect(s, FELT_DARK, s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, FELT, s.get_rect().inflate(-big // 16, -big // 16), border_radius=radius)

    card = pygame.Surface((int(big * 0.52), int(big * 0.72)), pygame.SRCALPHA)
    card_rect = card.get_rect()
    pygame.draw.rect(card, CARD, card_rect, border_radius=big // 22)
    pygame.draw.rect(card, LILAC, card_rect, width=max(2, big // 70), border_radius=big // 22)
    eight = font(int(big * 0.40), bold=True).render("8", True, INK)
    half = font(int(big * 0.20), bold=True).render("½", True, LILAC)
    total_w = eight.get_width() + half.get_width()
    x = (card_rect.width - total_w) // 2
    y = (card_rect.height - eight.get_height()) // 2
    card.blit(eight, (x, y))
    card.blit(half, (x + eight.get_width(), y + eight.get_height() - half.get_height() * 1.15))

    shadow = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), card_rect, border_radius=big // 22)
    for layer, offset in ((shadow, big // 40), (card, 0)):
        tilted = pygame.transform.rotozoom(layer, 8, 1.0)
        s.blit(tilted, tilted.get_rect(center=(big // 2 + offset, big // 2 + offset)))
    return pygame.transform.smoothscale(s, (size, size))
