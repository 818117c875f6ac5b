"""The privacy screen between two people at one screen (hot-seat).

When a person must decide and the table shows someone else's cards (or none), this screen
covers the whole table ("Chloé's turn — pass the screen to Chloé, then press Space or
click") so that no hand, no blind card and no card drawn can be seen while the screen
changes hands. Only once that person confirms does the table turn to them and show their
hand. Esc opens the table's menu (quit to the title: the match stays saved, and Continue
opens on this screen again).

Under the name it says why this turn comes when the table has news for the whole room (8½'s
last chance to attack: "Ana is out on 6½ — last chance to attack, Ben"), never what is in
anyone's hand. A friend who has gone home leaves nobody to take the screen: B (or its
button) gives their seat to a bot, after choosing its level.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.ui.shell import text_size
from game.ui.shell import widgets as w
from game.ui.shell.felt import paint
from game.ui.shell.fonts import font
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene
from game.ui.shell.text import draw_text
from game.ui.speech.said import Said, sentences

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

    def handover_news(self, seat: int) -> str | None: ...

    def seat_to_give(self) -> int | None: ...

    def offer_seat_to_bot(self) -> bool: ...


class HandOverScene(Scene):
    """Hides the table until person `seat` has the screen and confirms."""

    name = "handover"
    opaque = True  # nothing of the table shows through
    holds_big_surfaces = False  # the felt is the one kept for every screen (felt.py)

    def __init__(self, app: App, table: Table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.age = 0.0
        self.hover = False  # the pointer is over the bot button

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

    @property
    def may_leave(self) -> bool:
        """Whether this person's seat may go to a bot from here (someone else stays)."""
        return self.table.seat_to_give() == self.seat

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._on_bot_button(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_b and self.may_leave:
            self.table.offer_seat_to_bot()  # nothing of anyone's hand shows: no arming
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self._on_bot_button(event.pos)
        ):
            self.table.offer_seat_to_bot()
        elif not self.armed:
            return
        elif (event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        ):
            self.confirm()

    def speech(self) -> list[Said]:
        """Whose turn, why the game goes on, how to take the screen: nothing of a hand."""
        news = self.table.handover_news(self.seat) or ""
        words = [tr("handover.title", name=self.who), news, tr("handover.pass", name=self.who)]
        if self.may_leave:
            words.append(tr("seat.button.to_bot", name=self.who))
        return [Said("heading", sentences(words))]

    def _on_bot_button(self, pos: tuple[int, int]) -> bool:
        rect = self.layout(self.app.size).get("bot")
        return rect is not None and rect.collidepoint(pos)

    def confirm(self) -> None:
        """The person has the screen: the table shows their hand."""
        if self.app.top is self:
            self.app.pop()
        self.table.take_screen(self.seat)

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        width, height = size
        u = _unit(size)
        inner_w = min(width - 2 * u, u * 40) - 3 * u
        news = self.table.handover_news(self.seat)
        news_h = round(u * 1.9) * len(w.wrap(news, round(u * 1.5), inner_w, True)) if news else 0
        rows = [
            ("title", round(u * 4.4), round(u * 1.4)),
            ("news", news_h, round(u * 0.4)),
            ("pass", round(u * 3.2), round(u * 0.6)),
            ("bot", round(u * 2.3) if self.may_leave else 0, round(u * 0.9)),
            ("menu", round(u * 1.4), round(u * 0.6)),
        ]
        panel_h = sum(h + gap for _, h, gap in rows if h) + round(u * 1.0)
        panel = pygame.Rect(0, 0, inner_w + 3 * u, panel_h)
        panel.center = (width // 2, height // 2)
        out = {"panel": panel}
        y = panel.y
        for name, h, gap in rows:
            if h:
                y += gap
                out[name] = pygame.Rect(panel.x + round(u * 1.5), y, inner_w, h)
                y += h
        if "bot" in out:  # a button as wide as its words, not the panel
            text_w = font(round(u * 1.1), True).size(self._bot_text())[0]
            out["bot"] = pygame.Rect(0, 0, min(inner_w, text_w + 3 * u), out["bot"].h).move(
                0, out["bot"].y
            )
            out["bot"].centerx = panel.centerx
        return out

    def _bot_text(self) -> str:
        return tr("seat.button.to_bot", name=self.who)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        paint(surface, surface.get_rect())  # no whole felt kept over the 8½ table's base
        lay = self.layout(size)
        u = _unit(size)
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
        news = self.table.handover_news(self.seat)
        if news and "news" in lay:
            self._lines(surface, news, lay["news"], round(u * 1.5), w.GOLD, bold=True)
        self._lines(surface, tr("handover.pass", name=self.who), lay["pass"], round(u * 1.5))
        if "bot" in lay:
            w.button(
                surface,
                lay["bot"],
                self._bot_text(),
                round(u * 1.1),
                primary=False,
                hover=self.hover,
            )
        draw_text(
            surface,
            tr("handover.menu"),
            round(u * 1.1),
            QUIET,
            max_width=lay["menu"].w,
            center=lay["menu"].center,
        )

    @staticmethod
    def _lines(
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        size: int,
        colour: tuple[int, int, int] = w.CREAM,
        bold: bool = False,
    ) -> None:
        """`text` wrapped to `rect`'s width, its lines centred in `rect`."""
        lines = w.wrap(text, size, rect.w, bold)
        step = round(size * 1.27)
        top = rect.centery - (step * len(lines)) // 2
        for i, line in enumerate(lines):
            draw_text(
                surface,
                line,
                size,
                colour,
                bold=bold,
                max_width=rect.w,
                midtop=(rect.centerx, top + i * step),
            )


def _unit(size: tuple[int, int]) -> int:
    return text_size.unit(size)
