"""The cards each player has left are shown by a little fan of cards and the
number (not an outlined box, which looked like a missing letter), with the words where
there is room ("23 cards"), at both tables."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import lang_kit
import pygame
import pytest
from drawn_screens import SCREENS, clear, show

from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.drawn import Drawn, Kind
from game.ui.shell.i18n import trn
from game.ui.table.card_count import stack_icon


def signs_in(seen: Sequence[Drawn], area: pygame.Rect) -> tuple[int, list[str]]:
    """The little fans drawn in `area`, and the texts there."""
    fans = sum(d.kind is Kind.BADGE and area.contains(d.rect) for d in seen)
    return fans, [d.text for d in seen if d.kind is Kind.TEXT and area.contains(d.rect)]


def look(app: App, size: tuple[int, int]) -> list[Drawn]:
    with drawn.recording() as seen:
        show(app, size)
    return seen


@pytest.mark.parametrize(
    ("language", "cards"), [("en", "cards"), ("fr", "cartes"), ("nl", "kaarten")]
)
def test_8_half_every_plate_shows_a_fan_of_cards_and_the_count(
    make_app: Callable[..., App], tmp_path: Path, language: str, cards: str
) -> None:
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=(800, 600), language=language))
        for size, screen in (((800, 600), "8½ mid 5"), ((1920, 1080), "8½ mid 2")):
            SCREENS[screen](app, tmp_path)
            table = app.top
            assert isinstance(table, TableScene)
            seen = look(app, size)
            lay = table.view.layout()
            for seat in range(table.players):
                count = table.shown.seats[seat].card_count  # R10.1
                fans, texts = signs_in(seen, lay.seats[seat].plate)
                assert fans == 1, f"seat {seat}'s plate has its fan of cards at {size}"
                said = trn("label.cards_left", count)
                assert said in texts or str(count) in texts, (seat, texts)
                if seat == table.human or size == (1920, 1080):  # room for the words
                    assert said in texts and said.endswith(f" {cards}"), (seat, texts)
            clear(app)


def test_huit_every_opponent_shows_a_fan_of_cards_and_the_count_in_words(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=(800, 600), language="fr"))
        SCREENS["huit crowded"](app, tmp_path)
        table = app.top
        assert isinstance(table, HuitTableScene)
        for size in ((800, 600), (1920, 1080)):
            seen = look(app, size)
            words = [d.text for d in seen if d.kind is Kind.TEXT]
            for seat in range(1, table.players):
                count = table.shown.hand_sizes[seat]
                backs = table.view.back_rects(table.view.layout(), seat, count)
                pill, _ = table.view.count_badge(
                    table.view.layout(), seat, backs[0].unionall(backs), count
                )
                fans, texts = signs_in(seen, pill)
                assert fans >= 1 and trn("label.cards_left", count) in texts, (seat, words)
        assert trn("label.cards_left", 1) == "1 carte"  # seat 2 holds one card: singular


@pytest.mark.parametrize("height", [12, 17, 30, 60])
def test_the_sign_is_a_fan_of_cards_not_a_box(height: int) -> None:
    """A box (the missing-letter look) fills its corners; a fan of three cards leaves its
    bottom corners empty and is widest at the top."""
    pygame.display.init()
    icon = stack_icon(height)
    w, h = icon.get_size()
    alpha = [[icon.get_at((x, y)).a for x in range(w)] for y in range(h)]
    assert alpha[h - 1][0] == alpha[h - 1][w - 1] == 0, "the bottom corners are empty"

    def spread(y: int) -> int:
        xs = [x for x in range(w) if alpha[y][x] > 128]
        return xs[-1] - xs[0] if xs else 0

    assert spread(h // 4) >= spread(h - 2) + 2, "the cards fan out upwards"
