"""Benchmark: hot-seat matches of both games with every frame checked for privacy.

    python tests/perf/privacy.py [--games 3] [--players 4] [--length 2] [--size 1280x720]
                                 [--seed 1] [--two-decks]

Plays `--games` matches of each game (8½ of `--length` games, Huit américain of one round)
through the real App with the dummy video driver, at the "fast" speed (every frame of a
move is drawn), `--players` seats at a `--size` window (`--two-decks`: Huit's two decks
shuffled together, with five players: every card twice, counted). Once the settings seat
several people (Settings.people, huit_people) the matches take turns between two and
three people with bots between them, and a hand-over screen is passed with Space; before
that, one person plays against bots, as today. The people's moves are chosen by the Medium bot
through their own seat's eyes and played as the controls play them.

Every frame is checked by tests/kits/privacy.py: no card a frame draws face up is one the
seat on screen may not see, none shows while a hand-over screen is up, and the move log
names no card another drew. Each match prints a line; the last line is
`privacy: games=... handovers=... frames=... leaks=...` (goal: leaks=0); the exit code is 1
if anything leaked (its first leaks are listed).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

import attrs

# Headless, and this worktree's game and test kits before any installed copy.
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tests" / "kits"), str(ROOT)]

from privacy import PrivacyWatch, levels, seating, whole_match  # noqa: E402

from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.huit.table_scene import HuitTableScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.table.bot_runner import InlineExecutor  # noqa: E402

TABLES = (("eight_half", TableScene), ("huit", HuitTableScene))
SHOWN = 10  # leaks listed at the end


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="matches of each game")
    parser.add_argument("--players", type=int, default=4, help="seats at the table (2-5)")
    parser.add_argument("--length", type=int, default=2, help="games in an 8½ match")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=1, help="the first match's deal")
    parser.add_argument(
        "--two-decks", action="store_true", help="Huit with two decks (H1: five players)"
    )
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    base = Settings(
        window_size=(w, h),
        players=args.players,
        huit_players=args.players,
        animation_speed="fast",
        bot_pause=0.0,
        match_length=args.length,
        huit_to_500=False,
        huit_two_decks=args.two_decks,
    )
    # An Easy bot forgets "Carte !" (H5.1) and a Hard one searches: every kind of turn.
    bots = levels(base, {1: "easy", 2: "hard"})
    base = attrs.evolve(base, bot_levels=bots, huit_levels=bots)
    with tempfile.TemporaryDirectory() as tmp:
        app = App(
            SettingsStore(Path(tmp)), base, fixed_dt=1 / 60, saves=SaveStore(Path(tmp) / "data")
        )
        watch = PrivacyWatch(app)
        start = time.process_time()
        matches = 0
        for k in range(args.games):
            people = 2 + k % 2  # two, then three people (one until the hot-seat table)
            app.update_settings(**(seating(people) or {}))
            for game, table_type in TABLES:
                frames, handovers = watch.frames, watch.handovers
                table = table_type(
                    app,
                    app.settings,
                    seed=args.seed + k,
                    quick_bots=True,
                    executor=InlineExecutor(),
                )
                app.push(table)
                for _ in whole_match(watch):
                    pass
                while app.scenes:
                    app.pop()
                matches += 1
                print(
                    f"{game}: seed={args.seed + k} people={len(getattr(table, 'people', (0,)))}"
                    f" frames={watch.frames - frames} handovers={watch.handovers - handovers}"
                    f" leaks={len(watch.leaks)}",
                    flush=True,
                )
        seconds = time.process_time() - start
        app.shutdown()
    for leak in watch.leaks[:SHOWN]:
        print(f"leak: {leak}")
    print(f"cards checked: {watch.faces} in {seconds:.1f} s of CPU")
    print(
        f"privacy: games={matches} handovers={watch.handovers} frames={watch.frames}"
        f" leaks={len(watch.leaks)}"
    )
    return 1 if watch.leaks else 0


if __name__ == "__main__":
    sys.exit(main())
