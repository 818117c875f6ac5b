"""The review in words, for Speak the screen: the view, the move on the table and what it
did, the seat's decision there with its chances and mark, and "Could I have won?" while it
is open. Each is a part of its own, so stepping on says the new move, not the heading."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.review.decision_view import percent
from game.ui.review.graph import MARK_WORDS
from game.ui.shell.i18n import tr
from game.ui.speech.said import Said, sentences

if TYPE_CHECKING:
    from game.ui.review.scene import ReviewScene


def speech(scene: ReviewScene) -> list[Said]:
    return [
        Said("heading", sentences([tr("review.heading"), scene.view_words(scene.show_all)])),
        Said("move", move_words(scene)),
        Said("decision", decision_words(scene)),
        Said("whatif", what_if_words(scene)),
    ]


def move_words(scene: ReviewScene) -> str:
    """ "Move 12 of 141. Ada plays a 7." (the move log's words of the move just shown)."""
    ply = scene.ply
    told = [tr("review.move", move=ply, moves=len(scene.moves))]
    if ply > 0:
        told += [line.text for line in scene.table.words[ply - 1]]
    return sentences(told)


def decision_words(scene: ReviewScene) -> str:
    """The decision at the move shown, as its panel tells it; "" where the seat had none
    (or its chances are still being worked out)."""
    analysis = scene.analysis
    d = analysis.current()
    if d is None:
        return ""
    words = [", ".join(told) for told in analysis.words(d)]  # (a pause between its lines)
    told = [tr("review.graph.decision", number=d.number + 1, total=analysis.worker.total)]
    if d.played == d.best:
        told += [
            tr("review.graph.played_best", move=words[d.played]),
            tr("review.speech.chance", chance=percent(d.played_chance)),
        ]
    else:
        told += [
            tr("review.graph.played_move", move=words[d.played]),
            tr("review.graph.best_move", move=words[d.best]),
            tr(  # said in words: the panel's "64% → 41%" would be "the right arrow"
                "review.speech.chances",
                best=percent(d.best_chance),
                played=percent(d.played_chance),
            ),
        ]
        if d.mark is not None:
            told.append(tr(MARK_WORDS[d.mark]))
    return sentences(told)


def what_if_words(scene: ReviewScene) -> str:
    """The question and, once worked out, its answer (not the progress: it would be said
    again at every step of it)."""
    view = scene.what_if
    if view is None:
        return ""
    lines = [text for text, _colour, _bold in view.lines()]
    if view.answer is None and not view.worker.done:
        lines = lines[:2]  # the question; the rest is the progress
    return sentences(lines)
