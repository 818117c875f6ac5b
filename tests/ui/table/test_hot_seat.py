"""Friends around one screen: each seat a person or a bot; before each person's
decision a hand-over screen hides the table until that person confirms; the table then
turns so their hand lies at the bottom; between people the bots play with no hand shown.
With one person the table is today's: no hand-over, "You" on the plate."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from match_kit import lead_on
from table_kit import position, put

from game.rules.eight_half.moves import PASS
from game.store.seats import SeatPlan, with_seats
from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.table.base import CardTable
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.handover import ARMING, HandOverScene
from game.ui.table.pause import PauseScene
from game.ui.table.seating import Side

TABLES: dict[str, Any] = {"eight_half": TableScene, "huit": HuitTableScene}
DT = 1 / 60
Table = CardTable[Any, Any, Any, Any, Any, Any]


def seats(*who: str | None) -> tuple[SeatPlan, ...]:
    """A table from names: a name is a person, None a Medium bot."""
    return tuple(SeatPlan(name, "medium") for name in who)


def settings(game: str, plans: tuple[SeatPlan, ...], **kw: Any) -> Settings:
    base = Settings(
        window_size=(800, 600),
        animation_speed="instant",
        bot_pause=0.0,
        match_length=2,
        huit_to_500=False,
        **kw,
    )
    return with_seats(base, game, plans)  # type: ignore[arg-type]


def open_table(app: App, game: str, seed: int = 3) -> Table:
    table: Table = TABLES[game](
        app, app.settings, seed=seed, quick_bots=True, executor=InlineExecutor()
    )
    app.push(table)
    return table


def space() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))


def confirm(app: App) -> None:
    """The next person takes the screen: Space at once does nothing (the one who played may
    still hold it), the screen arms, then Space hands it over."""
    top = app.top
    assert isinstance(top, HandOverScene)
    space()
    app.frame(DT)
    assert app.top is top, "a key before the screen armed handed it over"
    app.frame(ARMING)  # (one frame of the whole wait: the screen does not change meanwhile)
    space()
    app.frame(DT)


def play_out(
    app: App, table: Table, rng: random.Random, limit: int = 60_000
) -> list[tuple[int, int | None]]:
    """A whole match: each person, once they have the screen, makes a random legal move;
    returns (person handed the screen, the person whose hand showed just before) at each
    hand-over."""
    handovers: list[tuple[int, int | None]] = []
    for _ in range(limit):
        top = app.top
        if isinstance(top, HandOverScene):
            handovers.append((top.seat, table.on_screen))
            confirm(app)
            continue
        if top is not table:  # the result, the pad: lead on as a player would
            if lead_on(app, table):
                return handovers
            continue
        if table.options.my_turn and not table.director.busy:
            assert table.state.turn == table.human == table.on_screen
            table.human_move(rng.choice(table.rules.legal_moves(table.state)))
        app.frame(DT)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("game", ["eight_half", "huit"])
@pytest.mark.parametrize("people", [(0, 2), (1, 2), (0, 1, 3)])
def test_each_persons_decision_comes_after_a_hand_over_to_them(
    make_app: Callable[..., App], game: str, people: tuple[int, ...]
) -> None:
    names = ("Chloé", "Marc", "Anne-Sophie", "Jan")
    plans = seats(*(names[seat] if seat in people else None for seat in range(4)))
    app = make_app(settings(game, plans))
    table = open_table(app, game)
    assert table.people == frozenset(people) and table.you is None
    taken: list[int] = []
    original = table.take_screen

    def take(seat: int) -> None:
        original(seat)
        taken.append(seat)
        # The table turns to them: their hand at the bottom, face up; nobody else's.
        assert table.viewer == seat == table.human == table.on_screen
        assert table.view.layout().seats[seat].side is Side.BOTTOM
        assert table.shows_hand

    table.take_screen = take  # type: ignore[method-assign]
    handovers = play_out(app, table, random.Random(5))
    assert handovers and {seat for seat, _ in handovers} == set(people)
    assert taken == [seat for seat, _ in handovers]
    assert all(before is None for _, before in handovers)  # no hand showed meanwhile
    # The names on the plates, never "You" among friends.
    assert [table.plate_name(seat)[0] for seat in people] == [names[s] for s in people]


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_one_person_plays_as_before_without_hand_overs(
    make_app: Callable[..., App], game: str
) -> None:
    app = make_app(settings(game, seats("", None, None)))
    table = open_table(app, game)
    assert table.you == table.human == table.viewer == 0
    assert play_out(app, table, random.Random(2)) == []
    assert table.plate_name(0) == ("You", "")


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_person_alone_in_another_seat_sits_at_the_bottom(
    make_app: Callable[..., App], game: str
) -> None:
    """Any mix: one person in seat 2, bots around; the table is theirs from the start."""
    app = make_app(settings(game, seats(None, None, "Chloé", None)))
    table = open_table(app, game)
    assert table.you == table.viewer == table.human == 2
    assert table.view.layout().seats[2].side is Side.BOTTOM
    assert table.plate_name(2) == ("You", "")
    assert play_out(app, table, random.Random(3)) == []


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_the_hand_over_hides_every_card_and_waits_for_the_next_person(
    make_app: Callable[..., App], game: str
) -> None:
    app = make_app(settings(game, seats("Chloé", "Marc")))
    said: list[str] = []
    app.audio.turn_of_person = lambda: said.append("your turn")  # type: ignore[method-assign]
    table = open_table(app, game)
    for _ in range(2000):
        if isinstance(app.top, HandOverScene):
            break
        app.frame(DT)
    screen = app.top
    assert isinstance(screen, HandOverScene) and screen.seat == table.state.turn
    with drawn.recording() as seen:
        app.draw()
    assert not [d for d in seen if d.kind is drawn.Kind.CARD]
    assert said == ["your turn"]  # the chime and "Your turn!" as the name shows
    who = table.short_name(screen.seat)
    assert any(who in d.text for d in seen if d.kind is drawn.Kind.TEXT)
    # A key from the last person, too soon after the screen came, hands nothing over.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.frame(DT)
    assert app.top is screen and table.on_screen is None
    # Nothing plays under the screen, however long it waits.
    plies = table.plies
    for _ in range(600):
        app.frame(DT)
    assert table.plies == plies and app.top is screen
    # A click takes the screen.
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10)))
    app.frame(DT)
    assert app.top is table and table.on_screen == screen.seat


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_continue_opens_on_the_hand_over(make_app: Callable[..., App], game: str) -> None:
    """Esc on the hand-over opens the menu; quitting keeps the match; Continue (a restart)
    opens on the hand-over screen again, never on someone's hand."""
    plans = seats("Chloé", None, "Marc")
    app = make_app(settings(game, plans))
    table = open_table(app, game)
    for _ in range(4000):
        if isinstance(app.top, HandOverScene) and table.plies > 2:
            break
        if isinstance(app.top, HandOverScene):
            confirm(app)
        elif table.options.my_turn and not table.director.busy:
            table.human_move(table.rules.legal_moves(table.state)[0])
        app.frame(DT)
    assert isinstance(app.top, HandOverScene)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    )
    app.frame(DT)
    assert isinstance(app.top, PauseScene)
    record = table.record
    assert record is not None and record.people == (0, 2)
    # The game is closed and opened again: the save is read back as Continue reads it.
    again = TABLES[game](
        app, app.settings, record=record, quick_bots=True, executor=InlineExecutor()
    )
    while app.scenes:
        app.pop()
    app.push(again)
    app.frame(DT)
    assert isinstance(app.top, HandOverScene) and app.top.seat == again.state.turn
    assert again.on_screen is None and again.names == table.names
    confirm(app)
    assert again.on_screen == again.state.turn and again.shows_hand


