"""Huit américain in words: card and suit names, speech bubbles, log lines, the prompt
under the table and the key line.

Card names are whole phrases from the catalog, one per kind of rank, so each language
writes them its own way: "the queen of spades", "la dame de pique", "schoppen vrouw"
(Dutch names every card the same way, suit then rank: "harten 8", "harten heer").
Sentences about a player have a ".you" twin, because verbs agree with their subject; a
seat is "you" when the table names it tr("seat.you"), as both tables do.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.huit import HOUSE_RULES, Move, MoveKind, Observation, Phase
from game.rules.huit import events as ev
from game.rules.huit.cards import ACE, EIGHT, JACK, Card, Suit
from game.ui.shell.i18n import N_, tr, trn

SUIT_KEYS = (
    N_("huit.suit.clubs"),
    N_("huit.suit.diamonds"),
    N_("huit.suit.hearts"),
    N_("huit.suit.spades"),
)
CARD_KEYS = {
    ACE: N_("huit.card.ace"),
    JACK: N_("huit.card.jack"),
    JACK + 1: N_("huit.card.queen"),
    JACK + 2: N_("huit.card.king"),
}
NUMBER_KEY = N_("huit.card.number")
JOKER_KEY = N_("huit.card.joker")
NEWS_NAMED = 5  # new cards named one by one; more are counted


def suit_name(suit: Suit) -> str:
    """ "hearts", "cœur", "harten": as said after "I change to"."""
    return tr(SUIT_KEYS[Suit(suit)])


def card_name(card: Card) -> str:
    """ "the 8 of hearts", "le 8 de cœur", "harten 8"; "the queen of spades", "la dame de
    pique", "schoppen vrouw"; "a joker" (H7.1: a deck holds two, so never "the")."""
    if card.is_joker:
        return tr(JOKER_KEY)
    key = CARD_KEYS.get(card.rank, NUMBER_KEY)
    return tr(key, rank=card.rank + 1, suit=suit_name(card.suit))


def cards_list(cards: Sequence[Card]) -> str:
    """Several cards as a sentence lists them: "the 7 of hearts, the ace of spades and the
    10 of clubs" ("… et …", "… en …")."""
    names = [card_name(c) for c in cards]
    if len(names) < 2:
        return "".join(names)
    head = names[0]
    for name in names[1:-1]:
        head = tr("huit.list.more", a=head, b=name)
    return tr("huit.list.last", a=head, b=names[-1])


def new_cards(cards: Sequence[Card]) -> str:
    """The cards new in a person's hand since they last had the screen: "New in your hand:
    the 7 of clubs and the 2 of diamonds"; past a handful, their number."""
    if len(cards) > NEWS_NAMED:
        return trn("note.new_cards.many", len(cards))
    return tr("note.new_cards", cards=cards_list(cards))


def carte_word() -> str:
    """What is said with the second-to-last card (H5): "Carte !" ("Laatste kaart!")."""
    return tr("huit.say.carte")


# -- bubbles --------------------------------------------------------------------------------


def bubble(
    event: object, names: Sequence[str] | None = None, *, top: Card | None = None
) -> str | None:
    """What is said aloud at this event, or None when the table stays quiet.

    Said by the player the event is about, except: a skip (Skipped names the one who
    misses the turn) and an ace's "+2" (PenaltyGrows names the one who will draw) are said
    by the card's player, and a call by the caller (CarteCalled.caller). A skip names whom
    it skips from `names` (as the log does), so nobody takes another's lost turn for theirs.
    `top`, the card on top of the discard, tells a joker's penalty from an ace's (H7.1).
    """
    if isinstance(event, ev.SuitAsked):
        return tr("huit.say.suit", suit=suit_name(event.suit))
    if isinstance(event, ev.Skipped):
        name = seat_name(event.seat, names)
        you = name == tr("seat.you")
        return tr(N_("huit.say.skip.you") if you else N_("huit.say.skip"), name=name)
    if isinstance(event, ev.PlayAgain):
        return tr("huit.say.again")
    if isinstance(event, ev.Reversed):  # H7.2
        return tr("huit.say.reverse")
    if isinstance(event, ev.PenaltyGrows):
        if top is not None and top.is_joker:
            return tr("huit.say.joker_penalty", n=event.penalty)
        return tr("huit.say.penalty", n=event.penalty)
    if isinstance(event, ev.CarteSaid):
        return carte_word()
    if isinstance(event, ev.CarteCalled):
        return tr("huit.say.call")
    if isinstance(event, ev.Passed):
        return tr("huit.say.pass")
    return None  # a card played, a draw, a keep, a refill, a silence, the end: no words


