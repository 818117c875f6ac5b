"""Measure launch-to-first-frame time of the game, from source or of the built app.

    python build/measure_launch.py                 # python -m game
    python build/measure_launch.py --built         # build/dist/.../Eight and a Half

Starts the game several times with EIGHT_HALF_TIMING=1 and --exit-after-frames 1 and
reports the median of the wall-clock time until the game prints its first-frame line
(everything included: interpreter or bootloader start, imports, window, first draw) and of
the in-process time the game reports. Without a display, set SDL_VIDEODRIVER=dummy.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_app import executable  # noqa: E402


def launch_once(command: list[str]) -> tuple[float, float]:
    env = dict(os.environ, EIGHT_HALF_TIMING="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.perf_counter()
    proc = subprocess.Popen(
        [*command, "--exit-after-frames", "1"], stdout=subprocess.PIPE, text=True, env=env
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("timing: first frame after"):
            wall = time.perf_counter() - start
            inside = float(line.split()[4])
            break
    else:
        raise SystemExit(f"no timing line from {command} (exit code {proc.wait()})")
    proc.wait(timeout=30)
    return wall, inside


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--built", action="store_true", help="time the built app")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    command = [str(executable())] if args.built else [sys.executable, "-m", "game"]
    launch_once(command)  # warm the OS file cache, like any second launch
    results = [launch_once(command) for _ in range(args.runs)]
    wall = statistics.median(r[0] for r in results)
    inside = statistics.median(r[1] for r in results)
    print(
        f"launch to first frame: {wall:.3f} s wall clock, {inside:.3f} s in-process "
        f"(median of {args.runs}, {'built app' if args.built else 'source'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
