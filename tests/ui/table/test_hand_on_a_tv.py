"""A table made for the TV. Seen from three metres, the hand shown stands at least
18% of the window's height at 16:9 sizes with up to eight cards, in both games; a longer
hand overlaps in a fan rather than shrink below 14%; the middle's cards grow with it."""

from __future__ import annotations

import pygame
import pytest

from game.ui.eight_half import layout as eight_half
from game.ui.huit import layout as huit
from game.ui.table.seating import card_h, fan

TV_SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
GAMES = {"8½": eight_half.compute, "huit": huit.compute}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", TV_SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_hand_shown_reads_from_across_the_room(
    game: str, size: tuple[int, int], players: int
) -> None:
    me = GAMES[game](size, players).seats[0]
    window = pygame.Rect((0, 0), size)
    for cards in range(1, 21):
        rects = fan(me.hand, cards, me.hand_w)  # as both tables fan the hand shown
        least = 0.18 if cards <= 8 else 0.14
        share = rects[0].h / size[1]
        assert share >= least, f"{cards} cards are {share:.1%} of the window's height"
        assert all(window.contains(r) for r in rects)


@pytest.mark.parametrize("size", TV_SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_the_middle_s_cards_grow_with_the_hand(size: tuple[int, int], players: int) -> None:
    eighth = eight_half.compute(size, players)
    assert card_h(eighth.pile_w) >= 0.18 * size[1]
    assert eighth.bid.h >= 0.18 * size[1]
    table = huit.compute(size, players)
    assert table.card_w >= table.seats[0].hand_w, "the discard as big as the hand's cards"
    assert table.discard.h >= 0.18 * size[1] and table.stock.h >= 0.18 * size[1]
