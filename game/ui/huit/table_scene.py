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
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from game.ai.huit.bots import Bot, make_bot
from game.rules.huit import (
    IllegalMove,
    Match,
    Move,
    Observation,
    State,
    apply_move,
    legal_moves,
    new_match,
    next_round,
    observe,
    record_round,
)
from game.rules.huit import events as ev
from game.rules.huit.cards import Card
from game.rules.huit.match import TARGET
from game.store.huit_resume import huit_match_from_record, record_for_huit_match
from game.store.record import MatchRecord
from game.store.seats import SeatPlan, seat_plans
from game.store.settings import Settings
from game.ui.huit import spoken, words
from game.ui.huit.animation import NOTHING, HuitAnim, HuitHidden, make_anim
from game.ui.huit.controls import HuitControls
from game.ui.huit.help import HuitHelpScene
from game.ui.huit.phone import PHONE
from game.ui.huit.reasons import refusal
from game.ui.huit.result import HuitResultScene
from game.ui.huit.selection import NOT_MY_TURN, HuitOptions, options_of
from game.ui.huit.shown import HuitShown
from game.ui.huit.table_view import HuitTableView
from game.ui.scorepad.model import PadModel, huit_pad_model
from game.ui.shell.i18n import tr
from game.ui.speech.said import Said
from game.ui.table.base import CardTable, MatchRules, TableRules, refusals
from game.ui.table.bubbles import Tone
from game.ui.table.director import Director
from game.ui.table.move_log import LogLine, LogLines

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.table.phones import PhoneHands

log = logging.getLogger(__name__)

# Hard's budget in tests and the smoke test, in look-aheads, not seconds: their games go the
# same on a busy machine.
QUICK_HARD = {"iterations": 40, "seconds": None}

HuitDirector = Director[ev.Event, Observation, HuitShown, HuitAnim, HuitHidden]


class HuitLog(LogLines):
    """The move log in Huit's words (game/ui/huit/words.py); penalties and calls in red."""

    RED = (ev.PenaltyDrawn, ev.CarteCalled, ev.PenaltyGrows)

    def __init__(self, names: Callable[[], tuple[str, ...]]) -> None:
        super().__init__()
        self.names = names
        # The discard's top card as the log has told it (a joker's penalty is told as one),
        # and who played it (a skip's or a penalty's line is theirs, in red).
        self.top: Card | None = None
        self.mover: int | None = None

    def on_shown(self, e: ev.Event) -> None:
        if isinstance(e, ev.CardPlayed):
            self.top, self.mover = e.card, e.seat
        text = words.log_line(e, self.names(), top=self.top)
        if text:
            self._add(LogLine(text, _speaker(e, self.mover), attack=isinstance(e, self.RED)))


def _speaker(e: ev.Event, last_mover: int | None = None) -> int | None:
    """Who says `e` aloud: the caller of a call; the player of the 7 or the ace for a skip
    or a penalty (the event names the player it hits); else the event's seat."""
    if isinstance(e, ev.CarteCalled):
        return e.caller
    if isinstance(e, ev.Skipped | ev.PenaltyGrows):
        return last_mover
    if isinstance(e, ev.StockRefilled | ev.WentRoundInCircles):
        return None
    if isinstance(e, ev.RoundOver):
        return e.winner
    return e.seat


def huit_bot(level: str, quick: bool = False) -> Bot:
    """A bot of `level`; `quick` gives Hard a tiny budget (smoke test, test suites)."""
    return make_bot(level, **QUICK_HARD) if quick and level == "hard" else make_bot(level)


def quick_bot(level: str) -> Bot:
    return huit_bot(level, quick=True)


