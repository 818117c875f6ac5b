"""The pause menu over either table (Esc): Resume, or Quit to the title. The match stays
saved, so the title offers Continue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.ui import widgets as w
from game.ui.i18n import tr
from game.ui.overlay import CONFIRM_KEYS, EDGE, PANEL, Overlay, _shade, _unit

if TYPE_CHECKING:
    from game.ui.app import App


class Table(Protocol):
    """What the menu needs of the table under it."""

    def quit_to_title(self) -> None: ...


class PauseScene(Overlay):
    """Esc at a table: Resume, or Quit to the title (the match stays saved: Continue)."""

    name = "pause"

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        self.table = table
        self.selected = 0

    def buttons(self) -> list[tuple[str, str]]:
        return [("resume", tr("button.resume")), ("quit", tr("button.quit_title"))]

    def press(self, name: str) -> None:
        if name == "resume":
            self.app.pop()
        else:
            self.table.quit_to_title()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            name = self.button_at(event.pos)
            if name is not None:
                self.selected = [n for n, _ in self.buttons()].index(name)
        super().handle_event(event)

    def key(self, event: pygame.event.Event) -> None:
        names = [n for n, _ in self.buttons()]
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.selected = (self.selected + (-1 if event.key == pygame.K_UP else 1)) % len(names)
        elif event.key in CONFIRM_KEYS:
            self.press(names[self.selected])

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = _unit(size)
        step = round(u * 3.1)
        panel = pygame.Rect(0, 0, min(width - 2 * u, u * 20), round(u * 4.6) + 2 * step)
        panel.center = (width // 2, height // 2)
        out = {"panel": panel, "title": pygame.Rect(panel.x + u, panel.y + round(u * 0.6),
                                                     panel.w - 2 * u, round(u * 2.8))}
        for i, (name, _) in enumerate(self.buttons()):
            r = pygame.Rect(0, 0, panel.w - 4 * u, round(u * 2.3))
            r.midtop = (panel.centerx, panel.y + round(u * 3.8) + i * step)
            out[name] = r
        return out

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = _unit(size)
        lay = self.layout(size)
        _shade(surface)
        surface.blit(w.rounded(lay["panel"].size, PANEL, u, EDGE, 2), lay["panel"])
        w.label(surface, tr("pause.title"), round(u * 1.8), w.GOLD, bold=True,
                max_width=lay["title"].w, center=lay["title"].center)
        self.draw_buttons(surface, lay, u, selected=self.buttons()[self.selected][0])
