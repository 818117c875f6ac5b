"""A finished game's table shown again, move by move: the game's own table (its view, its
shown picture, its director) with nobody playing at it.

`Replaying` is mixed in before a game's table class, as Watch does (table/demo.py):
`class EightHalfReplay(Replaying[...], TableScene)`. It never asks a bot or a person for a
move: the review sets the position (`show_at`, at once) or plays the game's next recorded
move (`play_next`, animated from the events apply_move returns, as at the table). The table
is seen through the reviewed seat's eyes (R11: observe(state, seat)), or with every hand face
up (`show_all`): the game is over, nothing is secret any more.

The table is drawn in a part of the window: it sees the App through `FramedApp`, whose size
is that part's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.store.record import MatchRecord
from game.ui.table.base import (
    CardTable,
    EventT,
    MatchT,
    MoveT,
    ObsT,
    OptionsT,
    StateT,
)
from game.ui.table.move_log import LogLine

if TYPE_CHECKING:
    from game.ui.shell.app import App


class FramedApp:
    """The App as a table drawn in a part of the window sees it: the part's size is the
    window's, and the table's picture is always drawn whole (no stretched last frame: that
    one is the whole window's)."""

    def __init__(self, app: App, size: Callable[[], tuple[int, int]]) -> None:
        self._app = app
        self._size = size
        # The table's last picture may stay in its place while a new one is built in steps
        # (after a jump): the window's surface keeps it between frames, at the same size
        # (a new size brings a new surface: the review clears this then).
        self.holding = False

    @property
    def size(self) -> tuple[int, int]:
        return self._size()

    def stretch_last_frame(self, surface: pygame.Surface) -> bool:
        """The table's last picture shown while its new one is built: left where it is
        (`holding`), else none (the table then builds all of it in one frame)."""
        return self.holding

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


class Replaying(CardTable[StateT, MoveT, EventT, ObsT, OptionsT, MatchT]):
    """A game's table replaying game `game_index` of `record`: see the module's docstring."""

    name = "replay"

    def __init__(
        self, app: App, record: MatchRecord, game_index: int, seat: int, show_all: bool = False
    ) -> None:
        self.game_index = game_index
        self.review_seat = seat
        self.show_all = show_all
        self.ply = 0
        # The bots are never asked (quick ones cost least to make).
        super().__init__(app, app.settings, record=record, quick_bots=True)

    # -- what the review sets ------------------------------------------------------------

    def _resume(self, record: MatchRecord) -> None:
        """Instead of the match under way: game `game_index` laid out at its deal."""
        self.reviewing = True  # shown again: nothing is remembered by a bot, nothing saved
        self.viewer = self.review_seat
        self.human = None  # nobody plays: no options, no controls
        game = record.games[self.game_index]
        self.start = self._start_of(game)
        self.moves = self._moves_of(game)
        self._asked: StateT | None = None
        self._bot_wait = 0.0
        self._options_state: StateT | None = None
        self._options: OptionsT = self.not_my_turn
        self.recorded = False
        self.result_shown = False
        self._end_wait = 0.0
        self._read_pause = 0.0
        self.words = self._words_of_game()
        self.log = self._fresh_log()  # the director's log: the review keeps its own words
        self.show_at(0)

    def show_at(self, ply: int) -> None:
        """The table after the game's first `ply` moves, at once (no animation, no sound):
        built from the deal, each move's events shown in turn, as a resumed game is."""
        self.state = self.start
        self._show_game()
        events: list[EventT] = []
        for move in self.moves[:ply]:
            self.state, events = self.rules.apply_move(self.state, move)
            after = self.observation()
            for e in events:
                self.shown.begin(e)
                self.shown.apply(e, after)
            self.shown.settle(after)
            self._recall(events)
        self.ply = ply
        self.bubbles.clear()
        self.note = None
        self._recall_last(events)

    def _recall_last(self, events: list[EventT]) -> None:
        """What the table says of the last move shown until the next one (8½: who took the
        pile), as when that move was played."""

    def play_next(self) -> None:
        """The game's next move, animated from its events as at the table (a move asked for
        while another still shows waits its turn: the director hurries)."""
        if self.ply >= len(self.moves):
            return
        self.state, events = self.rules.apply_move(self.state, self.moves[self.ply])
        self.note = None  # the last move's note stays until the next step, as at the table
        self.ply += 1
        self._after_move()
        # The words these events will say are read now, ahead of their animations (as at
        # the table: a clip read in the frame that says it took 2 ms of it).
        self.app.audio.prefetch(events, self.you, self.shown.last_mover)
        self.director.play(events, self.observation())

    def build_in_steps(self) -> bool:
        """After a jump: the table's new picture built a few steps a frame, the last one
        left in view meanwhile (at 1080p the 8½ table's whole base took a frame 8 to 11
        ms). False where the game's table builds it whole at once."""
        build = getattr(self.view, "build_in_steps", None)
        return build is not None and bool(build())

    def advance(self, dt: float) -> None:
        """Time passes for what moves: the cards, the bubbles, the turn marker."""
        self.time += dt
        self.director.update(dt, self.scale)
        self.bubbles.update(dt)

    def _words_of_game(self) -> tuple[tuple[LogLine, ...], ...]:
        """The move log's lines of each move of the game (index: the move's number, from 0),
        after the game's heading and opening (index 0 of the result is those)."""
        log = self._fresh_log()
        self.log = log
        self._log_game_start(self.game_index + 1, self.start)
        out = [tuple(log.lines)]
        state = self.start
        for move in self.moves:
            log.lines.clear()
            state, events = self.rules.apply_move(state, move)
            for e in events:
                log.on_shown(e)
            out.append(tuple(log.lines))
        return tuple(out)

    def _fresh_log(self) -> Any:
        """A new, empty move log in the game's words."""
        raise NotImplementedError

    def mover(self, state: StateT) -> int | None:
        """Who decides in `state` (nobody once the game is over)."""
        return None if state.is_over else int(state.turn)

    # -- what a table of nobody shows ----------------------------------------------------

    @property
    def on_screen(self) -> int | None:
        return self.viewer  # the reviewed seat's hand is always shown to its reviewer

    def face_up(self, seat: int) -> bool:
        return self.show_all

    @property
    def shows_toolbar(self) -> bool:
        return False  # the review has its own buttons

    @property
    def game_number(self) -> int:
        return self.game_index + 1

    def end_fade(self) -> float:
        return 0.0  # the game's end stays in sight: the review leads nowhere

    def _tick(self, dt: float) -> None:
        self.advance(dt)

    def _act(self, dt: float) -> None:
        """Nobody plays at a replayed table."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """The review has the keys and the clicks."""
