"""Benchmark: frame times of a 5-player table while cards are flying (on a TV).

    python tests/perf/frames.py [--game eight_half|huit] [--frames 400] [--size 1920x1080]
                                [--players 5]

The table is Watch's (every seat a bot, Medium, thinking on its worker thread as in the
game; results and the score pad move on by themselves, a new match follows the last); the
speed is "normal" and there is no bot pause, so some animation runs in nearly every frame.
Each frame is the App's real frame: events, update, draw, flip (dummy video driver), paced
at 60 a second as in the game, with every effect's samples made ahead as the game does.
Last line: `frames: p50_ms=... p99_ms=... max_ms=...` (goal: p99 <= 8 ms, max <= 16.7 ms).
The frames are timed by the wall clock and, on a busy machine more telling, by the main
thread's CPU time (`cpu_...`: the bots' thread and other programs do not count).
With --resize the window changes size every 20 frames, between 800x600, 1280x720,
1920x1080 and 3840x2160, and odd sizes between, as a drag does; the resize frame and the
`AFTER_RESIZE` frames that follow it (the table built at the new size, its real faces
coming in) are told apart: `resize: count=... first_cpu_max_ms=... then_cpu_max_ms=...
resize_max_ms=... resize_cpu_max_ms=... set_mode_cpu_max_ms=...` (goal: every one of them
<= 33 ms). The first frame counts the window's new surface: the dummy driver's set_mode
(SDL allocating and clearing it, 15-25 ms at 4K, `set_mode_cpu_max_ms`) stands for what a
real window's resize costs in the same frame (SDL makes it a new surface of the new size).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.demo import DemoTableScene  # noqa: E402
from game.ui.huit.demo import HuitDemoScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402

WARMUP = 30  # the first frames build the felt, the layout and the first card faces
RESIZE_EVERY = 20  # frames, with --resize
RESIZES = [
    (1280, 720),
    (3840, 2160),
    (1920, 1080),
    (3840, 2160),
    (800, 600),
    (1920, 1080),
    (2560, 1440),
    (1366, 768),
    (3000, 1700),
]
AFTER_RESIZE = 12  # frames after a resize counted with it


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=("eight_half", "huit"), default="eight_half")
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--resize", action="store_true", help="a new window size now and then")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            window_size=(w, h),
            game=args.game,
            players=args.players,
            huit_players=args.players,
            animation_speed="normal",
            bot_pause=0.0,
            bot_levels=("medium",) * 5,
        )
        app = App(
            SettingsStore(Path(tmp)), settings, fixed_dt=1 / 60, saves=SaveStore(Path(tmp) / "data")
        )
        # As in real play, where a worker makes every effect's samples after the first frame
        # (the fixed clock here turns that off): a first play must not synthesize in a frame.
        app.audio.warm_up(threaded=False)
        # The dummy driver's desktop is 1024x768, which the window's size at start is kept
        # to (a saved size must fit the monitor): the size asked for comes as a resize.
        post_resize((w, h))
        app.frame(1 / 60)
        assert app.size == (w, h), f"the window is {app.size}, not {w}x{h}"
        demo = DemoTableScene if args.game == "eight_half" else HuitDemoScene
        app.push(demo(app, settings, seed=1))
        times: list[float] = []
        cpu: list[float] = []
        resized: list[tuple[float, float]] = []  # (wall, cpu) of each resize's first frame
        after: list[tuple[float, float]] = []  # ... and of the frames just after it
        animated = 0
        set_modes: list[float] = []
        timed_set_mode(set_modes)
        for i in range(WARMUP + args.frames):
            new_size = args.resize and i >= WARMUP and (i - WARMUP) % RESIZE_EVERY == 0
            if new_size:
                post_resize(RESIZES[(i - WARMUP) // RESIZE_EVERY % len(RESIZES)])
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.frame(1 / 60)
            took, took_cpu = time.perf_counter() - start, time.thread_time() - start_cpu
            # Paced as the game is (60 frames a second): the bots think on their thread in
            # the meantime, so the frames measured are the table's, not frames waiting on them.
            time.sleep(max(0.0, 1 / 60 - took))
            since = (i - WARMUP) % RESIZE_EVERY
            if new_size:
                resized.append((took * 1000, took_cpu * 1000))
            elif args.resize and i >= WARMUP and since <= AFTER_RESIZE:
                after.append((took * 1000, took_cpu * 1000))
            elif i >= WARMUP:
                times.append(took * 1000)
                cpu.append(took_cpu * 1000)
                table = next((s for s in app.scenes if isinstance(s, demo)), None)
                animated += table is not None and table.director.current is not None
        app.shutdown()
    print(
        f"game={args.game} size={w}x{h} players={args.players} frames={len(times)} "
        f"animated={animated}"
    )
    if resized:
        every = resized + after
        print(
            f"resize: count={len(resized)} "
            f"first_cpu_max_ms={max(r[1] for r in resized):.2f} "
            f"then_cpu_max_ms={max(r[1] for r in after):.2f} "
            f"resize_max_ms={max(r[0] for r in every):.2f} "
            f"resize_cpu_max_ms={max(r[1] for r in every):.2f} "
            f"set_mode_cpu_max_ms={max(set_modes, default=0.0):.2f}"
        )
    cpu.sort()
    print(f"cpu: p50_ms={statistics.median(cpu):.2f} p99_ms={p99(cpu):.2f} max_ms={cpu[-1]:.2f}")
    times.sort()
    print(
        f"frames: p50_ms={statistics.median(times):.2f} p99_ms={p99(times):.2f} "
        f"max_ms={times[-1]:.2f}"
    )


def timed_set_mode(took: list[float]) -> None:
    """Note the main thread's CPU time of each pygame.display.set_mode in `took` (ms)."""
    real = pygame.display.set_mode

    def set_mode(*args: Any, **kwargs: Any) -> pygame.Surface:
        start = time.thread_time()
        try:
            return real(*args, **kwargs)
        finally:
            took.append((time.thread_time() - start) * 1000)

    pygame.display.set_mode = set_mode


def post_resize(size: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def p99(ordered: list[float]) -> float:
    return ordered[min(len(ordered) - 1, round(len(ordered) * 0.99) - 1)]


if __name__ == "__main__":
    main()
