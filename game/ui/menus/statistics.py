"""The statistics screen, pushed over the title: one person's numbers per game (8½ or Huit
américain, never mixed), opponents (the bots' level, or other people) and number of
players, for Huit américain the book's rules or house rules (never mixed either, H7.6), the
last games (rounds) as a small chart, and a reset that asks first.

    app.push(StatsScene(app, save_store.stats))  # opens on the game chosen on the title

Keys: G or Tab the game, N (Shift+N back) the person, ← → opponents, ↑ ↓ (or 2-5) players,
H Huit américain's book rules or house rules, L the Matches page (each match played, to
review), R reset, Esc back. The mouse clicks the tabs, the person's arrows and the
buttons. Every rect has a name in `layout(size)`, and `draw` records what it painted in
`painted`, so tests can read the numbers shown and check nothing overlaps.

Why one file of over 700 lines: it is one scene whose layout, drawing and `painted` record
are read together (by the mouse, by the tests) from the same named rects; the numbers
themselves are counted in game/store (the Tally), and only shown here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs
import pygame

from game.store.record import UNNAMED
from game.store.seats import seat_plans
from game.store.settings import GAMES, MAX_PLAYERS, MIN_PLAYERS
from game.store.stats import MIXED, PEOPLE, RECENT_GAMES, StatsKey, StatsStore, Tally
from game.ui.shell import i18n, text_size
from game.ui.shell import widgets as w
from game.ui.shell.confirm import ConfirmScene
from game.ui.shell.felt import felt
from game.ui.shell.fonts import font
from game.ui.shell.i18n import N_, tr
from game.ui.shell.scene import Scene
from game.ui.shell.text import key_lines
from game.ui.speech.said import Said, sentences

if TYPE_CHECKING:
    from game.ui.shell.app import App

LEVELS = ("easy", "medium", "hard", MIXED, PEOPLE)  # the opponents as the store keys them
LEVEL_KEYS = {
    "easy": N_("level.easy"), "medium": N_("level.medium"), "hard": N_("level.hard"),
    MIXED: N_("level.mixed"), PEOPLE: N_("stats.vs_people"),
}  # fmt: skip
PERSON_ARROWS = ("prev", "next")  # beside the person's name: the one before, the one after
PLAYER_COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
RULES = ("book", "house")  # Huit américain's filter: the book's rules, or house rules (H7.6)
RULES_KEYS = {"book": N_("title.book_rules"), "house": N_("title.house_rules")}
MAX_POINTS = 3  # a game's points (R10.2): 2 for the winner, +1 for the lowest count
HUIT = "huit"
HUIT_STEP = 50  # Huit's chart rises in steps of 50 points (a round gives its winner 5 to 400+)

PANEL = (6, 30, 16, 170)
DARK = (24, 48, 34)
DARK_HOVER = (44, 80, 58)
EDGE = (120, 160, 130)
GRID = (255, 255, 255, 40)
WON = w.GOLD
LOST = (150, 156, 150)  # the points of a game lost (8½: the fewest cards), above the line
LOSS = (214, 86, 72)  # a game lost: its mark below the line
LOSS_DEPTH = 0.12  # of the chart's height: how far a loss's mark hangs below the line
WARN = (255, 196, 150)
DIM = (96, 120, 104)  # an arrow with nowhere to go
BUTTON_FONT = 1.0  # the buttons' font, in units

# The numbers table: rows with a matches and a games column, then rows with one value.
GRID_ROWS = (
    ("played", N_("stats.played")),
    ("won", N_("stats.won")),
    ("abandoned", N_("stats.abandoned")),
    ("win_rate", N_("stats.win_rate")),
)
SINGLE_ROWS = (
    ("average", N_("stats.average_points")),
    ("best_streak", N_("stats.best_streak")),
    ("streak", N_("stats.current_streak")),
    ("longest", N_("stats.longest_game")),
)
TABLE_ROWS = 1 + len(GRID_ROWS) + len(SINGLE_ROWS) + 0.5  # header, rows, a gap between


@attrs.frozen
class Spacing:
    """The page's heights in units: a tab row and the gap under it, the title's row, the
    panel's padding; and the numbers' font in their rows' heights."""

    tab: float = 2.0
    tab_gap: float = 0.4
    after_tabs: float = 0.3
    title: float = 2.4
    pad: float = 1.0
    numbers: float = 0.64


SPACING = Spacing()
# At a large text size the page has no free room to give its words: its rows and margins
# close up, and the numbers fill more of their rows.
LARGE_SPACING = Spacing(tab=1.7, tab_gap=0.25, after_tabs=0.0, title=2.0, pad=0.6, numbers=0.75)
PAGE_WIDE = 49  # units: the tabs' rows (48) and the margins


