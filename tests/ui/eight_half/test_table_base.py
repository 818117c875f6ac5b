"""The still table is kept drawn, in parts (for a TV): a move at one seat redraws that
seat's place alone (of its neighbours, only the edges reaching into it), and the table drawn
bit by bit is, pixel for pixel, the table drawn whole.

On a TV a whole redraw of a five-seat table took 6-12 ms: with the rest of the frame, a
dropped frame at every move of the bots.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pygame
import table_kit as kit

from game.store.settings import Settings
from game.ui.eight_half.demo import DemoTableScene
from game.ui.eight_half.table_view import TableView
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.drawn import Kind
from game.ui.table.bot_runner import InlineExecutor

Seen = tuple[Kind, tuple[int, ...], str]


def frame_drawn(app: App) -> Counter[Seen]:
    """What one frame draws: each card, badge, ring and word, where."""
    with drawn.recording() as seen:
        app.draw()
    return Counter((d.kind, tuple(d.rect), d.text) for d in seen)


def test_a_change_at_one_seat_redraws_that_seat_alone(make_app: Callable[..., App]) -> None:
    app = make_app(kit.settings(players=5, size=(1920, 1080)))
    scene = kit.table(app)
    kit.run_until(app, lambda: kit.idle(scene))
    app.draw()
    still = frame_drawn(app)  # what each frame draws over the kept table
    seat = 2
    scene.shown.seats[seat].draw_size -= 1  # its draw pile one card lower, as when it draws
    scene.shown.version += 1
    again = [
        (kind, pygame.Rect(rect), text) for kind, rect, text in frame_drawn(app) - still
    ]  # what the change drew again
    lay = scene.view.layout()
    place = TableView._content_areas(lay)[seat]
    count = str(scene.shown.seats[seat].card_count)  # R10.1, on its name plate
    assert [
        text
        for kind, r, text in again
        if kind is Kind.TEXT and place.colliderect(r) and text == count
    ], "the seat's plate is drawn again with its new count"
    cards = [r for kind, r, _ in again if kind is Kind.CARD]
    assert all(place.contains(r) for r in cards), (
        "no card is drawn again beyond the seat's place (of a neighbour, the edge in it)"
    )
    mine = lay.seats[seat]
    whole = [r for r in cards if r.w in (mine.table_w, mine.pile_w, mine.hand_w)]
    assert whole, "its cards are drawn again"
    assert all(mine.box.contains(r) for r in whole), "no other seat's card is drawn again whole"


def watch(make_app: Callable[..., App], players: int) -> tuple[App, DemoTableScene]:
    """A Watch match of quick bots at the fast speed."""
    settings = Settings(
        window_size=(800, 600),
        game="eight_half",
        players=players,
        animation_speed="fast",
        bot_pause=0.0,
        match_length=1,
    )
    app = make_app(settings)
    demo = DemoTableScene(app, settings, seed=3, quick_bots=True, executor=InlineExecutor())
    app.push(demo)
    return app, demo


def test_the_table_kept_in_parts_is_the_table_drawn_whole(
    make_app: Callable[..., App],
) -> None:
    """Every frame of a Watch match of five (cards flying, turns passing, piles taken),
    as kept and updated, equals the same moment drawn from scratch; but for a frame that
    leaves a seat or the pile a card played changed to the next (TableView._late), never
    the same part two running."""
    app, demo = watch(make_app, players=5)
    screen = pygame.display.get_surface()
    assert screen is not None
    updates, waited = 0, []
    for _ in range(400):
        kept_from = demo.view._part_keys
        app.frame(1 / 60)
        updates += kept_from != demo.view._part_keys  # a part was redrawn alone
        if demo.view._waited:  # parts left to the next frame on purpose (TableView._late)
            assert not set(waited) & set(demo.view._waited), "a part late two frames running"
            waited = demo.view._waited
            continue
        waited = []
        kept = pygame.image.tobytes(screen, "RGB")
        demo.view.invalidate()
        app.draw()
        assert pygame.image.tobytes(screen, "RGB") == kept, "the kept table went stale"
    assert updates > 50, "the match moved on, part by part"


def test_a_move_that_passes_the_turn_redraws_one_seat_a_frame(
    make_app: Callable[..., App],
) -> None:
    """Cards landing at one seat while another seat's begin to fly redraw one seat in this
    frame and the other in the next (at 1080p two seats and the pile took a frame over
    8 ms): for that frame the leaving cards lie where they fly from, the same place. The
    next frame, the table is the one drawn whole."""
    app, demo = watch(make_app, players=3)
    seats = range(3)
    redrawn: list[list[int]] = []
    original = demo.view._redraw_parts

    def recorded(*args: object) -> None:
        whole = args[3]
        assert isinstance(whole, list)
        redrawn.append([i for i in whole if i in seats])
        original(*args)  # type: ignore[arg-type]

    demo.view._redraw_parts = recorded  # type: ignore[method-assign]
    left_late = 0
    for _ in range(400):
        app.frame(1 / 60)
        left_late += bool(demo.view._waited)
    assert len(redrawn) > 50, "the match moved on, part by part"
    assert left_late > 5, "seats were left to the next frame"
    assert max(len(r) for r in redrawn) == 1, "two seats redrawn in one frame"


def test_the_table_kept_through_the_log_opening_and_closing_is_the_table_drawn_afresh(
    make_app: Callable[..., App],
) -> None:
    """A new layout (the move log opens or closes) paints the felt again only where the old
    and the new layouts draw: what is left is the table a new view draws."""
    app = make_app(kit.settings(players=5, size=(1000, 640)))
    scene = kit.table(app)
    kit.run_until(app, lambda: kit.idle(scene))
    screen = pygame.display.get_surface()
    assert screen is not None
    for opened in (True, False, True):
        kit.key(pygame.K_l)
        kit.frames(app, 2)
        assert scene.log_open is opened
        kept = pygame.image.tobytes(screen, "RGB")
        view = scene.view
        scene.view = TableView(scene)  # nothing kept
        app.draw()
        assert pygame.image.tobytes(screen, "RGB") == kept, "the old layout left traces"
        scene.view = view
