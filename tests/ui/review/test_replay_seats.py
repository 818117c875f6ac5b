"""Whose game is reviewed: the first person's seat, and in a hot-seat or phone match each
person their own (a seat chooser among the people's seats, never a bot's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pygame
import review_kit
from privacy import may_see

from game.store.record import PlayerInfo

MakeApp = Callable[..., Any]
TWO_PEOPLE = review_kit.eight_half_match(players=4, seed=3, humans=(1, 3))
ONE_PERSON = review_kit.huit_match(players=3, seed=3, humans=(2,))


def tab(scene: Any) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))


def test_the_review_opens_on_the_first_persons_seat(make_app: MakeApp) -> None:
    app = make_app()
    assert review_kit.review(app, TWO_PEOPLE).seat == 1
    assert review_kit.review(app, ONE_PERSON).seat == 2
    assert review_kit.review(app, TWO_PEOPLE, seat=3).seat == 3


def test_each_person_reviews_their_own_seat_never_a_bots(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, TWO_PEOPLE)
    assert scene.people == (1, 3)
    assert "seat" in [b.name for b in scene.shown_buttons()]
    scene.go_to(20)
    tab(scene)
    assert scene.seat == 3 and scene.ply == 20  # the same moment, through the other eyes
    assert scene.table.viewer == 3
    assert not review_kit.faces_drawn(app, scene) - may_see(scene.state, 3)
    judge_moves = [
        scene.table.mover(review_kit.straight(TWO_PEOPLE, 0, p)) for p in scene.decision_plies
    ]
    assert set(judge_moves) == {3}  # the decisions are that seat's
    tab(scene)
    assert scene.seat == 1
    scene.choose_seat(0)  # a bot's seat: nobody's to review
    assert scene.seat == 1
    levels = scene.levels
    assert levels[1] == levels[3] == "hard" and levels[0] == "easy"


def test_with_one_person_there_is_no_seat_to_choose(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, ONE_PERSON)
    assert "seat" not in [b.name for b in scene.shown_buttons()]
    tab(scene)
    assert scene.seat == 2


def test_a_match_of_bots_only_is_seen_through_the_first_seat(make_app: MakeApp) -> None:
    bots = attrs.evolve(
        ONE_PERSON, players=tuple(PlayerInfo(f"Bot {p}", False, "medium") for p in range(3))
    )
    scene = review_kit.review(make_app(), bots)
    assert scene.seat == 0 and scene.people == ()
    assert scene.levels == ("medium",) * 3


def test_the_replay_tells_the_one_person_it_is_their_turn_in_their_words(
    make_app: MakeApp,
) -> None:
    record = review_kit.eight_half_match(players=3, seed=7)
    scene = review_kit.review(make_app(), record)
    you = scene.table.you
    assert you is not None
    for ply in scene.decision_plies[:3]:
        scene.go_to(ply)
        assert scene.state.turn == you  # a decision of the seat reviewed
        prompt = scene.table.controls.prompt()
        assert prompt in ("Your turn", "You won the last game and may swap an open card")
