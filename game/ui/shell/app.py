"""The App: owns the window, the settings and the scene stack, and runs the frame loop."""

from __future__ import annotations

import gc
import logging
import os
import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pygame

from game.applog import stderr_to_log
from game.store.record import MatchRecord
from game.store.saves import SaveStore
from game.store.settings import GAMES, Settings, SettingsStore
from game.ui.audio import Audio
from game.ui.shell import allocator, i18n, surface_cache, text_size
from game.ui.shell.clock import FrameClock, RealClock
from game.ui.shell.i18n import tr
from game.ui.shell.last_frame import LastFrame
from game.ui.shell.scene import Scene
from game.ui.speech import Speech
from game.ui.speech.mouth import Finder

log = logging.getLogger(__name__)

# Opens a game: a new match (no record) or the saved one to continue.
GameFactory = Callable[["App", Settings, MatchRecord | None], Scene]
# Opens a file dropped onto the window (a game file: its review), given its path.
FileOpener = Callable[["App", str], object]
# Called at the start of every frame, before events are read (the smoke test drives the
# game through it).
FrameDriver = Callable[["App"], None]

MAX_FPS = 60
MAX_DT = 0.1  # seconds: after a stall (window drag, breakpoint) animations must not jump
# While nothing moves the loop sleeps until input comes, looking for it every
# REST_TICK seconds (as often as frames come: no slower answer to a key), and runs a frame
# at least every REST_WAIT_MS (ms) all the same, a safety net for timers.
REST_TICK = 1 / 60
REST_WAIT_MS = 400
# The smallest window laid out as it is; a smaller one (a window manager ignoring the
# minimum, a tiny screen) shows the picture of this size scaled down.
MIN_SIZE = (800, 600)
POINTER_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})
# Speak the screen on/off, and the whole screen (a table: the hand) said again: keys no
# scene uses, that work while a name is typed too.
SPEECH_KEY = pygame.K_F2
SAY_ALL_KEY = pygame.K_F3
# Seconds into a frame after which it leaves its small copy for a resize (last_frame: 1 to
# 1.5 ms at 4K) to the next frame, if the one before kept its own: one frame old, the copy
# stretches as well, and a slow frame (a 4K table's move) is no slower for it.
KEEP_LATE = 0.010
RESIZE_SAVE_DELAY = 1.0  # seconds of quiet after a window drag before the size is saved
SAVES_OFF_LIFE = 5.0  # seconds "Saves are off" stays at the top of a table: a sentence to read
# SDL video drivers that show nothing. SDL falls back to "offscreen" by itself when no
# screen answers (no DISPLAY, or no X server behind it): the game would run unseen for ever.
INVISIBLE_DRIVERS = frozenset({"offscreen", "dummy"})
# Where SDL finds the screen: on Windows and macOS the system's own, elsewhere the X11 or
# Wayland server these variables name; the message for "no screen" says which it looked at.
OWN_SCREENS = {"win32": "Windows", "darwin": "macOS"}
SCREEN_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")


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
    system = OWN_SCREENS.get(sys.platform)
    if system is not None:  # a DISPLAY there (XQuartz's) is not where SDL looks
        return tr("error.no_display", where=system, detail=detail)
    named = [f"{name}={os.environ[name]}" for name in SCREEN_VARIABLES if os.environ.get(name)]
    where = ", ".join(named) or tr("error.display_unset")
    return tr("error.no_display", where=where, detail=detail)