def spacing() -> Spacing:
    return SPACING if text_size.scale() == 1 else LARGE_SPACING


def page_tall(sp: Spacing) -> float:
    """The page's height in units with its numbers at the read size (w.LEAST of a unit)."""
    top = 0.8 + sp.title + 0.5 + 4 * (sp.tab + sp.tab_gap) + sp.after_tabs
    bottom = 0.8 + 2.2 + 0.3 + 1.3 + 0.4
    panel = 2 * sp.pad + 1.2 + 0.3 + TABLE_ROWS * w.LEAST / sp.numbers
    return top + bottom + panel


def unit(size: tuple[int, int]) -> int:
    """The layout's measure: 1/36 of the height or 1/50 of the width, whichever is less, at
    the text size in force; at a large one, no more than the page holds at the read size
    (it grows less than the menus: every line of it is needed), and never less than at
    Normal."""
    grown = text_size.unit(size)
    if text_size.scale() == 1:
        return grown
    normal = max(11, round(text_size.base_unit(size)))
    holds = int(min(size[0] / PAGE_WIDE, size[1] / page_tall(LARGE_SPACING)))
    return max(normal, min(grown, holds))


def level_for(levels: tuple[str, ...]) -> str:
    """The stats level of a set of bots: their shared level, or "mixed"."""
    distinct = set(levels)
    return distinct.pop() if len(distinct) == 1 else MIXED


def percent(part: int, whole: int) -> str:
    return tr("stats.percent", value=round(100 * part / whole)) if whole else tr("stats.none")


def game_label(game: str) -> str:
    return tr("title.game_huit") if game == HUIT else tr("app.name")