# Events that are heard (bubble() has words for them), for the tests and the table.
SPOKEN = (
    ev.SuitAsked,
    ev.Skipped,
    ev.PlayAgain,
    ev.Reversed,
    ev.PenaltyGrows,
    ev.CarteSaid,
    ev.CarteCalled,
    ev.Passed,
)


# -- the move log ---------------------------------------------------------------------------


def _is_you(names: Sequence[str], seat: int) -> bool:
    return names[seat] == tr("seat.you")


def _about(key: str, names: Sequence[str], seat: int, **fmt: object) -> str:
    """A sentence about `seat`: `key`, or `key + ".you"` for the player."""
    you = _is_you(names, seat)
    return tr(key + ".you" if you else key, name=names[seat], **fmt)


def _about_n(key: str, count: int, names: Sequence[str], seat: int, **fmt: object) -> str:
    you = _is_you(names, seat)
    return trn(key + ".you" if you else key, count, name=names[seat], **fmt)


def log_line(event: object, names: Sequence[str], *, top: Card | None = None) -> str | None:
    """The move log's line for an event; `names[seat]` names each player (tr("seat.you")
    for the player). None for an event without a line. `top`, the card on top of the
    discard, tells a joker's penalty from an ace's (H7.1); without it a penalty drawn is
    told as any penalty."""
    if isinstance(event, ev.CardPlayed):
        key = (
            N_("huit.log.plays_drawn") if event.source is ev.Source.DRAWN else N_("huit.log.plays")
        )
        return _about(key, names, event.seat, card=card_name(event.card))
    if isinstance(event, ev.SuitAsked):
        return _about("huit.log.asks", names, event.seat, suit=suit_name(event.suit))
    if isinstance(event, ev.Skipped):
        return _about("huit.log.skipped", names, event.seat)
    if isinstance(event, ev.PlayAgain):
        return _about("huit.log.again", names, event.seat)
    if isinstance(event, ev.Reversed):  # H7.2: the jack's own line came first
        if len(names) == 2:  # the jack works like a 7: the skip's line follows
            return tr("huit.log.reversed.two")
        return tr("huit.log.reversed.ccw" if event.direction < 0 else "huit.log.reversed.cw")
    joker = top is not None and top.is_joker
    if isinstance(event, ev.PenaltyGrows):
        key = "huit.log.penalty_joker" if joker else "huit.log.penalty"
        return _about_n(key, event.penalty, names, event.seat)
    if isinstance(event, ev.PenaltyDrawn):
        key = "huit.log.penalty_drawn_joker" if joker else "huit.log.penalty_drawn"
        return _about_n(key, event.count, names, event.seat)
    if isinstance(event, ev.CardDrawn):
        return _about("huit.log.draws", names, event.seat)
    if isinstance(event, ev.DrawnKept):
        return _about("huit.log.keeps", names, event.seat)
    if isinstance(event, ev.Passed):
        return _about("huit.log.passes", names, event.seat)
    if isinstance(event, ev.StockRefilled):
        return trn("huit.log.refill", event.count)
    if isinstance(event, ev.CarteSaid):
        return _about("huit.log.carte", names, event.seat, carte=carte_word())
    if isinstance(event, ev.CarteForgotten):
        return _about("huit.log.forgot", names, event.seat, carte=carte_word())
    if isinstance(event, ev.CarteCalled):
        key = (
            N_("huit.log.called.you")
            if _is_you(names, event.caller)
            else N_("huit.log.called.on_you")
            if _is_you(names, event.seat)
            else N_("huit.log.called")
        )
        return trn(
            key, event.count, caller=names[event.caller], name=names[event.seat], carte=carte_word()
        )
    if isinstance(event, ev.WentRoundInCircles):  # H6.2: who wins follows (RoundOver)
        return tr("huit.log.circles")
    if isinstance(event, ev.RoundOver):
        return _about_n("huit.log.round_over", event.points[event.winner], names, event.winner)
    return None


