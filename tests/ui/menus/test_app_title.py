"""The title menu, driven like a player would: posted key presses and mouse clicks."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.store.settings import Settings, SettingsStore
from game.ui.menus.title import TitleScene
from game.ui.shell import i18n
from game.ui.shell.app import App
from game.ui.shell.scene import Scene

(
    NEW_GAME,
    PHONES,
    TUTORIAL,
    GAME,
    PLAYERS,
    SEATS,
    MATCH,
    ANIMATION,
    LANGUAGE,
    FULLSCREEN,
    BOT_PAUSE,
    SOUND,
    STATISTICS,
    WATCH,
    QUIT,
) = range(15)


def press(app: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    app.frame(1 / 60)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(1 / 60)


@pytest.fixture
def title(make_app: Callable[..., App]) -> TitleScene:
    app = make_app(Settings(window_size=(800, 600), players=4))
    scene = TitleScene(app)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def saved(app: App) -> Settings:
    return SettingsStore(app.store.directory).load()


def test_arrow_keys_move_the_selection_and_wrap(title: TitleScene) -> None:
    press(title.app, *[pygame.K_DOWN] * SEATS)
    assert title.selected == SEATS
    press(title.app, *[pygame.K_UP] * (SEATS + 1))
    assert title.selected == QUIT


def test_players_cycle_2_to_5_with_keys_and_are_saved(title: TitleScene) -> None:
    app = title.app
    press(app, *[pygame.K_DOWN] * PLAYERS)
    seen = []
    for _ in range(4):
        press(app, pygame.K_RETURN)
        seen.append(app.settings.players)
    assert seen == [5, 2, 3, 4]
    press(app, pygame.K_LEFT)
    assert app.settings.players == 3
    assert saved(app).players == 3


def test_the_seats_row_says_who_plays_and_opens_the_page_of_seats(title: TitleScene) -> None:
    """The title keeps one short row for the table ("You + 3 bots · Medium");
    Enter or a click opens the page where each seat is a person or a bot, Esc comes back.
    Left and Right leave it alone (it is not a value to cycle)."""
    app = title.app
    row = title.items[SEATS]
    assert (row.key, row.label(), row.value()) == ("seats", "At the table", None)
    assert row.detail is not None and row.detail() == "You + 3 bots · Medium"
    press(app, *[pygame.K_DOWN] * SEATS, pygame.K_RIGHT, pygame.K_LEFT)
    assert app.top is title and app.settings == Settings(window_size=(800, 600), players=4)
    press(app, pygame.K_RETURN)
    assert app.top is not None and app.top.name == "seats"
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    click(app, title.layout().rows[SEATS].center)
    assert app.top is not None and app.top.name == "seats"


def test_animation_speed_reaches_instant(title: TitleScene) -> None:
    """The Animation row opens its page; its first row is the speed."""
    app = title.app
    press(app, *[pygame.K_DOWN] * ANIMATION)
    press(app, pygame.K_RETURN)
    assert app.top is not None and app.top.name == "motion"
    speeds = []
    for _ in range(4):
        press(app, pygame.K_RIGHT)
        speeds.append(app.settings.animation_speed)
    assert speeds == ["fast", "instant", "slow", "normal"]


def test_bot_pause_item_cycles_and_is_saved(title: TitleScene) -> None:
    app = title.app
    press(app, *[pygame.K_DOWN] * BOT_PAUSE)
    assert title.items[BOT_PAUSE].value() == "0.8 s"
    press(app, pygame.K_RIGHT)
    assert app.settings.bot_pause == 1.5 and saved(app).bot_pause == 1.5
    press(app, pygame.K_LEFT, pygame.K_LEFT, pygame.K_LEFT)
    assert app.settings.bot_pause == 0.0 and title.items[BOT_PAUSE].value() == "0 s"


def test_left_right_do_nothing_on_actions(title: TitleScene) -> None:
    app = title.app
    press(app, pygame.K_RIGHT)  # on "New game"
    assert app.top is title


def test_language_item_offers_every_catalog(
    title: TitleScene, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    locale = tmp_path / "locale"
    locale.mkdir()
    english = json.loads((i18n.LOCALE_DIR / "en.json").read_text(encoding="utf-8"))
    (locale / "en.json").write_text(json.dumps(english), encoding="utf-8")
    (locale / "fr.json").write_text(
        json.dumps({"language.name": "Français", "menu.new_game": "Nouvelle partie"}),
        encoding="utf-8",
    )
    old = i18n.use_translator(i18n.Translator("en", locale))
    try:
        app = title.app
        press(app, *[pygame.K_DOWN] * LANGUAGE, pygame.K_RETURN)
        assert app.settings.language == "fr"
        assert title.items[NEW_GAME].label() == "Nouvelle partie"
        assert title.items[LANGUAGE].value() == "Français"
        assert title.items[QUIT].label() == "Quit", "missing French text falls back to English"
        press(app, pygame.K_RETURN)
        assert app.settings.language == "en"
        assert title.items[NEW_GAME].label() == "New game"
    finally:
        i18n.use_translator(old)


def test_fullscreen_item_toggles_fullscreen(title: TitleScene) -> None:
    app = title.app
    press(app, *[pygame.K_DOWN] * FULLSCREEN, pygame.K_RETURN)
    assert app.settings.fullscreen and pygame.display.is_fullscreen()
    press(app, pygame.K_RETURN)
    assert not app.settings.fullscreen and not pygame.display.is_fullscreen()


def test_mouse_hover_selects_and_clicks_change_settings(title: TitleScene) -> None:
    app = title.app
    rows = title.layout().rows
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=rows[ANIMATION].center, rel=(4, 3), buttons=(0, 0, 0)
        )
    )
    app.frame(1 / 60)
    assert title.selected == ANIMATION
    click(app, rows[PLAYERS].center)
    assert title.selected == PLAYERS and app.settings.players == 5
    click(app, rows[PLAYERS].center, button=3)  # right click goes back
    assert app.settings.players == 4
    click(app, (5, 5))  # outside the menu: nothing happens
    assert app.settings.players == 4 and title.selected == PLAYERS


def test_new_game_calls_the_factory_with_the_current_settings(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    calls: list[Settings] = []

    class Table(Scene):
        pass

    def start_game(app_: App, settings: Settings, record: object) -> Scene:
        assert app_ is app and record is None
        calls.append(settings)
        return Table(app_)

    title = TitleScene(app, start_game=start_game)
    app.push(title)
    press(
        app, *[pygame.K_DOWN] * PLAYERS, pygame.K_RIGHT, *[pygame.K_UP] * PLAYERS, pygame.K_RETURN
    )
    assert calls == [app.settings] and calls[0].players == 5
    assert isinstance(app.top, Table)


def test_new_game_by_mouse_opens_the_table_and_the_menu_comes_back(
    title: TitleScene,
) -> None:
    from game.ui.eight_half.table_scene import TableScene

    app = title.app
    click(app, title.layout().rows[NEW_GAME].center)
    assert isinstance(app.top, TableScene)
    press(app, pygame.K_ESCAPE)  # the pause menu; its second button is Quit to title
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert app.top is title


def test_esc_first_selects_quit_then_quits(title: TitleScene) -> None:
    app = title.app
    app.running = True
    press(app, pygame.K_ESCAPE)
    assert title.selected == QUIT and app.running
    press(app, pygame.K_ESCAPE)
    assert not app.running


def test_quit_item_closes_the_game(title: TitleScene) -> None:
    app = title.app
    app.running = True
    click(app, title.layout().rows[QUIT].center)
    assert not app.running


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)])
def test_menu_fits_the_window(make_app: Callable[..., App], size: tuple[int, int]) -> None:
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(1 / 60)
    rows = title.layout().rows
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(r) for r in rows)
    assert rows[-1].bottom < size[1] * 0.85, "menu runs into the footer"
    assert rows[0].height >= 30, "rows too small to hit with a mouse"


def test_notice_when_settings_cannot_be_saved(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.menus import title as title_module

    shown: list[str] = []
    real = title_module.draw_text

    def spy(surface: pygame.Surface, text: str, *a: object, **k: object) -> pygame.Rect:
        shown.append(text)
        return real(surface, text, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(title_module, "draw_text", spy)
    app = make_app()
    app.store.directory = Path(__file__)  # a file, not a folder: saving must fail
    title = TitleScene(app)
    app.push(title)
    press(app, *[pygame.K_DOWN] * PLAYERS, pygame.K_RIGHT)
    assert app.settings.players == 5, "the choice still applies for this session"
    assert not app.store.can_save
    assert any("cannot be saved" in text for text in shown)


def spy_on_text(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line the title draws from now on."""
    from game.ui.menus import title as title_module

    shown: list[str] = []
    real = title_module.draw_text

    def spy(surface: pygame.Surface, text: str, *a: object, **k: object) -> pygame.Rect:
        shown.append(text)
        return real(surface, text, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(title_module, "draw_text", spy)
    return shown


def test_notice_names_where_a_damaged_settings_file_was_kept(
    make_app: Callable[..., App], config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text("[" * 1000, encoding="utf-8")
    shown = spy_on_text(monkeypatch)
    app = make_app()
    app.store.load()
    kept = app.store.recovered_from
    assert kept is not None and kept.name.startswith("settings.json.damaged-")
    app.push(TitleScene(app))
    app.frame(1 / 60)
    [notice] = [text for text in shown if "damaged" in text]
    assert str(kept) in notice


@pytest.mark.parametrize(
    "name", ["settings.json", "current.json", "current-huit.json", "stats.json"]
)
def test_a_file_holding_just_null_is_set_aside_with_one_line_on_the_title(
    make_app: Callable[..., App], config_dir: Path, tmp_path: Path, name: str
) -> None:
    """`null` is not "no file": it is damaged content, kept aside under a new name (never
    written over) and told in one line on the title."""
    from game.store.saves import SaveStore

    data = tmp_path / "data"
    folder = config_dir if name == "settings.json" else data
    folder.mkdir(parents=True)
    (folder / name).write_text("null", encoding="utf-8")
    app = make_app(saves=SaveStore(data))
    app.settings = app.store.load()
    title = TitleScene(app)
    app.push(title)
    app.frame(1 / 60)
    if name == "stats.json":  # read when first needed: the statistics page
        title.selected = title.index_of("statistics")
        press(app, pygame.K_RETURN)
        press(app, pygame.K_ESCAPE)
        assert app.top is title
    [kept] = folder.glob(f"{name}.damaged-*")
    assert kept.read_text(encoding="utf-8") == "null"
    lines = [line for line in title.notice_lines() if str(kept) in line]
    assert len(lines) == 1 and "damaged" in lines[0]
    press(app, *[pygame.K_DOWN] * PLAYERS, pygame.K_RIGHT)  # a change: settings are saved
    assert app.store.can_save and kept.read_text(encoding="utf-8") == "null"


def test_a_settings_file_the_player_cannot_read_is_kept_and_the_title_says_so(
    make_app: Callable[..., App], config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from store_kit import cannot_read

    assert SettingsStore().save(Settings(players=2, bot_pause=2.5))
    path = config_dir / "settings.json"
    mine = path.read_bytes()
    with cannot_read(path, monkeypatch):
        app = make_app()
        app.settings = app.store.load()
        title = TitleScene(app)
        app.push(title)
        app.frame(1 / 60)
        press(app, *[pygame.K_DOWN] * PLAYERS, pygame.K_RIGHT)  # a change is tried
        assert app.settings.players == 5, "the choice still applies for this session"
        [line] = title.notice_lines()
        assert line == (
            f"Cannot read {path}: the game uses default settings and leaves the file untouched."
        )
    assert path.read_bytes() == mine, "never written over"


def test_a_folder_in_place_of_the_settings_file_says_damaged_not_unwritable(
    make_app: Callable[..., App], config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.store import settings as settings_module

    (config_dir / "settings.json").mkdir(parents=True)
    monkeypatch.setattr(settings_module, "move_aside", lambda path: None)  # say it is locked
    shown = spy_on_text(monkeypatch)
    app = make_app()
    app.store.load()
    app.push(TitleScene(app))
    press(app, *[pygame.K_DOWN] * PLAYERS, pygame.K_RIGHT)  # a change, so a save is tried and fails
    assert not app.store.can_save
    assert any("damaged" in text and "settings.json" in text for text in shown)
    assert not any("cannot be saved" in text or "not writable" in text for text in shown)


def test_a_language_without_catalog_shows_and_uses_english(
    make_app: Callable[..., App],
) -> None:
    app = make_app(Settings(window_size=(800, 600), language="tlh"))
    title = TitleScene(app)
    app.push(title)
    app.frame(1 / 60)
    assert title.items[LANGUAGE].value() == "English"
    assert title.items[NEW_GAME].label() == "New game"


def test_match_length_cycles_and_the_table_deals_that_many_games(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    title = TitleScene(app, start_game=lambda a, s, r: TitleScene(a))
    app.push(title)
    title.selected = MATCH
    press(app, pygame.K_RIGHT)
    assert app.settings.match_length == 9  # R10.5: six by default, the player may choose
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert app.settings.match_length == 3
    assert saved(app).match_length == 3
    press(app, pygame.K_LEFT)
    assert app.settings.match_length == 1 and title.items[MATCH].value() == "1 game"


# -- the pointer at launch, the rules from the title ----------------------------------------


def pointer_at(app: App, pos: tuple[int, int], rel: tuple[int, int] = (0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(0, 0, 0)))
    app.frame(1 / 60)


def test_enter_at_launch_starts_the_game_though_the_pointer_rests_on_a_setting(
    make_app: Callable[..., App],
) -> None:
    """SDL reports a pointer resting over the window once at start (rel 0,0): that must
    not take the keyboard's row, or Enter changes Match instead of starting."""
    app = make_app(Settings(window_size=(800, 600), match_length=3))
    started: list[Settings] = []

    def start_game(app_: App, settings: Settings, record: object) -> Scene:
        started.append(settings)
        return Scene(app_)

    title = TitleScene(app, start_game=start_game)
    app.push(title)
    pointer_at(app, title.layout().rows[MATCH].center)
    assert title.selected == NEW_GAME
    press(app, pygame.K_RETURN)
    assert len(started) == 1, "Enter must start the first item"
    assert app.settings.match_length == 3


def test_the_pointer_takes_the_row_once_it_really_moves(title: TitleScene) -> None:
    app = title.app
    rows = title.layout().rows
    pointer_at(app, rows[MATCH].center)
    press(app, *[pygame.K_DOWN] * PLAYERS)  # the keyboard keeps its own row meanwhile
    assert title.selected == PLAYERS
    pointer_at(app, (rows[MATCH].centerx + 4, rows[MATCH].centery), rel=(4, 0))
    assert title.selected == MATCH
    pointer_at(app, rows[ANIMATION].center, rel=(-4, 60))
    assert title.selected == ANIMATION


def test_a_fresh_report_after_the_window_is_made_again_does_not_count(
    title: TitleScene,
) -> None:
    """F11 makes a new window: SDL reports the resting pointer afresh (rel 0,0), and seen
    under X11 at a place some pixels off."""
    app = title.app
    rows = title.layout().rows
    pointer_at(app, rows[MATCH].center)
    pointer_at(app, rows[LANGUAGE].center)
    assert title.selected == NEW_GAME


@pytest.mark.parametrize(("k", "text"), [(pygame.K_F1, ""), (pygame.K_SLASH, "?")])
def test_f1_or_question_mark_shows_the_rules_on_the_title(
    title: TitleScene, k: int, text: str
) -> None:
    from game.ui.eight_half.overlays import HelpScene

    app = title.app
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text))
    app.frame(1 / 60)
    assert isinstance(app.top, HelpScene)
    press(app, pygame.K_RETURN)  # any key goes back, and is not also taken by the menu
    assert app.top is title
    assert title.selected == NEW_GAME and not app.scenes[1:]


def test_the_footer_names_the_rules_key() -> None:
    assert "F1" in i18n.tr("title.controls")


def test_a_window_moving_under_a_resting_pointer_does_not_take_the_row(
    title: TitleScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F11 moves the window to 0,0 under the pointer: SDL reports the pointer at a new
    place in the window (with a rel), though the mouse did not move."""
    app = title.app
    rows = title.layout().rows
    shift = rows[MATCH].centery - rows[PLAYERS].centery
    where = [(320, 180)]
    monkeypatch.setattr(pygame.display, "get_window_position", lambda: where[0])
    x, y = rows[PLAYERS].center
    pointer_at(app, (x, y))
    where[0] = (320, 180 - shift)  # the window moved up; the pointer stayed on the desktop
    pointer_at(app, (x, y + shift), rel=(0, shift))  # ... so it is over Match now
    assert title.selected == NEW_GAME
    pointer_at(app, (x, y), rel=(0, -shift))  # now the mouse does move
    assert title.selected == PLAYERS
