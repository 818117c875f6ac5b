"""``python -m game --smoke-test``: drive the real App loop headless through every scene.

It runs the game twice on one scratch folder, as a player who comes back the next day
would: the first run plays and quits mid-match (the match is saved after every move); the
second is a new App on the same folder, whose title offers Continue and resumes the match
exactly, then opens the score pad and the statistics.

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
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pygame

from game.ai.eight_half.bots import make_bot
from game.applog import setup_logging, shutdown_logging
from game.rules.eight_half import legal_moves
from game.rules.eight_half.observe import observe
from game.store.record import Position
from game.store.saves import SaveStore
from game.store.settings import MAX_PLAYERS, MIN_PLAYERS, SettingsStore
from game.ui.audio import Effect
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.shell.crash import CrashScene
from game.ui.shell.fonts import assets_dir

if TYPE_CHECKING:
    from game.ui.eight_half.table_scene import TableScene

log = logging.getLogger(__name__)

SmokeStep = Callable[["SmokeRun"], Iterator[None]]
_STEPS: list[tuple[str, SmokeStep]] = []
_RESTARTED_STEPS: list[tuple[str, SmokeStep]] = []  # after Continue, in the second session
FRAME_LIMIT = 200_000  # a stuck step fails instead of hanging CI
SIZES = ((800, 600), (1280, 720), (1920, 1080))


class SmokeError(AssertionError):
    """A smoke step saw something a player would call a bug."""


def register_step(name: str, step: SmokeStep, *, restarted: bool = False) -> None:
    """Add a step; it runs after the built-in ones, before the final Quit; `restarted`: in
    the session that starts again on the same folder, once Continue has been checked (a
    step that deals a new 8½ match must not come before)."""
    (_RESTARTED_STEPS if restarted else _STEPS).append((name, step))


def smoke_step(name: str, *, restarted: bool = False) -> Callable[[SmokeStep], SmokeStep]:
    """Decorator form of register_step."""

    def deco(step: SmokeStep) -> SmokeStep:
        register_step(name, step, restarted=restarted)
        return step

    return deco


def registered_steps(*, restarted: bool = False) -> list[tuple[str, SmokeStep]]:
    return list(_RESTARTED_STEPS if restarted else _STEPS)


class SmokeRun:
    """The App's frame driver: advances the current step by one frame per call."""

    def __init__(self, app: App, steps: list[tuple[str, SmokeStep]]) -> None:
        self.app = app
        self._steps = iter(steps)
        self._current: Iterator[None] | None = None
        self.step_name = ""
        self.completed: list[str] = []
        self.all_done = False
        # What the first run saved, for the second to check.
        self.saved_position: Position | None = None
        self.heard: Counter[Effect] = Counter()  # effects the sound steps played
        self.said: Counter[tuple[str, str, str]] = Counter()  # (language, speaker, key) said
        self.house_rules: tuple[str, ...] = ()  # the house rules a round was played under
        self.reviewed: list[str] = []  # the games whose finished game was reviewed
        self.spoken: list[str] = []  # what the speech step heard said, "Speech off" aside

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
    players_row = title.index_of("players")
    while title.selected != players_row:  # -> Players, past the actions above it
        run.key(pygame.K_DOWN)
        yield
        run.check(title.selected <= players_row, "Down did not move to Players")
    run.key(pygame.K_RIGHT)
    yield
    expected = before.players + 1 if before.players < MAX_PLAYERS else MIN_PLAYERS
    run.check(app.settings.players == expected, "Right did not change the player count")
    run.key(pygame.K_DOWN)  # -> At the table: its page of seats, and back
    run.key(pygame.K_RETURN)
    yield
    run.check(app.top is not None and app.top.name == "seats", "no page of seats")
    run.key(pygame.K_ESCAPE)
    yield
    run.check(app.top is title, "Esc did not leave the page of seats")
    run.key(pygame.K_DOWN)  # -> Match length
    run.key(pygame.K_RETURN)
    yield
    run.check(app.settings.match_length != before.match_length, "match_length unchanged")
    run.key(pygame.K_DOWN)  # -> Animation: its page (the speed, Reduce motion), and back
    run.key(pygame.K_RETURN)
    yield
    run.check(app.top is not None and app.top.name == "motion", "no page of animation")
    run.key(pygame.K_RETURN)
    yield
    run.check(app.settings.animation_speed != before.animation_speed, "animation_speed unchanged")
    run.key(pygame.K_ESCAPE)
    yield
    run.check(app.top is title, "Esc did not leave the page of animation")
    run.key(pygame.K_DOWN)  # -> Language: cycles through whatever catalogs exist
    run.key(pygame.K_RIGHT)
    yield
    run.check(app.settings.language != before.language, "Right on Language did not change it")
    app.update_settings(language=before.language)  # the language is global: put it back
    run.key(pygame.K_DOWN)  # -> Fullscreen
    run.key(pygame.K_RETURN)
    yield
    run.check(app.settings.fullscreen, "Fullscreen item did not go fullscreen")
    yield from run.frames(2)
    run.key(pygame.K_F11)
    yield
    run.check(not app.settings.fullscreen, "F11 did not leave fullscreen")

    row = title.layout().rows[players_row]
    players = app.settings.players
    run.click(row.center)
    yield
    run.check(app.settings.players != players, "clicking Players did not change it")
    run.click(row.center, button=3)
    yield
    run.check(app.settings.players == players, "right-click did not cycle back")
    run.check(app.store.load() == app.settings, "menu changes were not saved")


