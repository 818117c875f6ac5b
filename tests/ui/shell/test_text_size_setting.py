"""The Text size setting (Normal, Large, Largest) on the title's Display page: kept with the
settings, said on the title's Display row, and taking hold at once on the screen under way:
its words, rows and plates a quarter or a half larger (game/ui/shell/text_size.py). That
nothing is cut for it, from 800×600 to 4K, is tests/ui/test_clipping.py's."""

from __future__ import annotations

from collections.abc import Callable

import drawn_screens as ds
import pygame
import pytest
import table_kit as kit

from game.store.settings import SettingsStore
from game.ui.eight_half.table_scene import TableScene
from game.ui.menus.motion import MotionScene
from game.ui.menus.title import TitleScene
from game.ui.shell import drawn, i18n
from game.ui.shell.app import App
from game.ui.shell.widgets import LEAST

MakeApp = Callable[..., App]


def _display_page(app: App) -> tuple[TitleScene, MotionScene]:
    title = TitleScene(app)
    app.push(title)
    title.selected = title.index_of("animation")
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    page = app.top
    assert isinstance(page, MotionScene)
    page.selected = page.index_of("text_size")
    return title, page


def test_the_display_page_cycles_the_text_size_and_keeps_it(make_app: MakeApp) -> None:
    app = make_app(kit.settings())
    title, page = _display_page(app)
    row = page.items[page.selected]
    assert row.label() == "Text size" and row.value() == "Normal"
    seen = []
    for _ in range(3):
        kit.key(pygame.K_RIGHT)
        kit.frames(app)
        seen.append((app.settings.text_size, row.value(), SettingsStore().load().text_size))
    assert seen == [
        ("large", "Large", "large"),
        ("largest", "Largest", "largest"),
        ("normal", "Normal", "normal"),
    ]
    kit.key(pygame.K_LEFT)  # backwards, from Normal to Largest
    kit.frames(app)
    assert app.settings.text_size == "largest"
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert app.top is title
    assert title.items[title.index_of("animation")].value() == "Largest text · Instant"


@pytest.mark.parametrize(
    ("language", "label", "values"),
    [
        ("fr", "Taille du texte", ["Normale", "Grande", "Très grande"]),
        ("nl", "Tekstgrootte", ["Normaal", "Groot", "Zeer groot"]),
    ],
)
def test_the_text_size_row_speaks_the_players_language(
    make_app: MakeApp, language: str, label: str, values: list[str]
) -> None:
    app = make_app(kit.settings(language=language))
    _, page = _display_page(app)
    row = page.items[page.selected]
    said = []
    for _ in values:
        said.append(row.value())
        kit.key(pygame.K_RIGHT)
        kit.frames(app)
    assert (row.label(), said) == (label, values)
    assert i18n.tr("menu.motion") in {"Affichage", "Weergave"}


def _smallest_words(app: App) -> int:
    with drawn.recording() as seen:
        app.request_redraw()
        ds.show(app, app.size)
    return min(d.size for d in seen if d.kind is drawn.Kind.TEXT and d.text.strip())


@pytest.mark.parametrize(("text_size", "grown"), [("large", 1.25), ("largest", 1.5)])
def test_the_table_under_way_grows_its_words_at_once(
    make_app: MakeApp, text_size: str, grown: float
) -> None:
    """Changed from the pause menu's way back to the title or anywhere: the table open
    behind lays itself out again, its unit and its smallest words grown."""
    app = make_app(kit.settings(size=(1920, 1080)))
    table = kit.table(app)
    assert isinstance(table, TableScene)
    ds.show(app, (1920, 1080))
    before_unit, before_words = table.view.layout().unit, _smallest_words(app)
    assert before_words >= round(before_unit * LEAST) - 1
    app.update_settings(text_size=text_size)
    after_unit, after_words = table.view.layout().unit, _smallest_words(app)
    w, h = app.size
    # Largest grows as far as the table's middle holds its lines: at least as much as Large
    large = round(min(h / 36, w / 50) * 1.25)
    assert large <= after_unit <= round(min(h / 36, w / 50) * grown)
    assert after_words >= round(before_words * 1.25) - 1, "the smallest words grew with it"
    # 2.5% of a 16:9 window's height at Normal, the room's least; more at a larger size.
    assert after_words / h >= 0.025 * 1.25 - 0.002
    app.update_settings(text_size="normal")
    assert table.view.layout().unit == before_unit
