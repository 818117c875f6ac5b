""" "Could I have won?" over the review's panel: the scene asks it from a decision, the
question is the real game's (its levels, its seed), the view shows the progress and then
the answer in English, French and Dutch, and Esc or a click closes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import review_kit
from what_if_kit import FakeWorker, decisions, fake_view

from game.ai.review.analysis import Decision
from game.ai.review.forced import Forced, Verdict
from game.ai.review.job import game_seed
from game.ai.review.what_if import Answer, Question, Tally
from game.rules import eight_half, huit
from game.ui.review import what_if_view, what_if_words
from game.ui.review.what_if_view import WhatIfView
from game.ui.shell import i18n

MakeApp = Callable[..., Any]


def texts(view: WhatIfView) -> list[str]:
    return [text for text, _colour, _bold in view.lines()]


HUIT = review_kit.huit_match(players=2, seed=3, humans=(0,))


def test_the_scene_asks_the_real_games_question_at_the_matchs_levels(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[FakeWorker] = []

    def worker(question: Question) -> FakeWorker:
        made.append(FakeWorker(question))
        return made[-1]

    monkeypatch.setattr(what_if_view, "WhatIfWorker", worker)
    scene = review_kit.review(make_app(), HUIT)
    decision = decisions(scene)[2]
    other = next(i for i in range(len(decision.moves)) if i != decision.played)
    scene.ask_what_if(decision, other)
    (asked,) = made
    q = asked.question
    assert asked.started and scene.what_if is not None
    assert (q.game, q.start, q.moves, q.ply) == ("huit", scene.start, scene.moves, decision.ply)
    assert q.tried == decision.moves[other]
    # The person's seat played by Hard, the bot at its level in the match.
    assert q.levels == ("hard", "easy") == scene.levels
    assert q.seed == game_seed(HUIT.seed, scene.game_index)
    # A second question stops the first.
    scene.ask_what_if(decision, decision.played)
    assert made[0].cancelled and not made[1].cancelled


def test_a_move_that_is_not_there_is_a_clear_error(make_app: MakeApp) -> None:
    scene = review_kit.review(make_app(), HUIT)
    decision = decisions(scene)[0]
    with pytest.raises(ValueError, match="no move 100 at this decision"):
        scene.ask_what_if(decision, 99)


def test_the_answer_comes_from_a_process_and_is_shown(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, HUIT)
    decision = decisions(scene)[-1]  # the last: little of the round is left to play
    other = next(i for i in range(len(decision.moves)) if i != decision.played)
    scene.ask_what_if(decision, other)
    view = scene.what_if
    assert view is not None
    while not view.worker.wait(60):
        pass
    answer = view.answer
    assert answer is not None, view.worker.failed
    assert answer.tried.runs == answer.played.runs == 10
    assert answer.forced is not None  # two players: the search was made
    app.frame(1 / 60)
    assert texts(view)[2].endswith(f"won {answer.tried.won} of 10")


def test_the_progress_shows_while_it_works_then_esc_closes_and_stops_it(
    make_app: MakeApp,
) -> None:
    app = make_app()
    scene = review_kit.review(app, HUIT)
    decision = decisions(scene)[0]
    view = fake_view(scene, decision, 1 - decision.played if len(decision.moves) == 2 else 0)
    worker: Any = view.worker
    worker.progress = (7, 21)
    assert "Working it out… 7 of 21" in texts(view)
    app.frame(1 / 60)  # drawn without a fault
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert worker.cancelled and scene.what_if is None
    assert app.top is scene  # Esc closed the question, not the review


def test_a_click_closes_it(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, HUIT)
    view = fake_view(scene, decisions(scene)[0], 0)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert scene.what_if is None and view.worker.done


# Two 7s instead of a 9 (R5: identical cards go together), then a forced win seen with
# every card known: the 9, the other's take (R7.1), the last 3.
E = eight_half.parse_move
ANSWER = Answer(
    ply=4,
    seat=0,
    tried=Tally(E("7 7"), 7, 10),
    played=Tally(E("9"), 2, 10),
    forced=Forced(Verdict.YES, (), 50),
    forced_line=(E("9"), E("take"), E("3")),
)
WORDS = {
    "en": [
        "With two 7s instead of a 9: won 7 of 10",
        "With a 9, as played: won 2 of 10",
        "With every card known, a forced win existed: a 9 – taking the pile – a 3",
    ],
    "fr": [
        "Avec deux 7 et non un 9\u00a0: gagné 7 fois sur 10",
        "Avec un 9, le coup joué\u00a0: gagné 2 fois sur 10",
        "Toutes les cartes connues, une victoire forcée existait\u00a0: "
        "un 9 – prendre la pile – un 3",
    ],
    "nl": [
        "Met twee zevens in plaats van een 9: 7 van de 10 keer gewonnen",
        "Met een 9, zoals gespeeld: 2 van de 10 keer gewonnen",
        "Met alle kaarten bekend was er een gedwongen winst: een 9 – de stapel pakken – een 3",
    ],
}


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_answer_in_words(make_app: MakeApp, language: str) -> None:
    record = review_kit.eight_half_match(players=2)
    scene = review_kit.review(make_app(), record)
    view = fake_view(scene, decisions(scene)[0], 0)
    worker: Any = view.worker
    worker.answer, worker.done = ANSWER, True
    with i18n.in_language(language):
        assert texts(view)[2:] == WORDS[language]


HUIT_ANSWERS = {
    "en": (
        "Taking the pile instead of playing a 9: won 3 of 10",
        "Drawing a card instead of playing the 8 of hearts (asking for clubs) — “Last card!”: "
        "won 0 of 10",
    ),
}


def test_moves_that_are_not_both_plays_are_named_with_their_verbs(make_app: MakeApp) -> None:
    scene = review_kit.review(make_app(), HUIT)
    view = fake_view(scene, decisions(scene)[0], 0)
    worker: Any = view.worker
    worker.done = True
    worker.answer = Answer(4, 0, Tally(E("take"), 3, 10), Tally(E("9"), 2, 10), None, ())
    lines = texts(view)
    assert lines[2] == HUIT_ANSWERS["en"][0]
    assert lines[4] == "A forced win is searched for in a game of two players only."
    H = huit.parse_move
    worker.answer = Answer(4, 0, Tally(H("draw"), 0, 10), Tally(H("8h c !"), 1, 10), None, ())
    assert texts(view)[2] == HUIT_ANSWERS["en"][1]
    for language, words in (
        ("fr", "Piocher une carte plutôt que jouer le 8 de cœur"),
        ("nl", "Een kaart trekken in plaats van harten 8"),
    ):
        with i18n.in_language(language):
            assert texts(view)[2].startswith(words)


@pytest.mark.parametrize("verdict", [Verdict.NO, Verdict.UNKNOWN])
def test_no_forced_win_and_could_not_tell_are_said(make_app: MakeApp, verdict: Verdict) -> None:
    scene = review_kit.review(make_app(), HUIT)
    view = fake_view(scene, decisions(scene)[0], 0)
    worker: Any = view.worker
    worker.done = True
    worker.answer = Answer(
        4, 0, Tally(E("7"), 3, 10), Tally(E("9"), 2, 10), Forced(verdict, (), 9), ()
    )
    expected = {
        Verdict.NO: "no forced win existed: the other player could always stop you.",
        Verdict.UNKNOWN: "Too many lines to tell within the search’s budget.",
    }[verdict]
    assert texts(view)[-1].endswith(expected)


def test_a_question_that_failed_says_so(make_app: MakeApp) -> None:
    scene = review_kit.review(make_app(), HUIT)
    view = fake_view(scene, decisions(scene)[0], 0)
    worker: Any = view.worker
    worker.done = True
    assert texts(view)[-1] == "The question could not be worked out."


def test_a_move_picked_in_the_decision_view_is_the_question_asked(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(what_if_view, "WhatIfWorker", FakeWorker)
    app = make_app()
    scene = review_kit.review(app, HUIT)
    decision = decisions(scene)[1]
    other = next(i for i in range(len(decision.moves)) if i != decision.played)
    scene.go_to(decision.ply)
    monkeypatch.setattr(scene.analysis, "current", lambda: decision)  # worked out already
    scene.analysis.ask(other)
    view = scene.what_if
    assert view is not None and view.question.tried == decision.moves[other]
    app.frame(1 / 60)
    assert texts(view)[1] == words_asked(decision, other)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert scene.what_if is None


def words_asked(decision: Decision[Any], index: int) -> str:
    return what_if_words.asked(decision.moves[index], decision.moves[decision.played])