def _table(run: SmokeRun) -> TableScene:
    from game.ui.eight_half.table_scene import TableScene

    top = run.app.top
    run.check(isinstance(top, TableScene), f"expected the table, found {top!r}")
    return cast("TableScene", top)  # the check above raised if not


def counted_frames(limit: int, thinking: Callable[[], bool]) -> Iterator[int]:
    """0, 1, 2… below `limit`, one for each frame the step lets pass, except the frames a bot
    spends thinking on its thread: those take the machine's time, not a number of frames,
    so a busy machine does not make a step look stuck."""
    counted = 0
    while counted < limit:
        yield counted
        if not thinking():
            counted += 1


def quit_to_title(run: SmokeRun) -> Iterator[None]:
    """Esc at the table opens the menu; its last button (↑ from the first, Resume) goes
    back to the title, whatever the menu offers between them (a friend's seat to a bot)."""
    run.key(pygame.K_ESCAPE)
    yield
    run.check(run.app.top is not None and run.app.top.name == "pause", "Esc: no menu")
    run.key(pygame.K_UP)
    run.key(pygame.K_RETURN)
    yield
    _title(run)


def step_new_game(run: SmokeRun) -> Iterator[None]:
    """New game opens the table; the player makes a few moves, then leaves mid-match."""
    app = run.app
    title = _title(run)
    # Medium bots: Hard thinks for real time on its thread while frames here fly by.
    app.update_settings(
        animation_speed="instant", bot_pause=0.0, players=3, bot_levels=("medium",) * 5
    )
    run.click(title.layout().rows[title.index_of("new_game")].center)
    yield
    table = _table(run)
    helper = make_bot("medium")  # plays the player's seat, through the table's own door
    made = 0
    for _ in counted_frames(20_000, lambda: table.runner.thinking):
        if made >= 6:
            break
        yield
        if table.options.legal and table.state.turn == table.human:
            st = table.state
            move = helper.choose(observe(st, table.human), legal_moves(st), table.hint_rng)
            run.check(table.human_move(move), f"the table refused {move}")
            made += 1
    run.check(
        made >= 6,
        f"the player made {made} moves; the table waits at turn "
        f"{table.state.turn}, phase {table.state.phase.name}, busy {table.director.busy}",
    )
    yield from quit_to_title(run)  # bots think on a thread: the position is final only now
    app.autosaver.flush()
    # As the next start will read it:
    saved = SaveStore(app.saves.directory).load_current("eight_half")
    run.check(saved is not None and saved.position == table.state, "the move was not saved")
    run.saved_position = table.state
    run.check(title.item_key(0) == "continue_eight_half", "the title does not offer Continue")


def step_continue(run: SmokeRun) -> Iterator[None]:
    """A new App on the same folder: Continue resumes the match exactly where it was."""
    app = run.app
    title = _title(run)
    run.check(title.item_key(0) == "continue_eight_half", "a new start does not offer Continue")
    run.key(pygame.K_RETURN)
    yield
    table = _table(run)
    # match.game is where the table started (a bot may have moved since, on its thread).
    run.check(table.match.game == run.saved_position, "Continue did not resume the same position")
    current = app.current_match("eight_half")
    run.check(
        table.record is not None and current is not None and table.record.id == current.id,
        "Continue resumed another match",
    )
    yield from run.frames(3)
    run.key(pygame.K_s)  # the score pad at any time, then back to the table
    yield
    run.check(app.top is not None and app.top.name == "scorepad", "S did not open the score pad")
    run.key(pygame.K_ESCAPE)
    yield
    yield from quit_to_title(run)


