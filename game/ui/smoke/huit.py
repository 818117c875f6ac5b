"""The Huit américain table's smoke-test step: one whole round of bots (4 seats) through the
real loop, then the result, the shared pause menu over it, and back to the title."""

from __future__ import annotations

from collections.abc import Iterator

from game.ui.smoke.bots import watch_a_game_of_bots
from game.ui.smoke.driver import SmokeRun, smoke_step


@smoke_step("huit table")
def play_a_round_of_bots(run: SmokeRun) -> Iterator[None]:
    from game.ui.huit.result import HuitResultScene
    from game.ui.huit.table_scene import HuitTableScene

    yield from watch_a_game_of_bots(run, HuitTableScene, HuitResultScene, "round", huit_players=4)
