"""The tutorial's smoke-test step: open Learn to play from the title and walk it to its
end, each step done as it asks (its move through the table's own door, then Enter to go
on), then back to the title."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.rules.eight_half import legal_moves
from game.ui.smoke.driver import SmokeRun, smoke_step

SIZES = ((800, 600), (1920, 1080), (1024, 720))


@smoke_step("tutorial")
def walk_the_tutorial(run: SmokeRun) -> Iterator[None]:
    from game.ui.menus.title import TitleScene
    from game.ui.tutorial.lessons import STEP_COUNT
    from game.ui.tutorial.scene import DONE, READ, READY, TutorialScene

    app = run.app
    title = app.top
    run.check(isinstance(title, TitleScene), "the tutorial step did not start on the title")
    assert isinstance(title, TitleScene)
    before = app.settings
    app.update_settings(animation_speed="instant", tutorial_step=0)
    run.click(title.layout().rows[title.index_of("tutorial")].center)
    yield
    lesson = app.top
    run.check(isinstance(lesson, TutorialScene), f"Learn to play opened {lesson!r}")
    assert isinstance(lesson, TutorialScene)
    for index in range(STEP_COUNT - 1):
        run.check(lesson.index == index, f"at step {lesson.index}, not {index}")
        run.resize(SIZES[index % len(SIZES)])
        for _ in range(2000):
            if lesson.phase in (READ, READY) and not lesson.director.busy:
                break
            yield
        step = lesson.step
        if step.expect is not None:
            move = step.moves[0] if step.moves else legal_moves(lesson.state)[0]
            run.check(lesson.human_move(move), f"step {step.key} refused its own {move}")
            for _ in range(2000):
                if lesson.phase == DONE:
                    break
                yield
        run.key(pygame.K_RETURN)  # Next, once the step is read or done
        for _ in range(2000):
            yield
            if lesson.index != index:
                break
        run.check(lesson.index == index + 1, f"step {step.key} never led on")
    run.check(lesson.state.is_over and lesson.state.winner == 0, "the lesson's game is not won")
    run.key(pygame.K_ESCAPE)  # done: back to the title, the lesson counted as finished
    yield
    run.check(app.top is title, "leaving the last step did not reach the title")
    run.check(app.settings.tutorial_step == 0, "a finished lesson would resume half-way")
    app.update_settings(animation_speed=before.animation_speed)
