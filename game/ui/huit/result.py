"""The end of a Huit américain round over the table: every hand laid open with what it
scores (H6: 8 = 50, 7/10/ace = 25, figures 10, others 5), the round's winner and the
totals of a match to 500. It leads on (its button, Enter or S) to the score pad, which
writes the round's row in and offers what comes next, as the pad does after a game of 8½.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.huit.cards import TOKENS, Card
from game.ui.huit.card_faces import face, height_for
from game.ui.huit.selection import display_order
from game.ui.huit.words import cards_list
from game.ui.shell import drawn
from game.ui.shell import widgets as w
from game.ui.shell.i18n import tr
from game.ui.shell.overlay import MenuOverlay, _unit
from game.ui.speech.said import sentences

if TYPE_CHECKING:
    from game.ui.huit.table_scene import HuitTableScene
    from game.ui.shell.app import App


CORNER = 0.45  # of a card's width: where cards overlap, this much of each (its corner) shows


class HuitResultScene(MenuOverlay):
    name = "huit_result"
    step_keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_TAB: 1}  # buttons side by side

    def __init__(self, app: App, table: HuitTableScene) -> None:
        super().__init__(app)
        self.table = table

    def buttons(self) -> list[tuple[str, str]]:
        return [("pad", tr("huit.table.to_pad")), ("menu", tr("button.menu"))]

    def press(self, name: str) -> None:
        if name == "pad":  # the pad takes the panel's place, as after a game of 8½
            self.app.pop()
            self.table.open_score_pad(after_game=True)
        elif name == "menu":
            self.table.open_pause()

    def key(self, event: pygame.event.Event) -> None:
        if self.choose_key(event):
            return
        if event.key == pygame.K_ESCAPE:
            self.table.open_pause()
        elif event.key == pygame.K_s:
            self.press("pad")
        elif event.key == pygame.K_l:
            self.table.toggle_log()

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """The panel, its heading, a row per seat ("row<p>": its "name<p>", the hand laid
        open "hand<p>" and "score<p>") and the buttons. Rows are as tall as the window lets
        them be (up to 5.5 units), so the cards in them are big enough to read."""
        area = self.table.pad_area(size)
        u = _unit(size)
        rows = self.table.players
        head, foot = round(u * 3.2), round(u * 3.6)
        row_h = min(round(u * 5.5), (area.h - 2 * u - head - foot - u // 2) // rows)
        panel = pygame.Rect(
            0,
            0,
            min(area.w - 2 * u, u * 44),
            min(area.h - 2 * u, head + foot + u // 2 + rows * row_h),
        )
        panel.center = area.center
        out = {
            "panel": panel,
            # Not "title": that is a button's name at the match's end (to the title).
            "heading": pygame.Rect(
                panel.x + u, panel.y + round(u * 0.5), panel.w - 2 * u, round(u * 2.4)
            ),
        }
        body_top = panel.y + head
        row_h = min(row_h, (panel.bottom - foot - body_top) // rows)
        name_w, score_w = round(u * 6.5), round(u * 7.5)
        for p in range(rows):
            row = pygame.Rect(panel.x + u, body_top + p * row_h, panel.w - 2 * u, row_h - u // 3)
            out[f"row{p}"] = row
            out[f"name{p}"] = pygame.Rect(row.x + u // 2, row.y, name_w, row.h)
            out[f"score{p}"] = pygame.Rect(row.right - u // 2 - score_w, row.y, score_w, row.h)
            out[f"hand{p}"] = pygame.Rect(
                row.x + u // 2 + name_w + u // 2,
                row.y + 2,
                row.w - 2 * u - name_w - score_w,
                row.h - 4,
            )
        names = self.buttons()
        bw = min(round(u * 12), (panel.w - (len(names) + 1) * u) // len(names))
        x = panel.centerx - (len(names) * bw + (len(names) - 1) * u) // 2
        for name, _ in names:
            out[name] = pygame.Rect(x, panel.bottom - round(u * 3.0), bw, round(u * 2.2))
            x += bw + u
        return out

    def hand_cards(self, lay: dict[str, pygame.Rect], seat: int) -> list[tuple[Card, pygame.Rect]]:
        """A hand laid open, left to right as its player sorted it: each card as big as its
        row allows and overlapping no further than its corner (rank over suit), which
        stays in sight."""
        cards = self.table.state.hands[seat]
        room = lay[f"hand{seat}"]
        n = len(cards)
        cw = round(room.h / 1.4)
        if n > 1:
            cw = min(cw, round(room.w / (1 + (n - 1) * CORNER)))
        cw = max(16, min(cw, room.w))
        step = min(cw + max(2, cw // 12), (room.w - cw) // (n - 1)) if n > 1 else 0
        h = height_for(cw)
        return [
            (cards[i], pygame.Rect(room.x + k * step, room.centery - h // 2, cw, h))
            for k, i in enumerate(display_order(cards))
        ]

    def title(self) -> str:
        table = self.table
        match = table.match
        seat = table.state.winner or 0
        key = "huit.table.round_won"
        if match.is_over and match.target is not None:
            seat, key = (match.winners or (seat,))[0], "huit.table.match_won"
        if seat == table.human:
            key += ".you"
        return tr(key, name=table.short_name(seat))

    def spoken_heading(self) -> str:
        """Who won, then each hand laid open with its points and the total."""
        table = self.table
        state = table.state
        totals = table.match.totals
        lines = [self.title()]
        for p in range(table.players):
            parts = [table.short_name(p)]
            if state.is_over:
                hand = state.hands[p]
                parts.append(cards_list([hand[i] for i in display_order(hand)]))
                won = p == state.winner
                points = (state.points or ())[p] if won else self._left(p)
                key = "huit.table.scores" if won else "huit.table.hand_points"
                parts.append(tr(key, points=points))
            if table.match.target is not None:
                parts.append(tr("huit.table.total", points=totals[p]))
            lines.append(", ".join(part for part in parts if part))
        return sentences(lines)

    def draw(self, surface: pygame.Surface) -> None:
        u, lay = self.open_panel(surface)
        table = self.table
        w.label(
            surface,
            self.title(),
            round(u * 1.6),
            w.GOLD,
            bold=True,
            max_width=lay["heading"].w,
            center=lay["heading"].center,
        )
        state = table.state
        over = state.is_over
        totals = table.match.totals
        to_500 = table.match.target is not None
        four = table.app.settings.four_colour
        lang = table.app.settings.language
        for p in range(table.players):
            row = lay[f"row{p}"]
            if p == state.winner and over:
                surface.blit(w.rounded(row.size, (70, 60, 20, 160), u // 2), row)
            name = lay[f"name{p}"]
            w.label(
                surface,
                table.short_name(p),
                round(u * 1.05),
                w.CREAM,
                bold=True,
                max_width=name.w,
                midleft=name.midleft,
            )
            score = lay[f"score{p}"]
            # What the round gives (the winner) or what the hand is worth, over the total.
            lines = []
            if over:
                won = p == state.winner
                points = (state.points or ())[p] if won else self._left(p)
                lines.append(
                    (
                        tr("huit.table.scores" if won else "huit.table.hand_points", points=points),
                        w.GOLD if won else w.SOFT,
                        won,
                    )
                )
            if to_500:
                lines.append((tr("huit.table.total", points=totals[p]), w.CREAM, True))
            step = min(round(u * 1.5), score.h // max(1, len(lines)))
            top = score.centery - step * len(lines) // 2
            for k, (text, colour, bold) in enumerate(lines):
                w.label(
                    surface,
                    text,
                    round(u * 0.95),
                    colour,
                    bold=bold,
                    max_width=score.w,
                    midright=(score.right, top + k * step + step // 2),
                )
            if over:  # the hand laid open (H6 counts its cards)
                for card, r in self.hand_cards(lay, p):
                    drawn.note(
                        drawn.Kind.CARD,
                        surface,
                        surface.blit(face(card, r.w, four_colour=four, language=lang), r),
                        text=TOKENS[card],
                    )
        self.draw_choices(surface, lay, u)

    def _left(self, seat: int) -> int:
        left = self.table.shown.left
        return left[seat] if left is not None else 0
