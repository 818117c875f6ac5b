"""The 72 cards of 8½ (RULES.md R1) and their text tokens (Part C)."""

from __future__ import annotations

import enum
from collections.abc import Iterable


class Card(enum.IntEnum):
    """A card kind. The value doubles as an index into compact count vectors."""

    ZERO = 0
    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    HALF = 10
    GHOST = 11

    @property
    def token(self) -> str:
        return TOKENS[self]

    @property
    def is_number(self) -> bool:
        """0-9 are numbers; ½ and the ghost are not (R1)."""
        return self <= 9

    @property
    def is_yellow(self) -> bool:
        return self in YELLOW

    @property
    def colour(self) -> str:
        return COLOURS[self]

    def __str__(self) -> str:
        return TOKENS[self]


KINDS = 12
TOKENS: tuple[str, ...] = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "h", "g")
_BY_TOKEN = {t: Card(i) for i, t in enumerate(TOKENS)}
_BY_TOKEN["½"] = Card.HALF

YELLOW = frozenset({Card.ONE, Card.TWO, Card.THREE, Card.FOUR, Card.SIX, Card.SEVEN, Card.EIGHT})

COLOURS: dict[Card, str] = {
    **{c: "yellow" for c in YELLOW},
    Card.ZERO: "green",
    Card.FIVE: "blue",
    Card.NINE: "red",
    Card.HALF: "lilac",
    Card.GHOST: "black",
}

# Copies of each kind in the published deck (R1): 38 yellow + 34 special = 72.
DECK_COUNTS: tuple[int, ...] = (6, 4, 4, 6, 6, 6, 6, 6, 6, 6, 8, 8)
DECK_SIZE = sum(DECK_COUNTS)


class NotationError(ValueError):
    """Text that is not valid RULES.md Part C notation."""


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


def parse_card(token: str) -> Card:
    if not isinstance(token, str):
        raise NotationError(f'a card is a token like "7" or "h", not a {type(token).__name__}')
    try:
        return _BY_TOKEN[token]
    except KeyError:
        shown = token if len(token) <= 20 else token[:20] + "…"
        raise NotationError(
            f"'{shown}' is not a card: use 0-9, h (or ½) for a half, g for a ghost"
        ) from None


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read a space-separated card list such as "3 7 g"; "" is the empty list."""
    if not isinstance(text, str):
        raise NotationError(f'a card list must be text like "3 7 g", not a {type(text).__name__}')
    return tuple(parse_card(t) for t in text.split())


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(TOKENS[c] for c in cards)


def full_deck() -> list[Card]:
    """All 72 cards in kind order (shuffle before dealing)."""
    return [Card(k) for k in range(KINDS) for _ in range(DECK_COUNTS[k])]
