"""The 8½ table keeps what lies still drawn (its base) and, after a move, redraws only the
parts that changed. A turn passing on changes only two name plates (the one lit, the one
that was): those plates are redrawn, not the whole seats around them, which at 4K cost
4 to 5 ms each and made a move's frame take over 16 ms."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
import table_kit as kit

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import CardsPlayed
from game.ui.eight_half.bot_runner import InlineExecutor
from game.ui.eight_half.demo import DemoTableScene
from game.ui.shell.app import App
from game.ui.shell.surface_cache import CARDS
from game.ui.table import card_faces, face_budget, staged_build
from game.ui.table.card_faces import CardArt


def test_a_turn_passing_on_redraws_the_plates_not_the_seats(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(kit.settings(players=5, size=(1280, 720), animation_speed="fast"))
    scene = DemoTableScene(app, app.settings, seed=3, quick_bots=True, executor=InlineExecutor())
    app.push(scene)
    kit.frames(app, 2)
    view = scene.view
    areas: list[pygame.Rect] = []
    wholes = [0]
    redraw, render = view._redraw_area, view._render_base

    def noted(lay: Any, anim: Any, all_areas: Any, area: pygame.Rect) -> None:
        areas.append(area)
        redraw(lay, anim, all_areas, area)

    def whole(*args: Any) -> None:
        wholes[0] += 1
        render(*args)

    monkeypatch.setattr(view, "_redraw_area", noted)
    monkeypatch.setattr(view, "_render_base", whole)
    moves, game = 0, scene.game_number
    turn = scene.shown.turn
    while moves < 8 and scene.game_number == game:
        app.frame(kit.DT)
        if scene.shown.turn != turn:
            moves, turn = moves + 1, scene.shown.turn
    lay = view.layout()
    plates = [view._plate_area(sl) for sl in lay.seats]
    assert moves >= 4
    assert wholes[0] == 0, "a move redrew the whole table"
    assert sum(a in plates for a in areas) >= moves, "the plates were redrawn with their seats"
    kit.frames(app, 1)
    kit.assert_no_traces(scene)


def test_a_move_redrawing_parts_leaves_new_big_faces_to_the_next_frame(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 4K a part redrawn after a move costs 4 to 5 ms and a face seen for the first time
    3 to 5 more: a frame that redraws parts shows a new big face as a stand-in (the same
    card, scaled from another width), and the real face comes in a later frame. (Big here
    is made small, so that a 1280x720 table's faces count.)"""
    monkeypatch.setattr(face_budget, "BIG", 40)
    CARDS.clear()
    art = CardArt()
    for card in Card:  # every card drawn at some width: a stand-in can always be made
        art.face(card, 30)
    app = make_app(kit.settings(players=5, size=(1280, 720), animation_speed="fast"))
    scene = DemoTableScene(app, app.settings, seed=5, quick_bots=True, executor=InlineExecutor())
    app.push(scene)
    kit.frames(app, 2)
    view = scene.view
    frame = {"parts": 0, "big": 0}
    redraw = view._redraw_area
    real = card_faces._render

    def noted(*args: Any) -> None:
        frame["parts"] += 1
        redraw(*args)

    def counted(card: Card | None, width: int) -> pygame.Surface:
        frame["big"] += card is not None and width >= face_budget.BIG
        return real(card, width)

    monkeypatch.setattr(view, "_redraw_area", noted)
    monkeypatch.setattr(card_faces, "_render", counted)
    both = parts = faces = 0
    game = scene.game_number
    for _ in range(600):
        if scene.game_number != game:
            break
        frame.update(parts=0, big=0)
        app.frame(kit.DT)
        parts += frame["parts"] > 0
        faces += frame["big"]
        both += frame["parts"] > 0 and frame["big"] > 0
    assert parts > 10 and faces > 5
    assert both == 0, f"{both} frames redrew parts and drew big faces"
    kit.assert_no_traces(scene)


def test_a_resize_draws_the_table_into_the_memory_it_has(make_app: Callable[..., App]) -> None:
    """A new window-sized base at each size cost a resize frame 10 to 20 ms at 4K (its pages):
    a smaller window, or one as big again, takes part of the one kept; it looks the same."""
    app = make_app(kit.settings(players=4))
    scene = kit.table(app)
    kit.resize((1200, 900))
    kit.frames(app, 2)
    kept = scene.view._base.get_parent() or scene.view._base
    for size in ((900, 700), (1200, 900), (1000, 880)):
        kit.resize(size)
        kit.until_sharp(app)
        base = scene.view._base
        assert base.get_size() == size
        assert base.get_parent() is kept, f"a new base at {size}"
        kit.assert_no_traces(scene)
    kit.resize((1300, 900))  # bigger than ever: a bigger one
    kit.until_sharp(app)
    assert scene.view._base.get_parent() is not kept
    kit.assert_no_traces(scene)


