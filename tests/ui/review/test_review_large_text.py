"""The review at the Large and Largest text sizes: the graph's legend reads whole, at the
size of the figures beside the plot, from 800×600 to 3840×2160 in English, French and
Dutch (at Large, on one line, its "Mistake" was shrunk to 8 px and "Best move" squeezed)."""

from __future__ import annotations

from collections.abc import Callable

import lang_kit
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
