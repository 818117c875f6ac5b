"""Everything the table says in words: spoken bids (R12), card names, log lines, prompts.

Numbers are words from a catalog list ("words.numbers": "zero|one|two|..."), so a French or
Dutch catalog only translates strings; nothing here glues words together in English order
(an attack's number comes with its article from "words.a_number": "un sept", "zeven").
Each sentence about a player has a "you" variant, because verbs agree with their subject.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Announce, BidAnnounced
from game.ui.i18n import N_, tr, trn


def number_word(n: int) -> str:
    """"six" for 6, from the catalog's list; digits past its end."""
    words = tr("words.numbers").split("|")
    return words[n] if 0 <= n < len(words) else str(n)


def a_number(n: int) -> str:
    """"a seven", "an eight": the number with its article, from the catalog's list."""
    words = tr("words.a_number").split("|")
    return words[n] if 0 <= n < len(words) else str(n)


def bid_text(bid_halves: int) -> str:
    """The bid as printed on the table: "6½", "½", "0"."""
    whole, half = divmod(bid_halves, 2)
    if half:
        return "½" if whole == 0 else f"{whole}½"
    return str(whole)


def bid_words(bid_halves: int) -> str:
    """The bid as spoken: "six and a half", "a half", "six".

    ½ and 1½ have their own keys: Dutch says "een half" and "anderhalf", not "één en een
    half", so "{n} and a half" cannot build them in every language.
    """
    whole, half = divmod(bid_halves, 2)
    if not half:
        return tr("bid.whole", n=number_word(whole))
    if whole == 0:
        return tr("bid.only_half")
    if whole == 1:
        return tr("bid.one_and_half")
    return tr("bid.half", n=number_word(whole))


def card_name(card: Card) -> str:
    if card is Card.GHOST:
        return tr("card.ghost")
    if card is Card.HALF:
        return "½"
    return str(int(card))


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_name(c) for c in cards)


def announcement(e: BidAnnounced) -> str:
    """What the player says aloud after a play (R12): "six and a half!", "five — lower!"."""
    if e.ghost:
        if e.kind is Announce.FIVE_RULE:
            return tr("say.still_lower")
        return tr("say.still", bid=bid_words(e.bid_halves))
    if e.kind is Announce.FIVE_RULE:
        return tr("say.five_rule")
    if e.kind is Announce.ZERO:
        return tr("say.zero")
    if e.kind is Announce.EIGHT_HALF:
        return tr("say.eight_half")
    if e.kind is Announce.ATTACK:
        return tr("say.attack", n=a_number(e.bid_halves // 2))
    return tr("say.bid", bid=bid_words(e.bid_halves))


def spoken(e: BidAnnounced) -> str:
    """The announcement as a log line ends ("Ada plays 7 — seven"): no exclamation, and
    "lower" without a second dash."""
    if e.kind is Announce.FIVE_RULE:
        return tr("said.still_lower") if e.ghost else tr("said.five_rule")
    return announcement(e).rstrip("!").rstrip()


def said(key: str, you: bool, **fmt: object) -> str:
    """A sentence about a player: `key` for others, `key + ".you"` for the player."""
    return tr(key + ".you" if you else key, **fmt)  # every key is listed in LOG_KEYS


def said_n(key: str, you: bool, count: int, **fmt: object) -> str:
    """Like said, for a sentence with a count in it: in its plural form."""
    return trn(key + ".you" if you else key, count, **fmt)  # keys listed in LOG_KEYS


def takes_pile(name: str, you: bool, count: int) -> str:
    """The line under the pile while it is swept away: "Ada takes the pile — 20 cards"."""
    return said_n("prompt.takes", you, count, name=name)


# Every key said() may build, written out for the catalog coverage test.
LOG_KEYS = (
    N_("log.plays"), N_("log.plays.you"), N_("log.plays_open"), N_("log.plays_open.you"),
    N_("log.plays_blind"), N_("log.plays_blind.you"), N_("log.blind_miss"),
    N_("log.blind_miss.you"), N_("log.blind_back"), N_("log.blind_back.you"),
    N_("log.takes_aside"), N_("log.takes_aside.you"), N_("log.takes_hand"),
    N_("log.takes_hand.you"), N_("log.attacked_aside"), N_("log.attacked_aside.you"),
    N_("log.attacked_hand"), N_("log.attacked_hand.you"), N_("log.at_table"),
    N_("log.at_table.you"), N_("log.window"), N_("log.window.you"), N_("log.passes"),
    N_("log.passes.you"), N_("log.swaps"), N_("log.swaps.you"), N_("log.no_swap"),
    N_("log.no_swap.you"), N_("log.wins"), N_("log.wins.you"), N_("prompt.takes"),
    N_("prompt.takes.you"),
)  # fmt: skip
