"""Render every scene and overlay in French and Dutch into screenshots/lang/ (gitignored),
to check by eye that the longer words still fit.

    python build/lang_screens.py [--languages fr,nl] [--sizes 800x600,1920x1080]

Per language and size: the title (with a notice), the confirm dialog over it, the table mid
game (2 and 5 players, with and without the move log), the attack window, the result on the
score pad, the help, the pause menu, the statistics with the reset question, and the crash
screen.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "kits"))  # the table situations the tests build

import pygame  # noqa: E402
import table_screens  # noqa: E402

from game.store import paths  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.store.stats import StatsKey  # noqa: E402
from game.ui.menus.statistics import StatsScene, confirm_reset  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.shell.confirm import ConfirmScene  # noqa: E402
from game.ui.shell.crash import CrashScene  # noqa: E402
from game.ui.shell.i18n import tr  # noqa: E402

sys.path.insert(0, str(ROOT / "build"))
import stats_screens  # noqa: E402
from window_shot import window_at  # noqa: E402

SIZES = ((800, 600), (1920, 1080))
Build = Callable[[App, Path], None]  # pushes the scenes to show onto the app


def title(app: App, _tmp: Path) -> None:
    scene = TitleScene(app)
    scene.selected = scene._bar = 2
    app.store.can_save = False  # the "cannot be saved" notice, to check it fits too
    app.push(scene)


def confirm(app: App, tmp: Path) -> None:
    title(app, tmp)
    app.push(
        ConfirmScene(
            app,
            tr("confirm.new_match"),
            tr("confirm.new_match_detail", summary="3 / 6 · Ada 4, Bruno 2, Chloé 1, Dirk 0"),
            tr("confirm.new_match_yes"),
            tr("confirm.cancel"),
            lambda: None,
        )
    )


def crash(app: App, tmp: Path) -> None:
    app.push(
        CrashScene(
            app,
            tmp / "a" / "rather" / "long" / "path" / "game.log",
            "ZeroDivisionError: division by zero",
        )
    )


def stats(app: App, tmp: Path, ask: bool = False) -> None:
    game = "eight_half"
    store = stats_screens.stats_file(
        tmp,
        {
            StatsKey(game, "medium", 4): stats_screens.made_up(57, 10, 1),
            StatsKey(game, "easy", 2): stats_screens.made_up(12, 2, 3),
        },
    )
    app.push(StatsScene(app, store))
    if ask:
        app.push(confirm_reset(app, lambda: None))


def table(name: str, players: int) -> Build:
    def build(app: App, _tmp: Path) -> None:
        table_screens.SHOTS[name](app, players)

    return build


SHOTS: dict[str, Build] = {
    "title": title,
    "confirm": confirm,
    "crash": crash,
    "stats": stats,
    "stats_reset": lambda app, tmp: stats(app, tmp, ask=True),
    "table_mid_2p": table("mid", 2),
    "table_mid_5p": table("mid", 5),
    "table_attack_5p": table("attack", 5),
    "table_attacked_3p": table("attacked", 3),
    "table_swap_3p": table("swap", 3),
    "scorepad_5p": table("over", 5),
    "match_end_4p": table("match_end", 4),
    "help": table("help", 3),
    "pause": table("pause", 3),
    "log_5p": table("log_scrolled", 5),
}


def shoot(
    out: Path, languages: list[str], sizes: list[tuple[int, int]], names: list[str]
) -> list[Path]:
    written = []
    for language in languages:
        for name in names:
            with tempfile.TemporaryDirectory() as tmp:
                folder = Path(tmp)
                data = folder / "data"  # saves, history, statistics: never the player's
                paths.data_dir = lambda data=data: data  # type: ignore[assignment,misc]
                app = App(
                    SettingsStore(folder / "config"),
                    Settings(
                        window_size=sizes[0],
                        language=language,
                        players=4,
                        bot_levels=("medium",) * 5,
                    ),
                )
                SHOTS[name](app, folder)
                for size in sizes:
                    path = out / f"{language}_{name}_{size[0]}x{size[1]}.png"
                    pygame.image.save(window_at(app, size), str(path))
                    written.append(path)
                app.shutdown()
    return written


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--languages", default="fr,nl")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--only", default=",".join(SHOTS))
    args = parser.parse_args()
    sizes = [(int(a), int(b)) for a, b in (s.split("x") for s in args.sizes.split(","))]
    out = ROOT / "screenshots" / "lang"
    out.mkdir(parents=True, exist_ok=True)
    for path in shoot(out, args.languages.split(","), sizes, args.only.split(",")):
        print(path)


if __name__ == "__main__":
    main()