class HuitTableScene(CardTable[State, Move, ev.Event, Observation, HuitOptions, Match]):
    name = "huit_table"
    rules = TableRules(apply_move, legal_moves, observe, refusals(IllegalMove, refusal))
    matches = MatchRules(
        lambda m: m.round,
        lambda m: m.rounds_played,
        next_round,
        record_round,
        huit_match_from_record,
        record_for_huit_match,
        huit_bot,
    )
    phone = PHONE
    not_my_turn = NOT_MY_TURN
    log: HuitLog
    view: HuitTableView

    def _seats(self, settings: Settings) -> tuple[SeatPlan, ...]:
        return seat_plans(settings, "huit")

    def _new_match(self, settings: Settings | None) -> Match:
        if settings is None:  # another match like this one
            target, decks = self.match.target, self.match.decks
        else:
            target, decks = (TARGET if settings.huit_to_500 else None), settings.huit_decks
        # The house rules chosen now (H7): a rule changed during the last match applies from
        # this one on, as the house rules page says; the match keeps them to its end.
        rules = (settings or self.app.settings).huit_rules
        return new_match(self.players, self.seed, target, decks, rules)

    def _furnish(self) -> None:
        self.log = HuitLog(self.short_names)
        # A bot forgot "Carte !": the call button shows from then until the next move (the
        # caller's own), however long they take (H5.1 sets no time).
        self.call_open = False
        self.controls: HuitControls = HuitControls(self)
        self.view = HuitTableView(self)

    # -- rounds ---------------------------------------------------------------------------

    def _game_heading(self, number: int) -> str:
        if self.match.target is None:
            return tr("huit.table.single_round")
        return tr("huit.table.round", round=number, target=self.match.target)

    def _log_game_start(self, number: int, state: State) -> None:
        # The house rules in force head the match's log once, under its first round (H7).
        self.log.top, self.log.mover = state.top, None
        house = words.rules_line(state.rules) if number == 1 else None
        opening = [] if house is None else [house]
        self.log.begin_game([self._game_heading(number), *opening, *self._game_opening(state)])

    def _game_opening(self, state: State) -> list[str]:
        # H1: the special cards turned up at the deal went under the stock, in everyone's sight.
        under = observe(state, self.viewer).under_stock
        if not under:
            return []
        return [tr("huit.log.under_stock", cards=words.cards_list(under))]

    def _show_game(self) -> None:
        self.shown: HuitShown = HuitShown.from_observation(observe(self.state, self.viewer))
        self.director: HuitDirector = Director(
            self.shown, make_anim, NOTHING, self._on_start, self.log.on_shown, self._on_settled
        )
        if self.reviewing:  # shown to the next person: the round goes on as it was
            return
        self.call_open = False
        self._watch()  # Hard remembers the round from its first observation

    def _options_of(self, state: State) -> HuitOptions:
        assert self.human is not None  # asked only at the player's turn
        return options_of(state, self.human)

    def _after_move(self) -> None:
        self.call_open = False  # the call was made, or its chance went with this move
        self.controls.after_move()
        self._watch()

    def _recall(self, events: list[ev.Event]) -> None:
        if not self.reviewing:
            self._watch()  # Hard remembers the round as it did, and plays on as it would have

    def _my_turn(self) -> None:
        self.controls.on_my_turn()

    def _hand_of(self, state: State, seat: int) -> tuple[Card, ...]:
        return state.hands[seat]

    def _played_from_hand(self, events: Sequence[ev.Event], seat: int) -> list[object]:
        # A card just drawn and played at once was in the hand too (H3.1).
        return [e.card for e in events if isinstance(e, ev.CardPlayed) and e.seat == seat]

    def _news_words(self, cards: Sequence[object]) -> str:
        return words.new_cards(cast(Sequence[Card], cards))

    def _show_result(self) -> None:
        self.open_result()

    def spoken_situation(self) -> str:
        return spoken.situation(self.shown)

    def spoken_focus(self) -> str:
        controls = self.controls
        if controls.choosing is not None:  # the suit chooser is open: the suit it is on
            return spoken.chooser(controls.chooser_focus)
        if controls.focus is None or not self.options.my_turn:
            return ""  # between turns the hand changes under the focus: F3 says it
        card = controls.card_at(controls.focus)
        return spoken.focus(card, self.options.playable, self.options.my_turn)

    def spoken_hand(self) -> str:
        return spoken.hand(self.shown)

    def speech(self) -> list[Said]:
        """The table's parts; while an 8 (or a joker) waits for its suit, the chooser's
        question before the suit the focus is on."""
        parts = super().speech()
        asking = tr("huit.prompt.name_suit") if self.controls.choosing is not None else ""
        return [*parts[:-1], Said("chooser", asking), parts[-1]]

    def _bot_seated(self, seat: int) -> None:
        watch = getattr(self.bots[seat], "watch", None)
        if watch is not None:  # Hard remembers the round from what it sees now
            watch(observe(self.state, seat))

    def _settings_levels(self) -> tuple[str, ...]:
        return tuple(self.app.settings.huit_levels)

    def _watch(self) -> None:
        for seat, bot in self.bots.items():
            watch = getattr(bot, "watch", None)
            if watch is not None:
                watch(observe(self.state, seat))

    # -- scene hooks -----------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return (
            self.director.busy
            or bool(self.bubbles.all())
            or self.waiting_for_bot() is not None
            or self.controls.pending is not None
            or (self.state.is_over and not self.result_shown)
        )

    def update(self, dt: float) -> None:
        self._tick(dt)
        if not self.director.busy:
            self._act(dt)

    # -- events: bubbles and sounds (the log listens itself) --------------------------------

    def _on_start(self, e: ev.Event) -> None:
        self.app.audio.on_event(e, self.you, self.shown.last_mover)
        if isinstance(e, ev.CarteForgotten) and e.seat != self.you and self.people:
            self.call_open = True  # H5.1: a person may call
        if isinstance(e, ev.WentRoundInCircles):  # H6.2
            you = e.winner == self.you
            self.went_round_in_circles(
                tr("huit.note.circles.you")
                if you
                else tr("huit.note.circles", name=self.short_name(e.winner))
            )
        text = words.bubble(e, self.short_names(), top=self.shown.top)
        seat = _speaker(e, self.shown.last_mover)
        if text and seat is not None:
            tone = (
                Tone.ATTACK
                if isinstance(e, ev.PenaltyGrows | ev.CarteCalled)
                else Tone.TAKE
                if isinstance(e, ev.Skipped | ev.PenaltyDrawn)
                else Tone.PLAIN
            )
            self.bubbles.say(seat, text, tone)

    # -- windows over the table ------------------------------------------------------------

    def open_help(self) -> None:
        self.app.push(HuitHelpScene(self.app, self.state.rules))

    def open_result(self) -> None:
        """The round's result: each hand's cards and points (H6) and the totals; it leads on
        to the score pad, which writes the round's row in (as after a game of 8½)."""
        self.app.push(HuitResultScene(self.app, self))

    def _pad_model(self) -> PadModel:
        return huit_pad_model(self.match, self.short_names(), self.you)


def open_huit_table(
    app: App,
    settings: Settings,
    record: MatchRecord | None = None,
    phones: PhoneHands | None = None,
) -> HuitTableScene:
    """What "New game" (no record) and "Continue" (a saved Huit match) open on the title;
    the room hands in the seats phones hold."""
    return HuitTableScene(app, settings, record=record, phones=phones)
