"""The review at the Large and Largest text sizes, from 800×600 to 3840×2160 in English,
French and Dutch: the graph's legend reads whole at the size of the figures beside the plot
(at Large, on one line, its "Mistake" was shrunk to 8 px), the graph's head and the panel's
progress words whole in the window, and at Large the replayed table's words at least 2.5%
of a 16:9 window's height."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import drawn_screens
import lang_kit
import pygame
import pytest
import review_kit
from drawn_screens import show

from game.store.settings import Settings, TextSize
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.drawn import Kind
from game.ui.shell.i18n import tr

RECORD = review_kit.eight_half_match(players=4, seed=3, humans=(0, 2))
SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
Screen = Callable[[App, Path], None]
LEGEND = ("review.graph.played", "review.graph.best", "review.mark.mistake", "review.mark.blunder")


@pytest.mark.parametrize("text_size", ["large", "largest"])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_graphs_legend_reads_whole_at_the_size_of_its_figures(
    make_app: Callable[..., App], language: str, text_size: TextSize
) -> None:
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=SIZES[0], language=language, text_size=text_size))
        scene = review_kit.review(app, RECORD)
        legend = [tr(key) for key in LEGEND]
        for size in SIZES:
            with drawn.recording() as seen:
                show(app, size)
            area = scene.rects(size).graph
            texts = {d.text: d for d in seen if d.kind is Kind.TEXT and area.contains(d.rect)}
            figure = texts[tr("review.graph.percent", value=100)]
            shown = [texts[words] for words in legend if words in texts]
            # The blunder's words may give way on a narrow graph ("??" over its points
            # says it): never the lines' or the mistake's.
            assert len(shown) >= 3, (size, [d.text for d in shown])
            for d in shown:
                assert d.size == figure.size and not d.shrunk, (size, d)
                assert d.room is None or d.rect.w <= d.room, (size, d)


@pytest.mark.parametrize("text_size", ["large", "largest"])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_graphs_head_and_the_panels_progress_read_whole_in_the_window(
    make_app: Callable[..., App], language: str, text_size: TextSize
) -> None:
    """Where the accuracy and the counts do not fit on one line they take two, and the
    progress words a line above their bar (in Dutch at Largest, "?? 0" was 8 px tall and
    cut by the window's edge, "Analyseren:…" squeezed beside "Stoppen (C)")."""
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=SIZES[0], language=language, text_size=text_size))
        scene = review_kit.review(app, RECORD)
        for size in SIZES:
            with drawn.recording() as seen:
                show(app, size)
            lay = scene.rects(size)
            window = pygame.Rect((0, 0), size)
            texts = [
                d
                for d in seen
                if d.kind is Kind.TEXT
                and d.canvas == size
                and (lay.graph.colliderect(d.rect) or lay.panel.colliderect(d.rect))
            ]
            counts = [d for d in texts if d.text.endswith(" 0") or "%" in d.text]
            assert any("100" in d.text for d in counts), (size, [d.text for d in texts])
            for d in texts:
                assert window.contains(d.rect), (size, d)
                assert not d.shrunk, (size, d)
                assert d.room is None or d.rect.w <= d.room, (size, d)


@pytest.mark.parametrize("screen", [drawn_screens.review_eight_half, drawn_screens.review_huit])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_at_large_the_replayed_table_reads_at_least_as_the_window_at_normal(
    make_app: Callable[..., App], tmp_path: Path, language: str, screen: Screen
) -> None:
    """At Large every word of the review, the table's in its frame too, is at least 2.5%
    of a 16:9 window's height: the timeline's and the buttons' air gives way to the table
    (under two rows of buttons its numbers read at 17 px at 1280×720), and Huit's house rules
    in French ("Le valet change de sens") take a line more rather than shrink."""
    with lang_kit.back_to_english():
        app = make_app(Settings(window_size=SIZES[1], language=language, text_size="large"))
        screen(app, tmp_path)
        for size in ((1280, 720), (1920, 1080)):
            with drawn.recording() as seen:
                show(app, size)
            texts = [d for d in seen if d.kind is Kind.TEXT and d.text.strip()]
            least = min(texts, key=lambda d: d.size)
            assert least.size >= 0.025 * size[1], (size, least)
