"""A question over the current screen with two answers: "Start a new match?", "Reset all
statistics?".

Esc, N and a click outside the box answer no, Y answers yes; Enter takes the chosen answer
(No at first: a keystroke meant for something else must not throw anything away); ← → and
the mouse move the choice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.overlay import CONFIRM_KEYS, EDGE, PANEL, Overlay, _shade, _unit
from game.ui.speech.said import sentences

if TYPE_CHECKING:
    from game.ui.shell.app import App


class ConfirmScene(Overlay):
    """Yes runs `on_yes`; No, Esc, N or a click outside keep things as they are."""

    name = "confirm"

    def __init__(
        self,
        app: App,
        question: str,
        detail: str,
        yes: str,
        no: str,
        on_yes: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.labels = {"yes": yes, "no": no}
        self.on_yes = on_yes
        self.selected = "no"

    def buttons(self) -> list[tuple[str, str]]:
        return [("yes", self.labels["yes"]), ("no", self.labels["no"])]

    def spoken_heading(self) -> str:
        return sentences([self.question, self.detail])

    def spoken_focus(self) -> str:
        return self.labels[self.selected]

    def press(self, name: str) -> None:
        self.app.pop()
        if name == "yes":
            self.on_yes()

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_ESCAPE, pygame.K_n):
            self.press("no")
        elif event.key == pygame.K_y:
            self.press("yes")
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            self.selected = "yes" if self.selected == "no" else "no"
        elif event.key in CONFIRM_KEYS:
            self.press(self.selected)

    def handle_event(self, event: pygame.event.Event) -> None:
        outside = (
            not self.layout(self.app.size)["panel"].collidepoint(event.pos)
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1
            else False
        )
        if outside:
            self.press("no")
            return
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION and self.hover is not None:
            self.selected = self.hover

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = _unit(size)
        panel = pygame.Rect(0, 0, min(width - 2 * u, u * 32), min(height - 2 * u, u * 12))
        panel.center = (width // 2, height // 2)
        inner = panel.inflate(-2 * u, -2 * u)
        question = pygame.Rect(inner.x, inner.y, inner.w, round(u * 2.2))
        detail = pygame.Rect(inner.x, question.bottom, inner.w, round(u * 4.2))
        button_w = (inner.w - u) // 2
        button_h = round(u * 2.2)
        yes = pygame.Rect(inner.x, inner.bottom - button_h, button_w, button_h)
        no = pygame.Rect(yes.right + u, yes.y, button_w, button_h)
        return {"panel": panel, "question": question, "detail": detail, "yes": yes, "no": no}

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = _unit(size)
        lay = self.layout(size)
        _shade(surface)
        panel = lay["panel"]
        w.draw_rounded(surface, panel, PANEL, u, EDGE, max(2, u // 12))
        w.label(
            surface,
            self.question,
            round(u * 1.3),
            w.GOLD,
            bold=True,
            max_width=lay["question"].w,
            center=lay["question"].center,
        )
        lines = w.wrap(self.detail, u, lay["detail"].w)
        line_h = round(u * 1.3)
        y = lay["detail"].y + (lay["detail"].h - len(lines) * line_h) // 2
        for line in lines:
            w.label(
                surface,
                line,
                u,
                w.CREAM,
                max_width=lay["detail"].w,
                midtop=(lay["detail"].centerx, y),
            )
            y += line_h
        for name, text in self.buttons():
            chosen = name == self.selected
            w.button(
                surface,
                lay[name],
                text,
                u,
                danger=name == "yes" and chosen,
                primary=chosen,
                hover=self.hover == name,
            )
