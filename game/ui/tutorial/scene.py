"""Learn to play: the real table (TableScene, its events and animations), led by a coach.

Each step of lessons.py goes on from the table as the last one left it, points at what it
explains and waits: for Next on a step that only tells, or for the one move it teaches,
made with the table's own keys and clicks, and then for Next. Any other legal move is
turned down with the step's reason; an illegal one gets the engine's own refusal, as at a
real table; neither is ever played. The bot plays only the step's scripted answers, so the
lesson is the same every time.

Next (Enter, or the coach's button) moves on exactly one step, and only from a step read or
done: it is never passed to the table, and no step moves on by itself, so a press can never
land on a step the player has not seen yet (a pause that led on by itself once let the
Enter meant for it play the next step's card). While a step waits for its move, Enter
plays only what the player has chosen in sight (a selection, or the focus ring once they
steer with the keys). The step reached is kept in the settings (tutorial_step): "Learn to
play" resumes there. Back (Backspace) goes back one step, Start over (R) to the first.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs
import pygame

from game.rules.eight_half import IllegalMove, apply_move, legal_moves, parse_move
from game.rules.eight_half.match import record_game
from game.rules.eight_half.moves import Move
from game.store.settings import ONE_PERSON, Settings
from game.ui.eight_half.layout import TableLayout
from game.ui.eight_half.reasons import translate_reason
from game.ui.eight_half.table_scene import TableScene
from game.ui.eight_half.table_view import TableView, table_layout
from game.ui.shell import i18n
from game.ui.shell.i18n import tr
from game.ui.speech.said import Said, sentences
from game.ui.tutorial import coach
from game.ui.tutorial.lessons import STEP_COUNT, STEPS, Step, start_state

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from game.ui.shell.app import App

log = logging.getLogger(__name__)

SEED = 8  # the dealt game under the lesson is never shown; any seed will do
BOT_PAUSE = 0.9  # seconds (times the speed setting) the gentle bot waits before it plays

READ = "read"  # the step tells; Enter or Next goes on
READY = "ready"  # waiting for the player's move; Next waits for it
PLAYING = "playing"  # the move is made: its animations and the bot's answers run
DONE = "done"  # all settled, "Well done!": Enter or Next goes on


class CoachView(TableView):
    """The table laid out as with the move log open: the coach sits in that strip."""

    def layout(self, size: tuple[int, int] | None = None) -> TableLayout:
        size = size or self.scene.app.size
        return table_layout(size, self.scene.players, True)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        scene = self.scene
        assert isinstance(scene, TutorialScene)
        scene.draw_coach(surface, self.layout(surface.get_size()))


class TutorialScene(TableScene):
    name = "tutorial"

    def __init__(
        self,
        app: App,
        settings: Settings,
        *,
        start_at: int | None = None,
        on_play: Callable[[], None] | None = None,
        executor: Executor | None = None,
    ) -> None:
        # One learner against one Easy bot, whoever sits at the player's table.
        lesson = attrs.evolve(
            settings.with_all_bot_levels("easy"), players=2, match_length=1, people=ONE_PERSON
        )
        super().__init__(app, lesson, seed=SEED, quick_bots=True, executor=executor)
        self.view = CoachView(self)
        self.on_play = on_play  # "Play a match" at the end
        self.coach_hover: str | None = None
        self._fitted: tuple[tuple[object, ...], tuple[int, list[str]]] | None = None
        self.index = 0
        self.phase = READ
        self.replies: deque[str] = deque()
        first = settings.tutorial_step if start_at is None else start_at
        self.go_to(min(max(0, first), STEP_COUNT - 1))

    # -- steps ---------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return STEPS[self.index]

    def go_to(self, index: int, carry: bool = False) -> None:
        """Show step `index`; `carry`: the table goes on as it is (the previous step was
        done here), else the step's own position is laid out."""
        step = STEPS[index]
        if not (carry and step.start is None):
            self.match = attrs.evolve(self.match, game=start_state(index))
            self._start_game()
            self.view.invalidate()  # a new Shown may repeat the old one's version number
            if self.state.is_over:  # the game's points, as the table's "Game 1 of 1" says
                self.match = record_game(self.match, self.state)
            self.result_shown = True  # no score pad: the coach tells the points
        self.index = index
        self.replies = deque(step.replies)
        self.phase = READ if step.expect is None else READY
        self.controls.reset()  # nothing chosen on the last step carries over
        self.controls.keyboard = False  # the focus ring shows once the player steers here
        self._fitted = None
        self.note = None
        self._remember(0 if index == STEP_COUNT - 1 else index)

    def _remember(self, index: int) -> None:
        """Keep the step reached; the last one counts as done (next time starts over)."""
        if self.app.settings.tutorial_step != index:
            self.app.update_settings(tutorial_step=index)

    @property
    def can_go_on(self) -> bool:
        """Whether Next leads on now: the step is read, or its move is made and settled."""
        return self.phase in (READ, DONE)

    def next_step(self) -> None:
        """Next: one step on, once this one is read or done; else say what it waits for."""
        if not self.can_go_on:
            self.say_note(self.waiting_note())
        elif self.index + 1 < STEP_COUNT:
            self.go_to(self.index + 1, carry=True)

    def waiting_note(self) -> str:
        """Why Next does not lead on yet: the step's move is still to make, or under way."""
        if self.phase == READY:
            return tr("tutorial.note.move_first", why=self.why_text())
        return tr("tutorial.note.wait")

    def back(self) -> None:
        if self.index > 0:
            self.go_to(self.index - 1)

    def leave(self) -> None:
        """Back to the title; the step stays kept for next time."""
        self.quit_to_title()

    def finish(self, play: bool) -> None:
        self._remember(0)
        self.quit_to_title()
        if play and self.on_play is not None:
            self.on_play()

    # -- the table, led ------------------------------------------------------------------

    def _begin_record(self) -> None:
        """A lesson is never saved as a match: the player's saved match stays as it was."""

    def toggle_log(self) -> None:
        """The coach sits where the move log would open."""

    def open_score_pad(self, after_game: bool = False) -> None:
        """The lesson has no score pad: its last step tells the points."""

    def _game_end(self, dt: float) -> None:
        if not self.recorded:
            self.match = record_game(self.match, self.state)
        self.recorded = True
        self.result_shown = True

    def waiting_for_bot(self) -> int | None:
        return super().waiting_for_bot() if self.replies else None

    def _drive_bot(self, dt: float) -> None:
        """The gentle bot plays the step's next scripted answer, after its pause."""
        if not self.replies:
            return
        state = self.state
        if self._asked is not state:
            self._asked = state
            self._bot_wait = 0.0
        self._bot_wait += dt
        if self._bot_wait < BOT_PAUSE * self.scale:
            return
        move = parse_move(self.replies.popleft())
        try:
            outcome = apply_move(state, move)
        except IllegalMove:  # a script out of step with its positions: a bug, keep going
            log.error("tutorial step %s: the bot's %s is illegal", self.step.key, move)
            move = legal_moves(state)[0]
            outcome = apply_move(state, move)
        self._commit(move, outcome)

    def human_move(self, move: Move) -> bool:
        """The player's move: played only if it is the one this step teaches."""
        if self.phase != READY:
            key = "tutorial.note.wait" if self.phase == PLAYING else "tutorial.note.read"
            self.say_note(tr(key))
            return False
        try:
            outcome = apply_move(self.state, move)
        except IllegalMove as e:
            self.say_note(translate_reason(e), "refusal")
            return False
        if not self.step.accepts(move):
            self.say_note(tr("tutorial.not_now", why=self.why_text()), "refusal")
            return False
        self._commit(move, outcome)
        self.phase = PLAYING
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        settled = not self.director.busy and not self.controls.intents
        if self.phase == PLAYING and settled and (not self.replies or self.state.is_over):
            self.phase = DONE  # and it stays: the player says when to go on

    @property
    def animating(self) -> bool:
        # The ring breathes while it shows; the bot's answers are on their way.
        return (
            super().animating
            or self.phase == PLAYING
            or self.pointer_rect(self.view.layout()) is not None
        )

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            sel = self.controls.selection
            if key == pygame.K_ESCAPE and not sel.picks and sel.give is None:
                self.leave() if self.index < STEP_COUNT - 1 else self.finish(False)
                return
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self._enter_plays():
                if self.can_go_on and self.index == STEP_COUNT - 1:
                    self.finish(True)
                else:
                    self.next_step()
                return
            if key == pygame.K_BACKSPACE:
                self.back()
                return
            if key == pygame.K_r and self.index:  # as the Start over button, where it shows
                self.press("start_over")
                return
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            lay = self.view.layout()
            if lay.log_panel is not None and lay.log_panel.collidepoint(event.pos):
                name = self.coach_button_at(event.pos)
                if event.type == pygame.MOUSEMOTION:
                    self.coach_hover = name
                elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and name:
                    self.press(name)
                return  # the panel is not the table: no click "anywhere" takes the pile
            self.coach_hover = None
        super().handle_event(event)

    def _enter_plays(self) -> bool:
        """Whether Enter goes to the table: only while the step waits for its move, and
        only to play what the player chose in sight (a selection, or the focus ring they
        steer with the keys), never a card they cannot see chosen."""
        controls = self.controls
        return self.phase == READY and (controls.keyboard or bool(controls.selection.picks))

    def press(self, name: str) -> None:
        """A coach button: back, next, leave, start_over; at the end play or title."""
        if name in ("play", "title"):
            self.finish(play=name == "play")
        elif name == "start_over":
            self.go_to(0)
        else:
            {"back": self.back, "next": self.next_step, "leave": self.leave}[name]()

    def coach_buttons(self) -> list[tuple[str, str, bool]]:
        """(name, text, primary) of the coach's buttons, in layout order."""
        if self.index == STEP_COUNT - 1:
            return [
                ("back", tr("tutorial.button.back"), False),
                ("play", tr("tutorial.button.play"), True),
                ("title", tr("tutorial.button.title"), False),
            ]
        out = [("back", tr("tutorial.button.back"), False)] if self.index else []
        out.append(("next", tr("tutorial.button.next"), self.can_go_on))
        out.append(("leave", tr("tutorial.button.leave"), False))
        if self.index:
            out.append(("start_over", tr("tutorial.button.start_over"), False))
        return out

    def coach_parts(self, lay: TableLayout) -> dict[str, pygame.Rect]:
        assert lay.log_panel is not None
        buttons = self.coach_buttons()
        names = [name for name, _, _ in buttons]
        parts = coach.coach_layout(lay.log_panel, lay.unit, names)
        if all(
            coach.reads_in_full(text, parts["button:" + name], lay.unit)
            for name, text, _ in buttons[:2]
        ):
            return parts
        # Too long side by side ("Suivant (Entrée)", "Een wedstrijd spelen"): a row each,
        # the way on (Next, Play a match) at the top, where it stays from step to step.
        names.sort(key=lambda name: name not in ("next", "play"))
        parts = coach.coach_layout(lay.log_panel, lay.unit, names, paired=False)
        # Still too long for a row of its own (large text): that button's words on two lines.
        tall = frozenset(
            name
            for name, text, _ in buttons
            if not coach.reads_in_full(text, parts["button:" + name], lay.unit)
        )
        if not tall:
            return parts
        return coach.coach_layout(lay.log_panel, lay.unit, names, paired=False, tall=tall)

    def coach_button_at(self, pos: tuple[int, int]) -> str | None:
        parts = self.coach_parts(self.view.layout())
        for name, _, _ in self.coach_buttons():
            if parts["button:" + name].collidepoint(pos):
                return name
        return None

    # -- words ---------------------------------------------------------------------------

    def _facts(self) -> dict[str, object]:
        facts: dict[str, object] = {"name": self.names[1]}
        points = self.state.points
        if points is not None:  # R10.1, R10.2: the cards counted, the points they make
            me, bot = self.state.seats
            facts.update(you=points[0], bot=points[1], mine=me.card_count, theirs=bot.card_count)
        return facts

    def step_line(self) -> str:
        line = tr("tutorial.step", n=self.index + 1, total=STEP_COUNT)
        return line + "  ·  " + tr("tutorial.well_done") if self.phase == DONE else line

    def speech(self) -> list[Said]:
        """The coach's step (its number, title and text), then the table as ever."""
        words = sentences([self.step_line(), self.title_text(), self.body_text()])
        return [Said("coach", words), *super().speech()]

    def title_text(self) -> str:
        return tr(self.step.title_key)

    def body_text(self) -> str:
        return tr(self.step.text_key, **self._facts())

    def why_text(self) -> str:
        return tr(self.step.why_key, **self._facts())

    def fitted_body(self, body: pygame.Rect, unit: int) -> tuple[int, list[str]]:
        key = (body.size, unit, self.index, i18n.translator().language)
        if self._fitted is None or self._fitted[0] != key:
            self._fitted = (key, coach.fit_text(self.body_text(), body, unit))
        return self._fitted[1]

    # -- drawing -------------------------------------------------------------------------

    def pointer_rect(self, lay: TableLayout) -> pygame.Rect | None:
        """Where the ring goes now: on the step's target while the step waits for the
        player (not while cards fly)."""
        if self.phase not in (READ, READY) or self.director.busy:
            return None
        return coach.target_rect(self, lay, self.step.target)

    def draw_coach(self, surface: pygame.Surface, lay: TableLayout) -> None:
        ring = self.pointer_rect(lay)
        if ring is not None:
            coach.draw_pointer(
                surface, ring, self.time, lay.unit, still=self.app.settings.reduce_motion
            )
        coach.draw_panel(surface, self, self.coach_parts(lay), lay.unit, self.coach_hover)
