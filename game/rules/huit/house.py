"""The house rules (RULES.md H7): their names, and what each changes, gathered once.

A round plays under a tuple of H7 names in H7's order, () for the book's rules. `house(rules)`
gives the one `House` for that tuple: the tables the compact engine reads move by move (what
fits on what, what a hand left scores, which cards are turned under the stock at the deal),
built once so that a rule costs nothing while it is off.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.huit.cards import (
    ACE,
    EIGHT,
    JACK,
    JOKER_ID,
    POINTS,
    SEVEN,
    TEN,
    NotationError,
    show,
)

JOKERS = "jokers"  # H7.1
JACK_REVERSES = "jack_reverses"  # H7.2
NO_EIGHT_ON_EIGHT = "no_eight_on_eight"  # H7.3
NO_FINISH_ON_EIGHT = "no_finish_on_eight"  # H7.4
SEVEN_CARDS = "seven_cards"  # H7.5
HOUSE_RULES: tuple[str, ...] = (
    JOKERS,
    JACK_REVERSES,
    NO_EIGHT_ON_EIGHT,
    NO_FINISH_ON_EIGHT,
    SEVEN_CARDS,
)

# A joker on top names a suit like an 8; its rows of a fits table come after the 8's.
JOKER_KEYS = 56
FIT_KEYS = 60


class UnknownHouseRule(NotationError):
    """A name that is none of H7's house rules."""


def house_rules(names: Iterable[str]) -> tuple[str, ...]:
    """Check a collection of H7 names (a list, a tuple, a set) and put them in H7's order,
    each once. A bare string is a TypeError (name the rules in a list); a name H7 does not
    have is an UnknownHouseRule (a ValueError)."""
    if isinstance(names, (str, bytes)):
        raise TypeError(
            f'name the house rules in a list, like ["jokers"], not the bare text {show(names)}'
        )
    try:
        given = list(names)
    except TypeError:
        raise TypeError(
            f'the house rules are a list of names, like ["jokers"], not {show(names)}'
        ) from None
    for name in given:
        if name not in HOUSE_RULES:
            raise UnknownHouseRule(
                f"{show(name)} is not a house rule: the house rules are "
                f"{', '.join(HOUSE_RULES)} (H7)"
            )
    return tuple(r for r in HOUSE_RULES if r in given)


def fits_book(card: int, top: int, suit: int) -> bool:
    """H2: same suit (the suit asked after an 8 or a joker), same rank, or an 8; and a
    joker goes on anything (H7.1: outside a penalty, which the engine checks first)."""
    if card >> 2 == EIGHT or card == JOKER_ID:
        return True
    if suit >= 0:
        return card & 3 == suit
    return card & 3 == top & 3 or card >> 2 == top >> 2


def _fits_table(no_eight_on_eight: bool) -> tuple[tuple[bool, ...], ...]:
    """FITS[key][card]: key is the top card (no suit asked), 52 + suit asked under an 8,
    JOKER_KEYS + suit asked under a joker. H7.3: no 8 on an 8 (a joker still may)."""
    rows = []
    for key in range(FIT_KEYS):
        top, suit = (key, -1) if key < 52 else (EIGHT * 4, (key - 52) % 4)
        row = [fits_book(c, top, suit) for c in range(JOKER_ID + 1)]
        if no_eight_on_eight and 52 <= key < JOKER_KEYS:
            for c in range(EIGHT * 4, EIGHT * 4 + 4):
                row[c] = False
        rows.append(tuple(row))
    return tuple(rows)


FITS = _fits_table(False)
FITS_NO_EIGHT_ON_EIGHT = _fits_table(True)
POINTS_JACKS = tuple(25 if c >> 2 == JACK and c != JOKER_ID else p for c, p in enumerate(POINTS))
BOOK_SPECIAL = frozenset({ACE, SEVEN, EIGHT, TEN})  # turned up, they go under the stock (H1)


class House:
    """The house rules of a round, as the engine reads them (one per tuple of names)."""

    __slots__ = (
        "rules", "jokers", "reverses", "no_eight_on_eight", "no_finish", "hand_size",
        "fits", "points", "special",
    )  # fmt: skip

    def __init__(self, rules: tuple[str, ...]) -> None:
        self.rules = rules
        self.jokers = JOKERS in rules
        self.reverses = JACK_REVERSES in rules
        self.no_eight_on_eight = NO_EIGHT_ON_EIGHT in rules
        self.no_finish = NO_FINISH_ON_EIGHT in rules
        self.hand_size = 7 if SEVEN_CARDS in rules else 8  # H7.5, H1
        self.fits = FITS_NO_EIGHT_ON_EIGHT if self.no_eight_on_eight else FITS
        self.points = POINTS_JACKS if self.reverses else POINTS  # H7.2: a jack counts 25
        # H1, H7.1, H7.2: ranks turned under the stock at the deal (the joker's is 13).
        special = set(BOOK_SPECIAL)
        if self.jokers:
            special.add(JOKER_ID >> 2)
        if self.reverses:
            special.add(JACK)
        self.special = frozenset(special)

    def is_special_start(self, card: int) -> bool:
        """Whether `card`, turned up to start the discard, goes under the stock."""
        return card >> 2 in self.special

    def hand_points(self, cards: Iterable[int]) -> int:
        """H6 (H7.1, H7.2): what a hand left scores for the round's winner."""
        points = self.points
        return sum(points[c] for c in cards)

    def __repr__(self) -> str:
        return f"House({self.rules!r})"


_HOUSES: dict[tuple[str, ...], House] = {}


def house(rules: tuple[str, ...] = ()) -> House:
    """The House of a tuple of H7 names already in H7's order (see house_rules)."""
    found = _HOUSES.get(rules)
    if found is None:
        found = _HOUSES[rules] = House(house_rules(rules))
    return found


BOOK = house(())
