"""A table of five read from the sofa: every seat shows its counts (its draw pile, its
pile set aside, its hand) and the values of the cards known in an opponent's hand whole, at
every size from 800×600, in English, French and Dutch; the player's piles say what they are
("trekstapel" in Dutch, RULES.md's word) at a size the room reads, beside each other."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import lang_kit
import pygame
import pytest
from drawn_screens import _eight_half, clear, show
from table_kit import position

from game.store.settings import Settings
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.i18n import tr

SIZES = ((800, 600), (1024, 768), (1280, 720), (1920, 1080))
WHOLE_VALUE = 0.55  # the share of a card's width its corner's value needs ("8½", "10")
# The cards each opponent took with the pile (R11), face up in their hand beside a back.
KNOWN = ("4 g 7", "5 g 8", "6 h 9", "3 h 0")


def _five(app: App, _tmp: Path) -> None:
    seats = [{"hand": "1 2", "draw": "2", "aside": "1", "open": "9", "blind": "1"}]
    seats += [
        {"hand": f"{known} h", "known": known, "draw": "0 5", "aside": "3", "open": "8",
         "blind": "9"}
        for known in KNOWN
    ]  # fmt: skip
    _eight_half(app, 5, position(5, seats, pile="3 5", bid="5"))


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_every_seat_of_five_shows_its_counts_and_values(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    faults: list[str] = []
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=SIZES[0], language=language))
        _five(app, tmp_path)
        scene = app.top
        for size in SIZES:
            with drawn.recording() as seen:
                show(app, size)
            where = f"{size[0]}×{size[1]}"
            lay = scene.view.layout()  # type: ignore[attr-defined]
            badges = [d.rect for d in seen if d.kind is drawn.Kind.BADGE]
            for sl in lay.seats:  # a count on each pile and each opponent's hand
                places = [sl.draw, sl.aside] + ([sl.hand] if sl.seat else [])
                for place in places:
                    if not any(b.colliderect(place.inflate(8, 8)) for b in badges):
                        faults.append(f"{where}: seat {sl.seat} shows no count at {place}")
            for seat in range(1, 5):
                rects = scene.view.hand_rects(lay, seat)  # type: ignore[attr-defined]
                for a, b in zip(rects, rects[1 : len(KNOWN[seat - 1].split()) + 1], strict=False):
                    if b.x - a.x < WHOLE_VALUE * a.w:
                        faults.append(f"{where}: seat {seat}'s known card shows {b.x - a.x}px")
            words = {tr("label.draw"), tr("label.aside")}
            tags = [d for d in seen if d.kind is drawn.Kind.TEXT and d.text in words]
            least = round(lay.unit * 0.9)  # 2.5% of a 16:9 window's height
            if {d.text for d in tags} != words:
                faults.append(f"{where}: the player's piles do not say {sorted(words)}")
            window = pygame.Rect((0, 0), size)
            for d in tags:
                if d.size < least or not window.contains(d.rect):
                    faults.append(f"{where}: {d.text!r} at {d.size}px, {d.rect}")
            if len(tags) == 2 and tags[0].rect.colliderect(tags[1].rect):
                faults.append(f"{where}: the piles' words overlap")
        clear(app)
    assert faults == [], "\n".join(faults)
