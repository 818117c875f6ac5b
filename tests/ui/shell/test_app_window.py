"""The window: resizing re-lays scenes out and is remembered, F11, audio without a device."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.store.settings import Settings, SettingsStore
from game.ui.menus.title import TitleScene
from game.ui.shell import app as app_module
from game.ui.shell.app import MIN_SIZE, RESIZE_SAVE_DELAY, App
from game.ui.shell.scene import Scene

QUIT_ROW = 9  # the title's last row (no match saved)


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
    # The mouse finds the menu where it is now drawn (a real move: rel is not zero).
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=big[3].center, rel=(3, 2), buttons=(0, 0, 0))
    )
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
    assert out.count("timing: first frame after 0.017 s") == 1  # one frame of the clock's
    assert app.first_frame_seconds == pytest.approx(1 / 60)


def test_settings_store_is_untouched_by_a_plain_start(
    make_app: Callable[..., App], config_dir
) -> None:
    app = make_app(max_frames=2)
    app.push(SizeRecorder(app))
    app.run()
    assert not (config_dir / "settings.json").exists(), "nothing changed, nothing to write"


# -- a minimum window size; the desktop's fullscreen -----------------------------------------


def minimum_size() -> tuple[int, int]:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return tuple(pygame.Window.from_display_module().minimum_size)  # type: ignore[return-value]


def test_the_window_cannot_be_made_smaller_than_800x600(make_app: Callable[..., App]) -> None:
    app = make_app(Settings(window_size=(640, 480)))
    assert app.size == (800, 600), "a remembered size under the minimum opens at the minimum"
    assert minimum_size() == MIN_SIZE
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert minimum_size() == MIN_SIZE, "setting the mode again must keep the minimum"


def test_a_tiny_window_shows_the_whole_menu_scaled_down_and_clicks_find_it(
    make_app: Callable[..., App],
) -> None:
    """A window manager that ignores the minimum (or a tiny screen): the picture is drawn at
    800x600 and scaled down, not cropped, and the mouse hits what it points at."""
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    post_resize(200, 150)
    app.frame(0.016)
    assert pygame.display.get_surface().get_size() == (200, 150)
    assert app.size == (800, 600)
    rows = title.layout().rows
    assert all(pygame.Rect(0, 0, 800, 600).contains(r) for r in rows)
    # Pointing at the Quit row where the small window shows it.
    shown = pygame.display.get_surface()
    quit_row = rows[QUIT_ROW]
    target = (quit_row.centerx // 4, quit_row.centery // 4)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame(0.016)
    assert title.selected == QUIT_ROW
    # What the window shows is the whole 800x600 menu, scaled down (not its corner).
    full = pygame.Surface((800, 600), 0, shown)
    title.draw(full)
    expected = pygame.transform.smoothscale(full, (200, 150))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_tiny_window_still_shows_the_whole_table(make_app: Callable[..., App]) -> None:
    import table_kit as kit

    app = make_app(kit.settings(players=5))
    table = kit.table(app)
    post_resize(200, 150)
    app.frame(0.016)
    assert app.size == (800, 600)
    canvas_point = kit.hand_point(table, 0)
    hit = table.view.hit(canvas_point)
    assert hit is not None and hit[0] == "card"
    window_point = (canvas_point[0] * 200 // 800, canvas_point[1] * 150 // 600)
    assert pygame.Rect(0, 0, 200, 150).collidepoint(window_point), "the hand is on screen"
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=window_point, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame(0.016)
    assert table.controls.hover == hit, "pointing at the small picture points at the card"


def test_a_big_enough_window_is_drawn_as_it_is(make_app: Callable[..., App]) -> None:
    app = make_app()
    recorder = SizeRecorder(app)
    app.push(recorder)
    post_resize(1024, 600)
    app.frame(0.016)
    post_resize(1200, 500)  # too short: scaled, in the window's own proportions
    app.frame(0.016)  # (the last frame stretched)
    app.frame(0.016)
    assert recorder.drawn_at == [(1024, 600), (1440, 600)]


def test_f11_fills_the_screen_from_its_corner_and_comes_back_where_it_was(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some window managers leave a fullscreen window where the window was (+320+180,
    partly off screen): it goes to 0,0 first, at the desktop's size."""
    app = make_app()
    app.push(SizeRecorder(app))
    pygame.display.set_window_position((120, 90))
    calls: list[tuple[str, object]] = []
    real_position, real_mode = pygame.display.set_window_position, pygame.display.set_mode

    def position(pos: tuple[int, int]) -> None:
        calls.append(("position", tuple(pos)))
        real_position(pos)

    def mode(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        calls.append(("mode", (tuple(size), flags)))
        return real_mode(size, flags)

    monkeypatch.setattr(app_module.pygame.display, "set_window_position", position)
    monkeypatch.setattr(app_module.pygame.display, "set_mode", mode)
    desktop = pygame.display.get_desktop_sizes()[0]

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.frame(0.016)
    assert calls == [("position", (0, 0)), ("mode", (desktop, pygame.FULLSCREEN))]
    assert pygame.display.is_fullscreen() and app.size == desktop
    assert pygame.display.get_window_position() == (0, 0)

    calls.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.frame(0.016)
    assert not pygame.display.is_fullscreen() and app.size == (800, 600)
    assert pygame.display.get_window_position() == (120, 90)


def test_a_late_resize_after_leaving_fullscreen_does_not_keep_the_fullscreen_size(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen under fluxbox: leaving fullscreen, the window manager still reports the
    fullscreen size (1920x1083) for a window that is back at 800x600."""
    app = make_app()
    app.push(SizeRecorder(app))
    monkeypatch.setattr(app, "_headless", False)  # a real screen: the window's size counts
    post_resize(1920, 1083)
    app.frame(0.016)
    assert app.size == (800, 600) and app.settings.window_size == (800, 600)


class Painter(SizeRecorder):
    """Fills the window with one colour; records the keys it is given."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.keys: list[int] = []

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        surface.fill((20, 110, 60))


def test_a_new_window_size_first_shows_the_last_frame_stretched(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    scene = Painter(app)
    app.push(scene)
    app.frame(0.016)
    post_resize(1600, 900)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    app.frame(0.016)
    # Nothing built at the new size yet, but the table shows, stretched: never black.
    assert len(scene.drawn_at) == 1 and app.stretched == 1
    screen = pygame.display.get_surface()
    assert screen.get_size() == (1600, 900)
    for corner in ((0, 0), (1599, 0), (0, 899), (1599, 899), (800, 450)):
        assert tuple(screen.get_at(corner))[:3] == (20, 110, 60)
    assert scene.keys == [pygame.K_RIGHT]  # a key in that frame is not lost
    app.frame(0.016)
    assert scene.drawn_at[-1] == (1600, 900) and app.stretched == 1


def test_a_drag_stretches_each_new_size_and_draws_once_it_holds(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    scene = Painter(app)
    app.push(scene)
    app.frame(0.016)
    for width in (1100, 1300, 1500):
        post_resize(width, 800)
        app.frame(0.016)
    assert len(scene.drawn_at) == 1 and app.stretched == 3
    app.frame(0.016)
    assert scene.drawn_at[-1] == (1500, 800)


def test_f11_shows_the_stretched_frame_then_the_screen_at_its_size(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    scene = Painter(app)
    app.push(scene)
    app.frame(0.016)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.frame(0.016)
    assert app.settings.fullscreen and app.stretched == 1
    app.frame(0.016)
    assert scene.drawn_at[-1] == pygame.display.get_surface().get_size()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    app.frame(0.016)
    app.frame(0.016)
    assert not app.settings.fullscreen
    assert scene.drawn_at[-1] == pygame.display.get_surface().get_size()


def test_a_slow_frame_leaves_its_copy_for_a_resize_to_the_next(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each frame leaves a small copy of itself, stretched over the window at a resize: at
    4K that took 1 to 1.5 ms of each frame, the slowest too. A frame already slow leaves it
    to the next (never two in a row): the one stretched is then a frame older."""
    from clock_kit import FixedClock

    clock = FixedClock()
    app = make_app(clock=clock)
    scene = Painter(app)
    app.push(scene)
    slow = [False, True, True, True, False, True, False]  # what each frame's drawing is
    painted = iter(slow)

    def draw(surface: pygame.Surface) -> None:
        if next(painted):
            clock.elapsed += 2 * app_module.KEEP_LATE  # the frame's drawing took a while
        surface.fill((20, 110, 60))

    monkeypatch.setattr(scene, "draw", draw)
    kept: list[bool] = []
    real = app._last_frame.keep

    def keep(frame: pygame.Surface) -> None:
        kept[-1] = True
        real(frame)

    monkeypatch.setattr(app._last_frame, "keep", keep)
    for _ in slow:
        kept.append(False)
        app.frame(0.016)
    assert kept == [True, False, True, False, True, False, True]
