"""What both card tables (8½ and Huit américain) do the same way, whatever the game.

A table keeps the engine's state as the truth and a Director that shows its events; the
player's seat is `human` (None: a table of bots), the others are bots asked through the
shared BotRunner. A game's table names its rules (`rules`: a TableRules) and
`_games_done`, and keeps its own flow (deals, the end of a game, options, bubbles).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
from attrs import define, frozen

from game.ai.seeding import decision_rng
from game.store.record import MatchRecord
from game.store.settings import ANIMATION_SCALE
from game.ui.i18n import tr
from game.ui.pause import PauseScene
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App

END_PAUSE = 0.9  # seconds between the last card and the result (times the speed setting)
NOTE_LIFE = 5.0  # a refusal or a hint stays this long (or until the next action)


@frozen
class TableRules:
    """A game's rules as a table uses them (RULES.md Part C / Part D functions)."""

    apply_move: Callable[[Any, Any], Any]  # -> Outcome(state, events); raises illegal
    legal_moves: Callable[[Any], list[Any]]
    observe: Callable[[Any, int], Any]
    illegal: type[ValueError]  # the game's IllegalMove
    refusal: Callable[[Any], str]  # an IllegalMove in the player's words


@define
class Note:
    """A short line for the player under the pile: a refusal, a hint."""

    text: str
    tone: str  # "refusal" | "hint" | "info"
    age: float = 0.0


class CardTable(Scene):
    """The shared part of a table scene; subclasses set every attribute used here."""

    # Set by the game's table: its names, seats, bots, truth and what shows it.
    players: int
    human: int | None
    levels: tuple[str, ...]
    names: tuple[str, ...]
    seed: int
    bots: dict[int, Any]
    runner: Any
    director: Any
    state: Any
    view: Any
    record: MatchRecord | None
    plies: int
    note: Note | None
    log_open: bool
    recorded: bool
    result_shown: bool
    _asked: Any
    _bot_wait: float
    _end_wait: float

    def __init__(self, app: App) -> None:
        super().__init__(app)

    rules: TableRules

    @property
    def _games_done(self) -> int:
        """Games (rounds) of the match already finished: the bots' luck counts them."""
        raise NotImplementedError

    def _commit(self, move: Any, outcome: Any) -> None:
        raise NotImplementedError

    # -- names ---------------------------------------------------------------------------

    def level(self, seat: int) -> str:
        return self.levels[(seat - 1) % len(self.levels)]

    def short_name(self, seat: int) -> str:
        """"You", or the bot's name ("Ada")."""
        if seat == self.human:
            return tr("seat.you")
        return self.names[seat]

    def _bot_names(self) -> tuple[str, ...]:
        names = tr("bot.names").split("|")
        return tuple(names[(p - 1) % len(names)] if p else names[-1] for p in range(self.players))

    # -- the save -------------------------------------------------------------------------

    def _save_move(self, move: Any) -> None:
        if self.record is None:
            return
        self.record = self.record.with_move(move, self.state)
        if self.record.match_over:
            self.app.match_ended(self.record)
        else:
            self.app.match_saved(self.record)

    # -- scene hooks -----------------------------------------------------------------------

    def exit(self) -> None:
        self.runner.close()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.invalidate()

    @property
    def scale(self) -> float:
        return float(ANIMATION_SCALE[self.app.settings.animation_speed])

    # -- moves -----------------------------------------------------------------------------

    def _drive_bot(self, dt: float) -> None:
        state = self.state
        seat = state.turn
        if self._asked is not state:
            self._asked = state
            self._bot_wait = 0.0
            rng = decision_rng(self.seed, self._games_done, self.plies, seat)
            self.runner.ask(self.bots[seat], self.rules.observe(state, seat),
                            self.rules.legal_moves(state), rng, token=state)
        self._bot_wait += dt
        if self._bot_wait < self.app.settings.bot_pause:
            return
        move = self.runner.answer(state)
        if move is not None:
            self._commit(move, self.rules.apply_move(state, move))  # a bot's illegal move is a bug

    def end_fade(self) -> float:
        """0..1: how far the table has darkened towards the result after a game's end."""
        if self.result_shown or not self.recorded or self.director.busy \
                or not self.state.is_over:
            return 0.0
        pause = END_PAUSE * self.scale
        return min(1.0, self._end_wait / pause) if pause > 0 else 0.0

    def human_move(self, move: Any) -> bool:
        """Try the player's move; a refusal is shown in words. True if it was played."""
        try:
            outcome = self.rules.apply_move(self.state, move)
        except ValueError as e:
            self._refuse(e)
            return False
        self._commit(move, outcome)
        return True

    def explain(self, move: Any) -> None:
        """Say why `move` is refused (it is never played from here)."""
        try:
            self.rules.apply_move(self.state, move)
        except ValueError as e:
            self._refuse(e)

    def _refuse(self, e: ValueError) -> None:
        if not isinstance(e, self.rules.illegal):
            raise e
        self.say_note(self.rules.refusal(e), "refusal")

    def waiting_for_bot(self) -> int | None:
        """The bot seat the table is waiting for (its pause or its thinking), if any."""
        st = self.state
        if self.director.busy or st.is_over or st.turn == self.human:
            return None
        return int(st.turn)

    def say_note(self, text: str, tone: str = "info") -> None:
        self.note = Note(text, tone)

    # -- windows over the table ------------------------------------------------------------

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.view.invalidate()

    def open_pause(self) -> None:
        self.app.push(PauseScene(self.app, self))

    def pad_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the score pad may lie: the window, less the move log when it is open."""
        panel = self.view.layout(size).log_panel if self.log_open else None
        return pygame.Rect(0, 0, panel.x if panel is not None else size[0], size[1])

    def quit_to_title(self) -> None:
        """Back to whatever was below the table (the title screen)."""
        scenes = self.app.scenes
        below = scenes.index(self) - 1 if self in scenes else -1
        if below >= 0:
            self.app.pop_to(scenes[below])
        else:
            while self.app.scenes:
                self.app.pop()
