"""A game that rests when nothing moves: the loop waits for input instead of
drawing the same picture 60 times a second, and draws every frame while something moves.

The CPU figures are measured by tests/perf/idle.py; here the loop's decisions are checked
(rests taken, pictures drawn) on a fixed clock (make_app's): each frame lasts 1/60 s and a
rest returns at once, so the same frames happen however busy the machine is.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
import table_kit as kit
from clock_kit import FixedClock

from game.rules.eight_half import legal_moves
from game.rules.eight_half.core import score
from game.rules.eight_half.match import GameResult
from game.store.settings import Settings
from game.ui.menus.title import TitleScene
from game.ui.scorepad.model import PadModel
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.shell.scene import Scene


class Still(Scene):
    """A scene that only changes on input; `moving` makes it animate."""

    def __init__(self, app: App, moving: bool = False, stop_after: int | None = None) -> None:
        super().__init__(app)
        self.moving = moving
        self.stop_after = stop_after  # updates until the animation ends by itself
        self.drawn = 0
        self.dts: list[float] = []

    @property
    def animating(self) -> bool:
        return self.moving

    def update(self, dt: float) -> None:
        self.dts.append(dt)
        if self.stop_after is not None and len(self.dts) >= self.stop_after:
            self.moving = False

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1


def run(app: App, frames: int, at: dict[int, Callable[[App], None]] | None = None) -> None:
    """The real loop (its clock, resting allowed) for `frames` frames; `at[n]` runs before
    frame n (counted from 0), like input arriving then."""
    app.max_frames = frames
    calls = at or {}

    def driver(a: App) -> None:
        if a.frames in calls:
            calls[a.frames](a)

    app.run(driver)


def key(k: int) -> Callable[[App], None]:
    def post(_app: App) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))

    return post


def test_nothing_moving_means_no_redraws_after_the_first_frames(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    scene = Still(app)
    app.push(scene)
    run(app, 20)
    # The first frame, and once more after the sound device is opened (the title may then
    # say there is no sound); after that the same picture is not drawn again.
    assert scene.drawn == 2
    assert app.rests == 18


def test_input_redraws_once_while_resting(make_app: Callable[..., App]) -> None:
    app = make_app()
    scene = Still(app)
    app.push(scene)
    run(app, 20, {10: key(pygame.K_a)})
    assert scene.drawn == 3, "the key press must be answered by a new picture"


def test_a_moving_scene_is_drawn_every_frame_and_never_rests(
    make_app: Callable[..., App],
) -> None:
    app = make_app()
    scene = Still(app, moving=True)
    app.push(scene)
    run(app, 15)
    assert scene.drawn == 15 and app.rests == 0


def test_the_last_frame_of_an_animation_is_drawn(make_app: Callable[..., App]) -> None:
    app = make_app()
    scene = Still(app, moving=True, stop_after=6)  # the 6th frame's update ends it
    app.push(scene)
    run(app, 12)
    assert scene.drawn == 6, "the animation's end position must reach the screen"
    assert app.rests == 6


def test_a_scene_pushed_without_input_is_drawn(make_app: Callable[..., App]) -> None:
    app = make_app()
    first = Still(app)
    app.push(first)
    second = Still(app)
    run(app, 12, {6: lambda a: a.push(second)})
    assert second.drawn == 1


def test_time_does_not_jump_after_a_rest(make_app: Callable[..., App]) -> None:
    """An animation that starts after a long rest starts at its beginning (one frame's
    time), not MAX_DT into it."""

    app = make_app(clock=FixedClock(5000))
    scene = Still(app)
    app.push(scene)
    run(app, 8)
    assert app.rests > 0
    assert scene.dts[-1] == pytest.approx(1 / 60)


def test_a_pending_settings_save_keeps_the_loop_counting(
    make_app: Callable[..., App],
) -> None:
    app = make_app(clock=FixedClock(100))
    app.push(Still(app))

    def drag(_app: App) -> None:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 700), w=900, h=700))

    run(app, 30, {3: drag})
    assert app.store.load().window_size == (900, 700)


def test_fixed_step_mode_never_rests(make_app: Callable[..., App]) -> None:
    app = make_app(fixed_dt=1 / 60)
    scene = Still(app)
    app.push(scene)
    run(app, 10)
    assert app.rests == 0 and scene.drawn == 10


def test_title_rests_and_the_highlight_glides_to_its_end(make_app: Callable[..., App]) -> None:
    app = make_app(Settings(window_size=(800, 600), animation_speed="normal"))
    title = TitleScene(app)
    app.push(title)
    run(app, 60, {5: key(pygame.K_DOWN)})
    assert not title.animating and title._bar == title.selected == 1
    # It moved on its own for a few frames after the key, then rested again.
    assert 5 < app.draws < 40
    assert app.rests > 20


def test_table_animates_while_cards_move_or_a_bot_thinks_and_rests_at_the_players_turn(
    make_app: Callable[..., App],
) -> None:
    app = make_app(kit.settings(players=3, animation_speed="normal", bot_pause=0.5))
    table = kit.table(app, seed=3)
    kit.run_until(app, lambda: table.options.my_turn and not table.animating, limit=3000)
    assert table.note is None and not table.bubbles.all()

    move = legal_moves(table.state)[0]
    assert table.human_move(move)
    assert table.animating, "the player's cards are flying"
    kit.run_until(app, lambda: not table.director.busy)
    if table.state.turn != 0:
        assert table.animating, "a bot's pause or thinking dots must keep the frames coming"
    kit.run_until(app, lambda: table.options.my_turn and not table.animating, limit=3000)
    # At rest in the real loop: no more pictures until the player acts.
    drawn = app.draws
    run(app, app.frames + 10)
    assert app.draws == drawn and app.rests >= 10


def test_a_refusal_stays_at_rest_until_the_players_next_key(make_app: Callable[..., App]) -> None:
    """No time pressure: a refusal is read at the reader's pace (a minute here), the table
    resting under it, and the player's next key takes it away."""
    app = make_app(kit.settings(players=3, animation_speed="normal"))
    table = kit.table(app, seed=3)
    kit.run_until(app, lambda: table.options.my_turn and not table.animating, limit=3000)
    table.say_note("A refusal", "refusal")
    assert not table.animating, "nothing on the table counts down"
    kit.frames(app, 60 * 60)
    assert table.note is not None and table.note.text == "A refusal"
    kit.key(pygame.K_RIGHT)
    kit.frames(app)
    assert table.note is None


def test_score_pad_animates_while_the_row_is_written(make_app: Callable[..., App]) -> None:
    app = make_app(Settings(window_size=(800, 600), animation_speed="normal"))
    points, loser = score([0, 2, 3], 0)
    last = GameResult(0, loser, (0, 2, 3), tuple(points))
    pad = ScorePadScene(
        app,
        PadModel(("You", "Ada", "Bruno"), 0, 6, (last.points,), last),
        result=True,
        write_last=True,
    )
    app.push(pad)
    assert pad.animating, "the pen writes the new row in"
    kit.run_until(app, lambda: not pad.animating, limit=1000)
    assert pad.writing.done
