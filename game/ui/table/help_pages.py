"""The rules help of both games: pages of short paragraphs, each with the cards it speaks
of drawn beside it, turned with ← → (Page Up/Down); any other key or a click closes.

A page is laid out at the largest text size at which it fits the panel (wrapping is slow,
so the plan is kept until the size, page or language changes). A game's help gives its
pages and says how to draw one card token (`draw_token`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from attrs import frozen

from game.ui.shell import text_size
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr
from game.ui.shell.overlay import Overlay, _unit
from game.ui.speech.said import sentences
from game.ui.table.card_faces import CardArt

if TYPE_CHECKING:
    from game.ui.shell.app import App

CARD_STEP = 0.62  # cards of a picture overlap: this much of each shows
GROUP_GAP = 0.3  # card widths between the groups of a picture
MIN_TEXT = 9  # the text never shrinks below this many pixels
LARGEST_TEXT = 1.5  # units: a short page's text grows up to this, to fill its panel


def least(size: tuple[int, int]) -> int:
    """The smallest the pages' text gets in a window of `size`: at a large text size, what
    the room reads at Normal (LEAST of Normal's unit: 2.5% of a 16:9 window's height)."""
    if text_size.scale() == 1:
        return MIN_TEXT
    return max(MIN_TEXT, round(w.LEAST * text_size.base_unit(size)))


Block = tuple[str, str, str]  # (style: "head" | "item", text, picture tokens)


@frozen
class HelpBlock:
    """One laid-out block of the help: its lines (with their rects) and its picture."""

    style: str  # "title" | "head" | "item" | "foot"
    size: int
    lines: tuple[tuple[str, pygame.Rect], ...]
    picture: tuple[str, ...] = ()  # card tokens; "|" leaves a gap
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


class PagedHelp(Overlay):
    """The pager: subclasses give `title`, `page_blocks(page)`, `page_count` and
    `draw_token`."""

    name = "help"
    PAGE_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self._fitted: tuple[tuple[object, ...], list[HelpBlock]] | None = None

    # -- what a game's help gives -------------------------------------------------------

    def spoken_heading(self) -> str:
        """The help's title and the page turned to, read whole."""
        return sentences([self.title(), *(text for _, text, _ in self.page_blocks(self.page))])

    @property
    def page_count(self) -> int:
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def page_blocks(self, page: int) -> list[Block]:
        """(style, text, picture) of a page's heads and items, in reading order."""
        raise NotImplementedError

    def picture_lift(self, tokens: tuple[str, ...], card_w: int) -> int:
        """Extra height above a picture's cards (8½'s open cards lie on their blind ones)."""
        return 0

    def draw_token(
        self, surface: pygame.Surface, token: str, pos: tuple[int, int], card_w: int, lift: int
    ) -> None:
        """Draw one card of a picture with its top-left at `pos` (cards stand `lift` lower)."""
        raise NotImplementedError

    # -- the pager ----------------------------------------------------------------------

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

    def _blocks(self) -> list[Block]:
        """(style, text, picture) of this page with its title and footer."""
        return (
            [("title", self.title(), "")]
            + self.page_blocks(self.page)
            + [("foot", tr("help.pages", n=self.page + 1, total=self.page_count), "")]
        )

    def plan(self, size: tuple[int, int]) -> list[HelpBlock]:
        """This page laid out for a window of `size` (cached: wrapping is slow)."""
        key = (size, self.page, self.title())
        if self._fitted is None or self._fitted[0] != key:
            self._fitted = (key, self._fit(self.layout(size)["body"], _unit(size), least(size)))
        return self._fitted[1]

    def _fit(self, body: pygame.Rect, u: int, smallest: int = MIN_TEXT) -> list[HelpBlock]:
        """The largest text size (up to LARGEST_TEXT units) at which the page fits the
        body, so a short page fills its panel as a long one does; pictures stand in a
        column at the right, the text of their block wraps beside them. Never under
        `smallest`."""
        size = round(u * LARGEST_TEXT)
        blocks = self._blocks()
        while True:
            laid, bottom = self._lay(blocks, body, size)
            if bottom <= body.bottom or size <= smallest:
                return laid
            size -= 1

    def _lay(
        self, blocks: list[Block], body: pygame.Rect, size: int
    ) -> tuple[list[HelpBlock], int]:
        card_w = max(18, round(size * 2.5))
        widest = max((picture_width(tuple(p.split()), card_w) for *_, p in blocks if p), default=0)
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
            bold = style != "item"
            wrapped = w.wrap(text, s, room - size, bold)
            lines = tuple(
                (
                    line,
                    pygame.Rect(
                        body.x + indent, y + k * line_h, font(s, bold).size(line)[0], line_h
                    ),
                )
                for k, line in enumerate(wrapped)
            )
            height = len(lines) * line_h
            pic: pygame.Rect | None = None
            tokens = tuple(picture.split())
            if tokens:
                wide = picture_width(tokens, card_w)
                lift = self.picture_lift(tokens, card_w)
                pic = pygame.Rect(body.right - wide, y, wide, CardArt.height_for(card_w) + lift)
                height = max(height, pic.h)
            laid.append(HelpBlock(style, s, lines, tokens, pic, card_w))
            y += height + (round(s * 0.2) if style != "item" else round(s * 0.35))
        return laid, y

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        body = self.open_panel(surface)[1]["body"]
        for block in self.plan(size):
            style, s = block.style, block.size
            colour = (
                w.GOLD if style in ("title", "head") else w.SOFT if style == "foot" else w.CREAM
            )
            for k, (line, rect) in enumerate(block.lines):
                if style == "item" and k == 0:
                    w.label(surface, "•", s, w.GOLD, shadow=False, topleft=(body.x, rect.y))
                if style == "title":
                    w.label(surface, line, s, colour, bold=True, midtop=(body.centerx, rect.y))
                else:
                    w.label(
                        surface,
                        line,
                        s,
                        colour,
                        bold=style != "item",
                        shadow=False,
                        topleft=rect.topleft,
                    )
            pic = block.picture_rect
            if pic is not None:
                lift = pic.h - CardArt.height_for(block.card_w)
                for token, dx in picture_slots(block.picture, block.card_w):
                    self.draw_token(surface, token, (pic.x + dx, pic.y), block.card_w, lift)
