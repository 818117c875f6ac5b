"""Benchmark: memory of a table whose window is resized through 40 sizes (issue 8.4).

    python tests/perf/resize_memory.py [--sizes 40] [--monkey [--events 20000]]

A fresh process builds a 5-player table (dummy video driver), then for each window size
posts a resize, opens and closes the log and the pause menu, and draws frames until every
card face for that size is prepared, as a player who waits a moment after each drag would.
With --monkey it instead runs the seeded random-event monkey (tests/test_table_monkey.py)
for --events events, resizing among the same sizes.
Last line: `resize: sizes=<n> rss_mb=<peak RSS> caches_mb=<...> fonts=<n>` (goal: rss < 200).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import pygame  # noqa: E402

from game.ai.eight_half.bots import make_bot  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui import fonts, surface_cache  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.eight_half.bot_runner import InlineExecutor  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.title import TitleScene  # noqa: E402

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE,
        pygame.K_t, pygame.K_p, pygame.K_a, pygame.K_n, pygame.K_h, pygame.K_l, pygame.K_F1]


def window_sizes(n: int) -> list[tuple[int, int]]:
    """`n` different sizes from 800x600 to about 1900x1070, as a drag would give."""
    return [(800 + (1120 * i) // max(1, n - 1), 600 + (470 * i) // max(1, n - 1))
            for i in range(n)]


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


def resize_loop(app: App, table: TableScene, sizes: list[tuple[int, int]]) -> None:
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
            if not table.view._warm:
                break


def monkey(app: App, sizes: list[tuple[int, int]], events: int) -> None:
    rng = random.Random(1)

    def new_table(app_: App, settings: Settings, *_resume: object) -> Scene:
        # (A saved game to continue, if the title offers one, is ignored: a fresh table.)
        return TableScene(app_, settings, seed=rng.randrange(1000), executor=InlineExecutor(),
                          bot_factory=lambda level: make_bot(level, iterations=30, seconds=None)
                          if level == "hard" else make_bot(level))

    app.push(TitleScene(app, new_table))
    posted = 0
    while posted < events:
        top = app.top
        if isinstance(top, TitleScene) and rng.random() < 0.2:
            pos = top.layout().rows[0].center
            for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(t, pos=pos, button=1, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
        for _ in range(rng.randrange(4)):
            posted += 1
            roll = rng.random()
            if roll < 0.02:
                post_resize(rng.choice(sizes))
            elif roll < 0.5:
                post_key(rng.choice(KEYS))
            else:
                w, h = app.size
                pos = (rng.randrange(w), rng.randrange(h))
                for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                    pygame.event.post(pygame.event.Event(t, pos=pos, button=1, rel=(0, 0),
                                                         buttons=(0, 0, 0)))
        app.frame(rng.choice((0.0, 0.016, 0.05, 0.1)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, default=40)
    parser.add_argument("--monkey", action="store_true")
    parser.add_argument("--events", type=int, default=20000)
    args = parser.parse_args()
    sizes = window_sizes(args.sizes)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(window_size=sizes[0], players=5, animation_speed="instant",
                            bot_pause=1.0, bot_levels=("medium",) * 4)
        app = App(SettingsStore(Path(tmp)), settings, fixed_dt=1 / 60,
                  saves=SaveStore(Path(tmp) / "data"))
        start, _ = rss_mb()
        if args.monkey:
            monkey(app, sizes, args.events)
        else:
            table = TableScene(app, settings, seed=1, executor=InlineExecutor())
            app.push(table)
            resize_loop(app, table, sizes)
        peak, now = rss_mb()
        report = getattr(surface_cache, "report", None)
        caches = report() if report is not None else {}
        total = sum(caches.values()) / 2**20
        for name, used in sorted(caches.items()):
            print(f"  cache {name}: {used / 2**20:.1f} MB")
        open_fonts = fonts.open_fonts()
        app.shutdown()
    print(f"  rss at start {start:.0f} MB, at end {now:.0f} MB")
    label = "monkey" if args.monkey else "resize"
    amount = f"events={args.events}" if args.monkey else f"sizes={args.sizes}"
    print(f"{label}: {amount} rss_mb={peak:.0f} caches_mb={total:.1f} fonts={open_fonts}")


if __name__ == "__main__":
    main()
