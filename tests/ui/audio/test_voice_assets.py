"""R12: every announcement is heard, in every language, from every speaker.

The clips under assets/voice/ are rendered by build/make_voice.py from the phrase table
assets/voice/phrases.json; these tests hold the committed result to what the game needs.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

VOICE = Path(__file__).resolve().parents[3] / "assets" / "voice"
LANGS = ("en", "fr", "nl")
SPEAKERS = ("p", "b1", "b2", "b3", "b4")
BUDGET = 6_500_000
PHRASES: dict[str, dict[str, str]] = json.loads(
    (VOICE / "phrases.json").read_text(encoding="utf-8")
)

# What the table must announce (R5, R6, R7, R8.4, R9, R10.4; Part B H3-H5).
REQUIRED = (
    [f"bid_{h}" for h in range(27)]  # 0 to 13 in halves: a 9 and all eight ½ cards (R1, R5.3)
    + ["zero", "five_lower", "eight_half", "take", "blind_fits", "blind_fails", "pass", "win"]
    + [f"attack_{v}" for v in range(1, 10)]
    + ["carte", "suit_c", "suit_d", "suit_h", "suit_s", "skip", "again", "call", "draw"]
    + [f"penalty_{n}" for n in (2, 4, 6, 8)]
    + ["your_turn"]  # a person's turn begins at a table of several
    + [f"joker_{n}" for n in (4, 8, 12, 16)]  # H7.1: jokers stack, four in two decks
    + ["reverse"]  # H7.2
)


@pytest.fixture(scope="module")
def mixer() -> Iterator[None]:
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    yield
    # Not quit: closing the device while a channel ends can hang (see App.shutdown).


def test_the_phrase_table_has_every_announcement_in_every_language() -> None:
    """R12: the same keys in en, fr and nl, each with words to say."""
    assert set(PHRASES) == set(LANGS)
    for lang in LANGS:
        assert set(REQUIRED) <= set(PHRASES[lang]), lang
        assert set(PHRASES[lang]) == set(PHRASES["en"]), lang
        assert all(text.strip() for text in PHRASES[lang].values()), lang


def test_bids_read_as_the_rule_books_say_them() -> None:
    """R12: "six et demi", "zes en een half", "attaque avec un sept", "aanval met zeven"."""
    assert PHRASES["fr"]["bid_13"].lower() == "six et demi"
    assert PHRASES["nl"]["bid_13"].lower() == "zes en een half"
    assert PHRASES["en"]["bid_13"].lower() == "six and a half"
    assert PHRASES["fr"]["attack_7"].lower().startswith("attaque avec un sept")
    assert PHRASES["nl"]["attack_7"].lower().startswith("aanval met zeven")
    # A half bid and its whole neighbour never sound alike.
    for lang in LANGS:
        bids = [PHRASES[lang][f"bid_{h}"] for h in range(27)]
        assert len(set(bids)) == 27, lang


def test_a_persons_turn_is_said_as_each_table_says_it() -> None:
    """Several at a table: "Your turn!", « À toi ! », "Jouw beurt!", a clip in each language."""
    assert PHRASES["en"]["your_turn"] == "Your turn!"
    assert PHRASES["fr"]["your_turn"] == "À toi !"
    assert PHRASES["nl"]["your_turn"] == "Jouw beurt!"
    for lang in LANGS:
        assert (VOICE / lang / "p-your_turn.ogg").stat().st_size > 0, lang


def test_the_house_rules_calls_are_said_as_each_table_says_them() -> None:
    """H7.1, H7.2: "Joker! Draw four!" and on as jokers stack; the jack's reverse."""
    assert PHRASES["en"]["joker_4"] == "Joker! Draw four!"
    assert PHRASES["fr"]["joker_4"] == "Joker ! Pioche quatre !"
    assert PHRASES["nl"]["joker_4"] == "Joker! Vier pakken!"
    assert [PHRASES["fr"][f"joker_{n}"] for n in (8, 12, 16)] == [
        "Joker ! Pioche huit !",
        "Joker ! Pioche douze !",
        "Joker ! Pioche seize !",
    ]
    assert PHRASES["nl"]["joker_16"] == "Joker! Zestien pakken!"
    assert PHRASES["en"]["joker_12"] == "Joker! Draw twelve!"
    assert (PHRASES["en"]["reverse"], PHRASES["fr"]["reverse"], PHRASES["nl"]["reverse"]) == (
        "Reverse!",
        "Changement de sens !",
        "Andere kant op!",
    )


def test_no_clip_is_missing_or_left_over() -> None:
    """Each language folder holds exactly <speaker>-<key>.ogg for every speaker and key."""
    for lang in LANGS:
        expected = {f"{s}-{k}.ogg" for s in SPEAKERS for k in PHRASES[lang]}
        found = {p.name for p in (VOICE / lang).iterdir()}
        assert found == expected, (lang, sorted(found ^ expected)[:10])


@pytest.mark.parametrize("lang", LANGS)
def test_every_clip_loads_and_is_short_enough_not_to_hold_up_the_game(
    lang: str, mixer: None
) -> None:
    """Each clip decodes with pygame's mixer, lasts 0.2 to 3 s and is as loud as the others.

    Loudness: the RMS of the whole clip (pauses included) within -25..-16 dBFS, so that no
    speaker mumbles or shouts at the same volume setting.
    """
    for speaker in SPEAKERS:
        for key in PHRASES[lang]:
            path = VOICE / lang / f"{speaker}-{key}.ogg"
            assert path.stat().st_size > 0, path
            sound = pygame.mixer.Sound(str(path))
            length = sound.get_length()
            assert 0.2 <= length <= 3.0, (path.name, length)
            samples = memoryview(sound.get_raw()).cast("h")
            rms = math.sqrt(sum(x * x for x in samples) / len(samples)) / 32768
            assert -25 <= 20 * math.log10(max(rms, 1e-9)) <= -16, path.name


def test_the_voices_fit_in_the_budget() -> None:
    """All three languages together take at most 6.5 MB (assets/voice/README.md)."""
    total = sum(p.stat().st_size for p in VOICE.rglob("*") if p.is_file())
    assert total <= BUDGET, total


def test_an_attack_with_a_one_is_said_without_a_stammer_in_french() -> None:
    """« Attaque avec un un ! » sounds like a stammer: the voice says « le un », as the
    other attacks keep the rule book's « attaque avec un sept » (R6.2)."""
    french = json.loads((VOICE / "phrases.json").read_text(encoding="utf-8"))["fr"]
    assert french["attack_1"] == "Attaque avec le un !"
    assert french["attack_7"] == "Attaque avec un sept !"
    assert not any("un un" in text for text in french.values())