def test_a_resize_builds_the_table_a_few_steps_a_frame_keys_still_count(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table built whole at a new size took one frame 90 to 130 ms at 4K: its felt,
    panels and parts now come a few a frame, the last sharp frame shown stretched until
    it is whole; a key pressed meanwhile acts, and the table ends as one drawn anew."""
    app = make_app(kit.settings(players=5))
    scene = kit.table(app)
    kit.frames(app, 2)
    view = scene.view
    steps = [0]
    for name in ("_draw_part", "_draw_panel"):
        real = getattr(view, name)

        def counted(*args: Any, _real: Any = real) -> None:
            steps[0] += 1
            _real(*args)

        monkeypatch.setattr(view, name, counted)
    kit.resize((1400, 900))
    per_frame: list[int] = []
    for _ in range(40):
        before, steps[0] = app.stretched, 0
        app.frame(0.0)
        if app.stretched == before:
            break
        per_frame.append(steps[0])
        if len(per_frame) == 2:
            kit.key(pygame.K_l)  # the log, asked for while the table is being built
    # The resize frame stretches alone, then each frame takes a few of the 27 steps (the
    # base, the felt in 3 bands, 5 panels, 5 seats in 3 steps each, 2 parts, the end).
    assert per_frame[0] == 0 and len(per_frame) >= 3, per_frame
    assert max(per_frame) <= staged_build.MOST, per_frame
    assert scene.log_open, "the key pressed during the build was lost"
    assert view.layout().log_panel is not None
    kit.assert_no_traces(scene)


def test_a_resize_builds_each_seat_in_steps_the_same_table(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seat built whole at 4K (its faces' stand-ins, shadows and words made) took one step
    20 to 30 ms: its piles, its cards on the table and its hand are each a step of their
    own, and the table built so is the one drawn whole."""
    app = make_app(kit.settings(players=5))
    scene = kit.table(app)
    kit.frames(app, 2)
    view = scene.view
    seen: list[tuple[int, str]] = []  # (the build's step, what of a seat it drew)
    for name in ("_draw_seat_piles", "_draw_table_cards", "_draw_hand"):
        real = getattr(view, name)

        def counted(*args: Any, _real: Any = real, _name: str = name) -> None:
            if view._build is not None:
                seen.append((view._build.taken, _name))
            _real(*args)

        monkeypatch.setattr(view, name, counted)
    kit.resize((1400, 900))
    kit.until_sharp(app)
    assert len(seen) >= 3 * 5, seen
    steps = [step for step, _ in seen]
    assert len(set(steps)) == len(steps), f"a step drew more than one thing of a seat: {seen}"
    for _ in range(100):  # the stand-ins' real faces in (no card moves meanwhile)
        if view.settled:
            break
        app.frame(0.0)
    assert view.settled
    built = pygame.Surface(app.size)
    app.compose(built)
    view._base_key = None  # drawn whole at once
    whole = pygame.Surface(app.size)
    app.compose(whole)
    assert pygame.image.tobytes(built, "RGB") == pygame.image.tobytes(whole, "RGB")
    kit.assert_no_traces(scene)


def test_a_card_played_redraws_its_seat_and_the_pile_in_frames_of_their_own(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 4K a seat and the middle redrawn after a move cost 4 to 6 ms each: both in one
    frame (the card leaving the hand as its flight begins, the card landing on the pile as
    it ends) took it over 16 ms. The one that may show a frame late waits a frame: the
    pile making room for the card in flight, the hand closing up after it landed."""
    app = make_app(
        kit.settings(players=5, size=(1280, 720), animation_speed="normal", bot_pause=0.0)
    )
    scene = DemoTableScene(app, app.settings, seed=1, quick_bots=True, executor=InlineExecutor())
    app.push(scene)
    kit.frames(app, 2)
    view = scene.view
    middle = scene.players
    redrawn: list[list[int]] = []  # the parts redrawn whole, frame by frame
    real = view._redraw_parts

    def noted(lay: Any, anim: Any, areas: Any, whole: list[int], plates: list[int]) -> None:
        redrawn[-1] += whole
        real(lay, anim, areas, whole, plates)

    monkeypatch.setattr(view, "_redraw_parts", noted)
    plays, last = 0, scene.director.current
    game = scene.game_number
    for _ in range(600):
        if scene.game_number != game:
            break
        redrawn.append([])
        app.frame(kit.DT)
        anim = scene.director.current
        plays += anim is not last and anim is not None and isinstance(anim.event, CardsPlayed)
        last = anim
    both = [parts for parts in redrawn if middle in parts and min(parts) < middle]
    assert plays >= 4, "too few cards played to tell"
    assert len(both) * 2 < plays, f"{len(both)} frames redrew a seat and the pile ({plays} plays)"
    kit.frames(app, 1)
    kit.assert_no_traces(scene)
