"""The statistics screen driven as a player would (posted keys and clicks), and what it shows."""

from __future__ import annotations

import pygame

from game.ui.menus.statistics import StatsScene
from game.ui.shell.app import App


def press(app: App, *keys: int, mod: int = 0) -> None:
    """Each key pressed and released (with `mod` held), then one frame."""
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
    app.frame(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """The pointer moved to `pos` and clicked there, then one frame."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def shown(scene: StatsScene) -> dict[str, str]:
    """What the last frame wrote, by name."""
    return {p.name: p.text for p in scene.painted if p.kind == "text"}