def log_lines(
    events: Sequence[object], names: Sequence[str], *, top: Card | None = None
) -> list[str]:
    """The log's lines for a move's `events`, in order; `top` is the discard's top card
    before them (the cards played among them replace it: a joker's penalty follows its
    joker)."""
    lines = []
    for e in events:
        if isinstance(e, ev.CardPlayed):
            top = e.card
        line = log_line(e, names, top=top)
        if line:
            lines.append(line)
    return lines


HOUSE_KEYS = {
    "jokers": N_("huit.log.house.jokers"),
    "jack_reverses": N_("huit.log.house.jack_reverses"),
    "no_eight_on_eight": N_("huit.log.house.no_eight_on_eight"),
    "no_finish_on_eight": N_("huit.log.house.no_finish_on_eight"),
    "seven_cards": N_("huit.log.house.seven_cards"),
}


def rules_line(rules: Sequence[str]) -> str | None:
    """The log's line about the house rules in force (H7), in H7's order: "House rules:
    two jokers a deck, the jack reverses and seven cards each"; None for the book's rules."""
    named = [tr(HOUSE_KEYS[name]) for name in HOUSE_RULES if name in rules]
    if not named:
        return None
    text = named[0]
    for name in named[1:-1]:
        text = tr("huit.list.more", a=text, b=name)
    if len(named) > 1:
        text = tr("huit.list.last", a=text, b=named[-1])
    return tr("huit.log.house", rules=text)


# Every key the log builds with a ".you" twin, written out for the catalog test.
LOG_KEYS = (
    N_("huit.log.plays"), N_("huit.log.plays.you"), N_("huit.log.plays_drawn"),
    N_("huit.log.plays_drawn.you"), N_("huit.log.asks"), N_("huit.log.asks.you"),
    N_("huit.log.skipped"), N_("huit.log.skipped.you"), N_("huit.log.again"),
    N_("huit.log.again.you"), N_("huit.log.penalty"), N_("huit.log.penalty.you"),
    N_("huit.log.penalty_drawn"), N_("huit.log.penalty_drawn.you"), N_("huit.log.draws"),
    N_("huit.log.draws.you"), N_("huit.log.keeps"), N_("huit.log.keeps.you"),
    N_("huit.log.passes"), N_("huit.log.passes.you"), N_("huit.log.carte"),
    N_("huit.log.carte.you"), N_("huit.log.forgot"), N_("huit.log.forgot.you"),
    N_("huit.log.round_over"), N_("huit.log.round_over.you"), N_("huit.log.penalty_joker"),
    N_("huit.log.penalty_joker.you"), N_("huit.log.penalty_drawn_joker"),
    N_("huit.log.penalty_drawn_joker.you"),
)  # fmt: skip


# -- the prompt -----------------------------------------------------------------------------


def seat_name(seat: int, names: Sequence[str] | None) -> str:
    """A seat's name from `names`, or "Player 2" when the caller gave none."""
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr("huit.seat", n=seat + 1)


def prompt(
    obs: Observation,
    legal: Sequence[Move],
    human: int | None,
    *,
    names: Sequence[str] | None = None,
    naming_suit: bool = False,
    keys: bool = True,
) -> str:
    """The line under the table: what the player may do now, or whose turn it is.

    `names` names the seats for "Ada is playing" (else "Player 2"); `naming_suit` says the
    player has chosen an 8 (or a joker) and the table waits for the suit; without `keys` (a
    phone) no key is named. Play going anticlockwise (H7.2) is said at the player's turn,
    where it tells who a 7, an ace or a joker will hit.
    """
    if obs.phase is Phase.OVER:
        if obs.winner is None:
            return tr("huit.prompt.over")
        return (
            tr("huit.prompt.over_won", name=seat_name(obs.winner, names))
            if obs.winner != human
            else tr("huit.prompt.over_you")
        )
    if human is None or obs.turn != human or obs.seat != human:
        return tr("huit.prompt.turn", name=seat_name(obs.turn, names))
    if naming_suit:
        return tr("huit.prompt.name_suit")
    text = _your_move(obs, legal)
    if obs.direction < 0 and obs.players > 2:
        text = tr("huit.prompt.reversed", then=text)
    if obs.callable is not None and any(m.kind is MoveKind.CALL for m in legal):
        return tr(
            N_("huit.prompt.callable") if keys else N_("phone.prompt.callable"),
            name=seat_name(obs.callable, names),
            carte=carte_word(),
        )
    if any(m.carte for m in legal) and obs.penalty == 0:
        return tr(
            N_("huit.prompt.carte_due") if keys else N_("phone.prompt.carte_due"),
            then=text,
            carte=carte_word(),
        )
    return text


