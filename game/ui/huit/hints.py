"""The Huit américain hint (H): the move the Medium player would make, and why, briefly.

The choice is MediumBot's own. The reason names the facts its judgement weighs
(game.ai.huit.policy), read on the same table the bot reads (a determinization of what
the player may know): a call, the ace penalty, the 8 kept for later, the suit it names,
what a 7, a 10 or an ace does to the next player, the cards left to follow with, and
"Carte !". Under the house rules (H7) it also says what a joker does to the next player
(or answers), where a jack turns play, why an 8 (or a joker) goes before the last card,
why a last 8 is drawn on, and why an 8 stays off an 8. Nothing here decides a rule or a
move: the next player is the one the direction of play names (H7.2).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.huit.bots import MediumBot
from game.ai.huit.policy import CLOSE, EIGHT_DRAW, suit_counts
from game.rules.huit import Move, MoveKind, Observation, Phase
from game.rules.huit.cards import ACE, EIGHT, JACK, SEVEN, TEN, Card
from game.ui.huit.words import card_name, carte_word, last_card_barred, suit_name
from game.ui.shell.i18n import tr, trn

MAX_REASONS = 2  # the hint is one line under the table


def hint(
    obs: Observation,
    legal: Sequence[Move],
    rng: random.Random,
    *,
    names: Sequence[str] | None = None,
) -> tuple[Move, str]:
    """Medium's move for the seat of `obs` among `legal`, with its reason in words.

    `names` names the seats ("Ada forgot…"); without it the text says "the next player".
    """
    move = MediumBot().choose(obs, list(legal), rng)
    return move, explain(obs, legal, move, names)


def _who(seat: int, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr("huit.hint.next_player")


def _next(obs: Observation, direction: int | None = None) -> int:
    """The seat after the observer's, in the direction of play (H7.2)."""
    step = obs.direction if direction is None else direction
    return (obs.seat + step) % obs.players


def _names_suit(card: Card) -> bool:
    return card.is_joker or card.rank == EIGHT


def explain(
    obs: Observation, legal: Sequence[Move], move: Move, names: Sequence[str] | None = None
) -> str:
    """Why `move` (one of `legal`), in the words of the hint: "Hint: play … — …"."""
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    nxt = _next(obs)
    if move.kind is MoveKind.CALL:
        forgetful = obs.callable if obs.callable is not None else nxt
        return tr("huit.hint.call", name=_who(forgetful, names), carte=carte_word())
    if move.kind is MoveKind.PASS:
        if obs.phase is Phase.DRAWN:
            return tr("huit.hint.keep")
        return tr("huit.hint.pass")
    if move.kind is MoveKind.DRAW:
        return _why_draw(obs, plays)
    card = move.card
    assert card is not None  # a play names its card
    why = _reasons(obs, move, card, plays, nxt, names)
    text = _join(why)
    if move.suit is not None and card.is_joker:
        return tr("huit.hint.play_joker", suit=suit_name(move.suit), why=text)
    if move.suit is not None and card.rank == EIGHT:
        return tr("huit.hint.play_eight", card=card_name(card), suit=suit_name(move.suit), why=text)
    return tr("huit.hint.play", card=card_name(card), why=text)


def _why_draw(obs: Observation, plays: list[Move]) -> str:
    if obs.penalty:
        if obs.top.is_joker:  # H7.1: only a joker answers a joker
            return trn("huit.hint.draw_joker_penalty", obs.penalty)
        if any(c.is_joker for c in obs.hand):  # H7.1: no joker under an ace penalty
            return trn("huit.hint.draw_penalty_not_joker", obs.penalty)
        return trn("huit.hint.draw_penalty", obs.penalty)
    barred = last_card_barred(obs, plays)
    if barred is not None:  # H7.4
        return tr("huit.hint.draw_last_barred", card=card_name(barred))
    if not plays and _eight_on_eight(obs):  # H7.3
        return tr("huit.hint.draw_no_eight_on_eight")
    eights = [m for m in plays if m.card is not None and not m.card.is_joker]
    eights = [m for m in eights if m.card is not None and m.card.rank == EIGHT]
    if eights and len(obs.hand) >= EIGHT_DRAW:
        return tr("huit.hint.keep_eight_draw")
    if obs.phase is Phase.AGAIN:
        return tr("huit.hint.again_draw")
    return tr("huit.hint.draw")


def _eight_on_eight(obs: Observation) -> bool:
    """An 8 held, and an 8 on top that it may not go on (H7.3)."""
    top = obs.top
    return (
        "no_eight_on_eight" in obs.rules
        and not top.is_joker
        and top.rank == EIGHT
        and any(not c.is_joker and c.rank == EIGHT for c in obs.hand)
    )


