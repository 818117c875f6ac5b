"""The menus at a large text size (the Display page's Text size): their words grow with the
setting and the pages reflow for them, nothing shrunk, nothing cut by the window's edge."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import drawn_screens as ds
import pygame
import pytest
from screen_sweep import clipped

from game.store.settings import Settings
from game.ui.menus.style import read_size
from game.ui.shell import drawn, text_size
from game.ui.shell.drawn import Drawn, Kind


@pytest.fixture(autouse=True)
def normal_text_after() -> Iterator[None]:
    """The text size is global, as the language is: Normal again for the next test."""
    yield
    text_size.set_text_size("normal")


def frame(app: Any, size: tuple[int, int]) -> list[Drawn]:
    """What one frame of the app's screen drew at `size`."""
    with drawn.recording() as seen:
        ds.show(app, size)
    return [d for d in seen if d.kind is Kind.TEXT]


def large_app(make_app: Callable[..., Any], language: str, size: str = "large") -> Any:
    return make_app(Settings(window_size=(800, 600), language=language, text_size=size))


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_titles_keys_take_two_lines_at_large_text_not_a_smaller_font(
    make_app: Callable[..., Any], tmp_path: Path, language: str
) -> None:
    """At 800×600 in Large text the line of keys ("↑ ↓ choose · Enter select · ← → change ·
    F1 rules · F11 fullscreen · Esc quit") is wider than the window: it goes on two lines at
    the size the footer reads, one under the other, inside the window."""
    app = large_app(make_app, language)
    ds.title_with_matches(app, tmp_path)
    texts = frame(app, (800, 600))
    read = read_size((800, 600))
    keys = [d for d in texts if "F11" in d.text or "↑ ↓" in d.text]
    assert len(keys) == 2
    assert all(d.size == read and not d.shrunk for d in keys)
    assert keys[0].rect.bottom <= keys[1].rect.top or keys[1].rect.bottom <= keys[0].rect.top
    assert all(d.rect.left >= 0 and d.rect.right <= 800 and d.rect.bottom <= 600 for d in keys)
    credit = next(d for d in texts if "Haim Shafir" in d.text)
    assert credit.rect.bottom <= min(d.rect.top for d in keys), "the credit stands above"


def faults(app: Any, size: tuple[int, int]) -> list[str]:
    """What the clipping sweep finds cut or shrunk in one frame at `size`."""
    with drawn.recording() as seen:
        ds.show(app, size)
    return clipped(seen, size)


