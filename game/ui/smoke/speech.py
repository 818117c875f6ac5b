"""The smoke test's speech step: F2 turns "Speak the screen" on at the title, the match
under way is continued (among friends, each turn after its hand-over) and played a few
moves, and every decision the player meets is told in words (the bid); F2 turns it off
again, "Speech off" being the last thing said.

The announcements are taken where the game hands them to its voice (Mouth.say), so the step
proves the words, whether or not this computer has a voice to say them with."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.ai.eight_half.bots import make_bot
from game.rules.eight_half import legal_moves
from game.rules.eight_half.observe import observe
from game.ui.shell.i18n import tr
from game.ui.smoke.driver import SmokeRun, _title, counted_frames, quit_to_title, smoke_step
from game.ui.speech import speakable

MOVES = 4  # the player's decisions played with the voice on


@smoke_step("speech", restarted=True)
def play_with_the_screen_spoken(run: SmokeRun) -> Iterator[None]:
    app = run.app
    title = _title(run)
    said: list[str] = []
    mouth = app.speech.mouth
    speak = mouth.say

    def heard(text: str, language: str) -> None:
        said.append(text)
        speak(text, language)

    mouth.say = heard  # type: ignore[method-assign]  # listened to, then said as ever
    try:
        run.key(pygame.K_F2)
        yield
        run.check(app.settings.speak_screen, "F2 did not turn speech on")
        yield
        run.check(
            bool(said) and said[0].startswith(speakable(tr("speech.on"))),
            f"the title did not say speech is on: {said[:1]}",
        )
        run.check(title.item_key(0) == "continue_eight_half", "no match to continue")
        run.click(title.layout().rows[title.index_of("continue_eight_half")].center)
        yield
        from game.ui.eight_half.table_scene import TableScene
        from game.ui.table.handover import ARMING, HandOverScene

        tables = [scene for scene in app.scenes if isinstance(scene, TableScene)]
        run.check(len(tables) == 1, "Continue did not open the table")
        table = tables[0]
        helper = make_bot("medium")
        made, told = 0, 0
        for _ in counted_frames(20_000, lambda: table.runner.thinking):
            if made >= MOVES or table.state.is_over:
                break
            if isinstance(app.top, HandOverScene):  # among friends: the screen handed over
                yield from run.frames(round(ARMING * 60) + 2)
                run.key(pygame.K_SPACE)
            yield
            if table.options.legal and table.state.turn == table.human and not table.director.busy:
                yield  # the frame that shows the decision says it
                bid = tr("speech.bid", bid="\0").split("\0")[0].strip()
                told += any(bid in text for text in said[-3:])
                st = table.state
                move = helper.choose(observe(st, table.human), legal_moves(st), table.hint_rng)
                run.check(table.human_move(move), f"the table refused {move}")
                made += 1
        run.check(made > 0, "the player had no decision to make with the voice on")
        run.check(told == made, f"{made - told} of {made} decisions were not told their bid")
        yield from quit_to_title(run)
        run.key(pygame.K_F2)
        yield
        run.check(not app.settings.speak_screen, "F2 did not turn speech off")
        last = len(said)
        yield from run.frames(5)
        run.check(said[last - 1] == speakable(tr("speech.off")), f"F2 did not say: {said[-1:]}")
        run.check(len(said) == last, f"said after Speech off: {said[last:]}")
    finally:
        mouth.say = speak  # type: ignore[method-assign]
    run.spoken += said[:-1]
