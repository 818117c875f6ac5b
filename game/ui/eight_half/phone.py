"""What the 8½ table tells a phone seat: the game as that seat sees it
(observe, R11), its legal moves when it is to decide, what to do in a line, and the last
line of the move log, in the phone's language. A move comes back in Part C notation."""

from __future__ import annotations

from collections.abc import Sequence

from game.lan.views import eight_half_view
from game.rules.eight_half import NotationError, observe, parse_move
from game.rules.eight_half.events import Event, GameOver
from game.rules.eight_half.moves import Move
from game.rules.eight_half.state import Phase, State
from game.ui.eight_half.move_log import MoveLog
from game.ui.eight_half.prompts import bid_prompt, window_prompt
from game.ui.eight_half.selection import Where, attacking_plays, options_for
from game.ui.eight_half.words import bid_text, card_name, cards_phrase
from game.ui.shell.i18n import N_, tr
from game.ui.table.phone_rules import Names, PhoneRules


def view(
    state: State, seat: int, legal: Sequence[Move], names: Names, ply: int
) -> dict[str, object]:
    return eight_half_view(observe(state, seat), legal, names, ply)


def prompt(st: State, seat: int, legal: Sequence[Move], names: Names) -> str:
    """Whose turn it is, or what `seat` may do now (the phone shows the cards, so no key
    or click is named)."""
    if st.is_over:
        winner = st.winner if st.winner is not None else 0
        return (
            tr("phone.prompt.over_you")
            if winner == seat
            else tr("phone.prompt.over", name=names[winner])
        )
    if st.turn != seat or not legal:
        if st.phase is Phase.SWAP:
            return tr("prompt.swapping", name=names[st.turn])
        return tr("prompt.turn", name=names[st.turn])
    opts = options_for(st.phase, legal, not st.seats[seat].hand, attacking_plays(st, legal))
    if opts.swap:
        return tr("phone.prompt.swap", name=names[st.loser if st.loser is not None else 0])
    if st.phase is Phase.ATTACK_WINDOW:
        return window_prompt(st, opts, names.__getitem__, N_("phone.prompt.window_none"))
    if opts.take_only:
        return tr("phone.prompt.must_take")
    if st.opener is not None:
        return tr("prompt.opening", card=card_name(legal[0].cards[0]))  # R3.1: one card
    if opts.where is Where.BLIND:
        return tr("phone.prompt.blind")
    if opts.attacks:
        owner = names[st.half_owner if st.half_owner is not None else 0]
        return tr(
            "prompt.attack",
            n=cards_phrase(opts.attacks[0].cards),
            name=owner,
            bid=bid_text(st.bid_halves),
        )
    return bid_prompt(st, opts)


def last(events: Sequence[Event], seat: int, names: Names) -> str:
    """The move log's line for the last move, as `seat` reads it ("You take the pile"):
    the move itself, not who won the game (the line above it says that already)."""
    log = MoveLog(names.__getitem__, seat)
    for e in events:
        if not isinstance(e, GameOver):
            log.on_shown(e)
    return log.lines[-1].text if log.lines else ""


PHONE = PhoneRules("eight_half", parse_move, NotationError, view, prompt, last)
