"""Choosing Huit américain's house rules on the title (RULES.md H7): the House rules row and
its page, and every way a match starts dealing with them; a match keeps the rules it was
dealt with (in its save, at Continue), and changes apply from the next match."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from room_kit import FakeNetwork

from game.rules.huit import HOUSE_RULES
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from game.ui.huit.demo import HuitDemoScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus.house_rules import HouseRulesScene
from game.ui.menus.room import RoomScene
from game.ui.menus.title import TitleScene
from game.ui.menus.watch import open_demo
from game.ui.shell import i18n
from game.ui.shell.app import App

FRAME = 1 / 60
JOKERS_AND_JACKS = ("jokers", "jack_reverses")
DEALT = ("jack_reverses", "no_finish_on_eight")  # the rules of the matches dealt here


def press(app: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    app.frame(FRAME)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(FRAME)


def quick(**changes: object) -> Settings:
    """Huit américain chosen: two players, a single round, instant cards."""
    fields: dict[str, object] = dict(
        window_size=(800, 600), game="huit", huit_players=2, huit_to_500=False,
        animation_speed="instant", bot_pause=0.0,
    )  # fmt: skip
    fields.update(changes)
    return Settings(**fields)  # type: ignore[arg-type]


def open_title(make_app: Callable[..., App], tmp_path: Path, **changes: object) -> TitleScene:
    app = make_app(quick(**changes), saves=SaveStore(tmp_path / "data"))
    title = TitleScene(app)
    app.push(title)
    app.frame(FRAME)
    return title


def summary(title: TitleScene) -> str:
    detail = title.items[title.index_of("house_rules")].detail
    assert detail is not None
    return detail()


def open_page(title: TitleScene) -> HouseRulesScene:
    title.selected = title.index_of("house_rules")
    press(title.app, pygame.K_RETURN)
    page = title.app.top
    assert isinstance(page, HouseRulesScene)
    return page


def choose(page: HouseRulesScene, rule: str, key: int = pygame.K_RETURN) -> None:
    page.selected = page.index_of(rule)
    press(page.app, key)


def new_game(title: TitleScene) -> HuitTableScene:
    title.selected = title.index_of("new_game")
    press(title.app, pygame.K_RETURN)
    # (at one screen among friends, the hand-over stands over the table)
    [table] = [scene for scene in title.app.scenes if isinstance(scene, HuitTableScene)]
    return table


# --- the row and its page --------------------------------------------------------------------


def test_h7_the_house_rules_row_is_huit_americain_s_only(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path, game="eight_half")
    assert "house_rules" not in [item.key for item in title.items]
    title.selected = title.index_of("game")
    press(title.app, pygame.K_RIGHT)  # Huit américain chosen
    keys = [item.key for item in title.items]
    assert keys[keys.index("huit_match") + 1] == "house_rules"
    assert summary(title) == "Book rules"  # all off by default


def test_h7_the_page_has_the_five_rules_each_with_its_line_each_off(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    page = open_page(open_title(make_app, tmp_path))
    assert [item.key for item in page.items] == [*HOUSE_RULES, "back"]
    rows = {item.key: item for item in page.items}
    assert [rows[rule].label() for rule in HOUSE_RULES] == [
        "Jokers", "Jacks reverse", "No 8 on an 8", "No going out on an 8", "Seven cards",
    ]  # fmt: skip
    for rule in HOUSE_RULES:
        detail = rows[rule].detail
        assert rows[rule].value() == "Off" and detail is not None and len(detail()) > 20
    lay = page.layout()
    assert lay.tall >= frozenset(range(len(HOUSE_RULES)))  # each line under its rule's name
    assert page.notice_lines() == []  # no match under way: nothing to say about one


def test_h7_toggling_rules_changes_the_title_s_summary_and_is_remembered(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path)
    app = title.app
    page = open_page(title)
    choose(page, "jack_reverses")  # Enter
    choose(page, "jokers", pygame.K_RIGHT)
    assert page.items[page.index_of("jokers")].value() == "On"
    assert app.settings.huit_rules == JOKERS_AND_JACKS  # in H7's order, whatever the order
    assert SettingsStore(app.store.directory).load().huit_rules == JOKERS_AND_JACKS
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    assert summary(title) == "Jokers · Jacks reverse"
    page = open_page(title)
    choose(page, "jokers", pygame.K_LEFT)  # off again
    page.selected = page.index_of("back")
    press(app, pygame.K_RETURN)
    assert app.top is title and summary(title) == "Jacks reverse"


def test_the_mouse_turns_a_rule_on_by_its_row(make_app: Callable[..., App], tmp_path: Path) -> None:
    title = open_title(make_app, tmp_path)
    page = open_page(title)
    row = page.layout().rows[page.index_of("seven_cards")]
    click(page.app, row.center)
    assert page.app.settings.huit_rules == ("seven_cards",)
    click(page.app, page.layout().rows[page.index_of("back")].center)
    assert page.app.top is title and summary(title) == "Seven cards"


@pytest.mark.parametrize(
    ("language", "book", "two"),
    [
        ("fr", "Règles de base", "Jokers · Le valet change de sens"),
        ("nl", "Officiële regels", "Jokers · Boer keert om"),
    ],
)
def test_the_summary_in_french_and_dutch(
    make_app: Callable[..., App], tmp_path: Path, language: str, book: str, two: str
) -> None:
    i18n.set_language(language)
    title = open_title(make_app, tmp_path, language=language)
    assert summary(title) == book
    title.app.update_settings(huit_rules=JOKERS_AND_JACKS)
    assert summary(title) == two
    title.app.update_settings(huit_rules=HOUSE_RULES)
    assert "5" in title.items[title.index_of("house_rules")].shorter()[0]


# --- every way a match starts ----------------------------------------------------------------


def test_h7_a_new_game_is_dealt_with_the_chosen_rules(
    make_app: Callable[..., App], tmp_path: Path, bots_in_the_frame: None
) -> None:
    title = open_title(make_app, tmp_path, huit_rules=DEALT)
    table = new_game(title)
    assert table.match.rules == DEALT
    assert table.state.rules == DEALT
    assert table.record is not None and table.record.house_rules == DEALT


def test_h7_hot_seat_deals_with_the_chosen_rules(
    make_app: Callable[..., App], tmp_path: Path, bots_in_the_frame: None
) -> None:
    title = open_title(
        make_app, tmp_path, huit_rules=("seven_cards",), huit_people=("Ana", "Bo", None, None, None)
    )
    table = new_game(title)
    assert table.match.rules == ("seven_cards",)
    assert all(len(hand) == 7 for hand in table.match.round.hands)  # H7.5


def test_h7_watch_deals_with_the_chosen_rules(
    make_app: Callable[..., App], tmp_path: Path, bots_in_the_frame: None
) -> None:
    title = open_title(make_app, tmp_path, huit_rules=HOUSE_RULES)
    demo = open_demo(title.app, title)
    assert isinstance(demo, HuitDemoScene) and demo.match.rules == HOUSE_RULES


def test_h7_the_phones_room_deals_with_the_chosen_rules(
    make_app: Callable[..., App], tmp_path: Path, bots_in_the_frame: None
) -> None:
    title = open_title(
        make_app, tmp_path, huit_rules=("no_eight_on_eight",), huit_room_players=2,
        huit_room_seats=("phone", "easy", "phone", "phone", "phone"),
    )  # fmt: skip
    net = FakeNetwork()
    title.room_server = net.serve
    title.selected = title.index_of("phones")
    press(title.app, pygame.K_RETURN)
    room = title.app.top
    assert isinstance(room, RoomScene)
    room.files.finish()
    room.app.frame(FRAME)  # the room opens (its pictures are drawn)
    room.room.lobby.join(0, "Chloé")  # Chloé's phone takes seat 0
    room.room.lobby.set_connected(0, True)
    room.app.frame(FRAME)
    room.selected = room.index_of("start")
    press(room.app, pygame.K_RETURN)
    table = room.app.top
    assert isinstance(table, HuitTableScene) and table.match.rules == ("no_eight_on_eight",)
    assert table.record is not None and table.record.house_rules == ("no_eight_on_eight",)


# --- a match keeps its rules -----------------------------------------------------------------


def test_h7_a_match_keeps_its_rules_when_they_change_and_at_continue(
    make_app: Callable[..., App], tmp_path: Path, bots_in_the_frame: None
) -> None:
    title = open_title(make_app, tmp_path, huit_rules=DEALT)
    app = title.app
    table = new_game(title)
    app.pop_to(title)  # back on the title: the match is saved, a Continue row offers it
    assert "continue_huit" in [item.key for item in title.items]
    page = open_page(title)
    assert page.notice_lines() == [
        "The match under way keeps its rules: Jacks reverse · No going out on an 8",
        "Changes apply from the next match",
    ]
    choose(page, "seven_cards")
    choose(page, "no_finish_on_eight")
    assert app.settings.huit_rules == ("jack_reverses", "seven_cards")
    assert page.notice_lines()[0].endswith("Jacks reverse · No going out on an 8")  # its own
    press(app, pygame.K_ESCAPE)
    assert table.match.rules == DEALT  # the table under way changed nothing
    title.selected = title.index_of("continue_huit")
    press(app, pygame.K_RETURN)
    resumed = app.top
    assert isinstance(resumed, HuitTableScene) and resumed is not table
    assert resumed.match.rules == DEALT and resumed.state.rules == DEALT
    saved = SaveStore(tmp_path / "data").load_current("huit")
    assert saved is not None and saved.house_rules == DEALT
    resumed.new_match()  # the score pad's "New match": the next match
    assert resumed.match.rules == ("jack_reverses", "seven_cards")
    assert resumed.record is not None and resumed.record.house_rules == resumed.match.rules


def test_the_page_names_the_book_s_rules_of_a_match_under_way_without_house_rules(
    make_app: Callable[..., App], tmp_path: Path, bots_in_the_frame: None
) -> None:
    title = open_title(make_app, tmp_path)
    new_game(title)
    title.app.pop_to(title)
    page = open_page(title)
    assert page.notice_lines()[0] == "The match under way keeps its rules: Book rules"
    choose(page, "jokers")
    assert page.notice_lines()[0] == "The match under way keeps its rules: Book rules"
