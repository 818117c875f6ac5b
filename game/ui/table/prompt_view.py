"""The line under the pile at either table: a note for the player (a refusal in red, a hint
in blue) or else what the table waits for, in a pill as wide as its words."""

from __future__ import annotations

import pygame

from game.ui.shell import widgets as w
from game.ui.table.base import Note

FILLS = {"refusal": (120, 24, 20, 225), "hint": (40, 40, 110, 225)}
PLAIN = (6, 26, 16, 200)


def draw_message(
    surface: pygame.Surface,
    area: pygame.Rect,
    size: int,
    note: Note | None,
    prompt: str,
    my_turn: bool,
) -> None:
    """`note` if there is one, else `prompt` (gold while the player is to act), centred in
    `area` at `size` or smaller to fit; nothing when both are empty."""
    text = note.text if note is not None else prompt
    if not text:
        return
    fitted = w.fit_size(text, size, area.w - area.h, bold=True)
    tw = w.text_surface(text, fitted, w.CREAM, True).get_width()
    pill = pygame.Rect(0, 0, min(area.w, tw + area.h), area.h)
    pill.center = area.center
    fill = FILLS.get(note.tone, PLAIN) if note is not None else PLAIN
    surface.blit(w.rounded(pill.size, fill, pill.h // 2), pill)
    colour = w.GOLD if note is None and my_turn else w.CREAM
    w.label(surface, text, fitted, colour, bold=True, max_width=area.w - area.h, center=pill.center)
