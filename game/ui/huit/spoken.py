"""Huit américain's table in words for the voice: the top card and the suit asked, the
focused card, the player's hand.

Only what the table shows to the one who has the screen: the hand is said only while it
is drawn face up for its owner (among friends, after the hand-over).
"""

from __future__ import annotations

from game.rules.huit.cards import Card
from game.ui.huit.selection import CHOOSER_SUITS, display_order
from game.ui.huit.shown import HuitShown
from game.ui.huit.words import card_name, cards_list, suit_name
from game.ui.shell.i18n import tr
from game.ui.speech.said import sentences


def situation(shown: HuitShown) -> str:
    """ "Top card: the 7 of hearts", and after an 8 "Suit asked: spades"."""
    if not shown.discard:
        return ""
    parts = [tr("speech.top_card", card=card_name(shown.top))]
    if shown.suit is not None and (shown.top.is_joker or shown.suit != shown.top.suit):
        parts.append(tr("speech.suit_asked", suit=suit_name(shown.suit)))
    return sentences(parts)


def focus(card: Card | None, playable: frozenset[Card], my_turn: bool) -> str:
    """The card the keyboard is on; at the player's turn, whether it may be played."""
    if card is None:
        return ""
    if my_turn and card not in playable:
        return tr("speech.does_not_fit", card=card_name(card))
    return card_name(card)


def hand(shown: HuitShown) -> str:
    """The player's hand from left to right, as the table shows it."""
    cards = [shown.hand[i] for i in display_order(shown.hand)]
    if not cards:
        return tr("speech.hand_empty")
    return tr("speech.hand", cards=cards_list(cards))


def chooser(position: int) -> str:
    """The suit the chooser's focus is on (an 8 or a joker naming its suit)."""
    return suit_name(CHOOSER_SUITS[position % len(CHOOSER_SUITS)])
