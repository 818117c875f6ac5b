"""JSON read from a stranger: one meaning only, or refused.

Python's `json.loads` takes a key given twice (the last one wins: which did the writer
mean?), NaN and Infinity (not JSON), numbers of thousands of digits (slow, then refused
with a ValueError of its own) and nesting as deep as its recursion allows. A file that
someone hands the player (a game file) is read here instead, as the phones' protocol
reads its messages: each of those is a `StrictJsonError` saying what is wrong.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DIGITS = 40  # no number in a file of ours is longer (a 64-bit seed has 20 digits)


class StrictJsonError(ValueError):
    """The bytes are not one unambiguous JSON document; the message says why."""


def loads(raw: bytes) -> Any:
    """The JSON value of `raw` (UTF-8, a leading BOM allowed), or StrictJsonError."""
    try:
        text = raw.decode("utf-8-sig")  # Windows Notepad writes a BOM
    except UnicodeDecodeError as exc:
        raise StrictJsonError(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    try:
        return json.loads(
            text,
            object_pairs_hook=_no_repeats,
            parse_constant=_no_constant,
            parse_int=_int,
            parse_float=_float,
        )
    except StrictJsonError:
        raise
    except json.JSONDecodeError as exc:
        raise StrictJsonError(
            f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise StrictJsonError("nested too deeply") from None
    except (ValueError, MemoryError) as exc:  # what the decoder may raise besides
        raise StrictJsonError(f"not valid JSON ({str(exc)[:120]})") from None


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise StrictJsonError(f"the key {_short(key)} is given twice")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise StrictJsonError(f"{name} is not a JSON number")


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise StrictJsonError(f"a number of {len(digits.lstrip('-'))} digits")
    return int(digits)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS:
        raise StrictJsonError(f"a number of {len(text)} characters")
    value = float(text)
    if value in (float("inf"), float("-inf")):  # 1e999 reads as infinity
        raise StrictJsonError(f"the number {text} is too large")
    return value


def _short(value: str) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
