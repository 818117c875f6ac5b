"""The focus shows: whatever the keys have reached has a band at least 3 px wide standing at
least 3:1 against what lies on both its sides (tests/kits/focus_kit.py), measured from the
pixels of a frame with the focus there and one without. A card in the hand at both tables,
Huit's suit chooser, the chosen row of the title, of a page of it and of the room, and
the chosen button of the pause menu; at 800×600, 1280×720, 1920×1080 and 3840×2160."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import drawn_screens as ds
import pygame
import pytest
import table_kit as kit
from focus_kit import LEAST_CONTRAST, clearest, line

from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus.sound import SoundScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.shell.overlay import MenuOverlay

Lines = list[tuple[tuple[int, int], tuple[int, int]]]


def across_top(r: pygame.Rect) -> Lines:
    """A line down through the middle of the top edge of `r`, from well above it."""
    reach = max(12, r.w // 4)
    return [((r.centerx, max(0, r.top - reach)), (r.centerx, r.top + reach))]


def across_left(r: pygame.Rect) -> Lines:
    """A line through the left edge of `r` at its middle, short of what is written in it."""
    reach = max(12, r.h // 2)
    return [((max(0, r.left - reach), r.centery), (r.left + reach // 2, r.centery))]


def measure(app: App, focus: Callable[[bool], None], lines: Lines) -> list[float]:
    screen = pygame.display.get_surface()
    seen = {}
    for on in (True, False):
        focus(on)
        app.frame(0.0)
        seen[on] = [line(screen, a, b) for a, b in lines]
    return [clearest(f, p) for f, p in zip(seen[True], seen[False], strict=True)]


def eight_half(app: App, _tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    app.update_settings(players=2, animation_speed="instant", bot_pause=10.0)
    scene = kit.table(app)
    kit.put(scene, kit.position(2, [{"hand": "7 9 3"}, {"hand": "4 g"}], pile="6", bid="6"))
    scene.controls.keyboard = True
    shown = scene.controls.shown_focus()
    assert shown is not None
    rect = scene.view.hand_rects(scene.view.layout(), 0)[shown[1]]

    def focus(on: bool) -> None:
        scene.controls.keyboard = on

    assert isinstance(scene, TableScene)
    return focus, across_top(rect)


def huit(app: App, tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    ds.huit_typical(app, tmp)
    scene = app.top
    assert isinstance(scene, HuitTableScene)
    last = len(scene.controls.order()) - 1
    rect = scene.view.hand_rects(scene.view.layout())[last]

    def focus(on: bool) -> None:
        scene.controls.focus = last if on else None

    return focus, across_top(rect)


def huit_chooser(app: App, tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    ds.huit_chooser(app, tmp)
    scene = app.top
    assert isinstance(scene, HuitTableScene)
    rect = scene.view.layout().suit_buttons[0]

    def focus(on: bool) -> None:
        scene.controls.chooser_focus = 0 if on else 1

    return focus, across_left(rect)


def _menu(scene: TitleScene, row: int) -> tuple[Callable[[bool], None], Lines]:
    rect = scene.layout().rows[row]

    def focus(on: bool) -> None:
        scene.selected = row if on else row + 1
        scene._bar = float(scene.selected)  # the highlight there already, not gliding

    return focus, across_left(rect) + [
        ((rect.x + rect.h // 3, rect.top - 8), (rect.x + rect.h // 3, rect.top + rect.h // 4))
    ]


def title(app: App, _tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    scene = TitleScene(app)
    app.push(scene)
    return _menu(scene, 0)


def sound_page(app: App, _tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    app.push(TitleScene(app))
    scene = SoundScene(app)
    app.push(scene)
    return _menu(scene, 0)


def room(app: App, tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    ds.phone_room(app, tmp)
    scene = app.top
    assert isinstance(scene, TitleScene)
    return _menu(scene, scene.index_of("seat_1"))  # type: ignore[attr-defined]


def pause_menu(app: App, tmp: Path) -> tuple[Callable[[bool], None], Lines]:
    ds.SCREENS["8½ mid 5"](app, tmp)
    table = app.top
    assert isinstance(table, TableScene)
    table.open_pause()
    menu = app.top
    assert isinstance(menu, MenuOverlay)
    rect = menu.layout(app.size)[menu.buttons()[0][0]]

    def focus(on: bool) -> None:
        menu.selected = 0 if on else 1

    return focus, across_left(rect)


CASES = {
    "8½ hand": eight_half,
    "huit hand": huit,
    "huit suit chooser": huit_chooser,
    "title": title,
    "sound page": sound_page,
    "room": room,
    "pause menu": pause_menu,
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_focus_shows(make_app: Callable[..., App], tmp_path: Path, case: str) -> None:
    faint = []
    for size in ds.SIZES:
        app = make_app(Settings(window_size=size))
        ds.show(app, size)
        focus, lines = CASES[case](app, tmp_path)
        ds.show(app, size)
        for k, c in enumerate(measure(app, focus, lines)):
            if c < LEAST_CONTRAST:
                faint.append(f"{size[0]}×{size[1]}, line {k}: at best {c:.2f}:1 over 3 px")
        ds.clear(app)
        app.shutdown()
    assert faint == []


def test_a_hint_on_the_focused_card_shows_round_its_focus(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """A hint brings the focus to the card it names; the hint's blue ring stays in sight,
    outside the focus ring, not hidden under it."""
    size = (1280, 720)
    app = make_app(Settings(window_size=size))
    ds.show(app, size)
    ds.huit_typical(app, tmp_path)
    scene = app.top
    assert isinstance(scene, HuitTableScene)
    scene.controls.give_hint()
    assert scene.controls.hinted is not None and scene.controls.focus is not None
    ds.show(app, size)
    rect = scene.view.hand_rects(scene.view.layout())[scene.controls.focus]
    # Through its left side: the next card in the fan lies over its right.
    pixels = line(pygame.display.get_surface(), (rect.left - 30, rect.centery), rect.midleft)
    blue = [p for p in pixels if p[2] > 200 and p[0] < 160]  # the hint's (120, 160, 255)
    assert len(blue) >= 3
