"""Title screen: the game's name and the main menu (new game and the quick settings).

The first setting is the game to deal, 8½ or Huit américain; the rows below it are that
game's own table settings (each game keeps its own), and "New game" deals it. "Continue"
resumes whichever game the saved match is of, and says which.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import attrs
import pygame

import game
from game.store.settings import (
    ANIMATION_SPEEDS,
    BOT_LEVELS,
    GAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Settings,
)
from game.ui import i18n
from game.ui.felt import felt, panel
from game.ui.i18n import tr
from game.ui.labels import level_label, speed_label
from game.ui.scene import Scene
from game.ui.text import draw_text
from game.ui.widgets import draw_rounded

if TYPE_CHECKING:
    from game.store.notices import Notice
    from game.store.record import MatchRecord
    from game.ui.app import App, GameFactory

GOLD = (246, 214, 120)
CREAM = (248, 243, 228)
SOFT = (208, 226, 210)
WARN = (255, 196, 150)
PANEL = (6, 30, 16, 150)
HIGHLIGHT = (255, 255, 255, 38)

T = TypeVar("T")
BOT_PAUSES = (0.0, 0.4, 0.8, 1.5, 2.5)  # seconds a bot waits before it plays
MATCH_LENGTHS = (1, 3, 6, 9, 12)  # games in a match (R10.5: six unless the player chooses)
BAR_SNAP = 0.02  # rows: the gliding highlight is there once this close


HUIT_TARGET = 500  # H6: a Huit américain match is won by the first to reach 500


def games_label(games: int) -> str:
    return tr("value.one_game") if games == 1 else tr("value.games", games=games)


def game_name(game: str) -> str:
    """The game's name as the menu shows it: 8½ or Huit américain."""
    return tr("title.game_huit") if game == "huit" else tr("app.name")


def _cycle(options: Sequence[T], current: T, step: int) -> T:
    """The option ``step`` places after ``current`` (wrapping); unknown values restart."""
    i = options.index(current) if current in options else -step
    return options[(i + step) % len(options)]


@attrs.frozen
class MenuItem:
    label: Callable[[], str]
    value: Callable[[], str | None]  # None: an action, not a setting
    activate: Callable[[int], None]  # +1 forward (Enter, Right, click), -1 back
    key: str = ""  # names the item for tests and the smoke test ("continue", "new_game")
    detail: Callable[[], str] | None = None  # an action's small grey note ("Game 3 of 6")


