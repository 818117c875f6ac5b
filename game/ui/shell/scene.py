"""Scene base class: one screen of the game (title, table, crash notice, ...).

The App keeps scenes on a stack. Only the top scene gets events and updates; drawing
starts at the highest opaque scene so overlays (``opaque = False``) show what is below.
Scenes lay themselves out from the size of the surface they are given on every draw, and
hear about window size changes through ``resize``. When the top scene is not ``animating``
the App waits for input instead of drawing the same picture again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.speech import Said


class Scene:
    """Override what you need; every hook has a do-nothing default."""

    # False for overlays: the scene below is drawn first.
    opaque: bool = True
    # A screen that holds window-sized surfaces of its own (a table's cloth and base): the
    # App collects the garbage when it leaves (App._left). One that holds none (the
    # hand-over, shown many times a match) says so and spares the frame a full collection.
    holds_big_surfaces: bool = True
    # A short name for logs and the smoke test's summary ("title", "table", "scorepad").
    name: str = "scene"

    @property
    def typing(self) -> bool:
        """Letters typed now make words (a name): the App's letter keys (M) leave them be."""
        return False

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def animating(self) -> bool:
        """True while something on screen moves or a timer runs (an animation, a fade, a
        bot's pause): the App then draws every frame. False lets the App rest until input
        comes; a scene that changes its picture without input must say True meanwhile."""
        return False

    def stirred(self) -> bool:
        """Has something outside the window come for this scene (a phone's move)?
        The App, resting, looks between its looks for input and runs a frame at once."""
        return False

    def enter(self) -> None:
        """Pushed onto the stack (or replaced another scene)."""

    def exit(self) -> None:
        """Popped off the stack (or replaced by another scene)."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """This scene is on top again after the one above it was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (also after a fullscreen toggle)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event; only the top scene receives them."""

    def speech(self) -> Sequence[Said]:
        """What this screen says to a player who cannot see it, part by part (its heading,
        the focused row and its value...): read every frame while "Speak the screen" is
        on, and each part is said again when its words change. Keep it cheap."""
        return ()

    def speech_all(self) -> str:
        """F3: the whole screen in words (a table says the hand)."""
        from game.ui.speech.said import sentences

        return sentences([said.text for said in self.speech()])

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds (already clamped by the App)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface``, laid out from its current size."""
