"""The Huit américain hint (H): the move the Medium player would make, and why, briefly.

The choice is MediumBot's own. The reason names the facts its judgement weighs
(game.ai.huit.policy), read on the same table the bot reads (a determinization of what
the player may know): a call, the ace penalty, the 8 kept for later, the suit it names,
what a 7, a 10 or an ace does to the next player, the cards left to follow with, and
"Carte !". Nothing here decides a rule or a move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.huit.bots import MediumBot
from game.ai.huit.policy import CLOSE, EIGHT_DRAW, suit_counts
from game.rules.huit import Move, MoveKind, Observation, Phase
from game.rules.huit.cards import ACE, EIGHT, SEVEN, TEN, Card
from game.ui.huit.words import card_name, carte_word, suit_name
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
    return move, _text(obs, legal, move, names)


def _who(seat: int, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr("huit.hint.next_player")


def _text(obs: Observation, legal: Sequence[Move], move: Move, names: Sequence[str] | None) -> str:
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    nxt = (obs.seat + 1) % obs.players
    if move.kind is MoveKind.CALL:
        forgetful = obs.callable if obs.callable is not None else nxt
        return tr("huit.hint.call", name=_who(forgetful, names), carte=carte_word())
    if move.kind is MoveKind.PASS:
        if obs.phase is Phase.DRAWN:
            return tr("huit.hint.keep")
        return tr("huit.hint.pass")
    if move.kind is MoveKind.DRAW:
        if obs.penalty:
            return trn("huit.hint.draw_penalty", obs.penalty)
        eights = [m for m in plays if m.card is not None and m.card.rank == EIGHT]
        if eights and len(obs.hand) >= EIGHT_DRAW:
            return tr("huit.hint.keep_eight_draw")
        if obs.phase is Phase.AGAIN:
            return tr("huit.hint.again_draw")
        return tr("huit.hint.draw")
    card = move.card
    assert card is not None  # a play names its card
    why = _reasons(obs, move, card, nxt, names)
    text = _join(why)
    if card.rank == EIGHT and move.suit is not None:
        return tr("huit.hint.play_eight", card=card_name(card), suit=suit_name(move.suit), why=text)
    return tr("huit.hint.play", card=card_name(card), why=text)


def _reasons(
    obs: Observation, move: Move, card: Card, nxt: int, names: Sequence[str] | None
) -> list[str]:
    """The facts behind a card played, most telling first."""
    out: list[str] = []
    them = _who(nxt, names)
    close = obs.hand_sizes[nxt] <= CLOSE
    rest = list(obs.hand)
    if card in rest:
        rest.remove(card)
    if obs.penalty:
        out.append(trn("huit.hint.why.answer_ace", obs.penalty + 2, name=them))
    elif obs.phase is Phase.DRAWN:
        out.append(tr("huit.hint.why.drawn_fits"))
    elif card.rank == EIGHT:
        out.append(_why_suit(obs, move, rest))
    else:
        out.append(_why_card(obs, card, rest, them, close, nxt))
        if any(c.rank == EIGHT for c in rest):
            out.append(tr("huit.hint.why.keep_eight"))
    if move.carte:
        out.insert(min(1, len(out)), tr("huit.hint.why.carte", carte=carte_word()))
    return out[:MAX_REASONS]


def _why_card(
    obs: Observation, card: Card, rest: list[Card], them: str, close: bool, nxt: int
) -> str:
    rank = card.rank
    left = obs.hand_sizes[nxt]
    follow = sum(1 for c in rest if c.suit == card.suit or c.rank in (rank, EIGHT))
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
    if rank == TEN and rest and follow:
        return tr("huit.hint.why.ten")
    if not rest:
        return tr("huit.hint.why.last")
    if follow:
        return trn("huit.hint.why.follow", follow)
    return tr("huit.hint.why.shed")


def _why_suit(obs: Observation, move: Move, rest: list[Card]) -> str:
    """Why this suit after the 8: the one held most of, or one the others lack."""
    suit = move.suit
    assert suit is not None
    if not rest:
        return tr("huit.hint.why.eight_last")
    counts = suit_counts([int(c) for c in rest])
    if counts[suit] and counts[suit] == max(counts):
        return trn("huit.hint.why.eight_longest", counts[suit], suit=suit_name(suit))
    # Medium named a suit it holds less of: fewer unseen cards follow it.
    return tr("huit.hint.why.eight_block", suit=suit_name(suit))


def _join(parts: list[str]) -> str:
    """ "a" or "a, and b", with the catalog's words."""
    if len(parts) == 1:
        return parts[0]
    return tr("huit.hint.and", a=parts[0], b=parts[1])
