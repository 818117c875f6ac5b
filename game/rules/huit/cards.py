"""The 52 cards of Huit américain (RULES.md H1), the joker (H7.1), and their text tokens
(Part D).

A card is a small int, rank * 4 + suit: ranks A 2 3 4 5 6 7 8 9 10 J Q K are 0..12, suits
c d h s are 0..3. The joker is 52, written X; its rank and suit mean nothing (test
`is_joker` first). `Card` is that int with a name; CARDS[i] is the one Card for id i of the
52, and JOKER the joker (CARD_BY_ID holds all 53).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable


class NotationError(ValueError):
    """Text that is not valid RULES.md Part D notation."""


TAKES_STATE = "{} takes a State (from new_game or parse_position)"
TAKES_MOVE = "{} takes a Move (from legal_moves or parse_move)"


def expect(value: object, kind: type, takes: str, *function: str) -> None:
    """A wrong argument type is a TypeError at the door of a public function, naming what
    it takes (`takes`: "legal_moves takes a State", or TAKES_STATE with the function's
    name), not an AttributeError deep in the engine. A bool is no whole number here."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        name = type(value).__name__
        shown = "None" if value is None else f"{'an' if name[0] in 'aeiou' else 'a'} {name}"
        raise TypeError(f"{takes.format(*function)}, not {shown}")


class Suit(enum.IntEnum):
    CLUBS = 0  # trèfle
    DIAMONDS = 1  # carreau
    HEARTS = 2  # cœur
    SPADES = 3  # pique

    @property
    def token(self) -> str:
        return SUIT_TOKENS[self]

    @property
    def word(self) -> str:
        return SUIT_WORDS[self]

    def __str__(self) -> str:
        return SUIT_TOKENS[self]


SUIT_TOKENS = ("c", "d", "h", "s")
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")
RANK_TOKENS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_WORDS = (
    "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
)  # fmt: skip

# Ranks by index (the special cards of H4, and the face cards of H6).
ACE, SEVEN, EIGHT, TEN, JACK = 0, 6, 7, 9, 10
RANKS = 13
DECK_SIZE = 52
JOKER_ID = 52  # H7.1: two to a deck under the jokers house rule
JOKERS_PER_DECK = 2

_SUIT_BY_TOKEN = {t: Suit(i) for i, t in enumerate(SUIT_TOKENS)}
_SUIT_BY_TOKEN.update({"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES})
_RANK_BY_TOKEN = {t: i for i, t in enumerate(RANK_TOKENS)}


class Card(int):
    """One card; equal to its id (rank * 4 + suit). Use CARDS[i] or parse_card, not Card(i)."""

    __slots__ = ()

    @property
    def is_joker(self) -> bool:
        """The joker (H7.1): its rank and suit mean nothing."""
        return int(self) == JOKER_ID

    @property
    def rank(self) -> int:
        """0 (ace) to 12 (king); see RANK_TOKENS. Meaningless for the joker."""
        return int(self) >> 2

    @property
    def suit(self) -> Suit:
        return Suit(int(self) & 3)

    @property
    def token(self) -> str:
        return TOKENS[self]

    @property
    def words(self) -> str:
        """ "7 of hearts", "ace of spades", "joker": for messages."""
        if int(self) == JOKER_ID:
            return "joker"
        return f"{RANK_WORDS[int(self) >> 2]} of {SUIT_WORDS[int(self) & 3]}"

    def __str__(self) -> str:
        return TOKENS[self]

    def __repr__(self) -> str:
        return f"Card({TOKENS[self]})"


JOKER_TOKEN = "X"
TOKENS: tuple[str, ...] = (*(r + s for r in RANK_TOKENS for s in SUIT_TOKENS), JOKER_TOKEN)
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(DECK_SIZE))
JOKER = Card(JOKER_ID)
CARD_BY_ID: tuple[Card, ...] = (*CARDS, JOKER)

# H6: what a card left in hand scores for the round's winner; a joker 50 (H7.1). Under
# jack_reverses a jack counts 25 (H7.2): see game.rules.huit.house.
POINTS: tuple[int, ...] = (
    *(
        50 if r == EIGHT else 25 if r in (SEVEN, TEN, ACE) else 10 if r >= JACK else 5
        for r in range(RANKS)
        for _ in range(4)
    ),
    50,
)


def hand_points(cards: Iterable[int]) -> int:
    """H6: what a hand left scores for the round's winner under the book's rules (the house
    rules' count: game.rules.huit.house.House.hand_points)."""
    return sum(POINTS[c] for c in cards)


def show(value: object) -> str:
    """A short repr for error messages, safe for any input (a 5000-digit number, a list
    nested a million deep): messages about bad input must not fail themselves."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__} too large to show"
    return text if len(text) <= 40 else text[:37] + "..."


def suit_of(token: str) -> Suit:
    suit = _SUIT_BY_TOKEN.get(token.lower()) if isinstance(token, str) else None
    if suit is None:
        raise NotationError(f"{show(token)} is not a suit: use c, d, h or s")
    return suit


def parse_card(token: str) -> Card:
    """Read `7h`, `10s`, `Qd`, `Ac` (rank then suit; letters in either case), or `X`, the
    joker (H7.1), a capital X only."""
    if token == JOKER_TOKEN:
        return JOKER
    if isinstance(token, str) and len(token) >= 2:
        rank = _RANK_BY_TOKEN.get(token[:-1].upper())
        suit = _SUIT_BY_TOKEN.get(token[-1].lower())
        if rank is not None and suit is not None:
            return CARDS[rank * 4 + suit]
    raise NotationError(
        f"{show(token)} is not a card: write the rank (A 2-10 J Q K) then the suit (c d h s), "
        "like 7h, 10s or Qd, or X for a joker"
    )


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read a space-separated card list such as "7d 8s Kd"; "" is the empty list."""
    if not isinstance(text, str):
        raise NotationError(f'a card list must be text like "7d 8s Kd", not {show(text)}')
    return tuple(parse_card(t) for t in text.split())


def format_cards(cards: Iterable[int]) -> str:
    return " ".join(TOKENS[c] for c in cards)


def full_deck(decks: int = 1, jokers: bool = False) -> list[int]:
    """Every card id, once per deck, in id order, then the jokers (two a deck, H7.1)
    (shuffle before dealing)."""
    cards = [c for c in range(DECK_SIZE) for _ in range(decks)]
    if jokers:
        cards += [JOKER_ID] * (JOKERS_PER_DECK * decks)
    return cards