def init_audio() -> bool:
    """Open the mixer if there is a sound device; without one the game just runs muted.

    What the sound libraries say on the way (ALSA: eight lines without a card) and the
    failure itself go to the log only: the title tells the player there is no sound, and
    the terminal stays clean."""
    try:
        with stderr_to_log(log, "Sound device"):
            pygame.mixer.init()
    except (pygame.error, NotImplementedError) as exc:
        log.info("No audio (%s); the game runs muted.", exc)
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
        clock: FrameClock | None = None,
        voice: Finder | None = None,
    ) -> None:
        self.store = store
        # The machine's time; tests hand in a fixed clock, so that nothing they check
        # depends on how fast the machine runs.
        self.clock: FrameClock = clock if clock is not None else RealClock(REST_TICK)
        self.settings = settings if settings is not None else store.load()
        # Saves live in the data folder; a test or the smoke test hands in its own.
        self.saves = saves if saves is not None else SaveStore()
        from game.ui.shell.autosave import Autosaver  # after the store: keeps start-up imports lean

        # Real play writes on a worker; a fixed-step run (tests, smoke) writes at once.
        self.autosaver = Autosaver(self.saves, threaded=fixed_dt is None)
        # Each game's match the title offers to continue; read from disk once, then kept here.
        self._current: dict[str, MatchRecord] = {}
        self._current_loaded = False
        self._saves_off_told = False  # "Saves are off" said at a table (once a session)
        # What closes with the app, and what hears that a match ended: an open room's
        # server, which must not outlive either.
        self.at_shutdown: list[Callable[[], None]] = []
        self.at_match_end: list[Callable[[MatchRecord], None]] = []
        # What a file dropped onto the window opens: the entry point gives the review's
        # (the shell may not import it); None: a dropped file is ignored.
        self.open_file: FileOpener | None = None
        self.log_path = log_path
        self.max_fps = max_fps
        self.fixed_dt = fixed_dt  # set: every frame advances exactly this much, unthrottled
        self.started_at = started_at if started_at is not None else self.clock.now()
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
        # Effects and voice: silent (every call a no-op) until the mixer opens.
        self.audio = Audio(lambda: self.settings)
        # The screen spoken (off unless chosen): on a worker in real play; tests and the
        # smoke test hand in their own `voice` and speak at once.
        self.speech = Speech(lambda: self.settings, voice, threaded=fixed_dt is None)
        self._save_in: float | None = None  # countdown to a pending settings save
        self._crashes = 0
        self._drawn_for: tuple[int, int] | None = None  # the window size caches were made for
        # Drawing on demand: only run() in real time rests; frame() called directly, and
        # the fixed-step mode (tests, smoke), draw every frame as before.
        self._on_demand = False
        self._redraw = True  # something changed the picture without an event
        self.rests = 0  # times the loop slept waiting for input (tests, benchmarks)
        # A screen left the stack, or the window was resized: what they held is freed
        # before the frame draws (see _left and _tidy_up).
        self._collect = False
        self._tidy = False
        self.draws = 0  # frames actually drawn
        # Below MIN_SIZE the scenes draw on this canvas, scaled down to the window.
        self._canvas: pygame.Surface | None = None
        self._zoom = (1.0, 1.0)  # canvas pixels per window pixel, per axis
        self._window_pos: tuple[int, int] | None = None  # where the window was before fullscreen
        self._pointer: tuple[int, int] | None = None  # last pointer report, desktop coordinates
        self._game_shown: str | None = None  # the game the window's title names (show_game)
        # A new window size first shows the last frame stretched; the scenes draw at the
        # new size from the next frame on (a drag's many sizes cost a stretch each).
        self._last_frame = LastFrame()
        self._stretch = False
        self._soft = False  # this frame shows the stretched last frame: not kept as sharp
        self._frame_started = 0.0  # when this frame began, on self.clock
        self._kept_last = False  # the last frame drawn left its copy (KEEP_LATE)
        self.stretched = 0  # frames drawn as a stretched last frame (tests, benchmarks)

        allocator.give_back_freed_surfaces()  # before the first surface
        self._apply_language()
        text_size.set_text_size(self.settings.text_size)
        open_display()
        # Without a window manager (tests, smoke) a posted VIDEORESIZE stands for a drag.
        self._headless = pygame.display.get_driver().lower() in INVISIBLE_DRIVERS
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
        self.request_redraw()

    def pop(self) -> Scene:
        """Remove the top scene; the one below resumes. An empty stack ends the loop."""
        scene = self.scenes.pop()
        self._left(scene)
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.quit()
        self.request_redraw()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for ``scene``; the scenes below are not disturbed."""
        old = self.scenes.pop() if self.scenes else None
        if old is not None:
            self._left(old)
        self.scenes.append(scene)
        self._enter(scene)
        self.request_redraw()
        return old

    def pop_to(self, scene: Scene) -> None:
        """Pop scenes until ``scene`` is on top (e.g. back to the title after a match)."""
        while self.scenes and self.scenes[-1] is not scene:
            self.pop()

    def _left(self, scene: Scene) -> None:
        """A scene left the stack. A screen (not an overlay) leaves garbage that holds
        window-sized surfaces (a table's cloth and base: 66 MB at 4K), in reference cycles
        that Python's collector would find only after many more objects are made, whatever
        memory they hold: four left tables held 190 MB. So it is collected before the
        frame draws (see _tidy_up), when nothing refers to the scene any more."""
        scene.exit()
        if scene.opaque and scene.holds_big_surfaces:
            self._collect = True
        self._tidy = True

    def _enter(self, scene: Scene) -> None:
        self.scene_types_entered.add(type(scene).__name__)
        if scene.name not in self.scenes_visited:
            self.scenes_visited.append(scene.name)
        scene.enter()

    # -- the match in progress ---------------------------------------------------------

    @property
    def current_matches(self) -> tuple[MatchRecord, ...]:
        """The saved matches in progress, one per game at most, in the order of the games."""
        self._load_current()
        return tuple(self._current[game] for game in GAMES if game in self._current)

    def current_match(self, game: str) -> MatchRecord | None:
        """`game`'s saved match in progress, or None."""
        self._load_current()
        return self._current.get(game)

    def _load_current(self) -> None:
        """Each game's match from disk, the first time either is asked for or written: here,
        before the autosave worker touches the folder, never beside it."""
        if not self._current_loaded:
            self._current_loaded = True
            for game in GAMES:
                rec = self.saves.load_current(game)
                if rec is not None:
                    self._current[game] = rec

    def match_saved(self, rec: MatchRecord) -> None:
        """The table's match changed: keep it for the title and write it (autosave)."""
        old = self.current_match(rec.game)
        if old is not None and old.id != rec.id:  # never written over unfiled
            self.autosaver.abandon(old)
        self._current[rec.game] = rec
        self.autosaver.save(rec)

    def match_ended(self, rec: MatchRecord, abandoned: bool = False) -> None:
        """A match is over or given up: into the history; nothing left of it to continue."""
        held = self.current_match(rec.game)
        if held is not None and held.id == rec.id:
            del self._current[rec.game]
        if abandoned:
            self.autosaver.abandon(rec)
        else:
            self.autosaver.finish(rec)
        for hear in list(self.at_match_end):
            hear(rec)

    def tell_saves_off(self) -> None:
        """At a table whose match cannot be written: say so there, once a session (the
        title says it again, with the folder, when the player is back)."""
        if not self._saves_off_told:
            self._saves_off_told = True
            self.audio.show_note(tr("note.saves_off"), SAVES_OFF_LIFE)

    @property
    def sound_missing(self) -> bool:
        """True once opening the sound device failed: the player should know why it is silent."""
        return self._audio_tried and not self.audio_ok

    # -- settings ----------------------------------------------------------------------

    # Any: each keyword is a Settings field with its own type; attrs.evolve checks names, the
    # fields' validators the values (a TypedDict would write Settings twice).
    def update_settings(self, **changes: Any) -> Settings:
        """Change settings, apply what needs applying, and save at once."""
        old = self.settings
        self.settings = attrs.evolve(old, **changes)
        if self.settings.language != old.language:
            self._apply_language()
            self._set_window_chrome()
        elif self.settings.game != old.game:
            self._set_caption()  # the window's title says the game played
        if self.settings.fullscreen != old.fullscreen:
            self._apply_video_mode()
        if self.settings.text_size != old.text_size:
            text_size.set_text_size(self.settings.text_size)
            self._notify_resize()  # every screen lays itself out again for the new words
        self.audio.settings_changed(old, self.settings)
        if self.settings.speak_screen != old.speak_screen:
            self.speech.turned(self.settings.speak_screen)
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

    def toggle_mute(self) -> None:
        """M, everywhere: sound and voice off or on again, saved, with a note on screen."""
        muted = not self.settings.muted
        self.update_settings(muted=muted)
        self.audio.show_note(tr("sound.muted") if muted else tr("sound.unmuted"))
        self.request_redraw()

    def toggle_speech(self) -> None:
        """F2, everywhere: the screen spoken or not, saved, with a note on screen; the voice
        says it too (turned off, that is the last it says)."""
        on = not self.settings.speak_screen
        self.update_settings(speak_screen=on)
        self.audio.show_note(tr("speech.on") if on else tr("speech.off"))
        self.request_redraw()

    # -- window ------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for: the window's, or MIN_SIZE's scaled-down canvas."""
        if self._canvas is not None:
            return self._canvas.get_size()
        surface = pygame.display.get_surface()
        return surface.get_size() if surface is not None else self.settings.window_size

    @property
    def game_shown(self) -> str | None:
        """The game the window's title names, when not the one chosen (show_game)."""
        return self._game_shown

    def show_game(self, game: str | None) -> None:
        """The window's title names `game` (a match of the game not chosen, continued);
        None: the game chosen in the settings."""
        self._game_shown = game
        self._set_caption()

    def _set_caption(self) -> None:
        game = self._game_shown or self.settings.game
        pygame.display.set_caption(tr("title.game_huit" if game == "huit" else "app.window_title"))

    def _set_window_chrome(self) -> None:
        self._set_caption()
        try:
            from game.ui.shell.icon import draw_icon

            pygame.display.set_icon(draw_icon(64))
        except (pygame.error, OSError) as exc:  # a missing font must not stop the game
            log.warning("Cannot draw the window icon: %s", exc)

    def _windowed_size(self) -> tuple[int, int]:
        w, h = (
            max(self.settings.window_size[0], MIN_SIZE[0]),
            max(self.settings.window_size[1], MIN_SIZE[1]),
        )
        desktops = pygame.display.get_desktop_sizes()
        if desktops and min(desktops[0]) > 0:  # a size saved on a bigger monitor must fit
            dw, dh = desktops[0]
            w, h = min(w, dw), min(h, dh)
        return w, h

    def _apply_video_mode(self) -> None:
        if self.settings.fullscreen:
            try:
                self._enter_fullscreen()
            except pygame.error as exc:
                log.warning("Fullscreen failed (%s); staying in a window.", exc)
                self.settings = attrs.evolve(self.settings, fullscreen=False)
        if not self.settings.fullscreen:
            was_fullscreen = (
                pygame.display.get_surface() is not None and pygame.display.is_fullscreen()
            )
            pygame.display.set_mode(self._windowed_size(), pygame.RESIZABLE)
            if was_fullscreen and self._window_pos is not None:
                pygame.display.set_window_position(self._window_pos)
            self._set_minimum_size()
        self._notify_resize()

    def _enter_fullscreen(self) -> None:
        """The desktop's fullscreen: the whole first screen, at 0,0.

        The window goes to 0,0 first: a window manager that does not place fullscreen
        windows itself (or none at all) would leave it where it was, partly off screen.
        """
        if pygame.display.get_surface() is not None and not pygame.display.is_fullscreen():
            self._window_pos = pygame.display.get_window_position()
            pygame.display.set_window_position((0, 0))
        desktops = pygame.display.get_desktop_sizes()
        size = desktops[0] if desktops and min(desktops[0]) > 0 else (0, 0)
        pygame.display.set_mode(size, pygame.FULLSCREEN)

    def _set_minimum_size(self) -> None:
        """Ask the window manager not to make the window smaller than MIN_SIZE (set_mode
        resets it). Where this is not honoured the picture is scaled down instead."""
        desktops = pygame.display.get_desktop_sizes()
        dw, dh = desktops[0] if desktops and min(desktops[0]) > 0 else MIN_SIZE
        try:
            with warnings.catch_warnings():
                # pygame-ce 2.5 marks this deprecated for drawing through the Window; it is
                # the only way to reach the display module's window for its minimum size.
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = (min(MIN_SIZE[0], dw), min(MIN_SIZE[1], dh))
        except (AttributeError, pygame.error) as exc:
            log.info("Cannot set the window's minimum size: %s", exc)

    def _notify_resize(self) -> None:
        self._fit_canvas()
        size = self.size
        if size != self._drawn_for:
            if self._drawn_for is not None:
                surface_cache.window_resized()
                self._tidy = True
                self._stretch = self._last_frame.kept
            self._drawn_for = size
        for scene in self.scenes:
            scene.resize(size)
        self.request_redraw()

    def _fit_canvas(self) -> None:
        """A window under MIN_SIZE gets a canvas of MIN_SIZE or more (its own proportions),
        drawn scaled down: the table stays whole instead of cropped."""
        surface = pygame.display.get_surface()
        if surface is None:
            self._canvas = None
            return
        w, h = max(1, surface.get_width()), max(1, surface.get_height())
        zoom = max(MIN_SIZE[0] / w, MIN_SIZE[1] / h)
        if zoom <= 1.0:
            self._canvas, self._zoom = None, (1.0, 1.0)
            return
        size = (max(MIN_SIZE[0], round(w * zoom)), max(MIN_SIZE[1], round(h * zoom)))
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size, 0, surface)
        self._zoom = (size[0] / w, size[1] / h)

    def _on_video_resize(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen:
            self._notify_resize()
            return
        if self._headless:
            surface = pygame.display.get_surface()
            if surface is None or surface.get_size() != size:
                # A posted event (tests, smoke) needs the mode set explicitly; SDL resizes
                # the surface itself for real window drags.
                pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            # The window's own size is the truth: a window manager may send a late resize
            # after leaving fullscreen (the fullscreen size) that the window never kept.
            size = pygame.display.get_window_size()
        try:
            self.settings = attrs.evolve(self.settings, window_size=size)
        except ValueError:  # absurd sizes are shown but not remembered
            pass
        else:
            self._save_in = RESIZE_SAVE_DELAY
        self._notify_resize()

    def _mark_move(self, event: pygame.event.Event) -> pygame.event.Event:
        """Add ``moved``: did the pointer move on the desktop? SDL also reports a resting
        pointer when the window opens or is made again (F11), with no motion (rel 0,0), and
        when the window moves under it, with a motion but at the same desktop point."""
        try:
            wx, wy = pygame.display.get_window_position()
        except pygame.error:
            wx, wy = 0, 0
        here = (wx + int(event.pos[0]), wy + int(event.pos[1]))
        moved = tuple(getattr(event, "rel", (0, 0))) != (0, 0) and here != self._pointer
        self._pointer = here
        return pygame.event.Event(event.type, {**event.dict, "moved": moved})

    def to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position in the scenes' coordinates (the scaled canvas)."""
        if self._canvas is None or event.type not in POINTER_EVENTS:
            return event
        zx, zy = self._zoom
        fields = dict(event.dict)
        x, y = event.pos
        fields["pos"] = (int(x * zx), int(y * zy))
        if "rel" in fields:
            rx, ry = fields["rel"]
            fields["rel"] = (round(rx * zx), round(ry * zy))
        return pygame.event.Event(event.type, fields)

    # -- loop --------------------------------------------------------------------------

    def quit(self) -> None:
        self.running = False

    def run(self, driver: FrameDriver | None = None) -> int:
        """Run frames until quit; return the process exit code.

        An exception inside a frame is logged and replaces the scenes with the crash
        screen, except with a driver (smoke test), where it propagates.
        """
        self.running = True
        self._on_demand = self.fixed_dt is None
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
            self._on_demand = False
            self.shutdown()
        return self.exit_code

    def _tick(self) -> float:
        if self.fixed_dt is not None:
            self.clock.tick()
            return self.fixed_dt
        if self._may_rest():
            self._rest()
            self.clock.tick()
            # Nothing lived through the rest: what starts now starts smoothly, not with
            # a MAX_DT jump.
            return 1.0 / self.max_fps
        return min(self.clock.tick(self.max_fps) / 1000.0, MAX_DT)

    def _rest(self) -> None:
        """Wait until input comes (or REST_WAIT_MS: a frame all the same)."""
        self.rests += 1
        self.clock.rest(REST_WAIT_MS / 1000, self._woken)

    def _woken(self) -> bool:
        """Input came, or something else the top scene waits for (a phone's move)."""
        return bool(pygame.event.peek()) or self._stirred()

    def _stirred(self) -> bool:
        top = self.top
        return top is not None and top.stirred()

    @property
    def animating(self) -> bool:
        """The top scene moves something (or a timer of its runs): draw every frame."""
        top = self.top
        return top is not None and top.animating

    def request_redraw(self) -> None:
        """The picture changed without an event: the next frame draws even when resting."""
        self._redraw = True

    def _may_rest(self) -> bool:
        """Nothing to draw and nothing counting down: wait for input instead of a frame."""
        return (
            self._on_demand
            and self.frames > 0
            and not self._redraw
            and self._save_in is None
            and not self.animating
            and not self.audio.note_showing
        )

    def frame(self, dt: float) -> None:
        """One frame: events, update, draw, flip (while resting, draw only on a change)."""
        self._frame_started = self.clock.now()
        events = pygame.event.get()
        # A phone's move is input like a key: its frame draws, even when the move leaves no
        # animation running (the instant speed), else the TV would show the old turn.
        stirred = self._stirred()
        moving = self.animating  # an animation that ends in this update still shows its end
        for event in events:
            self.handle_event(event)
        if self._save_in is not None:
            self._save_in -= dt
            if self._save_in <= 0:
                self.save_settings()
        if self.scenes:
            self.scenes[-1].update(dt)
        self.speech.follow(self.top)
        moving = moving or self.audio.note_showing
        self.audio.update(dt)
        self._tidy_up()
        if not self._on_demand or events or stirred or self._redraw or moving or self.animating:
            self._redraw = False
            self.draw()
        self.frames += 1
        if self.frames == 1:
            self._after_first_frame()

    def _tidy_up(self) -> None:
        """Before drawing: free what a screen that left, or the old window size, held (the
        next screen may need as much again: the title's felt after a table's cloth)."""
        if self._collect:
            self._collect = False
            gc.collect()
            self._tidy = True
        if self._tidy:
            self._tidy = False
            allocator.give_back_free_pages()

    @property
    def _typing(self) -> bool:
        return bool(self.scenes) and self.scenes[-1].typing

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            event = self._mark_move(event)
        event = self.to_canvas(event)
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self._on_video_resize((event.w, event.h))
        elif event.type == pygame.DROPFILE:
            self.drop_file(str(event.file))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self._typing:
            self.toggle_mute()
        elif event.type == pygame.KEYDOWN and event.key == SPEECH_KEY:
            self.toggle_speech()
        elif event.type == pygame.KEYDOWN and event.key == SAY_ALL_KEY:
            self.speech.say_all(self.top)
        elif self.scenes:
            self.scenes[-1].handle_event(event)

    def drop_file(self, path: str) -> None:
        """A file dropped onto the window: `open_file` opens it over whatever is shown."""
        if self.open_file is None:
            log.info("A file was dropped onto the window; nothing here opens it: %s", path)
            return
        log.info("Opening the dropped file %s", path)
        self.open_file(self, path)
        self.request_redraw()

    def compose(self, target: pygame.Surface) -> None:
        """Draw what shows now onto `target`: the top scene and those it lets show through
        (overlays over the table), then the sound note. Screenshots use it too."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(target)
        self.audio.draw_note(target)

    def draw(self) -> None:
        surface = pygame.display.get_surface()
        if surface is None or not self.scenes:
            return
        if self._stretch:
            # The window's new size: the last frame stretched, the scenes next frame.
            self._stretch = False
            if self.stretch_last_frame(surface):
                self._soft = False
                pygame.display.flip()
                self.draws += 1
                return
        target = self._canvas if self._canvas is not None else surface
        self.compose(target)
        if self._canvas is not None:
            pygame.transform.smoothscale(self._canvas, surface.get_size(), surface)
        if self._soft:
            self._soft = False
        elif self._keep_now():
            self._last_frame.keep(surface)
        pygame.display.flip()
        self.draws += 1

    def _keep_now(self) -> bool:
        """Does this sharp frame leave its small copy (see KEEP_LATE)?"""
        late = self.clock.now() - self._frame_started > KEEP_LATE
        self._kept_last = not (late and self._kept_last and self._last_frame.kept)
        return self._kept_last

    def stretch_last_frame(self, surface: pygame.Surface) -> bool:
        """Show the last sharp frame stretched over `surface` (False if there is none), for
        a scene still building its picture at a new window size a little each frame; the
        frame is drawn again soon, and not kept as a sharp one."""
        if not self._last_frame.stretch(surface):
            return False
        self._soft = True
        self.stretched += 1
        self.request_redraw()
        return True

    def _after_first_frame(self) -> None:
        self.first_frame_seconds = self.clock.now() - self.started_at
        log.info("First frame after %.3f s", self.first_frame_seconds)
        if self.report_timing:
            print(f"timing: first frame after {self.first_frame_seconds:.3f} s", flush=True)
        if not self._audio_tried:
            # After the first frame: opening a sound device can take a while.
            self._audio_tried = True
            self.audio_ok = init_audio()
            if self.audio_ok and self.fixed_dt is None:
                # Real play makes the effects ahead, on a worker; tests and the smoke make
                # each when first played.
                self.audio.warm_up()
            self.request_redraw()  # the title may now say there is no sound

    def _crash(self, exc: Exception) -> None:
        log.critical("Unexpected error; showing the crash screen", exc_info=exc)
        self._crashes += 1
        self.exit_code = 1
        if self._crashes > 1:  # the crash screen itself failed: give up cleanly
            log.critical("The crash screen failed too; quitting.")
            self.running = False
            return
        from game.ui.shell.crash import CrashScene

        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.exit()
            except Exception:
                log.exception("Error while closing %s after a crash", type(scene).__name__)
        self._collect = True
        self.push(CrashScene(self, self.log_path, f"{type(exc).__name__}: {exc}"))

    def shutdown(self) -> None:
        """Save pending settings and the match, close what must not outlive the app (a
        room's server), and close the window and the mixer."""
        if self._save_in is not None:
            self.save_settings()
        for close in list(self.at_shutdown):
            try:
                close()
            except Exception:  # the window and the saves must close all the same
                log.exception("Error while closing %r at shutdown", close)
        self.autosaver.close()
        self.speech.close()
        # The mixer is not closed here: closing it waits for SDL's audio thread, which may
        # itself wait for Python's lock (a channel finishing a sound) while this thread holds
        # it, and the game would hang at exit. The process's end closes the device.
        pygame.display.quit()
