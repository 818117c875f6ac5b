"""Benchmark: CPU used by the game while nothing moves.

    python tests/perf/idle.py [--seconds 10] [--size 1280x720]

Runs the App's real loop (App.run, real clock, no fixed step) in this process: first on the
title with nothing touched, then at a new table where it is the player's turn and nothing
animates (the first player of a new match is the player, seat 0; a bot's move would be
waited out). For each phase it measures this process's CPU time (all threads: the bot and
autosave workers too) over the wall time.

The video driver is taken from SDL_VIDEODRIVER; unset, "dummy" is used unless DISPLAY is
set (e.g. under Xvfb: `Xvfb :91 & DISPLAY=:91 python tests/perf/idle.py` draws for real).
Last line: `idle: title_cpu_pct=... table_cpu_pct=...` (goal: both under 3).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

if "SDL_VIDEODRIVER" not in os.environ and not os.environ.get("DISPLAY"):
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402

SETTLE = 1.0  # seconds after a scene opens before measuring: first frames, card warm-up
MAX_WAIT = 60.0  # seconds to wait for the player's turn at the table


class Phases:
    """Drives the running App (called at the start of each of its frames)."""

    def __init__(self, seconds: float, settings: Settings) -> None:
        self.seconds = seconds
        self.settings = settings
        self.phase = "title"
        self.opened = time.perf_counter()
        self.started: tuple[float, float] | None = None  # (wall, cpu) when measuring began
        self.table: TableScene | None = None
        self.results: dict[str, float] = {}
        self.frames: dict[str, int] = {}
        self._frames_at = 0

    def __call__(self, app: App) -> None:
        now = time.perf_counter()
        if self.started is None:
            if now - self.opened >= SETTLE and self._quiet():
                self.started = (now, time.process_time())
                self._frames_at = app.frames
            elif now - self.opened > MAX_WAIT:
                raise RuntimeError(f"the {self.phase} never became quiet")
            return
        wall0, cpu0 = self.started
        if now - wall0 < self.seconds:
            return
        self.results[self.phase] = 100.0 * (time.process_time() - cpu0) / (now - wall0)
        self.frames[self.phase] = app.frames - self._frames_at
        if self.phase == "title":
            self.phase = "table"
            self.table = TableScene(app, self.settings, seed=7)
            app.push(self.table)
            self.opened, self.started = time.perf_counter(), None
        else:
            app.quit()

    def _quiet(self) -> bool:
        table = self.table
        if table is None:
            return True
        return (
            table.options.my_turn
            and not table.director.busy
            and not table.bubbles.all()
            and table.note is None
            and not table.runner.thinking
            and not getattr(table, "animating", False)
        )  # (measured before it existed)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(window_size=(w, h), players=4, animation_speed="normal")
        app = App(
            SettingsStore(Path(tmp) / "config"), settings, saves=SaveStore(Path(tmp) / "data")
        )
        app.push(TitleScene(app))
        phases = Phases(args.seconds, settings)
        app.run(phases)
    import pygame

    print(
        f"driver: {os.environ.get('SDL_VIDEODRIVER') or 'default'} "
        f"({pygame.version.ver}); {args.seconds:g} s per phase; frames: "
        f"title={phases.frames.get('title')} table={phases.frames.get('table')}; "
        f"drawn: {getattr(app, 'draws', '?')} in all"
    )
    print(
        f"idle: title_cpu_pct={phases.results['title']:.1f} "
        f"table_cpu_pct={phases.results['table']:.1f}"
    )


if __name__ == "__main__":
    main()
