"""A Huit américain match resumed from its save (RULES.md Part D): the table saves after every
move through app.match_saved; the next start's title offers Continue and brings the same
round, move log and score back."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs
import huit_table_kit as kit
import pygame

from game.ai.huit.bots import make_bot
from game.rules import huit
from game.ui.huit.result import HuitResultScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus.title import TitleScene
from game.ui.scorepad.scene import ScorePadScene

MakeApp = Callable[..., Any]
SEVEN = huit.parse_card("7c").rank


def _play_until(scene: HuitTableScene, stop: Callable[[], bool], seed: int = 5) -> None:
    """The player's seat played by an Easy bot through the table's own door; the result's
    button to the score pad, the pad's Next round; until `stop()` holds at the player's
    idle turn."""
    app = scene.app
    helper = make_bot("easy")
    rng = random.Random(seed)
    for _ in range(50_000):
        top = app.top
        if isinstance(top, HuitResultScene):
            top.press("pad")
        elif isinstance(top, ScorePadScene):
            top.press("next")
        elif top is scene and scene.options.my_turn:
            if stop():
                return
            st = scene.state
            move = helper.choose(huit.observe(st, 0), huit.legal_moves(st), rng)
            assert scene.human_move(move)
        kit.frames(app, 1)
    raise AssertionError("the match never got there")


def _play_into_round_two(scene: HuitTableScene) -> None:
    """Until a few moves into round 2."""
    _play_until(scene, lambda: scene.match.rounds_played >= 1 and scene.plies >= 3)


def test_part_d_continue_brings_the_huit_table_back_as_it_was(make_app: MakeApp) -> None:
    app = make_app(kit.settings(3, bot_pause=0.0), fixed_dt=kit.DT)
    scene = kit.table(app, seed=24)  # two cards went under the stock at its first deal (H1)
    _play_into_round_two(scene)
    app.autosaver.flush()
    assert scene.record is not None
    state, lines, totals = scene.state, list(scene.log.lines), scene.match.totals
    assert any(totals), "a round was won: the score is not all zeros"
    assert lines[1].text.startswith("Under the stock, in everyone’s sight: the 7 of")

    again = make_app(app.settings, fixed_dt=kit.DT)  # the next start, on the same data folder
    title = TitleScene(again)
    again.push(title)
    again.frame(kit.DT)
    assert title.item_key(0) == "continue_huit"
    assert title.items[0].label() == "Continue — Huit américain"
    kit.key(pygame.K_RETURN)
    again.frame(kit.DT)
    table = again.top
    assert isinstance(table, HuitTableScene), "Continue opened the Huit table"
    assert table.record is not None and table.record.id == scene.record.id
    assert table.state == state, "the same round, at the same move"
    assert table.match.rounds_played == scene.match.rounds_played == 1
    assert table.match.totals == totals, "the same score"
    assert table.log.lines == lines, "the same move log"
    assert table.plies == scene.plies


def what_the_table_shows(scene: HuitTableScene) -> dict[str, Any]:
    """What the table draws from: hands, discard, stock and what lies under it, the suit,
    the penalty, the "skip" tag on a plate, who moved last (who says the next bubble),
    the round's marks; and the move log."""
    shown = attrs.asdict(scene.shown, recurse=False)
    del shown["version"]  # a drawing cache's counter
    return {"shown": shown, "log": [line.text for line in scene.log.lines]}


def remembered(bot: Any) -> dict[str, Any]:
    """What a Hard bot remembers of the round (game.ai.huit.memory)."""
    memory = bot.memory
    return {name: getattr(memory, name) for name in type(memory).__slots__}


def test_resume_shows_the_same_table(make_app: MakeApp) -> None:
    """Closed just after a 7 made a player miss their turn (H4) and continued: the same
    table (the open hands, piles, notes and bubbles) and the same move log; Hard remembers the
    round as it did (what the others' draws told it), so it plays on as it would have."""
    settings = kit.settings(3, bot_pause=0.0, huit_levels=("hard",) * 5)
    app = make_app(settings, fixed_dt=kit.DT)
    scene = kit.table(app, seed=9)

    def just_skipped() -> bool:  # a bot's 7 on top at the player's turn: it skipped a bot
        return scene.plies >= 12 and scene.state.discard[-1].rank == SEVEN

    _play_until(scene, just_skipped, seed=3)
    app.autosaver.flush()
    then = what_the_table_shows(scene)
    memories = {seat: remembered(bot) for seat, bot in scene.bots.items()}

    again = make_app(app.settings, fixed_dt=kit.DT)
    title = TitleScene(again)
    again.push(title)
    again.frame(kit.DT)
    kit.key(pygame.K_RETURN)  # Continue
    again.frame(kit.DT)
    table = again.top
    assert isinstance(table, HuitTableScene) and table.state == scene.state
    assert what_the_table_shows(table) == then
    assert {seat: remembered(bot) for seat, bot in table.bots.items()} == memories
