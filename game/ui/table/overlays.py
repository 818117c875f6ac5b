"""Scenes drawn over the table: the pause menu, the rules help (the score pad, which also
shows the result of a game, is game/ui/scorepad/).

Each is a non-opaque Scene (the table shows underneath, frozen: only the top scene gets
time) with a `layout(size)` of named rects, so tests can check it fits every window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.i18n import N_, tr
from game.ui.scene import Scene
from game.ui.table import widgets as w

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table.table_scene import TableScene

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


class PauseScene(Overlay):
    """Esc at the table: Resume, or Quit to the title (the match stays saved: Continue)."""

    name = "pause"

    def __init__(self, app: App, table: TableScene) -> None:
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


HELP_RULES = (
    N_("help.rule1"), N_("help.rule2"), N_("help.rule3"), N_("help.rule4"), N_("help.rule5"),
    N_("help.rule6"), N_("help.rule7"), N_("help.rule8"),
)
HELP_DECISIONS = (
    N_("help.decision1"), N_("help.decision2"), N_("help.decision3"), N_("help.decision4"),
    N_("help.decision5"), N_("help.decision6"), N_("help.decision7"),
)
HELP_KEYS = (N_("help.keys1"), N_("help.keys2"))


class HelpScene(Overlay):
    """F1 or ?: the rules in short, the project's decisions, the controls. Any key closes."""

    name = "help"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._fitted: tuple[tuple[int, int], tuple[int, list[tuple[str, int, list[str]]]]] | \
            None = None

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = _unit(size)
        panel = pygame.Rect(0, 0, min(width - 2 * u, u * 56), height - 2 * u)
        panel.center = (width // 2, height // 2)
        body = panel.inflate(-2 * u, -2 * u)
        return {"panel": panel, "body": body}

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1
        ):
            self.app.pop()

    def _blocks(self) -> list[tuple[str, str]]:
        """(style, text) in reading order."""
        out = [("title", tr("help.title")), ("head", tr("help.rules"))]
        out += [("item", tr(k)) for k in HELP_RULES]
        out += [("head", tr("help.decisions"))]
        out += [("item", tr(k)) for k in HELP_DECISIONS]
        out += [("head", tr("help.controls"))]
        out += [("item", tr(k)) for k in HELP_KEYS]
        out += [("foot", tr("help.close"))]
        return out

    def _fit(self, body: pygame.Rect, u: int) -> tuple[int, list[tuple[str, int, list[str]]]]:
        """The largest text size at which everything fits, and the wrapped lines."""
        size = u
        while True:
            laid: list[tuple[str, int, list[str]]] = []
            total = 0
            for style, text in self._blocks():
                s = round(size * (1.6 if style == "title" else 1.05 if style == "head" else 1))
                indent = size if style == "item" else 0
                lines = list(w.wrap(text, s, body.w - indent - size, style != "item"))
                laid.append((style, s, lines))
                total += len(lines) * round(s * 1.25) + (round(s * 0.6) if style != "item"
                                                         else round(s * 0.15))
            if total <= body.h or size <= 9:
                return size, laid
            size -= 1

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = _unit(size)
        lay = self.layout(size)
        _shade(surface)
        surface.blit(w.rounded(lay["panel"].size, PANEL, u, EDGE, 2), lay["panel"])
        body = lay["body"]
        if self._fitted is None or self._fitted[0] != size:  # wrapping is slow: once per size
            self._fitted = (size, self._fit(body, u))
        base, laid = self._fitted[1]
        y = body.y
        for style, s, lines in laid:
            colour = w.GOLD if style in ("title", "head") else w.SOFT if style == "foot" \
                else w.CREAM
            if style in ("head", "foot"):
                y += round(s * 0.4)
            for k, line in enumerate(lines):
                x = body.x + (base if style == "item" else 0)
                if style == "item" and k == 0:
                    w.label(surface, "•", s, w.GOLD, shadow=False, topleft=(body.x, y))
                if style == "title":
                    w.label(surface, line, s, colour, bold=True, midtop=(body.centerx, y))
                else:
                    w.label(surface, line, s, colour, bold=style != "item", shadow=False,
                            topleft=(x, y))
                y += round(s * 1.25)
            y += round(s * 0.2) if style != "item" else round(s * 0.15)
