"""Measure: how big the hand shown is on a TV, for both tables (issue 25).

    python tests/perf/layout.py [--cards 8]

For each game (8½, Huit américain), at 1280×720, 1920×1080 and 3840×2160, with 5 and with
2 players, the layout is computed (pure geometry, nothing drawn) and the hand shown is
fanned as the table fans it with `--cards` cards; the line gives the height of those cards
as a share of the window's height. Last line: `layout: min_hand_card_pct=...` (goal: at
least 18 with 8 cards).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=8)
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
    print(f"layout: min_hand_card_pct={least:.1f}")


if __name__ == "__main__":
    main()
