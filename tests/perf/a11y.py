"""Measure: how well every screen reads, for every eye (issue 36).

    python tests/perf/a11y.py [--languages en,fr,nl] [--sizes 1280x720,1920x1080]

Every screen build/every_screen.py renders is drawn at each size, in each language, and
every line of text it draws is measured as it goes on (game/ui/shell/drawn.py):
- its height: its font's pixel size after any shrinking to fit, in % of the window's
  height;
- its contrast, from the pixels it was drawn on (tests/kits/contrast_kit.py): normal text
  and WCAG's large text (24 px, or 18.67 px bold) apart.
Then the focus of everything the keys reach (tests/kits/focus_cases.py: the hand at both
tables, Huit's suit chooser, the title's, a page's, the room's and the pause menu's chosen
row), measured across its edge from a frame with it and one without
(tests/kits/focus_kit.py); and the four-colour deck's suits, any two of them, as
protanopes, deuteranopes and tritanopes see them (Machado 2009, CIEDE2000:
tests/kits/colour_kit.py, checked against published values by
tests/ui/huit/test_four_colour_deck.py).

The worst of each measure is printed with where it was found. Last line:
`a11y: screens=… min_text_pct_large=… min_contrast=… min_large_contrast=…
min_focus_contrast=… cvd_min_delta_e=…`. Every screen is read at the Text size Normal and
Large (the contrasts are the worst of both; the smallest line at Normal is printed above the
last line). Goals: min_text_pct_large >= 2.5, min_contrast >= 4.5, min_large_contrast >= 3.0,
min_focus_contrast >= 3.0, cvd_min_delta_e >= 15.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Literal

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "kits")]

Worst = tuple[float, str]  # a measure, and where it was found
TextSize = Literal["normal", "large", "largest"]  # as game.store.settings, imported late


def screens_read(
    make: Callable[..., object],
    here: Path,
    language: str,
    sizes: list[tuple[int, int]],
    text_size: TextSize = "normal",
) -> tuple[int, Worst, Worst, Worst]:
    """Every screen at every size in `language` at `text_size`: (how many screens, the
    smallest line in % of the height, the faintest normal line, the faintest large line)."""
    from colour_kit import is_large
    from contrast_kit import worst
    from screen_sweep import every_frame

    from game.store.settings import Settings
    from game.ui.shell.app import App
    from game.ui.shell.drawn import Kind

    app = make(Settings(window_size=sizes[0], language=language, text_size=text_size))
    assert isinstance(app, App)
    small: Worst = (100.0, "")
    faint: Worst = (21.0, "")
    faint_large: Worst = (21.0, "")
    screens = set()
    for name, size, seen, inks in every_frame(app, here, sizes):
        screens.add(name)
        where = f"{name}, {size[0]}x{size[1]}, {language}, {text_size} text"
        for d in seen:
            if d.kind is Kind.TEXT and d.text.strip():
                pct = 100 * d.size / size[1]
                if pct < small[0]:
                    small = (pct, f"{where}: {d.text[:40]!r} at {d.size}px")
        for ink in inks:
            c = worst(ink)
            large = is_large(ink.size, ink.bold)
            kept = faint_large if large else faint
            if c < kept[0]:
                found = (c, f"{where}: {ink.text[:40]!r} {ink.color} at {ink.size}px")
                if large:
                    faint_large = found
                else:
                    faint = found
    return len(screens), small, faint, faint_large


def focus_seen(make: Callable[..., object], here: Path, sizes: list[tuple[int, int]]) -> Worst:
    """The least clear focus of all the things the keys reach, at every size."""
    import drawn_screens as ds
    from focus_cases import CASES, measure

    from game.store.settings import Settings
    from game.ui.shell.app import App

    least: Worst = (21.0, "")
    for size in sizes:
        for case, make_case in CASES.items():
            app = make(Settings(window_size=size))
            assert isinstance(app, App)
            ds.show(app, size)
            focus, lines = make_case(app, here)
            ds.show(app, size)
            for k, c in enumerate(measure(app, focus, lines)):
                if c < least[0]:
                    least = (c, f"{case}, {size[0]}x{size[1]}, line {k}")
            ds.clear(app)
            app.shutdown()
    return least


def suits_apart() -> Worst:
    """The closest two suits of the four-colour deck come, for any of the three eyes."""
    from colour_kit import SIMULATIONS, seen_apart

    from game.rules.huit.cards import Suit
    from game.ui.huit.inks import FOUR_COLOURS

    least: Worst = (100.0, "")
    for name, matrix in SIMULATIONS.items():
        for a, b in itertools.combinations(Suit, 2):
            d = seen_apart(FOUR_COLOURS[a], FOUR_COLOURS[b], matrix)
            if d < least[0]:
                least = (d, f"{a.name} and {b.name}, {name}")
    return least


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--languages", default="en,fr,nl")
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    args = parser.parse_args()
    sizes = [(int(w), int(h)) for w, h in (s.split("x") for s in args.sizes.split(","))]
    from clock_kit import FixedClock

    from game.store import paths
    from game.store.settings import SettingsStore
    from game.ui.shell.app import App

    with tempfile.TemporaryDirectory() as tmp:
        here = Path(tmp)  # the screens' saves and settings, never the player's
        paths.data_dir = lambda: here / "data"
        paths.config_dir = lambda: here / "config"
        apps: list[App] = []

        def make(settings: object) -> App:
            app = App(SettingsStore(), settings, clock=FixedClock())  # type: ignore[arg-type]
            apps.append(app)
            return app

        count = 0
        small: Worst = (100.0, "")
        small_large: Worst = (100.0, "")
        faint: Worst = (21.0, "")
        faint_large: Worst = (21.0, "")
        try:
            sizes_read: tuple[TextSize, ...] = ("normal", "large")
            for language, text_size in itertools.product(args.languages.split(","), sizes_read):
                n, s, f, fl = screens_read(make, here, language, sizes, text_size)
                count = max(count, n)
                if text_size == "large":
                    small_large = min(small_large, s)
                else:
                    small = min(small, s)
                faint, faint_large = min(faint, f), min(faint_large, fl)
            focus = focus_seen(make, here, sizes)
        finally:
            for app in apps:
                app.shutdown()
    apart = suits_apart()
    print(f"smallest line at Normal text: {small[0]:.2f}% ({small[1]})")
    print(f"smallest line at Large text: {small_large[0]:.2f}% ({small_large[1]})")
    print(f"faintest line: {faint[0]:.2f}:1 ({faint[1]})")
    print(f"faintest large line: {faint_large[0]:.2f}:1 ({faint_large[1]})")
    print(f"least clear focus: {focus[0]:.2f}:1 ({focus[1]})")
    print(f"closest suits: {apart[0]:.1f} ({apart[1]})")
    print(
        f"a11y: screens={count} min_text_pct_large={small_large[0]:.2f} "
        f"min_contrast={faint[0]:.2f} "
        f"min_large_contrast={faint_large[0]:.2f} min_focus_contrast={focus[0]:.2f} "
        f"cvd_min_delta_e={apart[0]:.1f}"
    )


if __name__ == "__main__":
    main()
