"""Friends at one screen: what came into a person's hand while the screen was not theirs
(8½: a pile taken after an attack, R6.2 and R8.3; Huit: an ace penalty drawn, H4.2) is
named under the pile and marked in their hand at their next turn, until they act."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import huit_table_kit as hk
import pygame
import table_kit as kit
from test_hot_seat import DT, confirm, open_table, seats, settings

from game.rules.eight_half.cards import Card
from game.rules.huit.cards import parse_card
from game.rules.huit.moves import DRAW, PASS
from game.ui.shell.app import App
from game.ui.table.handover import HandOverScene

MakeApp = Callable[..., App]
KS = parse_card("Ks")


def take_screen(app: App, seat: int) -> None:
    for _ in range(600):
        if isinstance(app.top, HandOverScene):
            assert app.top.seat == seat
            confirm(app)
            return
        app.frame(DT)
    raise AssertionError(f"no hand-over to seat {seat}")


def test_a_pile_taken_after_an_attack_is_named_and_marked(make_app: MakeApp) -> None:
    """Ana plays her last hand card, a ½ (6½ is hers); Ben attacks with a 7 (R6.2), and Ana,
    at the table now, takes the pile into her hand (R8.3): at her next turn it is named."""
    app = make_app(settings("eight_half", seats("Ana", "Ben")))
    table: Any = open_table(app, "eight_half")
    ana = {"hand": "h", "open": "2 3 4", "blind": "1 1 1"}
    ben = {"hand": "7 2 9", "draw": "5 5 5"}
    kit.put(table, kit.position(2, [ana, ben], pile="6", bid="6", turn=0))
    take_screen(app, 0)
    assert table.note is None  # a hand seen for the first time: no news
    table.human_move(table.rules.legal_moves(table.state)[0])  # the ½
    take_screen(app, 1)
    attack = next(m for m in table.rules.legal_moves(table.state) if m.cards == (Card.SEVEN,))
    table.human_move(attack)
    for _ in range(60):
        app.frame(DT)
        if table.state.turn == 1 and not table.director.busy and table.options.my_turn:
            break
    table.human_move(table.rules.legal_moves(table.state)[0])  # Ben opens a new pile
    take_screen(app, 0)
    assert table.note is not None and table.note.text == "New in your hand: 6, 7 and ½"
    hand = table.shown.seats[0].hand
    assert sorted(hand[i] for i in table.news.marked(hand)) == [Card.SIX, Card.SEVEN, Card.HALF]
    for _ in range(60 * 30):  # no clock takes them away: half a minute later, still there
        app.frame(DT)
    assert table.note is not None and sorted(hand[i] for i in table.news.marked(hand)) == [
        Card.SIX,
        Card.SEVEN,
        Card.HALF,
    ]
    kit.key(pygame.K_RIGHT)  # Ana acts: she has seen them
    app.frame(DT)
    assert table.note is None and table.news.marked(hand) == set()


def test_an_ace_penalty_drawn_is_named_at_the_next_turn(make_app: MakeApp) -> None:
    """H4.2: Ana holds no ace under a penalty of 2 and draws it, which ends her turn; the
    hand-over then hides her hand. At her next turn the two cards are named and marked."""
    app = make_app(settings("huit", seats("Ana", "Ben")))
    table: Any = open_table(app, "huit")
    state = hk.position(
        ["5c 9d", "Kd Qd 3d"], stock="3c 4h 6s 7s 8s", discard="Ad", penalty=2, turn=0
    )
    hk.put(table, state)
    take_screen(app, 0)
    assert table.human_move(DRAW)
    take_screen(app, 1)
    assert not isinstance(app.top, HandOverScene)
    table.human_move(table.rules.legal_moves(table.state)[0])
    take_screen(app, 0)
    assert table.note is not None
    assert table.note.text == "New in your hand: the 3 of clubs and the 4 of hearts"
    hand = table.shown.hand
    marked = {hand[i] for i in table.news.marked(hand)}
    assert marked == {parse_card("3c"), parse_card("4h")}
    pygame.event.clear()


def test_cards_seen_during_ones_own_turn_are_no_news(make_app: MakeApp) -> None:
    """H3.1: Ana draws a card and keeps it, in her own sight: her next turn names nothing."""
    app = make_app(settings("huit", seats("Ana", "Ben")))
    table: Any = open_table(app, "huit")
    hk.put(table, hk.position(["5c 9d", "Ks Qd 3d"], stock="2h 4c 6s 7d", discard="Js"))
    take_screen(app, 0)
    assert table.human_move(DRAW)
    app.frame(DT)
    assert table.human_move(PASS)  # the 2h does not fit the Js: she keeps it
    take_screen(app, 1)
    table.human_move(next(m for m in table.rules.legal_moves(table.state) if m.card == KS))
    take_screen(app, 0)
    assert table.note is None and table.news.marked(table.shown.hand) == set()
