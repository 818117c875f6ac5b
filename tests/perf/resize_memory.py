"""Benchmark: memory of each table whose window is resized through 40 sizes up to 4K.

    python tests/perf/resize_memory.py [--game both|eight_half|huit] [--sizes 40]

For each game a fresh process (peak RSS is per process) builds a 5-player table (dummy
video driver), then for each window size, from 640x480 to 3840x2160, posts a resize,
opens and closes the log and the pause menu, and draws frames until every card face for
that size is prepared, as a player who waits a moment after each drag would. (Random play
over every screen: tests/perf/monkey_memory.py.)
One line per game, then the last line:
`resize: sizes=<n> eight_half_rss_mb=<peak> huit_rss_mb=<peak> rss_mb=<the larger>
max=3840x2160` (goal: rss < 200 at every size up to 4K).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "kits"))

import pygame  # noqa: E402

from game.ai.eight_half.bots import make_bot  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.huit.table_scene import HuitTableScene  # noqa: E402
from game.ui.shell import fonts, surface_cache  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.shell.scene import Scene  # noqa: E402
from game.ui.table.bot_runner import InlineExecutor  # noqa: E402

GAMES = ("eight_half", "huit")
SMALLEST, LARGEST = (640, 480), (3840, 2160)


def window_sizes(n: int) -> list[tuple[int, int]]:
    """`n` different sizes from 640x480 to 3840x2160, as a drag would give."""
    (w0, h0), (w1, h1) = SMALLEST, LARGEST
    return [
        (w0 + ((w1 - w0) * i) // max(1, n - 1), h0 + ((h1 - h0) * i) // max(1, n - 1))
        for i in range(n)
    ]


def post_key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))


def post_resize(size: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def rss_mb() -> tuple[float, float]:
    """(peak, current) resident set size in MB."""
    peak = current = 0.0
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
            elif line.startswith("VmRSS:"):
                current = int(line.split()[1]) / 1024
    except OSError:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return peak, current


def new_table(game: str, app: App, settings: Settings, seed: int) -> Scene:
    """A table of `game` whose bots answer on the main thread (quick Hard bots)."""
    if game == "huit":
        return HuitTableScene(app, settings, seed=seed, quick_bots=True, executor=InlineExecutor())
    return TableScene(
        app,
        settings,
        seed=seed,
        executor=InlineExecutor(),
        bot_factory=lambda level: (
            make_bot(level, iterations=30, seconds=None) if level == "hard" else make_bot(level)
        ),
    )


def settled(table: Scene) -> bool:
    """Every card face for this window size is drawn (8½ prepares them in quiet frames)."""
    view = getattr(table, "view", None)
    return not getattr(view, "_warm", ())


def resize_loop(app: App, table: Scene, sizes: list[tuple[int, int]]) -> None:
    for size in sizes:
        post_resize(size)
        app.frame(1 / 60)
        for k in (pygame.K_l, pygame.K_ESCAPE):  # log open, then the pause menu over it
            post_key(k)
            app.frame(1 / 60)
        post_key(pygame.K_ESCAPE)  # the menu closes
        app.frame(1 / 60)
        post_key(pygame.K_l)  # the log closes
        app.frame(1 / 60)
        for _ in range(2000):  # quiet frames until every face for this size is drawn
            app.frame(1 / 60)
            if settled(table):
                break


def measure(game: str, args: argparse.Namespace) -> None:
    """One game in this process; prints its line (`<game>: rss_mb=... max=WxH`)."""
    sizes = window_sizes(args.sizes)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            window_size=sizes[0],
            game=game,
            players=5,
            huit_players=5,
            animation_speed="instant",
            bot_pause=1.0,
            bot_levels=("medium",) * 5,
            huit_levels=("medium",) * 5,
        )
        app = App(
            SettingsStore(Path(tmp)), settings, fixed_dt=1 / 60, saves=SaveStore(Path(tmp) / "data")
        )
        start, _ = rss_mb()
        table = new_table(game, app, settings, seed=1)
        app.push(table)
        resize_loop(app, table, sizes)
        peak, now = rss_mb()
        caches = surface_cache.report()
        total = sum(caches.values()) / 2**20
        for name, used in sorted(caches.items()):
            print(f"  cache {name}: {used / 2**20:.1f} MB")
        open_fonts = fonts.open_fonts()
        app.shutdown()
    print(f"  rss at start {start:.0f} MB, at end {now:.0f} MB")
    w, h = max(sizes)
    print(
        f"{game}: rss_mb={peak:.0f} caches_mb={total:.1f} fonts={open_fonts} max={w}x{h}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=("both", *GAMES), default="both")
    parser.add_argument("--sizes", type=int, default=40)
    args = parser.parse_args()
    if args.game != "both":
        measure(args.game, args)
        return
    peaks: dict[str, int] = {}
    for game in GAMES:  # a process each: a peak RSS cannot be reset
        argv = [sys.executable, __file__, "--game", game, "--sizes", str(args.sizes)]
        out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
        print(out, end="")
        found = re.search(rf"^{game}: rss_mb=(\d+)", out, re.MULTILINE)
        assert found is not None, f"no figure for {game}"
        peaks[game] = int(found.group(1))
    w, h = max(window_sizes(args.sizes))
    each = " ".join(f"{game}_rss_mb={peak}" for game, peak in peaks.items())
    print(f"resize: sizes={args.sizes} {each} rss_mb={max(peaks.values())} max={w}x{h}")


if __name__ == "__main__":
    main()
