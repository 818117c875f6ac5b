"""Scenes drawn over the 8½ table: the pause menu, the rules help (the score pad, which
also shows the result of a game, is game/ui/scorepad/; the Overlay base, game/ui/overlay.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from attrs import frozen

from game.rules.eight_half.cards import parse_card
from game.ui import widgets as w
from game.ui.card_faces import CardArt
from game.ui.i18n import N_, tr
from game.ui.overlay import CONFIRM_KEYS, EDGE, PANEL, Overlay, _shade, _unit

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.eight_half.table_scene import TableScene

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
# The cards a rule talks about, drawn beside it: Part C tokens; "|" leaves a gap, "b" is a
# card face down, "o7" an open 7 lying on its blind card.
HELP_PICTURES: dict[str, str] = {
    "help.rule1": "2 3 | 4 4",
    "help.rule2": "h | g | 0",
    "help.rule3": "5 | 3",
    "help.rule4": "8 h",
    "help.rule5": "6 h | 7",
    "help.rule6": "b b b",
    "help.rule7": "o7 | o3",
    "help.decision1": "5 g",
    "help.decision2": "9 h",
    "help.decision4": "o7 | o7",
}
CARD_STEP = 0.62  # cards of a picture overlap: this much of each shows
GROUP_GAP = 0.3  # card widths between the groups of a picture


@frozen
class HelpBlock:
    """One laid-out block of the help: its lines (with their rects) and its picture."""

    style: str  # "title" | "head" | "item" | "foot"
    size: int
    lines: tuple[tuple[str, pygame.Rect], ...]
    picture: tuple[str, ...] = ()  # tokens, as in HELP_PICTURES
    picture_rect: pygame.Rect | None = None
    card_w: int = 0


def picture_slots(tokens: tuple[str, ...], card_w: int) -> list[tuple[str, int]]:
    """(token, x offset) of each card of a picture: overlapping within a group, a gap
    between groups."""
    out: list[tuple[str, int]] = []
    x: float | None = None
    gap = False
    for token in tokens:
        if token == "|":
            gap = True
            continue
        if x is None:
            x = 0.0
        else:
            x += card_w * (1 + GROUP_GAP) if gap else card_w * CARD_STEP
        gap = False
        out.append((token, round(x)))
    return out


def picture_width(tokens: tuple[str, ...], card_w: int) -> int:
    """How wide a picture of `tokens` is at card width `card_w`."""
    slots = picture_slots(tokens, card_w)
    return slots[-1][1] + card_w if slots else 0


class HelpScene(Overlay):
    """F1 or ?: the rules in short with the cards they speak of (page 1), the project's
    decisions and the controls (page 2). ← → (or Page Up/Down) turn the page; any other
    key, or a click, closes."""

    name = "help"
    PAGE_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.art = CardArt()
        self._fitted: tuple[tuple[object, ...], list[HelpBlock]] | None = None

    @property
    def page_count(self) -> int:
        return 2

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = _unit(size)
        panel = pygame.Rect(0, 0, min(width - 2 * u, u * 56), height - 2 * u)
        panel.center = (width // 2, height // 2)
        body = panel.inflate(-2 * u, -2 * u)
        return {"panel": panel, "body": body}

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.PAGE_KEYS:
            step = -1 if event.key in (pygame.K_LEFT, pygame.K_PAGEUP) else 1
            self.page = max(0, min(self.page_count - 1, self.page + step))
        elif event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1
        ):
            self.app.pop()

    def _blocks(self) -> list[tuple[str, str, str]]:
        """(style, text, picture) of this page, in reading order."""
        out = [("title", tr("help.title"), "")]
        if self.page == 0:
            out += [("head", tr("help.rules"), "")]
            out += [("item", tr(k), HELP_PICTURES.get(k, "")) for k in HELP_RULES]
        else:
            out += [("head", tr("help.decisions"), "")]
            out += [("item", tr(k), HELP_PICTURES.get(k, "")) for k in HELP_DECISIONS]
            out += [("head", tr("help.controls"), "")]
            out += [("item", tr(k), "") for k in HELP_KEYS]
        out += [("foot", tr("help.pages", n=self.page + 1, total=self.page_count), "")]
        return out

    def plan(self, size: tuple[int, int]) -> list[HelpBlock]:
        """This page laid out for a window of `size` (cached: wrapping is slow)."""
        key = (size, self.page, tr("help.title"))
        if self._fitted is None or self._fitted[0] != key:
            self._fitted = (key, self._fit(self.layout(size)["body"], _unit(size)))
        return self._fitted[1]

    def _fit(self, body: pygame.Rect, u: int) -> list[HelpBlock]:
        """The largest text size at which the page fits the body; pictures stand in a
        column at the right, the text of their block wraps beside them."""
        size = round(u * 1.1)
        blocks = self._blocks()
        while True:
            card_w = max(18, round(size * 2.5))
            widest = max((picture_width(tuple(p.split()), card_w) for *_, p in blocks if p),
                         default=0)
            column = widest + size if widest else 0
            laid: list[HelpBlock] = []
            y = body.y
            for style, text, picture in blocks:
                s = round(size * (1.6 if style == "title" else 1.05 if style == "head" else 1))
                line_h = round(s * 1.25)
                indent = size if style == "item" else 0
                room = body.w - indent - (column if style == "item" else 0)
                if style in ("head", "foot"):
                    y += round(s * 0.4)
                wrapped = w.wrap(text, s, room - size, style != "item")
                lines = tuple((line, pygame.Rect(body.x + indent, y + k * line_h,
                                                 w.text_surface(line, s, w.CREAM,
                                                                style != "item").get_width(),
                                                 line_h))
                              for k, line in enumerate(wrapped))
                height = len(lines) * line_h
                pic: pygame.Rect | None = None
                tokens = tuple(picture.split())
                if tokens:
                    ch = CardArt.height_for(card_w)
                    lift = round(card_w * 0.4) if any(t.startswith("o") for t in tokens) else 0
                    pic = pygame.Rect(body.right - picture_width(tokens, card_w), y,
                                      picture_width(tokens, card_w), ch + lift)
                    height = max(height, pic.h)
                laid.append(HelpBlock(style, s, lines, tokens, pic, card_w))
                y += height + (round(s * 0.2) if style != "item" else round(s * 0.35))
            if y <= body.bottom or size <= 9:
                return laid
            size -= 1

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        u = _unit(size)
        lay = self.layout(size)
        _shade(surface)
        surface.blit(w.rounded(lay["panel"].size, PANEL, u, EDGE, 2), lay["panel"])
        body = lay["body"]
        for block in self.plan(size):
            style, s = block.style, block.size
            colour = w.GOLD if style in ("title", "head") else w.SOFT if style == "foot" \
                else w.CREAM
            for k, (line, rect) in enumerate(block.lines):
                if style == "item" and k == 0:
                    w.label(surface, "•", s, w.GOLD, shadow=False, topleft=(body.x, rect.y))
                if style == "title":
                    w.label(surface, line, s, colour, bold=True, midtop=(body.centerx, rect.y))
                else:
                    w.label(surface, line, s, colour, bold=style != "item", shadow=False,
                            topleft=rect.topleft)
            if block.picture_rect is not None:
                self._draw_picture(surface, block)

    def _draw_picture(self, surface: pygame.Surface, block: HelpBlock) -> None:
        rect = block.picture_rect
        assert rect is not None
        cw = block.card_w
        lift = rect.h - CardArt.height_for(cw)
        for token, dx in picture_slots(block.picture, cw):
            x = rect.x + dx
            if token == "b":
                self.art.draw(surface, None, (x, rect.y + lift), cw, shadow=False)
            elif token.startswith("o"):  # an open card lying on its blind card
                self.art.draw(surface, None, (x, rect.y + lift), cw, shadow=False)
                self.art.draw(surface, parse_card(token[1:]), (x, rect.y), cw)
            else:
                self.art.draw(surface, parse_card(token), (x, rect.y + lift), cw, shadow=False)
