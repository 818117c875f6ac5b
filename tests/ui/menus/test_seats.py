"""The new-game page ("Several people at one table"): friends type their names,
each seat is a person or a bot of a level in any mix, and Play deals the game with exactly
that table; the names typed are remembered for next time."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import attrs
import lang_kit
import pygame
import pytest

from game.store.saves import SaveStore
from game.store.seats import SeatPlan
from game.store.settings import Settings, SettingsStore
from game.ui.menus.seat_names import default_names
from game.ui.menus.seats import SeatsScene
from game.ui.menus.title import TitleScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.drawn import Kind
from game.ui.shell.scene import Scene

FRAME = 1 / 60
ENTER, DOWN, LEFT, RIGHT = pygame.K_RETURN, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT
FIVE = Settings(window_size=(800, 600), players=5,
                people=("Anne-Sophie", None, "Bartholomeus", "", None),
                bot_levels=("medium", "hard", "medium", "easy", "easy"),
                known_names=("Chloé", "Anne-Sophie", "Wilhelmina", "Zoé"))  # fmt: skip


class Table(Scene):
    """Stands for the game's table: remembers the settings it was dealt with."""

    def __init__(self, app: App, game: str, settings: Settings) -> None:
        super().__init__(app)
        self.game, self.settings = game, settings


def open_page(
    make_app: Callable[..., App], tmp_path: Path, settings: Settings | None = None
) -> SeatsScene:
    """The title, then its "At the table" row opened with Enter, as a player does."""
    app = make_app(settings or Settings(window_size=(800, 600)), saves=SaveStore(tmp_path / "data"))
    title = TitleScene(
        app,
        start_game=lambda a, s, _r: Table(a, "eight_half", s),
        start_huit=lambda a, s, _r: Table(a, "huit", s),
    )
    app.push(title)
    app.frame(FRAME)
    title.selected = title.index_of("seats")
    press(app, ENTER)
    page = app.top
    assert isinstance(page, SeatsScene)
    return page


