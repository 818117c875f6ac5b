"""Huit américain refusals in the player's language, from IllegalMove's code and facts.

The engine names every refusal with a stable code and the facts it rests on
(game/rules/huit/explain.py); the catalog says it briefly, with cards and suits in the
player's words. A code this module does not know is shown in the engine's own words:
never nothing.
"""

from __future__ import annotations

from game.rules.huit import IllegalMove, NotationError, parse_card
from game.rules.huit.cards import suit_of
from game.ui.huit.words import card_name, carte_word, suit_name
from game.ui.shell.i18n import N_, tr, trn

# Every code game.rules.huit.explain (and play.apply_move) gives, with its text.
KEYS: dict[str, str] = {
    "over": N_("huit.reason.over"),
    "cannot_call": N_("huit.reason.cannot_call"),
    "already_drew": N_("huit.reason.already_drew"),
    "must_play_again": N_("huit.reason.must_play_again"),
    "nothing_to_draw": N_("huit.reason.nothing_to_draw"),
    "must_answer_penalty": N_("huit.reason.must_answer_penalty"),
    "draw_first": N_("huit.reason.draw_first"),
    "not_a_card": N_("huit.reason.not_a_card"),
    "not_in_hand": N_("huit.reason.not_in_hand"),
    "only_drawn_card": N_("huit.reason.only_drawn_card"),
    "drawn_unfit": N_("huit.reason.drawn_unfit"),
    "name_suit": N_("huit.reason.name_suit"),
    "suit_only_for_8": N_("huit.reason.suit_only_for_8"),
    "wrong_suit": N_("huit.reason.wrong_suit"),
    "no_match": N_("huit.reason.no_match"),
    "carte_wrong": N_("huit.reason.carte_wrong"),
    "not_allowed": N_("huit.reason.not_allowed"),
    # The house rules' (H7).
    "eight_on_eight": N_("huit.reason.eight_on_eight"),
    "last_card_eight": N_("huit.reason.last_card_eight"),
    "joker_under_ace_penalty": N_("huit.reason.joker_under_ace_penalty"),
    "must_answer_joker_penalty": N_("huit.reason.must_answer_joker_penalty"),
}
# A call refused with a seat named: someone forgot, but the call came too late (or is one's
# own, when the refused player is that seat).
CALL_LATE = N_("huit.reason.call_first")
CALL_OWN = N_("huit.reason.call_own")
PLURAL = {  # facts that are counts
    "must_answer_penalty": "penalty",
    "carte_wrong": "left",
    "joker_under_ace_penalty": "penalty",
    "must_answer_joker_penalty": "penalty",
}


def refusal(err: IllegalMove, me: int | None = None) -> str:
    """A short translated refusal; `me`, the refused player's seat, tells a call of one's
    own forgotten "Carte !" from one made too late."""
    key = KEYS.get(err.code)
    if key is None:
        return err.reason
    facts = dict(err.facts)
    if err.code == "cannot_call" and "seat" in facts:
        key = CALL_OWN if facts["seat"] == me else CALL_LATE
    words: dict[str, object] = {"carte": carte_word()}
    try:
        if "card" in facts:
            words["card"] = card_name(parse_card(str(facts["card"])))
        if "top" in facts:
            words["top"] = card_name(parse_card(str(facts["top"])))
        if "suit" in facts:
            words["suit"] = suit_name(suit_of(str(facts["suit"])))
    except NotationError:
        return err.reason  # facts the engine never gives: its own words are still right
    count = PLURAL.get(err.code)
    if count is not None and isinstance(facts.get(count), int):
        return trn(key, int(facts[count]), **words)
    return tr(key, **words)
