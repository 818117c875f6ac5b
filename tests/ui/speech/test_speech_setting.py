"""The setting "Speak the screen": off unless chosen, on the Sound page and on F2 anywhere
(saved, with a note), the title saying once that the computer has no voice; and the
voice costs a frame nothing."""

from __future__ import annotations

import threading
from collections.abc import Callable

import lang_kit
import pygame
from speech_kit import FakeVoice, key

from game.store.settings import Settings, SettingsStore
from game.ui.menus.seats import SeatsScene
from game.ui.menus.sound import SoundScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.shell.i18n import tr
from game.ui.tutorial.scene import TutorialScene

DT = 1 / 60


def test_off_unless_chosen_and_nothing_is_said(make_app: Callable[..., App]) -> None:
    voice = FakeVoice()
    app = make_app(Settings(window_size=(800, 600)), voice=lambda: voice, fixed_dt=DT)
    assert Settings().speak_screen is False
    app.push(TitleScene(app))
    key(app, pygame.K_DOWN)
    assert voice.calls == []  # the voice was not even looked for


def test_f2_turns_it_on_anywhere_saved_and_said(make_app: Callable[..., App]) -> None:
    voice = FakeVoice()
    app = make_app(Settings(window_size=(800, 600)), voice=lambda: voice, fixed_dt=DT)
    app.push(TitleScene(app))
    app.frame(DT)
    key(app, pygame.K_F2)
    assert app.settings.speak_screen
    assert SettingsStore().load().speak_screen  # kept for the next start
    assert app.audio.note == tr("speech.on")
    assert voice.last == "Speech on, F2 turns it off. 8 and a half. New game."
    key(app, pygame.K_F2)
    assert not app.settings.speak_screen
    assert voice.last == "Speech off, F2 turns it on"
    assert voice.calls[-2:] == [("stop",), ("say", voice.last, "en")]  # it cut the rest


def test_f2_works_while_a_name_is_typed(make_app: Callable[..., App]) -> None:
    voice = FakeVoice()
    app = make_app(Settings(window_size=(800, 600)), voice=lambda: voice, fixed_dt=DT)
    title = TitleScene(app)
    app.push(title)
    seats = SeatsScene(app, title)
    app.push(seats)
    key(app, pygame.K_DOWN)
    _type(app, "Ana")
    assert seats.typing
    key(app, pygame.K_F2)
    assert app.settings.speak_screen and app.top is seats
    _type(app, "s")
    assert voice.last == "Seat 1: Anas."  # the name as typed, letter by letter


def _type(app: App, text: str) -> None:
    app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(DT)


def test_the_sound_page_has_the_setting(make_app: Callable[..., App]) -> None:
    voice = FakeVoice()
    with lang_kit.back_to_english():
        settings = Settings(window_size=(800, 600), language="fr")
        app = make_app(settings, voice=lambda: voice, fixed_dt=DT)
        page = SoundScene(app)
        app.push(page)
        page.selected = page.index_of("speak_screen")
        key(app, pygame.K_RETURN)
        assert app.settings.speak_screen
        assert voice.last == (
            "Lecture de l’écran activée, F2 pour l’arrêter. Son. M coupe et rétablit tout "
            "le son, partout. Lire l’écran à voix haute (F2) : Oui."
        )


def test_without_a_voice_the_title_says_so_once(make_app: Callable[..., App]) -> None:
    settings = Settings(window_size=(800, 600), speak_screen=True)
    app = make_app(settings, voice=lambda: None, fixed_dt=DT)
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    key(app, pygame.K_DOWN)
    assert title.notice_lines().count(tr("notice.no_speech")) == 1
    key(app, pygame.K_F2)  # off: no voice is missing any more
    assert tr("notice.no_speech") not in title.notice_lines()


def test_no_notice_when_a_voice_speaks(make_app: Callable[..., App]) -> None:
    voice = FakeVoice()
    settings = Settings(window_size=(800, 600), speak_screen=True)
    app = make_app(settings, voice=lambda: voice, fixed_dt=DT)
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    assert tr("notice.no_speech") not in title.notice_lines()


def test_a_slow_voice_holds_no_frame_up(make_app: Callable[..., App]) -> None:
    """The real game speaks on a worker: while the voice is stuck inside its first
    sentence, the frames go on and the menu still answers its keys."""
    free = threading.Event()
    voice = FakeVoice(hold=free)
    settings = Settings(window_size=(800, 600), speak_screen=True)
    app = make_app(settings, voice=lambda: voice)  # real play's worker (no fixed step)
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    assert voice.started.wait(10)
    for _ in range(5):
        key(app, pygame.K_DOWN)
    assert title.selected == 5 and voice.said == [voice.said[0]]
    free.set()
    assert voice.wait_said(2)


def test_the_lesson_speaks_the_coachs_words(make_app: Callable[..., App]) -> None:
    voice = FakeVoice()
    settings = Settings(window_size=(800, 600), speak_screen=True)
    app = make_app(settings, voice=lambda: voice, fixed_dt=DT)
    app.push(TitleScene(app))
    app.push(TutorialScene(app, app.settings, on_play=lambda: None))
    app.frame(DT)
    assert voice.last.startswith("Step 1 of")
