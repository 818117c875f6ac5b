"""The speech bubbles of both tables never break inside a word: a long announcement beside a
narrow seat ("Changement de sens !" at the right seat, "Reverse!" with the move log open)
reads at the tables' least size, its bubble widened within the window or its lines broken
between words; a bid that fits its seat's bubble keeps the bubble it had."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import huit_table_kit as hk
import lang_kit
import pygame
import pytest
import table_screens
from table_kit import resize

from game.store.settings import Settings
from game.ui.shell import drawn, i18n
from game.ui.shell import widgets as w
from game.ui.shell.drawn import Kind
from game.ui.table.bubble_view import fit_bubble
from game.ui.table.bubbles import Tone

MakeApp = Callable[..., Any]
SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))


def huit_words() -> list[str]:
    return [
        i18n.tr("huit.say.reverse"),
        i18n.tr("huit.say.joker_penalty", n=12),
        i18n.tr("huit.say.call"),
        i18n.tr("huit.say.skip", name="Marguerite"),
        i18n.tr("huit.say.suit", suit=i18n.tr("huit.suit.diamonds")),
    ]


def eight_half_words() -> list[str]:
    return [i18n.tr("say.blind_miss"), i18n.tr("say.still_lower"), i18n.tr("say.eight_half")]


def said_in_bubble(app: Any, scene: Any, seat: int, text: str) -> list[str]:
    """The lines of `seat`'s bubble saying `text`, as drawn in one frame."""
    scene.bubbles.say(seat, text, Tone.PLAIN)
    with drawn.recording() as seen:
        app.frame(0.0)
    for other in range(len(scene.view.layout().seats)):
        scene.bubbles.say(other, "", Tone.PLAIN)  # quiet again for the next
    # A bubble is drawn on its own layer, blitted whole: its lines are the texts not drawn
    # on the window itself that are pieces of what was said.
    # The bubble lies on the table, left of the move log when it is open.
    lay = scene.view.layout()
    table = pygame.Rect(
        0, 0, app.size[0] if lay.log_panel is None else lay.log_panel.x, app.size[1]
    )
    bubbles = [d.rect for d in seen if d.kind is Kind.BUBBLE and d.text == text]
    assert len(bubbles) == 1 and table.contains(bubbles[0]), (seat, text, bubbles, table)
    return [
        d.text
        for d in seen
        if d.kind is Kind.TEXT and d.canvas != app.size and d.text and d.text in text
    ]


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", SIZES)
def test_huit_bubbles_never_break_a_word(
    make_app: MakeApp, language: str, size: tuple[int, int]
) -> None:
    with lang_kit.back_to_english():
        app = make_app(hk.settings(players=5, size=size, language=language, bot_pause=10.0))
        i18n.set_language(language)
        scene = hk.table(app, seed=3)
        scene.waiting_for_bot = lambda: None  # no bot's "…" in place of the words said
        for log_open in (False, True):
            scene.log_open = log_open
            app.frame(0.0)
            lay = scene.view.layout()
            for seat in range(1, 5):
                for text in huit_words():
                    lines = said_in_bubble(app, scene, seat, text)
                    assert " ".join(lines) == text, (seat, log_open, lines)
                    table_w = size[0] if lay.log_panel is None else lay.log_panel.x
                    fit = fit_bubble(lay.seats[seat].bubble, text, lay.unit, table_w)
                    assert fit.size >= round(lay.unit * w.LEAST), (seat, text, fit.size)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", SIZES)
def test_eight_half_bubbles_never_break_a_word_and_keep_their_place(
    make_app: MakeApp, language: str, size: tuple[int, int]
) -> None:
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=size, language=language))
        i18n.set_language(language)
        scene = table_screens.make_table(app, 5)
        app.update_settings(bot_pause=10.0)
        scene.waiting_for_bot = lambda: None  # no bot's "…" in place of the words said
        resize(size)
        for log_open in (False, True):
            scene.log_open = log_open
            app.frame(0.0)
            lay = scene.view.layout()
            for seat in range(1, 5):
                area = lay.seats[seat].bubble
                for text in eight_half_words():
                    lines = said_in_bubble(app, scene, seat, text)
                    assert " ".join(lines) == text, (seat, log_open, lines)
                    # Where every word fits the seat's own room, the bubble stays in it.
                    room = area.w - 2 * (area.h // 3) - area.h // 2
                    least = round(lay.unit * w.LEAST)
                    if all(w.text_width(word, least, True) <= room for word in text.split(" ")):
                        fit = fit_bubble(area, text, lay.unit, size[0])
                        assert fit.width <= area.w - area.h // 3, (seat, text)


def test_a_word_wider_than_the_room_widens_the_bubble_within_the_window() -> None:
    """At 4K the right seat's bubble is narrow: "Changement" alone is wider than its room."""
    pygame.font.init()
    area = pygame.Rect(3500, 400, 300, 80)
    text = "Changement de sens\u00a0!"
    fit = fit_bubble(area, text, 60, 3840)
    assert " ".join(fit.lines) == text
    assert fit.size == round(60 * w.LEAST)
    assert area.w < fit.width <= 3840
