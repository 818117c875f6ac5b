"""The review's move list keeps the move shown in sight, and never starts with the second
part of a wrapped line (a line cut from its beginning reads as another move)."""

from __future__ import annotations

from collections.abc import Callable

import lang_kit
import pygame
import pytest
import review_kit
from hypothesis import given
from hypothesis import strategies as st
from test_review_kept_frame import reviewed

from game.store.settings import Settings
from game.ui.review.moves_panel import Row, _rows, first_shown
from game.ui.shell import drawn, i18n
from game.ui.shell.app import App
from game.ui.shell.drawn import Kind

RECORD = review_kit.eight_half_match(players=3, seed=7)
CREAM = (248, 243, 228)


def rows_of(moves: list[list[int]]) -> tuple[Row, ...]:
    """Rows of moves (from 1), each a list of lines, each line its count of wrapped parts."""
    return tuple(
        (ply, "…", CREAM, k > 0)
        for ply, lines in enumerate(moves, start=1)
        for parts in lines
        for k in range(parts)
    )


def check(rows: tuple[Row, ...], ply: int, fit: int) -> None:
    first = first_shown(rows, ply, fit)
    shown = range(first, min(len(rows), first + fit))
    assert 0 <= first < max(1, len(rows))
    assert not rows[first][3], "the list starts with a wrapped line's second part"
    current = [i for i, row in enumerate(rows) if row[0] == ply]
    if current:
        assert any(i in shown for i in current), "the move shown is out of sight"
        if len(current) <= fit:
            assert all(i in shown for i in current), "the move shown is cut"


@given(
    st.lists(st.lists(st.integers(1, 4), min_size=1, max_size=3), min_size=1, max_size=30),
    st.integers(0, 31),
    st.integers(1, 9),
)
def test_the_list_starts_at_a_lines_beginning_and_shows_the_move(
    moves: list[list[int]], ply: int, fit: int
) -> None:
    check(rows_of(moves), ply, fit)


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_a_real_games_words_in_a_narrow_panel(make_app: Callable[..., App], language: str) -> None:
    """The words of a game of 8½ wrapped as at 800×600 (and narrower), every move shown."""
    with lang_kit.back_to_english():
        app = make_app(Settings(language=language))
        scene = review_kit.review(app, RECORD, game_index=0)
        scene.analysis.stop()  # (only its words are read)
        words = scene.table.words
        for width in (180, 260, 360):
            rows = _rows(words, 16, width, i18n.translator().language)
            assert any(row[3] for row in rows)  # some lines are wrapped
            for ply in range(len(words)):
                for fit in (1, 2, 3, 5, 8):
                    check(rows, ply, fit)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720)])
def test_the_move_just_made_shows_in_the_list_while_a_decision_shows_above_it(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """At 800×600 the decision leaves the list a few lines: the moves go there without
    their title rather than the title without its moves."""
    scene = reviewed(make_app, monkeypatch, size)
    assert scene.analysis.current() is not None  # a decision shows in the panel
    lay = scene.rects(size)
    with drawn.recording() as seen:
        scene.draw(pygame.display.get_surface())
    made = scene.table.words[scene.ply][0].text
    in_panel = [d.text for d in seen if d.kind is Kind.TEXT and lay.panel.contains(d.rect)]
    assert any(made.startswith(text.strip()) for text in in_panel), (made, in_panel)
