""" "Could I have won?" over the review's panel: the question, a progress bar while the game
is played on, then the answer in words and the forced-win line.

The review scene asks it (`ask`, from a move of the decision view) and hands it its frames:
`update` polls the worker and asks for a redraw when something came in, `draw` covers the
graph and the panel, `handle_event` takes Esc and clicks, which close it (and stop the
worker). It works in a process of its own (what_if_worker): the frames never wait for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.review.analysis import Decision
from game.ai.review.job import game_seed
from game.ai.review.what_if import Answer, Question
from game.ui.review import what_if_words as words
from game.ui.review.layout import ReviewRects
from game.ui.review.what_if_worker import WhatIfWorker
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene

BACK = (6, 26, 16, 255)
EDGE = (200, 170, 90, 255)
BAR = (40, 70, 50, 255)
FILL = (220, 190, 100, 255)
SMALLEST = 0.6  # of the panel's text size: below it, lines are cut rather than shrunk


def question_of(scene: ReviewScene, decision: Decision[Any], move_index: int) -> Question:
    """The question for the scene's game: `decision`'s move `move_index` instead of the
    move made, played on by the match's levels (a person's seat: Hard)."""
    if not 0 <= move_index < len(decision.moves):
        raise ValueError(f"no move {move_index + 1} at this decision")
    return Question(
        game=scene.record.game,
        start=scene.start,
        moves=tuple(scene.moves),
        ply=decision.ply,
        tried=decision.moves[move_index],
        levels=tuple(scene.levels),
        seed=game_seed(scene.record.seed, scene.game_index),
    )


class WhatIfView:
    def __init__(
        self,
        scene: ReviewScene,
        question: Question,
        worker: Callable[[Question], WhatIfWorker] = WhatIfWorker,
    ) -> None:
        self.scene = scene
        self.question = question
        self.played = question.moves[question.ply]
        self.worker = worker(question)
        self.worker.start()
        self._seen: tuple[object, ...] = ()

    @property
    def answer(self) -> Answer | None:
        return self.worker.answer

    def close(self) -> None:
        self.worker.cancel()
        if self.scene.what_if is self:
            self.scene.what_if = None
        self.scene.app.request_redraw()

    def update(self) -> None:
        """A redraw when the worker sent something new."""
        seen = (self.worker.progress, self.worker.done)
        if seen != self._seen:
            self._seen = seen
            self.scene.app.request_redraw()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc or a click closes; whether the event was taken."""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)
        ):
            self.close()
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """What the view says now: (text, colour, bold), before the progress bar's place."""
        q = self.question
        out = [
            (tr("review.whatif.title"), w.GOLD, True),
            (words.asked(q.tried, self.played), w.CREAM, False),
        ]
        answer = self.answer
        if answer is not None:
            out.append((words.tried_line(answer), w.GOLD, True))
            if answer.tried.move != answer.played.move:
                out.append((words.made_line(answer), w.CREAM, False))
            out.append((words.forced_line(answer), w.CREAM, False))
        elif self.worker.done:
            out.append((tr("review.whatif.failed"), w.SOFT, False))
        else:
            out.append((tr("review.whatif.how", runs=q.runs), w.SOFT, False))
            done, total = self.worker.progress
            out.append((words.progress_line(done, total or 2 * q.runs), w.CREAM, False))
        return out

    @staticmethod
    def area(lay: ReviewRects) -> pygame.Rect:
        """The graph and the panel: the column beside the table, or the band under it."""
        return lay.graph.union(lay.panel)

    def draw(self, surface: pygame.Surface, lay: ReviewRects) -> None:
        area = self.area(lay)
        unit = lay.unit
        w.draw_rounded(surface, area, BACK, unit // 2)
        pygame.draw.rect(surface, EDGE, area, max(1, unit // 8), unit // 2)
        pad = unit // 2 + 2
        inner = area.inflate(-2 * pad, -2 * pad)
        working = self.answer is None and not self.worker.done
        bar_h = max(4, unit // 2) if working else 0
        close = tr("review.whatif.close")
        lines = self.lines()
        size = round(unit * w.LEAST)
        while True:
            # (text, colour, bold, size, gap above): a line's wrapped parts close together,
            # the lines apart.
            wrapped = [
                (part, colour, bold, round(size * (1.15 if i == 0 else 1)), k == 0 and i > 0)
                for i, (text, colour, bold) in enumerate(lines)
                for k, part in enumerate(
                    w.wrap(text, round(size * (1.15 if i == 0 else 1)), inner.w, bold)
                )
            ]
            gap = size // 3
            need = sum(round(s * 1.3) + gap * apart for *_, s, apart in wrapped)
            if need + bar_h + round(size * 1.6) <= inner.h or size <= unit * w.LEAST * SMALLEST:
                break
            size -= 1
        y = inner.y
        bottom = inner.bottom - round(size * 1.3)
        for text, colour, bold, s, apart in wrapped:
            y += gap * apart
            if y + s > bottom:
                break
            w.label(surface, text, s, colour, bold=bold, shadow=False, topleft=(inner.x, y))
            y += round(s * 1.3)
        if working:
            done, total = self.worker.progress
            bar = pygame.Rect(inner.x, min(y + size // 3, bottom - bar_h), inner.w, bar_h)
            w.draw_rounded(surface, bar, BAR, bar_h // 2)
            if total:
                filled = bar.copy()
                filled.w = max(bar_h, round(bar.w * done / total))
                w.draw_rounded(surface, filled, FILL, bar_h // 2)
        w.label(
            surface,
            close,
            size,
            w.SOFT,
            shadow=False,
            max_width=inner.w,
            topleft=(inner.x, inner.bottom - size),
        )


def ask(scene: ReviewScene, decision: Decision[Any], move_index: int) -> WhatIfView:
    """ReviewScene.ask_what_if's body: the question asked and shown over the panel (one at a
    time: a question still working is stopped)."""
    if scene.what_if is not None:
        scene.what_if.close()
    view = WhatIfView(scene, question_of(scene, decision, move_index), WhatIfWorker)
    scene.what_if = view
    scene.app.request_redraw()
    return view
