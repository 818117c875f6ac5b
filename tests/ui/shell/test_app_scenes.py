"""The scene stack: push/pop/replace order of hooks, who gets events and time, drawing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from clock_kit import FixedClock

from game.ui.shell.app import MAX_DT, App
from game.ui.shell.scene import Scene


class Recorder(Scene):
    """Writes every hook call into a shared journal."""

    def __init__(self, app: App, name: str, journal: list[str], opaque: bool = True) -> None:
        super().__init__(app)
        self.name = name
        self.journal = journal
        self.opaque = opaque
        self.dts: list[float] = []
        self.colour = (len(journal) * 40 % 255, 80, 120)

    def enter(self) -> None:
        self.journal.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.journal.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.journal.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.journal.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.journal.append(f"{self.name}.key")

    def update(self, dt: float) -> None:
        self.dts.append(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.journal.append(f"{self.name}.draw")


def test_push_pop_replace_call_the_hooks_in_order(make_app: Callable[..., App]) -> None:
    app = make_app()
    log: list[str] = []
    a, b, c = (Recorder(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    assert app.top is b
    assert app.replace(c) is b
    assert app.pop() is c
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert app.scenes == [a]


def test_popping_the_last_scene_ends_the_loop(make_app: Callable[..., App]) -> None:
    app = make_app()
    app.push(Recorder(app, "a", []))
    app.running = True
    app.pop()
    assert app.running is False


def test_pop_to_returns_to_an_earlier_scene(make_app: Callable[..., App]) -> None:
    app = make_app()
    log: list[str] = []
    a, b, c = (Recorder(app, n, log) for n in "abc")
    for s in (a, b, c):
        app.push(s)
    app.pop_to(a)
    assert app.scenes == [a]
    assert log[-4:] == ["c.exit", "b.resume", "b.exit", "a.resume"]


def test_only_the_top_scene_gets_events_and_time(make_app: Callable[..., App]) -> None:
    app = make_app()
    log: list[str] = []
    below, top = Recorder(app, "below", log), Recorder(app, "top", log)
    app.push(below)
    app.push(top)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    app.frame(0.02)
    assert "top.key" in log and "below.key" not in log
    assert top.dts == [0.02] and below.dts == []


def test_opaque_scene_hides_the_ones_below_but_an_overlay_does_not(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    log: list[str] = []
    app.push(Recorder(app, "a", log))
    app.push(Recorder(app, "b", log))
    app.frame(0.016)
    assert [e for e in log if e.endswith(".draw")] == ["b.draw"]
    log.clear()
    app.push(Recorder(app, "overlay", log, opaque=False))
    app.frame(0.016)
    assert [e for e in log if e.endswith(".draw")] == ["b.draw", "overlay.draw"]


class Moving(Recorder):
    """A scene with something moving: the loop must not rest."""

    @property
    def animating(self) -> bool:
        return True


@pytest.mark.parametrize(("tick_ms", "expected"), [(16, 0.016), (250, MAX_DT), (5000, MAX_DT)])
def test_loop_runs_at_60_fps_and_clamps_long_frames(
    make_app: Callable[..., App], tick_ms: int, expected: float
) -> None:
    clock = FixedClock(tick_ms)
    app = make_app(max_frames=3, clock=clock)
    scene = Moving(app, "a", [])
    app.push(scene)
    assert app.run() == 0
    assert scene.dts == pytest.approx([expected] * 3)
    assert clock.framerates == [60, 60, 60]


def test_quit_event_stops_the_loop(make_app: Callable[..., App]) -> None:
    app = make_app(max_frames=100)
    app.push(Recorder(app, "a", []))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert app.frames == 1


class Exploding(Scene):
    """Fails in its first update, after queueing the Esc a player would press next."""

    def update(self, dt: float) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        raise ZeroDivisionError("boom in update")


def test_an_error_in_a_scene_shows_the_crash_screen_and_esc_quits(
    make_app: Callable[..., App], caplog: pytest.LogCaptureFixture
) -> None:
    from game.ui.shell.crash import CrashScene

    app = make_app(fixed_dt=1 / 60, max_frames=50)
    app.push(Exploding(app))
    assert app.run() == 1  # an error exit code, but no exception escapes
    assert isinstance(app.top, CrashScene)
    assert app.top.summary == "ZeroDivisionError: boom in update"
    assert app.frames == 1  # the crash screen quit on the very next Esc
    assert "Traceback" in caplog.text and "boom in update" in caplog.text


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_crash_screen_tells_where_the_log_is_and_fits_on_screen(
    make_app: Callable[..., App],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    size: tuple[int, int],
) -> None:
    from game.ui.shell import crash
    from game.ui.shell.i18n import tr

    drawn: list[tuple[str, pygame.Rect]] = []
    real_draw_text = crash.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real_draw_text(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(crash, "draw_text", spy)
    log_path = tmp_path / "a" / "deeply" / "nested" / "folder" / "of" / "logs" / "game.log"
    surface = pygame.Surface(size)
    crash.CrashScene(make_app(), log_path, "KeyError: 'x'").draw(surface)
    texts = [t for t, _ in drawn]
    assert str(log_path) in "".join(texts)  # possibly wrapped over lines, never cut
    assert tr("crash.how_to_quit") in texts
    screen = surface.get_rect()
    assert all(screen.contains(rect) for _, rect in drawn)


def test_a_crash_screen_that_fails_too_ends_the_game(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.shell import crash

    def broken_draw(self: Scene, surface: pygame.Surface) -> None:
        raise RuntimeError("no fonts")

    monkeypatch.setattr(crash.CrashScene, "draw", broken_draw)
    app = make_app(fixed_dt=1 / 60, max_frames=50)
    app.push(Exploding(app))
    assert app.run() == 1
    assert app.frames < 50


def test_with_a_driver_errors_propagate(make_app: Callable[..., App]) -> None:
    app = make_app(fixed_dt=1 / 60, max_frames=5)
    app.push(Exploding(app))
    with pytest.raises(ZeroDivisionError):
        app.run(driver=lambda app: None)
