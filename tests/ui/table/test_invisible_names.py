"""A save that names a person with invisible characters only (written by hand, or by a
version that took such a name from a phone) continues: the table calls that person
"Player 3" and draws every frame. Before, the name plate raised "Text has zero width" at
every Continue."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import attrs
import pygame
import pytest
from lang_kit import drawn_texts
from store_kit import HOT_SEAT, play

from game.store.saves import SaveStore
from game.ui.eight_half.table_scene import TableScene
from game.ui.shell.app import App
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.handover import ARMING, HandOverScene

DT = 1 / 60


@pytest.mark.parametrize("name", ["\u200b\u200b\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f"])
def test_a_saved_name_that_shows_nothing_continues_as_player_3(
    make_app: Callable[..., App], tmp_path: Path, name: str
) -> None:
    rec, _ = play(players=len(HOT_SEAT), seed=5, length=2, plies=30)
    store = SaveStore(tmp_path)
    store.save_current(attrs.evolve(rec, players=HOT_SEAT))
    path = store.current_path("eight_half")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"Chloé"', json.dumps(name)), encoding="utf-8")
    back = SaveStore(tmp_path).load_current("eight_half")
    assert back is not None
    app = make_app()
    table = TableScene(app, app.settings, record=back, quick_bots=True,
                       executor=InlineExecutor())  # fmt: skip
    app.push(table)
    with drawn_texts() as seen:
        app.frame(DT)
        assert isinstance(app.top, HandOverScene)  # Player 1 takes the screen
        for _ in range(round(ARMING / DT) + 1):
            app.frame(DT)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
        for _ in range(10):
            app.frame(DT)  # the table, its plates
    assert table.short_name(2) == "Player 3"
    assert "Player 3" in " ".join(seen)
