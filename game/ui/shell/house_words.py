"""The house rules of Huit américain (RULES.md H7) in words: each rule's name and its line
saying what it does, and the short summary the title's row shows ("Jokers · Jacks reverse",
or "Book rules"). Setting values in words, like labels.py: the title, its page and the
score pad name the rules with them, without loading the rules themselves."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.shell.i18n import N_, tr, trn

# H7's names, in H7's order (game.rules.huit.HOUSE_RULES): the catalog keys of each rule's
# name and of its line.
HOUSE_WORDS: dict[str, tuple[str, str]] = {
    "jokers": (N_("house.jokers"), N_("house.jokers.line")),
    "jack_reverses": (N_("house.jack_reverses"), N_("house.jack_reverses.line")),
    "no_eight_on_eight": (N_("house.no_eight_on_eight"), N_("house.no_eight_on_eight.line")),
    "no_finish_on_eight": (N_("house.no_finish_on_eight"), N_("house.no_finish_on_eight.line")),
    "seven_cards": (N_("house.seven_cards"), N_("house.seven_cards.line")),
}


def rule_name(rule: str) -> str:
    """ "Jokers", "Jacks reverse": a house rule's name in the player's language."""
    return tr(HOUSE_WORDS[rule][0])


def rule_line(rule: str) -> str:
    """One line saying what the rule does."""
    return tr(HOUSE_WORDS[rule][1])


def rules_summaries(rules: Sequence[str]) -> list[str]:
    """The rules in force in words, longest first: every rule's name ("Jokers · Jacks
    reverse"), then how many ("2 house rules"); "Book rules" with none."""
    if not rules:
        return [tr("title.book_rules")]
    names = " · ".join(rule_name(rule) for rule in rules)
    return [names] if len(rules) == 1 else [names, trn("title.house_count", len(rules))]
