"""The small label on the Huit américain table naming the house rules in force (RULES.md
H7), "Jokers · Jacks reverse · …": under the round's line, in the rules' own order.

Nothing is shown for the book's rules. The label breaks between two rules, and a rule too
long for the line by itself between its words, so it is never shrunk.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from game.ui.shell.i18n import N_, tr
from game.ui.shell.text import even_lines, text_width

SEPARATOR = " · "

SHORT: dict[str, str] = {
    "jokers": N_("huit.house.jokers.short"),
    "jack_reverses": N_("huit.house.jack_reverses.short"),
    "no_eight_on_eight": N_("huit.house.no_eight_on_eight.short"),
    "no_finish_on_eight": N_("huit.house.no_finish_on_eight.short"),
    "seven_cards": N_("huit.house.seven_cards.short"),
}


def names(rules: Sequence[str]) -> list[str]:
    """Each rule's short name in the player's language (`rules`: H7 names, as the engine
    checked them)."""
    return [tr(SHORT[r]) for r in rules]


def lines(rules: Sequence[str], size: int, width: int) -> tuple[str, ...]:
    """The label in lines no wider than `width` at font `size` (none for the book's rules)."""
    return _pack(tuple(names(rules)), size, width)


def whole(rules: Sequence[str], size: int, width: int) -> bool:
    """Every rule's name fits on a line of its own: none is broken."""
    return all(text_width(name, size) <= width for name in names(rules))


def height(size: int, count: int) -> int:
    """How tall `count` lines of the label are at font `size` (none: 0)."""
    return 0 if count <= 0 else round(size * 1.45) + (count - 1) * step(size)


def step(size: int) -> int:
    """From one line of the label to the next."""
    return round(size * 1.22)


@functools.lru_cache(maxsize=64)
def _pack(names: tuple[str, ...], size: int, width: int) -> tuple[str, ...]:
    """Rules side by side while they fit; a rule too long for a line alone is broken
    between its words, and the next rule starts a line of its own (so no line holds the
    end of one rule and the start of another)."""
    out: list[str] = []
    joinable = False  # the last line ends with a whole rule
    for name in names:
        if joinable and text_width(out[-1] + SEPARATOR + name, size) <= width:
            out[-1] += SEPARATOR + name
        elif text_width(name, size) <= width:
            out.append(name)
            joinable = True
        else:
            out += even_lines(name, size, width)
            joinable = False
    return tuple(out)