def test_nobody_is_handed_the_screen_to_say_no_attack(make_app: Callable[..., App]) -> None:
    """R9.3: Chloé went out on 9½, which she owns; Marc, next, has the attack window, and
    above 9 nothing attacks: he passes without the screen being passed to him, and Chloé
    wins."""
    app = make_app(settings("eight_half", seats("Chloé", "Marc", None)))
    table = open_table(app, "eight_half")
    put(
        table,
        position(
            3,
            [{}, {"hand": "3 4", "draw": "5"}, {"hand": "7", "draw": "2"}],
            pile="9 h",
            bid="9.5",
            half_owner=0,
            turn=1,
            phase="attack_window",
            finisher=0,
        ),
    )
    assert table.rules.legal_moves(table.state) == [PASS]
    for _ in range(600):
        assert not isinstance(app.top, HandOverScene)
        if table.state.is_over:
            break
        app.frame(DT)
    assert table.state.is_over and table.state.winner == 0


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_each_person_finds_the_move_log_as_they_left_it(
    make_app: Callable[..., App], game: str
) -> None:
    """Chloé opens the log (L) and plays; after the hand-over Marc's first L opens his log
    (it is not hers, left open); at her next turn hers is open again, as she left it."""
    app = make_app(settings(game, seats("Chloé", "Marc")))
    table = open_table(app, game)
    rng = random.Random(8)
    opened: dict[int, bool] = {}
    for _ in range(6000):
        top = app.top
        if isinstance(top, HandOverScene):
            confirm(app)
            seat = table.human
            assert seat is not None
            assert table.log_open == opened.get(seat, False), f"seat {seat}'s log"
            if seat not in opened:
                pygame.event.post(
                    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")
                )
                app.frame(DT)
                assert table.log_open  # the first L opens it
                opened[seat] = True
                if seat == 1:
                    pygame.event.post(  # Marc closes his again
                        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")
                    )
                    app.frame(DT)
                    opened[seat] = False
            elif seat == 0:
                return  # Chloé's open log came back
            continue
        if top is not table:
            assert not lead_on(app, table), "the match ended first"
            continue
        if table.options.my_turn and not table.director.busy:
            table.human_move(rng.choice(table.rules.legal_moves(table.state)))
        app.frame(DT)
    raise AssertionError("Chloé never had the screen again")


def test_the_hand_over_to_the_last_chance_to_attack_says_why(make_app: Callable[..., App]) -> None:
    """R9.3: the room saw Chloé go out on 6½; the hand-over to Marc, who may attack, says so
    (and a hand-over at any other turn says nothing more than whose turn it is)."""
    app = make_app(settings("eight_half", seats("Chloé", "Marc", None)))
    table = open_table(app, "eight_half")
    put(
        table,
        position(
            3,
            [{}, {"hand": "7 3", "draw": "5"}, {"hand": "7", "draw": "2"}],
            pile="6 h",
            bid="6.5",
            half_owner=0,
            turn=1,
            phase="attack_window",
            finisher=0,
        ),
    )
    app.frame(DT)
    screen = app.top
    assert isinstance(screen, HandOverScene) and screen.seat == 1
    with drawn.recording() as seen:
        app.draw()
    texts = [d.text for d in seen if d.kind is drawn.Kind.TEXT]
    assert "Chloé is out on 6½ — last chance to attack, Marc" in " ".join(texts)
    assert table.handover_news(0) is None  # not Chloé's turn: nothing to say to her
