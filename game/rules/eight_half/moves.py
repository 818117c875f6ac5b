"""Moves as values, and their one-line text notation (RULES.md Part C)."""

from __future__ import annotations

import enum
import re
from collections import Counter

from attrs import frozen

from game.rules.eight_half import core
from game.rules.eight_half.cards import (
    DECK_COUNTS,
    TAKES_MOVE,
    Card,
    NotationError,
    expect,
    format_cards,
    parse_card,
    parse_cards,
)
from game.rules.eight_half.events import Zone


class MoveKind(enum.Enum):
    PLAY = "play"  # cards from hand or open cards
    BLIND = "blind"
    TAKE = "take"
    PASS = "pass"
    SWAP = "swap"
    NOSWAP = "noswap"


@frozen
class Move:
    """One move. `cards` for a play; (own, loser's) for a swap; `index` for a blind card."""

    kind: MoveKind
    cards: tuple[Card, ...] = ()
    zone: Zone = Zone.HAND
    index: int = 0

    @classmethod
    def play(cls, *cards: Card, from_open: bool = False) -> Move:
        return cls(MoveKind.PLAY, tuple(cards), Zone.OPEN if from_open else Zone.HAND)

    @classmethod
    def blind(cls, index: int) -> Move:
        return cls(MoveKind.BLIND, (), Zone.BLIND, index)

    @property
    def code(self) -> int:
        """The compact engine's code for this move (see game.rules.eight_half.core)."""
        return encode(self)

    @classmethod
    def from_code(cls, m: int) -> Move:
        return decode(m)

    def __str__(self) -> str:
        return format_move(self)


BLIND_CARDS = 3  # R2.1: each seat is dealt three blind cards and never gets more
_ASCII_DIGITS = re.compile(r"[0-9]+")  # str.isdigit() also takes "²" and "٣"

TAKE = Move(MoveKind.TAKE)
PASS = Move(MoveKind.PASS)
NOSWAP = Move(MoveKind.NOSWAP)


def play_shape(cards: tuple[Card, ...]) -> tuple[int, int] | None:
    """(kind, count) of a card group that may be played together, else None (R5)."""
    if not cards:
        return None
    first = cards[0]
    if all(c == first for c in cards):
        return int(first), len(cards)
    # R5.6: one or more 8s followed by exactly one ½.
    if cards[-1] == Card.HALF and len(cards) >= 2 and all(c == Card.EIGHT for c in cards[:-1]):
        return core.COMBO, len(cards) - 1
    return None


def encode(move: Move) -> int:
    """The engine code of `move`; NotationError if no code stands for exactly this move."""
    problem = malformed(move)
    if problem:
        raise NotationError(problem[1])
    kind = move.kind
    if kind is MoveKind.PLAY:
        shape = play_shape(move.cards)
        assert shape is not None  # malformed() checked it
        return core.play_code(shape[0], shape[1], move.zone is Zone.OPEN)
    if kind is MoveKind.BLIND:
        return core.BLIND + move.index
    if kind is MoveKind.TAKE:
        return core.TAKE
    if kind is MoveKind.PASS:
        return core.PASS
    if kind is MoveKind.NOSWAP:
        return core.NOSWAP
    give, receive = move.cards
    return core.SWAP_BASE + (int(give) << 4 | int(receive))


def malformed(move: Move) -> tuple[str, str] | None:
    """(refusal code, why) if `move` stands for no move of the game at all, else None.

    Moves can be built directly (`Move.blind(512)`); an unchecked field would spill into
    another move's code range (BLIND + 512 is TAKE), so every field is checked here.
    """
    if not _typed(move):
        return "not_a_move", "a move is a kind of move with cards (0-9, h, g) from parse_move"
    kind = move.kind
    cards = move.cards
    if type(move.index) is not int:
        return "not_a_move", "a blind card's position is a whole number"
    if kind is not MoveKind.BLIND and move.index != 0:
        return "not_a_move", f"only a blind play names a position, not a {kind.value} move"
    if kind is MoveKind.PLAY:
        if move.zone not in (Zone.HAND, Zone.OPEN):
            return "not_a_move", "cards are played from the hand or the open cards (R8)"
    elif move.zone is not (Zone.BLIND if kind is MoveKind.BLIND else Zone.HAND):
        return "not_a_move", f"a {kind.value} move names no zone of its own"
    if kind is MoveKind.PLAY:
        if play_shape(cards) is None:
            return "not_together", (
                f"{format_cards(cards)!r} cannot be played together: cards in one play must "
                "be identical, or 8s followed by one ½ (R5)"
            )
        for card, count in Counter(cards).items():
            if count > DECK_COUNTS[card]:
                return "not_a_move", (
                    f"{count} × '{card.token}' cannot be played: the deck has only "
                    f"{DECK_COUNTS[card]} (R1)"
                )
        return None
    if kind is MoveKind.BLIND:
        if cards:
            return "not_a_move", "a blind play names a position, not cards"
        if not 0 <= move.index < BLIND_CARDS:
            return "not_a_move", _blind_range(str(move.index))
        return None
    if kind is MoveKind.SWAP:
        if len(cards) != 2:
            return "not_a_move", "a swap names two cards: your open card, then the loser's (R10.4)"
        return None
    if cards:
        return "not_a_move", f"'{kind.value}' takes no cards"
    return None


