"""The window redrawn at a size, as after a player resizes it: what the build/*_screens.py
scripts save."""

from __future__ import annotations

import pygame

from game.ui.shell.app import App


def window_at(app: App, size: tuple[int, int]) -> pygame.Surface:
    """The app's window resized to `size` (through the app, as a player would) and drawn."""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(0.0)
    screen = pygame.display.get_surface()
    assert screen is not None
    return screen
