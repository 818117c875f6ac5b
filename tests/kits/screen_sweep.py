"""Every screen build/every_screen.py renders, drawn once at each size of a language, with
both what went where (nothing clipped: test_clipping.py) and each line's ink (contrast:
test_contrast.py) recorded in the same frames. The faults found are kept for this process:
the two tests of a language share one sweep (each took 15 s to draw every screen).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import lang_kit
import pygame
from attrs import frozen
from contrast_kit import every_screen, faint, needed
from drawn_screens import SIZES, clear, show

from game.store.settings import Settings, TextSize
from game.ui.eight_half.table_scene import TableScene
from game.ui.shell import drawn, i18n
from game.ui.shell.app import App
from game.ui.shell.drawn import Drawn, Ink, Kind
from game.ui.table.base import LEVEL_NAMES


@frozen
class Found:
    clipped: list[str]  # what a player would see cut, squeezed or covered, in words
    faint: dict[tuple[str, str], str]  # (screen, text): the line too faint, in words


_found: dict[tuple[str, bool, TextSize], Found] = {}


def sweep(
    make_app: Callable[..., App],
    tmp: Path,
    language: str,
    four_colour: bool = False,
    text_size: TextSize = "normal",
) -> Found:
    """The faults of every screen in `language` (with the four-colour deck: Huit's screens
    only) at `text_size`, swept once a process."""
    key = (language, four_colour, text_size)
    if key not in _found:
        _found[key] = _sweep(make_app, tmp, language, four_colour, text_size)
    return _found[key]


def _sweep(
    make_app: Callable[..., App], tmp: Path, language: str, four_colour: bool, text_size: TextSize
) -> Found:
    clips: list[str] = []
    faints: dict[tuple[str, str], str] = {}
    with lang_kit.back_to_english():
        settings = Settings(
            window_size=SIZES[0], language=language, four_colour=four_colour, text_size=text_size
        )
        app = make_app(settings)
        only = (lambda name: "huit" in name) if four_colour else None
        for name, size, seen, inks in every_frame(app, tmp, SIZES, only):
            where = f"{name}, {size[0]}×{size[1]}"
            if not any(d.kind is Kind.TEXT for d in seen):
                clips.append(f"nothing drawn: {where}")
            clips += [f"{where}: {fault}" for fault in clipped(seen, size)]
            if len(set(levels_shown(app, seen))) > 1:
                clips.append(f"{where}: one bot's plate has its level, another's not")
            for ink, measure in faint(inks):
                faints.setdefault(
                    (name, ink.text),
                    f"{where}: {ink.text!r} {ink.color} at {ink.size}px "
                    f"stands {measure:.2f}:1 (needs {needed(ink)})",
                )
    return Found(clips, faints)


def every_frame(
    app: App,
    tmp: Path,
    sizes: Sequence[tuple[int, int]],
    only: Callable[[str], bool] | None = None,
) -> Iterator[tuple[str, tuple[int, int], list[Drawn], list[Ink]]]:
    """Every screen build/every_screen.py renders (those `only` keeps), drawn at each of
    `sizes`: (its name, the size, what went where, each line's ink)."""
    for name, build in every_screen(app, tmp).items():
        if only is not None and not only(name):
            continue
        build()
        for size in sizes:
            # Recorded while the frames at this size are drawn: a layer kept between
            # frames (a table's base) is drawn on the first of them only.
            with drawn.recording() as seen, drawn.inks() as inks:
                show(app, size)
            yield name, size, seen, inks
        clear(app)


def clipped(seen: Sequence[Drawn], size: tuple[int, int]) -> list[str]:
    """What a player would see cut, squeezed or covered in one frame, in words."""
    window = pygame.Rect((0, 0), size)
    faults = []
    for d in seen:
        on_screen = d.canvas == size  # else a layer blitted whole (a bubble)
        if d.kind is Kind.TEXT and d.room is not None and d.rect.w > d.room:
            faults.append(f"{d.text!r} is {d.rect.w}px wide in a {d.room}px box")
        if on_screen and not window.contains(d.rect):
            what = repr(d.text) if d.kind is Kind.TEXT else f"a {d.kind.value}"
            faults.append(f"{what} at {d.rect} is cut by the window's edge")
    texts = sorted((d for d in seen if d.kind is Kind.TEXT), key=lambda d: (d.asked, d.bold))
    for _, group in itertools.groupby(texts, key=lambda d: (d.asked, d.bold)):
        lines = list(group)
        if any(not d.shrunk for d in lines):
            faults += [
                f"{d.text!r} shrunk to {d.size}px while its neighbours keep {d.asked}px"
                for d in lines
                if d.shrunk
            ]
    for k, ring in enumerate(seen):
        if ring.kind is Kind.RING:
            faults += [
                f"a ring at {ring.rect} covers a badge at {b.rect}"
                for b in seen[:k]
                if b.kind is Kind.BADGE
                and b.canvas == ring.canvas
                and b.rect.colliderect(ring.rect)
                and not ring.rect.contains(b.rect)
            ]
    return faults


def levels_shown(app: App, seen: Sequence[Drawn]) -> list[str]:
    """At the 8½ table: on each bot's plate, whether its level is written there."""
    table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
    if table is None:
        return []
    plates = table.view.layout().seats
    return [
        "shown"
        if any(
            d.kind is Kind.TEXT
            and d.text == i18n.tr(LEVEL_NAMES[table.level(p)])
            and plates[p].plate.contains(d.rect)
            for d in seen
        )
        else "missing"
        for p in table.bots
    ]
