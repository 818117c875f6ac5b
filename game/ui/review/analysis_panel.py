"""The review's analysis in its scene: the worker that works out the reviewed seat's win
chances, kept between openings (results.py), and the graph, the summary and the decision
at the move on the table, drawn in the scene's `graph` and `panel` rects.

Keys: N goes to the next mistake or blunder (Shift+N the one before), T to the turning
point, C stops the review or resumes it, Page Up and Page Down move the cursor through the
decision's moves and Enter asks what would have come of the one under it. The mouse does
the same: a click on the graph goes to the decision under it, on a move of the decision
asks about it, on the turning point goes there, on Stop or Resume does that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ai.review.analysis import Decision
from game.ai.review.job import engine_name, game_seed
from game.ai.review.summary import Summary, summarize
from game.ui.review import decision_view, graph, results, summary_view
from game.ui.review.graph import Painted
from game.ui.review.layout import ReviewRects
from game.ui.review.worker import ReviewWorker
from game.ui.shell import widgets as w
from game.ui.shell.i18n import N_, tr

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene


MOVES_LEAST = 3.6  # units: the move list's least height under a decision (its last lines)
DECISION_LEAST = 5.4  # units: the decision's title and chances, the best and the played move
DECISION_MOST = 13  # units: the decision's most, where the panel is tall
PLAYOUTS: int | None = None  # games played out a decision: None, each game's own budget


class AnalysisPanel:
    """Owned by the review scene: `update` each frame, `draw` into its rects, `handle_event`
    (True when the event was this panel's), `close` when the scene goes."""

    def __init__(self, scene: ReviewScene) -> None:
        self.scene = scene
        self.playouts = PLAYOUTS
        self.worker = self._worker()
        self.cursor: int | None = None  # the index of the decision's move under the cursor
        self.painted: list[Painted] = []
        self.hover: str | None = None
        self._words: dict[int, tuple[decision_view.Told, ...]] = {}
        self._shown = -1  # decisions drawn last time: more since stirs the scene
        # A game closed with the review open keeps what was found, and leaves no process.
        scene.app.at_shutdown.append(self.close)

    # -- the worker ----------------------------------------------------------------------

    def _worker(self) -> ReviewWorker:
        """A worker for the seat shown, from what is kept of its review: started."""
        scene = self.scene
        record = scene.record
        engine = engine_name(record.game, self.playouts)
        worker = ReviewWorker(
            record.game, scene.start, scene.moves, scene.seat, scene.levels,
            game_seed(record.seed, scene.game_index), playouts=self.playouts,
            known=results.kept(record, scene.game_index, scene.seat, engine),
        )  # fmt: skip
        self.seat = scene.seat
        worker.start()
        return worker

    def _keep(self) -> None:
        scene, worker = self.scene, self.worker
        results.keep(
            scene.record, scene.game_index, worker.job.seat, worker.engine,
            [d.chances for d in worker.decisions], worker.complete,
            history=scene.app.saves.history, history_id=scene.history_id,
        )  # fmt: skip

    def stop(self) -> None:
        """Stop working (C); what is done stays, and is kept."""
        self.worker.cancel()
        self._keep()

    def resume(self) -> None:
        """Go on from where the review stopped (C again)."""
        if self.worker.done and not self.worker.complete:
            self._keep()
            self.worker = self._worker()

    def close(self) -> None:
        """The scene goes (or the game): stop, and keep what was found."""
        self.stop()
        if self.close in self.scene.app.at_shutdown:
            self.scene.app.at_shutdown.remove(self.close)

    @property
    def working(self) -> bool:
        return not self.worker.done

    def stirred(self) -> bool:
        """New decisions came since they were last drawn (the scene is redrawn for them)."""
        return len(self.worker.decisions) != self._shown

    def update(self) -> None:
        if self.scene.seat != self.seat:  # another person's seat: their own review
            self.stop()
            self.worker = self._worker()
            self.cursor = None
            self._words.clear()
        elif self.worker.complete and self._shown != self.worker.total:
            self._keep()  # the whole review is in: kept once, as it comes

    # -- what it shows -------------------------------------------------------------------

    @property
    def decisions(self) -> tuple[Decision[Any], ...]:
        return self.worker.decisions

    @property
    def summary(self) -> Summary:
        return summarize(self.decisions)

    def current(self) -> Decision[Any] | None:
        """The decision on the table now, once worked out."""
        plies = self.scene.decision_plies
        if self.scene.ply not in plies:
            return None
        number = plies.index(self.scene.ply)
        decisions = self.decisions
        return decisions[number] if number < len(decisions) else None

    def words(self, decision: Decision[Any]) -> tuple[decision_view.Told, ...]:
        if decision.number not in self._words:
            self._words[decision.number] = decision_view.move_words(self.scene, decision)
        return self._words[decision.number]

    def decision_colour(self, ply: int) -> tuple[int, int, int]:
        """The timeline's notch of the decision at `ply`: the mark's colour (orange for a
        mistake, red for a blunder), gold otherwise."""
        plies = self.scene.decision_plies
        number = plies.index(ply) if ply in plies else len(self.decisions)
        mark = self.decisions[number].mark if number < len(self.decisions) else None
        return graph.MARK_COLOURS[mark] if mark is not None else w.GOLD

    def graph_current(self) -> int | None:
        """The decision the graph's line stands on: the last one at or before the move shown."""
        plies = self.scene.decision_plies
        earlier = [i for i, p in enumerate(plies) if p <= self.scene.ply]
        return earlier[-1] if earlier else None

    def _turning_move(self) -> int | None:
        number = self.summary.turning_point
        return None if number is None else self.scene.decision_plies[number] + 1

    # -- commands ------------------------------------------------------------------------

    def go_to_decision(self, number: int) -> None:
        self.scene.go_to(self.scene.decision_plies[number])
        self.cursor = None

    def next_mark(self, step: int) -> None:
        """The next mistake or blunder after the move shown (step 1) or before it (-1)."""
        marked = [d.ply for d in self.decisions if d.mark is not None]
        ply = self.scene.ply
        found = [p for p in marked if p > ply] if step > 0 else [p for p in marked if p < ply][::-1]
        if found:
            self.scene.go_to(found[0])
            self.cursor = None

    def go_to_turning_point(self) -> None:
        number = self.summary.turning_point
        if number is not None and not self.working:
            self.go_to_decision(number)

    def move_cursor(self, step: int) -> None:
        decision = self.current()
        if decision is None:
            return
        order = decision_view.by_chance(decision)
        here = order.index(self.cursor) if self.cursor in order else order.index(decision.played)
        self.cursor = order[max(0, min(len(order) - 1, here + step))]
        self.scene.app.request_redraw()

    def ask(self, index: int) -> None:
        """What would have come of move `index` of the decision shown (where the scene can
        tell: "could I have won?")."""
        decision = self.current()
        ask = getattr(self.scene, "ask_what_if", None)
        if decision is not None and ask is not None and 0 <= index < len(decision.moves):
            self.cursor = index
            ask(decision, index)

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, getattr(event, "mod", 0))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEMOTION:
            hover = next(
                (
                    p.name
                    for p in self.painted
                    if p.kind == "box" and p.rect.collidepoint(event.pos)
                ),
                None,
            )
            if hover != self.hover:
                self.hover = hover
                self.scene.app.request_redraw()
        return False

    def _key(self, key: int, mod: int) -> bool:
        if key == pygame.K_n:
            self.next_mark(-1 if mod & pygame.KMOD_SHIFT else 1)
        elif key == pygame.K_t:
            self.go_to_turning_point()
        elif key == pygame.K_c:
            if self.working:
                self.stop()
            else:
                self.resume()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.move_cursor(-1 if key == pygame.K_PAGEUP else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            decision = self.current()
            if decision is None:
                return False
            self.ask(self.cursor if self.cursor is not None else decision.best)
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        # A point first: one at 0% or 100% lies on the plot's edge, half outside it.
        for p in sorted(self.painted, key=lambda p: p.kind != "point"):
            if not p.rect.collidepoint(pos):
                continue
            if p.kind == "point":
                self.go_to_decision(int(p.name))
                return True
            if p.kind == "box":
                {"stop": self.stop, "resume": self.resume, "turning": self.go_to_turning_point}[
                    p.name
                ]()
                return True
            if p.kind == "move":
                self.ask(int(p.name))
                return True
            if p.kind == "plot":
                number = graph.number_at(p.rect, self.worker.total, pos[0])
                if number is not None:
                    self.go_to_decision(number)
                return True
        return False

    # -- drawing -------------------------------------------------------------------------

    def draw_graph(self, surface: pygame.Surface, lay: ReviewRects) -> None:
        """The graph in its place (drawn first: what the mouse finds starts here)."""
        decisions = self.decisions
        self._shown = len(decisions)
        u = lay.unit
        title = self.scene.whose(N_("review.graph.title"), N_("review.graph.title.you"))
        # The summary's counts at the graph's head, beside its title where both fit, else
        # in its place (the legend says what the lines are); where even the signs' counts
        # do not fit beside the accuracy, they go on a second line under it.
        head = graph.head_rect(lay.graph, u)
        summary, size = self.summary, round(u * w.LEAST)
        short = summary_view.counts_width(summary, size, u) > head.w
        need = summary_view.counts_width(summary, size, u, short)
        lines = 1 if need <= head.w else 2
        both = lines == 1 and w.text_width(title, graph.title_size(u), True) + u + need <= head.w
        self.painted = graph.draw(
            surface, lay.graph, u, title if both else None, decisions, self.worker.total,
            self.graph_current(), self.keys(), lines,
        )  # fmt: skip
        if lines == 1:
            self.painted += summary_view.draw_counts(surface, head, u, summary, size, short)
            return
        marks = ("mistakes", "blunders")
        short = summary_view.counts_width(summary, size, u, False, marks) > head.w
        self.painted += summary_view.draw_counts(
            surface, head, u, summary, size, names=("accuracy",)
        )
        self.painted += summary_view.draw_counts(
            surface, graph.head_rect(lay.graph, u, 1), u, summary, size, short, marks
        )

    def keys(self) -> str:
        """The review's keys: the replay's, then the analysis's."""
        replay = tr("review.keys.people" if len(self.scene.people) > 1 else "review.keys")
        return f"{replay}   ·   {tr('review.graph.keys')}"

    def draw_panel(self, surface: pygame.Surface, lay: ReviewRects, draw_moves: Any) -> None:
        """The summary and the decision in the panel; `draw_moves(surface, rect)` draws the
        move list in what the panel has left."""
        u = lay.unit
        panel = lay.panel
        done, total = self.worker.progress
        lines = summary_view.progress_lines(panel.w, u, total, self.working) if done < total else 1
        top = pygame.Rect(panel.x, panel.y, panel.w, min(panel.h, summary_view.height(u, lines)))
        self.painted += summary_view.draw(
            surface, top, u, self.worker.progress, self.working, self._turning_move(), self.hover
        )
        gap = max(2, u // 3)
        rest = pygame.Rect(panel.x, top.bottom + gap, panel.w, panel.bottom - top.bottom - gap)
        decision = self.current()
        if decision is None:
            draw_moves(surface, rest)
            return
        # The decision above the move list: the list keeps a few lines where the panel is
        # short, and the decision has at most what it needs where it is tall.
        moves_h = max(round(u * MOVES_LEAST), rest.h - round(u * DECISION_MOST))
        moves_h = min(moves_h, rest.h - round(u * DECISION_LEAST))
        above = pygame.Rect(rest.x, rest.y, rest.w, rest.h - moves_h)
        cursor = self.cursor if self.cursor is not None else decision.played
        self.painted += decision_view.draw(
            surface, above, u, decision, self.worker.total, self.words(decision), cursor
        )
        draw_moves(surface, pygame.Rect(rest.x, above.bottom + gap, rest.w, moves_h - gap))