def press(app: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame(FRAME)


def type_on(app: App, text: str) -> None:
    """Letters as a keyboard sends them: a key press (its letter in `unicode`), then the
    text it makes."""
    for ch in text:
        key = ord(ch.lower()) if ch.isascii() else 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(FRAME)


def go_to(page: SeatsScene, key: str) -> None:
    """Down to the row named `key`, key by key."""
    while page.item_key(page.selected) != key:
        press(page.app, DOWN)


def saved(app: App) -> Settings:
    return SettingsStore(app.store.directory).load()


def test_two_friends_and_two_bots_the_settings_hold_exactly_that(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    page = open_page(make_app, tmp_path)
    app = page.app
    go_to(page, "seat_0")
    type_on(app, "Chloé")
    press(app, ENTER)  # to the next seat: a bot's, which becomes Marc's as he types
    type_on(app, "Marc")
    press(app, DOWN, RIGHT)  # seat 3: Medium -> Hard
    press(app, DOWN, LEFT)  # seat 4: Medium -> Easy
    assert [page.seat_text(s) for s in range(4)] == ["Chloé", "Marc", "Bot · Hard", "Bot · Easy"]
    assert not app.settings.muted, "the M of Marc is a letter here, not the mute key"
    go_to(page, "play")
    press(app, ENTER)
    table = app.top
    assert isinstance(table, Table) and app.scenes == [app.scenes[0], table]  # page gone
    for settings in (app.settings, saved(app), table.settings):
        assert settings.players == 4
        assert settings.people == ("Chloé", "Marc", None, None, None)
        assert settings.bot_levels == ("medium", "medium", "hard", "easy", "medium")
        assert settings.known_names == ("Chloé", "Marc")
        assert settings.huit_people == ("", None, None, None, None)  # Huit's table: its own


def test_the_title_then_says_who_plays(make_app: Callable[..., App], tmp_path: Path) -> None:
    page = open_page(make_app, tmp_path)
    app = page.app
    go_to(page, "seat_1")
    type_on(app, "Marc")
    press(app, pygame.K_ESCAPE)  # Back keeps a table that can be played
    title = app.top
    assert isinstance(title, TitleScene)
    detail = title.items[title.index_of("seats")].detail
    assert detail is not None and detail() == "Player 1, Marc + 2 bots · Medium"
    assert app.settings.known_names == (), "a name is remembered when its game starts"


def test_two_people_may_not_share_a_name(make_app: Callable[..., App], tmp_path: Path) -> None:
    page = open_page(make_app, tmp_path)
    app = page.app
    go_to(page, "seat_0")
    type_on(app, "Marc")
    press(app, DOWN)
    type_on(app, "marc ")
    go_to(page, "play")
    with drawn.recording() as seen:
        press(app, ENTER)
    note = "Two players are called marc: give one of them another name"
    assert app.top is page and page.note == note
    assert note in {d.text for d in seen if d.kind is Kind.TEXT}, "the page says it in words"
    assert app.settings == Settings(window_size=(800, 600)), "nothing kept yet"
    page.selected = page.index_of("seat_1")
    press(app, *[pygame.K_BACKSPACE] * 5)
    type_on(app, "Zoé")
    assert page.note == ""
    go_to(page, "play")
    press(app, ENTER)
    assert isinstance(app.top, Table)
    assert app.settings.people[:2] == ("Marc", "Zoé")


def test_among_several_people_one_without_a_name_is_player_n(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """Alone, the player who typed no name is "You" as today; with friends, "Joueur 1"
    in the player's language, and that default is not remembered as a name."""
    with lang_kit.back_to_english():
        page = open_page(
            make_app,
            tmp_path,
            Settings(window_size=(800, 600), language="fr", known_names=("Zoé",)),
        )
        app = page.app
        assert page.seat_text(0) == "Vous"
        go_to(page, "seat_2")
        type_on(app, "Chloé")
        assert page.seat_text(0) == "Joueur 1"
        go_to(page, "play")
        press(app, ENTER)
    assert app.settings.people == ("Joueur 1", None, "Chloé", None, None)
    assert app.settings.known_names == ("Chloé", "Zoé")


def test_defaults_never_take_a_name_already_at_the_table() -> None:
    plans = [SeatPlan("", "easy"), SeatPlan("", "easy"), SeatPlan("player 1", "easy"),
             SeatPlan(None, "hard")]  # fmt: skip
    assert default_names(plans) == {0: "Player 2", 1: "Player 3"}
    assert default_names(plans[1:]) == {0: "Player 2"}
    assert default_names([plans[0], plans[3]]) == {0: "You"}  # alone, as today


def test_nobody_playing_is_refused_and_a_second_esc_leaves_it(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    page = open_page(make_app, tmp_path)
    app = page.app
    go_to(page, "seat_0")
    press(app, RIGHT)  # the player's seat becomes an Easy bot: four bots
    assert page.seat_text(0) == "Bot · Easy"
    go_to(page, "play")
    press(app, ENTER)
    assert app.top is page
    assert page.note == "Someone must play: type a name at one of the seats"
    with drawn.recording() as seen:
        press(app, pygame.K_ESCAPE)
    assert app.top is page and page.note.startswith("Someone must play")
    assert "Esc again: leave without these changes" in {d.text for d in seen}
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    assert app.settings.people == ("", None, None, None, None), "the last good table stays"


def test_a_name_stops_at_16_characters(make_app: Callable[..., App], tmp_path: Path) -> None:
    page = open_page(make_app, tmp_path)
    app = page.app
    go_to(page, "seat_0")
    type_on(app, "  Anne-Sophie Dupont-Martin\x07")
    assert page.seats[0].name == "Anne-Sophie Dupo"  # the spaces before a name are not typed
    assert page.note == "A name has at most 16 characters"
    press(app, pygame.K_BACKSPACE)
    assert page.seats[0].name == "Anne-Sophie Dup" and page.note == ""


def test_names_from_before_come_with_left_and_right_except_those_taken(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    page = open_page(
        make_app, tmp_path, Settings(window_size=(800, 600), known_names=("Chloé", "Marc", "Zoé"))
    )
    app = page.app
    go_to(page, "seat_1")
    type_on(app, "marc")  # Marc sits at seat 1: seat 0 is not offered his name
    go_to(page, "seat_0")
    assert page.notice_lines() == ["← → names from before: Chloé, Zoé"]
    shown = []
    for _ in range(6):
        press(app, RIGHT)
        shown.append(page.seat_text(0))
    # ...and round to the name typed there: none so far (the caret, then what it will say).
    assert shown == ["Chloé|", "Zoé|", "Bot · Easy", "Bot · Medium", "Bot · Hard", "|Player 1"]
    press(app, LEFT)
    assert page.seat_text(0) == "Bot · Hard"


def test_the_mouse_chooses_seats_and_plays(make_app: Callable[..., App], tmp_path: Path) -> None:
    page = open_page(make_app, tmp_path)
    app = page.app

    def click(key: str, button: int = 1) -> None:
        pos = page.layout().rows[page.index_of(key)].center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        app.frame(FRAME)

    click("players", 3)  # right-click: back a step, 4 -> 3 players
    assert page.count == 3 and page.item_key(len(page.items) - 3) == "seat_2"
    click("seat_2")  # a bot of Medium -> Hard -> a person who has no name yet
    assert page.seat_text(2) == "Bot · Hard"
    click("seat_2")
    assert page.seats[2].is_person
    type_on(app, "Zoé")  # typed on the row the mouse chose
    click("play")
    assert isinstance(app.top, Table)
    assert app.settings.players == 3 and app.settings.people[:3] == ("Player 1", None, "Zoé")


def test_huit_has_its_own_table(make_app: Callable[..., App], tmp_path: Path) -> None:
    page = open_page(
        make_app, tmp_path, Settings(window_size=(800, 600), game="huit", huit_players=2)
    )
    app = page.app
    assert page.count == 2 and len(page.items) == 5  # players, two seats, Play, Back
    go_to(page, "seat_1")
    type_on(app, "Chloé")
    go_to(page, "play")
    detail = page.items[page.selected].detail
    assert detail is not None and detail() == "Huit américain"
    press(app, ENTER)
    table = app.top
    assert isinstance(table, Table) and table.game == "huit"
    assert app.settings.huit_people == ("Player 1", "Chloé", None, None, None)
    assert app.settings.people == ("", None, None, None, None)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_five_seats_fit_at_800x600_and_after_a_resize(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    """Five seats, long names, the note line speaking: every word lies in the window, in
    the room it was given, at the size it asked for; the rows stay a mouse's target and
    above the footer; the same after the window changes size."""
    with lang_kit.back_to_english():
        page = open_page(make_app, tmp_path, attrs.evolve(FIVE, language=language))
        app = page.app
        go_to(page, "seat_3")
        type_on(app, "Wilhelmina-Mari")
        for size in [(800, 600), (1280, 720), (800, 600), (3840, 2160)]:
            pygame.event.post(
                pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            )
            app.frame(FRAME)  # (the last frame stretched over the new size)
            with drawn.recording() as seen:
                app.frame(FRAME)
            assert app.size == size
            window = pygame.Rect((0, 0), size)
            texts = [d for d in seen if d.kind is Kind.TEXT]
            assert len({d.text for d in texts} & {"Anne-Sophie", "Bartholomeus"}) == 2
            assert [d.text for d in texts if not window.contains(d.rect)] == []
            assert [d.text for d in texts if d.room is not None and d.rect.w > d.room] == []
            rows = page.layout().rows
            assert [
                d.text
                for d in texts
                if d.shrunk and rows[0].top <= d.rect.centery <= rows[-1].bottom
            ] == [], "a row's words squeezed"
            assert len(rows) == 8 and min(r.h for r in rows) >= 26
            footer = size[1] - int(page.layout().small_size * 4.8)  # the note line's top
            assert rows[-1].bottom <= footer, "the menu runs into the note line"


def test_a_name_typed_of_invisible_characters_is_no_name_and_look_alikes_are_one(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """Zero-width characters typed (a pasted name, an odd keyboard) never reach the table:
    alone they are no name at all ("Player 1"), and "Аlice" with a Cyrillic А is "Alice"."""
    page = open_page(make_app, tmp_path)
    app = page.app
    go_to(page, "seat_0")
    type_on(app, "\u200b\u034f\u2060\ufeff\u00ad")
    assert page.seats[0].name in (None, "")
    type_on(app, "Al\u200bice")
    assert page.seats[0].name == "Alice"
    press(app, DOWN)
    type_on(app, "\u0410lice")
    go_to(page, "play")
    press(app, ENTER)
    assert app.top is page
    assert page.note == "Two players are called \u0410lice: give one of them another name"
