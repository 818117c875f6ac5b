"""A resize draws only a few card faces in its frame: the others are the same cards scaled
from a width already drawn, and the real faces replace them within a few frames."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import huit_table_kit as hkit
import pygame
import pytest
import table_kit as kit

from game.ui.huit import card_faces as huit_faces
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.surface_cache import CARDS, FELT, UI
from game.ui.table import card_faces
from game.ui.table.face_budget import FACES

NEW_SIZE = (1000, 760)  # every card of the table gets a new width


def _table(make_app: Callable[..., App], game: str) -> tuple[App, Any]:
    CARDS.clear()  # no face left at the new widths by an earlier test
    if game == "eight_half":
        app = make_app(kit.settings(4))
        return app, kit.table(app)
    app = make_app(hkit.settings(4))
    return app, hkit.table(app)


def _cards(notes: list[drawn.Drawn]) -> list[tuple[int, int, int, int, str]]:
    return [(*n.rect, n.text) for n in notes if n.kind is drawn.Kind.CARD]


def _from_scratch(
    app: App, scene: Any, monkeypatch: pytest.MonkeyPatch
) -> tuple[pygame.Surface, list[drawn.Drawn]]:
    """The window drawn with no face cached and no limit: every face drawn for real."""
    CARDS.clear()
    monkeypatch.setattr(FACES, "most", 10**6)
    if hasattr(scene.view, "_base_key"):
        scene.view._base_key = None  # the 8½ table keeps its still cards drawn
    surface = pygame.Surface(app.size)
    with drawn.recording() as notes:
        app.compose(surface)
    return surface, notes


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_resize_shows_the_right_cards_and_soon_the_real_faces(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    app, scene = _table(make_app, game)
    kit.frames(app, 3)
    painted = [0]
    for module in (card_faces, huit_faces):
        real = module._render

        def counted(*args: Any, _real: Any = real) -> pygame.Surface:
            painted[0] += 1
            return _real(*args)  # type: ignore[no-any-return]

        monkeypatch.setattr(module, "_render", counted)
    pygame.event.post(
        pygame.event.Event(pygame.VIDEORESIZE, size=NEW_SIZE, w=NEW_SIZE[0], h=NEW_SIZE[1])
    )
    per_frame: list[int] = []
    with drawn.recording() as resized:  # the frames stretching the last one, the first sharp
        for _ in range(40):
            before, painted[0] = app.stretched, 0
            app.frame(0.0)  # (no card moves meanwhile: the cards drawn are the same)
            per_frame.append(painted[0])
            if app.stretched == before:
                break
    assert app.size == NEW_SIZE
    assert len(per_frame) > 1, "the resize frame drew the table at the new size"
    assert max(per_frame) <= FACES.most, f"every face drawn at the new width at once: {per_frame}"
    assert not scene.view.settled
    for _ in range(200):
        if scene.view.settled:
            break
        kit.frames(app, 1)
    assert scene.view.settled, "the stand-ins were never replaced"
    now = pygame.Surface(app.size)
    app.compose(now)
    scratch, fresh = _from_scratch(app, scene, monkeypatch)
    # Never a wrong card: the stand-ins sat where the real faces go, with the same cards.
    assert sorted(_cards(resized)) == sorted(_cards(fresh))
    assert pygame.image.tobytes(now, "RGB") == pygame.image.tobytes(scratch, "RGB")


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_after_a_resize_the_faces_come_a_few_a_frame_and_the_kept_table_by_part(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    """The frames after a resize share its work out: each draws at most `most` real faces,
    and the 8½ table's kept layer is redrawn only where stand-ins were (whole, that is
    27 to 30 ms of a frame at 4K, each frame until the last real face was in)."""
    app, scene = _table(make_app, game)
    kit.frames(app, 3)
    painted = [0]
    for module in (card_faces, huit_faces):
        real = module._render

        def counted(*args: Any, _real: Any = real) -> pygame.Surface:
            painted[0] += 1
            return _real(*args)  # type: ignore[no-any-return]

        monkeypatch.setattr(module, "_render", counted)
    wholes = [0]
    if game == "eight_half":
        whole = scene.view._render_base

        def counted_whole(*args: Any) -> None:
            wholes[0] += 1
            whole(*args)

        monkeypatch.setattr(scene.view, "_render_base", counted_whole)
    pygame.event.post(
        pygame.event.Event(pygame.VIDEORESIZE, size=NEW_SIZE, w=NEW_SIZE[0], h=NEW_SIZE[1])
    )
    app.frame(kit.DT)
    resized_wholes, per_frame = wholes[0], []
    for _ in range(60):
        if scene.view.settled:
            break
        painted[0] = 0
        kit.frames(app, 1)
        per_frame.append(painted[0])
    assert scene.view.settled, f"stand-ins still shown after 60 frames ({per_frame})"
    assert max(per_frame) <= FACES.most, f"real faces drawn in each frame: {per_frame}"
    assert sum(per_frame) > 0
    assert wholes[0] == resized_wholes, "the kept table was redrawn whole after the resize"


def test_huit_makes_a_new_size_ready_a_few_steps_a_frame_keys_still_count(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Made in the table's first frame at a new size, the felt, the faces at their new
    widths (or their stand-ins), their shadows and the words took a 4K frame 37 to 54 ms.
    They are now made a few steps a frame, the last sharp frame shown stretched meanwhile:
    the table's first frame at the new size makes next to nothing, and a key pressed
    meanwhile still acts."""
    app, scene = _table(make_app, "huit")
    kit.frames(app, 3)
    drawn_tables = [0]
    real = scene.view._draw

    def counted(surface: pygame.Surface) -> None:
        drawn_tables[0] += 1
        real(surface)

    monkeypatch.setattr(scene.view, "_draw", counted)
    felts = len(FELT)
    pygame.event.post(
        pygame.event.Event(pygame.VIDEORESIZE, size=NEW_SIZE, w=NEW_SIZE[0], h=NEW_SIZE[1])
    )
    kit.key(pygame.K_l)  # the log, asked for in the resize frame
    made: list[int] = []  # bytes of faces, shadows and words made in each frame
    for _ in range(20):
        before = CARDS.drawn + UI.drawn
        app.frame(0.0)
        made.append(CARDS.drawn + UI.drawn - before)
        if drawn_tables[0]:
            break
    assert drawn_tables[0] == 1 and app.size == NEW_SIZE
    # The resize frame stretches alone; then at least two frames of steps, each stretched.
    assert app.stretched == len(made) - 1 >= 3, made
    assert len(FELT) <= max(1, felts)  # (the table keeps its felt in its still layer)
    # What the first sharp frame needs was made before it, a part a frame.
    assert made[-1] * 20 < max(made), made
    assert scene.log_open, "the key pressed during the resize was lost"
