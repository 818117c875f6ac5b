"""The base of every scene drawn over another: the pause menu, the rules help, the score
pad, questions. Shared by both games' tables and the title.

Each is a non-opaque Scene (the scene below shows underneath, frozen: only the top scene
gets time) with a `layout(size)` of named rects, so tests can check it fits every window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import widgets as w
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App

# The table under an overlay is darkened to a fifth of its light: nothing on it (the pile,
# the bid, cards) competes with the overlay's text. Done by multiplying the pixels in place,
# so even a 4K window costs no new full-window surface per frame.
DIM = (52, 52, 52)
PANEL = (8, 32, 18, 255)  # overlays' panels are opaque
EDGE = (150, 190, 160)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _unit(size: tuple[int, int]) -> int:
    return max(11, round(min(size[1] / 36, size[0] / 50)))


def _shade(surface: pygame.Surface, strength: float = 1.0) -> None:
    """Darken everything drawn so far (`strength` 0..1: from not at all to fully, DIM)."""
    level = round(255 - (255 - DIM[0]) * max(0.0, min(1.0, strength)))
    if level < 255:
        surface.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)


class Overlay(Scene):
    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hover: str | None = None

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        raise NotImplementedError

    def buttons(self) -> list[tuple[str, str]]:
        """(name, text) of the buttons, top to bottom or left to right."""
        return []

    def press(self, name: str) -> None:
        """A button was chosen."""

    def button_at(self, pos: tuple[int, int]) -> str | None:
        rects = self.layout(self.app.size)
        for name, _ in self.buttons():
            if rects[name].collidepoint(pos):
                return name
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.button_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            name = self.button_at(event.pos)
            if name is not None:
                self.press(name)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        """A key press (the mouse is handled above)."""

    def draw_buttons(self, surface: pygame.Surface, rects: dict[str, pygame.Rect],
                     unit: int, selected: str | None = None) -> None:
        for i, (name, text) in enumerate(self.buttons()):
            w.button(surface, rects[name], text, round(unit * 1.05),
                     primary=(name == selected) if selected is not None else i == 0,
                     hover=self.hover == name)
