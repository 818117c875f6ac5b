"""Benchmark: the frames drawn while the review works out a game in the background.

    python tests/perf/review_frames.py [--game eight_half|huit] [--frames 300]
                                       [--size 1920x1080] [--how process|thread|fine|yield]
                                       [--review]

A table is drawn (Watch's, as tests/perf/frames.py draws it, cards flying in nearly every
frame) while a review of a seeded bot game runs beside it, as the Review's window draws
while its worker works. Each frame is the App's real frame, paced at 60 a second; only
frames drawn while the review was still working count. Last line:
`review_frames: game=… how=… frames=… p99_ms=… max_ms=…` (goal: p99 <= 8 ms).

--review draws the Review itself while its worker works out the game on it.
--how compares the ways of running the review beside the frames:
  process  the ReviewWorker as the game runs it: a process of its own ("spawn");
  thread   the same analysis on a thread (the GIL shared with the frames);
  fine     a thread, with sys.setswitchinterval(0.0005) (the GIL changes hands 10x as often);
  yield    a thread that lets go of the GIL after every sample of a decision (sleep(0));
  none     no review at all: the frames' own times on this machine, to compare with.
The choice and its figures are in game/ui/review/worker.py. On a busy machine the wall
clock's p99 is other programs' as much as ours: the `cpu:` line (the frames' own processor
time) and the median tell the ways apart.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bot_games  # noqa: E402
from frames import p99, post_resize  # noqa: E402

from game.ai.review.job import Job, analyse  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.demo import DemoTableScene  # noqa: E402
from game.ui.huit.demo import HuitDemoScene  # noqa: E402
from game.ui.review.worker import ReviewWorker  # noqa: E402
from game.ui.shell.app import App  # noqa: E402

WARMUP = 30
LEVELS = ("hard", "medium", "easy")
HOWS = ("process", "thread", "fine", "yield", "none")


class Yielding:
    """A cancel flag read once a sample: reading it lets go of the GIL (the "yield" way)."""

    def __init__(self) -> None:
        self.event = threading.Event()

    def is_set(self) -> bool:
        time.sleep(0)
        return self.event.is_set()


class ThreadRun:
    """The analysis on a thread of this process, as the other ways to run it."""

    def __init__(self, job: Job, yielding: bool) -> None:
        self.cancel_flag = Yielding() if yielding else None
        self.event = self.cancel_flag.event if self.cancel_flag else threading.Event()
        self.finished = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.job = job

    def _run(self) -> None:
        analyse(self.job, self.cancel_flag or self.event, lambda d: None)
        self.finished = True

    def start(self) -> None:
        self.thread.start()

    @property
    def done(self) -> bool:
        return self.finished

    def cancel(self) -> None:
        self.event.set()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=bot_games.GAMES, default="eight_half")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--how", choices=HOWS, default="process")
    parser.add_argument(
        "--review", action="store_true",
        help="draw the Review itself (its own worker, a process), stepping through the game",
    )  # fmt: skip
    args = parser.parse_args()
    if args.review:
        review_scene(args)
        return
    w, h = (int(v) for v in args.size.split("x"))
    start, moves, _ = bot_games.play(args.game, len(LEVELS), LEVELS, 7)
    job = Job(args.game, start, tuple(moves), 0, LEVELS, 7)
    if args.how == "fine":
        sys.setswitchinterval(0.0005)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            window_size=(w, h), game=args.game, players=5, huit_players=5,
            animation_speed="normal", bot_pause=0.0, bot_levels=("medium",) * 5,
        )  # fmt: skip
        app = App(
            SettingsStore(Path(tmp)), settings, fixed_dt=1 / 60, saves=SaveStore(Path(tmp) / "data")
        )
        app.audio.warm_up(threaded=False)
        post_resize((w, h))
        app.frame(1 / 60)
        demo = DemoTableScene if args.game == "eight_half" else HuitDemoScene
        app.push(demo(app, settings, seed=1))
        for _ in range(WARMUP):
            app.frame(1 / 60)
        worker: Any
        if args.how == "none":
            worker = ThreadRun(job, yielding=False)  # never started: never done
        elif args.how == "process":
            worker = ReviewWorker(args.game, start, moves, 0, LEVELS, 7)
            worker.start()
        else:
            worker = ThreadRun(job, yielding=args.how == "yield")
            worker.start()
        times: list[float] = []
        cpu: list[float] = []
        while len(times) < args.frames and not worker.done:
            began, began_cpu = time.perf_counter(), time.thread_time()
            app.frame(1 / 60)
            _ = worker.done  # the review window reads its worker every frame
            took = time.perf_counter() - began
            cpu.append((time.thread_time() - began_cpu) * 1000)
            time.sleep(max(0.0, 1 / 60 - took))
            times.append(took * 1000)
        worker.cancel()
        app.shutdown()
    times.sort()
    cpu.sort()
    # The frames' own processor time: what other programs on a busy machine take is not in
    # it, while a thread of the review waiting for the GIL is.
    print(f"cpu: p50_ms={statistics.median(cpu):.2f} p99_ms={p99(cpu):.2f} max_ms={cpu[-1]:.2f}")
    print(
        f"review_frames: game={args.game} how={args.how} size={w}x{h} frames={len(times)} "
        f"p50_ms={statistics.median(times):.2f} p99_ms={p99(times):.2f} max_ms={times[-1]:.2f}"
    )


def review_scene(args: argparse.Namespace) -> None:
    """The frames of the Review while its worker works out the game shown: a move stepped
    forward (animated) every 20 frames, a jump to a decision every 60."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kits"))
    import review_kit

    w, h = (int(v) for v in args.size.split("x"))
    record = (
        review_kit.eight_half_match(players=3, seed=3)
        if args.game == "eight_half"
        else review_kit.huit_match(players=3, seed=3)
    )
    with tempfile.TemporaryDirectory() as tmp:
        app = App(
            SettingsStore(Path(tmp)), Settings(window_size=(w, h)), fixed_dt=1 / 60,
            saves=SaveStore(Path(tmp) / "data"),
        )  # fmt: skip
        app.audio.warm_up(threaded=False)  # as the game does at its start (sounds made once)
        post_resize((w, h))
        app.frame(1 / 60)
        scene = review_kit.review(app, record)
        times: list[float] = []
        cpu: list[float] = []
        i = 0
        while len(times) < args.frames and scene.analysis.working:
            if i % 60 == 0 and scene.decision_plies:
                plies = scene.decision_plies
                scene.go_to(plies[(i // 60) % len(plies)])
            elif i % 20 == 0:
                scene.step(1)
            app.request_redraw()
            began, began_cpu = time.perf_counter(), time.thread_time()
            app.frame(1 / 60)
            took = time.perf_counter() - began
            if i >= WARMUP:
                times.append(took * 1000)
                cpu.append((time.thread_time() - began_cpu) * 1000)
            time.sleep(max(0.0, 1 / 60 - took))
            i += 1
        done = scene.analysis.worker.progress
        app.shutdown()
    times.sort()
    cpu.sort()
    print(f"cpu: p50_ms={statistics.median(cpu):.2f} p99_ms={p99(cpu):.2f} max_ms={cpu[-1]:.2f}")
    print(
        f"review_frames: game={args.game} how=review size={w}x{h} frames={len(times)} "
        f"decisions={done[0]}/{done[1]} p50_ms={statistics.median(times):.2f} "
        f"p99_ms={p99(times):.2f} max_ms={times[-1]:.2f}"
    )


if __name__ == "__main__":
    main()
