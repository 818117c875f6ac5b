"""Every line the room reads on the TV stands at least 2.5% of the window's height at 16:9
(27 px at 1080p): the prompt line, a phone's away line, a hint, the bubbles, the plates, the
piles' words, the move log, the pause menu, the hand-over, the score pads and the round's
result, at both tables; and the menus: the title, the room with phones joined (its seats,
who joined, its status line, its controls) and its question to free a seat, the seats page,
Watch, the house rules page, the new-match question and the statistics (with Huit
américain's rules filter); in English, French and Dutch. A line's
height is its font's pixel size, after any shrinking to fit (tests/kits/room_text.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import lang_kit
import pytest
from room_text import LEAST_PCT, text_sizes

from game.store.settings import Settings
from game.ui.shell.app import App

SIZE = (1920, 1080)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_room_reads_every_line(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    least = LEAST_PCT * SIZE[1] / 100
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=SIZE, language=language))
        small = [
            f"{screen}: {d.text!r} at {d.size}px"
            for screen, lines in text_sizes(app, tmp_path, SIZE).items()
            for d in lines
            if d.size < least
        ]
    assert small == [], f"lines under {least:.0f}px at 1920×1080:\n" + "\n".join(sorted(set(small)))
