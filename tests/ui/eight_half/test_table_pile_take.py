"""Taking the pile at the 8½ table: the sweep is slow enough to follow,
the table says who takes how many cards, and the player's greyed open cards stay grey while
their own cards fly. Time is driven with a fixed dt, never the clock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import table_kit as kit
from lang_kit import back_to_english, drawn_texts

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import PileTaken
from game.rules.eight_half.moves import TAKE, Move
from game.ui.eight_half.table_scene import TableScene
from game.ui.shell.app import App
from game.ui.table.card_faces import CardState

MakeApp = Callable[..., App]
PILE = "2 3 4 4 6 6 7 7 h 7 8 8 g 8 h g 1 9 9 9"  # 20 cards, bid 9


def _table(
    make_app: MakeApp,
    speed: str = "normal",
    language: str = "en",
    pile: str = PILE,
    bid: str = "9",
    turn: int = 1,
) -> TableScene:
    """Three players; Ada (seat 1) holds nothing for the bid and must take the pile (R7.1)."""
    app = make_app(kit.settings(players=3, animation_speed=speed, language=language))
    scene = kit.table(app)
    kit.put(scene, kit.position(3, [
        {"hand": "7 3 8", "draw": "0 5 5", "open": "9 6 1", "blind": "7 h h"},
        {"hand": "1 2 3", "draw": "3 3", "open": "5 6 g", "blind": "6 0 5"},
        {"hand": "8 8 1", "draw": "2 2", "open": "4 0 0", "blind": "0 0 3"},
    ], pile=pile, bid=bid, turn=turn))  # fmt: skip
    return scene


def _taking(scene: TableScene) -> bool:
    return isinstance(getattr(scene.director.current, "event", None), PileTaken)


def _sweep_seconds(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> float:
    """How long cards are seen moving from the pile to Ada, frame by frame."""
    places: list[tuple[int, int, int, int]] = []
    real = scene.view._card

    def card(surface: pygame.Surface, face: Any, rect: pygame.Rect, *a: Any) -> None:
        places.append(tuple(rect))  # type: ignore[arg-type]
        real(surface, face, rect, *a)

    monkeypatch.setattr(scene.view, "_card", card)
    kit.run_until(scene.app, lambda: _taking(scene))
    moving = 0
    last: list[tuple[int, int, int, int]] = []
    while _taking(scene):
        places.clear()
        scene.app.frame(kit.DT)
        if places and places != last:
            moving += 1
        last = list(places)
    return moving * kit.DT


def test_a_taken_pile_is_swept_slowly_enough_to_follow_at_every_speed(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At Normal the 20 cards were gone in about 0.35 s; now the pile squares up and goes
    in a good second, and the speed setting stretches or shortens it."""
    seen = {}
    for speed in ("slow", "normal", "fast"):
        with monkeypatch.context() as patch:
            seen[speed] = _sweep_seconds(_table(make_app, speed), patch)
    assert seen["normal"] >= 1.0
    assert seen["slow"] == pytest.approx(1.6 * seen["normal"], rel=0.05)
    assert seen["fast"] == pytest.approx(0.5 * seen["normal"], rel=0.1)


@pytest.mark.parametrize(("language", "ada", "you"), [
    ("en", "Ada takes the pile — 20 cards", "You take the pile — 1 card"),
    ("fr", "Ada prend la pile — 20 cartes", "Vous prenez la pile — 1 carte"),
    ("nl", "Ada neemt de stapel — 20 kaarten", "Jij neemt de stapel — 1 kaart"),
])  # fmt: skip
def test_the_table_says_who_takes_the_pile_and_how_many_cards(
    make_app: MakeApp, language: str, ada: str, you: str
) -> None:
    """Under the pile while it goes, and until the next move: a bubble is easily missed."""
    with back_to_english():
        scene = _table(make_app, language=language)
        app = scene.app
        kit.run_until(app, lambda: _taking(scene))
        with drawn_texts() as seen:
            app.frame(kit.DT)
        assert ada in seen
        kit.run_until(app, lambda: not scene.director.busy)
        assert scene.state.turn == 2 and scene.controls.prompt() == ada, "said until Bruno plays"
        kit.run_until(app, lambda: scene.plies == 2)
        assert ada not in scene.controls.prompt()

        scene = _table(make_app, language=language, pile="9", turn=0)  # the player takes one
        scene.app.frame(kit.DT)
        assert tuple(scene.options.legal) == (TAKE,)
        scene.human_move(TAKE)
        kit.run_until(scene.app, lambda: _taking(scene))
        with drawn_texts() as seen:
            scene.app.frame(kit.DT)
        assert you in seen


def _open_card_looks(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[CardState]:
    """Record how the player's open cards (9 6 1) are drawn, frame after frame."""
    looks: list[CardState] = []
    real = scene.view.art.draw
    width = scene.view.layout().seats[0].table_w

    def draw(
        surface: pygame.Surface,
        card: Any,
        pos: Any,
        w: int,
        state: CardState = CardState.NORMAL,
        **kw: Any,
    ) -> Any:
        if card in (Card.NINE, Card.SIX, Card.ONE) and w == width:
            looks.append(state)
        return real(surface, card, pos, w, state, **kw)

    monkeypatch.setattr(scene.view.art, "draw", draw)
    return looks


def test_your_greyed_open_cards_stay_grey_while_your_cards_fly(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R8.2: the open cards wait while the hand plays. They flashed to full colour while
    the player's own card flew to the pile (and stayed so through the bots' turns)."""
    scene = _table(make_app, pile="5 6", bid="6", turn=0)
    app = scene.app
    app.frame(kit.DT)
    looks = _open_card_looks(scene, monkeypatch)
    scene.view.invalidate()
    app.frame(kit.DT)
    assert looks and set(looks) == {CardState.DIMMED}, "grey on the player's turn"
    assert scene.human_move(Move.play(Card.SEVEN))
    frames = 0
    while scene.state.turn != 0 or scene.director.busy:  # the flight, then both bots
        scene.view.invalidate()
        app.frame(kit.DT)
        frames += 1
        assert frames < 2000
    assert scene.plies == 3 and set(looks) == {CardState.DIMMED}
