"""The hint (H): what the Medium player would do, and why, in a few words.

The choice is MediumBot's own. The reason is built from the facts its judgement
(game.ai.eight_half.policy.score_play) weighs, read on the same table the bot reads (its
determinization of what the player may know, R11): cards shed, an attack, the five-rule,
the 8½ combination, and whether the next player could attack the bid the play leaves.
Nothing here decides a rule: attacks are the engine's (selection.attacking_plays).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from attrs import frozen

from game.ai.eight_half.bots import MediumBot
from game.ai.eight_half.policy import chance_next_holds, next_is_close_to_out
from game.ai.eight_half.view import determinize
from game.rules.eight_half import apply_move
from game.rules.eight_half.cards import Card
from game.rules.eight_half.moves import Move, MoveKind
from game.rules.eight_half.observe import observe
from game.rules.eight_half.state import Phase, State
from game.ui.eight_half.words import a_number, bid_text, card_name, cards_phrase, number_word
from game.ui.shell.i18n import N_, tr

MAX_REASONS = 3  # the note is one line under the pile


@frozen
class Hint:
    move: Move
    text: str


def hint_for(
    state: State,
    seat: int,
    legal: Sequence[Move],
    attacks: Sequence[Move],
    rng: random.Random,
    name: Callable[[int], str],
) -> Hint:
    """Medium's move for `seat` with its reason; `name(seat)` names a player."""
    move = MediumBot().choose(observe(state, seat), list(legal), rng)
    return Hint(move, _text(state, seat, move, legal, attacks, name))


def _text(
    state: State,
    seat: int,
    move: Move,
    legal: Sequence[Move],
    attacks: Sequence[Move],
    name: Callable[[int], str],
) -> str:
    if move.kind is MoveKind.TAKE:
        return tr("hint.take")
    if move.kind is MoveKind.PASS:
        return tr("hint.pass_none", bid=bid_text(state.bid_halves))
    if move.kind is MoveKind.BLIND:
        if state.phase is Phase.ATTACK_WINDOW:
            return tr("hint.blind_attack")
        return tr("hint.blind")
    if move.kind is MoveKind.NOSWAP:
        return tr("hint.no_swap")
    if move.kind is MoveKind.SWAP:
        gave, received = move.cards
        return tr(
            "hint.swap",
            gave=card_name(gave),
            received=card_name(received),
            name=name(state.loser or 0),
        )
    cards = cards_phrase(move.cards)
    why = _reasons(state, seat, move, legal, attacks, name)
    return tr("hint.play_why", cards=cards, why=_join(why)) if why else tr("hint.play", cards=cards)


def _reasons(
    state: State,
    seat: int,
    move: Move,
    legal: Sequence[Move],
    attacks: Sequence[Move],
    name: Callable[[int], str],
) -> list[str]:
    """The facts behind a card play, most telling first."""
    nxt = (seat + 1) % len(state.seats)
    if state.phase is Phase.ATTACK_WINDOW:
        finisher = state.finisher if state.finisher is not None else nxt
        return [tr("hint.why.attack_window", name=name(finisher))]
    if move in attacks:
        pile = len(state.pile) + len(move.cards)
        return [tr("hint.why.attack", name=name(state.half_owner or 0), count=pile)]
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    out: list[str] = []
    if len(plays) == 1:
        out.append(tr("hint.why.only"))
    n = len(move.cards)
    out.append(
        tr(N_("hint.why.shed.one") if n == 1 else N_("hint.why.shed.other"), n=number_word(n))
    )
    after = apply_move(state, move).state
    new_bid = after.bid_halves
    table = determinize(observe(state, seat), random.Random(0))  # what Medium reads
    them = name(nxt)
    kind = move.cards[-1]
    if Card.EIGHT in move.cards and kind is Card.HALF:
        out.append(tr("hint.why.combo", name=them))
    elif kind is Card.FIVE:
        close = next_is_close_to_out(table, nxt)
        out.append(tr(N_("hint.why.five_close") if close else N_("hint.why.five"), name=them))
    elif kind is Card.ZERO:
        out.append(tr("hint.why.zero"))
    elif kind is Card.GHOST:
        out.append(tr("hint.why.ghost", bid=bid_text(new_bid)))
    if new_bid % 2 and after.half_owner == seat:
        x1 = (new_bid + 1) // 2
        if x1 > 9:
            out.append(tr("hint.why.no_attack_high", bid=bid_text(new_bid)))
        else:
            chance = chance_next_holds(table, nxt, x1)
            key = (
                N_("hint.why.cannot_attack")
                if chance == 0
                else N_("hint.why.can_attack")
                if chance == 1
                else N_("hint.why.may_attack")
            )
            out.append(tr(key, name=them, bid=bid_text(new_bid), n=a_number(x1)))
    elif not after.five_rule:
        if next_is_close_to_out(table, nxt) and kind is not Card.GHOST and new_bid >= 12:
            out.append(tr("hint.why.close", name=them, bid=bid_text(new_bid)))
        elif kind not in (Card.GHOST, Card.ZERO):
            out.append(tr("hint.why.whole", name=them, bid=bid_text(new_bid)))
    return out[:MAX_REASONS]


def _join(parts: list[str]) -> str:
    """ "a", "a and b", "a, b and c" — with the catalog's words."""
    if len(parts) == 1:
        return parts[0]
    head = tr("hint.sep").join(parts[:-1])
    return tr("hint.and", a=head, b=parts[-1])
