"""A name as the table shows it: NFC, trimmed, one space between words, nothing invisible.

A phone's keyboard or a hand-edited file can bring characters that draw nothing: zero-width
spaces, joiners, soft hyphens, byte-order marks, variation selectors, bidirectional controls.
Inside a name they are removed; a name made only of them (or of marks and spaces) is no name:
`is_visible` says so, and each door decides (the room refuses it, a file shows "Player 2").
"""

from __future__ import annotations

import unicodedata

NAME_LENGTH = 16  # a person's name at most, in characters: a plate's width

# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 15): drawn as
# nothing by any font. The format characters (category Cf) are removed as well.
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)  # fmt: skip
# Never in a name: format characters, controls, lone surrogates, private use, unassigned
# code points (no font draws them), line and paragraph separators.
_REMOVED_CATEGORIES = frozenset({"Cf", "Cc", "Cs", "Co", "Cn", "Zl", "Zp"})
# What shows nothing on its own: a mark needs a letter to sit on, a space is blank.
_UNSEEN_CATEGORIES = frozenset({"Mn", "Me", "Zs"})


def is_ignorable(ch: str) -> bool:
    """A default-ignorable code point: no font draws it."""
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _IGNORABLE)


def is_removed(ch: str) -> bool:
    """A character a name never keeps (it draws nothing, or turns the text around)."""
    return ch not in "\t\n\r" and (
        is_ignorable(ch) or unicodedata.category(ch) in _REMOVED_CATEGORIES
    )


_JOINER = "\u200d"


def _pictograph(ch: str) -> bool:
    """An emoji or a symbol (skin tones included), as a zero-width joiner joins them."""
    return unicodedata.category(ch) in ("So", "Sk")


def tidy(name: str) -> str:
    """`name` in NFC without invisible characters, its spaces (tabs, line breaks, wide
    spaces) as single plain spaces, trimmed. May be "" or hold nothing visible.

    A zero-width joiner between two emoji stays: phones draw "👩\u200d🎤" as one singer
    (the TV draws both emoji); anywhere else ("Al\u200dice") it is removed."""
    text = unicodedata.normalize("NFC", name)
    kept: list[str] = []
    for i, ch in enumerate(text):
        if ch == _JOINER and kept and _pictograph(kept[-1]):
            following = next((c for c in text[i + 1 :] if not is_removed(c)), "")
            if following and _pictograph(following):
                kept.append(ch)
            continue
        if not is_removed(ch):
            kept.append(ch)
    return " ".join("".join(kept).split())


def is_visible(name: str) -> bool:
    """Does `name` show at least one character: not only marks, spaces and invisibles?"""
    return any(
        not (is_removed(ch) or ch.isspace() or unicodedata.category(ch) in _UNSEEN_CATEGORIES)
        for ch in name
    )


def shown(name: str) -> str:
    """What a name read from a file shows: tidied, or "" (the table's "Player 2") if nothing
    of it can be seen. Never raises."""
    name = tidy(name)
    return name if is_visible(name) else ""
