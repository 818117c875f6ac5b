"""Watch: a match of bots alone at a game's real table, for a room to look at.

Every seat is a bot (the table's `human` is None: nothing is saved, counted or written to
the history) and the table is seen through seat 0's eyes, with every hand face up if the
settings say so. Nobody has to press anything: the result and the score pad move on by
themselves after a moment, and a match over deals a new one. Any key or click leaves for
the scene the demo was opened from (the title).

`Watching` is mixed in before a game's own table class: `class Demo(Watching[...], Table)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene
from game.ui.table.base import (
    CardTable,
    EventT,
    MatchT,
    MoveT,
    ObsT,
    OptionsT,
    StateT,
)

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from game.store.settings import Settings
    from game.ui.shell.app import App

READ_TIME = 5.0  # seconds a result or the score pad stays up before the demo moves on
HINT_LIFE = 6.0  # seconds "any key or click brings you back" shows as the demo starts


def touched(event: pygame.event.Event) -> bool:
    """A key or a click: someone wants the game back."""
    return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)


class Unattended(Scene):
    """A panel over the demo's table (a round's result, the score pad) that nobody presses:
    it shows as it would to a player, and after READ_TIME it gives way to `then`."""

    opaque = False

    def __init__(
        self, app: App, panel: Scene, then: Callable[[], None], leave: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.panel = panel
        self.name = panel.name  # the smoke test's summary names what shows
        self.then = then
        self.leave = leave
        self.age = 0.0

    @property
    def animating(self) -> bool:
        return True  # counting down

    def update(self, dt: float) -> None:
        self.panel.update(dt)  # the pen writes the new row in
        self.age += dt
        if self.age >= READ_TIME and self.app.top is self:
            self.app.pop()
            self.then()

    def resize(self, size: tuple[int, int]) -> None:
        self.panel.resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> None:
        if touched(event):
            self.leave()


class Watching(CardTable[StateT, MoveT, EventT, ObsT, OptionsT, MatchT]):
    """A game's table playing by itself: see the module's docstring."""

    name = "demo"

    def __init__(
        self,
        app: App,
        settings: Settings,
        back_to: Scene | None = None,
        *,
        seed: int | None = None,
        quick_bots: bool = False,
        executor: Executor | None = None,
    ) -> None:
        self.back_to = back_to  # where a key or a click leads (None: the scene below)
        super().__init__(
            app, settings, seed=seed, human=False, quick_bots=quick_bots, executor=executor
        )

    def enter(self) -> None:
        # Above all for a demo that started by itself: whoever looks knows how to stop it.
        self.app.audio.show_note(tr("watch.hint"), HINT_LIFE)

    def face_up(self, seat: int) -> bool:
        return self.app.settings.demo_face_up

    @property
    def shows_toolbar(self) -> bool:
        return False  # nobody to press them: any click leaves

    @property
    def animating(self) -> bool:
        return True  # the game goes on without anyone: never wait for input

    def handle_event(self, event: pygame.event.Event) -> None:
        if touched(event):
            self.leave()

    def leave(self) -> None:
        """Back to the title (or what the demo was opened from)."""
        if self.back_to is not None and self.back_to in self.app.scenes:
            self.app.pop_to(self.back_to)
        else:
            self.quit_to_title()

    def _show_result(self) -> None:
        self._show_pad()

    def _unattended(self, panel: Scene, then: Callable[[], None]) -> None:
        self.app.push(Unattended(self.app, panel, then, self.leave))

    def _show_pad(self) -> None:
        """The score pad with the game's row written in, then the next game (or match)."""
        from game.ui.scorepad.scene import ScorePadScene  # as the table's own pad

        pad = ScorePadScene(
            self.app, self._pad_model(), result=True, write_last=True, area=self.pad_area
        )
        self._unattended(pad, self._play_on)

    def _play_on(self) -> None:
        if self.match.is_over:
            self.new_match()
        else:
            self.next_game()