def _reasons(
    obs: Observation,
    move: Move,
    card: Card,
    plays: list[Move],
    nxt: int,
    names: Sequence[str] | None,
) -> list[str]:
    """The facts behind a card played, most telling first."""
    out: list[str] = []
    them = _who(nxt, names)
    close = obs.hand_sizes[nxt] <= CLOSE
    rest = list(obs.hand)
    if card in rest:
        rest.remove(card)
    no_finish = "no_finish_on_eight" in obs.rules
    if obs.penalty:
        if card.is_joker:  # H7.1: each joker adds 4
            out.append(trn("huit.hint.why.answer_joker", obs.penalty + 4, name=them))
        else:
            out.append(trn("huit.hint.why.answer_ace", obs.penalty + 2, name=them))
    elif obs.phase is Phase.DRAWN:
        if card.is_joker:
            out.append(_why_joker(obs, them, nxt, close))
        out.append(tr("huit.hint.why.drawn_fits"))
    elif no_finish and _names_suit(card) and len(rest) == 1 and not _names_suit(rest[0]):
        # H7.4: it could not be the last card, so it goes while another is left.
        if card.is_joker:  # what the joker does goes with it: "Carte !" may follow
            out.append(tr("huit.hint.why.joker_before_last", name=them))
        else:
            out.append(tr("huit.hint.why.eight_before_last"))
            out.append(_why_suit(move, rest, plays))
    elif card.is_joker:
        out.append(_why_joker(obs, them, nxt, close))
        out.append(_why_suit(move, rest, plays))
    elif card.rank == EIGHT:
        out.append(_why_suit(move, rest, plays))
    elif no_finish and len(rest) == 1 and _names_suit(rest[0]):
        # H7.4: the card left may not go out; that tells more than anything else.
        out.append(tr("huit.hint.why.then_barred", card=card_name(rest[0])))
        out.append(_why_card(obs, card, rest, them, close, nxt, names))
    else:
        out.append(_why_card(obs, card, rest, them, close, nxt, names))
        if any(not c.is_joker and c.rank == EIGHT for c in rest):
            out.append(tr("huit.hint.why.keep_eight"))
        elif any(c.is_joker for c in rest):
            out.append(tr("huit.hint.why.keep_joker"))
    if move.carte:
        out.insert(min(1, len(out)), tr("huit.hint.why.carte", carte=carte_word()))
    return out[:MAX_REASONS]


def _why_joker(obs: Observation, them: str, nxt: int, close: bool) -> str:
    """What a joker does to the next player (H7.1)."""
    if close:
        return trn("huit.hint.why.joker_close", obs.hand_sizes[nxt], name=them)
    return tr("huit.hint.why.joker", name=them)


def _why_card(
    obs: Observation,
    card: Card,
    rest: list[Card],
    them: str,
    close: bool,
    nxt: int,
    names: Sequence[str] | None,
) -> str:
    rank = card.rank
    left = obs.hand_sizes[nxt]
    follow = sum(1 for c in rest if c.is_joker or c.suit == card.suit or c.rank in (rank, EIGHT))
    if rank == ACE:
        if close:
            return trn("huit.hint.why.ace_close", left, name=them)
        return tr("huit.hint.why.ace", name=them)
    if rank == SEVEN:
        if obs.players == 2:  # H4.3: the 7's player plays the next turn
            return tr("huit.hint.why.seven_two")
        if close:
            return trn("huit.hint.why.seven_close", left, name=them)
        return tr("huit.hint.why.seven", name=them)
    if rank == JACK and "jack_reverses" in obs.rules and rest:
        if obs.players == 2:  # H7.2: the jack works like a 7
            return tr("huit.hint.why.jack_two")
        if close:  # the reverse helps: the one close to going out waits longer
            return trn("huit.hint.why.jack_away", left, name=them)
        return tr("huit.hint.why.jack_reverse", name=_who(_next(obs, -obs.direction), names))
    if rank == TEN and rest and follow:
        return tr("huit.hint.why.ten")
    if not rest:
        return tr("huit.hint.why.last")
    if follow:
        return trn("huit.hint.why.follow", follow)
    return tr("huit.hint.why.shed")


def _why_suit(move: Move, rest: list[Card], plays: list[Move]) -> str:
    """Why this suit after an 8 or a joker: the one held most of, or one the others lack;
    "only your 8 fits" when it is so."""
    suit = move.suit
    assert suit is not None
    if not rest:
        return tr("huit.hint.why.eight_last")
    counts = suit_counts([int(c) for c in rest if not c.is_joker])
    only_eight = all(
        m.card is not None and not m.card.is_joker and m.card.rank == EIGHT for m in plays
    )
    if counts[suit] and counts[suit] == max(counts):
        if only_eight:
            return trn("huit.hint.why.eight_longest", counts[suit], suit=suit_name(suit))
        return trn("huit.hint.why.suit_longest", counts[suit], suit=suit_name(suit))
    # Medium named a suit it holds less of: fewer unseen cards follow it.
    if only_eight:
        return tr("huit.hint.why.eight_block", suit=suit_name(suit))
    return tr("huit.hint.why.suit_block", suit=suit_name(suit))


def _join(parts: list[str]) -> str:
    """ "a" or "a, and b", with the catalog's words."""
    if len(parts) == 1:
        return parts[0]
    return tr("huit.hint.and", a=parts[0], b=parts[1])
