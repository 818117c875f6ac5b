"""Measure: how big the hand and the words shown are on a TV, for both tables.

    python tests/perf/layout.py [--cards 8] [--language en]

For each game (8½, Huit américain), at 1280×720, 1920×1080 and 3840×2160, with 5 and with
2 players, the layout is computed (pure geometry, nothing drawn) and the hand shown is
fanned as the table fans it with `--cards` cards; the line gives the height of those cards
as a share of the window's height.

Then the screens the room reads (tests/kits/room_text.py: both tables, a phone's away line,
a hint, the move log, the pause menu, the hand-over, the score pads, the round's result; the
title, the room, the seats page, Watch, the questions, the statistics) are drawn at the same
sizes; a line of text's height is its font's pixel size, after any
shrinking to fit.

Last line: `layout: min_hand_card_pct=... min_text_pct=...` (goals: at least 18 with 8
cards; at least 2.5).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "kits")]

from game.ui.eight_half import layout as eight_half  # noqa: E402
from game.ui.huit import layout as huit  # noqa: E402
from game.ui.table.seating import fan  # noqa: E402

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
PLAYERS = (5, 2)


def hand_card_pct(game: str, size: tuple[int, int], players: int, cards: int) -> float:
    """The height of the hand's cards, fanned as the table fans them, in % of the window's."""
    lay = (eight_half if game == "8½" else huit).compute(size, players)
    me = lay.seats[0]
    rects = fan(me.hand, cards, me.hand_w)
    return 100 * rects[0].h / size[1]


def min_text_pct(language: str) -> float:
    """The smallest line of text on the screens the room reads, in % of the window's height,
    over the TVs' sizes (each printed)."""
    from clock_kit import FixedClock
    from room_text import WIDE, text_sizes

    from game.store import paths
    from game.store.settings import Settings, SettingsStore
    from game.ui.shell.app import App

    least = 100.0
    with tempfile.TemporaryDirectory() as tmp:
        here = Path(tmp)  # the screens' saves and settings, never the player's
        paths.data_dir = lambda: here / "data"
        paths.config_dir = lambda: here / "config"
        app = App(
            SettingsStore(), Settings(window_size=WIDE[0], language=language), clock=FixedClock()
        )
        try:
            for size in WIDE:
                for screen, lines in text_sizes(app, here, size).items():
                    smallest = min(lines, key=lambda d: d.size)
                    pct = 100 * smallest.size / size[1]
                    least = min(least, pct)
                    print(
                        f"screen={screen!r} size={size[0]}x{size[1]} language={language} "
                        f"min_text_px={smallest.size} min_text_pct={pct:.2f} "
                        f"text={smallest.text[:40]!r}"
                    )
        finally:
            app.shutdown()
    return least


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=8)
    parser.add_argument("--language", choices=("en", "fr", "nl"), default="en")
    args = parser.parse_args()
    least = 100.0
    for game in ("8½", "huit"):
        for w, h in SIZES:
            for players in PLAYERS:
                pct = hand_card_pct(game, (w, h), players, args.cards)
                least = min(least, pct)
                print(
                    f"game={game} size={w}x{h} players={players} cards={args.cards} "
                    f"hand_card_pct={pct:.1f}"
                )
    text = min_text_pct(args.language)
    print(f"layout: min_hand_card_pct={least:.1f} min_text_pct={text:.2f}")


if __name__ == "__main__":
    main()
