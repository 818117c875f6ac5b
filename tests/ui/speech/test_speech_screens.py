"""Speak the screen on every screen: each says what it shows in the chosen language as the
voice should hear it, and F2 turns the speech off and on again from any of them without
touching the screen itself."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import lang_kit
import pygame
import pytest
from drawn_screens import SCREENS, clear
from speech_kit import FakeVoice

from game.store.settings import Settings
from game.ui.shell import i18n
from game.ui.shell.app import App

# What a voice must never be handed: a catalog key, a placeholder left unfilled, a glyph
# read letter by letter ("½", the menus' dots and arrows).
UNSAYABLE = re.compile(r"\b[a-z_]+\.[a-z_.]+\b|[{}½·‹›→]")


def _press(app: App, key: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame(1 / 60)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_every_screen_speaks_and_f2_toggles_it_there(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    voice = FakeVoice()
    faults: list[str] = []
    with lang_kit.back_to_english():
        settings = Settings(window_size=(800, 600), language=language, speak_screen=True)
        app = make_app(settings, voice=lambda: voice, fixed_dt=1 / 60)
        off_word = i18n.tr("speech.off").split(" ")[0]
        for index, (name, build) in enumerate(SCREENS.items()):
            folder = tmp_path / f"screen{index}"
            folder.mkdir()
            voice.clear()
            build(app, folder)
            app.frame(1 / 60)
            said = " ".join(voice.said)
            if not said.strip():
                faults.append(f"{name}: nothing said")
            bad = UNSAYABLE.findall(said)
            if bad:
                faults.append(f"{name}: {bad} in {said!r}")
            top = app.top
            _press(app, pygame.K_F2)
            if app.settings.speak_screen or not voice.last.startswith(off_word):
                faults.append(f"{name}: F2 did not turn the speech off ({voice.last!r})")
            _press(app, pygame.K_F2)
            if not app.settings.speak_screen or app.top is not top:
                faults.append(f"{name}: F2 did not turn it on again, or left the screen")
            clear(app)
    assert faults == [], "\n".join(faults)
