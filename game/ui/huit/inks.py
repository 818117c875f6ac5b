"""The inks of Huit américain's faces: the suits' in the two- and four-colour decks, the
joker's letters and the court pictures' outlines.

The four-colour deck (a setting) gives every suit its own colour, for colour-blind players
and cards seen from across the room: a dark teal for clubs and a deep blue for diamonds
beside the red hearts and black spades. They are chosen so that any two suits stay at least
CIEDE2000 15 apart for protanopes, deuteranopes and tritanopes (Machado 2009 at full
severity; a plain green clubs looks like the red hearts to a deuteranope), and so that each
ink stands 4.5:1 against the cream card.
"""

from __future__ import annotations

from game.rules.huit.cards import Suit

RGB = tuple[int, int, int]

RED: RGB = (204, 22, 40)
BLACK: RGB = (24, 24, 30)
TEAL: RGB = (0, 124, 106)
BLUE: RGB = (12, 62, 170)
VIOLET: RGB = (118, 38, 150)  # the joker's letters in the four-colour deck: no suit's
INK: RGB = (36, 28, 28)  # outlines in the court pictures

TWO_COLOURS: dict[Suit, RGB] = {
    Suit.CLUBS: BLACK,
    Suit.DIAMONDS: RED,
    Suit.HEARTS: RED,
    Suit.SPADES: BLACK,
}
FOUR_COLOURS: dict[Suit, RGB] = {
    Suit.CLUBS: TEAL,
    Suit.DIAMONDS: BLUE,
    Suit.HEARTS: RED,
    Suit.SPADES: BLACK,
}


def suit_colour(suit: Suit, four_colour: bool = False) -> RGB:
    """The ink of a suit: red and black, or one colour per suit in the four-colour deck."""
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[Suit(suit)]
