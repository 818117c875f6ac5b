"""The review is spoken like every screen: the view, the move on the table in the move
log's words, and at the seat's decisions the move played, the best one, both chances in
words (never the panel's arrow) and the mark, in the player's language."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import lang_kit
import pygame
import pytest
import review_kit
import table_kit as tk
from speech_kit import FakeVoice, key

from game.ai.review.analysis import review
from game.ai.review.job import engine_name, game_seed
from game.ai.review.judges import judge_for
from game.ui.review import analysis_panel, results
from game.ui.shell.app import App

RECORD = review_kit.eight_half_match(players=3, seed=7)
GAME = len(RECORD.games) - 1
PLAYOUTS = 2

WORDS = {
    "en": ("Move 1 of", "Decision 1 of", "Played: ", "Chance to win: "),
    "fr": ("Coup 1 sur", "Décision 1 sur", "Joué : ", "Chances de gagner : "),
    "nl": ("Zet 1 van", "Beslissing 1 van", "Gespeeld: ", "Winkans: "),
}


@pytest.fixture(autouse=True)
def fresh_memory() -> Iterator[None]:
    results.forget()
    yield
    results.forget()


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_review_says_the_move_and_the_decision_with_its_chances(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    monkeypatch.setattr(analysis_panel, "PLAYOUTS", PLAYOUTS)
    game = RECORD.games[GAME]
    levels = tuple("hard" if p.human else p.level or "hard" for p in RECORD.players)
    judge = judge_for("eight_half", levels, PLAYOUTS)
    decisions = list(review(judge, game.start, game.moves, 0, seed=game_seed(RECORD.seed, GAME)))
    engine = engine_name("eight_half", PLAYOUTS)
    results.keep(RECORD, GAME, 0, engine, [d.chances for d in decisions], True)
    voice = FakeVoice()
    move, decision, played, chance = WORDS[language]
    with lang_kit.back_to_english():
        settings = tk.settings(speak_screen=True, language=language)
        app = make_app(settings, voice=lambda: voice, fixed_dt=tk.DT)
        scene = review_kit.review(app, RECORD, game_index=GAME)
        assert scene.analysis.worker.complete  # known: nothing to wait for
        tk.frames(app, 2)
        voice.clear()
        key(app, pygame.K_RIGHT)
        tk.frames(app, 2)
        said = " ".join(voice.said)
        assert move in said  # the first move, in the move log's words
        assert "→" not in said and "arrow" not in said
        voice.clear()
        key(app, pygame.K_HOME)
        key(app, pygame.K_DOWN)  # the seat's next decision
        tk.frames(app, 2)
        said = " ".join(voice.said)
        first = decisions[0]
        assert scene.ply == first.ply
        assert decision in said and played in said and chance in said
        assert f"{round(100 * first.played_chance)}" in said