def step_title_pages(run: SmokeRun) -> Iterator[None]:
    """The score pad and the statistics from the title, and back."""
    app = run.app
    title = _title(run)
    for key, name in (("score_pad", "scorepad"), ("statistics", "stats")):
        run.click(title.layout().rows[title.index_of(key)].center)
        yield
        run.check(app.top is not None and app.top.name == name, f"{key} did not open {name}")
        for size in SIZES:
            run.resize(size)
            yield
        run.key(pygame.K_ESCAPE)
        yield
        run.check(app.top is title, f"Esc did not leave {name}")


def step_crash_screen(run: SmokeRun) -> Iterator[None]:
    """Render the crash screen (without crashing) at each size, then leave it."""
    app = run.app
    app.push(CrashScene(app, app.log_path, "SmokeTest: this is only a rehearsal"))
    for size in SIZES:
        run.resize(size)
        yield
    app.pop()
    yield


def voice_languages() -> list[str]:
    """The languages the voice speaks (a folder of clips under assets/voice), English first."""
    root = assets_dir() / "voice"
    codes = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ogg")))
    return sorted(codes, key=lambda code: code != "en")


def step_sound(language: str) -> SmokeStep:
    """In `language`: the sound page (a volume, M twice), then a game of five bots that must
    be heard (effects) and said (clips of this language, by several speakers)."""

    def step(run: SmokeRun) -> Iterator[None]:
        from game.ui.eight_half.table_scene import TableScene
        from game.ui.scorepad.scene import ScorePadScene

        app = run.app
        title = _title(run)
        yield  # the mixer opens after the first frame
        run.check(app.audio_ok, "the dummy audio driver did not open")
        app.update_settings(
            language=language,
            animation_speed="normal",
            muted=False,
            sound_volume=0.5,
            voice_on=True,
            voice_volume=0.8,
        )
        if app.settings.language != language:
            # No catalog for it (yet): the words stay English, the voice speaks it anyway.
            log.info("smoke: no %s catalog; only the voice speaks %s", language, language)
            app.audio.voice.set_language(language)
        heard, said = Counter(app.audio.effects.played), Counter(app.audio.voice.said)

        run.click(title.layout().rows[title.index_of("sound")].center)
        yield
        page = app.top
        run.check(page is not None and page.name == "sound", "no sound page")
        run.key(pygame.K_RIGHT)  # the first row: the effects' volume
        yield
        run.check(app.settings.sound_volume == 0.6, "Right did not raise the effects' volume")
        run.key(pygame.K_m)
        yield
        run.check(app.settings.muted and app.store.load().muted, "M did not mute (and save)")
        run.check(app.audio.note_showing, "M showed no note")
        run.key(pygame.K_m)
        yield
        run.check(not app.settings.muted, "M again did not bring the sound back")
        run.key(pygame.K_ESCAPE)
        yield
        run.check(app.top is title, "Esc did not leave the sound page")

        app.update_settings(animation_speed="instant", bot_pause=0.0, players=5)
        # Bots answer on this thread: the frame count then follows the moves, not how busy
        # the machine is (the title's own tables keep the threaded runner).
        from game.ui.eight_half.bot_runner import InlineExecutor

        table = TableScene(
            app, app.settings, seed=11, human=False, quick_bots=True, executor=InlineExecutor()
        )
        app.push(table)
        frames = 0
        while not isinstance(app.top, ScorePadScene):
            yield
            frames += 1
            run.check(frames < 20_000, "the bots' game never ended")
        heard = Counter(app.audio.effects.played) - heard
        said = Counter(app.audio.voice.said) - said
        for effect in (Effect.BUTTON, Effect.DEAL, Effect.PLAY, Effect.SWEEP, Effect.WIN):
            run.check(heard[effect] > 0, f"no {effect.value} sound was played")
        run.check(
            {lang for lang, _, _ in said} == {language},
            f"the voice spoke {sorted({lang for lang, _, _ in said})}, not {language}",
        )
        run.check(len({who for _, who, _ in said}) >= 3, "the speakers are not told apart")
        run.check(any(key.startswith("bid_") for _, _, key in said), "no bid was said")
        run.key(pygame.K_ESCAPE)  # from the score pad: the menu, then Quit to title
        yield
        run.key(pygame.K_DOWN)
        run.key(pygame.K_RETURN)
        yield
        _title(run)
        run.heard.update(heard)
        run.said.update(said)

    return step


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
    *,
    started_at: float | None = None,
    report_timing: bool = False,
) -> int:
    """Run the smoke test; print ``smoke: ok scenes=title,table,... house_rules=jokers,...
    review=eight_half,huit speech=<n> frames=<n>`` last (``house_rules=none`` when no round
    was played under house rules; ``review=`` the games whose finished game was reviewed;
    ``speech=`` how many announcements the game made while speech was on), or a
    traceback."""
    # Each game's steps register themselves on import, in the order they run.
    from game.ui.smoke import demo as _demo  # noqa: F401
    from game.ui.smoke import eight_half as _eight_half  # noqa: F401
    from game.ui.smoke import hot_seat as _hot_seat  # noqa: F401
    from game.ui.smoke import huit as _huit  # noqa: F401
    from game.ui.smoke import lan as _lan  # noqa: F401
    from game.ui.smoke import review as _review  # noqa: F401
    from game.ui.smoke import speech as _speech  # noqa: F401
    from game.ui.smoke import tutorial as _tutorial  # noqa: F401

    visited: list[str] = []
    house_rules: list[str] = []
    reviewed: list[str] = []
    spoken = 0
    frames = 0
    with tempfile.TemporaryDirectory(prefix="eight-half-smoke-") as tmp:
        # Scratch folders: the smoke test never touches the player's settings or saves.
        log_path = setup_logging(Path(tmp) / "log")
        saved: list[Position | None] = []
        sessions: list[list[tuple[str, SmokeStep]]] = [
            [
                ("title menu", step_title_menu),
                ("new game", step_new_game),
                *registered_steps(),
                ("crash screen", step_crash_screen),
                ("quit", step_quit),
            ],
            [
                ("continue", step_continue),
                ("title pages", step_title_pages),
                *registered_steps(restarted=True),
                ("quit", step_quit),
            ],
            # Each language the voice speaks: the whole game switched into it, heard.
            *(
                [(f"sound ({code})", step_sound(code)), ("quit", step_quit)]
                for code in voice_languages()
            ),
        ]
        heard: Counter[Effect] = Counter()
        said: Counter[tuple[str, str, str]] = Counter()
        try:
            for steps in sessions:
                app = App(
                    SettingsStore(Path(tmp) / "config"),
                    log_path=log_path,
                    fixed_dt=1 / 60,
                    started_at=started_at,
                    report_timing=report_timing and not visited,
                    saves=SaveStore(Path(tmp) / "data"),
                    # No voice, as no sound device: the words the speech step hears are
                    # handed to the voice and go nowhere (a system voice would start the
                    # computer's sound server, and write its files in the player's home).
                    voice=lambda: None,
                )
                app.push(TitleScene(app))
                run = SmokeRun(app, steps)
                if saved:
                    run.saved_position = saved[0]
                app.run(driver=run)
                if not run.all_done:
                    raise SmokeError(f"the game closed during step {run.step_name!r}")
                app.autosaver.flush()
                # What a restart finds:
                last = SaveStore(Path(tmp) / "data").load_current("eight_half")
                saved[:] = [None if last is None else last.position]
                visited += [name for name in app.scenes_visited if name not in visited]
                frames += app.frames
                house_rules += [r for r in run.house_rules if r not in house_rules]
                reviewed += run.reviewed
                spoken += len(run.spoken)
                heard.update(run.heard)
                said.update(run.said)
        except Exception:
            traceback.print_exc()
            print("smoke: FAILED", flush=True)
            return 1
        finally:
            shutdown_logging()
    languages = ",".join(dict.fromkeys(lang for lang, _, _ in said))
    print(
        f"smoke: sound effects={sum(heard.values())} voice clips={sum(said.values())} "
        f"languages={languages}",
        flush=True,
    )
    rules = ",".join(house_rules) or "none"
    games = ",".join(reviewed) or "none"
    print(
        f"smoke: ok scenes={','.join(visited)} house_rules={rules} review={games} "
        f"speech={spoken} frames={frames}",
        flush=True,
    )
    return 0
