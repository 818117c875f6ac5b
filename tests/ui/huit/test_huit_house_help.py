"""The rules help (F1) under house rules (RULES.md H7): the rules in force, each with its
text and what our table decided where H7 is silent, fitting the panel at every size in
every language; the book's rules alone when none is on."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import huit_table_kit as kit
import pygame
import pytest

from game.rules import huit
from game.store.settings import Settings
from game.ui.huit.help import HOUSE, PAGES, HuitHelpScene, house_items, pages
from game.ui.shell import i18n
from game.ui.table.help_pages import Block

MakeApp = Callable[..., Any]
SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
READABLE = 15  # item text at 800x600 never shrinks below this (as the book's pages)
RULE_SETS = (
    list(huit.HOUSE_RULES),
    ["jokers"],
    ["jack_reverses"],
    ["no_eight_on_eight"],
    ["no_finish_on_eight"],
    ["seven_cards"],
    ["no_eight_on_eight", "no_finish_on_eight", "seven_cards"],
    ["jokers", "no_finish_on_eight"],
)


@pytest.fixture(params=("en", "fr", "nl"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language("en")


def _texts(scene: HuitHelpScene) -> list[Block]:
    return [b for page in range(scene.page_count) for b in scene.page_blocks(page)]


def test_h7_every_rule_has_its_text_in_the_help() -> None:
    assert list(HOUSE) == list(huit.HOUSE_RULES)


def test_h7_the_book_rules_keep_the_books_help(make_app: MakeApp) -> None:
    """H7: with every rule off the game is exactly the book's, and so is its help."""
    scene = HuitHelpScene(make_app())
    assert scene.pages == PAGES
    assert not any("house" in key for _, items in scene.pages for key, _ in items)


def test_h7_only_the_rules_in_force_are_told(lang: str, make_app: MakeApp) -> None:
    app = make_app()
    for rules in RULE_SETS:
        scene = HuitHelpScene(app, rules)
        said = " ".join(text for _, text, _ in _texts(scene))
        for name in huit.HOUSE_RULES:
            rule = i18n.tr(HOUSE[name][0][0], carte=i18n.tr("huit.say.carte"))
            # With jokers, "no going out on an 8" says "nor a joker" in its own words.
            told = name in rules and not (name == "no_finish_on_eight" and "jokers" in rules)
            assert (rule in said) == told, (rules, name)
        assert i18n.tr("huit.help.head.house") in said


def test_h7_each_rule_comes_with_what_our_table_decided(lang: str, make_app: MakeApp) -> None:
    scene = HuitHelpScene(make_app(), huit.HOUSE_RULES)
    said = [text for _, text, _ in _texts(scene)]
    carte = i18n.tr("huit.say.carte")
    for key in (
        "huit.help.house.jokers",
        "huit.help.house.jokers.decided",
        "huit.help.house.jack_reverses",
        "huit.help.house.jack_reverses.decided",
        "huit.help.house.no_eight_on_eight",
        "huit.help.house.no_eight_on_eight.decided",
        "huit.help.house.no_eight_on_eight.jokers",
        "huit.help.house.no_finish_on_eight.jokers",
        "huit.help.house.no_finish_on_eight.decided",
        "huit.help.house.seven_cards",
    ):
        assert i18n.tr(key, carte=carte) in said, key
    # No going out on an 8 names the joker only when jokers are played.
    alone = [text for _, text, _ in _texts(HuitHelpScene(make_app(), ["no_finish_on_eight"]))]
    assert i18n.tr("huit.help.house.no_finish_on_eight") in alone
    assert i18n.tr("huit.help.house.no_finish_on_eight.jokers") not in alone


def test_h7_the_house_rules_follow_the_books_and_come_before_the_decisions() -> None:
    every = pages(huit.HOUSE_RULES)
    heads = [head for head, _ in every]
    assert heads[:3] == [head for head, _ in PAGES[:3]]
    assert heads[3] == "huit.help.head.house"
    assert heads[-len(PAGES) + 3 :] == [head for head, _ in PAGES[3:]]
    keys = [key for _, items in every for key, _ in items]
    assert keys.index("huit.help.house.jokers") < keys.index("huit.help.house.seven_cards")
    assert len(keys) == len(set(keys))
    assert sum(len(group) for group in house_items(huit.HOUSE_RULES)) == 10


@pytest.mark.parametrize("code", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", SIZES)
def test_h7_every_house_page_fits_and_fills_its_panel(
    make_app: MakeApp, code: str, size: tuple[int, int]
) -> None:
    app = make_app(Settings(window_size=size, language=code))
    i18n.set_language(code)
    try:
        for rules in RULE_SETS:
            scene = HuitHelpScene(app, rules)
            body = scene.layout(size)["body"]
            for page in range(scene.page_count):
                head = scene.pages[page][0]
                if "house" not in head:
                    continue
                scene.page = page
                plan = scene.plan(size)
                rects = [r for b in plan for _, r in b.lines]
                pics = [b.picture_rect for b in plan if b.picture_rect is not None]
                for rect in rects + pics:
                    assert body.contains(rect), (rules, page, rect)
                for pic in pics:  # no text runs under a picture
                    assert not any(r.colliderect(pic) for r in rects), (rules, page)
                if size == (800, 600):
                    items = [b.size for b in plan if b.style == "item"]
                    assert min(items) >= READABLE, (rules, page, min(items))
                bottom = max(r.bottom for r in rects + pics)
                if len(scene.pages[page][1]) > 2:  # a page of one short rule stays short
                    assert bottom - body.y >= body.h * 0.6, (rules, page)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("rules", [r for r in RULE_SETS if "jokers" not in r])
def test_h7_every_house_page_draws(make_app: MakeApp, rules: list[str]) -> None:
    """Drawn with its cards (the joker's face is drawn by the table's card faces and
    tested with them)."""
    app = make_app()
    scene = HuitHelpScene(app, rules)
    surface = pygame.Surface((800, 600))
    for page in range(scene.page_count):
        scene.page = page
        scene.draw(surface)


def test_h7_f1_at_the_table_tells_the_rules_of_the_round(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3))
    scene = kit.table(app)
    position = {
        "game": "huit", "decks": 1, "hands": ["5h 9c Kd", "2c 3c", "4d 6s"],
        "stock": "2d 9d", "discard": "5s 7h", "suit": None, "turn": 0, "phase": "play",
        "drawn": None, "penalty": 0, "unannounced": None, "rules": ["jokers", "seven_cards"],
    }  # fmt: skip
    kit.put(scene, huit.parse_position(json.dumps(position)))
    kit.key(pygame.K_F1)
    kit.frames(app, 1)
    help_scene = app.top
    assert isinstance(help_scene, HuitHelpScene)
    said = " ".join(text for _, text, _ in _texts(help_scene))
    assert i18n.tr("huit.help.house.jokers") in said
    assert i18n.tr("huit.help.house.seven_cards") in said
    assert i18n.tr("huit.help.house.jack_reverses", carte=i18n.tr("huit.say.carte")) not in said
