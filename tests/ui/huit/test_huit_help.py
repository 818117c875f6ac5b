"""The Huit américain rules help (F1): H1–H6 with their cards and the table's decisions,
fitting the panel at every window size in every language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.store.settings import Settings
from game.ui.eight_half.overlays import HelpScene
from game.ui.huit.help import PAGES, HuitHelpScene
from game.ui.shell import i18n
from game.ui.table.help_pages import PagedHelp

SIZES = ((800, 600), (1280, 720), (1920, 1080))
READABLE = 15  # item text at 800x600 never shrinks below this


@pytest.mark.parametrize("code", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", SIZES)
def test_every_page_fits_its_panel(
    make_app: Callable[..., Any], code: str, size: tuple[int, int]
) -> None:
    app = make_app(Settings(window_size=size, language=code))
    i18n.set_language(code)
    try:
        scene = HuitHelpScene(app)
        body = scene.layout(size)["body"]
        assert pygame.Rect((0, 0), size).contains(scene.layout(size)["panel"])
        pictures = 0
        for page in range(scene.page_count):
            scene.page = page
            plan = scene.plan(size)
            rects = [r for b in plan for _, r in b.lines]
            pics = [b.picture_rect for b in plan if b.picture_rect is not None]
            pictures += len(pics)
            for rect in rects + pics:
                assert body.contains(rect), (page, rect)
            for pic in pics:  # no text runs under a picture
                assert not any(r.colliderect(pic) for r in rects), page
            items = [b.size for b in plan if b.style == "item"]
            assert min(items) >= READABLE, (page, min(items))
            surface = pygame.Surface(size)
            scene.draw(surface)
        assert pictures >= 12
    finally:
        i18n.set_language("en")


def test_every_decision_is_on_a_page() -> None:
    keys = [k for _, items in PAGES for k, _ in items]
    for tag in (
        "h1_1",
        "h3_1",
        "h3_2",
        "h4_1",
        "h4_2",
        "h4_3",
        "h4_4",
        "h5_1",
        "h6_1",
        "h6_2",
        "winner",
        "first_discard",
        "keep",
        "last_seven_eight",
        "call_under_ace",
        "call_gone",
        "refill",
        "bots_call",
    ):
        assert any(k.endswith("." + tag) for k in keys), tag
    assert len(keys) == len(set(keys))


def test_pages_turn_and_any_other_key_closes(make_app: Callable[..., Any]) -> None:
    app = make_app()
    scene = HuitHelpScene(app)
    app.push(scene)

    def key(k: int) -> None:
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))

    key(pygame.K_RIGHT)
    key(pygame.K_PAGEDOWN)
    assert scene.page == 2
    key(pygame.K_LEFT)
    assert scene.page == 1
    for _ in range(10):
        key(pygame.K_RIGHT)
    assert scene.page == scene.page_count - 1
    key(pygame.K_RETURN)
    assert app.top is not scene


def test_both_games_share_the_pager(make_app: Callable[..., Any]) -> None:
    app = make_app()
    assert isinstance(HelpScene(app), PagedHelp) and isinstance(HuitHelpScene(app), PagedHelp)


@pytest.mark.parametrize("code", ["en", "fr", "nl"])
@pytest.mark.parametrize("size", SIZES + ((3840, 2160),))
def test_every_page_fills_its_panel(
    make_app: Callable[..., Any], code: str, size: tuple[int, int]
) -> None:
    """A short page is not left half empty on a big window: its text grows (still fitting,
    as above) until the page reaches down most of the panel."""
    app = make_app(Settings(window_size=size, language=code))
    i18n.set_language(code)
    try:
        scene = HuitHelpScene(app)
        body = scene.layout(size)["body"]
        for page in range(scene.page_count):
            scene.page = page
            plan = scene.plan(size)
            bottom = max(
                [r.bottom for b in plan for _, r in b.lines]
                + [b.picture_rect.bottom for b in plan if b.picture_rect is not None]
            )
            assert bottom - body.y >= body.h * 0.8, (page, (bottom - body.y) / body.h)
    finally:
        i18n.set_language("en")
