"""The App: owns the window, the settings and the scene stack, and runs the frame loop."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pygame

from game.store.record import MatchRecord
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from game.ui import i18n, surface_cache
from game.ui.i18n import tr
from game.ui.scene import Scene

log = logging.getLogger(__name__)

# Opens a game: a new match (no record) or the saved one to continue.
GameFactory = Callable[["App", Settings, MatchRecord | None], Scene]
# Called at the start of every frame, before events are read (the smoke test drives the
# game through it).
FrameDriver = Callable[["App"], None]

MAX_FPS = 60
MAX_DT = 0.1  # seconds: after a stall (window drag, breakpoint) animations must not jump
RESIZE_SAVE_DELAY = 1.0  # seconds of quiet after a window drag before the size is saved
# SDL video drivers that show nothing. SDL falls back to "offscreen" by itself when no
# screen answers (no DISPLAY, or no X server behind it): the game would run unseen for ever.
INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy"})


class NoDisplayError(RuntimeError):
    """There is no screen to show the window on; the message says so for the player."""


def open_display() -> None:
    """Start SDL's video; NoDisplayError if it finds no screen the player could look at.

    A driver that shows nothing is fine only when it was asked for by name in
    SDL_VIDEODRIVER (the tests, --smoke-test, benchmarks).
    """
    try:
        pygame.display.init()
    except pygame.error as exc:
        raise NoDisplayError(_no_display_message(str(exc))) from None
    driver = pygame.display.get_driver().lower()
    asked = {name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")}
    if driver in INVISIBLE_DRIVERS and driver not in asked:
        pygame.display.quit()
        raise NoDisplayError(_no_display_message(f"SDL video driver {driver!r}"))


def _no_display_message(detail: str) -> str:
    display = os.environ.get("DISPLAY")
    where = f"DISPLAY={display}" if display else tr("error.display_unset")
    return tr("error.no_display", where=where, detail=detail)


def init_audio() -> bool:
    """Open the mixer if there is a sound device; without one the game just runs muted."""
    try:
        pygame.mixer.init()
    except (pygame.error, NotImplementedError) as exc:
        log.warning("No audio (%s); the game runs muted.", exc)
        return False
    return True


class App:
    """Window + scene stack + loop. Scenes reach it as ``scene.app``."""

    def __init__(
        self,
        store: SettingsStore,
        settings: Settings | None = None,
        *,
        log_path: Path | None = None,
        max_fps: int = MAX_FPS,
        fixed_dt: float | None = None,
        started_at: float | None = None,
        report_timing: bool = False,
        max_frames: int | None = None,
        saves: SaveStore | None = None,
    ) -> None:
        self.store = store
        self.settings = settings if settings is not None else store.load()
        # Saves live in the data folder; a test or the smoke test hands in its own.
        self.saves = saves if saves is not None else SaveStore()
        from game.ui.autosave import Autosaver  # after the store: keeps start-up imports lean

        # Real play writes on a worker; a fixed-step run (tests, smoke) writes at once.
        self.autosaver = Autosaver(self.saves, threaded=fixed_dt is None)
        # The match the title offers to continue; read from disk once, then kept here.
        self._current: MatchRecord | None = None
        self._current_loaded = False
        self.log_path = log_path
        self.max_fps = max_fps
        self.fixed_dt = fixed_dt  # set: every frame advances exactly this much, unthrottled
        self.started_at = started_at if started_at is not None else time.perf_counter()
        self.report_timing = report_timing
        self.max_frames = max_frames
        self.first_frame_seconds: float | None = None
        self.scenes: list[Scene] = []
        self.scene_types_entered: set[str] = set()
        self.scenes_visited: list[str] = []  # Scene.name, in the order first entered
        self.running = False
        self.exit_code = 0
        self.frames = 0
        self.audio_ok = False
        self._audio_tried = False
        self._save_in: float | None = None  # countdown to a pending settings save
        self._crashes = 0
        self._drawn_for: tuple[int, int] | None = None  # the window size caches were made for
        self.clock = pygame.time.Clock()

        self._apply_language()
        open_display()
        pygame.font.init()
        self._set_window_chrome()
        self._apply_video_mode()

    # -- scene stack -------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; the scene below is paused."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        self._enter(scene)

    def pop(self) -> Scene:
        """Remove the top scene; the one below resumes. An empty stack ends the loop."""
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.quit()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for ``scene``; the scenes below are not disturbed."""
        old = self.scenes.pop() if self.scenes else None
        if old is not None:
            old.exit()
        self.scenes.append(scene)
        self._enter(scene)
        return old

    def pop_to(self, scene: Scene) -> None:
        """Pop scenes until ``scene`` is on top (e.g. back to the title after a match)."""
        while self.scenes and self.scenes[-1] is not scene:
            self.pop()

    def _enter(self, scene: Scene) -> None:
        self.scene_types_entered.add(type(scene).__name__)
        if scene.name not in self.scenes_visited:
            self.scenes_visited.append(scene.name)
        scene.enter()

    # -- the match in progress ---------------------------------------------------------

    @property
    def current_match(self) -> MatchRecord | None:
        """The saved match in progress (read from disk the first time), or None."""
        if not self._current_loaded:
            self._current_loaded = True
            self._current = self.saves.load_current()
        return self._current

    def match_saved(self, rec: MatchRecord) -> None:
        """The table's match changed: keep it for the title and write it (autosave)."""
        self._current_loaded = True
        self._current = rec
        self.autosaver.save(rec)

    def match_ended(self, rec: MatchRecord, abandoned: bool = False) -> None:
        """A match is over or given up: into the history; nothing left to continue."""
        self._current_loaded = True
        if self._current is not None and self._current.id == rec.id:
            self._current = None
        if abandoned:
            self.autosaver.abandon(rec)
        else:
            self.autosaver.finish(rec)

    @property
    def sound_missing(self) -> bool:
        """True once opening the sound device failed: the player should know why it is silent."""
        return self._audio_tried and not self.audio_ok

    # -- settings ----------------------------------------------------------------------

    def update_settings(self, **changes: Any) -> Settings:
        """Change settings, apply what needs applying, and save at once."""
        old = self.settings
        self.settings = attrs.evolve(old, **changes)
        if self.settings.language != old.language:
            self._apply_language()
            self._set_window_chrome()
        if self.settings.fullscreen != old.fullscreen:
            self._apply_video_mode()
        self.save_settings()
        return self.settings

    def _apply_language(self) -> None:
        i18n.set_language(self.settings.language)
        actual = i18n.translator().language
        if actual != self.settings.language:  # no such catalog: say "English", as shown
            self.settings = attrs.evolve(self.settings, language=actual)

    def save_settings(self) -> bool:
        self._save_in = None
        return self.store.save(self.settings)

    def toggle_fullscreen(self) -> None:
        self.update_settings(fullscreen=not self.settings.fullscreen)

    # -- window ------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        surface = pygame.display.get_surface()
        return surface.get_size() if surface is not None else self.settings.window_size

    def _set_window_chrome(self) -> None:
        pygame.display.set_caption(tr("app.window_title"))
        try:
            from game.ui.icon import draw_icon

            pygame.display.set_icon(draw_icon(64))
        except (pygame.error, OSError) as exc:  # a missing font must not stop the game
            log.warning("Cannot draw the window icon: %s", exc)

    def _windowed_size(self) -> tuple[int, int]:
        w, h = self.settings.window_size
        desktops = pygame.display.get_desktop_sizes()
        if desktops:  # a size saved on a bigger monitor must still fit this one
            dw, dh = desktops[0]
            w, h = min(w, dw), min(h, dh)
        return max(w, 320), max(h, 240)

    def _apply_video_mode(self) -> None:
        if self.settings.fullscreen:
            try:
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                log.warning("Fullscreen failed (%s); staying in a window.", exc)
                self.settings = attrs.evolve(self.settings, fullscreen=False)
        if not self.settings.fullscreen:
            pygame.display.set_mode(self._windowed_size(), pygame.RESIZABLE)
        self._notify_resize()

    def _notify_resize(self) -> None:
        size = self.size
        if size != self._drawn_for:
            if self._drawn_for is not None:
                surface_cache.window_resized()
            self._drawn_for = size
        for scene in self.scenes:
            scene.resize(size)

    def _on_video_resize(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen:
            self._notify_resize()
            return
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != size:
            # SDL resizes the surface itself for real window drags; a posted event (tests,
            # smoke) needs the mode set explicitly.
            pygame.display.set_mode(size, pygame.RESIZABLE)
        try:
            self.settings = attrs.evolve(self.settings, window_size=size)
        except ValueError:  # absurd sizes are shown but not remembered
            pass
        else:
            self._save_in = RESIZE_SAVE_DELAY
        self._notify_resize()

    # -- loop --------------------------------------------------------------------------

    def quit(self) -> None:
        self.running = False

    def run(self, driver: FrameDriver | None = None) -> int:
        """Run frames until quit; return the process exit code.

        An exception inside a frame is logged and replaces the scenes with the crash
        screen, except with a driver (smoke test), where it propagates.
        """
        self.running = True
        try:
            while self.running:
                dt = self._tick()
                try:
                    if driver is not None:
                        driver(self)
                    self.frame(dt)
                except Exception as exc:
                    if driver is not None:
                        log.exception("Exception in frame %d", self.frames)
                        raise
                    self._crash(exc)
                if self.max_frames is not None and self.frames >= self.max_frames:
                    self.running = False
        finally:
            self.shutdown()
        return self.exit_code

    def _tick(self) -> float:
        if self.fixed_dt is not None:
            self.clock.tick()
            return self.fixed_dt
        return min(self.clock.tick(self.max_fps) / 1000.0, MAX_DT)

    def frame(self, dt: float) -> None:
        """One frame: events, update, draw, flip."""
        for event in pygame.event.get():
            self.handle_event(event)
        if self._save_in is not None:
            self._save_in -= dt
            if self._save_in <= 0:
                self.save_settings()
        if self.scenes:
            self.scenes[-1].update(dt)
        self.draw()
        self.frames += 1
        if self.frames == 1:
            self._after_first_frame()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self._on_video_resize((event.w, event.h))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.scenes:
            self.scenes[-1].handle_event(event)

    def draw(self) -> None:
        surface = pygame.display.get_surface()
        if surface is None or not self.scenes:
            return
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)
        pygame.display.flip()

    def _after_first_frame(self) -> None:
        self.first_frame_seconds = time.perf_counter() - self.started_at
        log.info("First frame after %.3f s", self.first_frame_seconds)
        if self.report_timing:
            print(f"timing: first frame after {self.first_frame_seconds:.3f} s", flush=True)
        if not self._audio_tried:
            # After the first frame: opening a sound device can take a while.
            self._audio_tried = True
            self.audio_ok = init_audio()

    def _crash(self, exc: Exception) -> None:
        log.critical("Unexpected error; showing the crash screen", exc_info=exc)
        self._crashes += 1
        self.exit_code = 1
        if self._crashes > 1:  # the crash screen itself failed: give up cleanly
            log.critical("The crash screen failed too; quitting.")
            self.running = False
            return
        from game.ui.crash import CrashScene

        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.exit()
            except Exception:
                log.exception("Error while closing %s after a crash", type(scene).__name__)
        self.push(CrashScene(self, self.log_path, f"{type(exc).__name__}: {exc}"))

    def shutdown(self) -> None:
        """Save pending settings and the match, and close the window and the mixer."""
        if self._save_in is not None:
            self.save_settings()
        self.autosaver.close()
        if self._audio_tried and self.audio_ok:
            pygame.mixer.quit()
        pygame.display.quit()
