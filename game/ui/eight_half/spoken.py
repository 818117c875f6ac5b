"""8½'s table in words for the voice: the bid, the focused card, the player's own cards.

Only what the table shows to the one who has the screen: the hand is said only while it
is drawn face up for its owner (among friends, after the hand-over).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.eight_half.cards import Card
from game.ui.eight_half.selection import Where
from game.ui.eight_half.shown import Shown
from game.ui.eight_half.words import bid_words, card_name
from game.ui.shell.i18n import tr, trn
from game.ui.speech.said import sentences


def situation(shown: Shown) -> str:
    """ "The bid is six and a half"."""
    return tr("speech.bid", bid=bid_words(shown.bid_halves))


def focus(
    shown: Shown,
    seat: int,
    focused: tuple[Where, int] | None,
    attackers: frozenset[Card] = frozenset(),
) -> str:
    """The card the keyboard is on: "7", "open card: half", "blind card 2"; a card that
    would attack (R6.2, the red rim and "!" on the table) says so: "7, attack!"."""
    if focused is None:
        return ""
    where, index = focused
    if where is Where.BLIND:
        return tr("speech.blind_card", n=index + 1)
    if where is Where.HAND:
        hand = shown.seats[seat].hand
        card = hand[index] if index < len(hand) else None
        words = card_name(card) if card is not None else ""
    else:
        owner = shown.seats[seat if where is Where.OPEN else (shown.loser or 0)]
        card = owner.open_slots[index] if index < len(owner.open_slots) else None
        words = tr("speech.open_card", card=card_name(card)) if card is not None else ""
    if card is not None and where is not Where.LOSER and card in attackers:
        return tr("speech.attacks", card=words)
    return words


def _listed(cards: Sequence[Card]) -> str:
    return ", ".join(card_name(c) for c in cards)


def hand(shown: Shown, seat: int) -> str:
    """All the player's cards: the hand, the open cards, how many blind and in the draw
    pile."""
    me = shown.seats[seat]
    parts = [
        tr("speech.hand", cards=_listed(me.hand)) if me.hand else tr("speech.hand_empty"),
    ]
    if me.open:
        parts.append(tr("speech.open_cards", cards=_listed(me.open)))
    if me.blind_size:
        parts.append(trn("speech.blind_cards", me.blind_size))
    if me.draw_size:
        parts.append(trn("speech.draw_pile", me.draw_size))
    return sentences(parts)
