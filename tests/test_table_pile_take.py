"""Taking the pile at the 8½ table (issue 23, point 9): the player's greyed open cards stay
grey while their own cards fly. Time is driven with a fixed dt, never the clock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import table_kit as kit

from game.rules.eight_half.cards import Card
from game.rules.eight_half.moves import Move
from game.ui.app import App
from game.ui.card_faces import CardState
from game.ui.eight_half.table_scene import TableScene

MakeApp = Callable[..., App]
PILE = "2 3 4 4 6 6 7 7 h 7 8 8 g 8 h g 1 9 9 9"  # 20 cards, bid 9


def _table(make_app: MakeApp, speed: str = "normal", language: str = "en",
           pile: str = PILE, bid: str = "9", turn: int = 1) -> TableScene:
    """Three players; Ada (seat 1) holds nothing for the bid and must take the pile (R7.1)."""
    app = make_app(kit.settings(players=3, animation_speed=speed, language=language))
    scene = kit.table(app)
    kit.put(scene, kit.position(3, [
        {"hand": "7 3 8", "draw": "0 5 5", "open": "9 6 1", "blind": "7 h h"},
        {"hand": "1 2 3", "draw": "3 3", "open": "5 6 g", "blind": "6 0 5"},
        {"hand": "8 8 1", "draw": "2 2", "open": "4 0 0", "blind": "0 0 3"},
    ], pile=pile, bid=bid, turn=turn))  # fmt: skip
    return scene


def _open_card_looks(scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[CardState]:
    """Record how the player's open cards (9 6 1) are drawn, frame after frame."""
    looks: list[CardState] = []
    real = scene.view.art.draw
    width = scene.view.layout().seats[0].table_w

    def draw(surface: pygame.Surface, card: Any, pos: Any, w: int,
             state: CardState = CardState.NORMAL, **kw: Any) -> Any:
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
