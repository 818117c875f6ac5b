"""The frame around the replayed table (the timeline, the buttons, the graph and the panel) is
kept between frames and drawn anew only when what it shows changes: the Review's frames stay
short while the table animates beside it (tests/perf/review_frames.py --review). The kept
frame looks as the frame drawn whole, and the mouse finds what it shows where it shows it.
"""

from __future__ import annotations

import pygame
import pytest
import review_kit
from table_kit import resize, until_sharp
from test_review_analysis_panel import (
    BLUNDER,
    GAME,
    MISTAKE,
    RECORD,
    MakeApp,
    click,
    crafted,
    no_process,
    painted,
)

from game.ai.review.job import engine_name
from game.store.settings import Settings
from game.ui.review import kept, results
from game.ui.review.layout import review_rects
from game.ui.review.scene import ReviewScene
from game.ui.shell import drawn

SIZES = [(800, 600), (1280, 720), (1920, 1080)]  # the panel under the table, then beside it


def reviewed(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> ReviewScene:
    """The review of a game whose analysis is in (nothing changes while the test waits)."""
    results.keep(
        RECORD, GAME, 0, engine_name("eight_half"), crafted(RECORD, BLUNDER, MISTAKE), True
    )
    no_process(monkeypatch)
    app = make_app(Settings(window_size=size))
    resize(size)
    until_sharp(app)
    scene = review_kit.review(app, RECORD)
    scene.go_to(scene.decision_plies[MISTAKE])
    review_kit.settle(scene)
    until_sharp(app)
    assert app.size == size
    return scene


def frame(scene: ReviewScene) -> None:
    scene.app.request_redraw()
    scene.app.frame(1 / 60)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_frame_is_drawn_anew_only_when_what_it_shows_changes(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    scene = reviewed(make_app, monkeypatch, size)
    before = scene.kept.painted
    for _ in range(5):
        frame(scene)
    assert scene.kept.painted == before  # the same frame: kept
    scene.step(1)  # a move forward: the timeline's cursor moves, the move list scrolls
    counts = []
    for _ in range(6):
        frame(scene)  # the move animates on the table
        counts.append(scene.kept.painted - before)
    # The bars and the panel (the graph too, at a new decision), at once: on the fixed
    # clock the table takes no time (a slow one: the test below).
    assert counts[0] >= 2
    assert counts[-1] == counts[0]  # then kept while the move flies
    lay = scene.rects(scene.app.size)
    forward = scene.button_rects(lay)[[b.name for b in scene.shown_buttons()].index("forward")]
    done = scene.kept.painted
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=forward.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    frame(scene)
    assert scene.hover == "forward" and scene.kept.painted == done + 1  # the bars alone


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kept_frame_looks_as_the_frame_drawn_whole(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    scene = reviewed(make_app, monkeypatch, size)
    screen = pygame.display.get_surface()
    assert screen is not None
    scene.table.time = 0.0  # the turn marker's glow, in the same phase both times
    scene.draw(screen)
    kept = pygame.image.tobytes(screen, "RGB")
    screen.fill((255, 0, 255))
    with drawn.recording():  # (a test listening: everything drawn, in the window's place)
        scene.draw(screen)
    assert pygame.image.tobytes(screen, "RGB") == kept


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_click_on_the_kept_graph_goes_to_the_decision_under_it(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    scene = reviewed(make_app, monkeypatch, size)
    frame(scene)
    point = painted(scene, "point")[str(BLUNDER)]
    assert scene.rects(size).graph.contains(point.rect)  # in the window's place
    click(scene.app, point.rect.center)
    assert scene.ply == scene.decision_plies[BLUNDER]


def test_when_the_table_took_long_the_frame_around_it_comes_in_the_next_frame(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A step forward redraws the table's parts and the frame's bars and panel: a frame
    whose table took long (kept.LATE) draws no piece anew, the next one does, never two
    frames running without one while some wait."""
    scene = reviewed(make_app, monkeypatch, (1280, 720))
    clock = scene.app.clock
    drawn_table = scene.table.draw

    def slow(surface: pygame.Surface) -> None:
        drawn_table(surface)
        clock.elapsed += 2 * kept.LATE  # type: ignore[attr-defined]

    monkeypatch.setattr(scene.table, "draw", slow)
    before = scene.kept.painted
    scene.step(1)
    counts = []
    for _ in range(8):
        scene.app.frame(1 / 60)  # (each asked for by the frame before while pieces wait)
        counts.append(scene.kept.painted - before)
    assert counts[0] == 0  # the move shows on the table; the frame around it waits
    steps = [b - a for a, b in zip([0, *counts], counts, strict=False)]
    assert steps[:5] == [0, 1, 0, 1, 0] or steps[:7] == [0, 1, 0, 1, 0, 1, 0]
    assert counts[-1] >= 2


def test_a_decision_worked_out_redraws_two_pieces_then_the_third() -> None:
    """Each decision the analysis brings changes the bars (a notch's colour), the graph and
    the panel: drawn anew together they took 5 ms of a frame, so a quick table's frame draws
    two of them and the next frame the third; the frame then rests. A new window size
    draws all three at once."""
    frame = kept.KeptFrame()
    lay = review_rects((1280, 720))
    surface = pygame.Surface(lay.size)
    painted: list[str] = []

    def paint(_piece: pygame.Surface, _lay: object, _rect: pygame.Rect, name: str) -> None:
        painted.append(name)

    looks = {name: 0 for name in kept.PIECES}
    assert not frame.draw(surface, lay, looks, paint)
    assert sorted(painted) == sorted(kept.PIECES), "a new size: every piece at once"
    painted.clear()
    looks = {name: 1 for name in kept.PIECES}  # a decision worked out
    assert frame.stale(lay, looks)
    assert frame.draw(surface, lay, looks, paint), "one still waits"
    assert len(painted) == kept.AT_REST == 2
    assert not frame.draw(surface, lay, looks, paint)
    assert len(painted) == 3 and set(painted) == set(kept.PIECES)
    assert not frame.stale(lay, looks)
    assert not frame.draw(surface, lay, looks, paint) and len(painted) == 3, "at rest"


def test_a_frame_that_redraws_a_piece_draws_no_card_face_ahead(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """8½'s table draws the faces it will need ahead, a few a frame when it is calm (one took
    2 to 3 ms at 1080p). In the review a frame that also draws a piece of the frame around
    the table anew (here the button under the pointer) leaves that to a calmer frame."""
    scene = reviewed(make_app, monkeypatch, (1280, 720))
    view = scene.table.view
    ahead: list[int] = []
    real = view._prepare_cards

    def prepared(*args: object, **kw: object) -> None:
        ahead.append(scene.app.frames)
        real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(view, "_prepare_cards", prepared)
    scene.app.request_redraw()
    scene.app.frame(1 / 60)
    assert ahead, "a calm frame draws faces ahead"
    ahead.clear()
    scene.hover = "forward"  # the bars drawn anew
    scene.app.request_redraw()
    scene.app.frame(1 / 60)
    assert not ahead and not scene.kept.stale(scene.rects(scene.app.size), scene.looks())
    scene.app.request_redraw()
    scene.app.frame(1 / 60)
    assert ahead, "calm again"