def _your_move(obs: Observation, legal: Sequence[Move]) -> str:
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    can_draw = any(m.kind is MoveKind.DRAW for m in legal)
    if obs.penalty:
        if obs.top.is_joker:  # H7.1: only a joker answers a joker
            if plays:
                return trn("huit.prompt.answer_joker", obs.penalty)
            return trn("huit.prompt.draw_joker_penalty", obs.penalty)
        if plays:
            return trn("huit.prompt.answer_ace", obs.penalty)
        return trn("huit.prompt.draw_penalty", obs.penalty)
    if obs.phase is Phase.DRAWN:
        drawn = card_name(obs.drawn) if obs.drawn is not None else ""
        return tr("huit.prompt.drawn_fits" if plays else "huit.prompt.drawn_keep", card=drawn)
    barred = last_card_barred(obs, plays)
    if barred is not None:
        key = N_("huit.prompt.last_barred") if can_draw else N_("huit.prompt.last_barred_pass")
        return tr(key, card=card_name(barred))
    if obs.phase is Phase.AGAIN:
        if plays:
            return tr("huit.prompt.again")
        return tr("huit.prompt.again_draw" if can_draw else "huit.prompt.again_pass")
    if not plays:
        return tr("huit.prompt.draw" if can_draw else "huit.prompt.pass")
    if obs.suit is not None:
        return tr(_asked_key(obs), suit=suit_name(obs.suit))
    return tr(_changers_key(plays))


def last_card_barred(obs: Observation, plays: Sequence[Move]) -> Card | None:
    """The player's one card when it is an 8 or a joker that nothing lets them play: it
    may not go out (H7.4). None otherwise (the engine's legal moves decided; this only
    says why)."""
    if plays or len(obs.hand) != 1 or "no_finish_on_eight" not in obs.rules:
        return None
    card = obs.hand[0]
    return card if card.is_joker or card.rank == EIGHT else None


def _asked_key(obs: Observation) -> str:
    """What may follow a suit asked: the suit, an 8 (not on an 8 under H7.3), a joker
    (H7.1)."""
    jokers = "jokers" in obs.rules
    if "no_eight_on_eight" in obs.rules and not obs.top.is_joker:  # an 8 asked the suit
        return (
            N_("huit.prompt.asked_no_eight_joker") if jokers else N_("huit.prompt.asked_no_eight")
        )
    return N_("huit.prompt.asked_joker") if jokers else N_("huit.prompt.asked")


def _changers_key(plays: Sequence[Move]) -> str:
    """ "Only an 8 fits", "only a joker fits", "only an 8 or a joker fits" when every card
    that may be played names a suit; else "play a card or draw"."""
    jokers = {m.card is not None and m.card.is_joker for m in plays}
    if not all(m.card is not None and (m.card.is_joker or m.card.rank == EIGHT) for m in plays):
        return N_("huit.prompt.play_or_draw")
    if jokers == {True}:
        return N_("huit.prompt.only_joker")
    if True in jokers:
        return N_("huit.prompt.only_eight_joker")
    return N_("huit.prompt.only_eight")


def key_help() -> str:
    """The key line: arrows pick, Enter plays, D draw, K keep, C "Carte !" (or call), 1–4
    suit, H hint, L log, F1 rules, Esc pause."""
    return tr("huit.keys", carte=carte_word())
