"""A person's name wherever it enters: tidied, told apart from look-alikes, and drawable."""

from __future__ import annotations

import pytest

from game.names.alike import same_name
from game.names.drawable import undrawable
from game.names.normal import is_visible, shown, tidy


@pytest.mark.parametrize(
    ("raw", "tidied"),
    [("  Zoe\u0308 ", "Zoë"), ("Al\u200bi\u2060ce", "Alice"), ("Ada\tLovelace", "Ada Lovelace"),
     ("\ufeff\u00adBram\u034f", "Bram"), ("Sam \U0001f3b2\ufe0f", "Sam \U0001f3b2"), ("", "")],
)  # fmt: skip
def test_a_name_is_nfc_trimmed_and_loses_its_invisible_characters(raw: str, tidied: str) -> None:
    assert tidy(raw) == tidied == shown(raw)


@pytest.mark.parametrize(
    "raw", ["\u200b\u200b\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f", "\u0301", "\u3164", " "]
)
def test_a_name_of_only_invisible_characters_marks_or_spaces_shows_nothing(raw: str) -> None:
    assert not is_visible(tidy(raw))
    assert shown(raw) == ""  # the table's "Player 2"


@pytest.mark.parametrize(
    "alike", ["Alice", "alice", "ALICE", "Alice\u200b", "Al\u200dice", "\ufeffAlice",
              "\u0410lice", "ＡＬＩＣＥ", "AIice", "A\u200clice"],
)  # fmt: skip
def test_look_alikes_are_one_name(alike: str) -> None:
    assert same_name("Alice", alike)


@pytest.mark.parametrize("other", ["Alicia", "Alce", "Zoe", "Al ice", "Bob"])
def test_different_names_stay_different(other: str) -> None:
    assert not same_name("Alice", other)
    assert not same_name("Zoë", "Zoe")  # a diaeresis is seen at a table


def test_the_tv_draws_latin_greek_cyrillic_and_emoji_but_not_other_scripts() -> None:
    assert [undrawable(n) for n in ("Sam 🎲", "Zoë", "Αλέξης", "Юлия")] == [None] * 4
    assert undrawable("Ada 李") == "李"
    assert undrawable("שלום") == "ש"  # right to left: the TV would draw it backwards
