"""The review of one finished game (an 8½ game, a Huit round): its table replayed move by
move, a timeline under it, the buttons, and the panel beside it.

← → step one move (forward animates it, as the table does; back shows the position at
once), ↑ ↓ jump to the reviewed seat's previous or next decision, Home and End to the start
and the end. V shows every card or only what the seat could see (R11: observe(state,
seat)); among several people (hot-seat, phones) Tab passes to the next person's seat: each
person reviews their own. Esc leaves. Every key has its button, and the timeline takes
clicks and drags.

Other parts read the scene every frame (`record`, `seat`, `ply`, `state`, `decision_plies`,
`rects`) and move it with `go_to`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.review_text import reviewed_game
from game.store.record import MatchRecord
from game.ui.review import buttons, kept, moves_panel, spoken, timeline, what_if_view
from game.ui.review.analysis_panel import AnalysisPanel
from game.ui.review.buttons import Button
from game.ui.review.files import save_from_review
from game.ui.review.kept import KeptFrame
from game.ui.review.layout import ReviewRects, review_rects
from game.ui.review.replay_table import FramedApp, Replaying
from game.ui.shell import drawn, text_size
from game.ui.shell.i18n import N_, tr, translator
from game.ui.shell.scene import Scene
from game.ui.speech.said import Said

if TYPE_CHECKING:
    from game.ui.shell.app import App

Table = Replaying[Any, Any, Any, Any, Any, Any]
BACKGROUND = (12, 30, 20)


def people_of(record: MatchRecord) -> tuple[int, ...]:
    """The seats people played (at the screen or on a phone), who may each review theirs."""
    return tuple(seat for seat, p in enumerate(record.players) if p.human)


def make_replay(app: App, record: MatchRecord, game_index: int, seat: int, show_all: bool) -> Table:
    """The game's own table replaying game `game_index` (imported here: one game's table
    is loaded only to review that game)."""
    if record.game == "huit":
        from game.ui.review.huit_replay import HuitReplay

        return HuitReplay(app, record, game_index, seat, show_all)
    from game.ui.review.eight_half_replay import EightHalfReplay

    return EightHalfReplay(app, record, game_index, seat, show_all)


class ReviewScene(Scene):
    name = "review"

    def __init__(
        self,
        app: App,
        record: MatchRecord,
        game_index: int,
        seat: int,
        history_id: str | None = None,
    ) -> None:
        super().__init__(app)
        if not 0 <= game_index < len(record.games):
            raise ValueError(f"no game {game_index + 1} in this match")
        if not 0 <= seat < len(record.players):
            raise ValueError(f"no seat {seat + 1} at this table")
        self.record = record
        self.game_index = game_index
        self.history_id = history_id
        self.people = people_of(record)
        # Each seat's bot level; a person's seat is judged as the Hard bot would play it.
        self.levels: tuple[str, ...] = tuple(
            "hard" if p.human or p.level is None else p.level for p in record.players
        )
        self.show_all = False
        self.hover: str | None = None
        self.dragging = False
        # Where a drag along the timeline has led, shown at the next frame: the pointer
        # moves many times a frame, the table is laid out once.
        self.drag_to: int | None = None
        self.seat = seat
        self.table = self._replay(seat)
        self.start = self.table.start
        self.moves = self.table.moves
        self._kept_states: dict[int, Any] = {}  # the game at each decision (state_at)
        self.decision_plies = self._decisions()
        self.buttons = self._buttons()
        self.analysis = AnalysisPanel(self)  # the win chances: the graph and the panel
        self.what_if: what_if_view.WhatIfView | None = None  # "Could I have won?", when asked
        self.kept = KeptFrame()  # the frame around the table, kept between frames
        self._painted: dict[str, list[Any]] = {"graph": [], "panel": []}  # what each showed
        self._title_before: str | None = None  # the game the window's title named before

    # -- what other parts read -----------------------------------------------------------

    @property
    def ply(self) -> int:
        """Moves of the game applied on the table now (0: the deal, len(moves): the end)."""
        return self.table.ply

    @property
    def state(self) -> Any:
        """The game's position at `ply`."""
        return self.table.state

    def rects(self, size: tuple[int, int]) -> ReviewRects:
        return _rects(size, tuple(b.text() for b in self.shown_buttons()))

    def go_to(self, ply: int, animate: bool = False) -> None:
        """The table after the game's first `ply` moves: the next move animated if asked
        (and `ply` is the next one), any other at once."""
        ply = max(0, min(len(self.moves), ply))
        if animate and ply == self.ply + 1:
            self.table.play_next()
        elif ply != self.ply or self.table.director.busy:
            self.table.show_at(ply)
            # The new position comes in a few frames, the old one in view meanwhile.
            self.framed.holding = self.table.build_in_steps()
        self.app.request_redraw()

    # -- the reviewer's commands ---------------------------------------------------------

    def ask_what_if(self, decision: Any, move_index: int) -> None:
        """ "Could I have won?" with `decision`'s move `move_index` instead of the move made."""
        what_if_view.ask(self, decision, move_index)

    def step(self, moves: int) -> None:
        self.go_to(self.ply + moves, animate=moves == 1)

    def previous_decision(self) -> None:
        earlier = [p for p in self.decision_plies if p < self.ply]
        if earlier:
            self.go_to(earlier[-1])

    def next_decision(self) -> None:
        later = [p for p in self.decision_plies if p > self.ply]
        if later:
            self.go_to(later[0])

    def toggle_view(self) -> None:
        """Every card face up, or back to what the seat could see."""
        self.show_all = not self.show_all
        self.table.show_all = self.show_all
        self.table.view.invalidate()
        self.app.request_redraw()

    def choose_seat(self, seat: int) -> None:
        """Review `seat`'s game instead (a person's seat), at the same move."""
        if seat == self.seat or seat not in self.people:
            return
        ply = self.ply
        self.seat = seat
        self.table = self._replay(seat)
        self.decision_plies = self._decisions()
        self.go_to(ply)

    def next_person(self) -> None:
        """Tab: the next person's seat (in a match of several people)."""
        if len(self.people) > 1:
            i = self.people.index(self.seat) if self.seat in self.people else -1
            self.choose_seat(self.people[(i + 1) % len(self.people)])

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # -- building --------------------------------------------------------------------------

    def _replay(self, seat: int) -> Table:
        self.framed = FramedApp(self.app, lambda: self.rects(self.app.size).table.size)
        return make_replay(self.framed, self.record, self.game_index, seat, self.show_all)  # type: ignore[arg-type]

    def _decisions(self) -> tuple[int, ...]:
        """The plies where the reviewed seat had a choice (more than one legal move), as the
        analysis counts its decisions."""
        rules, mover = self.table.rules, self.table.mover
        out = []
        state = self.start
        self._kept_states.clear()
        for ply, move in enumerate(self.moves):
            if mover(state) == self.seat and len(rules.legal_moves(state)) > 1:
                out.append(ply)
                self._kept_states[ply] = state
            state, _events = rules.apply_move(state, move)
        return tuple(out)

    def state_at(self, ply: int) -> Any:
        """The game after its first `ply` moves: from the decision kept nearest before it
        (a decision's words are told from its position: replayed from the deal, that took
        2 ms of a frame)."""
        start = max((p for p in self._kept_states if p <= ply), default=0)
        state = self._kept_states.get(start, self.start)
        for move in self.moves[start:ply]:
            state, _events = self.table.rules.apply_move(state, move)
        return state

    def _buttons(self) -> list[Button]:
        at_start: Callable[[], bool] = lambda: self.ply > 0  # noqa: E731
        at_end: Callable[[], bool] = lambda: self.ply < len(self.moves)  # noqa: E731
        return [
            Button("start", lambda: tr("review.start"), lambda: self.go_to(0), at_start),
            Button("back", lambda: tr("review.back"), lambda: self.step(-1), at_start),
            Button("forward", lambda: tr("review.forward"), lambda: self.step(1), at_end),
            Button("end", lambda: tr("review.end"), lambda: self.go_to(len(self.moves)), at_end),
            Button(
                "previous",
                lambda: tr("review.previous"),
                self.previous_decision,
                lambda: any(p < self.ply for p in self.decision_plies),
            ),
            Button(
                "next",
                lambda: tr("review.next"),
                self.next_decision,
                lambda: any(p > self.ply for p in self.decision_plies),
            ),
            # The view the button leads to (the heading names the one shown).
            Button(
                "view", lambda: self.view_words(not self.show_all), self.toggle_view, lambda: True
            ),
            Button(
                "seat",
                lambda: tr("review.seat", name=self.table.plate_name(self.seat)[0]),
                self.next_person,
                lambda: len(self.people) > 1,
            ),
            Button("save", lambda: tr("review.file.save"), self.save, lambda: True),
            Button("close", lambda: tr("review.close"), self.leave, lambda: True),
        ]

    def save(self) -> None:
        """The game file and the text report into the Game files folder (files.py); the
        report with the win chances worked out so far of the seat reviewed."""
        decisions = self.analysis.decisions
        reviews = (
            {self.game_index: [reviewed_game(self.record.game, self.seat, decisions)]}
            if decisions
            else None
        )
        save_from_review(self.app, self.record, reviews)

    def speech(self) -> list[Said]:
        return spoken.speech(self)

    def view_words(self, every_card: bool) -> str:
        """The name of a view: every card, or what the reviewed seat saw."""
        if every_card:
            return tr("review.view.all")
        return self.whose(N_("review.view.seat"), N_("review.view.seat.you"))

    def whose(self, key: str, yours: str) -> str:
        """Words about the reviewed seat: `yours` for the one person at the table ("What
        you saw"), else `key` with the seat's name ("What Ada saw")."""
        if self.seat == self.table.you:
            return tr(yours)
        return tr(key, name=self.table.short_name(self.seat))

    def shown_buttons(self) -> list[Button]:
        """The buttons on the row (the seat's only among several people)."""
        return [b for b in self.buttons if b.name != "seat" or len(self.people) > 1]

    def button_rects(self, lay: ReviewRects) -> list[pygame.Rect]:
        texts = [b.text() for b in self.shown_buttons()]
        return buttons.rects(lay.buttons, lay.unit, texts, lay.button_rows)

    # -- scene hooks -----------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        table = self.table
        return table.director.busy or bool(table.bubbles.all()) or table.note is not None

    def update(self, dt: float) -> None:
        if self.drag_to is not None:
            self.go_to(self.drag_to)
            self.drag_to = None
        self.table.advance(dt)
        self.analysis.update()
        if self.what_if is not None:
            self.what_if.update()

    def stirred(self) -> bool:
        return self.analysis.stirred()

    def enter(self) -> None:
        # The window's title names the game reviewed (an 8½ game file opened while Huit
        # américain is the game chosen), and what it named before once the review closes.
        self._title_before = self.app.game_shown
        self.app.show_game(self.record.game)

    def exit(self) -> None:
        self.analysis.close()
        if self.what_if is not None:
            self.what_if.close()
        self.app.show_game(self._title_before)

    def resize(self, size: tuple[int, int]) -> None:
        self.framed.holding = False  # a new window surface: nothing of the old picture
        self.table.view.invalidate()

    KEYS: dict[int, str] = {
        pygame.K_LEFT: "back",
        pygame.K_RIGHT: "forward",
        pygame.K_HOME: "start",
        pygame.K_END: "end",
        pygame.K_UP: "previous",
        pygame.K_DOWN: "next",
        pygame.K_v: "view",
        pygame.K_TAB: "seat",
        pygame.K_f: "save",
        pygame.K_ESCAPE: "close",
    }

    def press(self, name: str) -> None:
        """What a button does, by its name (a key does the same)."""
        for b in self.buttons:
            if b.name == name and b.enabled():
                b.act()
                return

    def handle_event(self, event: pygame.event.Event) -> None:
        lay = self.rects(self.app.size)
        if self.what_if is not None and self.what_if.handle_event(event):
            return
        if self.analysis.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            self.press(self.KEYS[event.key])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if lay.timeline.collidepoint(event.pos):
                self.dragging = True
                self.go_to(timeline.ply_at(lay, len(self.moves), event.pos[0]))
                return
            for b, rect in zip(self.shown_buttons(), self.button_rects(lay), strict=True):
                if rect.collidepoint(event.pos):
                    self.press(b.name)
                    return
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION:
            if self.dragging:
                self.drag_to = timeline.ply_at(lay, len(self.moves), event.pos[0])
                self.app.request_redraw()
            self._hover(lay, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)

    def _hover(self, lay: ReviewRects, pos: tuple[int, int]) -> None:
        hover = None
        for b, rect in zip(self.shown_buttons(), self.button_rects(lay), strict=True):
            if rect.collidepoint(pos):
                hover = b.name
        if hover != self.hover:
            self.hover = hover
            self.app.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.rects(surface.get_size())
        table = surface.subsurface(lay.table)
        if drawn.listening():  # a test reads what is drawn: all of it, in the window's place
            surface.fill(BACKGROUND)
            for name in kept.PIECES:
                self._draw_piece(surface, lay, surface.get_rect(), name)
            self.kept.forget()
            self.table.draw(table)
        else:
            building = not getattr(self.table.view, "settled", True)
            looks = self.looks()
            if hasattr(self.table.view, "warming"):  # (8½'s faces drawn ahead, when calm)
                self.table.view.warming = not self.kept.stale(lay, looks)
            began = self.app.clock.now()
            self.table.draw(table)
            took = self.app.clock.now() - began
            if building or not getattr(self.table.view, "settled", True):
                # Its new picture is being built (the frame of its last step shows the old
                # one still): the next frame, until one shows it whole. Its frames are busy
                # ones: the pieces a jump changed (all three) come one a frame meanwhile.
                self.app.request_redraw()
                took = max(took, 2 * kept.LATE)
            if self.kept.draw(surface, lay, looks, self._draw_piece, took):
                self.app.request_redraw()  # the rest of the frame comes in the next ones
        self.analysis.painted = [*self._painted["graph"], *self._painted["panel"]]

    def looks(self) -> dict[str, object]:
        """What each piece of the frame around the table shows (kept.py): while it stays,
        the kept piece is."""
        analysis, what_if = self.analysis, self.what_if
        worker = analysis.worker
        common = (translator().language, self.app.settings, self.seat, id(worker))
        asked = None if what_if is None else (
            id(what_if), what_if.worker.progress, what_if.worker.done, what_if.answer is None
        )  # fmt: skip
        found = (len(worker.decisions), worker.done)
        return {
            "bars": (common, self.ply, len(self.moves), self.show_all, self.hover, found),
            "graph": (common, asked, found, analysis.graph_current()),
            "panel": (common, asked, found, self.ply, worker.progress, analysis.cursor,
                      analysis.hover),
        }  # fmt: skip

    def _draw_piece(
        self, surface: pygame.Surface, lay: ReviewRects, piece: pygame.Rect, name: str
    ) -> None:
        """The piece `name` of the frame around the table (kept.py), lying at `piece` in the
        window, drawn in `lay`'s places on `surface` (the piece kept, or the window)."""
        if surface.get_size() != lay.size:  # a kept piece (the window is filled whole)
            surface.fill(BACKGROUND)
        if name == "bars":
            timeline.draw(surface, lay, self)
            buttons.draw(
                surface, lay.buttons, lay.unit, self.shown_buttons(), self.hover, lay.button_rows
            )
            return
        if self.what_if is not None:
            self.what_if.draw(surface, lay)  # in the graph's and the panel's place
            return
        self.analysis.painted = []
        if name == "graph":
            self.draw_graph(surface, lay)
        else:
            self.draw_panel(surface, lay)
        for p in self.analysis.painted:  # what the mouse finds, in the window's places
            p.rect.move_ip(piece.topleft)
        self._painted[name] = self.analysis.painted

    def decision_colour(self, ply: int) -> tuple[int, int, int]:
        """The colour of the notch marking the seat's decision at `ply` on the timeline."""
        return self.analysis.decision_colour(ply)

    def draw_graph(self, surface: pygame.Surface, lay: ReviewRects) -> None:
        """The graph's place: the seat's win chance over the game."""
        self.analysis.draw_graph(surface, lay)

    def draw_panel(self, surface: pygame.Surface, lay: ReviewRects) -> None:
        """The panel: the summary, the decision shown, the moves of the game."""
        self.analysis.draw_panel(
            surface, lay, lambda s, area: moves_panel.draw(s, area, lay.unit, self)
        )


@functools.lru_cache(maxsize=8)
def _rects(size: tuple[int, int], texts: tuple[str, ...]) -> ReviewRects:
    """The review's places at `size`, its buttons in two rows where `texts` side by side
    would read small (asked several times a frame: measuring the words took 0.4 ms)."""
    lay = review_rects(size)
    rows = buttons.rows_needed(lay.buttons, lay.unit, texts)
    return lay if rows == 1 else review_rects(size, rows)


text_size.forget_on_change(_rects.cache_clear)
