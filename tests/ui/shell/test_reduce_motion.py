"""Reduce motion: a row of the title's Animation page, kept in the settings; with it on nothing
pulses (the "Carte !" glow, the lesson's ring, the bots' thinking dots), the menu's
highlight jumps instead of gliding, and the cards fly in a fraction of their time. Time is
the fixed clock's."""

from __future__ import annotations

from collections.abc import Callable

import huit_table_kit as hk
import pygame
import pytest
import table_kit as kit

from game.rules.eight_half import legal_moves
from game.rules.eight_half.cards import Card
from game.store.settings import SettingsStore
from game.ui.menus.motion import MotionScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.table.bubble_view import thinking
from game.ui.tutorial import coach

MakeApp = Callable[..., App]


def test_the_display_page_has_a_reduce_motion_row_that_is_kept(make_app: MakeApp) -> None:
    app = make_app(kit.settings(animation_speed="normal"))
    title = TitleScene(app)
    app.push(title)
    title.selected = title.index_of("animation")
    assert title.items[title.selected].value() == "Normal text · Normal"
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    page = app.top
    assert isinstance(page, MotionScene)
    row = page.index_of("reduce_motion")
    assert page.index_of("animation") == row - 1, "under the animation speed"
    assert page.items[row].label() == "Reduce motion" and page.items[row].value() == "Off"
    page.selected = row
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert app.settings.reduce_motion and page.items[row].value() == "On"
    assert SettingsStore().load().reduce_motion
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert app.top is title
    assert title.items[title.index_of("animation")].value() == "Normal text · Normal, less motion"


@pytest.mark.parametrize("reduced", [False, True])
def test_the_menus_highlight_jumps_with_reduce_motion(make_app: MakeApp, reduced: bool) -> None:
    app = make_app(kit.settings(animation_speed="normal", reduce_motion=reduced))
    title = TitleScene(app)
    app.push(title)
    kit.frames(app)
    kit.key(pygame.K_DOWN)
    kit.frames(app)
    assert (title._bar == title.selected == 1) is reduced, "it glides only without"


def flight_frames(make_app: MakeApp, reduced: bool) -> int:
    """Frames from the player's play until the cards have landed."""
    app = make_app(kit.settings(2, animation_speed="normal", bot_pause=5.0, reduce_motion=reduced))
    scene = kit.table(app)
    kit.put(scene, kit.position(2, [{"hand": "6 7 9"}, {"hand": "2 3"}], pile="5", bid="5"))
    kit.frames(app, 2)
    move = next(m for m in legal_moves(scene.state) if m.cards == (Card.SIX,))
    assert scene.human_move(move)
    frames = 0
    while scene.director.busy:
        kit.frames(app)
        frames += 1
    return frames


def test_cards_fly_in_a_third_of_the_time_with_reduce_motion(make_app: MakeApp) -> None:
    normal, reduced = flight_frames(make_app, False), flight_frames(make_app, True)
    assert 0 < reduced <= normal * 0.4, (normal, reduced)


def carte_pictures(make_app: MakeApp, reduced: bool) -> list[bytes]:
    """The "Carte !" button (it glows when the play will leave one card, H5) drawn at a
    few moments of the table's clock."""
    app = make_app(hk.settings(2, (1280, 720), animation_speed="normal", reduce_motion=reduced))
    scene = hk.table(app)
    hk.put(scene, hk.position(["5c 9d", "Kd Qd 3d"], stock="2c 3c", discard="5s"))
    kit.run_until(app, lambda: "carte" in scene.controls.buttons() and not scene.director.busy)
    around = (
        scene.view.layout().buttons["carte"].inflate(60, 60).clip(pygame.Rect((0, 0), app.size))
    )
    shots = []
    for _ in range(4):
        kit.frames(app, 13)
        shots.append(pygame.image.tobytes(hk.picture(app).subsurface(around), "RGB"))
    return shots


def test_the_carte_glow_pulses_only_without_reduce_motion(make_app: MakeApp) -> None:
    assert len(set(carte_pictures(make_app, False))) > 1, "it pulses"
    assert len(set(carte_pictures(make_app, True))) == 1, "it stays still"


@pytest.mark.parametrize("still", [False, True])
def test_the_lessons_ring_breathes_only_without_reduce_motion(still: bool) -> None:
    shots = []
    for time in (0.0, 0.15, 0.3):
        surface = pygame.Surface((400, 300))
        coach.draw_pointer(surface, pygame.Rect(150, 150, 80, 100), time, 30, still=still)
        shots.append(pygame.image.tobytes(surface, "RGB"))
    assert (len(set(shots)) == 1) is still


def test_the_thinking_dots_rest_with_reduce_motion() -> None:
    going = {thinking(1, t / 10).text for t in range(10)}
    still = {thinking(1, t / 10, still=True).text for t in range(10)}
    assert len(going) == 3 and len(still) == 1
