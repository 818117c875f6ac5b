"""The Huit américain table: a match (to 500, or one round) between the player (seat 0) and
bots, in the window (RULES.md Part B).

Flow, as at the 8½ table: a move (the player's, or a bot's from the shared BotRunner) goes
to apply_move; the engine's new state is the truth, and its events go to the shared
Director, which animates them one by one and updates the HuitShown table. Bots and the
player act only when the director is idle; a move asked for meanwhile waits (controls.py).
The scene never decides a rule: options come from legal_moves, refusals from IllegalMove.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import Executor
from typing import TYPE_CHECKING

import pygame

from game.ai.huit.bots import Bot, make_bot
from game.rules.huit import (
    IllegalMove,
    Match,
    Move,
    Observation,
    Outcome,
    State,
    apply_move,
    legal_moves,
    new_match,
    next_round,
    observe,
    record_round,
)
from game.rules.huit import events as ev
from game.rules.huit.match import TARGET
from game.store.huit_resume import huit_match_from_record, record_for_huit_match
from game.store.record import MatchRecord, PlayerInfo
from game.store.settings import Settings
from game.ui.bot_runner import BotRunner
from game.ui.bubbles import Bubbles, Tone
from game.ui.director import Director
from game.ui.huit import words
from game.ui.huit.animation import NOTHING, HuitAnim, HuitHidden, make_anim
from game.ui.huit.controls import HuitControls
from game.ui.huit.help import HuitHelpScene
from game.ui.huit.reasons import refusal
from game.ui.huit.result import HuitResultScene
from game.ui.huit.selection import NOT_MY_TURN, HuitOptions, options_of
from game.ui.huit.shown import HuitShown
from game.ui.huit.table_view import HuitTableView
from game.ui.i18n import N_, tr
from game.ui.move_log import LogLine, LogLines
from game.ui.table_base import END_PAUSE, NOTE_LIFE, CardTable, Note, TableRules

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

LEVEL_NAMES = {"easy": N_("level.easy"), "medium": N_("level.medium"), "hard": N_("level.hard")}
CALL_WINDOW = 3.0  # seconds the call button shows after a bot forgot "Carte !" (x speed)
QUICK_HARD = {"iterations": 40, "seconds": 0.02}  # Hard's budget in tests and the smoke test

HuitDirector = Director[ev.Event, Observation, HuitShown, HuitAnim, HuitHidden]


class HuitLog(LogLines):
    """The move log in Huit's words (game/ui/huit/words.py); penalties and calls in red."""

    RED = (ev.PenaltyDrawn, ev.CarteCalled, ev.PenaltyGrows)

    def __init__(self, names: Callable[[], tuple[str, ...]]) -> None:
        super().__init__()
        self.names = names

    def on_shown(self, e: ev.Event) -> None:
        text = words.log_line(e, self.names())
        if text:
            self._add(LogLine(text, _speaker(e), attack=isinstance(e, self.RED)))


def _speaker(e: ev.Event, last_mover: int | None = None) -> int | None:
    """Who says `e` aloud: the caller of a call; the player of the 7 or the ace for a skip
    or a penalty (the event names the player it hits); else the event's seat."""
    if isinstance(e, ev.CarteCalled):
        return e.caller
    if isinstance(e, ev.Skipped | ev.PenaltyGrows):
        return last_mover
    if isinstance(e, ev.StockRefilled):
        return None
    if isinstance(e, ev.RoundOver):
        return e.winner
    return e.seat


def quick_bot(level: str) -> Bot:
    return make_bot(level, **QUICK_HARD) if level == "hard" else make_bot(level)


