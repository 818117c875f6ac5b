"""A page of the title menu (Sound, Watch): the title's rows, keys and mouse under a smaller
heading of its own and a line of hint; Esc or its Back row returns to the title."""

from __future__ import annotations

import pygame

from game.ui.menus.style import CREAM, GOLD, Layout
from game.ui.menus.title import TitleScene
from game.ui.shell.i18n import tr
from game.ui.shell.text import draw_text
from game.ui.speech.said import sentences


class MenuPage(TitleScene):
    heading = ""  # the catalog keys of the page's heading and its hint
    hint = ""
    attracts = False  # only the title itself starts the demo by itself

    def _refresh(self) -> None:
        # Not the title's: the save notices stay for the title to show.
        self.items = self._build_items()
        self.selected = min(self.selected, len(self.items) - 1)
        self._bar = float(self.selected)

    def _back(self, _step: int = 1) -> None:
        self.app.pop()

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self._back()
        else:
            super()._key(key)

    def _draw_heading(self, surface: pygame.Surface, lay: Layout) -> None:
        w = lay.size[0]
        size = lay.title_size * 3 // 5  # a page's heading, smaller than the game's name
        draw_text(
            surface,
            tr(self.heading),
            size,
            GOLD,
            bold=True,
            max_width=w - 40,
            midtop=(w // 2, lay.title_top + (lay.title_size - size) // 2),
        )
        if lay.subtitle_size:
            draw_text(
                surface,
                self.hint_text(),
                lay.subtitle_size,
                CREAM,
                max_width=w - 40,
                midtop=(w // 2, lay.subtitle_top),
            )

    def spoken_heading(self) -> str:
        return sentences([tr(self.heading), self.hint_text(), *self.notice_lines()])

    def hint_text(self) -> str:
        """The line under the heading."""
        return tr(self.hint)
