"""Why a move is not legal, in words a player understands (used by IllegalMove).

Each refusal has a stable code (REASONS: the UI translates them) and its facts. The house
rules (H7) add four: "eight_on_eight" (H7.3), "last_card_eight" (H7.4: an 8 or a joker as
the last card), "joker_under_ace_penalty" and "must_answer_joker_penalty" (H7.1).
"""

from __future__ import annotations

from attrs import frozen

from game.rules.huit import core
from game.rules.huit.cards import ACE, CARD_BY_ID, EIGHT, JOKER_ID, show
from game.rules.huit.moves import Move, MoveKind
from game.rules.huit.state import Phase, State


@frozen
class Refusal:
    """Why a move is refused: a stable `code` and its `facts` (for a translated text),
    and `text`, the same in English words."""

    code: str
    text: str
    facts: dict[str, str | int]


# Every code a refusal may have.
REASONS: tuple[str, ...] = (
    "over", "cannot_call", "drawn_unfit", "already_drew", "must_play_again",
    "nothing_to_draw", "must_answer_penalty", "draw_first", "not_a_card", "not_in_hand",
    "only_drawn_card", "name_suit", "suit_only_for_8", "wrong_suit", "no_match",
    "carte_wrong", "not_allowed",
    # House rules (H7):
    "eight_on_eight", "last_card_eight", "joker_under_ace_penalty",
    "must_answer_joker_penalty",
)  # fmt: skip


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
    """Some card of the hand may be played now (house rules included)."""
    return any(m < core.DRAW for m in table.legal())


def _barred_last(state: State, card: int) -> bool:
    """H7.4: an 8 or a joker may not be played as the last card."""
    return (
        core.table_of(state).house.no_finish
        and len(state.hands[state.turn]) == 1
        and (card == JOKER_ID or card >> 2 == EIGHT)
    )


def _last_card(card: int) -> Refusal:
    shown = CARD_BY_ID[card]
    return _no(
        "last_card_eight",
        f"an 8 or a joker may not be played as your last card, so your {shown.words} "
        f"stays: draw, or pass when there is nothing to draw (H7.4)",
        card=shown.token,
    )


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
    if state.phase is not Phase.DRAWN or drawn is None:
        return None
    if table.fitting()[drawn]:
        if _barred_last(state, drawn):
            return _last_card(drawn)
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
    if state.penalty and state.top.is_joker:
        return _no(
            "must_answer_joker_penalty",
            f"play a joker or draw the {state.penalty} penalty cards (H7.1)",
            penalty=state.penalty,
        )
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
    if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card <= JOKER_ID:
        return _no("not_a_card", f"a play names one card, not {show(card)}")
    card = CARD_BY_ID[card]
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
    names_suit = card.is_joker or card.rank == EIGHT
    if names_suit and move.suit is None:
        if card.is_joker:
            return _no("name_suit", 'a joker names the suit asked next, like "X h" (H7.1)')
        return _no("name_suit", 'an 8 names the suit asked next, like "8s h" (H4.4)')
    if not names_suit and move.suit is not None:
        return _no("suit_only_for_8", "only an 8 or a joker names a suit (H4, H7.1)")
    top = state.top
    if state.penalty and top.is_joker and not card.is_joker:
        return _no(
            "must_answer_joker_penalty",
            f"under the joker penalty only a joker may be played, or you draw the "
            f"{state.penalty} cards (H7.1)",
            penalty=state.penalty,
        )
    if state.penalty and card.is_joker and not top.is_joker:
        return _no(
            "joker_under_ace_penalty",
            f"no joker under the ace penalty: play an ace, or draw the {state.penalty} "
            f"cards (H4.2, H7.1)",
            penalty=state.penalty,
        )
    if state.penalty and not top.is_joker and card.rank != ACE:
        return _no(
            "must_answer_penalty",
            f"under the ace penalty only an ace may be played, or you draw the "
            f"{state.penalty} cards (H4.2)",
            penalty=state.penalty,
        )
    table = core.table_of(state)
    if not table.fitting()[card]:
        if card.rank == EIGHT and table.house.no_eight_on_eight and top.rank == EIGHT:
            return _no(
                "eight_on_eight",
                "no 8 may be played on an 8 (H7.3)",
                card=card.token,
                top=top.token,
            )
        if state.suit is not None:
            house = table.house
            asker = "joker" if top.is_joker else "8"
            others = [] if house.no_eight_on_eight and not top.is_joker else ["an 8"]
            others += ["a joker"] if house.jokers else []
            return _no(
                "wrong_suit",
                f"the {asker} asked for {state.suit.word}: play {state.suit.word}"
                f"{''.join(f' or {o}' for o in others)} (H4)",
                suit=state.suit.token,
            )
        return _no(
            "no_match",
            f"the {card.words} matches neither the suit nor the rank of the {top.words} (H2)",
            card=card.token,
            top=top.token,
        )
    if _barred_last(state, card):
        return _last_card(card)
    left = len(hand) - 1
    if move.carte and left != 1:
        return _no(
            "carte_wrong",
            f'"Carte !" is said with the play that leaves one card; this one leaves {left} (H5.1)',
            left=left,
        )
    return _no("not_allowed", "that move is not allowed now")  # pragma: no cover
