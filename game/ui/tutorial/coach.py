"""What the tutorial draws over the real table: the coach's panel (in the strip the table
keeps for its move log), and a pulsing ring with an arrow on the thing it talks about.

Geometry (`coach_layout`, `target_rect`) is kept apart from drawing so tests can check
that everything lands inside the window at every size.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules.eight_half.cards import parse_card
from game.ui.eight_half.layout import TableLayout
from game.ui.shell import widgets as w
from game.ui.shell.fonts import font
from game.ui.shell.motion import STILL_BEAT

if TYPE_CHECKING:
    from game.ui.tutorial.scene import TutorialScene

PANEL = (8, 32, 18, 245)
EDGE = (150, 190, 160)
RING = (255, 226, 120)
RING_DARK = (40, 24, 4)
PULSE = 1.6  # pulses of the ring per second


def coach_layout(
    panel: pygame.Rect,
    unit: int,
    buttons: list[str],
    paired: bool = True,
    tall: frozenset[str] = frozenset(),
) -> dict[str, pygame.Rect]:
    """The panel's parts: the step line, the title, the text, and `buttons` at the bottom
    (`paired`: the first two side by side, the rest full width below; else each on its
    own row, for longer words; a `tall` button's words take two lines: large text)."""
    pad = max(6, unit // 2 + 2)
    inner = panel.inflate(-2 * pad, -2 * pad)
    row = round(unit * 1.9)
    gap = max(4, unit // 3)
    out = {"panel": panel}
    out["step"] = pygame.Rect(inner.x, inner.y, inner.w, round(unit * 1.2))
    out["title"] = pygame.Rect(inner.x, out["step"].bottom + gap, inner.w, round(unit * 1.9))
    first = 2 if paired else 1
    rows = [buttons[:first]] + [[b] for b in buttons[first:]] if buttons else []
    heights = [row + (round(unit * TALL_GROWS) if tall & set(names) else 0) for names in rows]
    y = inner.bottom - sum(heights) - max(0, len(rows) - 1) * gap
    for names, height in zip(rows, heights, strict=True):
        width = (inner.w - gap * (len(names) - 1)) // len(names)
        for k, name in enumerate(names):
            out["button:" + name] = pygame.Rect(inner.x + k * (width + gap), y, width, height)
        y += height + gap
    top = out["title"].bottom + gap
    bottom = inner.bottom - sum(heights) - len(rows) * gap - gap
    out["body"] = pygame.Rect(inner.x, top, inner.w, max(unit, bottom - top))
    return out


TALL_GROWS = 1.1  # units a button grows by when its words take two lines


def button_text_size(unit: int) -> int:
    return round(unit * 0.9)


def button_lines(text: str, button: pygame.Rect, unit: int) -> list[str]:
    """A button's words in the lines its room takes at their full size (one, or two)."""
    return list(w.wrap(text, button_text_size(unit), w.button_room(button), bold=True)[:2])


def reads_in_full(text: str, button: pygame.Rect, unit: int) -> bool:
    """Whether a button's words fit it at their full size (as widgets.button draws them)."""
    return font(button_text_size(unit), True).size(text)[0] <= w.button_room(button)


def target_rect(scene: TutorialScene, lay: TableLayout, target: str | None) -> pygame.Rect | None:
    """Where `target` (lessons.py names) is on screen now; None when it is not there (a
    button not on offer, a card already played)."""
    if target is None:
        return None
    view = scene.view
    me = lay.seats[0]
    name, _, arg = target.partition(":")
    if name in ("hand", "card"):
        rects = view.hand_rects(lay, 0)
        if not rects:
            return None
        if not arg:
            return pygame.Rect(rects[0].unionall(rects[1:]))
        if name == "card":
            hand = scene.shown.seats[0].hand
            card = parse_card(arg)
            index = hand.index(card) if card in hand else -1
        else:
            index = int(arg)
        return rects[index] if 0 <= index < len(rects) else None
    if name == "pile":
        return lay.pile
    if name == "bid":
        return lay.bid
    if name == "button":
        for button, rect in zip(scene.controls.buttons(), lay.actions, strict=False):
            if button.name == arg:
                return rect
        return None
    if name in ("open", "blind"):
        slots = scene.shown.seats[0].blind_slots
        left = [k for k, here in enumerate(slots) if here]
        if not arg and not left:
            return None
        slot = int(arg) if arg else left[0]
        blind, open_ = me.stack_cards(slot)
        return open_ if name == "open" else me.stacks[slot]
    seat = lay.seats[int(arg)]
    return {"plate": seat.plate, "aside": seat.aside, "draw": seat.draw}.get(name)


def draw_pointer(
    surface: pygame.Surface, rect: pygame.Rect, time: float, unit: int, still: bool = False
) -> None:
    """A ring around `rect` that breathes, and an arrow bobbing towards it (`still`: Reduce
    motion, both at rest half-way)."""
    beat = STILL_BEAT if still else 0.5 + 0.5 * math.sin(time * PULSE * 2 * math.pi)
    thick = max(3, unit // 5)
    grow = thick + round(unit * 0.25 * beat)
    ring = rect.inflate(2 * grow, 2 * grow)
    radius = max(4, min(ring.w, ring.h) // 8)
    pygame.draw.rect(surface, RING_DARK, ring.inflate(4, 4), thick + 4, border_radius=radius)
    pygame.draw.rect(surface, RING, ring, thick, border_radius=radius)
    # The arrow comes from above, or from below for things in the top half of the window.
    size = round(unit * 1.1)
    bob = round(unit * 0.4 * beat)
    below = ring.centery < surface.get_height() // 3
    cx = ring.centerx
    if below:
        tip = (cx, ring.bottom + 4 + bob)
        pts = [tip, (cx - size // 2, tip[1] + size), (cx + size // 2, tip[1] + size)]
    else:
        tip = (cx, ring.top - 4 - bob)
        pts = [tip, (cx - size // 2, tip[1] - size), (cx + size // 2, tip[1] - size)]
    pygame.draw.polygon(surface, RING_DARK, [(x + 2, y + 2) for x, y in pts])
    pygame.draw.polygon(surface, RING, pts)


def fit_text(text: str, body: pygame.Rect, unit: int) -> tuple[int, list[str]]:
    """The largest size (at most `unit`) at which `text` fits `body`, and its lines."""
    size = unit
    while True:
        lines = list(w.wrap(text, size, body.w))
        if len(lines) * round(size * 1.3) <= body.h or size <= 9:
            return size, lines
        size -= 1


def draw_panel(
    surface: pygame.Surface,
    scene: TutorialScene,
    parts: dict[str, pygame.Rect],
    unit: int,
    hover: str | None,
) -> None:
    panel = parts["panel"]
    surface.blit(w.rounded(panel.size, PANEL, 0, EDGE, 2), panel)
    step = parts["step"]
    w.label(
        surface,
        scene.step_line(),
        round(unit * 0.85),
        w.SOFT,
        shadow=False,
        max_width=step.w,
        midleft=(step.x, step.centery),
    )
    title = parts["title"]
    w.label(
        surface,
        scene.title_text(),
        round(unit * 1.25),
        w.GOLD,
        bold=True,
        max_width=title.w,
        midleft=(title.x, title.centery),
    )
    body = parts["body"]
    size, lines = scene.fitted_body(body, unit)
    y = body.y
    for line in lines:
        w.label(surface, line, size, w.CREAM, shadow=False, topleft=(body.x, y))
        y += round(size * 1.3)
    for name, text, primary in scene.coach_buttons():
        rect = parts["button:" + name]
        lines = [text] if reads_in_full(text, rect, unit) else button_lines(text, rect, unit)
        size = button_text_size(unit)
        enabled = name != "next" or scene.can_go_on
        w.button(
            surface,
            rect,
            text if len(lines) == 1 else "",
            size,
            primary=primary,
            hover=hover == name,
            enabled=enabled,
        )
        if len(lines) > 1:  # its words on two lines, in the ink the button gives them
            ink = (128, 150, 134) if not enabled else w.INK if primary else w.CREAM
            line_h = font(size, True).get_linesize()
            for k, line in enumerate(lines):
                y = rect.centery + (2 * k - 1) * line_h // 2
                w.label(surface, line, size, ink, bold=True, shadow=False,
                        max_width=w.button_room(rect), center=(rect.centerx, y))  # fmt: skip
