"""The review's buttons read at the size the room reads (LEAST, 2.5% of a 16:9 window's
height): where the nine of them side by side would shrink their words (French at
1280×720 read at 10 px), they go in two rows, the table giving up the height of one. Every
button lies in its row, none over another, at 800×600 up to 3840×2160, in English, French
and Dutch; a click on each still does what it says."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import lang_kit
import pygame
import pytest
import review_kit

from game.store.settings import Settings
from game.ui.review import buttons
from game.ui.review.layout import review_rects
from game.ui.shell import widgets as w
from game.ui.shell.app import App

RECORD = review_kit.eight_half_match(players=3, seed=7)
SIZES = ((800, 600), (1024, 768), (1280, 720), (1920, 1080), (3840, 2160))


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_buttons_read_at_the_rooms_size_in_one_row_or_two(
    make_app: Callable[..., App], language: str
) -> None:
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=(800, 600), language=language))
        scene = review_kit.review(app, RECORD)
        texts = [b.text() for b in scene.shown_buttons()]
        two_rows = 0
        for size in SIZES:
            lay = scene.rects(size)
            rs = scene.button_rects(lay)
            least = round(lay.unit * w.LEAST)
            assert buttons.font_size(lay.unit, texts, rs) >= least, size
            assert all(lay.buttons.contains(r) for r in rs), size
            assert not any(a.colliderect(b) for a, b in itertools.combinations(rs, 2)), size
            assert lay.table.bottom <= lay.timeline.top, size
            two_rows += lay.button_rows == 2
            if lay.button_rows == 2:  # the table gives up a row's height, no more
                one = review_rects(size)
                assert one.table.h - lay.table.h <= round(lay.unit * 2.5), size
        assert two_rows > 0, "nine buttons never fit one row at the room's size"


def test_a_click_on_a_button_of_the_second_row_does_what_it_says(
    make_app: Callable[..., App],
) -> None:
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=(800, 600), language="fr"))
        scene = review_kit.review(app, RECORD)
        lay = scene.rects(app.size)
        assert lay.button_rows == 2
        shown = scene.shown_buttons()
        rect = scene.button_rects(lay)[[b.name for b in shown].index("close")]
        assert rect.top > lay.buttons.top + lay.buttons.h // 3, "Close is in the second row"
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.handle_event(pygame.event.Event(kind, pos=rect.center, button=1))
        app.frame(1 / 60)
        assert scene not in app.scenes
