"""Refusals in the player's language: IllegalMove.reason, matched and translated.

The engine explains a refusal in English sentences (game/rules/explain.py). The table reads
those sentences here and shows a short catalog text instead, with the same facts filled in.
A sentence this module does not know is shown as the engine wrote it: never nothing.
"""

from __future__ import annotations

import re

from game.ui.i18n import N_, tr

_BID = r"(?P<bid>\d*½?|\d+)"
_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"^the game is over", N_("reason.over")),
    (r"swaps an open card or declines first", N_("reason.swap_first")),
    (r"a swap is only offered", N_("reason.no_swap_now")),
    (r"there is nothing to take: attack or pass", N_("reason.nothing_to_take")),
    (r"the only choices now are an attack with a (?P<n>\d+) on " + _BID,
     N_("reason.attack_or_pass")),
    (r"nothing can attack this bid: pass", N_("reason.only_pass")),
    (r"'pass' is only for the attack window", N_("reason.no_pass_now")),
    (r"the game opens with the lowest yellow card in hand: play your (?P<n>\d+)",
     N_("reason.opening")),
    (r"at the blind cards you turn one over", N_("reason.turn_blind")),
    (r"you have a legal play, so you may not take the pile", N_("reason.no_take")),
    (r"blind cards come last: play from your hand", N_("reason.hand_first")),
    (r"blind cards come last: play from your open cards", N_("reason.open_first")),
    (r"there is no blind card", N_("reason.turn_blind")),
    (r"only blind cards are left", N_("reason.turn_blind")),
    (r"while your hand holds cards you play from the hand", N_("reason.hand_first")),
    (r"your hand is empty: play from your open cards", N_("reason.open_first")),
    (r"you do not have", N_("reason.not_yours")),
    (r"none of your cards can be played: take the pile", N_("reason.must_take")),
    (r"the five-rule is on: the 8½ combination", N_("reason.lower")),
    (r"the 8½ combination needs a bid of 8 or less, or exactly 8½; the bid is " + _BID,
     N_("reason.combo_high")),
    (r"no ½ may be played on 8½", N_("reason.no_half_on_8half")),
    (r"(?P<count>\d+) halves would climb past 8½ from " + _BID + r": at most (?P<n>\d+)",
     N_("reason.too_many_halves")),
    (r"on 8½ only a ghost", N_("reason.on_8half")),
    (r"a 0 may only go on a whole bid, not on " + _BID, N_("reason.zero_on_half")),
    (r"a blue 5 may only go on a bid of 5 or less, not on " + _BID, N_("reason.five_high")),
    (r"five — lower!", N_("reason.lower")),
    (r"a (?P<n>\d+) is lower than the bid of " + _BID, N_("reason.too_low")),
    (r"you have no open .* to give", N_("reason.swap_mine")),
    (r"the loser has no open .* to take", N_("reason.swap_theirs")),
    (r"cannot be played together", N_("reason.not_together")),
)
_COMPILED = tuple((re.compile(p), key) for p, key in _PATTERNS)


def translate_reason(reason: str) -> str:
    """A short translated refusal for the engine's `reason`; the reason itself if unknown."""
    for pattern, key in _COMPILED:
        found = pattern.search(reason)
        if found:
            return tr(key, **{k: v for k, v in found.groupdict().items() if v is not None})
    return reason