def chart_top(game: str, tally: Tally) -> int:
    """The points at the top of the chart: 3 for 8½ (R10.2); for Huit américain the best
    recent round, rounded up to 50 (H6: only the winner scores, from 5 to hundreds)."""
    if game != HUIT:
        return MAX_POINTS
    best = max((points for _won, points in tally.recent), default=0)
    return max(HUIT_STEP, -(-best // HUIT_STEP) * HUIT_STEP)


def cells(t: Tally) -> dict[str, str]:
    """Every number of the table as shown, by cell name ("<row>.matches", "<row>.games",
    "<row>.value")."""
    return {
        "played.matches": str(t.matches_played),
        "played.games": str(t.games_played),
        "won.matches": str(t.matches_won),
        "won.games": str(t.games_won),
        "abandoned.matches": str(t.matches_abandoned),
        "abandoned.games": "",
        "win_rate.matches": percent(t.matches_won, t.matches_played),
        "win_rate.games": percent(t.games_won, t.games_played),
        "average.value": tr("stats.average_value", value=i18n.decimal(t.average_points, 2))
        if t.games_played
        else tr("stats.none"),
        "best_streak.value": str(t.best_streak),
        "streak.value": str(t.streak),
        "longest.value": str(t.longest_game),
    }


@attrs.frozen
class Painted:
    """One thing drawn: "text" (a line, `text` is what it says), "box" (a tab, a button,
    an area), "bar" (a game's points in the chart, `text` is "<won 0/1> <points>"; no
    height for none), "loss" (the mark under the line of a game lost) or "swatch" (the
    legend's)."""

    kind: str
    name: str
    rect: pygame.Rect
    text: str = ""


class StatsScene(Scene):
    """One person's numbers for one opponent level and player count at a time."""

    name = "stats"

    def __init__(self, app: App, stats_store: StatsStore, *, game: str | None = None) -> None:
        super().__init__(app)
        self.store = stats_store
        self.game = game if game is not None else app.settings.game
        self.person = self.people[0]  # a person_key; the unnamed player first
        self.house = self._settings_house()  # Huit américain's numbers under house rules
        self.level, self.players = self._first_choice()
        self.hover: str | None = None
        self.status: tuple[str, bool] | None = None  # (text, is a warning) after a reset
        self.painted: list[Painted] = []

    def _first_choice(self) -> tuple[str, int]:
        """The settings' opponents, unless they have no numbers for this person and others
        do: then the most played."""
        plans = seat_plans(self.app.settings, "huit" if self.game == HUIT else "eight_half")
        level = level_for(tuple(plan.level for plan in plans if not plan.is_person))
        players = len(plans)
        played = self.store.stats.keys_played(self.game, self.person, self.house)
        if played and StatsKey(self.game, level, players, self.person, self.house) not in played:
            stats = self.store.stats
            best = max(
                played, key=lambda k: (stats.tally(k).games_played, stats.tally(k).matches_played)
            )
            if best.level in LEVELS:
                level, players = best.level, best.players
        return level, players

    # -- what it shows ---------------------------------------------------------------------

    def _settings_house(self) -> bool:
        """Huit américain opens on the rules the title has chosen: house rules or the book's."""
        return self.game == HUIT and bool(self.app.settings.huit_rules)

    @property
    def key(self) -> StatsKey:
        return StatsKey(self.game, self.level, self.players, self.person, self.house)

    @property
    def tally(self) -> Tally:
        return self.store.stats.tally(self.key)

    @property
    def people(self) -> list[str]:
        """The persons to choose from: those with results, the unnamed player first (alone
        while nobody has any)."""
        return self.store.stats.people() or [UNNAMED]

    def person_name(self, person: str) -> str:
        """A person as the screen names them: as last typed, the unnamed player "You"."""
        return tr("seat.you") if person == UNNAMED else self.store.stats.name_of(person)

    def has_data(self, level: str, players: int) -> bool:
        key = StatsKey(self.game, level, players, self.person, self.house)
        return key in self.store.stats.keys_played(self.game, self.person, self.house)

    def has_rules_data(self, house: bool) -> bool:
        """Whether the person has numbers of this game under house rules (or the book's)."""
        return bool(self.store.stats.keys_played(self.game, self.person, house))

    def choose_house(self, house: bool) -> None:
        """Huit américain's numbers under house rules, or under the book's: the same tab if
        there are numbers there, else the most played."""
        if self.game == HUIT and house != self.house:
            self.house = house
            if not self.has_data(self.level, self.players):
                self.level, self.players = self._first_choice()

    def choose_person(self, person: str) -> None:
        """Show another person's numbers: the same tab if they have numbers there, else
        their most played."""
        if person != self.person:
            self.person = person
            if not self.has_data(self.level, self.players):
                self.level, self.players = self._first_choice()

    def step_person(self, step: int) -> None:
        people = self.people
        here = people.index(self.person) if self.person in people else 0
        self.choose_person(people[(here + step) % len(people)])

    def choose_game(self, game: str) -> None:
        """Show another game's numbers, opening on its settings' (or its most played) tab."""
        if game != self.game:
            self.game = game
            self.house = self._settings_house()
            self.level, self.players = self._first_choice()

    def words(self) -> dict[str, str]:
        """The labels that name a game's parts: 8½ plays games, Huit américain rounds."""
        if self.game == HUIT:
            return {
                "matches": tr("stats.huit_matches"), "games": tr("stats.rounds"),
                "average": tr("stats.average_points_round"),
                "best_streak": tr("stats.best_streak_rounds"),
                "streak": tr("stats.current_streak_rounds"),
                "longest": tr("stats.longest_round"),
                "last": tr("stats.last_rounds", games=RECENT_GAMES),
                "empty": tr("stats.empty_rounds"),
            }  # fmt: skip
        return {
            "matches": tr("stats.matches"), "games": tr("stats.games"),
            "average": tr("stats.average_points"), "best_streak": tr("stats.best_streak"),
            "streak": tr("stats.current_streak"), "longest": tr("stats.longest_game"),
            "last": tr("stats.last_games", games=RECENT_GAMES), "empty": tr("stats.empty"),
        }  # fmt: skip

    # -- speech ----------------------------------------------------------------------------

    def speech(self) -> list[Said]:
        """The game, whose numbers against whom, then the numbers row by row."""
        words = self.words()
        shown = cells(self.tally)
        choice = [
            game_label(self.game),
            self.person_name(self.person),
            tr(LEVEL_KEYS[self.level]),
            tr("speech.row", label=tr("stats.players"), value=self.players),
        ]
        if self.game == HUIT:
            choice.append(tr(RULES_KEYS["house" if self.house else "book"]))
        rows = [
            tr(
                "speech.row",
                label=tr(key),
                value=", ".join(
                    f"{words[col]} {shown[f'{row}.{col}']}"
                    for col in ("matches", "games")
                    if shown[f"{row}.{col}"]
                ),
            )
            for row, key in GRID_ROWS
        ]
        rows += [
            tr("speech.row", label=words.get(row, tr(key)), value=shown[f"{row}.value"])
            for row, key in SINGLE_ROWS
        ]
        status = self.status[0] if self.status is not None else ""
        return [
            Said("heading", tr("stats.title")),
            Said("choice", ", ".join(choice)),
            Said("numbers", sentences([*rows, status])),
        ]

    # -- layout ----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Every area by name: "title", "game_label", "game:<game>", "person_label",
        "person:prev", "person:name", "person:next", "level_label", "level:<level>",
        "players_label", "players:<n>", "rules:book", "rules:house" (Huit américain's only, at
        the players' row's end), "panel" (holding "numbers", "chart", "since"),
        "status", "back", "reset", "hint", and "matches" at the title's right end."""
        width, height = size
        u = unit(size)
        sp = spacing()
        out: dict[str, pygame.Rect] = {}
        panel_w = min(width - 2 * u, 48 * u)
        left = (width - panel_w) // 2
        y = round(u * 0.8)
        out["title"] = pygame.Rect(left, y, panel_w, round(u * sp.title))
        y = out["title"].bottom + round(u * 0.5)

        tab_w, gap, label_w = round(u * 7.3), round(u * 0.5), round(u * 9)
        group = label_w + len(LEVELS) * (tab_w + gap)
        x0 = (width - group) // 2
        tab_h = round(u * sp.tab)
        tab_gap = round(u * sp.tab_gap)
        first, row_w = x0 + label_w + gap, len(LEVELS) * (tab_w + gap) - gap
        out["game_label"] = pygame.Rect(x0, y, label_w, tab_h)
        game_w = (row_w - gap) // len(GAMES)  # the games share the row: their names are long
        for i, game in enumerate(GAMES):
            out[f"game:{game}"] = pygame.Rect(first + i * (game_w + gap), y, game_w, tab_h)
        y += tab_h + tab_gap
        # The person: their name between two arrows, across the row.
        out["person_label"] = pygame.Rect(x0, y, label_w, tab_h)
        out["person:prev"] = pygame.Rect(first, y, tab_h, tab_h)
        name_x = first + tab_h + gap
        name_w = row_w - 2 * (tab_h + gap)
        out["person:name"] = pygame.Rect(name_x, y, name_w, tab_h)
        out["person:next"] = pygame.Rect(name_x + name_w + gap, y, tab_h, tab_h)
        y += tab_h + tab_gap
        out["level_label"] = pygame.Rect(x0, y, label_w, tab_h)
        for i, level in enumerate(LEVELS):
            out[f"level:{level}"] = pygame.Rect(first + i * (tab_w + gap), y, tab_w, tab_h)
        y += tab_h + tab_gap
        # The players' counts are single digits: their tabs are narrow, and Huit américain's
        # rules (H7.6) share their row at its right end, with no row of their own to take
        # from the numbers' room.
        out["players_label"] = pygame.Rect(x0, y, label_w, tab_h)
        count_w = round(u * 3.4)
        for i, n in enumerate(PLAYER_COUNTS):
            out[f"players:{n}"] = pygame.Rect(first + i * (count_w + gap), y, count_w, tab_h)
        rules_x = out[f"players:{PLAYER_COUNTS[-1]}"].right + 3 * gap
        rules_w = (first + row_w - rules_x - gap) // len(RULES)
        for i, rules in enumerate(RULES):
            out[f"rules:{rules}"] = pygame.Rect(rules_x + i * (rules_w + gap), y, rules_w, tab_h)
        y += tab_h + tab_gap
        y += round(u * sp.after_tabs)

        bottom = height - round(u * 0.8)
        button_h = round(u * 2.2)
        # Both buttons as wide as the longer one's words need ("Remettre à zéro (R)").
        button_w = max(
            [round(u * 10)]
            + [
                w.text_surface(tr(key), round(u * BUTTON_FONT), w.INK, True).get_width()
                + button_h // 2
                + u // 2
                for key in ("stats.back", "stats.reset", "stats.to_matches")
            ]
        )
        out["back"] = pygame.Rect(left, bottom - button_h, button_w, button_h)
        # The Matches page beside the heading: the matches these numbers count, to review.
        title = out["title"]
        out["matches"] = pygame.Rect(
            title.right - button_w, title.centery - button_h // 2, button_w, button_h
        )
        out["reset"] = pygame.Rect(left + panel_w - button_w, bottom - button_h, button_w, button_h)
        out["hint"] = pygame.Rect(
            out["back"].right + u,
            out["back"].y,
            out["reset"].x - out["back"].right - 2 * u,
            button_h,
        )
        status_h = round(u * 1.3)
        out["status"] = pygame.Rect(
            left, out["back"].y - round(u * 0.3) - status_h, panel_w, status_h
        )
        panel = pygame.Rect(left, y, panel_w, out["status"].y - round(u * 0.4) - y)
        out["panel"] = panel
        pad = round(u * sp.pad)
        inner = panel.inflate(-2 * pad, -2 * pad)
        since_h = round(u * 1.2)
        out["since"] = pygame.Rect(inner.x, inner.bottom - since_h, inner.w, since_h)
        body = pygame.Rect(inner.x, inner.y, inner.w, inner.h - since_h - round(u * 0.3))
        numbers_w = round(body.w * 0.56)
        out["numbers"] = pygame.Rect(body.x, body.y, numbers_w, body.h)
        chart_x = body.x + numbers_w + round(u * 1.5)
        out["chart"] = pygame.Rect(chart_x, body.y, body.right - chart_x, body.h)
        return out

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = self._target_at(event.pos)
            if target is not None:
                self._choose(target)

    def _key(self, key: int, mod: int = 0) -> None:
        if key in (pygame.K_g, pygame.K_TAB):
            self.choose_game(
                GAMES[(GAMES.index(self.game) + 1) % len(GAMES)] if self.game in GAMES else GAMES[0]
            )
        elif key == pygame.K_n:
            self.step_person(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.level = LEVELS[(LEVELS.index(self.level) + step) % len(LEVELS)]
        elif key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_DOWN else -1
            i = PLAYER_COUNTS.index(self.players)
            self.players = PLAYER_COUNTS[(i + step) % len(PLAYER_COUNTS)]
        elif pygame.K_2 <= key <= pygame.K_5:
            self.players = key - pygame.K_0
        elif key == pygame.K_h:
            self.choose_house(not self.house)
        elif key == pygame.K_r:
            self.ask_reset()
        elif key == pygame.K_l:
            self.open_matches()
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop()

    def _targets(self) -> list[str]:
        return (
            [f"game:{g}" for g in GAMES]
            + ["person:prev", "person:name", "person:next"]
            + [f"level:{lv}" for lv in LEVELS]
            + [f"players:{n}" for n in PLAYER_COUNTS]
            + ([f"rules:{rules}" for rules in RULES] if self.game == HUIT else [])
            + ["back", "reset", "matches"]
        )

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        rects = self.layout(self.app.size)
        return next((t for t in self._targets() if rects[t].collidepoint(pos)), None)

    def _choose(self, target: str) -> None:
        if target == "back":
            self.app.pop()
        elif target == "reset":
            self.ask_reset()
        elif target == "matches":
            self.open_matches()
        elif target.startswith("game:"):
            self.choose_game(target.partition(":")[2])
        elif target.startswith("person:"):  # the name itself steps on, as the right arrow
            self.step_person(-1 if target == "person:prev" else 1)
        elif target.startswith("level:"):
            self.level = target.partition(":")[2]
        elif target.startswith("rules:"):
            self.choose_house(target == "rules:house")
        else:
            self.players = int(target.partition(":")[2])

    def open_matches(self) -> None:
        from game.ui.menus.matches import MatchesScene  # loaded when asked

        self.app.push(MatchesScene(self.app))

    def ask_reset(self) -> None:
        self.app.push(confirm_reset(self.app, self.reset))

    def reset(self) -> None:
        """The player said yes: clear the statistics, and say so (or that it was not saved)."""
        if self.store.reset():
            self.status = (tr("stats.reset_done"), False)
        else:
            self.status = (tr("stats.reset_unsaved"), True)
        self.person = self.people[0]

    # -- drawing ---------------------------------------------------------------------------

    def _text(
        self,
        surface: pygame.Surface,
        name: str,
        text: str,
        size: int,
        colour: w.Color,
        *,
        bold: bool = False,
        max_width: int | None = None,
        shadow: bool = True,
        alpha: int = 255,
        **anchor: tuple[int, int] | int,
    ) -> pygame.Rect:
        """w.label (its defaults), noted as painted (tests find the text by `name`)."""
        rect = w.label(
            surface,
            text,
            size,
            colour,
            bold=bold,
            max_width=max_width,
            shadow=shadow,
            alpha=alpha,
            **anchor,
        )
        self.painted.append(Painted("text", name, rect, text))
        return rect

    def _box(self, name: str, rect: pygame.Rect) -> None:
        self.painted.append(Painted("box", name, rect))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = unit(size)
        lay = self.layout(size)
        self.painted = []
        surface.blit(felt(size), (0, 0))
        self._text(
            surface,
            "title",
            tr("stats.title"),
            round(u * 2),
            w.GOLD,
            bold=True,
            max_width=lay["title"].w,
            center=lay["title"].center,
        )
        self._draw_tabs(surface, lay, u)
        panel = lay["panel"]
        w.draw_rounded(surface, panel, PANEL, u)
        tally = self.tally
        if tally == Tally():
            self._text(
                surface,
                "empty",
                self.words()["empty"],
                round(u * 1.2),
                w.CREAM,
                max_width=panel.w - 2 * u,
                center=panel.center,
            )
        else:
            self._draw_numbers(surface, lay["numbers"], u, tally)
            self._draw_chart(surface, lay["chart"], u, tally)
        since = self.store.stats.since
        if since is not None:
            self._text(
                surface,
                "since",
                tr("stats.since", date=since[:10]),
                round(u * w.LEAST),
                w.SOFT,
                shadow=False,
                max_width=lay["since"].w,
                midleft=lay["since"].midleft,
            )
        if self.status is not None:
            text, warning = self.status
            self._text(
                surface,
                "status",
                text,
                round(u * 0.9),
                WARN if warning else w.SOFT,
                max_width=lay["status"].w,
                center=lay["status"].center,
            )
        buttons = (
            ("back", "stats.back"),
            ("reset", "stats.reset"),
            ("matches", N_("stats.to_matches")),
        )
        for name, key in buttons:
            text = tr(key)
            w.button(
                surface,
                lay[name],
                text,
                round(u * BUTTON_FONT),
                primary=name == "back",
                hover=self.hover == name,
            )
            self._box(name, lay[name])
        # The keys between the buttons, on two lines when one is too short for them.
        hint, keys_size = lay["hint"], round(u * w.LEAST)
        lines = key_lines(tr("stats.keys_games"), keys_size, hint.w)
        step = font(keys_size).get_linesize()
        top = hint.centery - len(lines) * step // 2  # (whole lines apart: none overlaps)
        for k, line in enumerate(lines):
            y = top + k * step + step // 2
            self._text(
                surface, "hint", line, keys_size, w.SOFT, max_width=hint.w, center=(hint.centerx, y)
            )

    def _draw_tabs(self, surface: pygame.Surface, lay: dict[str, pygame.Rect], u: int) -> None:
        stats = self.store.stats
        played = {key.game for game in GAMES for key in stats.keys_played(game, self.person)}
        rows: tuple[tuple[str, str, list[tuple[str, str, bool, bool]]], ...] = (
            ("game", tr("stats.game"), [
                (g, game_label(g), g == self.game, g in played) for g in GAMES]),
            ("person", tr("stats.person"), []),
            ("level", tr("stats.opponents"), [
                (lv, tr(LEVEL_KEYS[lv]), lv == self.level, self.has_data(lv, self.players))
                for lv in LEVELS]),
            ("players", tr("stats.players"), [
                (str(n), str(n), n == self.players, self.has_data(self.level, n))
                for n in PLAYER_COUNTS]),
        )  # fmt: skip
        size = round(u * 0.95)
        for row, caption, tabs in rows:
            box = lay[f"{row}_label"]
            self._text(
                surface,
                f"{row}_label",
                caption,
                size,
                w.CREAM,
                max_width=box.w - u // 2,
                midright=(box.right - u // 2, box.centery),
            )
            for name, text, chosen, data in tabs:
                self._tab(surface, lay, f"{row}:{name}", text, size, chosen=chosen, dot=data)
        if self.game == HUIT:  # the book's rules, or house rules (H7.6)
            for rules in RULES:
                house = rules == "house"
                self._tab(surface, lay, f"rules:{rules}", tr(RULES_KEYS[rules]), size,
                          chosen=house == self.house, dot=self.has_rules_data(house))  # fmt: skip
        self._draw_person(surface, lay, size, u)

    def _tab(
        self,
        surface: pygame.Surface,
        lay: dict[str, pygame.Rect],
        name: str,
        text: str,
        size: int,
        *,
        chosen: bool,
        dot: bool,
        ink: w.Color | None = None,
        room: int | None = None,
    ) -> None:
        """A tab: gold when chosen, lighter under the mouse, a dot when it has numbers."""
        rect = lay[name]
        fill = w.GOLD if chosen else DARK_HOVER if self.hover == name else DARK
        surface.blit(w.rounded(rect.size, fill, rect.h // 3, EDGE, max(1, rect.h // 18)), rect)
        self._box(name, rect)
        colour = ink if ink is not None else w.INK if chosen else w.CREAM
        self._text(
            surface,
            f"{name}.text",
            text,
            size,
            colour,
            bold=chosen,
            shadow=False,
            max_width=room if room is not None else rect.w - rect.h,
            center=rect.center,
        )
        if dot:
            r = max(2, rect.h // 10)
            pygame.draw.circle(
                surface,
                w.INK if chosen else w.GOLD,
                (rect.right - rect.h // 3, rect.y + rect.h // 3),
                r,
            )

    def _draw_person(
        self, surface: pygame.Surface, lay: dict[str, pygame.Rect], size: int, u: int
    ) -> None:
        """The person whose numbers show, between arrows to the one before and after (dim
        while there is nobody else)."""
        people = self.people
        others = len(people) > 1
        rect = lay["person:name"]
        # Where this person is among those with results ("2/3"), at the tab's right end.
        here = people.index(self.person) + 1 if self.person in people else 0
        count, small = f"{here}/{len(people)}", round(u * w.LEAST)
        count_w = w.text_surface(count, small, w.INK).get_width() if others else 0
        room = rect.w - rect.h - 2 * count_w
        self._tab(
            surface,
            lay,
            "person:name",
            self.person_name(self.person),
            size,
            chosen=True,
            dot=False,
            room=room,
        )
        if others:
            self._text(
                surface,
                "person:count",
                count,
                small,
                w.INK,
                shadow=False,
                alpha=170,
                midright=(rect.right - rect.h // 2, rect.centery),
            )
        for arrow, text in zip(PERSON_ARROWS, ("‹", "›"), strict=True):
            self._tab(
                surface,
                lay,
                f"person:{arrow}",
                text,
                round(size * 1.3),
                chosen=False,
                dot=False,
                ink=w.CREAM if others else DIM,
                room=lay[f"person:{arrow}"].w,
            )

    def _draw_numbers(
        self, surface: pygame.Surface, area: pygame.Rect, u: int, tally: Tally
    ) -> None:
        self._box("numbers", area)
        row_h = min(area.h / TABLE_ROWS, u * 2.2)
        # As the room reads it (w.LEAST) while the rows have room for it; smaller only in a
        # window too short for the whole table.
        size = max(9, min(round(u * 1.0), max(round(u * w.LEAST), round(row_h * 0.55)),
                          round(row_h * spacing().numbers)))  # fmt: skip
        words = self.words()
        # Each column as wide as its head needs ("Wedstrijden"), at least 5.5 units.
        col_w = max(
            [round(u * 5.5)]
            + [
                w.text_surface(words[key], size, w.GOLD, True).get_width() + u // 2
                for key in ("matches", "games")
            ]
        )
        games_right, matches_right = area.right, area.right - col_w
        label_w = matches_right - col_w - area.x
        shown = cells(tally)

        def y_of(i: float) -> int:
            return round(area.y + i * row_h + row_h / 2)

        for name, text, right in (
            ("head.matches", words["matches"], matches_right),
            ("head.games", words["games"], games_right),
        ):
            self._text(
                surface,
                name,
                text,
                size,
                w.GOLD,
                bold=True,
                max_width=col_w - u // 2,
                midright=(right, y_of(0)),
            )
        for i, (row, key) in enumerate(GRID_ROWS, start=1):
            self._text(
                surface,
                f"{row}.label",
                tr(key),
                size,
                w.CREAM,
                max_width=label_w,
                midleft=(area.x, y_of(i)),
            )
            for col, right in (("matches", matches_right), ("games", games_right)):
                if shown[f"{row}.{col}"]:
                    self._text(
                        surface,
                        f"{row}.{col}",
                        shown[f"{row}.{col}"],
                        size,
                        w.CREAM,
                        bold=True,
                        max_width=col_w - u // 2,
                        midright=(right, y_of(i)),
                    )
        line_y = round(area.y + (len(GRID_ROWS) + 1.25) * row_h)
        pygame.draw.line(surface, EDGE, (area.x, line_y), (area.right, line_y), max(1, u // 12))
        for i, (row, key) in enumerate(SINGLE_ROWS, start=len(GRID_ROWS) + 1):
            y = y_of(i + 0.5)
            value = self._text(
                surface,
                f"{row}.value",
                shown[f"{row}.value"],
                size,
                w.CREAM,
                bold=True,
                max_width=col_w - u // 2,
                midright=(games_right, y),
            )
            self._text(
                surface,
                f"{row}.label",
                words.get(row, tr(key)),
                size,
                w.CREAM,
                max_width=value.x - area.x - u // 2,
                midleft=(area.x, y),
            )

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, u: int, tally: Tally) -> None:
        self._box("chart", area)
        size = max(9, round(u * 0.9))
        small = max(8, round(u * w.LEAST))
        head = self._text(
            surface,
            "chart.title",
            self.words()["last"],
            size,
            w.GOLD,
            bold=True,
            max_width=area.w,
            midtop=(area.centerx, area.y),
        )
        axis_w = round(u * 1.3)
        small_w = area.w - axis_w
        swatch = round(u * 0.7)
        legend = [
            (name, tr(key))
            for name, key in (("won", N_("stats.legend_won")), ("lost", N_("stats.legend_lost")))
        ]
        # "newest on the right" after the swatches, or on a line of its own under them.
        beside = (
            sum(
                swatch + u // 3 + w.text_surface(text, small, w.CREAM).get_width() + u
                for _, text in legend
            )
            + w.text_surface(tr("stats.newest"), small, w.SOFT).get_width()
        )
        two_lines = beside > small_w
        legend_h = round(u * (2.4 if two_lines else 1.3))
        plot = pygame.Rect(
            area.x + axis_w,
            head.bottom + round(u * 0.9),
            area.w - axis_w,
            area.bottom - legend_h - round(u * 0.5) - head.bottom - round(u * 0.9),
        )
        # Games lost hang a mark below the zero line: a run of losses reads as losses, not
        # as an empty chart. A lost game's points (8½: the fewest cards) still rise above.
        depth = max(3, round(plot.h * LOSS_DEPTH))
        gap = max(1, u // 8)
        zero = plot.bottom - depth - gap
        rise = zero - plot.y
        top = chart_top(self.game, tally)
        marks = range(MAX_POINTS + 1) if top == MAX_POINTS else (0, top // 2, top)
        for points in marks:  # grid lines with the points they stand for
            y = zero - round(rise * points / top)
            line = pygame.Surface((plot.w, max(1, u // 14)), pygame.SRCALPHA)
            line.fill(GRID)
            surface.blit(line, (plot.x, y))
            self._text(
                surface,
                f"chart.axis{points}",
                str(points),
                small,
                w.SOFT,
                shadow=False,
                midright=(plot.x - u // 3, y),
            )
        slot = plot.w / RECENT_GAMES
        bar_w = max(2, round(slot * 0.7))
        for i, (won, points) in enumerate(tally.recent):
            h = round(rise * min(points, top) / top)
            x = round(plot.x + i * slot + (slot - bar_w) / 2)
            bar = pygame.Rect(x, zero - h, bar_w, h)
            if h:
                pygame.draw.rect(
                    surface,
                    WON if won else LOST,
                    bar,
                    border_top_left_radius=bar_w // 4,
                    border_top_right_radius=bar_w // 4,
                )
            self.painted.append(Painted("bar", f"bar{i}", bar, f"{int(won)} {points}"))
            if not won:
                mark = pygame.Rect(x, zero + gap, bar_w, depth)
                self._loss_mark(surface, mark)
                self.painted.append(Painted("loss", f"loss{i}", mark))
        legend_y = area.bottom - legend_h + round(u * 0.65)
        x = area.x + axis_w
        for name, text in legend:
            box = pygame.Rect(x, legend_y - swatch // 2, swatch, swatch)
            if name == "won":
                pygame.draw.rect(surface, WON, box)
            else:  # as in the chart: a mark hanging under a line
                pygame.draw.line(surface, w.SOFT, box.topleft, box.topright, max(1, u // 14))
                self._loss_mark(
                    surface, box.inflate(0, -max(2, swatch // 4)).move(0, max(1, swatch // 8))
                )
            self.painted.append(Painted("swatch", f"chart.{name}_swatch", box))
            label = self._text(
                surface,
                f"chart.{name}",
                text,
                small,
                w.CREAM,
                shadow=False,
                max_width=area.w // 3,
                midleft=(x + swatch + u // 3, legend_y),
            )
            x = label.right + u
        self._text(
            surface,
            "chart.newest",
            tr("stats.newest"),
            small,
            w.SOFT,
            shadow=False,
            max_width=max(8, area.right - x if not two_lines else small_w),
            midright=(area.right, area.bottom - round(u * 0.65)),
        )

    @staticmethod
    def _loss_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A game lost: a short red bar hanging below the zero line."""
        radius = rect.w // 4
        pygame.draw.rect(
            surface, LOSS, rect, border_bottom_left_radius=radius, border_bottom_right_radius=radius
        )


def confirm_reset(app: App, on_yes: Callable[[], None]) -> ConfirmScene:
    """ "Reset all statistics?" Yes resets; No (chosen first), Esc or N keep them."""
    return ConfirmScene(
        app,
        tr("stats.confirm_question"),
        tr("stats.confirm_warning"),
        tr("stats.confirm_yes"),
        tr("stats.confirm_no"),
        on_yes,
    )
