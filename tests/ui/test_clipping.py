"""Nothing drawn is clipped. Both tables at typical and crowded moments (five
players, a hand of twenty, the attack flags, the blind cards, the swap, Huit's suit chooser,
a skipped player's tag, the round's result, the house rules' jokers and direction), the
title with matches to continue, both score pads, the statistics, the review, the room and
every other screen build/every_screen.py renders, at 800×600, 1280×720, 1920×1080 and
3840×2160, in English, French and Dutch, at each Text size.

What is drawn where comes from the drawing helpers themselves (game/ui/shell/drawn.py): every
line of text fits the width it was given, and is not drawn smaller than it asked for while
its neighbours (the lines asking for the same font) keep theirs; every card, badge and ring
lies inside the window; no ring covers a badge; every bot's name plate shows its level, or
none does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from screen_sweep import sweep

from game.store.settings import TextSize
from game.ui.shell.app import App


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_nothing_drawn_is_clipped(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    faults = sweep(make_app, tmp_path, language).clipped
    assert faults == [], "\n".join(faults)


@pytest.mark.parametrize("text_size", ["large", "largest"])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_nothing_is_clipped_at_a_larger_text_size(
    make_app: Callable[..., App], tmp_path: Path, language: str, text_size: TextSize
) -> None:
    """The Text size setting: every screen's words grow, and its rows, plates and buttons
    with them; nothing is cut, squeezed or covered for it, from 800×600 to 4K."""
    faults = sweep(make_app, tmp_path, language, text_size=text_size).clipped
    assert faults == [], "\n".join(faults)
