"""Render the statistics screen headless into screenshots/stats/ (gitignored) to look at it.

    python build/stats_screens.py [--sizes 800x600,3840x2160] [--languages en,fr,nl]

For each size: no statistics at all ("empty"), many games with a full chart ("full"), a
few games ("few"), the reset question over the full screen ("confirm"), the line shown
when a reset could not be saved ("unsaved"), a run of lost games ("losing") and Huit
américain's rounds ("huit", "huit_losing"). The numbers are made up, game by game, through
the store's own counting (Tally.with_game / with_match).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

import pygame  # noqa: E402
from window_shot import window_at  # noqa: E402

from game.store.atomic import write_text_atomic  # noqa: E402
from game.store.layout import dumps  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.store.stats import Stats, StatsKey, StatsStore, Tally, stats_to_json  # noqa: E402
from game.ui.menus.statistics import StatsScene, confirm_reset  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.shell.confirm import ConfirmScene  # noqa: E402
from game.ui.shell.i18n import tr  # noqa: E402

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))


def made_up(games: int, matches: int, seed: int, wins: float = 0.4, huit: bool = False) -> Tally:
    rng = random.Random(seed)
    t = Tally()
    for _ in range(games):
        won = rng.random() < wins
        if huit:  # H6: only the round's winner scores
            points = rng.randrange(1, 60) * 5 if won else 0
        else:
            points = 2 + (rng.random() < 0.5) if won else int(rng.random() < 0.4)
        t = t.with_game(won, points, rng.randrange(40, 260))
    for m in range(matches):
        t = t.with_match(rng.random() < 0.4, abandoned=m == 0)
    return t


def stats_file(folder: Path, tallies: dict[StatsKey, Tally]) -> StatsStore:
    path = folder / "stats.json"
    stats = Stats(tallies, since="2026-01-15T20:30:00Z")
    write_text_atomic(path, dumps(stats_to_json(stats)))
    return StatsStore(path)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--languages", default="en")
    args = parser.parse_args()
    sizes = [(int(a), int(b)) for a, b in (s.split("x") for s in args.sizes.split(","))]
    out = ROOT / "screenshots" / "stats"
    out.mkdir(parents=True, exist_ok=True)
    game, huit = "eight_half", "huit"
    for language in args.languages.split(","):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            app = App(
                SettingsStore(folder / "config"),
                Settings(
                    window_size=sizes[0],
                    players=4,
                    bot_levels=("medium",) * 5,
                    huit_players=4,
                    huit_levels=("medium",) * 5,
                    language=language,
                ),
            )
            full = stats_file(
                folder,
                {
                    StatsKey(game, "medium", 4): made_up(57, 10, 1),
                    StatsKey(game, "hard", 4): made_up(6, 1, 2),
                    StatsKey(game, "easy", 2): made_up(12, 2, 3),
                    StatsKey(huit, "medium", 4): made_up(40, 4, 5, huit=True),
                },
            )
            few = stats_file(folder / "few", {StatsKey(game, "medium", 4): made_up(3, 1, 4)})
            losing = stats_file(
                folder / "losing",
                {
                    StatsKey(game, "medium", 4): made_up(30, 3, 6, wins=0.1),
                    StatsKey(huit, "medium", 4): made_up(30, 3, 7, wins=0.1, huit=True),
                },
            )
            scenes: dict[str, list[StatsScene | ConfirmScene]] = {
                "empty": [StatsScene(app, StatsStore(folder / "none" / "stats.json"))],
                "full": [StatsScene(app, full)],
                "few": [StatsScene(app, few)],
                "losing": [StatsScene(app, losing)],
                "huit": [StatsScene(app, full, game=huit)],
                "huit_losing": [StatsScene(app, losing, game=huit)],
            }
            base = StatsScene(app, full)
            scenes["confirm"] = [base, confirm_reset(app, lambda: None)]
            failing = StatsScene(app, few)
            failing.status = (tr("stats.reset_unsaved"), True)  # as after a reset that failed
            scenes["unsaved"] = [failing]
            for name, stack in scenes.items():
                for scene in stack:
                    app.push(scene)
                for size in sizes:
                    path = out / f"stats_{name}_{size[0]}x{size[1]}_{language}.png"
                    pygame.image.save(window_at(app, size), str(path))
                    print(path)
                for _ in stack:
                    app.pop()
            app.shutdown()


if __name__ == "__main__":
    main()