class HuitTableScene(CardTable):
    name = "huit_table"
    rules = TableRules(apply_move, legal_moves, observe, IllegalMove, refusal)

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
        self.viewer = 0  # whose eyes the table shows: seat 0, even when a bot plays it
        self.record: MatchRecord | None = record
        if record is not None:
            self.players = len(record.players)
            self.human: int | None = record.human_seat
            self.levels = tuple(p.level or "medium" for p in record.players[1:]) or ("medium",)
            self.seed = record.seed
            self.match: Match = huit_match_from_record(record)
            self.names = tuple(p.name for p in record.players)
        else:
            self.players = settings.huit_players
            self.levels = tuple(settings.huit_levels) or ("medium",)
            self.human = 0 if human else None
            self.seed = seed if seed is not None else random.randrange(2**31)
            target = TARGET if settings.huit_to_500 else None
            self.match = new_match(self.players, self.seed, target, settings.huit_decks)
            self.names = self._bot_names()
        make = bot_factory or (quick_bot if quick_bots else make_bot)
        self.bots: dict[int, Bot] = {
            p: make(self.level(p)) for p in range(self.players) if p != self.human
        }
        self.plies = 0
        self.hint_rng = random.Random(self.seed)
        self.runner: BotRunner[Observation, Move] = BotRunner(executor)
        self.bubbles = Bubbles()
        self.log = HuitLog(self.short_names)
        self.note: Note | None = None
        self.log_open = False
        self.time = 0.0
        self.call_window = 0.0  # the call button shows this long after a bot forgot
        self.controls = HuitControls(self)
        self.view = HuitTableView(self)
        if record is not None:
            self._replay_log(record)
            self._start_round(fresh=False)
        else:
            if self.human is not None:
                self._begin_record()
            self._start_round()

    @property
    def _games_done(self) -> int:
        return self.match.rounds_played

    def short_names(self) -> tuple[str, ...]:
        return tuple(self.short_name(p) for p in range(self.players))

    def plate_name(self, seat: int) -> tuple[str, str]:
        """(name, level) for a name plate; the level is empty for the player."""
        if seat == self.human:
            return tr("seat.you"), ""
        return self.short_name(seat), tr(LEVEL_NAMES[self.level(seat)])

    # -- the save (game/store/huit_resume.py) -----------------------------------------------

    def _begin_record(self) -> None:
        players = [
            PlayerInfo(tr("seat.you"), True) if p == self.human
            else PlayerInfo(self.names[p], False, self.level(p))
            for p in range(self.players)
        ]  # fmt: skip
        self.record = record_for_huit_match(self.match, players)
        self.app.match_saved(self.record)

    def _replay_log(self, record: MatchRecord) -> None:
        """Rebuild the move log of a resumed match from its record."""
        for number, game in enumerate(record.games, start=1):
            self.log.heading(self._round_heading(number))
            state = game.start
            assert isinstance(state, State)  # a Huit record (huit_match_from_record checked)
            for move in game.moves:
                assert isinstance(move, Move)
                state, events = apply_move(state, move)
                for e in events:
                    self.log.on_shown(e)
        self.plies = record.current.plies

    def new_match(self) -> None:
        """Same seats and bots, a fresh deal and fresh totals (after a match is over)."""
        self.seed = random.randrange(2**31)
        self.match = new_match(self.players, self.seed, self.match.target, self.match.decks)
        self.hint_rng = random.Random(self.seed)
        if self.human is not None:
            self._begin_record()
        self._start_round()

    # -- rounds ---------------------------------------------------------------------------

    def _round_heading(self, number: int) -> str:
        if self.match.target is None:
            return tr("huit.table.single_round")
        return tr("huit.table.round", round=number, target=self.match.target)

    def _start_round(self, fresh: bool = True) -> None:
        self.state: State = self.match.round
        self.shown = HuitShown.from_observation(observe(self.state, self.viewer))
        self.director: HuitDirector = Director(self.shown, make_anim, NOTHING, self._on_start,
                                               self.log.on_shown, self._on_settled)
        self.runner.forget()
        self._asked: State | None = None
        self._bot_wait = 0.0
        self._options_state: State | None = None
        self._options = NOT_MY_TURN
        self.recorded = self.state.is_over  # a resumed match may stand at a finished round
        self.result_shown = False
        self._end_wait = 0.0
        self.call_window = 0.0
        self.controls.reset()
        self.bubbles.clear()
        self.note = None
        self._watch()  # Hard remembers the round from its first observation
        if fresh:
            self.app.audio.deal()
            self.plies = 0
            self.log.heading(self._round_heading(self.match.rounds_played + 1))

    def next_round(self) -> None:
        """Deal the next round of the match (the deal passes left, H1.1)."""
        if not self.recorded or self.match.is_over:
            return
        self.match = next_round(self.match)
        if self.record is not None:
            self.record = self.record.with_next_game(self.match.round)
            self.app.match_saved(self.record)
        self._start_round()

    @property
    def round_number(self) -> int:
        return self.match.rounds_played + (0 if self.recorded else 1)

    def _watch(self) -> None:
        for seat, bot in self.bots.items():
            watch = getattr(bot, "watch", None)
            if watch is not None:
                watch(observe(self.state, seat))

    # -- scene hooks -----------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return (self.director.busy or bool(self.bubbles.all()) or self.note is not None
                or self.waiting_for_bot() is not None or self.controls.pending is not None
                or self.call_window > 0 or (self.state.is_over and not self.result_shown))

    def update(self, dt: float) -> None:
        self.time += dt
        self.director.update(dt, self.scale)
        self.bubbles.update(dt)
        self.call_window = max(0.0, self.call_window - dt)
        if self.note is not None:
            self.note.age += dt
            if self.note.age > NOTE_LIFE:
                self.note = None
        if self.director.busy:
            return
        if self.state.is_over:
            self._round_end(dt)
        elif self.state.turn != self.human:
            self._drive_bot(dt)
        else:
            self.controls.on_my_turn()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.view.log_event(event):
            return
        self.controls.handle_event(event)

    # -- moves -----------------------------------------------------------------------------

    def _commit(self, move: Move, outcome: Outcome) -> None:
        self.state = outcome.state
        self.plies += 1
        self._save_move(move)
        self.note = None
        self.controls.after_move()
        self._watch()
        self.director.play(outcome.events, observe(self.state, self.viewer))

    def _round_end(self, dt: float) -> None:
        if not self.recorded:
            self.match = record_round(self.match, self.state)
            self.recorded = True
            self._end_wait = 0.0
        self._end_wait += dt
        if not self.result_shown and self._end_wait >= END_PAUSE * self.scale:
            self.result_shown = True
            self.open_result()

    @property
    def options(self) -> HuitOptions:
        st = self.state
        if self.human is None or self.director.busy or st.turn != self.human or st.is_over:
            return NOT_MY_TURN
        if self._options_state is not st:
            self._options_state = st
            self._options = options_of(st, self.human)
            self.controls.on_new_turn()
            self.app.audio.your_turn()
        return self._options

    def observation(self) -> Observation:
        return observe(self.state, self.viewer)

    # -- events: bubbles and sounds (the log listens itself) --------------------------------

    def _on_start(self, e: ev.Event) -> None:
        self.app.audio.on_event(e, self.human, self.shown.last_mover)
        if isinstance(e, ev.CarteForgotten) and e.seat != self.human and self.human is not None:
            self.call_window = CALL_WINDOW * max(self.scale, 0.5)
        text = words.bubble(e)
        seat = _speaker(e, self.shown.last_mover)
        if text and seat is not None:
            tone = Tone.ATTACK if isinstance(e, ev.PenaltyGrows | ev.CarteCalled) else \
                Tone.TAKE if isinstance(e, ev.Skipped | ev.PenaltyDrawn) else Tone.PLAIN
            self.bubbles.say(seat, text, tone)

    def _on_settled(self) -> None:
        if not self.director.busy:
            wrong = self.shown.differences(observe(self.state, self.viewer))
            if wrong:  # a bug in HuitShown: the table would lie to the player
                log.error("The Huit table shows something else than the game: %s", wrong)

    # -- windows over the table ------------------------------------------------------------

    def open_help(self) -> None:
        self.app.push(HuitHelpScene(self.app))

    def open_result(self) -> None:
        """The round's result: each hand's points (H6), the totals, and what comes next."""
        self.app.push(HuitResultScene(self.app, self))

    def open_score_pad(self) -> None:
        """S or the Score button: the shared score pad, to look only (the round waits)."""
        # Imported here, as at the 8½ table: the pad is built on the tables' overlays.
        from game.ui.scorepad.model import huit_pad_model
        from game.ui.scorepad.scene import ScorePadScene

        model = huit_pad_model(self.match, self.short_names(), self.human)
        self.app.push(ScorePadScene(self.app, model, on_log=self.toggle_log,
                                    area=self.pad_area))


def open_huit_table(app: App, settings: Settings, record: MatchRecord | None = None
                    ) -> HuitTableScene:
    """What "New game" (no record) and "Continue" (a saved Huit match) open on the title."""
    return HuitTableScene(app, settings, record=record)
