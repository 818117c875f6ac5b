"""Nothing drawn is clipped. Both tables at typical and crowded moments (five
players, a hand of twenty, the attack flags, the blind cards, the swap, Huit's suit chooser,
a skipped player's tag, the round's result, the house rules' jokers and direction), the
title with matches to continue, both score pads and the statistics, at 800×600, 1280×720,
1920×1080 and 3840×2160, in English, French and Dutch.

What is drawn where comes from the drawing helpers themselves (game/ui/shell/drawn.py): every
line of text fits the width it was given, and is not drawn smaller than it asked for while
its neighbours (the lines asking for the same font) keep theirs; every card, badge and ring
lies inside the window; no ring covers a badge; every bot's name plate shows its level, or
none does.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from pathlib import Path

import lang_kit
import pygame
import pytest
from drawn_screens import SCREENS, SIZES, clear, show

from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.shell import drawn, i18n
from game.ui.shell.app import App
from game.ui.shell.drawn import Drawn, Kind
from game.ui.table.base import LEVEL_NAMES


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


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_nothing_drawn_is_clipped(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    faults: list[str] = []
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=SIZES[0], language=language))
        for index, (name, build) in enumerate(SCREENS.items()):
            folder = tmp_path / f"screen{index}"
            folder.mkdir()
            build(app, folder)
            for size in SIZES:
                with drawn.recording() as seen:
                    show(app, size)
                where = f"{name}, {size[0]}×{size[1]}"
                assert any(d.kind is Kind.TEXT for d in seen), f"nothing drawn: {where}"
                faults += [f"{where}: {fault}" for fault in clipped(seen, size)]
                if len(set(levels_shown(app, seen))) > 1:
                    faults.append(f"{where}: one bot's plate has its level, another's not")
            clear(app)
    assert faults == [], "\n".join(faults)
