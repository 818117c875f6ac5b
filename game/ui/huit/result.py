"""The end of a Huit américain round over the table: every hand laid open with what it
scores (H6: 8 = 50, 7/10/ace = 25, figures 10, others 5), the round's winner and the
totals of a match to 500. It leads on (its button, Enter or S) to the score pad, which
writes the round's row in and offers what comes next, as the pad does after a game of 8½.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import widgets as w
from game.ui.huit.card_faces import face
from game.ui.huit.selection import display_order
from game.ui.i18n import tr
from game.ui.overlay import MenuOverlay, _unit

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.huit.table_scene import HuitTableScene


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
        area = self.table.pad_area(size)
        u = _unit(size)
        rows = self.table.players
        row_h = round(u * 3.4)
        panel = pygame.Rect(0, 0, min(area.w - 2 * u, u * 44),
                            min(area.h - 2 * u, round(u * 7.5) + rows * row_h))
        panel.center = area.center
        out = {"panel": panel,
               # Not "title": that is a button's name at the match's end (to the title).
               "heading": pygame.Rect(panel.x + u, panel.y + round(u * 0.5), panel.w - 2 * u,
                                    round(u * 2.4))}
        body_top = panel.y + round(u * 3.2)
        row_h = min(row_h, (panel.bottom - round(u * 3.6) - body_top) // rows)
        for p in range(rows):
            out[f"row{p}"] = pygame.Rect(panel.x + u, body_top + p * row_h, panel.w - 2 * u,
                                         row_h - u // 3)
        names = self.buttons()
        bw = min(round(u * 10), (panel.w - (len(names) + 1) * u) // len(names))
        x = panel.centerx - (len(names) * bw + (len(names) - 1) * u) // 2
        for name, _ in names:
            out[name] = pygame.Rect(x, panel.bottom - round(u * 3.0), bw, round(u * 2.2))
            x += bw + u
        return out

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

    def draw(self, surface: pygame.Surface) -> None:
        u, lay = self.open_panel(surface)
        table = self.table
        w.label(surface, self.title(), round(u * 1.6), w.GOLD, bold=True,
                max_width=lay["heading"].w, center=lay["heading"].center)
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
            name_w = round(u * 7)
            w.label(surface, table.short_name(p), round(u * 1.05), w.CREAM, bold=True,
                    max_width=name_w, midleft=(row.x + u // 2, row.centery))
            # Room for "+145 points" and "total: 1045" at full size, side by side.
            score_w = round(u * 13 if to_500 else u * 7)
            right = pygame.Rect(row.right - score_w, row.y, score_w, row.h)
            if over:
                left = (state.points or ())[p] if p == state.winner else 0
                text = tr("huit.table.scores", points=left) if p == state.winner else \
                    tr("huit.table.hand_points", points=self._left(p))
                w.label(surface, text, round(u * 0.95), w.GOLD if p == state.winner else w.SOFT,
                        bold=p == state.winner,
                        max_width=round(score_w * 0.55) if to_500 else score_w,
                        midleft=(right.x, row.centery))
            if to_500:
                w.label(surface, tr("huit.table.total", points=totals[p]), round(u * 0.95),
                        w.CREAM, bold=True, max_width=round(score_w * 0.42),
                        midright=(right.right - u // 2, row.centery))
            if over:  # the hand laid open (H6 counts its cards)
                cards = state.hands[p]
                room = pygame.Rect(row.x + name_w + u, row.y + 2, right.x - row.x - name_w - 2 * u,
                                   row.h - 4)
                cw = max(16, min(round(room.h / 1.4), room.w // 4))
                step = min(cw + 2, (room.w - cw) // max(1, len(cards) - 1)) if cards else 0
                for k, i in enumerate(display_order(cards)):
                    img = face(cards[i], cw, four_colour=four, language=lang)
                    surface.blit(img, (room.x + k * step, room.centery - img.get_height() // 2))
        self.draw_choices(surface, lay, u)

    def _left(self, seat: int) -> int:
        left = self.table.shown.left
        return left[seat] if left is not None else 0
