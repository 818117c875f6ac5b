"""The Huit américain table's smoke-test step: one whole round of bots (every seat a bot,
instant speed, no pause) through the real loop, window changes included; then the result,
the shared pause menu over it, and back to the title."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.rules.huit import observe
from game.ui.smoke import SmokeRun, smoke_step
from game.ui.title import TitleScene

SIZES = ((1024, 720), (800, 600), (1920, 1080))


@smoke_step("huit table")
def play_a_round_of_bots(run: SmokeRun) -> Iterator[None]:
    from game.ui.bot_runner import InlineExecutor
    from game.ui.huit.result import HuitResultScene
    from game.ui.huit.table_scene import HuitTableScene
    from game.ui.pause import PauseScene

    app = run.app
    run.check(isinstance(app.top, TitleScene), "the Huit step did not start at the title")
    before = app.settings
    app.update_settings(animation_speed="instant", bot_pause=0.0, huit_players=4)
    table = HuitTableScene(app, app.settings, seed=2024, human=False, quick_bots=True,
                           executor=InlineExecutor())  # frames follow moves, not the machine
    app.push(table)
    moves = 0
    while not isinstance(app.top, HuitResultScene):
        yield
        moves += 1
        if moves % 40 == 0:  # the table must survive window changes mid-round
            run.resize(SIZES[moves // 40 % len(SIZES)])
        run.check(moves < 20_000, "the bots' round never ended")
    run.check(table.state.is_over and table.match.rounds_played == 1, "no result recorded")
    wrong = table.shown.differences(observe(table.state, table.viewer))
    run.check(not wrong, f"the Huit table does not show the round: {wrong}")
    run.key(pygame.K_ESCAPE)  # from the result: the menu, then Quit to title
    yield
    run.check(isinstance(app.top, PauseScene), "Esc over the result did not open the menu")
    run.key(pygame.K_DOWN)
    run.key(pygame.K_RETURN)
    yield
    run.check(isinstance(app.top, TitleScene), "did not get back to the title")
    app.update_settings(animation_speed=before.animation_speed, bot_pause=before.bot_pause,
                        huit_players=before.huit_players)
