"""Whose turn it is, readable from across the room (a table made for the TV): at
both tables a large arrow points at the name plate of the seat to move (the player's or a
bot's while it thinks), and nowhere else; it covers no card, badge, word or bubble.
"""

from __future__ import annotations

from collections.abc import Callable

import huit_table_kit as hkit
import pygame
import table_kit as kit

from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.drawn import Drawn, Kind
from game.ui.table.turn_marker import SIZES

MakeApp = Callable[..., App]


def drawn_frame(app: App) -> list[Drawn]:
    with drawn.recording() as seen:
        app.draw()
    return seen


def check_marker(app: App, plate: pygame.Rect, seen: list[Drawn]) -> None:
    markers = [d.rect for d in seen if d.kind is Kind.MARKER]
    assert len(markers) == 1, "one arrow, and only one"
    arrow = markers[0]
    height = app.size[1]
    assert arrow.h >= round(SIZES[-1] * height), "at least 3% of the window's height"
    near = plate.inflate(3 * arrow.h, 3 * arrow.h)
    assert near.contains(arrow), "the arrow stands beside the plate of the seat to move"
    others = [d for d in seen if d.kind is not Kind.MARKER and d.rect.colliderect(arrow)]
    assert not others, f"the arrow covers {others}"


def test_the_arrow_points_at_the_8_half_seat_to_move(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3, size=(1280, 720)))
    scene = kit.table(app)
    lay = scene.view.layout()
    seats = [{"hand": "6 7 8", "draw": "1 2 3 4"}] * 3
    kit.put(scene, kit.position(3, seats, turn=1))  # a bot to move: it thinks a second
    kit.frames(app)
    assert scene.waiting_for_bot() == 1
    check_marker(app, lay.seats[1].plate, drawn_frame(app))
    kit.put(scene, kit.position(3, seats, turn=0))  # the player's turn, at the bottom
    kit.frames(app)
    assert scene.options.my_turn
    check_marker(app, lay.seats[0].plate, drawn_frame(app))


def test_the_arrow_points_at_the_huit_seat_to_move(make_app: MakeApp) -> None:
    app = make_app(hkit.settings(players=4, size=(1280, 720)))
    scene = hkit.table(app)
    lay = scene.view.layout()
    hands = ["5c 9d", "Kc Qc Jd", "2h 3h", "4s 6s"]
    hkit.put(scene, hkit.position(hands, stock="2c 3c 4c", discard="7h", turn=2))
    kit.frames(app)
    assert scene.waiting_for_bot() == 2
    check_marker(app, lay.seats[2].plate, drawn_frame(app))
    hkit.put(scene, hkit.position(hands, stock="2c 3c 4c", discard="7h", turn=0))
    kit.frames(app)
    assert scene.waiting_for_bot() is None
    check_marker(app, lay.seats[0].plate, drawn_frame(app))
