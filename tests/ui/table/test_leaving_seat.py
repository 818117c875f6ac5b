"""A friend who leaves a match at one screen: the pause menu and the hand-over screen give
their seat to a bot of a chosen level, which plays it from then on (no hand-over for it,
its hand never shown); the save says so, Continue keeps it, and the menu gives the seat
back to that friend when they return."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from match_kit import lead_on
from test_hot_seat import DT, TABLES, confirm, open_table, seats, settings

from game.store.record import PlayerInfo
from game.ui.shell.app import App
from game.ui.table.base import CardTable
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.handover import HandOverScene
from game.ui.table.pause import PauseScene, SeatToBotScene

Table = CardTable[Any, Any, Any, Any, Any, Any]
FIVE = ("Ana", "Ben", "Chloé", "Dirk", "Emma")


def press(key: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))


def until_handover(
    app: App, table: Table, rng: random.Random, seat: int | None = None
) -> list[int]:
    """Play on (each person a random legal move) until the hand-over to `seat` (any
    person's if None) shows; the seats the screen was handed to before."""
    handed: list[int] = []
    for _ in range(20_000):
        top = app.top
        if isinstance(top, HandOverScene):
            if seat is None or top.seat == seat:
                return handed
            handed.append(top.seat)
            confirm(app)
            continue
        if top is not table:
            assert not lead_on(app, table), "the match ended first"
            continue
        if table.options.my_turn and not table.director.busy:
            table.human_move(rng.choice(table.rules.legal_moves(table.state)))
        app.frame(DT)
    raise AssertionError(f"no hand-over to seat {seat}")


def play_on(app: App, table: Table, rng: random.Random, frames: int) -> list[int]:
    """Play on for `frames` frames; the seats the screen was handed over to."""
    handed: list[int] = []
    for _ in range(frames):
        top = app.top
        if isinstance(top, HandOverScene):
            handed.append(top.seat)
            confirm(app)
            continue
        if top is not table:
            if lead_on(app, table):
                break
            continue
        if table.options.my_turn and not table.director.busy:
            table.human_move(rng.choice(table.rules.legal_moves(table.state)))
        app.frame(DT)
    return handed


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_the_pause_menu_of_five_friends_gives_the_leavers_seat_to_a_bot(
    make_app: Callable[..., App], game: str
) -> None:
    app = make_app(settings(game, seats(*FIVE)))
    table = open_table(app, game)
    rng = random.Random(4)
    until_handover(app, table, rng, seat=2)
    press(pygame.K_ESCAPE, "\x1b")  # Esc on Chloé's hand-over: the menu
    app.frame(DT)
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert ("give", "Give Chloé's seat to a bot (B)") in pause.buttons()
    pause.press("give")
    chooser = app.top
    assert isinstance(chooser, SeatToBotScene) and chooser.heading() == "Which bot plays for Chloé?"
    assert [text for _, text in chooser.buttons()] == ["Easy", "Medium", "Hard", "Back"]
    assert chooser.selected_name() == "medium"  # the settings' level for that seat
    said: list[str] = []
    table.say_note = lambda text, tone="info": said.append(text)  # type: ignore[method-assign]
    press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    app.frame(DT)
    # Back at the table: no menu, no hand-over for her; a Hard bot plays her seat.
    assert app.top is table and 2 not in table.people and table.left == {2}
    assert table.plate_name(2) == ("Chloé", "Hard") and table.level(2) == "hard"
    assert said == ["A Hard bot now plays for Chloé"]
    assert table.record is not None
    assert table.record.players[2] == PlayerInfo("Chloé", False, "hard", left=True)
    assert app.current_match(game) == table.record  # saved
    handed = play_on(app, table, rng, 3000)
    assert handed and 2 not in handed  # the others still take the screen; never for her
    assert table.plies > 0 and table.on_screen != 2


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_the_hand_over_offers_the_seat_to_a_bot_and_b_chooses_its_level(
    make_app: Callable[..., App], game: str
) -> None:
    app = make_app(settings(game, seats("Ana", None, "Ben", "Chloé")))
    table = open_table(app, game)
    until_handover(app, table, random.Random(2), seat=3)
    screen = app.top
    assert isinstance(screen, HandOverScene) and screen.may_leave
    texts: list[str] = []
    original = screen._bot_text
    screen._bot_text = lambda: texts.append(original()) or original()  # type: ignore[method-assign]
    screen.draw(pygame.Surface(app.size))
    assert texts and texts[0] == "Give Chloé's seat to a bot (B)"
    # A click on the button asks which bot (it hands nothing over, even armed).
    for _ in range(60):
        app.frame(DT)
    pos = screen.layout(app.size)["bot"].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.frame(DT)
    chooser = app.top
    assert isinstance(chooser, SeatToBotScene) and chooser.seat == 3
    press(pygame.K_ESCAPE, "\x1b")  # Back: the hand-over again, nothing changed
    app.frame(DT)
    assert app.top is screen and 3 in table.people
    press(pygame.K_b, "b")  # B asks too
    app.frame(DT)
    assert isinstance(app.top, SeatToBotScene)
    app.top.press("easy")
    app.frame(DT)
    assert app.top is table and table.level(3) == "easy" and 3 in table.bots
    assert play_on(app, table, random.Random(3), 2000).count(3) == 0


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_continue_keeps_the_bot_and_the_menu_gives_the_seat_back(
    make_app: Callable[..., App], game: str
) -> None:
    app = make_app(settings(game, seats("Ana", "Ben", None)))
    table = open_table(app, game)
    rng = random.Random(6)
    until_handover(app, table, rng, seat=1)
    assert table.seat_to_bot(1, "medium")
    record = table.record
    assert record is not None and record.people == (0,) and record.left == (1,)
    # The game is closed and opened again: the save is read back as Continue reads it.
    again: Table = TABLES[game](
        app, app.settings, record=record, quick_bots=True, executor=InlineExecutor()
    )
    while app.scenes:
        app.pop()
    app.push(again)
    assert again.people == {0} and again.left == {1} and 1 in again.bots
    assert again.hot_seat and again.you is None  # Ana is not "You": Ben may come back
    assert again.plate_name(1) == ("Ben", "Medium") and again.seat_to_give() is None
    # Ben's seat is still the bot's: the screen goes to Ana alone, the bot plays between.
    plies = again.plies
    assert until_handover(app, again, rng, seat=0) == []
    confirm(app)
    assert until_handover(app, again, rng, seat=0) == [] and again.plies > plies + 1
    # Ben is back: the menu gives him his seat.
    again.open_pause()
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert ("back1", "Give the seat back to Ben") in pause.buttons()
    assert not any(name == "give" for name, _ in pause.buttons())  # Ana is the last one
    pause.press("back1")
    assert again.people == {0, 1} and again.left == set() and 1 not in again.bots
    assert isinstance(app.top, HandOverScene) and app.top.seat == 0  # the menu closed
    assert again.record is not None and again.record.players[1] == PlayerInfo("Ben", True)
    assert app.current_match(game) == again.record
    assert 1 in play_on(app, again, rng, 3000)  # the screen is his again at his turn


def test_a_seat_given_while_its_person_has_the_screen_hides_their_hand(
    make_app: Callable[..., App],
) -> None:
    app = make_app(settings("eight_half", seats("Ana", "Ben", "Chloé")))
    table = open_table(app, "eight_half")
    until_handover(app, table, random.Random(1))
    seat = app.top.seat  # type: ignore[union-attr]
    confirm(app)
    assert table.on_screen == seat and table.shows_hand
    press(pygame.K_b, "b")  # B at the table: the person at the screen leaves
    app.frame(DT)
    chooser = app.top
    assert isinstance(chooser, SeatToBotScene) and chooser.seat == seat
    chooser.press("medium")
    assert table.on_screen is None and not table.shows_hand  # the bot's hand is hidden
    for _ in range(200):
        app.frame(DT)
        assert table.on_screen != seat
