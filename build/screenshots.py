"""Render the shell's scenes headless into screenshots/ (gitignored) to look at them.

python build/screenshots.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import SettingsStore  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.shell.crash import CrashScene  # noqa: E402
from game.ui.shell.scene import Scene  # noqa: E402

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))


def main() -> None:
    out = ROOT / "screenshots"
    out.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        store = SettingsStore(Path(tmp))
        app = App(store, saves=SaveStore(Path(tmp) / "data"))
        title = TitleScene(app)
        title.selected = title._bar = 2
        store.can_save = False  # show the notice too, to check it fits
        scenes: dict[str, Scene] = {
            "title": title,
            "crash": CrashScene(
                app,
                Path(tmp) / "a" / "rather" / "long" / "path" / "to" / "the" / "game.log",
                "ZeroDivisionError: division by zero",
            ),
        }
        for name, scene in scenes.items():
            for size in SIZES:
                surface = pygame.Surface(size)
                scene.draw(surface)
                path = out / f"{name}_{size[0]}x{size[1]}.png"
                pygame.image.save(surface, str(path))
                print(path)
        app.shutdown()


if __name__ == "__main__":
    main()
