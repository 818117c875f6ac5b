"""The hot-seat smoke step: two people and a bot at 8½, dealt from the title.
Each person's turn opens on the hand-over screen, which shows no card; Space (once the
screen is armed) gives the table to that person, turned so their hand is at the bottom;
they play; the next person's turn hands the screen over again."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.ai.eight_half.bots import make_bot
from game.rules.eight_half import legal_moves, observe
from game.ui.shell import drawn
from game.ui.shell.confirm import ConfirmScene
from game.ui.smoke.driver import SmokeRun, _title, counted_frames, quit_to_title, smoke_step

HAND_OVERS = 3  # persons' turns to see through, each after its hand-over
FRAMES = 20_000


@smoke_step("hot seat", restarted=True)
def play_two_people(run: SmokeRun) -> Iterator[None]:
    from game.ui.table.handover import ARMING, HandOverScene

    app = run.app
    title = _title(run)
    before = app.settings
    app.update_settings(
        animation_speed="instant",
        bot_pause=0.0,
        players=3,
        people=("Chloé", None, "Marc", None, None),
        bot_levels=("medium",) * 5,
    )
    run.click(title.layout().rows[title.index_of("new_game")].center)
    yield
    if isinstance(app.top, ConfirmScene):  # the match Continue resumed is given up
        run.key(pygame.K_y)
        yield
    from game.ui.eight_half.table_scene import TableScene

    tables = [scene for scene in app.scenes if isinstance(scene, TableScene)]
    run.check(len(tables) == 1, "New game did not deal the table")
    table = tables[0]
    run.check(table.people == {0, 2}, f"the table seated {set(table.people)} as people")
    helper = make_bot("medium")  # plays each person's seat, through the table's own door
    handed = 0
    for _ in counted_frames(FRAMES, lambda: table.runner.thinking):
        if handed >= HAND_OVERS:
            break
        top = app.top
        if isinstance(top, HandOverScene):
            with drawn.recording() as seen:
                app.draw()
            run.check(
                not any(d.kind is drawn.Kind.CARD for d in seen),
                "the hand-over screen showed a card",
            )
            yield from run.frames(round(ARMING * 60) + 2)
            run.key(pygame.K_SPACE)
            yield
            run.check(
                table.on_screen == top.seat == table.viewer,
                "Space did not give the table to the person handed the screen",
            )
            handed += 1
            continue
        yield
        st = table.state
        if table.options.legal and st.turn == table.human:
            move = helper.choose(observe(st, st.turn), legal_moves(st), table.hint_rng)
            run.check(table.human_move(move), f"the table refused {move}")
    run.check(
        handed >= HAND_OVERS,
        f"{handed} hand-overs; the table waits at turn "
        f"{table.state.turn}, busy {table.director.busy}",
    )
    yield from quit_to_title(run)
    app.update_settings(
        **{
            name: getattr(before, name)
            for name in ("animation_speed", "bot_pause", "players", "people", "bot_levels")
        }
    )
