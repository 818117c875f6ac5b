"""The words as a voice hears them: the table's glyphs said as words, in each language."""

from __future__ import annotations

import lang_kit
import pytest

from game.ui.shell import i18n
from game.ui.speech.said import sentences, speakable


@pytest.mark.parametrize(
    ("language", "bid", "card"),
    [
        ("en", "Your turn: play 6 and a half or higher", "a half"),
        ("fr", "À vous : jouez 6 et demi ou plus", "un demi"),
        ("nl", "Jouw beurt: speel 6 en een half of hoger", "een half"),
    ],
)
def test_halves_are_said_as_words(language: str, bid: str, card: str) -> None:
    with lang_kit.back_to_english():
        i18n.set_language(language)
        assert speakable(i18n.tr("prompt.your_turn", bid="6½")) == bid
        assert speakable(i18n.tr("cards.one").split("|")[10]) == card  # R1: the ½ card


def test_the_menus_dots_and_dashes_are_pauses_not_words() -> None:
    assert speakable("Round 3 · You 120 · Ada 45") == "Round 3, You 120, Ada 45"
    assert speakable("Continue — 8½") == "Continue, 8 and a half"


def test_parts_become_sentences_and_empty_parts_are_left_out() -> None:
    assert sentences(["The bid is six", "", "Your turn!"]) == "The bid is six. Your turn!"
