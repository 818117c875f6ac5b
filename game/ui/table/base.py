"""What both card tables (8½ and Huit américain) do the same way, whatever the game.

A table keeps the engine's state as the truth and a Director that shows its events. Each
seat is a person at this screen (`people`) or a bot asked through the shared BotRunner.
With one person the table is theirs: their seat is `you`, their hand always shows. With
several (hot-seat) they pass the screen: the table shows one person's hand at a
time (`human`, the seat at the controls), turned so that person sits at the bottom, and
before each person's decision a hand-over screen (handover.py) hides the table until that
person has the screen; between them the bots play on with no hand shown.

A seat can also be held by a phone (`phones`: phones.py): the TV then shows the
table to everyone with no hand face up, and waits for that seat's moves from its phone,
which are checked by the rules like any move; after each move every phone is sent the game
as its seat sees it (`phone`: the game's PhoneRules, in the phone's language).

A game's table names its rules (`rules`: a TableRules), its match and save (`matches`: a
MatchRules) and the options it offers (`_options_of`), builds its own log, controls and view
(`_furnish`), and keeps its own flow where the games differ (what a game's start resets,
what a move changes besides, the result, bubbles, options).

The table is generic over its game: `CardTable[State, Move, Event, Observation, Options,
Match]`, each the game's own type; its parts fit the protocols of parts.py.

Why one file of over 700 lines: it is one class, the flow both games share, and every part
of it acts on the same state (the engine's state, the match and its record, the director,
who has the screen). What stands apart already has its own module: the hand-over and the
pause menu (handover.py, pause.py), the phones (phones.py), the bots (bot_runner.py), the
director, the log and the turn marker.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from typing import TYPE_CHECKING, Generic, TypeVar, cast

import pygame
from attrs import define, frozen

from game.ai.bot import Bot
from game.ai.seeding import decision_rng
from game.store.record import GameMove, GameRecord, MatchRecord, PlayerInfo, Position
from game.store.seats import SeatPlan
from game.store.settings import ANIMATION_SCALE, BotLevel, Settings
from game.ui.scorepad.model import PadModel
from game.ui.shell.i18n import N_, in_language, tr, translator
from game.ui.shell.motion import motion_scale
from game.ui.shell.scene import Scene
from game.ui.speech.said import Said, sentences
from game.ui.table.bot_runner import BotRunner
from game.ui.table.bubbles import Bubbles
from game.ui.table.move_log import LogLine
from game.ui.table.news import HandNews
from game.ui.table.parts import (
    ControlsLike,
    Directing,
    MatchLike,
    MoveLogLike,
    OptionsLike,
    ShownGame,
    TableViewLike,
)
from game.ui.table.pause import PauseScene
from game.ui.table.phone_rules import PhoneRules

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.table.phones import PhoneHands

log = logging.getLogger(__name__)

END_PAUSE = 0.9  # seconds between the last card and the result (times the speed setting)
CIRCLES_PAUSE = 3.0  # at least this long to read why a game ended in circles (R10.6, H6.2)
LOG_NEWS = 6  # the move log's lines said at most with a prompt: the newest
LEVEL_NAMES = {"easy": N_("level.easy"), "medium": N_("level.medium"), "hard": N_("level.hard")}

StateT = TypeVar("StateT", bound=Position)  # the engine's state of one game (the save's)
MoveT = TypeVar("MoveT", bound=GameMove)
EventT = TypeVar("EventT")
ObsT = TypeVar("ObsT")
OptionsT = TypeVar("OptionsT", bound=OptionsLike)
MatchT = TypeVar("MatchT", bound=MatchLike)
IllegalT = TypeVar("IllegalT", bound=ValueError)


def refusals(
    illegal: type[IllegalT], words: Callable[[IllegalT], str]
) -> Callable[[ValueError], str | None]:
    """A refused move in the player's words: `words` for the game's IllegalMove (`illegal`),
    None for any other error (a bug, not a refusal)."""

    def refusal(e: ValueError) -> str | None:
        return words(e) if isinstance(e, illegal) else None

    return refusal


@frozen
class TableRules(Generic[StateT, MoveT, EventT, ObsT]):
    """A game's rules as a table uses them (RULES.md Part C / Part D functions)."""

    # -> Outcome(state, events); raises the game's IllegalMove
    apply_move: Callable[[StateT, MoveT], tuple[StateT, list[EventT]]]
    legal_moves: Callable[[StateT], list[MoveT]]
    observe: Callable[[StateT, int], ObsT]
    refusal: Callable[[ValueError], str | None]  # `refusals(IllegalMove, words)`


@frozen
class MatchRules(Generic[MatchT, StateT, MoveT, ObsT]):
    """A game's match as a table plays it: its games (rounds), its save and its bots."""

    current: Callable[[MatchT], StateT]  # the state of the game being played
    games_done: Callable[[MatchT], int]  # games of the match already finished
    next_game: Callable[[MatchT], MatchT]  # the match with the next game dealt
    record_game: Callable[[MatchT, StateT], MatchT]  # the match with a finished game counted
    from_record: Callable[[MatchRecord], MatchT]  # a saved match, resumed exactly
    record_for: Callable[[MatchT, list[PlayerInfo]], MatchRecord]  # a new match's save
    make_bot: Callable[[str, bool], Bot[ObsT, MoveT]]  # (level, quick: Hard on a tiny budget)