def _typed(move: Move) -> bool:
    """Whether the fields hold what their types say (callers may ignore the hints)."""
    cards = move.cards
    return (
        isinstance(move.kind, MoveKind)
        and isinstance(cards, tuple)
        and all(isinstance(c, Card) for c in cards)
        and isinstance(move.zone, Zone)
    )


def _blind_range(index: str) -> str:
    return (
        f"a seat has at most {BLIND_CARDS} blind cards (R2.1), so a blind play names "
        f"position 0, 1 or 2, not {index}"
    )


def decode(m: int) -> Move:
    if m < core.BLIND:
        k = (m >> 4) & 15
        c = m & 15
        cards = (Card.EIGHT,) * c + (Card.HALF,) if k == core.COMBO else (Card(k),) * c
        return Move(MoveKind.PLAY, cards, Zone.OPEN if m & core.OPEN else Zone.HAND)
    if m < core.TAKE:
        return Move.blind(m - core.BLIND)
    if m == core.TAKE:
        return TAKE
    if m == core.PASS:
        return PASS
    if m == core.NOSWAP:
        return NOSWAP
    s = m - core.SWAP_BASE
    return Move(MoveKind.SWAP, (Card(s >> 4), Card(s & 15)))


def format_move(move: Move) -> str:
    expect(move, Move, TAKES_MOVE, "format_move")
    if not _typed(move):
        return "(not a move)"  # only for messages about a Move built with wrong types
    kind = move.kind
    if kind is MoveKind.PLAY:
        text = format_cards(move.cards)
        return f"open {text}" if move.zone is Zone.OPEN else text
    if kind is MoveKind.BLIND:
        return f"blind {move.index}"
    if kind is MoveKind.SWAP:
        return f"swap {format_cards(move.cards)}"
    return str(kind.value)


_WORDS = {"take": TAKE, "pass": PASS, "noswap": NOSWAP}


def parse_move(text: str) -> Move:
    """Read one move line: `7 7`, `8 h`, `open 7`, `blind 0`, `take`, `pass`, `swap 7 3`."""
    if not isinstance(text, str):
        raise NotationError(
            f'a move must be text like "7 7" or "take", not a {type(text).__name__}'
        )
    tokens = text.split()
    if not tokens:
        raise NotationError("an empty line is not a move")
    head = tokens[0].lower()
    if head in _WORDS:
        if len(tokens) > 1:
            raise NotationError(f"'{head}' takes nothing after it, got {_show(text)}")
        return _WORDS[head]
    if head == "blind":
        if len(tokens) != 2 or not _ASCII_DIGITS.fullmatch(tokens[1]):
            raise NotationError(
                f'a blind play names one position from 0, like "blind 0", got {_show(text)}'
            )
        digits = tokens[1].lstrip("0") or "0"  # bounded before int(): no 5000-digit numbers
        if len(digits) > 1 or int(digits) >= BLIND_CARDS:
            raise NotationError(_blind_range(_show(tokens[1])))
        return Move.blind(int(digits))
    if head == "swap":
        if len(tokens) != 3:
            raise NotationError(
                'a swap names your open card, then the loser\'s, like "swap 7 3", '
                f"got {_show(text)}"
            )
        return Move(MoveKind.SWAP, (parse_card(tokens[1]), parse_card(tokens[2])))
    from_open = head == "open"
    cards = parse_cards(" ".join(tokens[1:] if from_open else tokens))
    if not cards:
        raise NotationError("'open' must be followed by the open cards to play, like \"open 7\"")
    move = Move.play(*cards, from_open=from_open)
    problem = malformed(move)
    if problem:
        raise NotationError(problem[1])
    return move


def _show(text: str) -> str:
    """`text` quoted for a message, cut short: bad input can be any length."""
    return repr(text) if len(text) <= 40 else repr(text[:40]) + "…"
