"""The line under the pile at either table: a note for the player (a refusal in red, a hint
in blue) or else what the table waits for, in a pill as wide as its words. Words too long
for one line the room can read take two, the pill growing upward."""

from __future__ import annotations

import pygame

from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.table.base import Note

FILLS = {"refusal": (120, 24, 20, 225), "hint": (40, 40, 110, 225)}
PLAIN = (6, 26, 16, 200)
LINE = 1.8  # a one-line pill's height, in its font's size


def draw_message(
    surface: pygame.Surface,
    area: pygame.Rect,
    size: int,
    least: int,
    note: Note | None,
    prompt: str,
    my_turn: bool,
) -> None:
    """`note` if there is one, else `prompt` (gold while the player is to act), centred in
    at the bottom of `area` at `size` or smaller to fit, never under `least`: longer words
    are broken into lines at `least`, the pill growing upward (a table keeps room for two
    lines there); nothing when both are empty."""
    text = note.text if note is not None else prompt
    if not text:
        return
    room = area.w - min(area.h, round(size * LINE))
    fitted = w.fit_size(text, size, room, bold=True)
    lines: tuple[str, ...] = (text,)
    if fitted < least:
        fitted = least
        lines = w.wrap(text, least, room, bold=True)
    step = font(fitted, True).get_linesize()
    line_h = min(area.h, round(size * LINE))
    tw = max(w.text_surface(line, fitted, w.CREAM, True).get_width() for line in lines)
    pill = pygame.Rect(0, 0, min(area.w, tw + line_h), line_h + (len(lines) - 1) * step)
    pill.midbottom = area.midbottom
    fill = FILLS.get(note.tone, PLAIN) if note is not None else PLAIN
    surface.blit(w.rounded(pill.size, fill, line_h // 2), pill)
    colour = w.GOLD if note is None and my_turn else w.CREAM
    for k, line in enumerate(lines):
        y = pill.centery + round((k - (len(lines) - 1) / 2) * step)
        w.label(surface, line, fitted, colour, bold=True, max_width=room, center=(pill.centerx, y))
