"""The summary over the panel: the accuracy (the share of the best move's chance the moves
made kept, on average), the mistakes and blunders, the turning point (a button: it goes to
that move, as T does), and while the review works, its progress bar with Stop (C); a
review stopped shows how far it got, with Resume (C).
"""

from __future__ import annotations

import pygame

from game.ai.review.summary import Summary
from game.ui.review.graph import BLUNDER, MISTAKE, Painted
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr

PANEL = (4, 20, 12, 255)
TRACK = (40, 70, 50)
FILL = (120, 170, 130)
ROW = 1.45  # units: a row of the summary
GAP = 0.6  # units: between the counts on a row


def counts(summary: Summary) -> list[tuple[str, str, w.Color]]:
    return [
        ("accuracy", tr("review.summary.accuracy", value=round(100 * summary.accuracy)), w.GOLD),
        ("mistakes", tr("review.summary.mistakes", count=summary.mistakes), MISTAKE),
        ("blunders", tr("review.summary.blunders", count=summary.blunders), BLUNDER),
    ]


def rows(summary: Summary, unit: int, width: int) -> int:
    """The summary's rows in a panel `width` wide: the counts on one row if they fit it,
    else the accuracy on a row of its own; then the progress, or the turning point."""
    size = round(unit * w.LEAST)
    need = sum(w.text_width(text, size, name == "accuracy") for name, text, _ in counts(summary))
    fits = need + 2 * round(unit * GAP) <= width - unit - 4
    return 2 if fits else 3


def height(summary: Summary, unit: int, width: int) -> int:
    return round(unit * (ROW * rows(summary, unit, width) + 1))


def draw(
    surface: pygame.Surface,
    area: pygame.Rect,
    unit: int,
    summary: Summary,
    progress: tuple[int, int],
    working: bool,
    turning_move: int | None,
    hover: str | None = None,
) -> list[Painted]:
    """The summary in `area`; `turning_move`: the turning point's move number (from 1).
    Its buttons are "box" entries of what is returned ("turning", "stop", "resume")."""
    painted: list[Painted] = []
    w.draw_rounded(surface, area, PANEL, unit // 2)
    pad = unit // 2 + 2
    size = round(unit * w.LEAST)
    count = rows(summary, unit, area.w)
    row_h = (area.h - 2 * pad) // count
    first = pygame.Rect(area.x + pad, area.y + pad, area.w - 2 * pad, row_h)
    second = first.move(0, row_h * (count - 1))
    done, total = progress
    x, y = first.x, first.centery
    for name, text, colour in counts(summary):
        r = w.label(
            surface, text, size, colour, bold=name == "accuracy", shadow=False,
            max_width=max(8, first.right - x), midleft=(x, y),
        )  # fmt: skip
        painted.append(Painted("text", name, r, text))
        x = r.right + round(unit * GAP)
        if count == 3 and name == "accuracy":  # the counts on the next row
            x, y = first.x, first.centery + row_h
    button_h = min(row_h - 2, round(unit * 1.5))
    if done < total:
        key, name = (
            ("review.progress.stop", "stop") if working else ("review.progress.resume", "resume")
        )
        label = tr(key)
        bw = w.text_width(label, size, True) + button_h
        button = pygame.Rect(second.right - bw, second.centery - button_h // 2, bw, button_h)
        w.button(surface, button, label, size, primary=False, hover=hover == name)
        painted.append(Painted("box", name, button, label))
        text = tr(
            "review.progress.working" if working else "review.progress.stopped",
            done=done,
            total=total,
        )
        r = w.label(
            surface, text, size, w.SOFT, shadow=False,
            max_width=max(8, button.x - second.x - unit), topleft=(second.x, second.y),
        )  # fmt: skip
        painted.append(Painted("text", "progress", r, text))
        bar = pygame.Rect(
            second.x,
            min(second.bottom - 4, r.bottom + 2),
            max(8, button.x - second.x - unit),
            max(4, unit // 4),
        )
        pygame.draw.rect(surface, TRACK, bar, border_radius=bar.h // 2)
        lit = bar.copy()
        lit.w = round(bar.w * done / max(1, total))
        if lit.w:
            pygame.draw.rect(surface, FILL, lit, border_radius=bar.h // 2)
        painted.append(Painted("bar", "progress", bar, f"{done}/{total}"))
    elif turning_move is not None:
        label = tr("review.summary.turning_point", move=turning_move)
        bw = min(second.w, w.text_width(label, size, True) + button_h)
        button = pygame.Rect(second.x, second.centery - button_h // 2, bw, button_h)
        w.button(surface, button, label, size, primary=False, hover=hover == "turning")
        painted.append(Painted("box", "turning", button, label))
    else:
        text = tr("review.summary.no_loss")
        r = w.label(
            surface, text, size, w.SOFT, shadow=False, max_width=second.w, midleft=second.midleft
        )
        painted.append(Painted("text", "no_loss", r, text))
    return painted
