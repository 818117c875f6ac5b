"""Telling names apart as people at a table would: "Alice", "alice", "ＡＬＩＣＥ", "Al\u200dice"
and a Cyrillic "Аlice" are one name.

Two names are the same when their skeletons meet: the name in NFKC, casefolded, without
default-ignorable characters, each character replaced by the prototype of its Unicode
confusables class (UTS #39, "Unicode Security Mechanisms"). The classes come from the
`confusable_homoglyphs` package's copy of Unicode's confusables.txt.

Case and look-alikes cross: a capital I looks like a small l ("Ian", "lan"), so a name has two
skeletons, one casefolded before the look-alikes are mapped and one after, and two names are
the same if any of their skeletons are.
"""

from __future__ import annotations

import functools
import json
import unicodedata
from collections.abc import Iterable
from importlib import resources

from game.names.normal import is_removed

_DATA_PACKAGE = "confusable_homoglyphs"
_DATA_FILE = "confusables.json"
# The data wraps right-to-left characters in marks that keep its listing readable.
_DIRECTION_MARKS = str.maketrans("", "", "\u200e\u200f")


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each confusable character -> its class's prototype (read once, on the first join).

    The package lists each pair of confusables both ways, so its classes are the connected
    parts of that listing; a prototype of several characters ("rn" for "m") is the class's
    prototype, else the class's smallest character stands for it (any one member will do:
    only equality of skeletons matters)."""
    text = resources.files(_DATA_PACKAGE).joinpath(_DATA_FILE).read_text(encoding="utf-8")
    listing: dict[str, list[dict[str, str]]] = json.loads(text)
    parent: dict[str, str] = {}

    def root(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for key, alikes in listing.items():
        for alike in alikes:
            a = root(key.translate(_DIRECTION_MARKS))
            b = root(alike["c"].translate(_DIRECTION_MARKS))
            if a != b:
                parent[max(a, b)] = min(a, b)
    classes: dict[str, list[str]] = {}
    for member in list(parent):
        classes.setdefault(root(member), []).append(member)
    table: dict[str, str] = {}
    for members in classes.values():
        longer = sorted(m for m in members if len(m) > 1)
        prototype = longer[0] if longer else min(members)
        for m in members:
            if len(m) == 1 and m != prototype:
                table[m] = prototype
    return table


def prepare() -> None:
    """Read the confusables now (a fraction of a second), not at the first join, where it
    would hold up the TV's frames while the room's thread reads them."""
    _prototypes()


def _mapped(text: str) -> str:
    """UTS #39's skeleton step: NFD, each character to its prototype, NFD again (twice, so
    the letters of a prototype like "rn" stand for their own classes too)."""
    table = _prototypes()
    for _ in range(2):
        text = unicodedata.normalize(
            "NFD", "".join(table.get(ch, ch) for ch in unicodedata.normalize("NFD", text))
        )
    return text


def skeletons(name: str) -> frozenset[str]:
    """The forms under which `name` is one with the names that look like it."""
    base = "".join(ch for ch in unicodedata.normalize("NFKC", name) if not is_removed(ch))
    base = " ".join(base.split())
    return frozenset({_mapped(base.casefold()), _mapped(base).casefold(),
                      _mapped(_mapped(base).casefold())})  # fmt: skip


def same_name(a: str, b: str) -> bool:
    """Would people at a table take `a` and `b` for one name?"""
    return not skeletons(a).isdisjoint(skeletons(b))


def clashes(name: str, others: Iterable[str]) -> str | None:
    """The first of `others` that `name` would be taken for, or None."""
    mine = skeletons(name)
    return next((o for o in others if not mine.isdisjoint(skeletons(o))), None)
