"""Render every "Learn to play" step, and the rules help, headless into screenshots/tutorial/
(gitignored; --out elsewhere) to look at them.

    python build/tutorial_screens.py [--lang fr] [--sizes 800x600,1920x1080] [--out DIR]

The lesson is walked as a player does: each step is shown as the player first sees it (the
ring on its target), and again once its move is made ("Well done!", Next lit); then Next
leads on. A few asides: Enter pressed before the move, a refusal, a move the step does not
want.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.rules.eight_half import legal_moves  # noqa: E402
from game.rules.eight_half.cards import Card  # noqa: E402
from game.rules.eight_half.moves import Move  # noqa: E402
from game.store import paths  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.overlays import HelpScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.tutorial.lessons import STEP_COUNT  # noqa: E402
from game.ui.tutorial.scene import DONE, TutorialScene  # noqa: E402

DT = 1 / 60


def _settle(app: App, scene: TutorialScene, limit: int = 3000) -> None:
    for _ in range(limit):
        if not scene.director.busy and not scene.controls.intents and scene.phase != "playing":
            break
        app.frame(DT)
    for _ in range(20):  # the ring mid-breath, cards warmed
        app.frame(DT)


def shoot(size: tuple[int, int], lang: str, out: Path) -> list[Path]:
    made: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        paths.data_dir = lambda: Path(tmp) / "data"
        settings = Settings(window_size=size, language=lang, animation_speed="normal")
        app = App(SettingsStore(Path(tmp) / "config"), settings, fixed_dt=DT)
        app.push(TitleScene(app))
        tag = f"{size[0]}x{size[1]}" + ("" if lang == "en" else f"_{lang}")

        def save(name: str) -> None:
            app.frame(DT)
            path = out / f"{name}_{tag}.png"
            picture = pygame.Surface(size)  # the whole size, whatever the dummy desktop's
            app.compose(picture)
            pygame.image.save(picture, str(path))
            made.append(path)

        save("00_title")
        scene = TutorialScene(app, app.settings, start_at=0)
        app.push(scene)
        for index in range(STEP_COUNT):
            _settle(app, scene)
            step = scene.step
            name = f"step{index + 1:02d}_{step.key}"
            save(name)
            if step.key == "higher":  # Enter before the move: the coach says what it waits for
                scene.next_step()
                save(f"{name}_move_first")
                scene.human_move(Move.play(Card.THREE))  # a refusal: a 3 on a 6
                save(f"{name}_refused")
            if step.key == "twins":  # a legal move the step does not want: one 3 alone
                scene.human_move(Move.play(Card.THREE))
                save(f"{name}_not_now")
            if step.expect is not None:
                move = step.moves[0] if step.moves else legal_moves(scene.state)[0]
                scene.human_move(move)
                for _ in range(3000):
                    app.frame(DT)
                    if scene.phase == DONE:
                        break
                _settle(app, scene)
                save(f"{name}_done")
            scene.next_step()
        app.pop()
        help_scene = HelpScene(app)
        app.push(help_scene)
        pages = getattr(help_scene, "page_count", 1)
        for page in range(pages):
            if hasattr(help_scene, "page"):
                help_scene.page = page
            save(f"help_{page + 1}")
        app.shutdown()
    return made


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--sizes", default="800x600,1920x1080")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots" / "tutorial")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    for spec in args.sizes.split(","):
        w, h = (int(v) for v in spec.split("x"))
        for path in shoot((w, h), args.lang, out):
            print(path)


if __name__ == "__main__":
    main()
