"""The line that tells an 8½ player what they may do, where the table's and the phone's
say the same (controls.py at the table, phone.py for a phone seat)."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.eight_half.cards import Card
from game.rules.eight_half.state import State
from game.ui.eight_half.selection import Options, Where
from game.ui.eight_half.words import a_number, bid_text
from game.ui.shell.i18n import N_, tr

# What fits when no number does (R5.2, R5.3, R5.7), one whole sentence for each case.
ONLY = {
    frozenset({Card.GHOST}): N_("prompt.only_ghost"),
    frozenset({Card.HALF}): N_("prompt.only_half"),
    frozenset({Card.GHOST, Card.HALF}): N_("prompt.only_ghost_half"),
}


def window_prompt(
    st: State, opts: Options, name: Callable[[int], str], none_key: str = N_("prompt.window_none")
) -> str:
    """R9.3: someone is out; attack them (a blind card may) or pass. `none_key`: when
    nothing can attack."""
    finisher = name(st.finisher if st.finisher is not None else 0)
    bid = bid_text(st.bid_halves)  # prompts show numbers; the bubbles speak words
    if opts.where is Where.BLIND:
        return tr("prompt.window_blind", name=finisher, bid=bid)
    if opts.attack is not None:
        return tr("prompt.window", name=finisher, bid=bid, n=a_number(int(opts.attack)))
    return tr(none_key, name=finisher, bid=bid)


def bid_prompt(st: State, opts: Options) -> str:
    """A card to play on the bid: lower after a five (R5.4), anything on 0 (R5.5), what
    fits when no number does, else the bid or higher."""
    if st.five_rule:
        return tr("prompt.lower")
    if st.bid_halves == 0:
        # A green 0 makes the bid 0 on a full pile (R5.5): any card goes, but no new pile.
        return tr("prompt.new_pile") if not st.pile else tr("prompt.zero")
    only = ONLY.get(frozenset(opts.playable))
    if only is not None:
        # Nothing "or higher" fits (9½ and up, or 8½ without 8s): name what really goes.
        return tr(only, bid=bid_text(st.bid_halves))
    key = N_("prompt.open_cards") if opts.where is Where.OPEN else N_("prompt.your_turn")
    return tr(key, bid=bid_text(st.bid_halves))
