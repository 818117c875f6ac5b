"""The pause menu over either table (Esc): Resume, or Quit to the title. The match stays
saved, so the title offers Continue. While the table waits for a phone that is away
(issue 26), the host may give its seat to a bot from here too (as with B at the table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr
from game.ui.shell.overlay import MenuOverlay, _unit

if TYPE_CHECKING:
    from game.ui.shell.app import App


# The pause menu is read from the sofa by whoever holds the keyboard, and the room looks on:
# larger than the other overlays.
SCALE = 1.25


class Table(Protocol):
    """What the menu needs of the table under it."""

    def quit_to_title(self) -> None: ...
    def away_phone(self) -> int | None: ...
    def phone_to_bot(self, seat: int | None = None) -> bool: ...
    def short_name(self, seat: int) -> str: ...


class PauseScene(MenuOverlay):
    """Esc at a table: Resume, or Quit to the title (the match stays saved: Continue)."""

    name = "pause"
    step_keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_TAB: 1}  # buttons one above another

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        self.table = table

    def buttons(self) -> list[tuple[str, str]]:
        out = [("resume", tr("button.resume"))]
        away = self.table.away_phone()
        if away is not None:
            out.append(("to_bot", tr("phone.button.to_bot", name=self.table.short_name(away))))
        return [*out, ("quit", tr("button.quit_title"))]

    def press(self, name: str) -> None:
        if name == "resume":
            self.app.pop()
        elif name == "to_bot":
            self.table.phone_to_bot()
            self.app.pop()
        else:
            self.table.quit_to_title()

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key == pygame.K_b and self.table.away_phone() is not None:
            self.press("to_bot")
        else:
            self.choose_key(event)

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = round(_unit(size) * SCALE)
        step = round(u * 3.1)
        count = len(self.buttons())
        panel = pygame.Rect(0, 0, min(width - 2 * u, u * 20), round(u * 4.6) + count * step)
        panel.center = (width // 2, height // 2)
        out = {
            "panel": panel,
            "title": pygame.Rect(
                panel.x + u, panel.y + round(u * 0.6), panel.w - 2 * u, round(u * 2.8)
            ),
        }
        for i, (name, _) in enumerate(self.buttons()):
            r = pygame.Rect(0, 0, panel.w - 4 * u, round(u * 2.3))
            r.midtop = (panel.centerx, panel.y + round(u * 3.8) + i * step)
            out[name] = r
        return out

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.open_panel(surface)[1]
        u = round(_unit(surface.get_size()) * SCALE)
        w.label(
            surface,
            tr("pause.title"),
            round(u * 1.8),
            w.GOLD,
            bold=True,
            max_width=lay["title"].w,
            center=lay["title"].center,
        )
        self.draw_choices(surface, lay, u)
