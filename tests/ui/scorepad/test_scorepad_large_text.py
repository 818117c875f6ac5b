"""The score pads at the Largest text size: the sheet's rows and labels keep their size, the
side panel's words keep theirs and everything in it stays inside the window, in 800×600 too.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from game.ui.scorepad.layout import pad_layout
from game.ui.shell import text_size


@pytest.fixture
def largest() -> Iterator[None]:
    text_size.set_text_size("largest")
    yield
    text_size.set_text_size("normal")


@pytest.mark.usefixtures("largest")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_labels_column_keeps_its_width(players: int) -> None:
    # "Partie 12" at its size: the players' columns give way (the label column used to
    # give way too, shrinking "Partie 1" under its neighbours' size)
    lay = pad_layout((800, 600), players, 6)
    assert all(r.w == round(lay.unit * 5.4) for r in lay.labels)
    assert all(c.right <= lay.sheet.right for c in lay.cells[0])


@pytest.mark.usefixtures("largest")
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 5])
def test_the_side_panel_holds_its_parts(size: tuple[int, int], players: int) -> None:
    # After a game of five: its table, the legend, three lines of news and two buttons were
    # taller than the window at Largest and ran over one another and off its foot; the
    # legend goes, then the game's table (the sheet has its points), so the rest fits
    lay = pad_layout(size, players, 6, buttons=2, result=True, message=True, notes=True)
    window = lay.side.clip((0, 0, *size))
    parts = lay.side_parts()
    for name, r in parts.items():
        assert window.contains(r) or r.h == 0, name
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    assert lay.subtitle.h >= round(lay.unit * 2.4)  # "0 manche jouée · en 500 points"
    assert all(b.w >= min(lay.side.w - lay.unit, 16 * lay.unit) for b in lay.buttons)


def test_normal_keeps_its_pad() -> None:
    lay = pad_layout((1280, 720), 5, 6, buttons=2, result=True, notes=True)
    assert lay.legend is not None and len(lay.table) == 6
    assert lay.subtitle.h == round(lay.unit * 1.4)