def test_the_statistics_tabs_lie_inside_the_window_at_large_text(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """At 800×600 the five opponents' tabs ("Facile" … "Humains") and the person's arrows
    were wider than the window at Large: the page now keeps them inside it, unshrunk."""
    app = large_app(make_app, "fr")
    ds.statistics(app, tmp_path)
    with drawn.recording() as seen:
        ds.show(app, (800, 600))
    window = pygame.Rect(0, 0, 800, 600)
    assert all(window.contains(d.rect) for d in seen if d.kind is Kind.TEXT)
    assert clipped(seen, (800, 600)) == []


def test_the_statistics_numbers_read_from_the_sofa_at_large_text(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """At 1920×1080 in Large text the numbers' table ("Matches", "Played", 60) had shrunk to
    16 px to fit its panel: every word of the page is 2.5% of the height at least now."""
    app = large_app(make_app, "en")
    ds.statistics(app, tmp_path)
    texts = frame(app, (1920, 1080))
    assert min(d.size for d in texts if d.text.strip()) >= 27
    assert next(d for d in texts if d.text == "Matches").size >= 27


@pytest.mark.parametrize("size", ["large", "largest"])
@pytest.mark.parametrize("screen", ["phone room", "phone room house rules"])
def test_the_rooms_seats_and_rules_keep_their_size_at_large_text(
    make_app: Callable[..., Any], tmp_path: Path, screen: str, size: str
) -> None:
    """At 800×600 in Large text a seat's row ("‹  Bartholomeus · absent  ›") and the house
    rules' lines were shrunk: the code's column gives the seats room (at the largest text a
    seat's value goes under its label), the rules take a third line (above the status)."""
    app = large_app(make_app, "fr", size)
    ds.SCREENS[screen](app, tmp_path)
    assert faults(app, (800, 600)) == []


def test_a_tutorial_button_too_long_for_its_row_takes_two_lines(
    make_app: Callable[..., Any],
) -> None:
    """At 800×600 in Large text "Opnieuw beginnen" was wider than the coach's panel: its
    words go on two lines at the buttons' size."""
    from game.ui.tutorial import coach
    from game.ui.tutorial.scene import TutorialScene

    app = large_app(make_app, "nl")
    app.push(TutorialScene(app, app.settings, start_at=6))
    texts = frame(app, (800, 600))
    assert faults(app, (800, 600)) == []
    unit = app.top.view.layout().unit
    words = [d for d in texts if d.text in ("Opnieuw", "beginnen")]
    assert len(words) == 2
    assert all(d.size == coach.button_text_size(unit) for d in words)


def test_the_rules_pages_never_go_under_the_read_size_at_large_text(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """The rules' longest page shrank its words (and their "•") to fit its panel: at Large
    they stay at 2.5% of a 16:9 window's height at least."""
    app = large_app(make_app, "fr")
    ds.SCREENS["8½ mid 5"](app, tmp_path)
    app.top.open_help()
    ds.show(app, (1280, 720))
    for page in range(app.top.page_count):
        app.top.page = page
        assert min(block.size for block in app.top.plan((1280, 720))) >= 18


def test_the_longest_title_scrolls_at_the_largest_text_its_rows_at_the_read_size(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """Huit américain's title with both matches to continue has twenty rows: at Largest in a
    1280×720 window they were squeezed to 16 px (under Normal's 18) and at 800×600 ran into
    the footer. The menu scrolls instead: its rows keep the read size, stand above the
    footer, and going down the menu brings the last row ("Quit") into view."""
    app = large_app(make_app, "fr", "largest")
    ds.title_with_matches(app, tmp_path)
    for size in ((800, 600), (1280, 720)):
        texts = frame(app, size)
        title = app.top
        lay = title.layout()
        assert lay.shown is not None
        rows = dict(title.shown_rows(lay))
        assert len(rows) < len(title.items)
        assert lay.text_size >= lay.small_size  # the read size at Largest
        assert max(r.bottom for r in rows.values()) <= lay.footer_top
        assert clipped(texts, size) == []
    quit_words = title.items[-1].label()
    assert quit_words not in [d.text for d in frame(app, (1280, 720))]
    title.selected = len(title.items) - 1
    assert quit_words in [d.text for d in frame(app, (1280, 720))]


def test_the_pause_menus_buttons_keep_their_size_at_the_largest_text(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """At 800×600 in the largest text, "Chloé s’en va : un robot prend sa place (B)" was
    wider than the window: the menu takes a unit its longest words hold in (never under
    Normal's), and no button of it is shrunk."""
    app = large_app(make_app, "fr", "largest")
    ds.pause_leaving(app, tmp_path)
    texts = frame(app, (800, 600))
    buttons = [t for _, t in app.top.buttons()]
    drawn_buttons = [d for d in texts if d.text in buttons]
    assert len(drawn_buttons) == len(buttons)
    assert not any(d.shrunk for d in drawn_buttons)


def test_a_house_rules_line_takes_two_lines_at_the_largest_text(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """At 800×600 in the largest text the jokers' line ("Deux jokers par jeu : ils se
    posent sur tout…") was shrunk under its rule: it takes a second line."""
    app = large_app(make_app, "fr", "largest")
    ds.SCREENS["house rules"](app, tmp_path)
    assert faults(app, (800, 600)) == []


def test_the_matches_list_keeps_its_rows_words_at_large_text(
    make_app: Callable[..., Any], tmp_path: Path
) -> None:
    """A Huit américain match's row says its players' scores and its house rules under its
    line: at Large in French the rules were shrunk beside the scores (each had half the
    row). They take a line each now, and the keys' help and buttons their own room."""
    import attrs
    from game_file_kit import huit_match

    from game.ui.menus.matches import MatchesScene
    from game.ui.shell.scene import Scene

    app = large_app(make_app, "fr")
    rules = ("jokers", "jack_reverses", "seven_cards")
    rec = attrs.evolve(huit_match(3, 5, 100, rules=rules), id="20260201-180000-ccc333")
    assert app.saves.history.add(rec)
    app.push(Scene(app))
    app.push(MatchesScene(app))
    for size in ((800, 600), (1280, 720), (1920, 1080)):
        assert faults(app, size) == []


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_plain_titles_rows_read_at_the_largest_size(
    make_app: Callable[..., Any], tmp_path: Path, size: tuple[int, int]
) -> None:
    """With a match of each game to continue, the title's seventeen rows were squeezed at
    Largest to 16 px in 800×600, no larger than at Normal, while their details under them
    read at 21: the menu scrolls instead, every row at the size chosen."""
    from game.ui.menus.title import TitleScene

    app = large_app(make_app, "nl", "largest")
    ds.title_with_matches(app, tmp_path)
    ds.clear(app)
    app.update_settings(game="eight_half")
    app.push(TitleScene(app))
    frame(app, size)
    lay = app.top.layout()
    assert lay.text_size >= lay.small_size
