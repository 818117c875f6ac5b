"""Moves as values, and their one-line text notation (RULES.md Part D)."""

from __future__ import annotations

import enum

from attrs import frozen

from game.rules.huit import core
from game.rules.huit.cards import (
    CARD_BY_ID,
    EIGHT,
    JOKER_ID,
    TAKES_MOVE,
    Card,
    NotationError,
    Suit,
    expect,
    parse_card,
    show,
    suit_of,
)


class MoveKind(enum.Enum):
    PLAY = "play"  # a card from hand
    DRAW = "draw"
    PASS = "pass"
    CALL = "call"


@frozen
class Move:
    """One move. A play names its `card`, the `suit` asked if it is an 8 or a joker (H4.4,
    H7.1), and whether "Carte !" is said with it (`carte`, H5.1)."""

    kind: MoveKind
    card: Card | None = None
    suit: Suit | None = None
    carte: bool = False

    @classmethod
    def play(cls, card: Card, suit: Suit | None = None, carte: bool = False) -> Move:
        return cls(MoveKind.PLAY, card, suit, carte)

    @property
    def code(self) -> int:
        """The compact engine's code for this move (see game.rules.huit.core)."""
        return encode(self)

    @classmethod
    def from_code(cls, m: int) -> Move:
        return decode(m)

    def __str__(self) -> str:
        return format_move(self)


DRAW = Move(MoveKind.DRAW)
PASS = Move(MoveKind.PASS)
CALL = Move(MoveKind.CALL)
_WORDS = {"draw": DRAW, "pass": PASS, "call": CALL}


def encode(move: Move) -> int:
    kind = move.kind
    if kind is MoveKind.PLAY:
        card = move.card
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card <= JOKER_ID:
            raise NotationError(f"a play names one card, not {show(card)}")
        suit = move.suit
        if suit is not None and (not isinstance(suit, int) or not 0 <= suit < 4):
            raise NotationError(f"{show(suit)} is not a suit")
        return core.play_code(card, None if suit is None else int(suit), bool(move.carte))
    if kind is MoveKind.DRAW:
        return core.DRAW
    if kind is MoveKind.PASS:
        return core.PASS
    if kind is MoveKind.CALL:
        return core.CALL
    raise NotationError(f"{show(kind)} is not a kind of move")


_DECODED: dict[int, Move] = {}


def decode(m: int) -> Move:
    """The Move for a code (moves are values, so each is made once and shared)."""
    move = _DECODED.get(m)
    if move is None:
        move = _decode(m)
        _DECODED[m] = move
    return move


def _decode(m: int) -> Move:
    if m == core.DRAW:
        return DRAW
    if m == core.PASS:
        return PASS
    if m == core.CALL:
        return CALL
    s = (m >> core.SUIT_SHIFT & 7) - 1
    return Move(
        MoveKind.PLAY,
        CARD_BY_ID[m & core.CARD_MASK],
        None if s < 0 else Suit(s),
        bool(m & core.CARTE),
    )


def format_move(move: Move) -> str:
    expect(move, Move, TAKES_MOVE, "format_move")
    if move.kind is not MoveKind.PLAY:
        return str(move.kind.value)
    text = str(move.card)
    if move.suit is not None:
        text += f" {move.suit.token}"
    return text + " !" if move.carte else text


def parse_move(text: str) -> Move:
    """Read one move line: `7h`, `8s h`, `7h !`, `8s h !`, `X h`, `X h !` (a joker, H7.1),
    `draw`, `pass`, `call`."""
    if not isinstance(text, str):
        raise NotationError(f'a move must be text like "7h" or "draw", not {show(text)}')
    tokens = text.split()
    if not tokens:
        raise NotationError("an empty line is not a move")
    head = tokens[0].lower()
    if head in _WORDS:
        if len(tokens) > 1:
            raise NotationError(f"'{head}' takes nothing after it, got {show(text)}")
        return _WORDS[head]
    card = parse_card(tokens[0])
    rest = tokens[1:]
    carte = bool(rest) and rest[-1] == "!"
    if carte:
        rest = rest[:-1]
    suit = None
    if card.is_joker:
        if len(rest) != 1:
            raise NotationError(
                f'a joker names the suit asked next, like "X h" (then "!" for Carte !), '
                f"got {show(text)}"
            )
        suit = suit_of(rest[0])
    elif card.rank == EIGHT:
        if len(rest) != 1:
            raise NotationError(
                f'an 8 names the suit asked next, like "8s h" (then "!" for Carte !), '
                f"got {show(text)}"
            )
        suit = suit_of(rest[0])
    elif rest:
        raise NotationError(
            f'only an 8 or a joker names a suit; a play is one card, then "!" if you say '
            f"Carte !, got {show(text)}"
        )
    return Move(MoveKind.PLAY, card, suit, carte)
