"""The summary: the accuracy (the share of the best move's chance the moves made kept, on
average) and the mistakes and blunders, at the head of the graph; on the panel's first row
the turning point (a button: it goes to that move, as T does), or while the review works
its progress bar with Stop (C), and once stopped how far it got, with Resume (C).
"""

from __future__ import annotations

import pygame

from game.ai.review.summary import Mark, Summary
from game.ui.review.decision_view import clipped
from game.ui.review.graph import BLUNDER, MARK_SIGNS, MISTAKE, Painted
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

PANEL = (4, 20, 12, 255)
TRACK = (40, 70, 50)
FILL = (120, 170, 130)
ROW = 2.2  # units: the panel's row, its padding included
GAP = 0.6  # units: between the counts
LINE = 1.2  # units: the progress words' line, where they go above their bar
BUTTONS = ("review.progress.stop", "review.progress.resume")
WORDS = ("review.progress.working", "review.progress.stopped")


COUNTS = ("accuracy", "mistakes", "blunders")


def counts(
    summary: Summary, short: bool = False, names: tuple[str, ...] = COUNTS
) -> list[tuple[str, str, w.Color]]:
    """The accuracy and the counts in words (those `names` asks); `short`: the counts by
    the graph's signs ("? 2", "?? 1"), which its legend explains, where the words do not
    fit."""
    mistakes = f"{MARK_SIGNS[Mark.MISTAKE]} {summary.mistakes}"
    blunders = f"{MARK_SIGNS[Mark.BLUNDER]} {summary.blunders}"
    if not short:
        mistakes = tr("review.summary.mistakes", count=summary.mistakes)
        blunders = tr("review.summary.blunders", count=summary.blunders)
    every = [
        ("accuracy", tr("review.summary.accuracy", value=round(100 * summary.accuracy)), w.GOLD),
        ("mistakes", mistakes, MISTAKE),
        ("blunders", blunders, BLUNDER),
    ]
    return [count for count in every if count[0] in names]


def counts_width(
    summary: Summary, size: int, unit: int, short: bool = False, names: tuple[str, ...] = COUNTS
) -> int:
    texts = counts(summary, short, names)
    gaps = (len(texts) - 1) * round(unit * GAP)
    return gaps + sum(w.text_width(text, size, name == "accuracy") for name, text, _ in texts)


def draw_counts(
    surface: pygame.Surface,
    area: pygame.Rect,
    unit: int,
    summary: Summary,
    size: int,
    short: bool = False,
    names: tuple[str, ...] = COUNTS,
) -> list[Painted]:
    """The accuracy, the mistakes and the blunders (those `names` asks) on one line,
    right-aligned in `area`."""
    painted = []
    x = max(area.x, area.right - counts_width(summary, size, unit, short, names))
    for name, text, colour in counts(summary, short, names):
        r = w.label(
            surface, text, size, colour, bold=name == "accuracy", shadow=False,
            max_width=max(8, area.right - x), midleft=(x, area.centery),
        )  # fmt: skip
        painted.append(Painted("text", name, r, text))
        x = r.right + round(unit * GAP)
    return painted


def height(unit: int, lines: int = 1) -> int:
    """The row's height: two lines where the progress words go above their bar."""
    return round(unit * (ROW + LINE * (lines - 1)))


def progress_lines(width: int, unit: int, total: int, working: bool) -> int:
    """1, or 2 where the progress words (their widest, at the end) would not fit whole
    beside their button in a row `width` wide: they go on a line of their own, the bar
    and the button under them."""
    pad = unit // 3 + 2
    size = round(unit * w.LEAST)
    button_h = min(height(unit) - 2 * pad, round(unit * 1.5))  # as `draw`'s, on one line
    stop, words = BUTTONS[not working], WORDS[not working]
    room = width - 2 * pad - w.text_width(tr(stop), size, True) - button_h - unit // 2
    return 1 if w.text_width(tr(words, done=total, total=total), size) <= room else 2


def draw(
    surface: pygame.Surface,
    area: pygame.Rect,
    unit: int,
    progress: tuple[int, int],
    working: bool,
    turning_move: int | None,
    hover: str | None = None,
) -> list[Painted]:
    """The panel's first row in `area`; `turning_move`: the turning point's move number
    (from 1). Its buttons are "box" entries of what is returned ("turning", "stop",
    "resume")."""
    painted: list[Painted] = []
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 3 + 2
    size = round(unit * w.LEAST)
    row = area.inflate(-2 * pad, -2 * pad)
    done, total = progress
    button_h = min(row.h, round(unit * 1.5))
    if done < total:
        key, name = (
            ("review.progress.stop", "stop") if working else ("review.progress.resume", "resume")
        )
        label = tr(key)
        bw = w.text_width(label, size, True) + button_h
        two = area.h >= height(unit, 2)  # the words above the bar and the button
        y = row.bottom - button_h if two else row.centery - button_h // 2
        button = pygame.Rect(row.right - bw, y, bw, button_h)
        w.button(surface, button, label, size, primary=False, hover=hover == name)
        painted.append(Painted("box", name, button, label))
        text = tr(
            "review.progress.working" if working else "review.progress.stopped",
            done=done,
            total=total,
        )
        room = max(8, button.x - row.x - unit // 2)
        words = row.w if two else room
        r = w.label(
            surface, clipped(text, size, words), size, w.SOFT, shadow=False, max_width=words,
            topleft=(row.x, row.y),
        )  # fmt: skip
        painted.append(Painted("text", "progress", r, text))
        top = button.centery - max(3, unit // 5) // 2 if two else min(row.bottom - 3, r.bottom + 1)
        bar = pygame.Rect(row.x, top, room, max(3, unit // 5))
        pygame.draw.rect(surface, TRACK, bar, border_radius=bar.h // 2)
        lit = bar.copy()
        lit.w = round(bar.w * done / max(1, total))
        if lit.w:
            pygame.draw.rect(surface, FILL, lit, border_radius=bar.h // 2)
        painted.append(Painted("bar", "progress", bar, f"{done}/{total}"))
    elif turning_move is not None:
        label = tr("review.summary.turning_point", move=turning_move)
        bw = min(row.w, w.text_width(label, size, True) + button_h)
        button = pygame.Rect(row.x, row.centery - button_h // 2, bw, button_h)
        w.button(surface, button, label, size, primary=False, hover=hover == "turning")
        painted.append(Painted("box", "turning", button, label))
    else:
        text = tr("review.summary.no_loss")
        r = w.label(surface, text, size, w.SOFT, shadow=False, max_width=row.w, midleft=row.midleft)
        painted.append(Painted("text", "no_loss", r, text))
    return painted
