"""``python -m game --smoke-test``: drive the real App loop headless through every scene.

A smoke step is a generator function taking a SmokeRun. It posts synthetic events and
``yield``s to let one frame of the real loop pass (events handled, scene updated and
drawn), then checks what a player would see. Steps run one after another; after them,
the "Quit" menu item must close the game. Other modules add steps at import time:

    @smoke_step("table: one game of bots")
    def play_one_game(run: SmokeRun) -> Iterator[None]:
        run.app.push(TableScene(run.app, ...))
        while not scene.game_over:
            yield
            run.check(run.app.frames < 100_000, "the game never ended")

The step must leave the title screen on top when it is done.
"""

from __future__ import annotations

import logging
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from game.applog import setup_logging, shutdown_logging
from game.store.settings import MAX_PLAYERS, MIN_PLAYERS, SettingsStore
from game.ui.app import App, GameFactory
from game.ui.crash import CrashScene
from game.ui.placeholder import PlaceholderScene, placeholder_factory
from game.ui.scene import Scene
from game.ui.title import TitleScene

log = logging.getLogger(__name__)

SmokeStep = Callable[["SmokeRun"], Iterator[None]]
_STEPS: list[tuple[str, SmokeStep]] = []
FRAME_LIMIT = 200_000  # a stuck step fails instead of hanging CI
SIZES = ((800, 600), (1280, 720), (1920, 1080))


class SmokeError(AssertionError):
    """A smoke step saw something a player would call a bug."""


def register_step(name: str, step: SmokeStep) -> None:
    """Add a step; it runs after the built-in ones, before the final Quit."""
    _STEPS.append((name, step))


def smoke_step(name: str) -> Callable[[SmokeStep], SmokeStep]:
    """Decorator form of register_step."""

    def deco(step: SmokeStep) -> SmokeStep:
        register_step(name, step)
        return step

    return deco


def registered_steps() -> list[tuple[str, SmokeStep]]:
    return list(_STEPS)


class SmokeRun:
    """The App's frame driver: advances the current step by one frame per call."""

    def __init__(self, app: App, steps: list[tuple[str, SmokeStep]]) -> None:
        self.app = app
        self._steps = iter(steps)
        self._current: Iterator[None] | None = None
        self.step_name = ""
        self.completed: list[str] = []
        self.all_done = False

    # -- helpers for steps -------------------------------------------------------------

    def check(self, condition: bool, what: str) -> None:
        if not condition:
            raise SmokeError(f"[{self.step_name}] {what}")

    def key(self, key: int, mod: int = 0) -> None:
        """Press and release a key (handled in the next frame)."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Move the mouse to ``pos`` and click there."""
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        pygame.event.post(motion)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=w, h=h))

    def frames(self, n: int) -> Iterator[None]:
        """``yield from run.frames(n)``: let n frames pass."""
        for _ in range(n):
            yield

    # -- driver ------------------------------------------------------------------------

    def __call__(self, app: App) -> None:
        self.check(app.frames < FRAME_LIMIT, f"still running after {FRAME_LIMIT} frames")
        while True:
            if self._current is None:
                name_step = next(self._steps, None)
                if name_step is None:
                    self.all_done = True
                    return
                self.step_name, step = name_step
                log.info("smoke step: %s", self.step_name)
                self._current = step(self)
            try:
                next(self._current)
                return
            except StopIteration:
                self.completed.append(self.step_name)
                self._current = None


def _title(run: SmokeRun) -> TitleScene:
    top = run.app.top
    run.check(isinstance(top, TitleScene), f"expected the title screen, found {top!r}")
    assert isinstance(top, TitleScene)
    return top


