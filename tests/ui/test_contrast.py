"""Every line of text stands out from what it is drawn on: at least 4.5:1 (WCAG 2.x AA), or
3:1 for large text (24 px, or 18.67 px bold), measured from the pixels each line was drawn
on (tests/kits/contrast_kit.py). On every screen build/every_screen.py renders: both tables
at typical and crowded moments, their logs, pause menus and rules, the score pads, the
title and its pages, the room, the statistics, the tutorial and the crash screen; at
800×600, 1280×720, 1920×1080 and 3840×2160, in English, French and Dutch, and Huit's
screens with the four-colour deck too."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from screen_sweep import sweep

from game.ui.shell.app import App


@pytest.mark.parametrize(
    ("language", "four_colour"),
    [("en", False), ("fr", False), ("nl", False), ("en", True)],
    ids=["en", "fr", "nl", "en-four-colour"],
)
def test_every_line_stands_out(
    make_app: Callable[..., App], tmp_path: Path, language: str, four_colour: bool
) -> None:
    faults = sweep(make_app, tmp_path, language, four_colour).faint
    assert faults == {}, "\n".join(faults.values())
