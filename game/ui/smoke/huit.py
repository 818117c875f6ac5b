"""The Huit américain table's smoke-test steps: one whole round of bots (4 seats) under the
book's rules, then one (3 seats) with every house rule on, each through the real loop to its
result, the shared pause menu over it, and back to the title."""

from __future__ import annotations

from collections.abc import Iterator

from game.ui.smoke.bots import watch_a_game_of_bots
from game.ui.smoke.driver import SmokeRun, smoke_step


@smoke_step("huit table")
def play_a_round_of_bots(run: SmokeRun) -> Iterator[None]:
    from game.ui.huit.result import HuitResultScene
    from game.ui.huit.table_scene import HuitTableScene

    yield from watch_a_game_of_bots(run, HuitTableScene, HuitResultScene, "round", huit_players=4)


@smoke_step("huit house rules")
def play_a_round_under_every_house_rule(run: SmokeRun) -> Iterator[None]:
    """Jokers, reverses, the blocked 8s and seven cards each (RULES.md H7), chosen in the
    settings as a player chooses them; the rules the round was dealt with go to the last line."""
    from game.rules.huit import HOUSE_RULES
    from game.ui.huit.result import HuitResultScene
    from game.ui.huit.table_scene import HuitTableScene

    table = yield from watch_a_game_of_bots(
        run,
        HuitTableScene,
        HuitResultScene,
        "round",
        huit_players=3,
        huit_rules=HOUSE_RULES,
        huit_levels=("easy",) * 5,  # the quickest bots: the smoke runs on small CI machines
    )
    assert isinstance(table, HuitTableScene)
    rules = table.state.rules
    run.check(rules == HOUSE_RULES, f"the round was dealt with {rules}, not every house rule")
    run.house_rules = rules
