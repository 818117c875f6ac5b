"""Helpers for the tests that draw every screen in French and Dutch.

Text that is too wide for its place is shrunk (game.ui.shell.text.fitted_size), never cut, so
"it fits" means: not shrunk past what English needs. English's tightest line at 800x600 is
a bot's bubble in the 5-player table with the log open, at 56% of its size.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import attrs

from game.ui.shell import i18n, widgets
from game.ui.shell import text as shared_text

LANGUAGES = ("fr", "nl")  # the rule books' languages, beside English
MIN_FIT = 0.5  # no text is shrunk below half its size (English's worst: 0.56)


@attrs.define
class Fitted:
    text: str
    asked: int
    got: int


@contextmanager
def fitted_texts() -> Iterator[list[Fitted]]:
    """Every line shrunk to fit while the block runs: what was asked for, what it got."""
    seen: list[Fitted] = []
    real = shared_text.fitted_size

    def spy(text: str, size: int, max_width: int, bold: bool = False) -> int:
        got = real(text, size, max_width, bold)
        seen.append(Fitted(text, size, got))
        return got

    shared_text.fitted_size = spy  # type: ignore[assignment]
    widgets.fit_size = spy  # type: ignore[assignment]
    try:
        yield seen
    finally:
        shared_text.fitted_size = real
        widgets.fit_size = real


def squeezed(seen: list[Fitted]) -> list[str]:
    """The lines shrunk past MIN_FIT: each would be hard to read."""
    return sorted({f"{f.text!r} {f.got}/{f.asked}px" for f in seen if f.got < f.asked * MIN_FIT})


@contextmanager
def back_to_english() -> Iterator[None]:
    """The translator is global: leave it in English for the tests that follow."""
    try:
        yield
    finally:
        i18n.set_language(i18n.FALLBACK)


@contextmanager
def drawn_texts() -> Iterator[set[str]]:
    """Every line of text drawn while the block runs."""
    seen: set[str] = set()
    real = shared_text.text_surface

    def spy(text: str, size: int, color: shared_text.Color, bold: bool = False) -> object:
        seen.add(text)
        return real(text, size, color, bold)

    shared_text.text_surface = spy  # type: ignore[assignment]
    widgets.text_surface = spy  # type: ignore[assignment]
    try:
        yield seen
    finally:
        shared_text.text_surface = real
        widgets.text_surface = real
