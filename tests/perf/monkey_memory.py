"""Benchmark: the memory of a random-input monkey over every screen of one game, the window
resized now and then among 40 sizes up to 4K.

    python tests/perf/monkey_memory.py --game eight_half|huit [--events 20000] [--seed 1]

A seeded monkey starts at the title (that game chosen) and posts keys, clicks (mostly on
the screen's cards, buttons and rows, as tests/kits/table_kit.monkey_input aims them) and
window sizes, drawing a frame after every few events through the App's real loop (dummy
video driver, bots answering on the main thread). The resident set size is read after each
frame; the screen and window size of the highest one are told.
With --explain, each new height above 150 MB is told with what is held then.
Last line: `monkey: game=<game> events=<n> peak_rss_mb=<peak>` (goal: under 200).
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
import resize_memory as rm  # noqa: E402  (sets the dummy drivers and the paths first)
import table_kit  # noqa: E402

from game.store.record import MatchRecord  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.shell import fonts, surface_cache  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.shell.scene import Scene  # noqa: E402

EXPLAIN_FROM = 150  # MB: --explain tells what is held at each new height above this
RESIZE_SHARE = 0.02  # of the events: a window size among the 40 (table_kit's monkey: 4 sizes)


def explained(app: App) -> str:
    """What the game holds now: its surfaces' pixels (window included), by cache and in all,
    the scenes, the open fonts and the Python objects."""
    held: dict[int, pygame.Surface] = {}
    for thing in gc.get_objects():
        for part in gc.get_referents(thing):
            if isinstance(part, pygame.Surface) and part.get_parent() is None:
                held[id(part)] = part
    screen = pygame.display.get_surface()
    if screen is not None:
        held[id(screen)] = screen
    pixels = sum(surface_cache.surface_bytes(s) for s in held.values()) / 2**20
    caches = " ".join(f"{k}={v / 2**20:.0f}" for k, v in surface_cache.report().items())
    scenes = "/".join(type(s).__name__ for s in app.scenes)
    return (
        f"surfaces={pixels:.0f} MB ({caches}) scenes={scenes} fonts={fonts.open_fonts()} "
        f"objects={len(gc.get_objects())}"
    )


def run(game: str, events: int, seed: int, explain: bool = False) -> None:
    sizes = rm.window_sizes(40)
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            window_size=(1280, 720),
            game=game,
            players=5,
            huit_players=5,
            animation_speed="fast",
            bot_pause=0.0,
            bot_levels=("medium",) * 5,
            huit_levels=("medium",) * 5,
        )
        app = App(
            SettingsStore(Path(tmp)), settings, fixed_dt=1 / 60, saves=SaveStore(Path(tmp) / "data")
        )

        def open_table(app_: App, settings_: Settings, _resume: MatchRecord | None) -> Scene:
            # (A saved game to continue, if the title offers one, is ignored: a fresh table.)
            return rm.new_table(game, app_, settings_, rng.randrange(1000))

        app.push(TitleScene(app, open_table, open_table))
        peak, where, screens = 0.0, "", set()
        posted = 0
        while posted < events:
            if isinstance(app.top, TitleScene) and rng.random() < 0.1:
                table_kit.click(app.top.layout().rows[0].center)  # back to a table
            for _ in range(rng.randrange(4)):
                posted += 1
                if rng.random() < RESIZE_SHARE:
                    rm.post_resize(rng.choice(sizes))
                else:
                    table_kit.monkey_input(app, rng)
            app.frame(rng.choice((0.0, 0.016, 0.05, 0.1)))
            screens.add(type(app.top).__name__)
            _, now = rm.rss_mb()
            if now > peak:
                peak = now
                where = f"{type(app.top).__name__} at {app.size[0]}x{app.size[1]}"
                if explain and now > EXPLAIN_FROM:
                    print(f"  {now:.0f} MB after event {posted}: {explained(app)}", flush=True)
        hwm, _ = rm.rss_mb()
        for name, used in sorted(surface_cache.report().items()):
            print(f"  cache {name}: {used / 2**20:.1f} MB")
        print(f"  open fonts: {fonts.open_fonts()}; screens seen: {', '.join(sorted(screens))}")
        print(f"  highest after a frame: {peak:.0f} MB, on {where}")
        app.shutdown()
    print(f"monkey: game={game} events={posted} peak_rss_mb={hwm:.0f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=rm.GAMES, required=True)
    parser.add_argument("--events", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--explain", action="store_true", help="what is held at each new peak")
    args = parser.parse_args()
    pygame.init()
    run(args.game, args.events, args.seed, args.explain)


if __name__ == "__main__":
    main()
