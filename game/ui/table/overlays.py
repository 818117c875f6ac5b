"""Scenes drawn over the table: the result of a game, the pause menu, the rules help.

Each is a non-opaque Scene (the table shows underneath, frozen: only the top scene gets
time) with a `layout(size)` of named rects, so tests can check it fits every window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.i18n import N_, tr
from game.ui.scene import Scene
from game.ui.table import widgets as w

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.table.table_scene import TableScene

SHADE = (0, 0, 0, 120)
PANEL = (8, 32, 18, 240)
EDGE = (150, 190, 160)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _unit(size: tuple[int, int]) -> int:
    return max(11, round(min(size[1] / 36, size[0] / 50)))


def _at(anchor: str, x: int, y: int) -> dict[str, Any]:
    """A Rect anchor as keyword arguments, e.g. {"midleft": (x, y)}."""
    return {anchor: (x, y)}


def _shade(surface: pygame.Surface) -> None:
    surface.blit(w.rounded(surface.get_size(), SHADE, 0), (0, 0))


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


class GameOverScene(Overlay):
    """Who won, everyone's cards and points, the match so far; Enter deals the next game."""

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table

    @property
    def match_over(self) -> bool:
        return self.table.match.is_over

    def buttons(self) -> list[tuple[str, str]]:
        if self.match_over:
            return [("title", tr("button.to_title"))]
        return [("next", tr("button.next_game"))]

    def press(self, name: str) -> None:
        if name == "next":
            self.app.pop()
            self.table.next_game()
        elif name == "title":
            self.table.quit_to_title()

    def key(self, event: pygame.event.Event) -> None:
        if event.key in CONFIRM_KEYS:
            self.press(self.buttons()[0][0])
        elif event.key == pygame.K_ESCAPE:
            self.app.push(PauseScene(self.app, self.table))
        elif event.key == pygame.K_l:
            self.table.toggle_log()

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = _unit(size)
        rows = self.table.players + 1
        row_h = round(u * 1.7)
        panel_h = round(u * 2.6) + round(u * 1.6) + rows * row_h + round(u * 1.8) + \
            round(u * 2.2) + 3 * u
        panel_w = min(width - 2 * u, u * 34)
        panel = pygame.Rect(0, 0, panel_w, min(panel_h, height - 2 * u))
        panel.center = (width // 2, height // 2)
        y = panel.y + u
        out = {"panel": panel, "title": pygame.Rect(panel.x + u, y, panel.w - 2 * u,
                                                     round(u * 2.6))}
        y += round(u * 2.6)
        out["subtitle"] = pygame.Rect(panel.x + u, y, panel.w - 2 * u, round(u * 1.6))
        y += round(u * 1.6)
        for r in range(rows):
            out[f"row{r}"] = pygame.Rect(panel.x + u, y + r * row_h, panel.w - 2 * u, row_h)
        y += rows * row_h
        out["match"] = pygame.Rect(panel.x + u, y, panel.w - 2 * u, round(u * 1.8))
        button = pygame.Rect(0, 0, min(panel.w - 2 * u, u * 16), round(u * 2.2))
        button.midbottom = (panel.centerx, panel.bottom - u)
        out[self.buttons()[0][0]] = button
        return out

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = _unit(size)
        lay = self.layout(size)
        _shade(surface)
        panel = lay["panel"]
        surface.blit(w.rounded(panel.size, PANEL, u, EDGE, 2), panel)
        table = self.table
        result = table.match.results[-1]
        me = table.human
        title = tr("over.you_win") if result.winner == me else \
            tr("over.wins", name=table.short_name(result.winner))
        w.label(surface, title, round(u * 2.1), w.GOLD, bold=True, max_width=lay["title"].w,
                center=lay["title"].center)
        sub = tr("over.game_of", game=table.match.games_played, games=table.match.length)
        w.label(surface, sub, u, w.SOFT, max_width=lay["subtitle"].w,
                center=lay["subtitle"].center)
        cols = self._columns(lay["row0"])
        heads = (tr("over.player"), tr("over.cards"), tr("over.points"), tr("over.total"))
        for (x, anchor), text in zip(cols, heads, strict=True):
            w.label(surface, text, round(u * 0.85), w.SOFT, bold=True, shadow=False,
                    max_width=lay["row0"].w // 3, **_at(anchor, x, lay["row0"].centery))
        totals = table.match.totals
        for p in range(table.players):
            row = lay[f"row{p + 1}"]
            if p == result.winner:
                surface.blit(w.rounded(row.size, (246, 214, 120, 60), row.h // 3), row)
            name = table.short_name(p)
            tag = ""
            if p == result.winner:
                tag = tr("over.winner_tag")
            elif p == result.loser:
                tag = tr("over.loser_tag")
            texts = (f"{name}  {tag}".strip(), str(result.counts[p]), f"+{result.points[p]}",
                     str(totals[p]))
            colour = w.GOLD if p == result.winner else w.CREAM
            for (x, anchor), text in zip(cols, texts, strict=True):
                w.label(surface, text, u, colour, bold=p == me, max_width=row.w // 2,
                        **_at(anchor, x, row.centery))
        w.label(surface, self._match_line(), u, w.CREAM, bold=self.match_over,
                max_width=lay["match"].w, center=lay["match"].center)
        self.draw_buttons(surface, lay, u)

    def _columns(self, row: pygame.Rect) -> list[tuple[int, str]]:
        return [(row.x + row.h // 3, "midleft"), (row.x + round(row.w * 0.58), "center"),
                (row.x + round(row.w * 0.75), "center"), (row.right - row.h // 2, "midright")]

    def _match_line(self) -> str:
        table = self.table
        match = table.match
        if not match.is_over:
            last = match.results[-1]
            names = {"name": table.short_name(last.winner), "other": table.short_name(last.loser)}
            if last.winner == table.human:
                return tr("over.next_swap_you", **names)
            if last.loser == table.human:
                return tr("over.next_swap_yours", **names)
            return tr("over.next_swap", **names)
        leaders = match.leaders
        if len(leaders) == 1:
            if leaders[0] == table.human:
                return tr("over.you_win_match", points=match.totals[leaders[0]])
            return tr("over.match_winner", name=table.short_name(leaders[0]),
                      points=match.totals[leaders[0]])
        return tr("over.match_shared", names=", ".join(table.short_name(p) for p in leaders))


class PauseScene(Overlay):
    """Esc at the table: Resume, or Quit to the title (the match is given up)."""

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
