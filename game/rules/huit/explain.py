"""Why a move is not legal, in words a player understands (used by IllegalMove)."""

from __future__ import annotations

from attrs import frozen

from game.rules.huit import core
from game.rules.huit.cards import ACE, CARDS, EIGHT, show
from game.rules.huit.moves import Move, MoveKind
from game.rules.huit.state import Phase, State


@frozen
class Refusal:
    """Why a move is refused: a stable `code` and its `facts` (for a translated text),
    and `text`, the same in English words."""

    code: str
    text: str
    facts: dict[str, str | int]


def _no(code: str, text: str, **facts: str | int) -> Refusal:
    return Refusal(code, text, facts)


def why_illegal(state: State, move: Move) -> Refusal:
    """The reason `move` is refused in `state` (assumes it is not legal)."""
    phase = state.phase
    if phase is Phase.OVER:
        return _no("over", "the round is over (H6.1)")
    table = core.table_of(state)
    kind = move.kind
    if kind is MoveKind.CALL:
        return _why_call(state)
    if kind is MoveKind.DRAW:
        return _why_draw(state, table)
    if kind is MoveKind.PASS:
        return _why_pass(state, table)
    return _why_card(state, move)


def _fits_any(table: core.Table) -> bool:
    f = table.fitting()
    return any(f[c] for c in table.hands[table.turn])


def _why_call(state: State) -> Refusal:
    ua = state.unannounced
    if ua is None:
        return _no(
            "cannot_call",
            'nobody can be called: everyone who went down to one card said "Carte !", '
            "or the chance has gone (H5.1)",
        )
    if ua == state.turn:
        return _no("cannot_call", 'you cannot call your own "Carte !" (H5.1)', seat=ua)
    return _no("cannot_call", "a call must be the first thing you do in your turn (H5.1)", seat=ua)


def _drawn_unfit(state: State, table: core.Table) -> Refusal | None:
    """After a draw whose card does not fit (H3.1), the one thing to do is keep it: said
    so, rather than offering a card that cannot be played."""
    drawn = state.drawn
    if state.phase is not Phase.DRAWN or drawn is None or table.fitting()[drawn]:
        return None
    return _no(
        "drawn_unfit",
        f"the {drawn.words} you drew does not fit, and only it may be played after a draw: "
        f'keep it with "pass" (H3.1)',
        card=drawn.token,
    )


def _why_draw(state: State, table: core.Table) -> Refusal:
    unfit = _drawn_unfit(state, table)
    if unfit is not None:
        return unfit
    if state.phase is Phase.DRAWN:
        assert state.drawn is not None
        return _no(
            "already_drew",
            f'you have drawn already: play the {state.drawn.words} or keep it with "pass" (H3.1)',
            card=state.drawn.token,
        )
    if state.phase is Phase.AGAIN and _fits_any(table):
        return _no(
            "must_play_again",
            "after your 10 you must play again, and a card of yours fits (H4.1)",
        )
    return _no(
        "nothing_to_draw",
        "there is nothing to draw: the stock is empty and the discard holds only its top "
        "card, so pass (H3.2)",
    )


def _why_pass(state: State, table: core.Table) -> Refusal:
    if state.penalty:
        return _no(
            "must_answer_penalty",
            f"play an ace or draw the {state.penalty} penalty cards (H4.2)",
            penalty=state.penalty,
        )
    if state.phase is Phase.AGAIN:
        if _fits_any(table):
            return _no(
                "must_play_again",
                "after your 10 you must play again, and a card of yours fits (H4.1)",
            )
        return _no("draw_first", "after your 10 with no card that fits, you draw one card (H4.1)")
    return _no(
        "draw_first",
        '"pass" is only for when there is nothing to draw: play a card or draw (H3.2)',
    )


def _why_card(state: State, move: Move) -> Refusal:
    card = move.card
    if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < 52:
        return _no("not_a_card", f"a play names one card, not {show(card)}")
    card = CARDS[card]
    hand = state.hands[state.turn]
    if card not in hand:
        return _no("not_in_hand", f"you have no {card.words}", card=card.token)
    unfit = _drawn_unfit(state, core.table_of(state))
    if unfit is not None:
        return unfit
    if state.phase is Phase.DRAWN and state.drawn is not None and card != state.drawn:
        return _no(
            "only_drawn_card",
            f"after a draw only the card drawn, the {state.drawn.words}, may be played (H3.1)",
            card=state.drawn.token,
        )
    if card.rank == EIGHT and move.suit is None:
        return _no("name_suit", 'an 8 names the suit asked next, like "8s h" (H4.4)')
    if card.rank != EIGHT and move.suit is not None:
        return _no("suit_only_for_8", "only an 8 names a suit (H4)")
    if state.penalty and card.rank != ACE:
        return _no(
            "must_answer_penalty",
            f"under the ace penalty only an ace may be played, or you draw the "
            f"{state.penalty} cards (H4.2)",
            penalty=state.penalty,
        )
    top = state.top
    if not core.fits(card, top, -1 if state.suit is None else state.suit):
        if state.suit is not None:
            return _no(
                "wrong_suit",
                f"the 8 asked for {state.suit.word}: play {state.suit.word} or an 8 (H4)",
                suit=state.suit.token,
            )
        return _no(
            "no_match",
            f"the {card.words} matches neither the suit nor the rank of the {top.words} (H2)",
            card=card.token,
            top=top.token,
        )
    left = len(hand) - 1
    if move.carte and left != 1:
        return _no(
            "carte_wrong",
            f'"Carte !" is said with the play that leaves one card; this one leaves {left} (H5.1)',
            left=left,
        )
    return _no("not_allowed", "that move is not allowed now")  # pragma: no cover