def step_title_menu(run: SmokeRun) -> Iterator[None]:
    """Resize the window, then change every setting from the keyboard and the mouse."""
    app = run.app
    title = _title(run)
    for size in SIZES:
        run.resize(size)
        yield
        run.check(app.size == size, f"window is {app.size} after resizing to {size}")
    run.resize((1024, 720))
    yield

    before = app.settings
    run.key(pygame.K_DOWN)  # -> Players
    yield
    run.check(title.selected == 1, "Down did not move to Players")
    run.key(pygame.K_RIGHT)
    yield
    expected = before.players + 1 if before.players < MAX_PLAYERS else MIN_PLAYERS
    run.check(app.settings.players == expected, "Right did not change the player count")
    for what in ("bot_levels", "match_length", "animation_speed"):
        run.key(pygame.K_DOWN)
        run.key(pygame.K_RETURN)
        yield
        run.check(getattr(app.settings, what) != getattr(before, what), f"{what} unchanged")
    run.key(pygame.K_DOWN)  # -> Language: cycles through whatever catalogs exist
    run.key(pygame.K_RIGHT)
    yield
    run.key(pygame.K_DOWN)  # -> Fullscreen
    run.key(pygame.K_RETURN)
    yield
    run.check(app.settings.fullscreen, "Fullscreen item did not go fullscreen")
    yield from run.frames(2)
    run.key(pygame.K_F11)
    yield
    run.check(not app.settings.fullscreen, "F11 did not leave fullscreen")

    row = title.layout().rows[1]
    players = app.settings.players
    run.click(row.center)
    yield
    run.check(app.settings.players != players, "clicking Players did not change it")
    run.click(row.center, button=3)
    yield
    run.check(app.settings.players == players, "right-click did not cycle back")
    run.check(app.store.load() == app.settings, "menu changes were not saved")


def step_new_game(run: SmokeRun) -> Iterator[None]:
    """New game opens the game scene; Esc comes back to the title."""
    title = _title(run)
    run.click(title.layout().rows[0].center)
    yield
    run.check(not isinstance(run.app.top, TitleScene), "New game did not open a game")
    yield from run.frames(3)
    if isinstance(run.app.top, PlaceholderScene):
        run.key(pygame.K_ESCAPE)
        yield
        back: Scene | None = run.app.top  # a fresh name: mypy narrowed app.top above
        run.check(back is title, "Esc did not go back to the title")


def step_crash_screen(run: SmokeRun) -> Iterator[None]:
    """Render the crash screen (without crashing) at each size, then leave it."""
    app = run.app
    app.push(CrashScene(app, app.log_path, "SmokeTest: this is only a rehearsal"))
    for size in SIZES:
        run.resize(size)
        yield
    app.pop()
    yield


def step_quit(run: SmokeRun) -> Iterator[None]:
    """Esc moves to Quit, Enter on it closes the game."""
    title = _title(run)
    run.key(pygame.K_ESCAPE)
    yield
    run.check(title.selected == title.quit_index, "Esc did not select Quit")
    run.all_done = True
    run.key(pygame.K_RETURN)
    yield
    yield
    raise SmokeError("[quit] Enter on Quit did not close the game")


def run_smoke(
    start_game: GameFactory = placeholder_factory,
    *,
    started_at: float | None = None,
    report_timing: bool = False,
) -> int:
    """Run the smoke test; print ``smoke: ok scenes=<n> frames=<n>`` last, or a traceback."""
    with tempfile.TemporaryDirectory(prefix="eight-half-smoke-") as tmp:
        # A scratch config dir: the smoke test never touches the player's settings.
        log_path = setup_logging(Path(tmp) / "log")
        try:
            app = App(
                SettingsStore(Path(tmp) / "config"),
                log_path=log_path,
                fixed_dt=1 / 60,
                started_at=started_at,
                report_timing=report_timing,
            )
            app.push(TitleScene(app, start_game))
            steps = [
                ("title menu", step_title_menu),
                ("new game", step_new_game),
                *registered_steps(),
                ("crash screen", step_crash_screen),
                ("quit", step_quit),
            ]
            run = SmokeRun(app, steps)
            app.run(driver=run)
            if not run.all_done:
                raise SmokeError(f"the game closed during step {run.step_name!r}")
        except Exception:
            traceback.print_exc()
            print("smoke: FAILED", flush=True)
            return 1
        finally:
            shutdown_logging()
    print(f"smoke: ok scenes={len(app.scene_types_entered)} frames={app.frames}", flush=True)
    return 0
