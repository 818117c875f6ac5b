"""The menus at a large text size (the Display page's Text size): their words grow with the
setting and the pages reflow for them, nothing shrunk, nothing cut by the window's edge."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import drawn_screens as ds
import pytest

from game.store.settings import Settings
from game.ui.menus.style import read_size
from game.ui.shell import drawn, text_size
from game.ui.shell.drawn import Drawn, Kind


@pytest.fixture(autouse=True)
def normal_text_after() -> Iterator[None]:
    """The text size is global, as the language is: Normal again for the next test."""
    yield
    text_size.set_text_size("normal")


def frame(app: Any, size: tuple[int, int]) -> list[Drawn]:
    """What one frame of the app's screen drew at `size`."""
    with drawn.recording() as seen:
        ds.show(app, size)
    return [d for d in seen if d.kind is Kind.TEXT]


def large_app(make_app: Callable[..., Any], language: str, size: str = "large") -> Any:
    return make_app(Settings(window_size=(800, 600), language=language, text_size=size))


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_titles_keys_take_two_lines_at_large_text_not_a_smaller_font(
    make_app: Callable[..., Any], tmp_path: Path, language: str
) -> None:
    """At 800×600 in Large text the line of keys ("↑ ↓ choose · Enter select · ← → change ·
    F1 rules · F11 fullscreen · Esc quit") is wider than the window: it goes on two lines at
    the size the footer reads, one under the other, inside the window."""
    app = large_app(make_app, language)
    ds.title_with_matches(app, tmp_path)
    texts = frame(app, (800, 600))
    read = read_size((800, 600))
    keys = [d for d in texts if "F11" in d.text or "↑ ↓" in d.text]
    assert len(keys) == 2
    assert all(d.size == read and not d.shrunk for d in keys)
    assert keys[0].rect.bottom <= keys[1].rect.top or keys[1].rect.bottom <= keys[0].rect.top
    assert all(d.rect.left >= 0 and d.rect.right <= 800 and d.rect.bottom <= 600 for d in keys)
    credit = next(d for d in texts if "Haim Shafir" in d.text)
    assert credit.rect.bottom <= min(d.rect.top for d in keys), "the credit stands above"
