"""Scratch canvases: a card face is drawn on a canvas two or three times its size, and a
new big surface costs its pages every time (1.4 ms for one 4K card, where clearing a
kept one takes 0.04 ms). The canvases are kept and handed out cleared; the faces drawn on
them are the same pixels as on new surfaces."""

from __future__ import annotations

import pygame

from game.rules.eight_half.cards import Card
from game.ui.huit import card_faces as huit_faces
from game.ui.shell import scratch
from game.ui.table import card_faces


def test_a_canvas_is_cleared_and_its_memory_kept_for_the_next_one() -> None:
    scratch.release()
    first = scratch.canvas("test", (300, 200))
    assert first.get_size() == (300, 200)
    assert first.get_flags() & pygame.SRCALPHA
    first.fill((200, 10, 10, 255))
    again = scratch.canvas("test", (120, 90))
    assert again.get_size() == (120, 90)
    assert again.get_parent() is first.get_parent()  # no new surface
    fresh = pygame.Surface((120, 90), pygame.SRCALPHA)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    grown = scratch.canvas("test", (400, 100))
    assert grown.get_size() == (400, 100)
    assert grown.get_parent().get_size() == (400, 200)  # as big as the biggest asked for
    scratch.release()


def test_a_canvas_like_another_surface_takes_its_pixel_format() -> None:
    scratch.release()
    opaque = pygame.Surface((2, 2))
    like = scratch.canvas("test", (50, 40), opaque)
    assert like.get_bitsize() == opaque.get_bitsize()
    assert not like.get_flags() & pygame.SRCALPHA
    assert pygame.transform.scale(opaque, (50, 40), like) is not None  # scaled into it
    assert scratch.canvas("test", (50, 40)).get_flags() & pygame.SRCALPHA
    scratch.release()


def test_faces_drawn_one_after_another_share_their_canvases() -> None:
    """Faces of the width of a 4K table's cards: the second takes no new canvas."""
    pygame.font.init()
    scratch.release()
    card_faces._render(Card.SEVEN, 324)
    huit_faces._render(huit_faces.DECK[9], 324, False, "en")
    kept = dict(scratch._kept)
    assert kept, "the faces were drawn on new surfaces"
    card_faces._render(Card.HALF, 300)
    huit_faces._render(huit_faces.DECK[30], 300, False, "en")
    assert all(scratch._kept[slot] is surface for slot, surface in kept.items())
    scratch.release()
