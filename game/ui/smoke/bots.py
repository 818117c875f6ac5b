"""The smoke test's game of bots at either table (8½, Huit américain): every seat a bot,
instant speed, no pause, one whole game (round) through the real loop, window changes
included; then the menu over its result leads back to the title."""

from __future__ import annotations

from collections.abc import Callable, Generator

from game.ui.menus.title import TitleScene
from game.ui.shell.scene import Scene
from game.ui.smoke.driver import SmokeRun, quit_to_title
from game.ui.table.base import CardTable, EventT, MatchT, MoveT, ObsT, OptionsT, StateT
from game.ui.table.bot_runner import InlineExecutor

SIZES = ((1024, 720), (800, 600), (1920, 1080))
MOVE_LIMIT = 20_000  # frames; a game of bots that has not ended by then never will


def watch_a_game_of_bots(
    run: SmokeRun,
    table_type: Callable[..., CardTable[StateT, MoveT, EventT, ObsT, OptionsT, MatchT]],
    result: type[Scene],
    what: str,
    **settings: object,
) -> Generator[None, None, CardTable[StateT, MoveT, EventT, ObsT, OptionsT, MatchT]]:
    """Open a table of bots from the title (with `settings` changed for it, then put back)
    and let it play until its `result` scene shows; `what`: "game" or "round". Gives back
    the table, its finished game in it."""
    app = run.app
    run.check(isinstance(app.top, TitleScene), f"the bots' {what} did not start at the title")
    before = app.settings
    app.update_settings(animation_speed="instant", bot_pause=0.0, **settings)
    table = table_type(
        app, app.settings, seed=2024, human=False, quick_bots=True, executor=InlineExecutor()
    )  # frames follow moves, not the machine
    app.push(table)
    moves = 0
    while not isinstance(app.top, result):
        yield
        moves += 1
        if moves % 40 == 0:  # the table must survive window changes mid-game
            run.resize(SIZES[moves // 40 % len(SIZES)])
        run.check(moves < MOVE_LIMIT, f"the bots' {what} never ended")
    run.check(
        table.state.is_over and table.recorded and table.game_number == 1, "no result recorded"
    )
    wrong = table.shown.differences(table.observation())
    run.check(not wrong, f"the {table.name} does not show the {what}: {wrong}")
    yield from quit_to_title(run)  # from the result: the menu, then Quit to title
    kept = ("animation_speed", "bot_pause", *settings)
    app.update_settings(**{name: getattr(before, name) for name in kept})
    return table
