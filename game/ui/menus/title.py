"""Title screen: the game's name and the main menu (new game and the quick settings).

The first setting is the game to deal, 8½ or Huit américain; the rows below it are that
game's own table settings (each game keeps its own), and "New game" deals it. Each game
keeps its own match in progress: a "Continue" row for each that has one names the game,
its game or round and the scores, and "New game" gives up only the chosen game's match.

Why one file of over 700 lines: it is one scene, and its parts share its state. The rows,
what each does, the keys and the mouse, the layout and the drawing all read the chosen
row, the gliding highlight and the layout of the window's size; the pages (Sound, Watch,
At the table, the room) are TitleScenes too. What can stand alone does: the menus' look
(style.py), the seats' names (seat_names.py), and what opens from here, loaded only when
asked so that the title opens fast (the tables, the room, the pages, the statistics).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import attrs
import pygame

import game
from game.store.settings import (
    GAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Settings,
)
from game.ui.menus.seat_names import seats_summaries
from game.ui.menus.style import (
    CREAM,
    GOLD,
    HIGHLIGHT,
    KEY_STEP,
    NAME_GAP,
    NOTICE_STEP,
    PANEL,
    SOFT,
    WARN,
    Layout,
    highlight_edge,
)
from game.ui.shell import i18n
from game.ui.shell.felt import felt, panel
from game.ui.shell.fonts import font
from game.ui.shell.house_words import rules_summaries
from game.ui.shell.i18n import tr
from game.ui.shell.labels import display_label, record_names
from game.ui.shell.scene import Scene
from game.ui.shell.text import draw_text, wrap
from game.ui.shell.tween import lerp_rect
from game.ui.shell.widgets import draw_rounded
from game.ui.speech.said import Said, sentences

if TYPE_CHECKING:
    from game.store.notices import Notice
    from game.store.record import MatchRecord
    from game.ui.menus.room_host import ServerFactory
    from game.ui.shell.app import App, GameFactory


T = TypeVar("T")
BOT_PAUSES = (0.0, 0.4, 0.8, 1.5, 2.5)  # seconds a bot waits before it plays
MATCH_LENGTHS = (1, 3, 6, 9, 12)  # games in a match (R10.5: six unless the player chooses)
BAR_SNAP = 0.02  # rows: the gliding highlight is there once this close
# Attract mode: Watch starts by itself after this long untouched on the title (seconds on
# the App's clock), as an arcade cabinet's demo does, for a TV left running at a party.
ATTRACT_AFTER = 120.0
TOUCHES = frozenset(
    {pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL}
)  # besides a pointer that really moves


HUIT_TARGET = 500  # H6: a Huit américain match is won by the first to reach 500


def games_label(games: int) -> str:
    return tr("value.one_game") if games == 1 else tr("value.games", games=games)


def game_name(game: str) -> str:
    """The game's name as the menu shows it: 8½ or Huit américain."""
    return tr("title.game_huit") if game == "huit" else tr("app.name")


def spoken_row(item: MenuItem) -> str:
    """A row as the voice says it: "Players: 4", "Continue — 8½: Game 3 of 6"."""
    value = item.value()
    if value is None and item.detail is not None:
        value = item.detail()
    label = item.label()
    return tr("speech.row", label=label, value=value) if value else label


def _cycle(options: Sequence[T], current: T, step: int) -> T:
    """The option ``step`` places after ``current`` (wrapping); unknown values restart."""
    i = options.index(current) if current in options else -step
    return options[(i + step) % len(options)]


@attrs.frozen
class MenuItem:
    label: Callable[[], str]
    value: Callable[[], str | None]  # None: an action, not a setting
    activate: Callable[[int], None]  # +1 forward (Enter, Right, click), -1 back
    key: str = ""  # names the item for tests and the smoke test ("continue_huit", "new_game")
    detail: Callable[[], str] | None = None  # an action's small grey note ("Game 3 of 6")
    # Shorter forms of the note, longest first, for a row too narrow for the whole of it.
    shorter: Callable[[], Sequence[str]] = lambda: ()


