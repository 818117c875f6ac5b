"""The window: resizing re-lays scenes out and is remembered, F11, audio without a device."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.store.settings import Settings, SettingsStore
from game.ui import app as app_module
from game.ui.app import RESIZE_SAVE_DELAY, App
from game.ui.scene import Scene
from game.ui.title import TitleScene


class SizeRecorder(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.resized: list[tuple[int, int]] = []
        self.drawn_at: list[tuple[int, int]] = []

    def resize(self, size: tuple[int, int]) -> None:
        self.resized.append(size)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_at.append(surface.get_size())


def post_resize(w: int, h: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))


def test_window_opens_at_the_remembered_size(make_app: Callable[..., App]) -> None:
    app = make_app(Settings(window_size=(900, 640)))
    assert pygame.display.get_surface().get_size() == (900, 640)
    assert app.size == (900, 640)


def test_resize_notifies_every_scene_and_next_frame_draws_at_the_new_size(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    below, top = SizeRecorder(app), SizeRecorder(app)
    app.push(below)
    app.push(top)
    post_resize(1000, 700)
    app.frame(0.016)
    assert below.resized == [(1000, 700)] and top.resized == [(1000, 700)]
    assert top.drawn_at == [(1000, 700)]


def test_new_window_size_is_saved_after_the_drag_settles(make_app: Callable[..., App]) -> None:
    app = make_app()
    app.push(SizeRecorder(app))
    post_resize(1000, 700)
    app.frame(0.016)
    assert app.settings.window_size == (1000, 700)
    assert app.store.load().window_size != (1000, 700), "written on every drag event"
    for _ in range(int(RESIZE_SAVE_DELAY / 0.1) + 1):
        app.frame(0.1)
    assert app.store.load().window_size == (1000, 700)


def test_pending_window_size_is_saved_on_quit(make_app: Callable[..., App]) -> None:
    app = make_app(max_frames=2)
    app.push(SizeRecorder(app))
    post_resize(1010, 710)
    app.run()
    assert SettingsStore(app.store.directory).load().window_size == (1010, 710)


def test_title_menu_relayouts_on_resize(make_app: Callable[..., App]) -> None:
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    small = [r.copy() for r in title.layout().rows]
    post_resize(1600, 1000)
    app.frame(0.016)
    big = title.layout().rows
    assert big[0].width > small[0].width and big[0].height > small[0].height
    assert all(pygame.Rect(0, 0, 1600, 1000).contains(r) for r in big)
    # The mouse finds the menu where it is now drawn.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=big[3].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(0.016)
    assert title.selected == 3


def test_f11_toggles_fullscreen_and_remembers_it(make_app: Callable[..., App]) -> None:
    app = make_app()
    app.push(SizeRecorder(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.frame(0.016)
    assert app.settings.fullscreen is True
    assert pygame.display.is_fullscreen()
    assert app.size == pygame.display.get_desktop_sizes()[0]
    assert app.store.load().fullscreen is True

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.frame(0.016)
    assert app.settings.fullscreen is False
    assert not pygame.display.is_fullscreen()
    assert app.size == (800, 600), "leaving fullscreen restores the window size"
    assert app.store.load().fullscreen is False


def test_fullscreen_size_is_not_remembered_as_the_window_size(
    make_app: Callable[..., App],
) -> None:
    app = make_app(Settings(window_size=(800, 600), fullscreen=True))
    assert pygame.display.is_fullscreen()
    w, h = app.size
    post_resize(w, h)
    app.frame(0.016)
    assert app.settings.window_size == (800, 600)


def test_no_audio_device_means_muted_not_crashed(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(app_module.pygame.mixer, "init", no_device)
    app = make_app(max_frames=3)
    app.push(TitleScene(app))
    assert app.run() == 0
    assert app.audio_ok is False and app.sound_missing is True


def test_audio_opens_with_a_device(make_app: Callable[..., App]) -> None:
    app = make_app(max_frames=2)
    app.push(SizeRecorder(app))
    app.run()
    assert app.audio_ok is True  # SDL's dummy audio driver counts as a device


def test_first_frame_time_is_reported_when_asked(
    make_app: Callable[..., App], capsys: pytest.CaptureFixture[str]
) -> None:
    app = make_app(max_frames=2, report_timing=True)
    app.push(SizeRecorder(app))
    app.run()
    out = capsys.readouterr().out
    assert out.count("timing: first frame after") == 1
    assert app.first_frame_seconds is not None and 0 < app.first_frame_seconds < 10


def test_settings_store_is_untouched_by_a_plain_start(
    make_app: Callable[..., App], config_dir
) -> None:
    app = make_app(max_frames=2)
    app.push(SizeRecorder(app))
    app.run()
    assert not (config_dir / "settings.json").exists(), "nothing changed, nothing to write"
