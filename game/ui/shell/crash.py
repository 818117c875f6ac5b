"""The friendly screen shown after an unexpected error: where the log is, how to quit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.ui.shell import text_size
from game.ui.shell.felt import felt
from game.ui.shell.felt import panel as rounded_panel
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene
from game.ui.shell.text import draw_text, wrap
from game.ui.speech.said import Said, sentences

if TYPE_CHECKING:
    from game.ui.shell.app import App

TEXT = (245, 240, 225)
MUTED = (205, 215, 200)
PANEL = (20, 16, 16, 215)
ACCENT = (232, 120, 96)
PATH = (246, 214, 120)


class CrashScene(Scene):
    """Esc, Enter or a click quits the game; the traceback is already in the log."""

    name = "crash"

    def __init__(self, app: App, log_path: Path | None, summary: str) -> None:
        super().__init__(app)
        self.log_path = log_path
        self.summary = summary

    def handle_event(self, event: pygame.event.Event) -> None:
        quit_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if (event.type == pygame.KEYDOWN and event.key in quit_keys) or (
            event.type == pygame.MOUSEBUTTONUP and event.button == 1
        ):
            self.app.quit()

    def speech(self) -> list[Said]:
        return [
            Said(
                "heading",
                sentences([tr("crash.title"), tr("crash.explanation"), tr("crash.how_to_quit")]),
            )
        ]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        # body text size; everything else is a multiple of it
        unit = max(12, round(h / 34 * text_size.scale()))
        panel_w = min(w - w // 10, h * 3 // 2)
        pad = max(unit, panel_w // 16)
        inner = panel_w - 2 * pad
        where = str(self.log_path) if self.log_path else tr("crash.no_log")
        # (text, size, colour, bold); the log path stands out: it is what a bug report needs
        blocks = [
            (tr("crash.title"), unit * 2, ACCENT, True),
            (tr("crash.explanation"), unit, TEXT, False),
            (tr("crash.log_path"), unit, TEXT, False),
            (where, unit, PATH, True),
            (self.summary, int(unit * 0.85), MUTED, False),
        ]
        lines: list[tuple[str, int, tuple[int, int, int], bool, int]] = []
        for text, size, colour, bold in blocks:
            wrapped = wrap(text, size, inner, bold)[:4]  # never run off the panel
            for i, line in enumerate(wrapped):
                gap = size // 2 if i == len(wrapped) - 1 else 0
                lines.append((line, size, colour, bold, gap))
        body = sum(int(size * 1.2) + gap for _, size, _, _, gap in lines)
        panel = pygame.Rect(0, 0, panel_w, body + 2 * pad + unit * 3)
        panel.center = (w // 2, h // 2)
        surface.blit(rounded_panel(panel.size, PANEL, unit), panel)

        y = panel.top + pad
        for line, size, colour, bold, gap in lines:
            rect = draw_text(surface, line, size, colour, bold=bold, midtop=(panel.centerx, y))
            y = max(rect.bottom, y + int(size * 1.2)) + gap
        draw_text(
            surface,
            tr("crash.how_to_quit"),
            unit,
            TEXT,
            bold=True,
            max_width=inner,
            midbottom=(panel.centerx, panel.bottom - pad),
        )