class TitleScene(Scene):
    """Mouse: hover and click (right-click cycles back). Keys: arrows, Enter, Esc, F1."""

    name = "title"
    attracts = True  # starts Watch by itself when the settings say so (not the pages)
    controls = "title.controls"  # the footer's line of keys

    def __init__(
        self, app: App, start_game: GameFactory | None = None, start_huit: GameFactory | None = None
    ) -> None:
        super().__init__(app)
        self.start_game = start_game or open_table  # 8½'s table
        self.start_huit = start_huit or open_huit_table
        self.notices: list[str] = []  # what the stores found wrong at start, in words
        self._layout_notices = 0
        self._layout_words: tuple[tuple[str, str | None, str | None], ...] = ()
        self.selected = 0
        self._bar = 0.0  # the highlight glides towards `selected`
        self._first = 0  # the first row shown of a menu that scrolls (large text)
        self._left_with: set[str] = set()  # the matches' ids under way when last left
        self._before_deal: set[str] | None = None  # the same, as New game deals
        self.items = self._build_items()
        self._layout = self._layout_for(app.size)
        self.touched = app.clock.now()  # when someone last pressed, clicked or moved
        # The server of the rooms "Play with phones" opens: None, the local network's (the
        # smoke test's binds 127.0.0.1).
        self.room_server: ServerFactory | None = None

    def enter(self) -> None:
        self.touched = self.app.clock.now()
        self._refresh()

    def pause(self) -> None:
        # The matches under way as the title is left: one that is new on return was just
        # played (a new game, a room's), and the cursor waits on its Continue. A table dealt
        # from here saves its match as it is made, before the title is left: those before it.
        if self._before_deal is not None:
            self._left_with, self._before_deal = self._before_deal, None
        else:
            self._left_with = {rec.id for rec in self.app.current_matches}

    def resume(self) -> None:
        self.touched = self.app.clock.now()  # back from a game or the demo: count again
        self.app.show_game(None)  # the window's title names the chosen game again
        self._refresh()
        fresh = [rec.game for rec in self.app.current_matches if rec.id not in self._left_with]
        if fresh:
            self.selected = self.index_of(f"continue_{fresh[0]}")
            self._bar = float(self.selected)

    def _refresh(self) -> None:
        """Continue comes and goes with the saved match; notices are read once each."""
        self._rebuild()
        self.notices += [save_notice(n) for n in self.app.saves.take_notices()]

    def _rebuild(self) -> None:
        """The rows again (another game chosen, the decks row with five players), the same
        row still chosen."""
        current = self.item_key(self.selected)
        self.items = self._build_items()
        self._layout = self._layout_for(self.app.size)
        keys = [item.key for item in self.items]
        self.selected = keys.index(current) if current in keys else 0
        self._bar = float(self.selected)

    @property
    def quit_index(self) -> int:
        return len(self.items) - 1

    def item_key(self, index: int) -> str:
        return self.items[index].key if 0 <= index < len(self.items) else ""

    def index_of(self, key: str) -> int:
        """The row of the item named `key` (tests and the smoke test find items by name)."""
        return [item.key for item in self.items].index(key)

    # -- menu --------------------------------------------------------------------------

    def _build_items(self) -> list[MenuItem]:
        def s() -> Settings:
            return self.app.settings

        current = self.app.current_matches
        # One row for the matches: the score pad of a match under way, else the Matches
        # page once a match is over (each match's page has its pad; the statistics lead
        # there too). Never two: with both games' matches to continue the title fills the
        # window, and its words would shrink.
        played = not current and bool(self.app.saves.history.ids())
        return [
            *(self._continue_row(rec.game) for rec in current),
            MenuItem(lambda: tr("menu.new_game"), lambda: None, self.new_game, "new_game"),
            # The lesson teaches 8½: with Huit américain chosen its row gives way (F1 has
            # Huit's rules), which also leaves room for Huit's own rows at 800×600.
            *(
                [
                    MenuItem(
                        lambda: tr("menu.tutorial"),
                        lambda: None,
                        self._tutorial,
                        "tutorial",
                        tutorial_detail(self.app.settings.tutorial_step),
                    )
                ]
                if s().game != "huit"
                else []
            ),
            MenuItem(lambda: tr("menu.phones"), lambda: None, self._phones, "phones"),
            *(
                [MenuItem(lambda: tr("menu.score_pad"), lambda: None, self._score_pad, "score_pad")]
                if current
                else []
            ),
            MenuItem(lambda: tr("title.game"), lambda: game_name(s().game), self._game, "game"),
            *(self._huit_rows() if s().game == "huit" else self._eight_half_rows()),
            MenuItem(  # a page of its own: the text size, the speed, and Reduce motion
                lambda: tr("menu.motion"),
                lambda: display_label(s().text_size, s().animation_speed, s().reduce_motion),
                self._motion,
                "animation",
            ),
            MenuItem(
                lambda: tr("menu.language"),
                lambda: i18n.translator().language_name(s().language),
                self._language,
                "language",
            ),
            MenuItem(
                lambda: tr("menu.fullscreen"),
                lambda: tr("value.on") if s().fullscreen else tr("value.off"),
                lambda _step: self.app.toggle_fullscreen(),
                "fullscreen",
            ),
            MenuItem(
                lambda: tr("menu.bot_pause"),
                lambda: tr("value.seconds", seconds=i18n.decimal(s().bot_pause)),
                self._bot_pause,
                "bot_pause",
            ),
            MenuItem(  # a page of its own; the value says whether anything is heard
                lambda: tr("menu.sound"),
                lambda: tr("menu.sound_muted") if s().muted else tr("value.on"),
                self._sound,
                "sound",
            ),
            MenuItem(lambda: tr("menu.statistics"), lambda: None, self._statistics, "statistics"),
            *(
                [MenuItem(lambda: tr("menu.matches"), lambda: None, self._matches, "matches")]
                if played
                else []
            ),
            MenuItem(lambda: tr("menu.watch"), lambda: None, self._watch, "watch"),
            MenuItem(lambda: tr("menu.quit"), lambda: None, lambda _step: self.app.quit(), "quit"),
        ]

    def _eight_half_rows(self) -> list[MenuItem]:
        def s() -> Settings:
            return self.app.settings

        return [
            MenuItem(
                lambda: tr("menu.players"), lambda: str(s().players), self._players, "players"
            ),
            self._seats_row(),
            MenuItem(
                lambda: tr("menu.match_length"),
                lambda: games_label(s().match_length),
                self._match_length,
                "match_length",
            ),
        ]

    def _huit_rows(self) -> list[MenuItem]:
        """Huit américain's table: players, the bots' level, to 500 or one round (H6), the
        house rules (H7), and with five players one deck or two (H1)."""

        def s() -> Settings:
            return self.app.settings

        rows = [
            MenuItem(
                lambda: tr("menu.players"),
                lambda: str(s().huit_players),
                self._huit_players,
                "players",
            ),
            self._seats_row(),
            MenuItem(
                lambda: tr("title.huit_match"),
                lambda: (
                    tr("title.to_points", points=HUIT_TARGET)
                    if s().huit_to_500
                    else tr("title.one_round")
                ),
                self._huit_to_500,
                "huit_match",
            ),
        ]
        if s().huit_players == MAX_PLAYERS:
            rows.append(
                MenuItem(
                    lambda: tr("title.decks"),
                    lambda: tr("title.two_decks") if s().huit_two_decks else tr("title.one_deck"),
                    self._huit_decks,
                    "decks",
                )
            )
        rows.append(self._house_rules_row())
        rows.append(
            MenuItem(
                lambda: tr("title.four_colour"),
                lambda: (
                    tr("title.four_colour_on") if s().four_colour else tr("title.four_colour_off")
                ),
                self._four_colour,
                "four_colour",
            )
        )
        return rows

    def _seats_row(self) -> MenuItem:
        """ "At the table ... Chloé, Marc + 2 bots · Hard": who sits at the chosen game's table;
        it opens the page where each seat is a person or a bot."""

        def forms() -> list[str]:
            return seats_summaries(self.app.settings, self.app.settings.game)

        return MenuItem(
            lambda: tr("menu.seats"),
            lambda: None,
            self._seats,
            "seats",
            lambda: forms()[0],
            lambda: forms()[1:],
        )

    def _house_rules_row(self) -> MenuItem:
        """ "House rules ... Jokers · Jacks reverse" (or "Book rules"): the rules Huit
        américain's next match is dealt with (H7); it opens the page of the five."""

        def forms() -> list[str]:
            return rules_summaries(self.app.settings.huit_rules)

        return MenuItem(
            lambda: tr("title.house_rules"),
            lambda: None,
            self._house_rules,
            "house_rules",
            lambda: forms()[0],
            lambda: forms()[1:],
        )

    def _continue_row(self, game: str) -> MenuItem:
        """ "Continue — Huit américain ... Round 3 · You 120 · Ada 45": one row per game with
        a match under way."""

        def rec() -> MatchRecord | None:
            return self.app.current_match(game)

        return MenuItem(
            lambda: continue_label(rec()),
            lambda: None,
            lambda _step: self._continue(game),
            f"continue_{game}",
            lambda: match_summary(rec()),
            lambda: short_summaries(rec()),
        )

    def factory(self, game: str) -> GameFactory:
        """What deals (or resumes) `game`'s table."""
        return self.start_huit if game == "huit" else self.start_game

    def _continue(self, game: str) -> None:
        current = self.app.current_match(game)
        self.app.show_game(game)  # which may be the game not chosen
        if current is not None and current.room is not None:
            from game.ui.menus.room import RoomScene  # its room opens again first

            self.app.push(RoomScene(self.app, self, current, serve=self.room_server))
        elif current is not None:
            self.app.push(self.factory(game)(self.app, self.app.settings, current))

    def _tutorial(self, _step: int) -> None:
        """Learn to play: the lesson resumes at the step it was left on."""
        from game.ui.tutorial.scene import TutorialScene  # loaded when asked: a fast title

        self.app.push(TutorialScene(self.app, self.app.settings, on_play=self._play_after_lesson))

    def _play_after_lesson(self) -> None:
        """The lesson teaches 8½: its "play" deals 8½, whichever game was chosen."""
        if self.app.settings.game != "eight_half":
            self.app.update_settings(game="eight_half")
            self._rebuild()
        self.new_game(1)

    def new_game(self, _step: int) -> None:
        """Deal the chosen game; its match under way (only its own) goes to the history as
        given up, once the player says so."""
        game = self.app.settings.game
        start = self.factory(game)

        def deal() -> None:
            self._before_deal = {rec.id for rec in self.app.current_matches}
            self.app.push(start(self.app, self.app.settings, None))

        confirm_new_match(self.app, game, deal)

    def _phones(self, _step: int) -> None:
        """Play with phones: the room of the chosen game, its code and seats."""
        from game.ui.menus.room import RoomScene  # loaded when asked (and the server with it)

        self.app.push(RoomScene(self.app, self, serve=self.room_server))

    def _score_pad(self, _step: int) -> None:
        """The pad of the chosen game's match under way, else of the other game's."""
        under_way = sorted(
            self.app.current_matches, key=lambda rec: rec.game != self.app.settings.game
        )
        if not under_way:
            return
        shown = under_way[0]
        from game.ui.scorepad.model import record_pad_model
        from game.ui.scorepad.scene import ScorePadScene

        names = record_names(shown)
        self.app.push(ScorePadScene(self.app, record_pad_model(shown, names)))

    def _seats(self, _step: int) -> None:
        from game.ui.menus.seats import SeatsScene  # loaded when asked: a fast title

        self.app.push(SeatsScene(self.app, self))

    def _house_rules(self, _step: int) -> None:
        from game.ui.menus.house_rules import HouseRulesScene  # loaded when asked

        self.app.push(HouseRulesScene(self.app))

    def _sound(self, _step: int) -> None:
        from game.ui.menus.sound import SoundScene

        self.app.push(SoundScene(self.app))

    def _watch(self, _step: int) -> None:
        from game.ui.menus.watch import WatchScene  # loaded when asked: a fast title

        self.app.push(WatchScene(self.app, self))

    def _attract(self) -> None:
        """Attract mode: the demo after ATTRACT_AFTER untouched on the title."""
        if not (self.attracts and self.app.settings.attract_mode and self.app.top is self):
            return
        if self.app.clock.now() - self.touched >= ATTRACT_AFTER:
            from game.ui.menus.watch import open_demo

            self.app.push(open_demo(self.app, self))

    def _statistics(self, _step: int) -> None:
        from game.ui.menus.statistics import StatsScene

        self.app.push(StatsScene(self.app, self.app.saves.stats))

    def _matches(self, _step: int) -> None:
        from game.ui.menus.matches import MatchesScene  # loaded when asked: a fast title

        self.app.push(MatchesScene(self.app))

    def _game(self, step: int) -> None:
        self.app.update_settings(game=_cycle(GAMES, self.app.settings.game, step))
        self._rebuild()  # the rows below are the chosen game's

    def _players(self, step: int) -> None:
        options = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
        self.app.update_settings(players=_cycle(options, self.app.settings.players, step))

    def _huit_players(self, step: int) -> None:
        options = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
        self.app.update_settings(huit_players=_cycle(options, self.app.settings.huit_players, step))
        self._rebuild()  # the decks row comes and goes with five players (H1)

    def _huit_to_500(self, _step: int) -> None:
        self.app.update_settings(huit_to_500=not self.app.settings.huit_to_500)

    def _four_colour(self, _step: int) -> None:
        # Clubs green and diamonds blue: no two suits share a colour (the big screen,
        # colour-blind players).
        self.app.update_settings(four_colour=not self.app.settings.four_colour)

    def _huit_decks(self, _step: int) -> None:
        self.app.update_settings(huit_two_decks=not self.app.settings.huit_two_decks)

    def _match_length(self, step: int) -> None:
        games = _cycle(MATCH_LENGTHS, self.app.settings.match_length, step)
        self.app.update_settings(match_length=games)

    def _motion(self, _step: int) -> None:
        from game.ui.menus.motion import MotionScene

        self.app.push(MotionScene(self.app))

    def _bot_pause(self, step: int) -> None:
        pause = _cycle(BOT_PAUSES, self.app.settings.bot_pause, step)
        self.app.update_settings(bot_pause=pause)

    def _language(self, step: int) -> None:
        codes = i18n.available_languages()
        self.app.update_settings(language=_cycle(codes, self.app.settings.language, step))

    # -- input -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in TOUCHES or (
            event.type == pygame.MOUSEMOTION and getattr(event, "moved", True)
        ):
            self.touched = self.app.clock.now()  # someone is here: no demo yet
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
                self.open_help()
            else:
                self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            # Only a mouse that really moves takes the keyboard's row (the App marks the
            # reports of a resting pointer: at start, after F11).
            if not getattr(event, "moved", True):
                return
            row = self._row_at(event.pos)
            if row is not None:
                self.selected = row
        elif event.type == pygame.MOUSEWHEEL and self.layout().shown is not None:
            # A menu that scrolls: the wheel moves along it as the arrows do.
            self.selected = max(0, min(len(self.items) - 1, self.selected - event.y))
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            row = self._row_at(event.pos)
            if row is not None:
                self.selected = row
                self.items[row].activate(1 if event.button == 1 else -1)
                self.app.audio.button()  # after: heard at a volume just chosen

    def open_help(self) -> None:
        """The rules of the chosen game (its table's help), over the title; for Huit
        américain with the house rules chosen, which the next match is dealt with."""
        if self.app.settings.game == "huit":
            from game.ui.huit.help import HuitHelpScene  # the table's module: loaded when asked

            self.app.push(HuitHelpScene(self.app, self.app.settings.huit_rules))
            return
        from game.ui.eight_half.overlays import HelpScene

        self.app.push(HelpScene(self.app))

    def _key(self, key: int) -> None:
        item = self.items[self.selected]
        if key in (pygame.K_UP, pygame.K_w):
            self.selected = (self.selected - 1) % len(self.items)
        elif key in (pygame.K_DOWN, pygame.K_s, pygame.K_TAB):
            self.selected = (self.selected + 1) % len(self.items)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            item.activate(1)
            self.app.audio.button()  # after: heard at a volume just chosen
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and item.value() is not None:
            item.activate(1 if key == pygame.K_RIGHT else -1)
            self.app.audio.button()
        elif key == pygame.K_ESCAPE:
            # First Esc moves to "Quit", a second one quits: no accidental exits.
            if self.selected == self.quit_index:
                self.app.quit()
            else:
                self.selected = self.quit_index

    # -- speech ------------------------------------------------------------------------

    def speech(self) -> list[Said]:
        """The menu's heading, then the chosen row with its value."""
        return [
            Said("heading", self.spoken_heading()),
            Said("focus", spoken_row(self.items[self.selected])),
        ]

    def spoken_heading(self) -> str:
        """The game's name, and what the player should know (the notices)."""
        return sentences([tr("app.name"), *self.notice_lines()])

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in self.shown_rows(self.layout()):
            if rect.collidepoint(pos):
                return i
        return None

    def shown_rows(self, lay: Layout) -> list[tuple[int, pygame.Rect]]:
        """The rows drawn, with where they are: all of them, or in a menu that scrolls (large
        text) those that fit its panel, the chosen one always among them."""
        if lay.shown is None:
            return list(enumerate(lay.rows))
        rows, room = lay.rows, lay.shown.h

        def last_from(first: int) -> int:
            fits = [i for i in range(first, len(rows)) if rows[i].bottom - rows[first].top <= room]
            return max(fits, default=first)

        chosen = min(self.selected, len(rows) - 1)
        if chosen < self._first:
            self._first = chosen
        elif chosen > last_from(self._first):
            self._first = min(
                i for i in range(chosen + 1) if rows[chosen].bottom - rows[i].top <= room
            )
        # No empty room under the last row: the panel shows as many rows as it holds.
        while self._first > 0 and rows[-1].bottom - rows[self._first - 1].top <= room:
            self._first -= 1
        shift = rows[self._first].top - lay.shown.top
        return [
            (i, rows[i].move(0, -shift)) for i in range(self._first, last_from(self._first) + 1)
        ]

    # -- frame -------------------------------------------------------------------------

    def layout(self) -> Layout:
        size = self.app.size
        if (
            self._layout.size != size
            or self._layout_notices != len(self.notice_lines())
            or self._layout_words != self._row_words()
        ):
            self._layout = self._layout_for(size)
        return self._layout

    def _layout_for(self, size: tuple[int, int]) -> Layout:
        self._layout_notices = len(self.notice_lines())
        self._layout_words = self._row_words()
        return Layout.for_size(
            size,
            len(self.items),
            self._layout_notices,
            self._row_need,
            stacked=self._stacked(),
            controls=tr(self.controls),
        )

    def _stacked(self) -> frozenset[int]:
        """The rows whose detail always goes under their label (none on the title)."""
        return frozenset()

    def _row_words(self) -> tuple[tuple[str, str | None, str | None], ...]:
        """Each row's words now: its label, its value, its detail."""
        return tuple(
            (item.label(), item.value(), item.detail() if item.detail else None)
            for item in self.items
        )

    def _row_need(self, size: int, small: int) -> list[tuple[int, int]]:
        """Each row's width with its words at the menu's fonts (bold, as when chosen; a value
        between its arrows), side by side and with the detail under the label: a row's words
        never shrink, the menu makes room ("Verder spelen — Huit américain" was once
        squeezed)."""
        pad = size  # a row's padding is half its height: its text's size (_draw_menu)
        out = []
        for label, value, detail in self._row_words():
            width = font(size, True).size(label)[0] + 2 * pad
            if value is not None:
                width += 2 * pad + font(size, True).size(f"‹  {value}  ›")[0]
            under = width
            if detail is not None:
                under = max(width, font(small).size(detail)[0] + 2 * pad)
                width += 2 * pad + font(small).size(detail)[0]
            out.append((width, under))
        return out

    def resize(self, size: tuple[int, int]) -> None:
        self._layout = self._layout_for(size)

    @property
    def animating(self) -> bool:
        return self._bar != self.selected  # the highlight is still gliding

    def update(self, dt: float) -> None:
        self._attract()
        if self.app.settings.animation_speed == "instant" or self.app.settings.reduce_motion:
            self._bar = float(self.selected)  # the highlight jumps: no glide
        else:
            self._bar += (self.selected - self._bar) * min(1.0, dt * 18)
            if abs(self.selected - self._bar) < BAR_SNAP:
                self._bar = float(self.selected)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        # The notices can change after the layout was made (the sound check comes after the
        # first frame): layout() makes room for them.
        lay = self.layout() if self._layout.size == size else self._layout_for(size)
        surface.blit(felt(size), (0, 0))
        self._draw_heading(surface, lay)
        self._draw_menu(surface, lay)
        self._draw_footer(surface, lay)

    def _draw_heading(self, surface: pygame.Surface, lay: Layout) -> None:
        w = lay.size[0]
        if lay.title_beside:
            margin = lay.panel.left
            draw_text(
                surface,
                tr("app.name"),
                lay.title_size,
                GOLD,
                bold=True,
                max_width=margin - NAME_GAP,
                midtop=(margin // 2, lay.title_top),
            )
            return
        draw_text(
            surface,
            tr("app.name"),
            lay.title_size,
            GOLD,
            bold=True,
            midtop=(w // 2, lay.title_top),
        )
        if lay.subtitle_size:  # given up for the menu when the window is short
            draw_text(
                surface,
                tr("title.subtitle"),
                lay.subtitle_size,
                CREAM,
                max_width=w - 40,
                midtop=(w // 2, lay.subtitle_top),
            )

    def _draw_menu(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_rounded(surface, lay.panel, PANEL, lay.panel.h // 20)

        row_h = lay.row_h
        shown = dict(self.shown_rows(lay))
        # The highlight glides from row to row (rows may differ in height); in a menu that
        # scrolls it stands on the chosen row.
        below = min(int(self._bar), len(lay.rows) - 1)
        after = min(below + 1, len(lay.rows) - 1)
        if below in shown and after in shown:
            bar = lerp_rect(shown[below], shown[after], self._bar - below)
        else:
            bar = shown[min(self.selected, len(lay.rows) - 1)]
        surface.blit(panel(bar.size, HIGHLIGHT, row_h // 4), bar)
        # The light fill alone hardly stands out from the dark panel: a gold edge does.
        pygame.draw.rect(surface, GOLD, bar, highlight_edge(row_h), border_radius=row_h // 4)
        if lay.shown is not None:
            self._draw_more(surface, lay, shown)

        pad = row_h // 2
        for i, rect in shown.items():
            item = self.items[i]
            chosen = i == self.selected
            colour = GOLD if chosen else CREAM
            value = item.value()
            if value is None and item.detail is None:  # actions are centred
                draw_text(
                    surface,
                    item.label(),
                    lay.text_size,
                    colour,
                    bold=chosen,
                    max_width=rect.w - 2 * pad,
                    center=rect.center,
                )
                continue
            # "label ... value" or "Continue ... Game 3 of 6": the label keeps the menu's font
            # (the layout made room for it), the value or detail takes the rest; in a tall
            # row the detail has a line of its own under the label.
            y = rect.y + row_h // 2
            label = draw_text(
                surface,
                item.label(),
                lay.text_size,
                colour,
                bold=chosen,
                max_width=rect.w - 2 * pad,
                midleft=(rect.left + pad, y),
            )
            if value is not None:
                # A value too long beside its label (the room's seats, large text): under it.
                under = i in lay.tall and item.detail is None
                draw_text(
                    surface,
                    f"‹  {value}  ›" if chosen else value,
                    lay.text_size,
                    colour,
                    bold=chosen,
                    max_width=rect.w - 2 * pad if under else rect.right - label.right - 3 * pad,
                    midright=(
                        rect.right - pad,
                        label.bottom + int(lay.small_size * 0.65) if under else y,
                    ),
                )
            if item.detail is None:
                continue
            if i in lay.double:  # its detail on two lines under the label
                room = rect.w - 2 * pad
                lines = wrap(item.detail(), lay.small_size, room)[:2]
                step = int(lay.small_size * 1.3)
                y = (label.bottom + rect.bottom) // 2 - (len(lines) - 1) * step // 2
                for line in lines:
                    draw_text(surface, line, lay.small_size, SOFT, max_width=room,
                              midleft=(rect.left + pad, y))  # fmt: skip
                    y += step
            elif i in lay.tall:
                room = rect.w - 2 * pad
                draw_text(
                    surface,
                    fitting_detail(item, lay.small_size, room),
                    lay.small_size,
                    SOFT,
                    max_width=room,
                    midleft=(rect.left + pad, (label.bottom + rect.bottom) // 2),
                )
            elif value is None:
                # The room beside the label in bold, chosen or not: the note keeps still.
                bold_w = font(lay.text_size, True).size(item.label())[0]
                room = rect.w - 3 * pad - bold_w
                draw_text(
                    surface,
                    fitting_detail(item, lay.small_size, room),
                    lay.small_size,
                    SOFT,
                    max_width=room,
                    midright=(rect.right - pad, y),
                )

    def _draw_more(
        self, surface: pygame.Surface, lay: Layout, shown: dict[int, pygame.Rect]
    ) -> None:
        """Above and below the rows of a menu that scrolls, an arrow where there is more."""
        assert lay.shown is not None
        x = lay.shown.centerx
        if min(shown) > 0:
            draw_text(surface, "▲", lay.small_size, SOFT,
                      midbottom=(x, lay.shown.top - lay.row_h // 4))  # fmt: skip
        if max(shown) < len(lay.rows) - 1:
            draw_text(surface, "▼", lay.small_size, SOFT,
                      midtop=(x, lay.shown.bottom + lay.row_h // 4))  # fmt: skip

    def notice_lines(self) -> list[str]:
        """What the player should know about their files and devices, one line each."""
        notices = []
        store = self.app.store
        if store.unreadable is not None:  # kept as it is, never written over
            notices.append(tr("notice.settings_unreadable", path=str(store.unreadable)))
        elif store.damaged is not None:  # the reason saving fails: not the folder's rights
            notices.append(tr("notice.settings_damaged", path=str(store.damaged)))
        elif not store.can_save:
            notices.append(tr("notice.cannot_save", path=str(store.path.parent)))
        if store.recovered_from is not None:
            notices.append(tr("notice.settings_reset", path=str(store.recovered_from)))
        if self.app.sound_missing:
            notices.append(tr("notice.no_sound"))
        if self.app.speech.missing:  # the screen was to be spoken: say why it is not
            notices.append(tr("notice.no_speech"))
        return notices + self.notices

    def notice_colour(self, line: str = "") -> tuple[int, int, int]:
        """The colour of the notice `line`."""
        return WARN

    def _draw_footer(self, surface: pygame.Surface, lay: Layout) -> None:
        w, h = lay.size
        small = lay.small_size
        margin = small
        # Notices stand just above the footer, where the layout kept room for them.
        y = lay.notices_top(len(self.notice_lines()))
        for notice in self.notice_lines():
            if notice:  # a page's note line may be empty for now
                draw_text(
                    surface,
                    notice,
                    small,
                    self.notice_colour(notice),
                    max_width=w - 2 * margin,
                    midtop=(w // 2, y),
                )
            y += int(small * NOTICE_STEP)

        # The keys' help, on as many lines as the layout gave it (large text: two or more).
        bottom = h - margin
        for line in reversed(lay.keys):
            draw_text(
                surface, line, small, SOFT, max_width=w - 2 * margin, midbottom=(w // 2, bottom)
            )
            bottom -= int(small * KEY_STEP)
        bottom += int(small * KEY_STEP) - int(small * 1.5)
        version = tr("title.version", version=game.__version__)
        draw_text(
            surface,
            tr("title.credit"),
            small,
            SOFT,
            max_width=w - 3 * margin - font(small).size(version)[0],
            bottomleft=(margin, bottom),
        )
        draw_text(surface, version, small, SOFT, bottomright=(w - margin, bottom))


def confirm_new_match(app: App, game: str, deal: Callable[[], None]) -> None:
    """`deal` a new match of `game`; its match under way (only its own) goes to the history
    as given up first, once the player says so."""
    current = app.current_match(game)
    if current is None:
        deal()
        return
    from game.ui.shell.confirm import ConfirmScene

    def give_up_and_deal() -> None:
        app.match_ended(current, abandoned=True)
        deal()

    # Which game's match is given up: the other game's stays under way.
    summary = f"{game_name(current.game)} · {match_summary(current)}"
    app.push(ConfirmScene(
        app, tr("confirm.new_match"), tr("confirm.new_match_detail", summary=summary),
        tr("confirm.new_match_yes"), tr("confirm.cancel"), give_up_and_deal,
    ))  # fmt: skip


def open_table(app: App, settings: Settings, record: MatchRecord | None) -> Scene:
    """The card table, imported when first needed: the title must open fast."""
    from game.ui.eight_half.table_scene import table_factory

    return table_factory(app, settings, record)


def open_huit_table(app: App, settings: Settings, record: MatchRecord | None) -> Scene:
    """Huit américain's table, imported when first needed, like 8½'s."""
    from game.ui.huit.table_scene import open_huit_table as open_huit

    return open_huit(app, settings, record)


def tutorial_detail(step: int) -> Callable[[], str] | None:
    """ "Step 5 of 17" beside Learn to play when a lesson was left half-way."""
    if step <= 0:
        return None

    def detail() -> str:
        from game.ui.tutorial.lessons import STEP_COUNT

        return tr("menu.tutorial_detail", n=min(step, STEP_COUNT - 1) + 1, total=STEP_COUNT)

    return detail


def fitting_detail(item: MenuItem, size: int, room: int) -> str:
    """The longest form of the item's note that fits `room` pixels at `size`, unshrunk (the
    shortest, if none does: it is then shrunk to fit)."""
    assert item.detail is not None
    forms = [item.detail(), *item.shorter()]
    typeface = font(size)
    return next((form for form in forms if typeface.size(form)[0] <= room), forms[-1])


def continue_label(rec: MatchRecord | None) -> str:
    """ "Continue — Huit américain": the row says which game it resumes."""
    if rec is None:
        return tr("menu.continue")
    return tr("title.continue_game", game=game_name(rec.game))


def match_summary(rec: MatchRecord | None) -> str:
    """ "Game 3 of 6 · You 4 · Ada 2 · Bruno 1" (8½) or "Round 3 · You 120 · Ada 45" (Huit
    américain): which game or round, who plays, the score."""
    if rec is None:
        return ""
    return _summary(rec, range(len(rec.players)))


def short_summaries(rec: MatchRecord | None) -> list[str]:
    """Shorter forms of `match_summary` for a narrow row, longest first: the player, then
    the others from the highest score down, as many as fit, and "…" for the rest
    ("Round 3 · You 120 · Chloé 285 · …")."""
    if rec is None:
        return []
    you = rec.lone_person
    first = [] if you is None else [you]
    totals = rec.totals
    others = sorted(
        (seat for seat in range(len(rec.players)) if seat != you), key=lambda seat: -totals[seat]
    )
    return [
        _summary(rec, [*first, *others[:kept]], more=True)
        for kept in range(len(others) - 1, 0 if you is None else -1, -1)
    ]


def _summary(rec: MatchRecord, seats: Sequence[int], more: bool = False) -> str:
    """Which game or round, and the scores of `seats` (with "…" if `more` were left out)."""
    totals = rec.totals
    names = record_names(rec)
    scores = " · ".join(
        [f"{names[seat]} {totals[seat]}" for seat in seats] + (["…"] if more else [])
    )
    if rec.game == "huit":
        return tr("title.continue_round", round=len(rec.games), scores=scores)
    return tr("menu.continue_detail", game=len(rec.games), games=rec.length, scores=scores)


def save_notice(notice: Notice) -> str:
    """One line on the title for what the save store found (its words are the log's)."""
    if notice.kind == "saves_off":
        return tr("notice.saves_off", path=str(notice.file))
    if notice.kept_as is not None:
        return tr("notice.save_damaged", path=str(notice.kept_as))
    return tr("notice.save_unreadable", path=str(notice.file))