@attrs.frozen
class Layout:
    """Where everything goes for one window size; rebuilt only when the size changes."""

    size: tuple[int, int]
    title_size: int
    title_top: int
    subtitle_size: int
    subtitle_top: int
    panel: pygame.Rect
    rows: list[pygame.Rect]
    text_size: int
    small_size: int

    @classmethod
    def for_size(cls, size: tuple[int, int], count: int = 10, notices: int = 0) -> Layout:
        """For `count` menu rows and `notices` lines of notices above the footer: the rows
        keep their size; the heading gives way (the subtitle goes first) when room is short."""
        w, h = size
        s = min(w / 800, h / 600)  # 1.0 at the smallest supported window
        small_size = max(11, int(h * 0.024))
        footer_h = int(small_size * 3.4) + notices * int(small_size * 1.4)
        # A long menu (Huit américain's rows, a match to continue) gives up a little of its
        # row height before it reaches the footer, never below a mouse's target (30).
        fit = (h - footer_h - int(h * 0.08) - small_size) / (count + 0.5)
        row_h = max(30, min(int(h * 0.054), int(fit)))
        pad = row_h // 4
        menu_h = count * row_h + 2 * pad
        # For the heading above the menu; the menu keeps off the bottom sixth too, so a long
        # menu (a match to continue, notices) never crowds the footer.
        room = min(h - footer_h, int(h * 0.84)) - menu_h - small_size
        title_top = int(h * 0.04)
        title_size = int(h * 0.17)
        subtitle_size = max(12, int(h * 0.034))
        wanted = title_top + int(title_size * 1.08) + int(subtitle_size * 2.0)
        if room < wanted:
            subtitle_size = 0 if room < wanted * 0.8 else subtitle_size
            heading = title_top + int(title_size * 1.08) + int(subtitle_size * 2.0)
            scale = max(0.35, room / max(1, heading))
            title_top = int(title_top * scale)
            title_size = int(title_size * scale)
        subtitle_top = title_top + int(title_size * 1.08)
        panel_w = int(min(w * 0.8, 560 * s, w - 40))
        top = subtitle_top + int(subtitle_size * 2.0) if subtitle_size else subtitle_top
        rows = [
            pygame.Rect((w - panel_w) // 2 + pad, top + pad + i * row_h, panel_w - 2 * pad, row_h)
            for i in range(count)
        ]
        panel = pygame.Rect((w - panel_w) // 2, top, panel_w, count * row_h + 2 * pad)
        return cls(
            size=size,
            title_size=title_size,
            title_top=title_top,
            subtitle_size=subtitle_size,
            subtitle_top=subtitle_top,
            panel=panel,
            rows=rows,
            text_size=max(12, int(row_h * 0.5)),
            small_size=small_size,
        )


class TitleScene(Scene):
    """Mouse: hover and click (right-click cycles back). Keys: arrows, Enter, Esc, F1."""

    name = "title"

    def __init__(self, app: App, start_game: GameFactory | None = None,
                 start_huit: GameFactory | None = None) -> None:
        super().__init__(app)
        self.start_game = start_game or open_table  # 8½'s table
        self.start_huit = start_huit or open_huit_table
        self.notices: list[str] = []  # what the stores found wrong at start, in words
        self._layout_notices = 0
        self.selected = 0
        self._bar = 0.0  # the highlight glides towards `selected`
        self.items = self._build_items()
        self._layout = Layout.for_size(app.size, len(self.items))

    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        """Continue comes and goes with the saved match; notices are read once each."""
        self._rebuild()
        self.notices += [save_notice(n) for n in self.app.saves.take_notices()]

    def _rebuild(self) -> None:
        """The rows again (another game chosen, the decks row with five players), the same
        row still chosen."""
        current = self.item_key(self.selected)
        self.items = self._build_items()
        self._layout = Layout.for_size(self.app.size, len(self.items), len(self.notice_lines()))
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

        current = self.app.current_match
        resume: list[MenuItem] = []
        if current is not None:
            resume = [
                MenuItem(lambda: continue_label(self.app.current_match), lambda: None,
                         self._continue, "continue",
                         lambda: match_summary(self.app.current_match)),
            ]
        # The pad of the match under way, else of the last one played (either game).
        pad = current is not None or bool(self.app.saves.history.ids())
        return [
            *resume,
            MenuItem(lambda: tr("menu.new_game"), lambda: None, self._new_game, "new_game"),
            # The lesson teaches 8½: with Huit américain chosen its row gives way (F1 has
            # Huit's rules), which also leaves room for Huit's own rows at 800×600.
            *(
                [MenuItem(lambda: tr("menu.tutorial"), lambda: None, self._tutorial,
                          "tutorial", tutorial_detail(self.app.settings.tutorial_step))]
                if s().game != "huit" else []
            ),
            *(
                [MenuItem(lambda: tr("menu.score_pad"), lambda: None, self._score_pad,
                          "score_pad")]
                if pad else []
            ),
            MenuItem(lambda: tr("title.game"), lambda: game_name(s().game), self._game, "game"),
            *(self._huit_rows() if s().game == "huit" else self._eight_half_rows()),
            MenuItem(
                lambda: tr("menu.animation"),
                lambda: speed_label(s().animation_speed),
                self._speed,
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
            MenuItem(lambda: tr("menu.quit"), lambda: None, lambda _step: self.app.quit(),
                     "quit"),
        ]

    def _eight_half_rows(self) -> list[MenuItem]:
        def s() -> Settings:
            return self.app.settings

        return [
            MenuItem(lambda: tr("menu.players"), lambda: str(s().players), self._players,
                     "players"),
            MenuItem(lambda: tr("menu.opponents"), self._level_text, self._levels, "opponents"),
            MenuItem(
                lambda: tr("menu.match_length"),
                lambda: games_label(s().match_length),
                self._match_length,
                "match_length",
            ),
        ]

    def _huit_rows(self) -> list[MenuItem]:
        """Huit américain's table: players, the bots' level, to 500 or one round (H6), and
        with five players one deck or two (H1)."""
        def s() -> Settings:
            return self.app.settings

        rows = [
            MenuItem(lambda: tr("menu.players"), lambda: str(s().huit_players),
                     self._huit_players, "players"),
            MenuItem(lambda: tr("menu.opponents"), self._huit_level_text, self._huit_levels,
                     "opponents"),
            MenuItem(
                lambda: tr("title.huit_match"),
                lambda: tr("title.to_points", points=HUIT_TARGET) if s().huit_to_500
                else tr("title.one_round"),
                self._huit_to_500,
                "huit_match",
            ),
        ]
        if s().huit_players == MAX_PLAYERS:
            rows.append(MenuItem(
                lambda: tr("title.decks"),
                lambda: tr("title.two_decks") if s().huit_two_decks else tr("title.one_deck"),
                self._huit_decks,
                "decks",
            ))
        rows.append(MenuItem(
            lambda: tr("title.four_colour"),
            lambda: tr("title.four_colour_on") if s().four_colour else tr("title.four_colour_off"),
            self._four_colour,
            "four_colour",
        ))
        return rows

    def factory(self, game: str) -> GameFactory:
        """What deals (or resumes) `game`'s table."""
        return self.start_huit if game == "huit" else self.start_game

    def _continue(self, _step: int) -> None:
        current = self.app.current_match
        if current is not None:
            self.app.push(self.factory(current.game)(self.app, self.app.settings, current))

    def _tutorial(self, _step: int) -> None:
        """Learn to play: the lesson resumes at the step it was left on."""
        from game.ui.tutorial.scene import TutorialScene  # loaded when asked: a fast title

        self.app.push(TutorialScene(self.app, self.app.settings,
                                    on_play=self._play_after_lesson))

    def _play_after_lesson(self) -> None:
        """The lesson teaches 8½: its "play" deals 8½, whichever game was chosen."""
        if self.app.settings.game != "eight_half":
            self.app.update_settings(game="eight_half")
            self._rebuild()
        self._new_game(1)

    def _new_game(self, _step: int) -> None:
        current = self.app.current_match
        start = self.factory(self.app.settings.game)
        if current is None:
            self.app.push(start(self.app, self.app.settings, None))
            return
        from game.ui.confirm import ConfirmScene

        def give_up_and_start() -> None:
            self.app.match_ended(current, abandoned=True)
            self.app.push(start(self.app, self.app.settings, None))

        self.app.push(ConfirmScene(
            self.app, tr("confirm.new_match"), tr("confirm.new_match_detail",
                                                  summary=match_summary(current)),
            tr("confirm.new_match_yes"), tr("confirm.cancel"), give_up_and_start,
        ))  # fmt: skip

    def _score_pad(self, _step: int) -> None:
        """The pad of the match under way, else of the last match kept in the history."""
        shown = self.app.current_match
        if shown is None:
            last = self.app.saves.history.recent(1)
            shown = last[0] if last else None
        if shown is None:  # the history's files turned out damaged: nothing to show
            self._refresh()  # (and the title says so)
            return
        from game.ui.scorepad.model import record_pad_model
        from game.ui.scorepad.scene import ScorePadScene

        names = tuple(tr("seat.you") if p.human else p.name for p in shown.players)
        self.app.push(ScorePadScene(self.app, record_pad_model(shown, names)))

    def _sound(self, _step: int) -> None:
        from game.ui.sound_menu import SoundScene

        self.app.push(SoundScene(self.app))

    def _statistics(self, _step: int) -> None:
        from game.ui.stats_scene import StatsScene

        self.app.push(StatsScene(self.app, self.app.saves.stats))

    def _game(self, step: int) -> None:
        self.app.update_settings(game=_cycle(GAMES, self.app.settings.game, step))
        self._rebuild()  # the rows below are the chosen game's

    def _players(self, step: int) -> None:
        options = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
        self.app.update_settings(players=_cycle(options, self.app.settings.players, step))

    def _huit_players(self, step: int) -> None:
        options = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
        self.app.update_settings(huit_players=_cycle(options, self.app.settings.huit_players,
                                                     step))
        self._rebuild()  # the decks row comes and goes with five players (H1)

    def _huit_to_500(self, _step: int) -> None:
        self.app.update_settings(huit_to_500=not self.app.settings.huit_to_500)

    def _four_colour(self, _step: int) -> None:
        # Clubs green and diamonds blue: no two suits share a colour (the big screen,
        # colour-blind players).
        self.app.update_settings(four_colour=not self.app.settings.four_colour)

    def _huit_decks(self, _step: int) -> None:
        self.app.update_settings(huit_two_decks=not self.app.settings.huit_two_decks)

    def _huit_level_text(self) -> str:
        s = self.app.settings
        return level_label(s.huit_levels[: s.huit_players - 1])

    def _huit_levels(self, step: int) -> None:
        level = _cycle(BOT_LEVELS, self.app.settings.huit_levels[0], step)
        self.app.update_settings(huit_levels=(level,) * len(self.app.settings.huit_levels))

    def _level_text(self) -> str:
        s = self.app.settings
        return level_label(s.bot_levels[: s.players - 1])  # only the bots that will play

    def _levels(self, step: int) -> None:
        level = _cycle(BOT_LEVELS, self.app.settings.bot_levels[0], step)
        self.app.update_settings(bot_levels=(level,) * len(self.app.settings.bot_levels))

    def _match_length(self, step: int) -> None:
        games = _cycle(MATCH_LENGTHS, self.app.settings.match_length, step)
        self.app.update_settings(match_length=games)

    def _speed(self, step: int) -> None:
        speed = _cycle(ANIMATION_SPEEDS, self.app.settings.animation_speed, step)
        self.app.update_settings(animation_speed=speed)

    def _bot_pause(self, step: int) -> None:
        pause = _cycle(BOT_PAUSES, self.app.settings.bot_pause, step)
        self.app.update_settings(bot_pause=pause)

    def _language(self, step: int) -> None:
        codes = i18n.available_languages()
        self.app.update_settings(language=_cycle(codes, self.app.settings.language, step))

    # -- input -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
                self.open_help()
            else:
                self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            # Only a mouse that really moves takes the keyboard's row (the App marks the
            # reports of a resting pointer: at start, after F11, issue 10.5).
            if not getattr(event, "moved", True):
                return
            row = self._row_at(event.pos)
            if row is not None:
                self.selected = row
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            row = self._row_at(event.pos)
            if row is not None:
                self.selected = row
                self.items[row].activate(1 if event.button == 1 else -1)
                self.app.audio.button()  # after: heard at a volume just chosen

    def open_help(self) -> None:
        """The rules of the chosen game (its table's help), over the title."""
        if self.app.settings.game == "huit":
            from game.ui.huit.help import HuitHelpScene  # the table's module: loaded when asked

            self.app.push(HuitHelpScene(self.app))
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

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.layout().rows):
            if rect.collidepoint(pos):
                return i
        return None

    # -- frame -------------------------------------------------------------------------

    def layout(self) -> Layout:
        size = self.app.size
        if self._layout.size != size or self._layout_notices != len(self.notice_lines()):
            self._layout_notices = len(self.notice_lines())
            self._layout = Layout.for_size(size, len(self.items), len(self.notice_lines()))
        return self._layout

    def resize(self, size: tuple[int, int]) -> None:
        self._layout = Layout.for_size(size, len(self.items), len(self.notice_lines()))

    @property
    def animating(self) -> bool:
        return self._bar != self.selected  # the highlight is still gliding

    def update(self, dt: float) -> None:
        if self.app.settings.animation_speed == "instant":
            self._bar = float(self.selected)
        else:
            self._bar += (self.selected - self._bar) * min(1.0, dt * 18)
            if abs(self.selected - self._bar) < BAR_SNAP:
                self._bar = float(self.selected)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        # The notices can change after the layout was made (the sound check comes after the
        # first frame): layout() makes room for them.
        lay = self.layout() if self._layout.size == size else \
            Layout.for_size(size, len(self.items), len(self.notice_lines()))
        surface.blit(felt(size), (0, 0))
        self._draw_heading(surface, lay)
        self._draw_menu(surface, lay)
        self._draw_footer(surface, lay)

    def _draw_heading(self, surface: pygame.Surface, lay: Layout) -> None:
        w = lay.size[0]
        draw_text(
            surface, tr("app.name"), lay.title_size, GOLD, bold=True,
            midtop=(w // 2, lay.title_top),
        )
        if lay.subtitle_size:  # given up for the menu when the window is short
            draw_text(
                surface, tr("title.subtitle"), lay.subtitle_size, CREAM, max_width=w - 40,
                midtop=(w // 2, lay.subtitle_top),
            )

    def _draw_menu(self, surface: pygame.Surface, lay: Layout) -> None:
        draw_rounded(surface, lay.panel, PANEL, lay.panel.h // 20)

        first, row_h = lay.rows[0], lay.rows[0].h
        bar = pygame.Rect(first.x, first.y + round(self._bar * row_h), first.w, row_h)
        surface.blit(panel(bar.size, HIGHLIGHT, row_h // 4), bar)

        pad = row_h // 2
        for i, (item, rect) in enumerate(zip(self.items, lay.rows, strict=True)):
            chosen = i == self.selected
            colour = GOLD if chosen else CREAM
            value = item.value()
            if value is None and item.detail is not None:  # "Continue ... Game 3 of 6"
                detail = draw_text(
                    surface, item.detail(), lay.small_size, SOFT,
                    max_width=rect.w * 3 // 5 - pad, midright=(rect.right - pad, rect.centery),
                )
                draw_text(
                    surface, item.label(), lay.text_size, colour, bold=chosen,
                    max_width=detail.left - rect.left - 2 * pad,
                    midleft=(rect.left + pad, rect.centery),
                )
                continue
            if value is None:  # actions are centred, settings are "label ... value"
                draw_text(
                    surface, item.label(), lay.text_size, colour, bold=chosen,
                    max_width=rect.w - 2 * pad, center=rect.center,
                )
                continue
            shown = f"‹  {value}  ›" if chosen else value
            value_rect = draw_text(
                surface, shown, lay.text_size, colour, bold=chosen,
                max_width=rect.w // 2 - pad, midright=(rect.right - pad, rect.centery),
            )
            draw_text(
                surface, item.label(), lay.text_size, colour, bold=chosen,
                max_width=value_rect.left - rect.left - 2 * pad,
                midleft=(rect.left + pad, rect.centery),
            )

    def notice_lines(self) -> list[str]:
        """What the player should know about their files and devices, one line each."""
        notices = []
        store = self.app.store
        if store.damaged is not None:  # the reason saving fails: not the folder's rights
            notices.append(tr("notice.settings_damaged", path=str(store.damaged)))
        elif not store.can_save:
            notices.append(tr("notice.cannot_save", path=str(store.path.parent)))
        if store.recovered_from is not None:
            notices.append(tr("notice.settings_reset", path=str(store.recovered_from)))
        if self.app.sound_missing:
            notices.append(tr("notice.no_sound"))
        return notices + self.notices

    def _draw_footer(self, surface: pygame.Surface, lay: Layout) -> None:
        w, h = lay.size
        small = lay.small_size
        margin = small
        # Notices stand just above the footer, where the layout kept room for them.
        y = h - int(small * 3.4) - len(self.notice_lines()) * int(small * 1.4)
        for notice in self.notice_lines():
            draw_text(surface, notice, small, WARN, max_width=w - 2 * margin, midtop=(w // 2, y))
            y += int(small * 1.4)

        bottom = h - margin
        draw_text(
            surface, tr("title.controls"), small, SOFT, max_width=w - 2 * margin,
            midbottom=(w // 2, bottom),
        )
        bottom -= int(small * 1.5)
        draw_text(
            surface, tr("title.credit"), small, SOFT, max_width=w // 2 - margin,
            bottomleft=(margin, bottom),
        )
        draw_text(
            surface, tr("title.version", version=game.__version__), small, SOFT,
            bottomright=(w - margin, bottom),
        )


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
    totals = rec.totals
    scores = " · ".join(
        f"{tr('seat.you') if p.human else p.name} {totals[i]}" for i, p in enumerate(rec.players)
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
