"""JSON text a person can read: short containers on one line, move lists filled like prose.

``json.dumps(indent=2)`` puts every card list and every move on a line of its own, which
makes a six-game match thousands of lines long. Here a container stays on one line when
it fits in `WIDTH` columns, and a long list of plain values (the moves) is wrapped like a
PGN move text. The result is still plain JSON: ``json.loads(dumps(v)) == v``.
"""

from __future__ import annotations

import json
from typing import Any

WIDTH = 120  # a seat of a position (about 110 characters) stays on one line


def dumps(value: Any) -> str:
    """`value` as laid-out JSON text ending with a newline."""
    flat, laid_out = _layout(value, 0)
    return (flat if len(flat) <= WIDTH else laid_out) + "\n"


def _scalar(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _layout(value: Any, indent: int) -> tuple[str, str]:
    """(the one-line form, the form laid out over several lines at `indent`).

    Both are built in one pass from the children's forms, so the cost stays linear.
    """
    if isinstance(value, dict) and value:
        keys = [_scalar(k) for k in value]
        kids = [_layout(v, indent + 2) for v in value.values()]
        flat = "{" + ", ".join(f"{k}: {f}" for k, (f, _) in zip(keys, kids, strict=True)) + "}"
        pad = " " * (indent + 2)
        lines = []
        for k, (f, p) in zip(keys, kids, strict=True):
            fits = len(pad) + len(k) + 2 + len(f) + 1 <= WIDTH
            lines.append(f"{pad}{k}: {f if fits else p}")
        return flat, "{\n" + ",\n".join(lines) + "\n" + " " * indent + "}"
    if isinstance(value, list) and value:
        kids = [_layout(v, indent + 2) for v in value]
        flat = "[" + ", ".join(f for f, _ in kids) + "]"
        pad = " " * (indent + 2)
        if all(not isinstance(v, (dict, list)) for v in value):
            return flat, "[\n" + _fill([f for f, _ in kids], pad) + "\n" + " " * indent + "]"
        lines = [pad + (f if len(pad) + len(f) + 1 <= WIDTH else p) for f, p in kids]
        return flat, "[\n" + ",\n".join(lines) + "\n" + " " * indent + "]"
    text = _scalar(value)
    return text, text


def _fill(words: list[str], pad: str) -> str:
    """Plain values separated by ", ", wrapped before `WIDTH` columns."""
    lines: list[str] = []
    line = pad
    for i, word in enumerate(words):
        piece = word + ("," if i < len(words) - 1 else "")
        if line != pad and len(line) + 1 + len(piece) > WIDTH:
            lines.append(line)
            line = pad
        line = line + piece if line == pad else f"{line} {piece}"
    lines.append(line)
    return "\n".join(lines)
