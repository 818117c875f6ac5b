"""Refusals in the player's language, from IllegalMove's code and facts.

The engine names every refusal with a stable code and the facts it rests on
(game/rules/eight_half/explain.py); the catalog says it briefly. A code this module does not know is
shown in the engine's own words: never nothing.
"""

from __future__ import annotations

from game.rules.eight_half import IllegalMove
from game.ui.shell.i18n import N_, tr

_KEYS: dict[str, str] = {
    "over": N_("reason.over"),
    "swap_first": N_("reason.swap_first"),
    "no_swap_now": N_("reason.no_swap_now"),
    "nothing_to_take": N_("reason.nothing_to_take"),
    "attack_or_pass": N_("reason.attack_or_pass"),
    "only_pass": N_("reason.only_pass"),
    "no_pass_now": N_("reason.no_pass_now"),
    "opening": N_("reason.opening"),
    "turn_blind": N_("reason.turn_blind"),
    "no_take": N_("reason.no_take"),
    "hand_first": N_("reason.hand_first"),
    "open_first": N_("reason.open_first"),
    "not_yours": N_("reason.not_yours"),
    "must_take": N_("reason.must_take"),
    "lower": N_("reason.lower"),
    "combo_high": N_("reason.combo_high"),
    "no_half_on_8half": N_("reason.no_half_on_8half"),
    "too_many_halves": N_("reason.too_many_halves"),
    "on_8half": N_("reason.on_8half"),
    "zero_on_half": N_("reason.zero_on_half"),
    "five_high": N_("reason.five_high"),
    "too_low": N_("reason.too_low"),
    "swap_mine": N_("reason.swap_mine"),
    "swap_theirs": N_("reason.swap_theirs"),
    "not_together": N_("reason.not_together"),
    "not_a_move": N_("reason.not_a_move"),
}


def translate_reason(refused: IllegalMove) -> str:
    """A short translated refusal; the engine's own sentence for a code not in the catalog."""
    key = _KEYS.get(refused.code)
    if key is None:
        return refused.reason
    return tr(key, **refused.facts)
