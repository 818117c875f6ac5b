"""The statistics keep Huit américain's matches under house rules apart from the book's
(RULES.md H7.6): a filter, "Book rules / House rules", driven as a player would."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from huit_kit import play
from stats_kit import click, press, shown

from game.store.settings import Settings
from game.store.stats import StatsStore
from game.ui.menus.statistics import StatsScene
from game.ui.shell import i18n
from game.ui.shell.app import App
from game.ui.shell.scene import Scene


def counted(path: Path) -> StatsStore:
    """One single round by the book's rules, two under house rules (other rules each), all
    three players against Medium bots."""
    store = StatsStore(path)
    for n, rules in enumerate(((), ("jokers", "jack_reverses"), ("seven_cards",))):
        rec, _ = play(players=3, seed=30 + n, target=None, rules=rules,
                      match_id=f"20260201-18000{n}-rules{n}")  # fmt: skip
        store.count(rec.with_status("finished"))
    return store


def open_stats(
    make_app: Callable[..., App], store: StatsStore, language: str = "en", **settings: object
) -> StatsScene:
    fields: dict[str, object] = dict(
        window_size=(800, 600), game="huit", huit_players=3, language=language
    )
    fields.update(settings)
    app = make_app(Settings(**fields))  # type: ignore[arg-type]
    app.push(Scene(app))  # stands for the title
    scene = StatsScene(app, store)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def test_h7_6_the_filter_splits_the_counts_and_h_switches_it(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json"))
    text = shown(scene)
    assert text["rules:book.text"] == "Book rules" and text["rules:house.text"] == "House rules"
    assert scene.house is False  # the title's choice: the book's rules
    assert text["played.matches"] == "1" and text["played.games"] == "1"
    press(scene.app, pygame.K_h)
    assert scene.house is True
    assert shown(scene)["played.matches"] == "2" and shown(scene)["played.games"] == "2"
    press(scene.app, pygame.K_h)
    assert scene.house is False and shown(scene)["played.matches"] == "1"


def test_h7_6_the_rules_tabs_answer_the_mouse(make_app: Callable[..., App], tmp_path: Path) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json"))
    rects = scene.layout(scene.app.size)
    click(scene.app, rects["rules:house"].center)
    assert scene.house is True and shown(scene)["played.matches"] == "2"
    click(scene.app, rects["rules:book"].center)
    assert scene.house is False and shown(scene)["played.matches"] == "1"


def test_h7_6_the_statistics_open_on_the_rules_the_title_chose(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json"), huit_rules=("jokers",))
    assert scene.house is True and shown(scene)["played.matches"] == "2"


def test_8_half_has_no_rules_filter(make_app: Callable[..., App], tmp_path: Path) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json"), game="eight_half")
    assert not any(name.startswith("rules") for name in shown(scene))
    press(scene.app, pygame.K_h)
    assert scene.house is False
    press(scene.app, pygame.K_g)  # Huit américain: the filter is there
    assert shown(scene)["rules:house.text"] == "House rules"


@pytest.mark.parametrize(
    ("language", "book", "house"),
    [("fr", "Règles de base", "Règles maison"), ("nl", "Officiële regels", "Huisregels")],
)
def test_the_filter_in_french_and_dutch(
    make_app: Callable[..., App], tmp_path: Path, language: str, book: str, house: str
) -> None:
    i18n.set_language(language)
    scene = open_stats(make_app, counted(tmp_path / "stats.json"), language=language)
    text = shown(scene)
    assert (text["rules:book.text"], text["rules:house.text"]) == (book, house)
