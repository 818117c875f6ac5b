"""The card table: a match of 8½ between the player (seat 0) and bots, in the window.

Flow: a move (the player's, or a bot's from the BotRunner) goes to apply_move; the engine's
new state is kept as the truth, and its events go to the Director, which animates them
one by one and updates the Shown table. Bots and the player act only when the director is
idle, so nothing happens "under" an animation; input made meanwhile waits in the
Controls (controls.py) and is carried out afterwards.
The scene never decides a rule: options come from legal_moves, refusals from IllegalMove.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import Executor
from typing import TYPE_CHECKING

import pygame

from game.ai.eight_half.bots import Bot
from game.rules.eight_half import IllegalMove, Outcome, apply_move, legal_moves
from game.rules.eight_half.events import Announce as A
from game.rules.eight_half.events import (
    BidAnnounced,
    BlindReturned,
    Event,
    Passed,
    PileTaken,
    SwapDeclined,
    Swapped,
    TakeReason,
)
from game.rules.eight_half.match import Match, new_match, next_game, record_game
from game.rules.eight_half.moves import Move
from game.rules.eight_half.observe import observe
from game.rules.eight_half.state import State
from game.store.record import MatchRecord, PlayerInfo
from game.store.resume import match_from_record, record_for_match
from game.store.settings import Settings
from game.ui.bubbles import Bubbles, Tone
from game.ui.eight_half.bot_runner import BotRunner, bot_for
from game.ui.eight_half.controls import Controls
from game.ui.eight_half.director import Director
from game.ui.eight_half.memos import Memos
from game.ui.eight_half.move_log import MoveLog
from game.ui.eight_half.overlays import HelpScene
from game.ui.eight_half.reasons import translate_reason
from game.ui.eight_half.selection import NOT_MY_TURN, Options, options_of
from game.ui.eight_half.shown import Shown
from game.ui.eight_half.table_view import TableView
from game.ui.eight_half.words import (
    LEVEL_NAMES,
    announcement,
    card_name,
)
from game.ui.i18n import N_, tr
from game.ui.scene import Scene
from game.ui.table_base import END_PAUSE, NOTE_LIFE, CardTable, Note, TableRules

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

class TableScene(CardTable):
    name = "table"
    rules = TableRules(apply_move, legal_moves, observe, IllegalMove, translate_reason)

    def __init__(
        self,
        app: App,
        settings: Settings,
        *,
        seed: int | None = None,
        human: bool = True,
        quick_bots: bool = False,
        executor: Executor | None = None,
        bot_factory: Callable[[str], Bot] | None = None,
        record: MatchRecord | None = None,
    ) -> None:
        """A new match from `settings`, or the saved match `record` resumed exactly."""
        super().__init__(app)
        self.viewer = 0  # whose eyes the table shows (R11): seat 0, even when a bot plays it
        self.record: MatchRecord | None = record  # the save; None for a table of bots only
        if record is not None:
            self.players = len(record.players)
            self.human: int | None = record.human_seat
            self.levels = tuple(p.level or "medium" for p in record.players[1:])
            self.seed = record.seed
            self.match: Match = match_from_record(record)
            self.names = tuple(p.name for p in record.players)
        else:
            self.players = settings.players
            self.levels = tuple(settings.bot_levels)
            self.human = 0 if human else None
            self.seed = seed if seed is not None else random.randrange(2**31)
            self.match = new_match(self.players, self.seed, settings.match_length)
            self.names = self._bot_names()
        make = bot_factory or (lambda level: bot_for(level, quick_bots))
        self.bots: dict[int, Bot] = {
            p: make(self.level(p)) for p in range(self.players) if p != self.human
        }
        self.plies = 0  # moves made in the game being played (a bot's luck depends on it)
        self.hint_rng = random.Random(self.seed)
        self.runner = BotRunner(executor)
        self.bubbles = Bubbles()
        self.memos = Memos(self.human)  # each opponent's last move, kept beside their plate
        self.log = MoveLog(self.short_name, self.human)
        self.controls = Controls(self)
        self.note: Note | None = None
        self.log_open = False
        self.time = 0.0  # seconds at the table, for the thinking dots
        self.view = TableView(self)
        if record is not None:
            self._replay_log(record)
            self._start_game(fresh=False)
        else:
            if self.human is not None:
                self._begin_record()
            self._start_game()

    @property
    def _games_done(self) -> int:
        return self.match.games_played

    def plate_name(self, seat: int) -> tuple[str, str]:
        """(name, level) for a name plate; the level is empty for the player."""
        if seat == self.human:
            return tr("seat.you"), ""
        return self.short_name(seat), tr(LEVEL_NAMES[self.level(seat)])

    # -- the save -------------------------------------------------------------------------

    def _begin_record(self) -> None:
        """A new match's record, saved at once: Continue offers it from now on."""
        players = [
            PlayerInfo(tr("seat.you"), True) if p == self.human
            else PlayerInfo(self.names[p], False, self.level(p))
            for p in range(self.players)
        ]  # fmt: skip
        self.record = record_for_match(self.match, players)
        self.app.match_saved(self.record)

    def _replay_log(self, record: MatchRecord) -> None:
        """Rebuild the move log of a resumed match from its record, as it was written."""
        for number, game in enumerate(record.games, start=1):
            self.log.heading(tr("log.game", game=number, games=record.length))
            state = game.start
            assert isinstance(state, State)  # an 8½ record (match_from_record checked)
            for move in game.moves:
                assert isinstance(move, Move)
                state, events = apply_move(state, move)
                for e in events:
                    self.log.on_shown(e)
        self.plies = record.current.plies

    def new_match(self) -> None:
        """Same seats and bots, a fresh deal and fresh totals (after a match is over)."""
        self.seed = random.randrange(2**31)
        self.match = new_match(self.players, self.seed, self.match.length)
        self.hint_rng = random.Random(self.seed)
        if self.human is not None:
            self._begin_record()
        self._start_game()

    # -- games -----------------------------------------------------------------------------

    def _start_game(self, fresh: bool = True) -> None:
        """Show `match.game`; `fresh`: a game just dealt (not one resumed from a save)."""
        self.state: State = self.match.game
        self.shown = Shown.from_observation(observe(self.state, self.viewer))
        self.director = Director(self.shown, self._on_start, self.log.on_shown, self._on_settled)
        self.runner.forget()
        self._asked: State | None = None
        self._bot_wait = 0.0
        self._options_state: State | None = None
        self._options = NOT_MY_TURN
        # A resumed match may stand at a finished game: its result is already in the match.
        self.recorded = self.state.is_over
        self.result_shown = False
        self._end_wait = 0.0
        self.controls.reset()
        self.bubbles.clear()
        self.memos.clear()
        self.note = None
        if fresh:
            self.app.audio.deal()
            self.plies = 0
            self.log.heading(
                tr("log.game", game=self.match.games_played + 1, games=self.match.length)
            )

    def next_game(self) -> None:
        """Deal the next game of the match (it opens with the winner's swap, R10.4)."""
        if not self.recorded or self.match.is_over:
            return
        self.match = next_game(self.match)
        if self.record is not None:
            self.record = self.record.with_next_game(self.match.game)
            self.app.match_saved(self.record)
        self._start_game()

    @property
    def game_number(self) -> int:
        return self.match.games_played + (0 if self.recorded else 1)

    # -- scene hooks -----------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Something moves or counts down: cards flying, a bubble or a note fading, a bot's
        pause or thinking dots, the wait before the result, input waiting for its turn, or
        card faces still being drawn ahead in quiet frames (TableView's warm-up)."""
        view = self.view
        warming = bool(view._warm) or view._warm_for is not view.layout()
        return (self.director.busy or bool(self.controls.intents) or bool(self.bubbles.all())
                or self.note is not None or self.waiting_for_bot() is not None
                or self.controls.waiting
                or (self.state.is_over and not self.result_shown) or warming)

    def update(self, dt: float) -> None:
        self.time += dt
        self.director.update(dt, self.scale)
        self.bubbles.update(dt)
        if self.note is not None:
            self.note.age += dt
            if self.note.age > NOTE_LIFE:
                self.note = None
        self.controls.drain()
        if self.director.busy or self.controls.intents:
            return
        self.controls.update(dt)  # forced moves made for the player (R9.3: nothing attacks)
        if self.state.is_over:
            self._game_end(dt)
        elif self.state.turn != self.human:
            self._drive_bot(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.view.log_event(event):  # the open move log scrolls (wheel, PgUp/PgDn/Home/End)
            return
        self.controls.handle_event(event)

    # -- moves -----------------------------------------------------------------------------

    def _commit(self, move: Move, outcome: Outcome) -> None:
        self.state = outcome.state
        self.plies += 1
        self._save_move(move)
        self.controls.selection.clear()
        self.note = None
        self.director.play(outcome.events, observe(self.state, self.viewer))

    def _game_end(self, dt: float) -> None:
        if not self.recorded:
            self.match = record_game(self.match, self.state)
            self.recorded = True
            self._end_wait = 0.0
        self._end_wait += dt
        if not self.result_shown and self._end_wait >= END_PAUSE * self.scale:
            self.result_shown = True
            self.open_score_pad(after_game=True)

    # -- events (bubbles; the log listens itself) -----------------------------------------

    def _on_start(self, e: Event) -> None:
        self.memos.on_start(e)
        self.app.audio.on_event(e, self.human)  # its sound and its words, as it shows
        if isinstance(e, BidAnnounced):
            tone = Tone.ATTACK if e.kind is A.ATTACK else Tone.PLAIN
            self.bubbles.say(e.seat, announcement(e), tone)
        elif isinstance(e, PileTaken) and e.reason is not TakeReason.ATTACKED:
            key = N_("say.take") if e.reason is TakeReason.NO_PLAY else N_("say.blind_miss")
            self.bubbles.say(e.seat, tr(key), Tone.TAKE)
        elif isinstance(e, Passed):
            self.bubbles.say(e.seat, tr("say.pass"), Tone.TAKE)
        elif isinstance(e, BlindReturned):
            self.bubbles.say(e.seat, tr("say.blind_back"), Tone.TAKE)
        elif isinstance(e, SwapDeclined):
            self.bubbles.say(e.seat, tr("say.no_swap"), Tone.TAKE)
        elif isinstance(e, Swapped):
            self.bubbles.say(e.seat, tr("say.swap", gave=card_name(e.gave),
                                        received=card_name(e.received)))

    def _on_settled(self) -> None:
        if not self.director.busy:
            wrong = self.shown.differences(observe(self.state, self.viewer))
            if wrong:  # a bug in Shown: the table would lie to the player
                log.error("The table shows something else than the game: %s", wrong)

    # -- the player's options -----------------------------------------------------------

    @property
    def options(self) -> Options:
        st = self.state
        if (self.human is None or self.director.busy or st.turn != self.human or st.is_over):
            return NOT_MY_TURN
        if self._options_state is not st:
            self._options_state = st
            self._options = options_of(st, self.human)
            self.controls.on_new_turn()
            if self._options.my_turn:
                self.app.audio.your_turn()
        return self._options

    # -- windows over the table ------------------------------------------------------

    def open_help(self) -> None:
        self.app.push(HelpScene(self.app))

    def open_score_pad(self, after_game: bool = False) -> None:
        """The score pad over the table. After a game it writes the new row in and leads on
        (the next game; at the match's end a new match or the title); otherwise (S, the Score
        button) it only shows the score while the game waits under it."""
        # Imported here: the pad is built on the table's overlays, which load this package.
        from game.ui.scorepad.model import pad_model
        from game.ui.scorepad.scene import ScorePadScene

        names = tuple(self.short_name(p) for p in range(self.players))
        model = pad_model(self.match, names, self.human)
        if not after_game:
            self.app.push(ScorePadScene(self.app, model, on_log=self.toggle_log,
                                        area=self.pad_area))  # just Close
            return

        if self.match.is_over:
            pad = ScorePadScene(self.app, model, result=True, write_last=True,
                                on_new_match=self.new_match, on_title=self.quit_to_title,
                                on_menu=self.open_pause, on_log=self.toggle_log,
                                area=self.pad_area)
        else:
            pad = ScorePadScene(self.app, model, result=True, write_last=True,
                                on_next=self.next_game, on_menu=self.open_pause,
                                on_log=self.toggle_log, area=self.pad_area)
        self.app.push(pad)

def table_factory(app: App, settings: Settings, record: MatchRecord | None = None) -> Scene:
    """What "New game" (no record) and "Continue" (the saved match) open on the title."""
    return TableScene(app, settings, record=record)
