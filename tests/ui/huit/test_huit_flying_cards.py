"""Cards flying between two sizes (a play from the hand to the discard, a draw from the
stock) are drawn at the size they start or land at and scaled on the way: a face drawn at
every width passed through cost a 4K frame 10 ms, and filled the card cache with sizes
never seen again, pushing out the faces on the table."""

from __future__ import annotations

from collections.abc import Callable

import huit_table_kit as kit
import pygame
import pytest

from game.ui.huit import card_faces
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell.app import App
from game.ui.shell.surface_cache import CARDS


def test_faces_are_drawn_only_at_the_sizes_the_table_shows_still(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    widths: list[int] = []
    render = card_faces._render

    def counted(card: card_faces.Card, width: int, *rest: object) -> pygame.Surface:
        widths.append(width)
        return render(card, width, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(card_faces, "_render", counted)
    CARDS.clear()
    app = make_app(kit.settings(3, size=(1280, 720), animation_speed="normal", bot_pause=0.0))
    scene = HuitTableScene(
        app, app.settings, seed=3, human=False, quick_bots=True, executor=kit.InlineExecutor()
    )
    app.push(scene)
    flying = 0
    for _ in range(600):
        kit.frames(app, 1)
        flying += scene.director.busy
    assert flying > 100, "no card flew"
    lay = scene.view.layout()
    still = {lay.card_w} | {sl.hand_w for sl in lay.seats}
    assert set(widths) <= still
