"""Which characters the TV can draw: the code points its bundled fonts hold, from
drawable.txt beside this module (written from the fonts by `python -m game.ui.shell.glyphs`,
and checked against them by tests/ui/shell/test_glyphs.py; the room cannot open a font).

"main" are the characters DejaVu Sans holds in both weights (Latin, Greek, Cyrillic and
more); "fallback" those only the emoji font holds (emoji and symbols). A right-to-left
character is never drawable: the TV lays text out left to right, letter by letter.
"""

from __future__ import annotations

import functools
import unicodedata
from importlib import resources

from attrs import frozen

from game.names.normal import is_removed

TABLE_FILE = "drawable.txt"
_RIGHT_TO_LEFT = frozenset({"R", "AL"})


@frozen
class Coverage:
    main: frozenset[int]
    fallback: frozenset[int]


def parse_ranges(words: list[str]) -> frozenset[int]:
    """ "0020-007E 00A0" -> the code points they name."""
    found: set[int] = set()
    for word in words:
        lo, _, hi = word.partition("-")
        found.update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return frozenset(found)


def format_ranges(points: set[int] | frozenset[int]) -> str:
    """The code points as runs: "0020-007E 00A0 ..." (the inverse of parse_ranges)."""
    runs: list[str] = []
    ordered = sorted(points)
    start = prev = ordered[0] if ordered else 0
    for cp in [*ordered[1:], -1]:
        if cp == prev + 1:
            prev = cp
            continue
        runs.append(f"{start:04X}" if start == prev else f"{start:04X}-{prev:04X}")
        start = prev = cp
    return " ".join(runs) if ordered else ""


@functools.cache
def coverage() -> Coverage:
    text = resources.files("game.names").joinpath(TABLE_FILE).read_text(encoding="utf-8")
    sections: dict[str, frozenset[int]] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            role, *words = line.split()
            sections[role] = parse_ranges(words)
    return Coverage(sections["main"], sections["fallback"])


def is_drawable(ch: str) -> bool:
    """Can the TV draw `ch` as it is meant to look? (Invisible characters count: a name
    loses them before it is shown.)"""
    if is_removed(ch):
        return True
    if unicodedata.bidirectional(ch) in _RIGHT_TO_LEFT:
        return False
    cov = coverage()
    return ord(ch) in cov.main or ord(ch) in cov.fallback


def undrawable(name: str) -> str | None:
    """The first character of `name` the TV cannot draw, or None."""
    return next((ch for ch in name if not is_drawable(ch)), None)
