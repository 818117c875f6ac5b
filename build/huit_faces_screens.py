"""Render Huit américain's 52 card faces headless into screenshots/huit_faces/ to look at.

    python build/huit_faces_screens.py [--widths 40,90,220] [--languages en,fr]

One sheet per width, colour mode and language: the deck in four suit rows (clubs,
diamonds, hearts, spades) from ace to king, then the back, on the table's felt green.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.rules.huit.cards import CARDS, RANKS, Suit  # noqa: E402
from game.ui.huit.card_faces import back, face, height_for  # noqa: E402

OUT = ROOT / "screenshots" / "huit_faces"
FELT = (22, 92, 58)


def sheet(width: int, four_colour: bool, language: str) -> pygame.Surface:
    height = height_for(width)
    gap = max(4, width // 10)
    cols = RANKS + 1  # the back closes the first row
    surf = pygame.Surface((gap + cols * (width + gap), gap + 4 * (height + gap)))
    surf.fill(FELT)
    for suit in Suit:
        for rank in range(RANKS):
            card = CARDS[rank * 4 + suit]
            pos = (gap + rank * (width + gap), gap + suit * (height + gap))
            surf.blit(face(card, width, four_colour=four_colour, language=language), pos)
    surf.blit(back(width), (gap + RANKS * (width + gap), gap))
    return surf


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--widths", default="40,90,220")
    parser.add_argument("--languages", default="en,fr")
    args = parser.parse_args()
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    for width in (int(w) for w in args.widths.split(",")):
        for four_colour in (False, True):
            for language in args.languages.split(","):
                name = f"faces_{width}_{'four' if four_colour else 'two'}_{language}.png"
                pygame.image.save(sheet(width, four_colour, language), str(OUT / name))
                print(OUT / name)


if __name__ == "__main__":
    main()
