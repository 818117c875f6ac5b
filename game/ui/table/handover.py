"""The privacy screen between two people at one screen (hot-seat, issue 25).

When a person must decide and the table shows someone else's cards (or none), this screen
covers the whole table ("Chloé's turn — pass the screen to Chloé, then press Space or
click") so that no hand, no blind card and no card drawn can be seen while the screen
changes hands. Only once that person confirms does the table turn to them and show their
hand. Esc opens the table's menu (quit to the title: the match stays saved, and Continue
opens on this screen again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.felt import paint
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene
from game.ui.shell.text import draw_text

if TYPE_CHECKING:
    from game.ui.shell.app import App

# A key pressed this soon after the screen appears is the last person's, not the next one's
# (a double press, a key held): it does not hand their cards over to the wrong eyes.
ARMING = 0.6  # seconds
CONFIRM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
QUIET = (200, 214, 200)  # the Esc line: read when wanted, not first


class Table(Protocol):
    """What the hand-over needs of the table under it."""

    def short_name(self, seat: int) -> str: ...

    def take_screen(self, seat: int) -> None: ...

    def open_pause(self) -> None: ...


class HandOverScene(Scene):
    """Hides the table until person `seat` has the screen and confirms."""

    name = "handover"
    opaque = True  # nothing of the table shows through

    def __init__(self, app: App, table: Table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.age = 0.0

    @property
    def who(self) -> str:
        return self.table.short_name(self.seat)

    @property
    def armed(self) -> bool:
        return self.age >= ARMING

    @property
    def animating(self) -> bool:
        return not self.armed  # until a key may confirm; then it waits for one

    def enter(self) -> None:
        self.app.audio.turn_of_person()  # the chime, then "Your turn!" while the name shows

    def update(self, dt: float) -> None:
        self.age += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
        elif not self.armed:
            return
        elif (event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        ):
            self.confirm()

    def confirm(self) -> None:
        """The person has the screen: the table shows their hand."""
        if self.app.top is self:
            self.app.pop()
        self.table.take_screen(self.seat)

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = max(11, round(min(height / 36, width / 50)))
        panel = pygame.Rect(0, 0, min(width - 2 * u, u * 40), round(u * 13))
        panel.center = (width // 2, height // 2)
        inner = panel.inflate(-3 * u, 0)
        return {
            "panel": panel,
            "title": pygame.Rect(inner.x, panel.y + round(u * 1.4), inner.w, round(u * 4.4)),
            "pass": pygame.Rect(inner.x, panel.y + round(u * 6.6), inner.w, round(u * 3.2)),
            "menu": pygame.Rect(inner.x, panel.bottom - round(u * 2.4), inner.w, round(u * 1.4)),
        }

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        paint(surface, surface.get_rect())  # no whole felt kept over the 8½ table's base
        lay = self.layout(size)
        u = max(11, round(min(size[1] / 36, size[0] / 50)))
        w.draw_rounded(surface, lay["panel"], (8, 30, 18, 215), u)
        title = lay["title"]
        draw_text(
            surface,
            tr("handover.title", name=self.who),
            round(u * 3.4),
            w.GOLD,
            bold=True,
            max_width=title.w,
            center=title.center,
        )
        lines = w.wrap(tr("handover.pass", name=self.who), round(u * 1.5), lay["pass"].w)
        step = round(u * 1.9)
        top = lay["pass"].centery - (step * len(lines)) // 2
        for i, line in enumerate(lines):
            draw_text(
                surface,
                line,
                round(u * 1.5),
                w.CREAM,
                max_width=lay["pass"].w,
                midtop=(lay["pass"].centerx, top + i * step),
            )
        draw_text(
            surface,
            tr("handover.menu"),
            round(u * 1.1),
            QUIET,
            max_width=lay["menu"].w,
            center=lay["menu"].center,
        )
