"""Render every screen of the game into a folder, or compare two such folders pixel by pixel.

    python build/every_screen.py OUT [--langs en,fr,nl] [--sizes 800x600,1280x720,...]
                                     [--text-size normal|large|largest]
    python build/every_screen.py --compare BEFORE AFTER

The screens are those the clipping test draws (tests/kits/drawn_screens.py: both tables at
typical and crowded moments, the score pads, the title with matches, the statistics, the
new-game page of five seats) and, over a table of each game, the move log, the pause menu
and the rules; then the plain title, the sound and watch pages, three steps of the tutorial
and the crash screen. Everything is drawn on a fixed clock and a crafted position, so two
runs of the same code give the same pixels: a change of layout or of drawing shows as a
difference. `--compare` lists every PNG that differs or is missing on one side and exits 1
if there is any. `--text-size` draws them at that setting's size of words (Normal unless
told).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "kits"))

import drawn_screens as ds  # noqa: E402
import pygame  # noqa: E402

from game.store import paths  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import TEXT_SIZES, Settings, SettingsStore, TextSize  # noqa: E402
from game.ui.menus.sound import SoundScene  # noqa: E402
from game.ui.menus.title import TitleScene  # noqa: E402
from game.ui.menus.watch import WatchScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.shell.crash import CrashScene  # noqa: E402
from game.ui.tutorial.scene import TutorialScene  # noqa: E402

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
LANGS = ("en", "fr", "nl")
Shot = Callable[[], None]  # draws one frame at the size given


def _over_table(app: App, table: str, tmp: Path) -> dict[str, Callable[[], object]]:
    """The log, the pause menu and the rules over the table `table` of drawn_screens."""

    def log() -> object:
        ds.SCREENS[table](app, tmp)
        app.top.toggle_log()  # type: ignore[attr-defined]
        return None

    def pause() -> object:
        ds.SCREENS[table](app, tmp)
        app.top.open_pause()  # type: ignore[attr-defined]
        return None

    def rules() -> object:
        ds.SCREENS[table](app, tmp)
        app.top.open_help()  # type: ignore[attr-defined]
        return None

    return {f"{table} log": log, f"{table} pause": pause, f"{table} rules": rules}


def screens(app: App, tmp: Path) -> dict[str, Callable[[], object]]:
    every: dict[str, Callable[[], object]] = {
        name: (lambda make=make: make(app, tmp)) for name, make in ds.SCREENS.items()
    }
    every.update(_over_table(app, "8½ mid 5", tmp))
    every.update(_over_table(app, "huit typical", tmp))
    every["title plain"] = lambda: app.push(TitleScene(app))
    every["sound"] = lambda: (app.push(TitleScene(app)), app.push(SoundScene(app)))
    every["watch"] = lambda: (app.push(title := TitleScene(app)), app.push(WatchScene(app, title)))
    for step in (0, 6, 12):
        every[f"tutorial {step}"] = lambda step=step: app.push(
            TutorialScene(app, app.settings, start_at=step)
        )
    every["crash"] = lambda: app.push(
        CrashScene(
            app,
            Path("/home/chloe/.local/state/eight-half/log/game.log"),
            "ZeroDivisionError: division by zero",
        )
    )
    return every


def render(
    out: Path, langs: list[str], sizes: list[tuple[int, int]], text_size: TextSize = "normal"
) -> int:
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for lang in langs:
        with tempfile.TemporaryDirectory() as name:
            tmp = Path(name)
            paths.data_dir = lambda tmp=tmp: tmp / "data"  # type: ignore[assignment]
            app = App(
                SettingsStore(tmp / "config"),
                Settings(window_size=sizes[0], language=lang, text_size=text_size),
                saves=SaveStore(tmp / "data"),
            )
            for screen, make in screens(app, tmp).items():
                make()
                for size in sizes:
                    ds.show(app, size)
                    file = out / f"{lang}_{screen.replace(' ', '_')}_{size[0]}x{size[1]}.png"
                    pygame.image.save(pygame.display.get_surface(), str(file))
                    count += 1
                ds.clear(app)
            app.shutdown()
    return count


def compare(before: Path, after: Path) -> list[str]:
    faults = []
    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    for name in names:
        a, b = before / name, after / name
        if not (a.exists() and b.exists()):
            faults.append(f"{name}: only in {(a if a.exists() else b).parent}")
            continue
        sa, sb = pygame.image.load(str(a)), pygame.image.load(str(b))
        if sa.get_size() != sb.get_size():
            faults.append(f"{name}: size {sa.get_size()} != {sb.get_size()}")
        elif pygame.image.tobytes(sa, "RGB") != pygame.image.tobytes(sb, "RGB"):
            faults.append(f"{name}: pixels differ")
    print(f"compared {len(names)} screenshots: {len(faults)} differ")
    return faults


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path)
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--text-size", choices=TEXT_SIZES, default="normal")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        faults = compare(*args.compare)
        print("\n".join(faults))
        raise SystemExit(1 if faults else 0)
    if args.out is None:
        parser.error("say where to put the screenshots (or --compare BEFORE AFTER)")
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in args.sizes.split(","))]
    count = render(args.out, args.langs.split(","), sizes, args.text_size)
    print(f"{count} screenshots in {args.out}")


if __name__ == "__main__":
    main()
