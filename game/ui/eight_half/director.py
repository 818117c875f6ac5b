"""Plays a move's events one after another: animate, then show (Shown.apply), then the next.

The controller hands over the events of every move with the mover's-eye view after it;
the director animates each event in turn (dt-driven), applies it to the shown table when
its animation ends, and calls `settle` after the move's last event. Listeners hear when
an event starts (speech bubbles) and when it has been shown (move log).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from game.rules.eight_half.events import Event
from game.rules.eight_half.observe import Observation
from game.ui.eight_half.animation import NOTHING, EventAnim, Hidden, make_anim
from game.ui.eight_half.shown import Shown

Listener = Callable[[Event], None]


class _Settle:
    """Marks the end of one move's events in the queue."""


SETTLE = _Settle()


class Director:
    def __init__(
        self,
        shown: Shown,
        on_start: Listener | None = None,
        on_shown: Listener | None = None,
        on_settled: Callable[[], None] | None = None,
    ) -> None:
        self.shown = shown
        self.on_start = on_start
        self.on_shown = on_shown
        self.on_settled = on_settled
        self._queue: deque[tuple[Event | _Settle, Observation]] = deque()
        self.current: EventAnim | None = None
        self._after: Observation | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    @property
    def hidden(self) -> Hidden:
        return self.current.hidden if self.current is not None else NOTHING

    def play(self, events: list[Event], after: Observation) -> None:
        """Queue one move's events; `after` is observe(state after the move, shown seat)."""
        for e in events:
            self._queue.append((e, after))
        self._queue.append((SETTLE, after))

    def update(self, dt: float, scale: float) -> None:
        """Advance by `dt` seconds at speed `scale` (0: everything at once)."""
        budget = dt
        while True:
            if self.current is None:
                if not self._queue:
                    return
                item, after = self._queue.popleft()
                if isinstance(item, _Settle):
                    self.shown.settle(after)
                    if self.on_settled is not None:
                        self.on_settled()
                    continue
                self.shown.begin(item)  # the bid changes with the bubble, at once
                if self.on_start is not None:
                    self.on_start(item)
                anim = make_anim(item, self.shown, scale)
                if anim is None:
                    self._show(item, after)
                    continue
                self.current, self._after = anim, after
            anim = self.current
            anim.elapsed += budget
            if not anim.done:
                return
            budget = anim.elapsed - anim.duration  # time left over goes to the next event
            assert self._after is not None
            self.current = None
            self._show(anim.event, self._after)

    def finish_all(self) -> None:
        """Show everything queued at once (e.g. when the speed is set to instant)."""
        self.update(0.0, 0.0)
        while self.current is not None:
            self.update(self.current.duration + 1.0, 0.0)

    def _show(self, event: Event, after: Observation) -> None:
        self.shown.apply(event, after)
        if self.on_shown is not None:
            self.on_shown(event)
