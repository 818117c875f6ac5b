"""The player's choices at the Huit américain table, read off the legal moves only.

Nothing here decides a rule: a card is playable when a legal move plays it; whether
"Carte !" may be said comes from the legal moves carrying it (H5.1); a call, from CALL.
The hand is shown sorted by suit and then rank (the engine keeps it by rank).
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from game.rules.huit import Move, MoveKind, Phase, State, legal_moves
from game.rules.huit.cards import EIGHT, Card, Suit

# Suits in the hand from left to right: the colours alternate (clubs, diamonds, spades,
# hearts), so two suits of one colour never sit side by side.
SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
CHOOSER_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)  # keys 1-4


def display_order(hand: Sequence[Card]) -> list[int]:
    """Indices of `hand` (engine order) from left to right as the player sees them; jokers
    (of no suit, H7.1) at the right end."""

    def place(i: int) -> tuple[int, int, int]:
        card = hand[i]
        if card.is_joker:
            return len(SUIT_ORDER), 0, i
        return SUIT_ORDER.index(card.suit), card.rank, i

    return sorted(range(len(hand)), key=place)


def names_a_suit(card: Card) -> bool:
    """An 8 (H4) or a joker (H7.1): its player names the suit to follow."""
    return card.is_joker or card.rank == EIGHT


@frozen
class HuitOptions:
    legal: tuple[Move, ...] = ()
    my_turn: bool = False
    phase: Phase = Phase.PLAY
    playable: frozenset[Card] = frozenset()
    draw: bool = False  # draw one card (or, under a penalty, the whole penalty: H4.2)
    keep: bool = False  # keep the card just drawn (H3.1)
    pass_: bool = False  # nothing to draw and no play (H3.2)
    call: bool = False  # call the forgotten "Carte !" (H5.1)
    carte: bool = False  # a play now leaves one card: "Carte !" may be said with it
    drawn: Card | None = None  # after a draw, the only card that may be played
    penalty: int = 0


NOT_MY_TURN = HuitOptions()


def options_of(state: State, seat: int) -> HuitOptions:
    if state.is_over or state.turn != seat:
        return NOT_MY_TURN
    legal = tuple(legal_moves(state))
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    kinds = {m.kind for m in legal}
    drawn = state.drawn if state.phase is Phase.DRAWN else None
    return HuitOptions(
        legal=legal, my_turn=True, phase=state.phase,
        playable=frozenset(m.card for m in plays if m.card is not None),
        draw=MoveKind.DRAW in kinds,
        keep=state.phase is Phase.DRAWN and MoveKind.PASS in kinds,
        pass_=state.phase is not Phase.DRAWN and MoveKind.PASS in kinds,
        call=MoveKind.CALL in kinds, carte=any(m.carte for m in plays), drawn=drawn,
        penalty=state.penalty,
    )  # fmt: skip


def play_of(card: Card, suit: Suit | None, carte: bool, hand_size: int) -> Move:
    """The play of `card` as the player means it: "Carte !" goes only with a play that
    leaves one card (H5.1); the engine judges the rest (and explains a refusal)."""
    return Move.play(card, suit, carte and hand_size == 2)
