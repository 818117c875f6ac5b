"""Render the Huit américain table's moments headless into screenshots/huit/ to look at them.

    python build/huit_table_screens.py [--sizes 800x600,1280x720,1920x1080,3840x2160]
                                       [--languages en,fr,nl]

Moments: mid-round with 2 and 5 players (and two decks), the suit chooser, the penalty
badge, the "Carte !" button glowing, the call button, the round's result, the score pad.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import attrs  # noqa: E402
import pygame  # noqa: E402

from game.rules import huit  # noqa: E402
from game.rules.huit.cards import EIGHT  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.huit.table_scene import HuitTableScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.table.bot_runner import InlineExecutor  # noqa: E402

DT = 1 / 60
STOCK_SIZE = 20


def position(hands: list[str], **rest: Any) -> huit.State:
    """A crafted position; the stock is the first unused cards of a fresh deck."""
    pos: dict[str, Any] = {
        "game": "huit",
        "decks": 1,
        "hands": hands,
        "discard": "",
        "suit": None,
        "turn": 0,
        "phase": "play",
        "drawn": None,
        "penalty": 0,
        "unannounced": None,
    }
    pos.update(rest)
    used = set(" ".join(hands).split()) | set(str(pos["discard"]).split())
    tokens = [f"{r}{s}" for s in "cdhs" for r in huit.cards.RANK_TOKENS]
    pos["stock"] = " ".join([t for t in tokens if t not in used][:STOCK_SIZE])
    return huit.parse_position(json.dumps(pos))


def settle(app: App, scene: HuitTableScene, frames: int = 400) -> None:
    """Run frames until the table is still and waits for the player (or `frames` at most)."""
    for _ in range(frames):
        app.frame(DT)
        if not scene.director.busy and scene.state.turn == scene.human:
            break
    for _ in range(5):
        app.frame(DT)


def put(scene: HuitTableScene, state: huit.State) -> None:
    scene.match = attrs.evolve(scene.match, round=state)
    scene.record = None
    scene._start_game()


def picture(app: App, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    app.compose(surface)
    return surface


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))


# Each moment: (name, players, extra settings, what to do on the table).
Moment = tuple[str, int, dict[str, Any], Callable[[App, HuitTableScene], None]]


def mid(app: App, scene: HuitTableScene) -> None:
    for _ in range(6):  # a few turns of the bots, then the player's
        settle(app, scene)
        legal = huit.legal_moves(scene.state)
        if scene.state.turn == scene.human and legal:
            scene.human_move(next((m for m in legal if m.kind is huit.MoveKind.PLAY), legal[-1]))
    settle(app, scene)


def chooser(app: App, scene: HuitTableScene) -> None:
    put(scene, position(["8s 3h 9d Kc 5h", "4c 6d", "7h 2s"], discard="5c"))
    settle(app, scene)
    hand, order = scene.shown.hand, scene.controls.order()
    scene.controls.pick(next(p for p, i in enumerate(order) if hand[i].rank == EIGHT))
    for _ in range(5):
        app.frame(DT)


def penalty(app: App, scene: HuitTableScene) -> None:
    put(scene, position(["Ah 3s 9d Kc 5h 2h", "4c 6d 9s", "7h 2s Js"], discard="5c Ac", penalty=4))
    settle(app, scene)


def carte(app: App, scene: HuitTableScene) -> None:
    put(scene, position(["5h 9h", "4c 6d 9s", "7h 2s Js"], discard="5c"))
    settle(app, scene)


def call(app: App, scene: HuitTableScene) -> None:
    put(scene, position(["5c 9d Qs 4h", "Kc", "7h 2s Js"], discard="5h 7c", turn=0, unannounced=1))
    settle(app, scene)


def result(app: App, scene: HuitTableScene) -> None:
    put(scene, position(["5c", "Kc 8h 7d", "7h 2s Js 10c"], discard="5h", turn=0))
    settle(app, scene)
    scene.human_move(huit.parse_move("5c"))
    for _ in range(600):
        app.frame(DT)
        if app.top is not scene:
            break
    for _ in range(30):
        app.frame(DT)


def scorepad(app: App, scene: HuitTableScene) -> None:
    settle(app, scene)
    key(pygame.K_s)
    for _ in range(30):
        app.frame(DT)


MOMENTS: tuple[Moment, ...] = (
    ("mid2", 2, {}, mid),
    ("mid5", 5, {}, mid),
    ("mid5_two_decks", 5, {"huit_two_decks": True}, mid),
    ("chooser", 3, {}, chooser),
    ("penalty", 3, {}, penalty),
    ("carte", 3, {}, carte),
    ("call", 3, {}, call),
    ("result", 3, {}, result),
    ("scorepad", 4, {}, scorepad),
)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="800x600,1280x720,1920x1080,3840x2160")
    ap.add_argument("--languages", default="en,fr,nl")
    ap.add_argument("--only", default="", help="moment names, comma-separated")
    args = ap.parse_args(argv)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    only = set(filter(None, args.only.split(",")))
    out = ROOT / "screenshots" / "huit"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for language in args.languages.split(","):
            for w, h in sizes:
                for name, players, extra, act in MOMENTS:
                    if only and name not in only:
                        continue
                    settings = Settings(
                        window_size=(w, h),
                        language=language,
                        game="huit",
                        huit_players=players,
                        animation_speed="instant",
                        bot_pause=0.0,
                        **extra,
                    )
                    app = App(
                        SettingsStore(Path(tmp)), settings, saves=SaveStore(Path(tmp) / "data")
                    )
                    scene = HuitTableScene(
                        app, settings, seed=7, quick_bots=True, executor=InlineExecutor()
                    )
                    app.push(scene)
                    act(app, scene)
                    path = out / f"{name}_{w}x{h}_{language}.png"
                    pygame.image.save(picture(app, (w, h)), str(path))
                    print(path)
                    app.shutdown()


if __name__ == "__main__":
    main()
