"""8½'s director: the shared one (game/ui/table/director.py) with 8½'s animations and table."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.eight_half.events import Event
from game.rules.eight_half.observe import Observation
from game.ui.eight_half.animation import NOTHING, EventAnim, Hidden, make_anim
from game.ui.eight_half.shown import Shown
from game.ui.table.director import Director as SharedDirector

Listener = Callable[[Event], None]


class Director(SharedDirector[Event, Observation, Shown, EventAnim, Hidden]):
    def __init__(
        self,
        shown: Shown,
        on_start: Listener | None = None,
        on_shown: Listener | None = None,
        on_settled: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(shown, make_anim, NOTHING, on_start, on_shown, on_settled)
