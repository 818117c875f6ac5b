"""The score pad of a Huit américain match under house rules (RULES.md H7): it names them
beside the rounds played (or says how many, where the line is too short), and counts the
cards left as those rules do (H7.1, H7.2)."""

from __future__ import annotations

from collections.abc import Callable

import lang_kit
import pygame
import pytest
from huit_kit import play

from game.rules import huit
from game.rules.huit.match import RoundResult
from game.store.settings import Settings
from game.ui.scorepad.model import HuitRound, huit_pad_model, record_pad_model
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App

NAMES = ("You", "Ada", "Bruno")
ALL = huit.HOUSE_RULES


def show(app: App, pad: ScorePadScene) -> None:
    app.push(pad)
    app.frame(0.0)


def finished(rules: tuple[str, ...]) -> huit.Match:
    """A two-player match whose first round Ada lost holding a jack and a queen."""
    state = huit.parse_position({
        "game": "huit", "decks": 1, "hands": ["", "Jh Qs"], "stock": "2c", "discard": "5h",
        "suit": None, "turn": 0, "phase": "over", "winner": 0, "points": [35 if rules else 20, 0],
        "rules": list(rules), "drawn": None, "penalty": 0, "unannounced": None,
    })  # fmt: skip
    result = RoundResult(0, state.points or ())
    return huit.Match(players=2, seed=1, decks=1, target=500, results=(result,), round=state,
                      rules=rules)  # fmt: skip


@pytest.mark.parametrize(("rules", "worth"), [((), 20), (("jack_reverses",), 35)])
def test_h7_2_the_round_s_cards_left_are_worth_what_the_rules_say(
    rules: tuple[str, ...], worth: int
) -> None:
    model = huit_pad_model(finished(rules), NAMES[:2], 0)
    assert isinstance(model.last, HuitRound)
    assert model.last.worth == (0, worth)  # a jack 10 by the book, 25 when it reverses


def test_h7_the_pad_of_a_saved_match_carries_its_house_rules() -> None:
    rec, _ = play(players=3, seed=21, rounds=1, rules=("jokers", "jack_reverses"))
    assert record_pad_model(rec, NAMES).house_rules == ("jokers", "jack_reverses")
    book, _ = play(players=3, seed=21, rounds=1)
    assert record_pad_model(book, NAMES).house_rules == ()


@pytest.mark.parametrize(
    ("size", "language", "rules", "line"),
    [
        ((1920, 1080), "en", ("seven_cards",), "After 1 round · to 500 points · Seven cards"),
        ((1280, 720), "fr", ("jokers",), "1 manche jouée · en 500 points · Jokers"),
        (
            (1920, 1080),
            "nl",
            ("jokers", "jack_reverses"),
            "Na 1 ronde · tot 500 punten · 2 huisregels",
        ),
        ((800, 600), "en", ALL, "After 1 round · to 500 points · 5 house rules"),
    ],
)
def test_h7_the_pad_names_the_house_rules_beside_the_rounds_or_counts_them(
    make_app: Callable[..., App],
    size: tuple[int, int],
    language: str,
    rules: tuple[str, ...],
    line: str,
) -> None:
    rec, _ = play(players=3, seed=21, rounds=1, rules=rules)
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=size, language=language))
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        with lang_kit.drawn_texts() as seen:
            show(app, ScorePadScene(app, record_pad_model(rec, NAMES)))
        assert line in seen


@pytest.mark.parametrize(
    ("language", "rules", "legend"),
    [
        ("en", (), "8 = 50 · 7 10 A = 25 · J Q K = 10 · others 5"),
        ("en", ("jokers",), "8 Joker = 50 · 7 10 A = 25 · J Q K = 10 · others 5"),
        ("fr", ("jack_reverses",), "8 = 50 · 7 10 V As = 25 · R D = 10 · autres 5"),
        ("nl", ("jokers", "jack_reverses"), "8 Joker = 50 · 7 10 B A = 25 · H V = 10 · rest 5"),
    ],
)
def test_h7_1_h7_2_the_round_s_legend_counts_the_joker_and_the_jack(
    make_app: Callable[..., App], language: str, rules: tuple[str, ...], legend: str
) -> None:
    """The legend under the round's hands says what a card left counts under the match's
    rules: a joker 50 (H7.1), a jack 25 when jacks reverse (H7.2)."""
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=(1280, 720), language=language))
        with lang_kit.drawn_texts() as seen:
            model = huit_pad_model(finished(rules), NAMES[:2], 0)
            show(app, ScorePadScene(app, model, result=True, on_next=lambda: None))
        # On one line, or two where the pad's column is narrow (broken between two parts,
        # or inside one: a break between parts stands for their dot).
        assert legend in seen or any(
            legend in (f"{a} {b}", f"{a} · {b}") for a in seen for b in seen
        )
