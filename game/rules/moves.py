"""Moves as values, and their one-line text notation (RULES.md Part C)."""

from __future__ import annotations

import enum

from attrs import frozen

from game.rules import core
from game.rules.cards import Card, NotationError, format_cards, parse_card, parse_cards
from game.rules.events import Zone


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
        """The compact engine's code for this move (see game.rules.core)."""
        return encode(self)

    @classmethod
    def from_code(cls, m: int) -> Move:
        return decode(m)

    def __str__(self) -> str:
        return format_move(self)


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
    kind = move.kind
    if kind is MoveKind.PLAY:
        shape = play_shape(move.cards)
        if shape is None or shape[1] > 15:
            raise NotationError(f"{format_cards(move.cards)!r} cannot be played together")
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
        raise NotationError(f"a move must be text like \"7 7\" or \"take\", not {text!r}")
    tokens = text.split()
    if not tokens:
        raise NotationError("an empty line is not a move")
    head = tokens[0].lower()
    if head in _WORDS:
        if len(tokens) > 1:
            raise NotationError(f"'{head}' takes nothing after it, got {text!r}")
        return _WORDS[head]
    if head == "blind":
        if len(tokens) != 2 or not tokens[1].isdigit():
            raise NotationError(
                f"a blind play names one position from 0, like \"blind 0\", got {text!r}"
            )
        return Move.blind(int(tokens[1]))
    if head == "swap":
        if len(tokens) != 3:
            raise NotationError(
                f"a swap names your open card, then the loser's, like \"swap 7 3\", got {text!r}"
            )
        return Move(MoveKind.SWAP, (parse_card(tokens[1]), parse_card(tokens[2])))
    from_open = head == "open"
    cards = parse_cards(" ".join(tokens[1:] if from_open else tokens))
    if not cards:
        raise NotationError("'open' must be followed by the open cards to play, like \"open 7\"")
    if play_shape(cards) is None:
        raise NotationError(
            f"{format_cards(cards)!r} cannot be played together: cards in one play must be "
            "identical, or 8s followed by one ½ (R5)"
        )
    return Move.play(*cards, from_open=from_open)
