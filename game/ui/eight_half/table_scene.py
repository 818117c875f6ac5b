"""The card table: a match of 8½ between the player (seat 0) and bots, in the window.

Flow: a move (the player's, or a bot's from the BotRunner) goes to apply_move; the engine's
new state is kept as the truth, and its events go to the Director, which animates them
one by one and updates the Shown table. Bots and the player act only when the director is
idle, so nothing happens "under" an animation; input made meanwhile waits in the
Controls (controls.py) and is carried out afterwards.
The scene never decides a rule: options come from legal_moves, refusals from IllegalMove.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from game.rules.eight_half import IllegalMove, Move, apply_move, legal_moves
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Announce as A
from game.rules.eight_half.events import (
    BidAnnounced,
    BlindReturned,
    CardsPlayed,
    Event,
    Passed,
    PileTaken,
    SwapDeclined,
    Swapped,
    TakeReason,
    WentRoundInCircles,
    Zone,
)
from game.rules.eight_half.match import Match, new_match, next_game, record_game
from game.rules.eight_half.moves import PASS
from game.rules.eight_half.observe import Observation, observe
from game.rules.eight_half.state import Phase, State
from game.store.record import MatchRecord
from game.store.resume import match_from_record, record_for_match
from game.store.seats import SeatPlan, seat_plans
from game.store.settings import Settings
from game.ui.eight_half import spoken
from game.ui.eight_half.bot_runner import bot_for
from game.ui.eight_half.controls import Controls
from game.ui.eight_half.director import Director
from game.ui.eight_half.memos import Memos
from game.ui.eight_half.move_log import MoveLog
from game.ui.eight_half.overlays import HelpScene
from game.ui.eight_half.phone import PHONE
from game.ui.eight_half.reasons import translate_reason
from game.ui.eight_half.selection import NOT_MY_TURN, Options, options_of
from game.ui.eight_half.shown import Shown
from game.ui.eight_half.table_view import TableView
from game.ui.eight_half.words import announcement, bid_text, card_name, new_cards, takes_pile
from game.ui.scorepad.model import PadModel, pad_model
from game.ui.shell.i18n import N_, tr
from game.ui.shell.scene import Scene
from game.ui.table.base import CardTable, MatchRules, TableRules, refusals
from game.ui.table.bubbles import Tone

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.table.phones import PhoneHands


class TableScene(CardTable[State, Move, Event, Observation, Options, Match]):
    name = "table"
    rules = TableRules(apply_move, legal_moves, observe, refusals(IllegalMove, translate_reason))
    matches = MatchRules(
        lambda m: m.game,
        lambda m: m.games_played,
        next_game,
        record_game,
        match_from_record,
        record_for_match,
        bot_for,
    )
    phone = PHONE
    not_my_turn = NOT_MY_TURN
    log: MoveLog

    def _seats(self, settings: Settings) -> tuple[SeatPlan, ...]:
        return seat_plans(settings, "eight_half")

    def _new_match(self, settings: Settings | None) -> Match:
        length = settings.match_length if settings is not None else self.match.length
        return new_match(self.players, self.seed, length)

    def _furnish(self) -> None:
        # Cards taken with the pile lie face down in the taker's hand, as at a table; the
        # whole table saw them (R11), so K shows them while someone wants reminding.
        self.show_known = False
        self.memos = Memos(self.you)  # each opponent's last move, kept beside their plate
        self.log = MoveLog(self.short_name, self.you)
        self.controls: Controls = Controls(self)
        self.view: TableView = TableView(self)

    # -- games -----------------------------------------------------------------------------

    def _game_heading(self, number: int) -> str:
        return tr("log.game", game=number, games=self.match.length)

    def _show_game(self) -> None:
        self.shown: Shown = Shown.from_observation(observe(self.state, self.viewer))
        self.director: Director = Director(
            self.shown, self._on_start, self.log.on_shown, self._on_settled
        )
        self.memos.clear()
        self.taking: str | None = None  # "Ada takes the pile — 20 cards", until the next move

    def _options_of(self, state: State) -> Options:
        assert self.human is not None  # asked only at the player's turn
        return options_of(state, self.human)

    def handover_news(self, seat: int) -> str | None:
        st = self.state
        if st.phase is not Phase.ATTACK_WINDOW or st.turn != seat or st.finisher is None:
            return None
        # R9.3: the room saw someone go out, and the game goes on: say why.
        return tr(
            "handover.attack_window",
            name=self.short_name(st.finisher),
            bid=bid_text(st.bid_halves),
            next=self.short_name(seat),
        )

    def _forced(self, state: State) -> Move | None:
        legal = legal_moves(state)
        return PASS if legal == [PASS] else None  # R9.3: nothing can attack

    def _after_move(self) -> None:
        self.controls.selection.clear()
        self.taking = None

    def _hand_of(self, state: State, seat: int) -> tuple[Card, ...]:
        return state.seats[seat].hand

    def _played_from_hand(self, events: Sequence[Event], seat: int) -> list[object]:
        return [
            card
            for e in events
            if isinstance(e, CardsPlayed) and e.seat == seat and e.zone is Zone.HAND
            for card in e.cards
        ]

    def _news_words(self, cards: Sequence[object]) -> str:
        return new_cards(cast(Sequence[Card], cards))

    def _recall(self, events: list[Event]) -> None:
        for e in events:
            self.memos.on_start(e)  # each opponent's last move, beside their plate

    def _show_result(self) -> None:
        self.open_score_pad(after_game=True)

    def spoken_situation(self) -> str:
        return spoken.situation(self.shown)

    def spoken_focus(self) -> str:
        if self.human is None:
            return ""
        return spoken.focus(self.shown, self.human, self.controls.focused(), self.options.attackers)

    def spoken_hand(self) -> str:
        return spoken.hand(self.shown, self.viewer)

    # -- scene hooks -----------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """Something moves or counts down: cards flying, a bubble fading, a bot's
        pause or thinking dots, the wait before the result, input waiting for its turn, or
        card faces still being drawn ahead in quiet frames (TableView's warm-up)."""
        view = self.view
        warming = bool(view._warm) or view._warm_for is not view.layout()
        return (
            self.director.busy
            or bool(self.controls.intents)
            or bool(self.bubbles.all())
            or self.waiting_for_bot() is not None
            or self.controls.waiting
            or (self.state.is_over and not self.result_shown)
            or warming
        )

    def update(self, dt: float) -> None:
        self._tick(dt)
        self.controls.drain()
        if self.director.busy or self.controls.intents:
            return
        self.controls.update(dt)  # forced moves made for the player (R9.3: nothing attacks)
        self._act(dt)

    # -- events (bubbles; the log listens itself) -----------------------------------------

    def _on_start(self, e: Event) -> None:
        self.memos.on_start(e)
        self.app.audio.on_event(e, self.you)  # its sound and its words, as it shows
        if isinstance(e, BidAnnounced):
            tone = Tone.ATTACK if e.kind is A.ATTACK else Tone.PLAIN
            self.bubbles.say(e.seat, announcement(e), tone)
        elif isinstance(e, PileTaken):
            # Said on the table too: a bubble is easily missed, a big pile changes the game.
            self.taking = takes_pile(self.short_name(e.seat), e.seat == self.you, len(e.cards))
            if e.reason is not TakeReason.ATTACKED:
                key = N_("say.take") if e.reason is TakeReason.NO_PLAY else N_("say.blind_miss")
                self.bubbles.say(e.seat, tr(key), Tone.TAKE)
        elif isinstance(e, Passed):
            self.bubbles.say(e.seat, tr("say.pass"), Tone.TAKE)
        elif isinstance(e, BlindReturned):
            self.bubbles.say(e.seat, tr("say.blind_back"), Tone.TAKE)
        elif isinstance(e, SwapDeclined):
            self.bubbles.say(e.seat, tr("say.no_swap"), Tone.TAKE)
        elif isinstance(e, Swapped):
            self.bubbles.say(
                e.seat, tr("say.swap", gave=card_name(e.gave), received=card_name(e.received))
            )
        elif isinstance(e, WentRoundInCircles):  # R10.6
            you = e.winner == self.you
            self.went_round_in_circles(
                tr("note.circles.you")
                if you
                else tr("note.circles", name=self.short_name(e.winner))
            )

    # -- windows over the table ------------------------------------------------------

    def open_help(self) -> None:
        self.app.push(HelpScene(self.app))

    def toggle_known(self) -> None:
        """K: the cards known to be in each hand (taken with the pile) face up, or not."""
        self.show_known = not self.show_known
        self.say_note(tr("note.known_shown" if self.show_known else "note.known_hidden"))
        self.view.invalidate()

    def _pad_model(self) -> PadModel:
        return pad_model(self.match, self.short_names(), self.you)


def table_factory(
    app: App,
    settings: Settings,
    record: MatchRecord | None = None,
    phones: PhoneHands | None = None,
) -> Scene:
    """What "New game" (no record) and "Continue" (the saved match) open on the title;
    the room hands in the seats phones hold."""
    return TableScene(app, settings, record=record, phones=phones)
