"""The table's smoke-test step: leave the player's table by the pause menu, then watch one
whole game of bots through the real loop (game/ui/smoke/bots.py)."""

from __future__ import annotations

from collections.abc import Iterator

from game.ui.smoke.bots import watch_a_game_of_bots
from game.ui.smoke.driver import SmokeRun, quit_to_title, smoke_step


@smoke_step("table")
def play_a_game_of_bots(run: SmokeRun) -> Iterator[None]:
    from game.ui.eight_half.table_scene import TableScene
    from game.ui.scorepad.scene import ScorePadScene

    if isinstance(run.app.top, TableScene):  # "new game" left the player's table open
        yield from quit_to_title(run)
    yield from watch_a_game_of_bots(run, TableScene, ScorePadScene, "game")
