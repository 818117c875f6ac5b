"""The table's smoke-test step: leave the player's table by the pause menu, then watch one
whole game of bots (every seat a bot, instant speed, no pause) through the real loop."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.rules.eight_half.observe import observe
from game.ui.smoke import SmokeRun, smoke_step
from game.ui.title import TitleScene

SIZES = ((1024, 720), (800, 600), (1920, 1080))


@smoke_step("table")
def play_a_game_of_bots(run: SmokeRun) -> Iterator[None]:
    from game.ui.eight_half.bot_runner import InlineExecutor
    from game.ui.eight_half.overlays import PauseScene
    from game.ui.eight_half.table_scene import TableScene
    from game.ui.scorepad.scene import ScorePadScene

    app = run.app
    if isinstance(app.top, TableScene):  # "new game" left the player's table open
        run.key(pygame.K_ESCAPE)
        yield
        run.check(isinstance(app.top, PauseScene), "Esc at the table did not open the menu")
        run.key(pygame.K_DOWN)
        run.key(pygame.K_RETURN)
        yield
    run.check(isinstance(app.top, TitleScene), "Quit to title did not reach the title")

    before = app.settings
    app.update_settings(animation_speed="instant", bot_pause=0.0)
    table = TableScene(app, app.settings, seed=2024, human=False, quick_bots=True,
                       executor=InlineExecutor())  # frames follow moves, not the machine
    app.push(table)
    moves = 0
    while not isinstance(app.top, ScorePadScene):
        yield
        moves += 1
        if moves % 40 == 0:  # the table must survive window changes mid-game
            run.resize(SIZES[moves // 40 % len(SIZES)])
        run.check(moves < 20_000, "the bots' game never ended")
    run.check(table.state.is_over and table.match.games_played == 1, "no result recorded")
    wrong = table.shown.differences(observe(table.state, table.viewer))
    run.check(not wrong, f"the table does not show the game: {wrong}")
    run.key(pygame.K_ESCAPE)  # from the score pad: the menu, then Quit to title
    yield
    run.key(pygame.K_DOWN)
    run.key(pygame.K_RETURN)
    yield
    run.check(isinstance(app.top, TitleScene), "did not get back to the title")
    app.update_settings(animation_speed=before.animation_speed, bot_pause=before.bot_pause)
