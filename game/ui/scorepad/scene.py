"""The score pad as a scene: pushed over the table after every game (the new row written in,
the card counts beside it, the way on) or to look at the score (S at the table, or from the
title for a saved match).

It knows nothing of the table: it is given a PadModel and what each button does. Usage:

    pad = ScorePadScene(app, pad_model(match, names, human), on_close=resume)
    app.push(pad)

Buttons appear for the callbacks given, in this order: on_next ("Deal the next game", or round),
on_new_match, on_title, on_review, on_close; with none given there is a Close button.
Pressing one first takes the pad off the stack, then calls its callback; but Review (or R)
opens the review of the game just finished over the pad, which is there again after it.
Esc closes the pad when it has Close, else calls on_menu (the table's pause menu) if
given; L calls on_log (the table's move log) and `area` tells where the pad may lie, so it
stands beside an open log.
`result=True` shows the last game's card counts and points beside the sheet;
`write_last=True` writes its row in, animated at the animation speed setting; a click on
the paper, Enter or Space finishes it at once (the next Enter presses the button chosen).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.rules.eight_half.match import GameResult
from game.ui.scorepad import huit_view
from game.ui.scorepad.layout import PadLayout, pad_layout
from game.ui.scorepad.model import HUIT, PadModel
from game.ui.scorepad.result_table import Headlines, headline
from game.ui.scorepad.view import draw_sheet, draw_side
from game.ui.scorepad.writing import WriteIn
from game.ui.shell.i18n import N_, tr
from game.ui.shell.motion import motion_scale
from game.ui.shell.overlay import CONFIRM_KEYS, MenuOverlay, _shade
from game.ui.speech.said import sentences

if TYPE_CHECKING:
    from game.ui.shell.app import App

Callback = Callable[[], None]
BUTTONS = (
    ("next", N_("button.next_game")),
    ("new_match", N_("button.new_match")),
    ("title", N_("button.to_title")),
    ("review", N_("button.review")),
    ("close", N_("button.close")),
)
# Huit américain deals rounds, and its match is a "partie" in French (H6).
HUIT_BUTTONS = {"next": N_("pad.next_round"), "new_match": N_("pad.new_match")}
HEADLINES = Headlines(
    N_("over.you_win_match_headline"),
    N_("over.match_winner_headline"),
    N_("over.you_win"),
    N_("over.wins"),
)


class ScorePadScene(MenuOverlay):
    name = "scorepad"

    def __init__(
        self,
        app: App,
        model: PadModel,
        *,
        result: bool = False,
        write_last: bool = False,
        on_next: Callback | None = None,
        on_new_match: Callback | None = None,
        on_title: Callback | None = None,
        on_review: Callback | None = None,
        on_close: Callback | None = None,
        on_menu: Callback | None = None,
        on_log: Callback | None = None,
        area: Callable[[tuple[int, int]], pygame.Rect] | None = None,
    ) -> None:
        super().__init__(app)
        self.model = model
        self.result = result and model.last is not None
        self.fresh = model.fresh_row if write_last else None
        self.writing = WriteIn(model.players, active=self.fresh is not None)
        given = {
            "next": on_next, "new_match": on_new_match, "title": on_title, "review": on_review,
            "close": on_close,
        }  # fmt: skip
        self.actions: dict[str, Callback | None] = {k: f for k, f in given.items() if f}
        if not self.actions:
            self.actions = {"close": None}  # never a pad without a way out
        self.on_menu = on_menu
        self.on_log = on_log  # L: the table's move log, beside the pad
        self.area = area  # where in the window the pad may lie (the log may take the rest)
        self._laid: tuple[tuple[tuple[int, int], pygame.Rect | None], PadLayout] | None = None
        if motion_scale(app.settings) <= 0:
            self.writing.finish()

    # -- what it shows ---------------------------------------------------------------------

    def buttons(self) -> list[tuple[str, str]]:
        keys = HUIT_BUTTONS if self.model.game == HUIT else {}
        return [(name, tr(keys.get(name, key))) for name, key in BUTTONS if name in self.actions]

    def pad(self, size: tuple[int, int]) -> PadLayout:
        area = self.area(size) if self.area is not None else None
        key = (size, area)
        if self._laid is None or self._laid[0] != key:
            lay = pad_layout(
                size,
                self.model.players,
                len(self.model.sheet()),
                buttons=len(self.actions),
                result=self.result,
                message=bool(self.match_line()),
                area=area,
                notes=self.model.game != HUIT,
            )
            self._laid = (key, lay)
        return self._laid[1]

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Every rect by name; the buttons under their own names, "panel" around it all."""
        lay = self.pad(size)
        out = {"panel": lay.sheet.union(lay.side)}
        out.update({k: v for k, v in lay.rects().items() if not k.startswith("button")})
        for (name, _), rect in zip(self.buttons(), lay.buttons, strict=True):
            out[name] = rect
        return out

    def headline(self) -> str:
        """The news in big letters: the match's winner at its end (R10.5), else the game's."""
        model = self.model
        if model.game == HUIT:
            return huit_view.headline(model, self.result)
        return headline(model, self.result, model.over, HEADLINES)

    def match_line(self) -> str:
        """After a game: who may swap in the next one (R10.4); at the end: who won (R10.5)."""
        model = self.model
        names = model.names
        last = model.last
        if model.game == HUIT:
            return huit_view.match_line(model, self.result)
        if not model.over:
            if not isinstance(last, GameResult) or not self.result:
                return ""
            pair = {"name": names[last.winner], "other": names[last.loser]}
            if last.winner == model.human:
                return tr("over.next_swap_you", **pair)
            if last.loser == model.human:
                return tr("over.next_swap_yours", **pair)
            return tr("over.next_swap", **pair)
        leaders = model.leaders
        if len(leaders) == 1:
            points = model.totals[leaders[0]]
            if leaders[0] == model.human:
                return tr("over.you_win_match", points=points)
            return tr("over.match_winner", name=names[leaders[0]], points=points)
        return tr("over.match_shared", names=", ".join(names[p] for p in leaders))

    def spoken_heading(self) -> str:
        """The news, then the pad row by row ("Game 2: You 2, Ada 1") and the totals."""
        model = self.model
        news, line = self.headline(), self.match_line()
        # "You win the match!" is said once: the line after it says it again, with the points.
        bare = news.rstrip("!\u00a0\u202f ")
        lines = [line] if bare and line.startswith(bare) else [news, line]
        for row in model.sheet():
            if row.points is None:
                continue
            if model.game != HUIT:
                label = tr("score.game_row", n=row.first)
            elif row.carried:
                label = tr("pad.rounds_carried", first=row.first, last=row.last)
            else:
                label = tr("pad.round_row", n=row.first)
            lines.append(tr("speech.row", label=label, value=self._scores(row.points)))
        if model.rows:
            lines.append(
                tr("speech.row", label=tr("score.total"), value=self._scores(model.totals))
            )
        return sentences(lines)

    def _scores(self, points: Sequence[int]) -> str:
        return ", ".join(f"{name} {p}" for name, p in zip(self.model.names, points, strict=True))

    # -- time and input ----------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return not self.writing.done  # the pen is still writing the new row in

    def update(self, dt: float) -> None:
        self.writing.update(dt, motion_scale(self.app.settings))

    def press(self, name: str) -> None:
        if name not in self.actions:
            return
        if self.app.top is self and name != "review":  # the pad waits under the review
            self.app.pop()
        action = self.actions[name]
        if action is not None:
            action()

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.button_at(event.pos) is None
            and self.pad(self.app.size).sheet.collidepoint(event.pos)
        ):
            self.writing.finish()  # a click on the paper: no need to watch the pen
        super().handle_event(event)

    def key(self, event: pygame.event.Event) -> None:
        if event.key in CONFIRM_KEYS and not self.writing.done:
            self.writing.finish()  # as a click on the paper: the row at once, no button yet
            return
        if self.choose_key(event):
            return
        if event.key == pygame.K_ESCAPE:
            if "close" in self.actions:
                self.press("close")
            elif self.on_menu is not None:
                self.on_menu()
        elif event.key == pygame.K_s and "close" in self.actions:
            self.press("close")
        elif event.key == pygame.K_l and self.on_log is not None:
            self.on_log()
        elif event.key == pygame.K_r and "review" in self.actions:
            self.writing.finish()
            self.press("review")

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.pad(surface.get_size())
        _shade(surface)  # the table (and its move log, if open) recede under the pad
        draw_sheet(surface, lay, self.model, self.writing, self.fresh)
        draw_side(surface, lay, self.model, self.result, self.headline(), self.match_line())
        self.draw_choices(surface, self.layout(surface.get_size()), lay.unit)
