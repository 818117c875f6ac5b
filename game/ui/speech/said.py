"""What a screen says to a player who cannot see it, part by part, and the words made fit
for a voice (the table's glyphs said as words)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs

from game.ui.shell.i18n import tr

# "6½", "8½": a number and a half (a bid is printed without a space: "6 ½" is two cards).
_AND_HALF = re.compile(r"(\d+)½")
# The keys' arrows, as the help and the prompts name them: said as words.
_ARROWS = (
    ("← →", "speech.keys_left_right"),
    ("↑ ↓", "speech.keys_up_down"),
    ("←", "speech.key_left"),
    ("→", "speech.key_right"),
    ("↑", "speech.key_up"),
    ("↓", "speech.key_down"),
)
# What a voice would stumble on: the middle dot between a row's parts and dashes are
# pauses; the menus' value arrows and a name's typing caret are nothing.
_PAUSES = re.compile(r"\s*[·—–]\s*")
_MARKS = str.maketrans({"‹": " ", "›": " ", "|": ""})
_ENDS = (".", "!", "?", ":", "…")


@attrs.frozen
class Said:
    """One part of a screen's words: `part` names it ("heading", "focus", "prompt"), so
    that only a part whose words changed is said again. A new `stamp` says the same words
    again (a move refused twice)."""

    part: str
    text: str
    stamp: object = None


def speakable(text: str) -> str:
    """`text` as a voice should hear it: "6½" as "6 and a half", a ½ card as "half"
    ("demi", "half"), the keys' arrows as words, the menus' dots as pauses."""
    text = _AND_HALF.sub(lambda m: tr("speech.and_half", n=m.group(1)), text)
    for arrows, key in _ARROWS:
        if arrows in text:
            text = text.replace(arrows, tr(key))
    text = text.replace("½", tr("speech.half"))
    text = _PAUSES.sub(", ", text.translate(_MARKS))
    return " ".join(text.split())


def sentences(texts: Sequence[str]) -> str:
    """Several parts as one announcement: each a sentence of its own."""
    out = []
    for text in texts:
        text = text.strip()
        if text:
            out.append(text if text.endswith(_ENDS) else text + ".")
    return " ".join(out)
