"""Everything the table says in words: spoken bids (R12), card names, log lines, prompts.

Numbers are words from a catalog list ("words.numbers": "zero|one|two|..."), so a French or
Dutch catalog only translates strings; nothing here glues words together in English order
(an attack's number comes with its article from "words.a_number": "un sept", "zeven").
The cards of a play are a whole noun phrase from the catalog, per kind of card, with its
article or its count ("an 8", "two 7s", "deux fantômes", "twee zevens", "an 8 and a ½"),
and a play is one sentence per shape (from hand, open or blind; with the bid said only when
the cards do not say it already). Each sentence about a player has a "you" variant,
because verbs agree with their subject.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Announce, BidAnnounced, Zone
from game.ui.shell.i18n import N_, tr, trn

NEWS_NAMED = 5  # new cards named one by one; more are counted


def number_word(n: int) -> str:
    """ "six" for 6, from the catalog's list; digits past its end."""
    words = tr("words.numbers").split("|")
    return words[n] if 0 <= n < len(words) else str(n)


def a_number(n: int) -> str:
    """ "a seven", "an eight": the number with its article, from the catalog's list."""
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


def _by_kind(listing: str, card: Card) -> str:
    """The entry for `card` in a catalog list by kind: 0-9, then ½, then the ghost."""
    entries = listing.split("|")
    return entries[card] if card < len(entries) else card_name(card)


def a_card(card: Card) -> str:
    """One card with its article: "a 7", "an 8", "a ghost", "un fantôme", "een ½"."""
    return _by_kind(tr("cards.one"), card)


def cards_phrase(cards: Sequence[Card]) -> str:
    """The cards of one play as a player names them (R5: identical cards, or 8s and one ½):
    "a 7", "two 7s", "three ghosts", "deux fantômes", "an 8 and a ½", "twee achten en een ½"."""
    if len(cards) > 1 and cards[0] is Card.EIGHT and cards[-1] is Card.HALF:  # R5.6
        return tr("cards.combo", eights=cards_phrase(cards[:-1]))
    if len(cards) == 1:
        return a_card(cards[0])
    return _by_kind(tr("cards.some", n=number_word(len(cards))), cards[0])


def new_cards(cards: Sequence[Card]) -> str:
    """The cards new in a person's hand since they last had the screen: "New in your hand:
    7, 2 and ½"; past a handful (a pile taken into hand), their number."""
    if len(cards) > NEWS_NAMED:
        return trn("note.new_cards.many", len(cards))
    names = [card_name(c) for c in sorted(cards)]
    listed = names[0]
    for name in names[1:-1]:
        listed = tr("cards.list.more", a=listed, b=name)
    if len(names) > 1:
        listed = tr("cards.list.last", a=listed, b=names[-1])
    return tr("note.new_cards", cards=listed)


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


def said_after(cards: Sequence[Card], e: BidAnnounced) -> str | None:
    """What the announcement adds to the cards a play names, or None when they say it all:
    a 7 is "seven", a 0 "zero", an 8 and a ½ "eight and a half". A ½ or a ghost needs its
    bid ("still four"), a 5 its "lower", an attack its name (R12)."""
    if e.kind is Announce.ATTACK:
        return tr("said.attack")
    if cards and cards[0].is_number and e.kind is not Announce.FIVE_RULE:
        return None
    if e.bid_halves == 1 and cards and all(card is Card.HALF for card in cards):
        return None  # a ½ on nothing: "a ½ — a half" would say it twice
    return spoken(e)


# A play's sentence by zone, and whether the bid follows the cards.
PLAYED = {
    (Zone.HAND, False): N_("log.plays"), (Zone.HAND, True): N_("log.plays_said"),
    (Zone.OPEN, False): N_("log.plays_open"), (Zone.OPEN, True): N_("log.plays_open_said"),
    (Zone.BLIND, False): N_("log.plays_blind"), (Zone.BLIND, True): N_("log.plays_blind_said"),
}  # fmt: skip


def play_line(name: str, you: bool, zone: Zone, cards: Sequence[Card], e: BidAnnounced) -> str:
    """A play in the move log: "Ada plays two 7s", "You play a ghost — still four", "Ada
    turns a blind card: a 9 — attack!"."""
    words = said_after(cards, e)
    key = PLAYED[zone, words is not None]
    return said(key, you, name=name, cards=cards_phrase(cards), said=words or "")


def play_memo(cards: Sequence[Card], e: BidAnnounced) -> str:
    """The same play beside the player's name: "played two 7s", "played a ½ — seven"."""
    words = said_after(cards, e)
    if words is None:
        return tr("memo.played", cards=cards_phrase(cards))
    return tr("memo.played_said", cards=cards_phrase(cards), said=words)


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
    N_("log.plays_blind"), N_("log.plays_blind.you"), N_("log.plays_said"),
    N_("log.plays_said.you"), N_("log.plays_open_said"), N_("log.plays_open_said.you"),
    N_("log.plays_blind_said"), N_("log.plays_blind_said.you"), N_("log.blind_miss"),
    N_("log.blind_miss.you"), N_("log.blind_back"), N_("log.blind_back.you"),
    N_("log.takes_aside"), N_("log.takes_aside.you"), N_("log.takes_hand"),
    N_("log.takes_hand.you"), N_("log.attacked_aside"), N_("log.attacked_aside.you"),
    N_("log.attacked_hand"), N_("log.attacked_hand.you"), N_("log.at_table"),
    N_("log.at_table.you"), N_("log.window"), N_("log.window.you"), N_("log.passes"),
    N_("log.passes.you"), N_("log.swaps"), N_("log.swaps.you"), N_("log.no_swap"),
    N_("log.no_swap.you"), N_("log.wins"), N_("log.wins.you"), N_("prompt.takes"),
    N_("prompt.takes.you"),
)  # fmt: skip
