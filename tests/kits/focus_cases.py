"""The things the keys can reach, each with a way to show its focus and take it away, and
the lines of pixels across its edge where the focus must show (tests/kits/focus_kit.py
measures them): a card in the hand at both tables, Huit's suit chooser, the chosen row of
the title, of a page of it and of the room, and the chosen button of the pause menu.
Shared by tests/ui/test_focus_visible.py and tests/perf/a11y.py."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import drawn_screens as ds
import pygame
import table_kit as kit
from focus_kit import clearest, line

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
