"""The base of every scene drawn over another: the pause menu, the rules help, the score
pad, questions. Shared by both games' tables and the title.

Each is a non-opaque Scene (the scene below shows underneath, frozen: only the top scene
gets time) with a `layout(size)` of named rects, so tests can check it fits every window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.shell import text_size
from game.ui.shell import widgets as w
from game.ui.shell.scene import Scene
from game.ui.speech.said import Said

if TYPE_CHECKING:
    from game.ui.shell.app import App

# The table under an overlay is darkened to a fifth of its light: nothing on it (the pile,
# the bid, cards) competes with the overlay's text. Done by multiplying the pixels in place,
# so even a 4K window costs no new full-window surface per frame.
DIM = (52, 52, 52)
PANEL = (8, 32, 18, 255)  # overlays' panels are opaque
EDGE = (150, 190, 160)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STEP_KEYS = {
    pygame.K_UP: -1,
    pygame.K_LEFT: -1,
    pygame.K_DOWN: 1,
    pygame.K_RIGHT: 1,
    pygame.K_TAB: 1,
}


def _unit(size: tuple[int, int]) -> int:
    return text_size.unit(size)


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
        """Every rect by name, each button under its own name (`buttons`): so no other rect
        may take a name a button has, or one replaces the other (a heading once vanished
        under a "title" button)."""
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

    def speech(self) -> list[Said]:
        """Its heading (and what it shows), then the chosen button."""
        return [Said("heading", self.spoken_heading()), Said("focus", self.spoken_focus())]

    def spoken_heading(self) -> str:
        """What the overlay shows, in words, as the voice says it when it opens."""
        return ""

    def spoken_focus(self) -> str:
        """The button chosen now."""
        return dict(self.buttons()).get(self.hover or "", "")

    def draw_buttons(
        self,
        surface: pygame.Surface,
        rects: dict[str, pygame.Rect],
        unit: int,
        selected: str | None = None,
    ) -> None:
        for i, (name, text) in enumerate(self.buttons()):
            w.button(
                surface,
                rects[name],
                text,
                round(unit * 1.05),
                primary=(name == selected) if selected is not None else i == 0,
                hover=self.hover == name,
            )

    def open_panel(self, surface: pygame.Surface) -> tuple[int, dict[str, pygame.Rect]]:
        """Darken the scene below and lay this overlay's opaque panel on it; its unit and
        layout for the rest of the drawing."""
        u = _unit(surface.get_size())
        lay = self.layout(surface.get_size())
        _shade(surface)
        w.draw_rounded(surface, lay["panel"], PANEL, u, EDGE, 2)
        return u, lay


class MenuOverlay(Overlay):
    """An overlay whose buttons keys choose as well: one is selected (the pointer over a
    button selects it too), the arrows and Tab move along, Enter or Space press it."""

    step_keys = STEP_KEYS  # key -> step; a menu may take only the arrows along its buttons

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.selected = 0

    def spoken_focus(self) -> str:
        return dict(self.buttons()).get(self.selected_name(), "")

    def selected_name(self) -> str:
        names = [n for n, _ in self.buttons()]
        return names[min(self.selected, len(names) - 1)]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            name = self.button_at(event.pos)
            if name is not None:
                self.selected = [n for n, _ in self.buttons()].index(name)
        super().handle_event(event)

    def choose_key(self, event: pygame.event.Event) -> bool:
        """Move the selection or press the selected button; False for any other key."""
        if event.key in self.step_keys:
            self.selected = (self.selected + self.step_keys[event.key]) % len(self.buttons())
        elif event.key in CONFIRM_KEYS:
            self.press(self.selected_name())
        else:
            return False
        return True

    def draw_choices(
        self, surface: pygame.Surface, rects: dict[str, pygame.Rect], unit: int
    ) -> None:
        self.draw_buttons(surface, rects, unit, selected=self.selected_name())
