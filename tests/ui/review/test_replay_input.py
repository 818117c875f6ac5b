"""The review with the keyboard alone and with the mouse alone: every key has its button and
every button its key; the timeline takes clicks and drags."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import review_kit

from game.store.settings import Settings
from game.ui.review import timeline
from game.ui.review.scene import ReviewScene

MakeApp = Callable[..., Any]
RECORD = review_kit.eight_half_match(players=3, seed=28, length=1)
HUIT = review_kit.huit_match(players=3, seed=3, rules=("jokers", "jack_reverses"))


def key(scene: ReviewScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def click(scene: ReviewScene, pos: tuple[int, int], button: int = 1) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def button_at(scene: ReviewScene, name: str) -> tuple[int, int]:
    lay = scene.rects(scene.app.size)
    names = [b.name for b in scene.shown_buttons()]
    return scene.button_rects(lay)[names.index(name)].center


@pytest.mark.parametrize("record", [RECORD, HUIT], ids=["eight_half", "huit"])
def test_the_keys_move_through_the_game(make_app: MakeApp, record: Any) -> None:
    app = make_app()
    scene = review_kit.review(app, record)
    decisions = scene.decision_plies
    key(scene, pygame.K_RIGHT)
    assert scene.ply == 1 and scene.table.director.busy  # forward: animated
    review_kit.settle(scene)
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_LEFT)
    assert scene.ply == 1 and not scene.table.director.busy  # back: at once
    key(scene, pygame.K_END)
    assert scene.ply == len(scene.moves) and scene.state.is_over
    key(scene, pygame.K_RIGHT)
    assert scene.ply == len(scene.moves)  # nothing after the end
    key(scene, pygame.K_UP)
    assert scene.ply == decisions[-1]
    key(scene, pygame.K_UP)
    assert scene.ply == decisions[-2]
    key(scene, pygame.K_HOME)
    assert scene.ply == 0
    key(scene, pygame.K_LEFT)
    assert scene.ply == 0
    later = [p for p in decisions if p > 0]  # (the seat may decide at the deal: ply 0)
    key(scene, pygame.K_DOWN)
    assert scene.ply == later[0]
    key(scene, pygame.K_DOWN)
    assert scene.ply == later[1]
    key(scene, pygame.K_v)
    assert scene.show_all and scene.table.face_up(1)
    key(scene, pygame.K_v)
    assert not scene.show_all and not scene.table.face_up(1)
    key(scene, pygame.K_ESCAPE)
    assert app.top is not scene


def test_every_key_has_its_button_and_every_button_its_key(make_app: MakeApp) -> None:
    scene = review_kit.review(make_app(), RECORD)
    assert set(scene.KEYS.values()) == {b.name for b in scene.buttons}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_each_button_does_what_its_key_does(make_app: MakeApp, size: tuple[int, int]) -> None:
    keys = {v: k for k, v in ReviewScene.KEYS.items()}
    app = make_app(Settings(window_size=size))
    middle = len(RECORD.games[0].moves) // 2
    for name in ("start", "back", "forward", "end", "previous", "next", "view"):
        by_key = review_kit.review(app, RECORD)
        by_key.go_to(middle)
        key(by_key, keys[name])
        by_mouse = review_kit.review(app, RECORD)
        by_mouse.go_to(middle)
        click(by_mouse, button_at(by_mouse, name))
        assert (by_mouse.ply, by_mouse.show_all) == (by_key.ply, by_key.show_all), name
        assert by_mouse.ply != middle or name == "view", name
    scene = review_kit.review(app, RECORD)
    click(scene, button_at(scene, "close"))
    assert app.top is not scene


def test_a_button_that_can_do_nothing_now_does_nothing(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, RECORD)
    click(scene, button_at(scene, "back"))
    click(scene, button_at(scene, "previous"))
    assert scene.ply == 0
    enabled = {b.name: b.enabled() for b in scene.shown_buttons()}
    assert not enabled["start"] and not enabled["back"] and not enabled["previous"]
    assert enabled["forward"] and enabled["end"] and enabled["next"]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (3840, 2160)])
def test_the_timeline_takes_a_click_and_a_drag(make_app: MakeApp, size: tuple[int, int]) -> None:
    app = make_app(Settings(window_size=size))
    scene = review_kit.review(app, RECORD)
    lay = scene.rects(app.size)
    moves = len(scene.moves)
    y = lay.timeline.centery
    for ply in (moves // 3, moves, 0, scene.decision_plies[2]):
        click(scene, (timeline.x_of(lay, moves, ply), y))
        assert scene.ply == ply
    start, end = moves // 4, 3 * moves // 4
    scene.handle_event(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, pos=(timeline.x_of(lay, moves, start), y), button=1
        )
    )
    assert scene.ply == start
    for ply in range(start, end + 1, 3):  # dragged along, the pointer may leave the bar
        pos = (timeline.x_of(lay, moves, ply), y + lay.unit * 3)
        scene.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1, 0, 0))
        )
        scene.update(1 / 60)  # (shown at the next frame: once, however far the pointer went)
        assert scene.ply == ply
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
    scene.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(timeline.x_of(lay, moves, 0), y), rel=(1, 0), buttons=(0, 0, 0)
        )
    )
    scene.update(1 / 60)
    assert scene.ply != 0  # let go: the pointer moves freely


def test_the_wheel_steps_through_the_moves(make_app: MakeApp) -> None:
    scene = review_kit.review(make_app(), RECORD)
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert scene.ply == 1
    review_kit.settle(scene)
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scene.ply == 0


def test_the_review_draws_through_the_app_and_rests_when_still(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, RECORD)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.frame(1 / 60)
    assert scene.ply == 1 and scene.animating
    for _ in range(600):
        app.frame(1 / 60)
        if not scene.animating:
            break
    assert not scene.animating
