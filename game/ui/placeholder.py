"""Stand-in for the card table until it exists: says so and goes back on Esc."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.store.settings import Settings
from game.ui.felt import felt
from game.ui.felt import panel as rounded_panel
from game.ui.i18n import tr
from game.ui.labels import level_label
from game.ui.scene import Scene
from game.ui.text import draw_text

if TYPE_CHECKING:
    from game.ui.app import App

CREAM = (248, 243, 228)
SOFT = (208, 226, 210)
PANEL = (6, 30, 16, 150)


class PlaceholderScene(Scene):
    """Shows the game that would start; Esc, Backspace or a click returns to the menu."""

    def __init__(self, app: App, settings: Settings) -> None:
        super().__init__(app)
        self.settings = settings

    def handle_event(self, event: pygame.event.Event) -> None:
        back_keys = (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if (event.type == pygame.KEYDOWN and event.key in back_keys) or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1
        ):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        unit = max(14, h // 30)
        panel = pygame.Rect(0, 0, min(w - 40, unit * 34), unit * 10)
        panel.center = (w // 2, h // 2)
        surface.blit(rounded_panel(panel.size, PANEL, unit), panel)

        inner = panel.w - 2 * unit
        s = self.settings
        level = level_label(s.bot_levels[: s.players - 1])
        lines = [
            (tr("placeholder.title"), int(unit * 1.6), CREAM, True),
            (tr("placeholder.summary", players=s.players, level=level), unit, SOFT, False),
            (tr("placeholder.match", games=s.match_length), unit, SOFT, False),
        ]
        y = panel.top + unit
        for text, size, colour, bold in lines:
            y = draw_text(
                surface, text, size, colour, bold=bold, max_width=inner,
                midtop=(panel.centerx, y),
            ).bottom + unit // 2
        draw_text(
            surface, tr("placeholder.back"), unit, CREAM, bold=True, max_width=inner,
            midbottom=(panel.centerx, panel.bottom - unit),
        )


def placeholder_factory(app: App, settings: Settings) -> Scene:
    """The default ``start_game`` hook until the table scene exists."""
    return PlaceholderScene(app, settings)
