"""The Huit américain table at the Large and Largest text sizes: its words grow and the
table makes room for them, none cut, squeezed or broken in the middle of a word."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import huit_table_kit as kit
import pygame
import pytest
from drawn_screens import show

from game.rules.huit.cards import EIGHT
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell import drawn, text_size
from game.ui.shell.drawn import Kind
from game.ui.shell.i18n import tr, trn

MakeApp = Callable[..., Any]


@pytest.fixture(autouse=True)
def _normal_after() -> Iterator[None]:
    """The text size is the whole window's: later tests find it back at Normal."""
    yield
    text_size.set_text_size("normal")


def _choosing(make_app: MakeApp, players: int, size: tuple[int, int], **kw: Any) -> HuitTableScene:
    """A table whose player has picked an 8: the suit chooser is open (RULES.md H4)."""
    app = make_app(kit.settings(players, size, **kw))
    scene = kit.table(app, seed=7)
    hands = ["8s 3h 9d Kc 5h", "4c 6d", "7h 2s", "Jd", "Qh 3c"][:players]
    kit.put(scene, kit.position(hands, discard="5c"))
    order = scene.controls.order()
    scene.controls.pick(next(p for p, i in enumerate(order) if scene.shown.hand[i].rank == EIGHT))
    assert scene.controls.choosing is not None
    return scene


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize(
    ("text", "size", "players", "log_open"),
    [
        ("largest", (800, 600), 5, False),
        ("largest", (800, 600), 2, False),
        ("large", (800, 600), 5, False),
        ("large", (1280, 720), 5, False),
        ("largest", (1920, 1080), 4, False),
        ("large", (1920, 1080), 3, True),
        ("normal", (1280, 720), 5, True),  # a narrow room beside the pile at any size
    ],
)
def test_h4_the_suit_chooser_reads_whole_and_its_buttons_can_be_hit(
    make_app: MakeApp,
    language: str,
    text: str,
    size: tuple[int, int],
    players: int,
    log_open: bool,
) -> None:
    """Naming a suit after an 8 (H4) with large words: the chooser's title is drawn whole
    (no word broken in two, none shrunk) and its four buttons lie in the window, apart,
    big enough to hit, and leave the hand and the seats in sight (the prompt, the way back
    out with Esc, too where there is room: not at Largest in a small window)."""
    scene = _choosing(make_app, players, size, language=language, text_size=text)
    scene.log_open = log_open
    with drawn.recording() as seen:
        show(scene.app, size)
    lay = scene.view.layout(size)
    title = tr("huit.table.choose_suit")
    # What is written on the chooser, the buttons' numbers and the middle's words under it
    # aside: any piece of the title's words (a word broken in two) counts.
    words = sorted(
        (
            d
            for d in seen
            if d.kind is Kind.TEXT
            and lay.chooser.contains(d.rect)
            and _part_of(d.text, title)
            and not d.text.isdigit()
        ),
        key=lambda d: d.rect.y,
    )
    assert " ".join(d.text for d in words) == title, "the title, each word whole"
    assert not any(d.shrunk for d in words), "the title at its own size"
    window = pygame.Rect((0, 0), size)
    kept = {"hand": lay.seats[0].hand, "keys": lay.keys}
    for s in lay.seats:
        kept.update({f"seat{s.seat}.plate": s.plate, f"seat{s.seat}.hand": s.hand})
    for r in lay.suit_buttons:
        assert window.contains(r) and lay.chooser.contains(r)
        assert r.w >= 28, f"a suit button {r.w}px wide is hard to hit"
        for name, rect in kept.items():
            assert not r.colliderect(rect), f"a suit button {r} covers {name} {rect}"
    assert len(set(map(tuple, lay.suit_buttons))) == 4
    assert not any(a.colliderect(b) for a in lay.suit_buttons for b in lay.suit_buttons if a != b)


def _table(
    make_app: MakeApp, players: int, size: tuple[int, int], log_open: bool, **kw: Any
) -> tuple[HuitTableScene, list[drawn.Drawn]]:
    """A table mid-round, four cards left to draw, drawn once at `size`: the scene and what
    its frame wrote."""
    app = make_app(kit.settings(players, size, **kw))
    scene = kit.table(app, seed=7)
    hands = ["5c 9d Qs 4h", "Kc 2d", "7h 2s Js", "Jd", "Qh 3c"][:players]
    kit.put(scene, kit.position(hands, discard="5h 8c", suit="d", stock="3s 4s 5s 6s"))
    scene.log_open = log_open
    with drawn.recording() as seen:
        show(app, size)
    return scene, [d for d in seen if d.kind is Kind.TEXT]


def _part_of(text: str, whole: str) -> bool:
    """Is each of `text`'s words a piece of one of `whole`'s (a word broken in two counts)?"""
    return all(any(part in word for word in whole.split(" ")) for part in text.split(" "))


CROWDED = [
    ("largest", (800, 600), 5, False),
    ("largest", (800, 600), 3, True),
    ("large", (800, 600), 3, True),
    ("large", (1280, 720), 5, True),
    ("normal", (800, 600), 5, True),  # narrow beside the seats at any size
]


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize(("text", "size", "players", "log_open"), CROWDED)
def test_the_count_under_the_stock_reads_whole_at_its_size(
    make_app: MakeApp,
    language: str,
    text: str,
    size: tuple[int, int],
    players: int,
    log_open: bool,
) -> None:
    """How many cards are left to draw (RULES.md H2: the stock) reads at the table's size
    where the room beside the seats is narrow: on two lines rather than shrunk."""
    scene, texts = _table(make_app, players, size, log_open, language=language, text_size=text)
    lay = scene.view.layout(size)
    want = trn("huit.table.stock", 4)
    count = sorted(
        (d for d in texts if lay.stock_count.contains(d.rect) and _part_of(d.text, want)),
        key=lambda d: d.rect.y,
    )
    assert " ".join(d.text for d in count) == want, "whole, each word whole"
    for d in count:
        assert not d.shrunk, f"{d.text!r} shrunk to {d.size}px from {d.asked}px"
        assert d.room is None or d.rect.w <= d.room


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize(("text", "size", "players", "log_open"), CROWDED)
def test_the_rounds_line_reads_whole_beside_or_under_the_toolbar(
    make_app: MakeApp,
    language: str,
    text: str,
    size: tuple[int, int],
    players: int,
    log_open: bool,
) -> None:
    """The round's line ("Round 1 · first to 500", RULES.md H6) reads at its size with the
    move log open in a small window and large words: under the toolbar where beside it
    there is no room, clear of the toolbar, the seats and the log."""
    scene, texts = _table(make_app, players, size, log_open, language=language, text_size=text)
    lay = scene.view.layout(size)
    want = scene.view.info_text()
    line = sorted(
        (d for d in texts if lay.info.contains(d.rect) and _part_of(d.text, want)),
        key=lambda d: d.rect.y,
    )
    assert " · ".join(d.text for d in line) == want
    for d in line:
        assert not d.shrunk, f"{d.text!r} shrunk to {d.size}px from {d.asked}px"
        assert d.room is None or d.rect.w <= d.room
    others = [*lay.toolbar.values(), *(r for s in lay.seats for r in (s.plate, s.hand))]
    assert not any(lay.info.colliderect(r) for r in others)
    if lay.log_panel is not None:
        assert not lay.info.colliderect(lay.log_panel)
