"""Render the score pad headless into screenshots/scorepad/ (gitignored) to look at it.

    python build/scorepad_screens.py [--sizes 800x600,1920x1080] [--players 2,5]
                                     [--games 6,12]

For each size, player count and match length: the pad after a game mid-match (with the
card counts beside it, and once mid-way through the write-in), at the end of the match
(with a shared win for 2 players), and opened with S during a game. The table under it is
a real one, freshly dealt.
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

from game.rules.eight_half.core import score  # noqa: E402
from game.rules.eight_half.match import GameResult  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.bot_runner import InlineExecutor  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.scorepad.model import PadModel  # noqa: E402
from game.ui.scorepad.scene import ScorePadScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402

SIZES = ((800, 600), (1920, 1080))
NAMES = ("You", "Ada", "Bruno", "Chloé", "Dirk")


def results(players: int, games: int, seed: int, shared: bool = False) -> list[GameResult]:
    """Made-up games scored by the rules' own scoring (R10.2-3)."""
    rng = random.Random(seed)
    out = []
    for g in range(games):
        winner = (g % 2) if shared else rng.randrange(players)
        counts = [0 if p == winner else rng.randrange(1, 12) for p in range(players)]
        if players > 2 and rng.random() < 0.3:  # now and then another ends with no cards
            counts[(winner + 1) % players] = 0
        points, loser = score(counts, winner)
        out.append(GameResult(winner, loser, tuple(counts), tuple(points)))
    return out


def model(players: int, length: int, played: int, seed: int = 4, shared: bool = False) -> PadModel:
    rs = results(players, played, seed, shared)
    return PadModel(NAMES[:players], 0, length, tuple(r.points for r in rs), rs[-1] if rs else None)


def shots(app: App, players: int, games: int) -> dict[str, ScorePadScene]:
    mid = max(1, games // 2)
    return {
        "mid": ScorePadScene(
            app,
            model(players, games, mid),
            result=True,
            write_last=True,
            on_next=lambda: None,
            on_menu=lambda: None,
        ),
        "writing": ScorePadScene(
            app, model(players, games, mid), result=True, write_last=True, on_next=lambda: None
        ),
        "over": ScorePadScene(
            app,
            model(players, games, games, shared=players == 2),
            result=True,
            write_last=True,
            on_new_match=lambda: None,
            on_title=lambda: None,
        ),
        "look": ScorePadScene(app, model(players, games, mid - 1 if mid > 1 else 0)),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--players", default="2,5")
    parser.add_argument("--games", default="6,12")
    args = parser.parse_args()
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    out = ROOT / "screenshots" / "scorepad"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for players in (int(p) for p in args.players.split(",")):
            app = App(
                SettingsStore(Path(tmp)),
                Settings(window_size=sizes[0], players=players, animation_speed="normal"),
                saves=SaveStore(Path(tmp) / "data"),
            )
            table = TableScene(
                app, app.settings, seed=5, quick_bots=True, executor=InlineExecutor()
            )
            app.push(table)
            for games in (int(g) for g in args.games.split(",")):
                for name, pad in shots(app, players, games).items():
                    app.push(pad)
                    pad.writing.t = (
                        pad.writing.totals_at - 0.3 if name == "writing" else pad.writing.end
                    )
                    for size in sizes:
                        path = out / f"pad_{name}_{players}p_{games}g_{size[0]}x{size[1]}.png"
                        pygame.image.save(window_at(app, size), str(path))
                        print(path)
                    app.pop()
            app.shutdown()


if __name__ == "__main__":
    main()
