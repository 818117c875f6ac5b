"""Every table situation and overlay drawn at 800x600, 1280x720 and 1920x1080: all laid-out
rects on screen and apart, the drawn cards inside their zones, whose turn it is visible."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import lang_kit
import pygame
import pytest
import table_kit as kit
from table_screens import SITUATIONS

from game.ui.eight_half.overlays import HelpScene, PauseScene
from game.ui.eight_half.table_scene import TableScene
from game.ui.eight_half.table_view import PLATE_TURN
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.shell.overlay import Overlay

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def check_table(scene: TableScene, size: tuple[int, int]) -> None:
    lay = scene.view.layout()
    assert lay.size == size
    screen = pygame.Rect((0, 0), size)
    zones = lay.zones()
    for name, rect in zones.items():
        assert screen.contains(rect), f"{name} is off screen at {size}"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b} at {size}"
    for seat in range(scene.players):
        box = lay.seats[seat].box
        for r in scene.view.hand_rects(lay, seat):
            assert box.contains(r), f"seat {seat}'s hand spills out of its place at {size}"
    assert len(scene.controls.buttons()) <= len(lay.actions), "more buttons than room for them"
    surface = pygame.display.get_surface()
    turn = scene.shown.turn
    if not scene.state.is_over:
        plate = lay.seats[turn].plate
        colour = surface.get_at((plate.x + plate.w // 2, plate.y + 3))[:3]
        assert max(abs(a - b) for a, b in zip(colour, PLATE_TURN[:3], strict=True)) < 40, (
            "the name plate of the player to move is lit"
        )


def check_overlay(overlay: Overlay, size: tuple[int, int]) -> None:
    rects = overlay.layout(size)
    screen = pygame.Rect((0, 0), size)
    panel = rects["panel"]
    assert screen.contains(panel)
    for name, rect in rects.items():
        assert panel.contains(rect), f"{type(overlay).__name__}.{name} leaves its panel"
    for name, _ in overlay.buttons():
        assert rects[name].h >= 24, "buttons big enough to click"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_situation_and_overlay_fits_every_window(
    make_app: Callable[..., App], players: int
) -> None:
    app = make_app(kit.settings(players=players))
    for name, build in SITUATIONS.items():
        scene = build(app, players)
        for size in SIZES:
            for log in (False, True):
                scene.log_open = log
                kit.resize(size)
                kit.until_sharp(app, 0.0)
                check_table(scene, size)
                if not scene.director.busy:
                    kit.assert_no_traces(scene)
            top = app.top
            if isinstance(top, ScorePadScene):
                check_overlay(top, size)
        if name == "mid":
            for overlay in (PauseScene(app, scene), HelpScene(app)):
                app.push(overlay)
                for size in SIZES:
                    kit.resize(size)
                    kit.until_sharp(app, 0.0)
                    check_overlay(overlay, size)
                app.pop()
        while app.scenes:
            app.pop()


def test_the_result_shows_everyone_and_the_match_so_far(make_app: Callable[..., App]) -> None:
    app = make_app(kit.settings(players=4))
    scene = SITUATIONS["over"](app, 4)
    top = app.top
    assert isinstance(top, ScorePadScene) and top.result
    result = scene.match.results[-1]
    assert sorted(result.points, reverse=True)[0] >= 2, "the winner scores 2 (R10.2)"
    assert top.model.last == result and len(top.pad(app.size).table) == 5, "everyone's cards"
    assert top.buttons() == [("next", "Deal the next game"), ("review", "Review (R)")]
    assert "may swap an open card" in top.match_line()


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
@pytest.mark.parametrize("players", [2, 5])
def test_every_situation_and_overlay_fits_800x600_in_each_language(
    make_app: Callable[..., App], players: int, language: str
) -> None:
    """The longer French and Dutch words stay inside their places, apart, and
    are not shrunk past reading (lang_kit.MIN_FIT)."""
    size = (800, 600)
    with lang_kit.back_to_english(), lang_kit.fitted_texts() as fitted:
        app = make_app(kit.settings(players=players, language=language))
        for name, build in SITUATIONS.items():
            scene = build(app, players)
            for log in (False, True):
                scene.log_open = log
                kit.resize(size)
                kit.until_sharp(app, 0.0)
                check_table(scene, size)
            if isinstance(app.top, ScorePadScene):
                check_overlay(app.top, size)
            if name == "mid":
                for overlay in (PauseScene(app, scene), HelpScene(app)):
                    app.push(overlay)
                    app.frame(0.0)
                    check_overlay(overlay, size)
                    app.pop()
            while app.scenes:
                app.pop()
        assert lang_kit.squeezed(fitted) == []
        assert len(fitted) > 50, "the texts were drawn through fitted_size"