@define
class Note:
    """A short line for the player under the pile: a refusal, a hint. It stays until the
    next action (the person's key or click, or a move), never timed: a slow reader, or one
    reading it aloud, has all the time they need."""

    text: str
    tone: str  # "refusal" | "hint" | "info"


class CardTable(Scene, Generic[StateT, MoveT, EventT, ObsT, OptionsT, MatchT]):
    """The shared part of a table scene: seats, bots, the save and the match's flow."""

    rules: TableRules[StateT, MoveT, EventT, ObsT]
    matches: MatchRules[MatchT, StateT, MoveT, ObsT]
    phone: PhoneRules[StateT, MoveT, EventT]  # what a phone seat is told and may send
    not_my_turn: OptionsT  # the options while the player may not act
    state: StateT  # the engine's state of the game on the table: the truth
    match: MatchT
    # Set by the game's table (`_furnish`, `_show_game`): what shows the truth.
    director: Directing[EventT, ObsT]
    shown: ShownGame[EventT, ObsT]
    view: TableViewLike
    log: MoveLogLike[EventT]
    controls: ControlsLike

    def __init__(
        self,
        app: App,
        settings: Settings,
        *,
        seed: int | None = None,
        human: bool = True,  # False: a table of bots only (Watch)
        quick_bots: bool = False,
        executor: Executor | None = None,
        bot_factory: Callable[[str], Bot[ObsT, MoveT]] | None = None,
        record: MatchRecord | None = None,
        phones: PhoneHands | None = None,
    ) -> None:
        """A new match from `settings`, or the saved match `record` resumed exactly; with
        `phones`, the seats phones hold (and at a new match the room's bots: its lobby)."""
        super().__init__(app)
        self.record: MatchRecord | None = record  # the save; None for a table of bots only
        self.phones = phones
        # The seats played from a phone (a seat the host gives to a bot leaves it).
        self.phone_seats = phones.seats if phones is not None else frozenset[int]()
        if record is None and phones is not None:
            plans = tuple(
                SeatPlan(s.name or "", "medium")
                if s.kind == "phone"
                else SeatPlan(None, cast(BotLevel, s.level))  # the room offers these
                for s in phones.lobby.seats()
            )
            names = tuple(plan.name or "" for plan in plans)
            self.seed = seed if seed is not None else random.randrange(2**31)
        elif record is not None:
            plans = tuple(
                SeatPlan(
                    p.name if p.human else None, cast(BotLevel, p.level or "medium")
                )  # checked on reading
                for p in record.players
            )
            names = tuple(p.name for p in record.players)
            self.seed = record.seed
        else:
            plans = self._seats(settings)
            if not human:
                plans = tuple(SeatPlan(None, plan.level) for plan in plans)
            names = tuple(plan.name or "" for plan in plans)
            self.seed = seed if seed is not None else random.randrange(2**31)
        self.players = len(plans)
        self.levels: tuple[str, ...] = tuple(plan.level for plan in plans)  # by seat
        # The people at this screen (a phone's player is not one: their hand is on the phone).
        self.people = frozenset(
            seat
            for seat, plan in enumerate(plans)
            if plan.is_person and seat not in self.phone_seats
        )
        # People at this screen who left the match, a bot playing each one's seat until they
        # take it back (a phone's seat given to a bot has no way back at the TV).
        self.left = frozenset(record.left if record is not None and phones is None else ())
        # "You": the seat of the one person at the table; with several, everyone has a name.
        self.you = min(self.people) if len(self.people) == 1 and not self.left else None
        # The person at the controls, whose hand shows; with several, set at each hand-over.
        self.human: int | None = self.you
        # Whose eyes the table shows (R11), at the bottom: the first person's (seat 0 at a
        # table of bots), then whoever last took the screen.
        self.viewer = min(self.people, default=0)
        if phones is not None:  # as they joined the room (a name kept from a save if none)
            names = tuple(
                phones.name(seat) or name if seat in self.phone_seats else name
                for seat, name in enumerate(names)
            )
        bots = self._bot_names({seat: names[seat] for seat in self.persons})
        self.names = tuple(
            name if seat in self.persons or record is not None else bots[seat]
            for seat, name in enumerate(names)
        )
        if phones is not None:  # a phone joining later may not take a bot's name
            bot_seats = [p for p in range(self.players) if p not in self.persons]
            phones.lobby.name_bots({p: self.names[p] for p in bot_seats})
            phones.server.lobby_changed()  # a phone on the seats' list sees them named
        self.match = (
            self.matches.from_record(record) if record is not None else self._new_match(settings)
        )
        make = bot_factory or (lambda level: self.matches.make_bot(level, quick_bots))
        self.bots: dict[int, Bot[ObsT, MoveT]] = {
            p: make(self.level(p)) for p in range(self.players) if p not in self.persons
        }
        self._make_bot = make
        self.plies = 0  # moves made in the game being played (a bot's luck depends on it)
        self.hint_rng = random.Random(self.seed)
        self.runner: BotRunner[ObsT, MoveT] = BotRunner(executor)
        self.bubbles = Bubbles()
        self.note: Note | None = None
        # What the voice said last with a new prompt (speech): the move log's lines since
        # (the newest line, to know what is new next time) and the bid or the top card.
        self._prompt_heard = ""
        self._deciding_heard: StateT | None = None  # the position of the player's decision
        self._prompts_said = 0  # how many prompts were said: a new one is said whatever its words
        self._news_heard: LogLine | None = None
        self._news_said = ""
        self._situation_said = ""
        self.log_open = False
        # Among people at one screen, whether each one left the move log open: the next
        # person finds it as they left it themselves, not as the last person did.
        self._logs_open: dict[int, bool] = {}
        self.news = HandNews()  # the cards new to each person's eyes (people at one screen)
        self.time = 0.0  # seconds at the table, for the thinking dots
        self.reviewing = False  # the table is being shown again to another person (hot-seat)
        # The table's moves and deals so far: the number a phone's move names ("ply"), so a
        # move made on a state the phone held before the last one is stale.
        self.phone_ply = 0
        # At a phone match's end, the pad's New match: the same room again (its phones come
        # back to their seats by themselves). The room that dealt this table sets it.
        self.room_again: Callable[[], None] | None = None
        self._last_events: Sequence[EventT] = ()  # the last move's, for the phones' log line
        self._furnish()
        if record is not None:
            self._resume(record)
        else:
            if self.persons:
                self._begin_record()
            self._start_game()

    # -- what each game's table says itself -----------------------------------------------

    def _seats(self, settings: Settings) -> tuple[SeatPlan, ...]:
        """Who sits where at a new match (a person or a bot's level), from the settings."""
        raise NotImplementedError

    def _new_match(self, settings: Settings | None) -> MatchT:
        """A fresh match for `self.seed`: from the settings, or (None) like this one."""
        raise NotImplementedError

    def _furnish(self) -> None:
        """Build the game's own log, controls and view (after the seats, before the deal)."""
        raise NotImplementedError

    def _game_heading(self, number: int) -> str:
        """The move log's heading of the match's game (round) `number`, from 1."""
        raise NotImplementedError

    def _game_opening(self, state: StateT) -> list[str]:
        """Lines the move log shows under a game's heading, about its deal (none by default)."""
        return []

    def _log_game_start(self, number: int, state: StateT) -> None:
        """The move log's heading of game `number`, dealt as `state`, and its opening lines
        (the same whether the game is played now or replayed from a save)."""
        self.log.begin_game([self._game_heading(number), *self._game_opening(state)])

    def _show_game(self) -> None:
        """A game starts (or is resumed) at `self.state`: its shown table and director, and
        what else the game's table resets."""
        raise NotImplementedError

    def _options_of(self, state: StateT) -> OptionsT:
        """The player's options at `state`, their turn."""
        raise NotImplementedError

    def _after_move(self) -> None:
        """A move was just made (before its events show)."""

    def _recall(self, events: list[EventT]) -> None:
        """A move of the game under way shown again on resuming it (`_resume`): what the
        game's table keeps from its events besides the shown table and the log."""

    def _my_turn(self) -> None:
        """The table is idle at the player's turn."""

    def _hand_of(self, state: StateT, seat: int) -> Sequence[object]:
        """The cards in `seat`'s hand in `state`."""
        raise NotImplementedError

    def _played_from_hand(self, events: Sequence[EventT], seat: int) -> list[object]:
        """The cards `seat` played from their hand in a move's `events`."""
        raise NotImplementedError

    def _news_words(self, cards: Sequence[object]) -> str:
        """The line that names the cards new in a person's hand ("New in your hand: …")."""
        raise NotImplementedError

    def _show_result(self) -> None:
        """The game's result, a moment after its last card."""
        raise NotImplementedError

    def spoken_situation(self) -> str:
        """What the player must know to decide, in words: the bid, the top card."""
        raise NotImplementedError

    def spoken_focus(self) -> str:
        """The card the keyboard is on, in words ("" for none)."""
        raise NotImplementedError

    def spoken_hand(self) -> str:
        """The cards of the one who has the screen, in words."""
        raise NotImplementedError

    # -- speech --------------------------------------------------------------------------

    def speech(self) -> list[Said]:
        """What happened (the move log's new lines), the bid or the top card, the prompt
        (whose turn, what to do), a refusal or hint, and the focused card.

        The moves and the bid (the top card) are said with each new prompt, as one
        sentence: not line by line as the cards fly, where each would cut the last. The
        move log is what the whole table may read; the focused card is said only while
        the hand shows for its owner (hot-seat: after the hand-over)."""
        prompt = self.controls.prompt()
        # A decision of the player's is a new question even in the same words (a 10, then
        # another: "Play again"), said again with what happened since.
        deciding = self.state if self.options.my_turn else None
        if prompt and (prompt != self._prompt_heard or deciding is not self._deciding_heard):
            self._prompt_heard, self._deciding_heard = prompt, deciding
            self._prompts_said += 1
            self._news_said = self._log_news()
            self._situation_said = self.spoken_situation()
        note = self.note
        return [
            Said("news", self._news_said, id(self._news_heard)),
            Said("situation", self._situation_said),
            Said("prompt", prompt, self._prompts_said),
            Said("note", note.text if note is not None else "", id(note)),
            Said("focus", self.spoken_focus() if self.shows_hand else ""),
        ]

    def _log_news(self) -> str:
        """The move log's lines since the last heard (the newest few at most)."""
        lines = self.log.lines
        news: list[str] = []
        for line in reversed(lines[-LOG_NEWS:]):
            if line is self._news_heard:
                break
            news.append(line.text)
        self._news_heard = lines[-1] if lines else None
        return sentences(news[::-1])

    def speech_all(self) -> str:
        """F3: the bid or the top card, the prompt, and the hand when it shows."""
        parts = [self.spoken_situation(), self.controls.prompt()]
        if self.shows_hand:
            parts.append(self.spoken_hand())
        return sentences(parts)

    # -- names ---------------------------------------------------------------------------

    def level(self, seat: int) -> str:
        return self.levels[seat]

    @property
    def persons(self) -> frozenset[int]:
        """The seats people play, at this screen or on their phones (the others: bots)."""
        return self.people | self.phone_seats

    @property
    def hot_seat(self) -> bool:
        """Several people take turns at this screen (and hand it over), or did: once some
        of them left, the screen is still handed over to those who stay."""
        return len(self.people | self.left) > 1

    @property
    def on_screen(self) -> int | None:
        """The seat whose hidden cards the table may show now: the viewer's, unless people
        take turns at the screen and none of them has it (a hand-over, the bots' turns).
        With phones the TV shows the table to the whole room: no hand but a person's at
        this screen, while they have it."""
        return self.human if self.hot_seat or self.phones is not None else self.viewer

    @property
    def shows_hand(self) -> bool:
        """Is the viewer's hand drawn face up (else as backs, like the others')?"""
        return self.on_screen == self.viewer

    def short_name(self, seat: int) -> str:
        """ "You" (the one person at the table), a person's name, or the bot's ("Ada")."""
        if seat == self.you:
            return tr("seat.you")
        return self.names[seat] or tr("seat.player", number=seat + 1)

    def short_names(self) -> tuple[str, ...]:
        return tuple(self.short_name(p) for p in range(self.players))

    def plate_name(self, seat: int) -> tuple[str, str]:
        """(name, level) for a name plate; the level is empty for a person."""
        if seat in self.persons:
            return self.short_name(seat), ""
        return self.short_name(seat), tr(LEVEL_NAMES[self.level(seat)])

    def face_up(self, seat: int) -> bool:
        """Is `seat`'s hand shown face up although the viewer may not see it? Only when
        nobody plays at the table (Watch, table/demo.py)."""
        return False

    @property
    def shows_toolbar(self) -> bool:
        """The Log, ?, Menu and Score buttons: for a player at the table, not for a room
        watching the bots (Watch, table/demo.py)."""
        return True

    def _bot_names(self, people: Mapping[int, str] | None = None) -> tuple[str, ...]:
        """Each seat's bot name (`people`: the persons' seats and names). A name a person
        at the table goes by is not a bot's too (Chloé on her phone and Chloé the bot):
        that bot takes one nobody has."""
        people = people or {}
        names = tr("bot.names").split("|")
        usual = [names[(p - 1) % len(names)] if p else names[-1] for p in range(self.players)]
        taken = {name.casefold() for name in people.values() if name}
        bots = {usual[p] for p in range(self.players) if p not in people}
        spare = [n for n in names if n.casefold() not in taken and n not in bots]
        return tuple(
            name if name.casefold() not in taken or not spare else spare.pop(0) for name in usual
        )

    # -- the save -------------------------------------------------------------------------

    def _begin_record(self) -> None:
        """A new match's record, saved at once: Continue offers it from now on."""
        players = [
            PlayerInfo(self.names[p], True) if p in self.persons  # "": the unnamed player
            else PlayerInfo(self.names[p], False, self.level(p), left=p in self.left)
            for p in range(self.players)
        ]  # fmt: skip
        self.record = self.matches.record_for(self.match, players)
        self.app.match_saved(self.record)

    def _resume(self, record: MatchRecord) -> None:
        """The saved match as the player left it: the move log of every game as it was
        written, and the game under way shown again move by move from its deal (`_recall`)."""
        for number, game in enumerate(record.games, start=1):
            self._log_game_start(number, self._start_of(game))
            if game is not record.current:
                state = self._start_of(game)
                for move in self._moves_of(game):
                    state, events = self.rules.apply_move(state, move)
                    for e in events:
                        self.log.on_shown(e)
        # The phones go on from the number they held (each deal and move counts one), the
        # last move's line with it: the first deal's number is counted by _start_game.
        self.phone_ply = sum(game.plies + 1 for game in record.games) - 1
        self._start_game(resumed=record.current)
        self.plies = record.current.plies

    def _show_again(self, game: GameRecord, *, logged: bool = True) -> None:
        """The table of `game` (the one under way) as it looked when the player left it.

        The table is more than the position: where each open card lies (a played one leaves
        a gap, a swapped one takes the other's place), who made the last move, what each
        seat did last. So it is built as it was then, from the deal, each move's events
        shown at once (no animation, no sound); the engine's own state, which keeps a
        seat's cards sorted, says only what is where."""
        now = self.state
        self.state = self._start_of(game)
        self._show_game()
        for move in self._moves_of(game):
            self.state, events = self.rules.apply_move(self.state, move)
            after = self.observation()
            for e in events:
                self.shown.begin(e)
                self.shown.apply(e, after)
                if logged:
                    self.log.on_shown(e)
            self.shown.settle(after)
            self._recall(events)
            self._last_events = events  # the phones' log line is the last move's
        wrong = self.shown.differences(self.observation())
        if self.state != now or wrong:  # a bug: show the position itself rather than lie
            log.error("The resumed %s is not the saved game: %s", self.name, wrong)
            self.state = now
            self._show_game()

    def _start_of(self, game: GameRecord) -> StateT:
        # A table resumes only its own game's saves (the title opens a save at its table).
        return cast(StateT, game.start)

    def _moves_of(self, game: GameRecord) -> tuple[MoveT, ...]:
        return cast(tuple[MoveT, ...], game.moves)  # its own game's moves, as `_start_of`

    def _save_move(self, move: MoveT) -> None:
        if self.record is None:
            return
        self.record = self.record.with_move(move, self.state)
        if self.record.match_over:
            self.app.match_ended(self.record)
        else:
            self.app.match_saved(self.record)

    # -- the match's games ------------------------------------------------------------------

    @property
    def _games_done(self) -> int:
        """Games (rounds) of the match already finished: the bots' luck counts them."""
        return self.matches.games_done(self.match)

    @property
    def game_number(self) -> int:
        """The game (round) on the table, from 1: a finished one until the next is dealt."""
        return self._games_done + (0 if self.recorded else 1)

    def new_match(self) -> None:
        """Same seats and bots, a fresh deal and fresh totals (after a match is over)."""
        self.seed = random.randrange(2**31)
        self.match = self._new_match(None)
        self.hint_rng = random.Random(self.seed)
        if self.persons:
            self._begin_record()
        self._start_game()

    def _start_game(self, resumed: GameRecord | None = None) -> None:
        """Show the match's game: one just dealt, or the saved game under way (`resumed`)."""
        self.state = self.matches.current(self.match)
        if resumed is None:
            self._show_game()
        else:
            self._show_again(resumed)
        self.runner.forget()
        self._asked: StateT | None = None
        self._bot_wait = 0.0
        self._options_state: StateT | None = None
        self._options: OptionsT = self.not_my_turn
        self.recorded = self.state.is_over  # a resumed match may stand at a finished game
        self.result_shown = False
        self._end_wait = 0.0
        self._read_pause = 0.0  # seconds the result waits, whatever the speed, for a note
        self.controls.reset()
        self.bubbles.clear()
        self.news.clear()
        self.note = None
        if self.hot_seat:
            self.human = None  # a new deal, or the table reopened: the hand-over comes first
        if resumed is None:
            self.app.audio.deal()
            self.plies = 0
            self._log_game_start(self._games_done + 1, self.state)
        self.phone_ply += 1
        self._tell_phones(() if resumed is None else self._last_events)

    def next_game(self) -> None:
        """Deal the match's next game (8½: the winner's swap opens it, R10.4; Huit: the deal
        passes left, H1.1)."""
        if not self.recorded or self.match.is_over:
            return
        self.match = self.matches.next_game(self.match)
        if self.record is not None:
            self.record = self.record.with_next_game(self.matches.current(self.match))
            self.app.match_saved(self.record)
        self._start_game()

    def _game_end(self, dt: float) -> None:
        if not self.recorded:
            self.match = self.matches.record_game(self.match, self.state)
            self.recorded = True
            self._end_wait = 0.0
        self._end_wait += dt
        if not self.result_shown and self._end_wait >= self._end_pause():
            self.result_shown = True
            self._show_result()

    # -- scene hooks -----------------------------------------------------------------------

    def exit(self) -> None:
        self.runner.close()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def stirred(self) -> bool:
        return self.phones is not None and self.phones.stirred()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.acted()
        if self.view.log_event(event):  # the open move log scrolls (wheel, PgUp/PgDn/Home/End)
            return
        self.controls.handle_event(event)

    def acted(self) -> None:
        """The person at the screen acted (a key, a click): what the table told them, and
        the cards it marked as new, have been read."""
        self.note = None
        self.news.read()

    @property
    def scale(self) -> float:
        return float(ANIMATION_SCALE[self.app.settings.animation_speed])

    def _tick(self, dt: float) -> None:
        """Time passes for what moves whatever happens: cards, bubbles."""
        if self.record is not None and not self.app.saves.saves_on:
            self.app.tell_saves_off()  # this match is not being kept
        self.time += dt
        if self.phones is not None:
            self.phones.serve(self)  # moves, phones joining, coming back, going away
        self.director.update(dt, motion_scale(self.app.settings))
        self.bubbles.update(dt)

    def _act(self, dt: float) -> None:
        """The table is idle: the game's end, a bot's turn, or a person's."""
        turn = self.state.turn
        if self.state.is_over:
            self._leave_screen()  # the result shows only what is public
            self._game_end(dt)
        elif turn == self.human:
            self._my_turn()
        elif turn in self.phone_seats:
            self._leave_screen()
            self._for_phone()
        elif turn not in self.people:
            self._leave_screen()  # the bots play on with no hand shown
            self._drive_bot(dt)
        else:
            self._for_person(turn)

    # -- several people at one screen (hot-seat) ---------------------------------------------

    def handover_news(self, seat: int) -> str | None:
        """What the hand-over to `seat` says the room has just seen, to tell why this turn
        comes (none by default; 8½: the last chance to attack, R9.3). Never a hidden card."""
        return None

    def _forced(self, state: StateT) -> MoveT | None:
        """A move a person would make without choosing, which needs no hand-over (none by
        default; 8½: passing the attack window when nothing can attack, R9.3)."""
        return None

    def _for_person(self, seat: int) -> None:
        """Another person's decision: made for them if it is no choice, else the screen is
        handed over to them first."""
        self._leave_screen()
        forced = self._forced(self.state)
        if forced is not None:
            self._commit(forced, self.rules.apply_move(self.state, forced))
            return
        from game.ui.table.handover import HandOverScene  # the screen that hides the table

        if not isinstance(self.app.top, HandOverScene):
            self.app.push(HandOverScene(self.app, self, seat))

    def _leave_screen(self) -> None:
        """Nobody's hand shows until the next person takes the screen (hot-seat only)."""
        if self.hot_seat and self.human is not None:
            self.human = None
            self.controls.reset()
            self.view.invalidate()

    def take_screen(self, seat: int) -> None:
        """Person `seat` has the screen (the hand-over was confirmed): the table turns to them
        and shows their hand, as they have seen the game (the moves replayed from the deal,
        without sound or log), and their move log as they left it."""
        if self.hot_seat and seat != self.viewer:
            self._logs_open[self.viewer] = self.log_open
            self.log_open = self._logs_open.get(seat, False)
            self.log.scroll_to(newest=True)
        self.human = seat
        if seat != self.viewer:
            self.viewer = seat
            self.reviewing = True  # the same game seen again: nothing is said or remembered
            try:
                if self.record is not None:
                    self._show_again(self.record.current, logged=False)
                else:
                    self._show_game()
            finally:
                self.reviewing = False
        self._options_state = None  # their options, their turn's sound
        self.controls.reset()
        self.view.invalidate()
        new = self.news.take(seat, self._hand_of(self.state, seat))
        if new:  # drawn or taken while the screen was not theirs: named, and marked a while
            self.say_note(self._news_words(new))

    # -- moves -----------------------------------------------------------------------------

    def observation(self) -> ObsT:
        """What the table shows: the game through the viewer's eyes (R11)."""
        return self.rules.observe(self.state, self.viewer)

    @property
    def options(self) -> OptionsT:
        st = self.state
        if self.human is None or self.director.busy or st.turn != self.human or st.is_over:
            return self.not_my_turn
        if self._options_state is not st:
            self._options_state = st
            self._options = self._options_of(st)
            self.controls.on_new_turn()
            if self._options.my_turn:
                self.app.audio.your_turn()
        return self._options

    def _commit(self, move: MoveT, outcome: tuple[StateT, list[EventT]]) -> None:
        before = self.state
        self.state, events = outcome
        mover = int(before.turn)
        if self.hot_seat and mover in self.people:
            played = self._played_from_hand(events, mover)
            self.news.after_move(mover, self._hand_of(before, mover), played)
        self.plies += 1
        self._save_move(move)
        self.acted()  # a move: what was said before it is done with
        self._after_move()
        # The words these events will say are read now, ahead of their animations.
        self.app.audio.prefetch(events, self.you, self.shown.last_mover)
        self.director.play(events, self.observation())
        self.phone_ply += 1
        self._tell_phones(events)

    def _on_settled(self) -> None:
        if not self.director.busy:
            wrong = self.shown.differences(self.observation())
            if wrong:  # a bug in the shown table: it would lie to the player
                log.error("The %s shows something else than the game: %s", self.name, wrong)

    def _drive_bot(self, dt: float) -> None:
        state = self.state
        seat = state.turn
        if self._asked is not state:
            self._asked = state
            self._bot_wait = 0.0
            rng = decision_rng(self.seed, self._games_done, self.plies, seat)
            self.runner.ask(
                self.bots[seat],
                self.rules.observe(state, seat),
                self.rules.legal_moves(state),
                rng,
                token=state,
            )
        self._bot_wait += dt
        if self._bot_wait < self.app.settings.bot_pause:
            return
        move = self.runner.answer(state)
        if move is not None:
            self._commit(move, self.rules.apply_move(state, move))  # a bot's illegal move is a bug

    def end_fade(self) -> float:
        """0..1: how far the table has darkened towards the result after a game's end."""
        if self.result_shown or not self.recorded or self.director.busy or not self.state.is_over:
            return 0.0
        pause = self._end_pause()
        return min(1.0, self._end_wait / pause) if pause > 0 else 0.0

    def _end_pause(self) -> float:
        return max(END_PAUSE * self.scale, self._read_pause)

    def went_round_in_circles(self, text: str) -> None:
        """R10.6, H6.2: say why the game ends (`text`) on the table, and leave time to
        read it before the result covers the table."""
        self.say_note(text)
        self._read_pause = CIRCLES_PAUSE

    def human_move(self, move: MoveT) -> bool:
        """Try the player's move; a refusal is shown in words. True if it was played."""
        try:
            outcome = self.rules.apply_move(self.state, move)
        except ValueError as e:
            self._refuse(e)
            return False
        self._commit(move, outcome)
        return True

    def explain(self, move: MoveT) -> None:
        """Say why `move` is refused (it is never played from here)."""
        words = self.refusal_of(move)
        if words is not None:
            self.say_note(words, "refusal")

    def refusal_of(self, move: MoveT) -> str | None:
        """Why `move` is refused now, in the player's words; None if it may be played."""
        try:
            self.rules.apply_move(self.state, move)
        except ValueError as e:
            words = self.rules.refusal(e)
            if words is None:  # not the game's IllegalMove: a bug, not a refusal
                raise
            return words
        return None

    def _refuse(self, e: ValueError) -> None:
        words = self.rules.refusal(e)
        if words is None:  # not the game's IllegalMove: a bug, not a refusal
            raise e
        self.say_note(words, "refusal")

    def waiting_for_bot(self) -> int | None:
        """The bot seat the table is waiting for (its pause or its thinking), if any."""
        st = self.state
        if self.director.busy or st.is_over or st.turn in self.persons:
            return None
        return int(st.turn)

    def say_note(self, text: str, tone: str = "info") -> None:
        self.note = Note(text, tone)

    # -- seats held by phones -----------------------------------------------------------

    def _for_phone(self) -> None:
        """A phone seat's decision: made for them if it is no choice (as for a person at
        the screen), else the table waits for their phone."""
        forced = self._forced(self.state)
        if forced is not None:
            self._commit(forced, self.rules.apply_move(self.state, forced))

    def phone_move(self, seat: int, text: str, ply: int) -> None:
        """A move from `seat`'s phone, in the notation, made on the state numbered `ply`:
        played as any move, or refused with its reason in the phone's language."""
        st = self.state
        if seat not in self.phone_seats or st.is_over or st.turn != seat:
            self._refuse_phone(seat, "not_your_turn", N_("phone.error.not_your_turn"))
            return
        if ply != self.phone_ply:
            self._refuse_phone(seat, "stale", N_("phone.error.stale"))
            return
        try:
            move = self.phone.parse_move(text)
        except self.phone.notation_error:
            self._refuse_phone(seat, "bad_move", N_("phone.error.bad_move"))
            return
        try:
            outcome = self.rules.apply_move(st, move)
        except ValueError as e:
            assert self.phones is not None  # a phone seat
            with in_language(self.phones.lang(seat, translator().language)):
                words = self.rules.refusal(e)
            if words is None:  # not the game's IllegalMove: a bug, not a refusal
                raise
            self.phones.refuse(seat, "illegal", words)
            return
        self._commit(move, outcome)

    def _refuse_phone(self, seat: int, code: str, key: str) -> None:
        assert self.phones is not None  # only a phone's move is refused this way
        with in_language(self.phones.lang(seat, translator().language)):
            text = tr(key)
        self.phones.refuse(seat, code, text)

    def phone_here(self, seat: int) -> None:
        """A phone joined `seat` or came back: it gets the game as it stands."""
        if self.phones is not None and seat in self.phone_seats:
            name = self.phones.name(seat)
            if name and name != self.names[seat]:  # a new phone on a freed seat: its plate
                self.names = tuple(name if p == seat else n for p, n in enumerate(self.names))
                self.view.invalidate()  # (the whole table drawn again: not for a return)
            self._send_state(seat)
        self.app.request_redraw()  # the line under the pile changes

    def phone_away(self, seat: int) -> None:
        self.app.request_redraw()  # "Chloé's phone is away" under the pile

    def phone_names(self) -> tuple[str, ...]:
        """Each seat's name as a phone shows it (nobody is "You" on every phone)."""
        return tuple(
            name or tr("seat.player", number=seat + 1) for seat, name in enumerate(self.names)
        )

    def _tell_phones(self, events: Sequence[EventT]) -> None:
        """Every phone gets the game as its seat sees it now (after a move, or a deal)."""
        if self.phones is None:
            return
        self._last_events = events
        for seat in sorted(self.phone_seats):
            self._send_state(seat)

    def _send_state(self, seat: int) -> None:
        assert self.phones is not None
        st = self.state
        legal = self.rules.legal_moves(st) if st.turn == seat and not st.is_over else []
        with in_language(self.phones.lang(seat, translator().language)) as lang:
            names = self.phone_names()
            message = self.phone.view(st, seat, legal, names, self.phone_ply)  # a "state" message
            message.update(
                lang=lang,
                prompt=self.phone.prompt(st, seat, legal, names),
                last=self.phone.last(self._last_events, seat, names),
            )
        self.phones.send(seat, message)

    def phone_line(self) -> str | None:
        """What the TV says under the pile while a phone seat is to decide: that its
        player is playing on their phone, or that the phone is away (the host may give the
        seat to a bot: B). None at anyone else's turn."""
        st = self.state
        if self.phones is None or st.is_over or st.turn not in self.phone_seats:
            return None
        name = self.short_name(st.turn)
        if self.phones.away(st.turn):
            return tr("phone.tv.away", name=name)
        return tr("phone.tv.playing", name=name)

    def away_phone(self) -> int | None:
        """The phone seat the table waits for whose phone is away, if any."""
        st = self.state
        if self.phones is None or st.is_over or st.turn not in self.phone_seats:
            return None
        return int(st.turn) if self.phones.away(st.turn) else None

    def phone_to_bot(self, seat: int | None = None) -> bool:
        """The host gives a phone seat (the away phone's the table waits for, by default)
        to a bot of the level the new-game page has for that seat; it plays from now on.
        True if a seat was given."""
        seat = self.away_phone() if seat is None else seat
        if self.phones is None or seat is None or seat not in self.phone_seats:
            return False
        level = self.bot_level_for(seat)
        room = self.phones.to_bot(seat, level, self.names[seat])
        if self.record is not None and not self.record.match_over:
            # Saved so: at Continue a bot plays the seat, and the room waits for no phone there.
            self.record = self.record.with_bot(seat, level).with_room(room)
            self.app.match_saved(self.record)
        self.phone_seats = self.phone_seats - {seat}
        self.levels = tuple(level if p == seat else lv for p, lv in enumerate(self.levels))
        self.bots[seat] = self._make_bot(level)
        self._bot_seated(seat)
        self._asked = None
        self.say_note(
            tr("phone.tv.to_bot", name=self.short_name(seat), level=tr(LEVEL_NAMES[level]))
        )
        self.view.invalidate()
        return True

    def _bot_seated(self, seat: int) -> None:
        """A bot took `seat` in the middle of a game (what it must first see, if anything)."""

    # -- a person leaves the match, and comes back (people at one screen) -----------------

    def seat_to_give(self) -> int | None:
        """The person whose seat the menu offers to a bot: the one whose turn it is (the
        hand-over waits for them), else the one who had the screen last. None when nobody
        else would stay at the screen, or the match is over."""
        st = self.state
        seat = int(st.turn) if not st.is_over and st.turn in self.people else self.viewer
        if seat not in self.people or len(self.people) < 2 or self.match.is_over:
            return None
        return seat

    def offer_seat_to_bot(self) -> bool:
        """B at the table: the away phone's seat goes to a bot; among people at one screen,
        the question which bot plays for the person who leaves. True if B did something."""
        if self.phone_to_bot():
            return True
        seat = self.seat_to_give()
        if seat is None:
            return False
        from game.ui.table.pause import SeatToBotScene  # its menus are drawn over the table

        self.app.push(SeatToBotScene(self.app, self, seat))
        return True

    def seat_to_bot(self, seat: int, level: str) -> bool:
        """Person `seat` leaves: a bot of `level` plays their seat from now on, under their
        name, and the save says so (at Continue that bot plays it). True if done."""
        if seat not in self.people or len(self.people) < 2 or level not in LEVEL_NAMES:
            return False
        if self.human == seat:
            self._leave_screen()  # their hand turns face down: a bot holds it now
        self.people = self.people - {seat}
        self.left = self.left | {seat}
        self.levels = tuple(level if p == seat else lv for p, lv in enumerate(self.levels))
        self.bots[seat] = self._make_bot(level)
        self._bot_seated(seat)
        self._asked = None
        if self.record is not None and not self.record.match_over:
            self.record = self.record.with_bot(seat, level)
            self.app.match_saved(self.record)
        self.say_note(tr("seat.to_bot", name=self.short_name(seat), level=tr(LEVEL_NAMES[level])))
        self._close_menus()
        self.view.invalidate()
        return True

    def seat_back(self, seat: int) -> bool:
        """Person `seat`, who left, takes their seat back from the bot (their hand is theirs
        again after a hand-over, as at any turn of theirs). True if done."""
        if seat not in self.left or self.match.is_over:
            return False
        if self.state.turn == seat:
            self.runner.forget()  # the bot was thinking for them: they play now
        self._asked = None
        self.people = self.people | {seat}
        self.left = self.left - {seat}
        self.bots.pop(seat, None)
        if self.record is not None and not self.record.match_over:
            self.record = self.record.with_person(seat)
            self.app.match_saved(self.record)
        self.say_note(tr("seat.back", name=self.short_name(seat)))
        self._close_menus()
        self.view.invalidate()
        return True

    def _close_menus(self) -> None:
        """Back to the table from the menus over it, and from a hand-over to a seat that a
        bot now plays (the score pad, the result stay)."""
        from game.ui.table.handover import HandOverScene

        while (top := self.app.top) is not None and top is not self:
            if isinstance(top, PauseScene) or (
                isinstance(top, HandOverScene) and top.seat not in self.people
            ):
                self.app.pop()
            else:
                break

    def bot_level_for(self, seat: int) -> str:
        """The level the settings give a bot in `seat` (Medium if they name none)."""
        levels = self._settings_levels()
        return levels[seat] if seat < len(levels) and levels[seat] in LEVEL_NAMES else "medium"

    def _settings_levels(self) -> tuple[str, ...]:
        """The bots' levels by seat in the settings, for this game."""
        return tuple(self.app.settings.bot_levels)

    # -- windows over the table ------------------------------------------------------------

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.view.invalidate()

    def open_pause(self) -> None:
        self.app.push(PauseScene(self.app, self))

    def _pad_model(self) -> PadModel:
        """The score pad of the match, in the game's own words (game/ui/scorepad/model.py)."""
        raise NotImplementedError

    def open_score_pad(self, after_game: bool = False) -> None:
        """The score pad over the table. After a game (a Huit round) it writes the new row
        in and leads on (the next game; at the match's end a new match or the title);
        otherwise (S, the Score button) it only shows the score while the game waits."""
        # Imported here: the pad is built on the tables' overlays, which load the tables.
        from game.ui.scorepad.scene import ScorePadScene

        model = self._pad_model()
        if not after_game:
            self.app.push(
                ScorePadScene(self.app, model, on_log=self.toggle_log, area=self.pad_area)
            )  # just Close
            return
        if self.match.is_over:
            # With phones the room closed with the match (its phones were told): a new match
            # opens it again, never deals to phones no longer served.
            again = self.new_match if self.phones is None else self.room_again
            pad = ScorePadScene(
                self.app,
                model,
                result=True,
                write_last=True,
                on_new_match=again,
                on_title=self.quit_to_title,
                on_review=self.review_last_game if self.record is not None else None,
                on_menu=self.open_pause,
                on_log=self.toggle_log,
                area=self.pad_area,
            )
        else:
            pad = ScorePadScene(
                self.app,
                model,
                result=True,
                write_last=True,
                on_next=self.next_game,
                on_review=self.review_last_game if self.record is not None else None,
                on_menu=self.open_pause,
                on_log=self.toggle_log,
                area=self.pad_area,
            )
        self.app.push(pad)

    def review_last_game(self) -> None:
        """The review of the game (round) just finished, over the score pad. The match may
        still be under way, not in the history yet: the review is of the table's own
        record, and keeps nothing in the history (history_id None)."""
        if self.record is None:
            return
        from game.ui.review.open import open_review  # the replay loads when asked

        open_review(self.app, self.record, game_index=len(self.record.games) - 1)

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
