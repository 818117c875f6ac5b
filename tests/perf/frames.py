"""Benchmark: frame times of a 5-player table at 1920x1080 while cards are flying.

    python tests/perf/frames.py [--frames 400] [--size 1920x1080] [--players 5]

Every seat is a bot (Medium, thinking on its worker thread as in the game), the speed is
"normal" and there is no bot pause, so some animation runs in nearly every frame.
Each frame is the App's real frame: events, update, draw, flip (dummy video driver).
Last line: `frames: p50_ms=... p99_ms=... max_ms=...` (goal: p99 <= 8 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402

WARMUP = 30  # the first frames build the felt, the layout and the first card faces


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--players", type=int, default=5)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(window_size=size, players=args.players, animation_speed="normal",
                            bot_pause=0.0, bot_levels=("medium",) * 4)
        app = App(SettingsStore(Path(tmp)), settings, fixed_dt=1 / 60,
                  saves=SaveStore(Path(tmp) / "data"))
        table = TableScene(app, settings, seed=1, human=False)
        app.push(table)
        times: list[float] = []
        animated = 0
        for i in range(WARMUP + args.frames):
            if table.state.is_over and not table.director.busy:
                app.pop_to(table)  # a result overlay: start the next game of the match
                if table.match.is_over:
                    table = TableScene(app, settings, seed=i, human=False)
                    app.replace(table)
                else:
                    table.next_game()
            start = time.perf_counter()
            app.frame(1 / 60)
            took = time.perf_counter() - start
            if i >= WARMUP:
                times.append(took * 1000)
                animated += table.director.current is not None
        table.exit()
        app.shutdown()
    times.sort()
    p50 = statistics.median(times)
    p99 = times[min(len(times) - 1, round(len(times) * 0.99) - 1)]
    print(f"size={size[0]}x{size[1]} players={args.players} frames={len(times)} "
          f"animated={animated}")
    print(f"frames: p50_ms={p50:.2f} p99_ms={p99:.2f} max_ms={times[-1]:.2f}")


if __name__ == "__main__":
    main()
