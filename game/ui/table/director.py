"""Plays a move's events one after another: animate, then show, then the next (both games).

The table hands over the events of every move with the mover's-eye view after it; the
director animates each event in turn (dt-driven), applies it to the shown table when its
animation ends, and calls `settle` after the move's last event. Listeners hear when an
event starts (speech bubbles, sounds) and when it has been shown (move log).

What is game-specific comes in: the shown table (`begin`, `apply`, `settle`) and
`make_anim(event, shown, scale)`, which returns the event's animation or None when there
is nothing to see. An animation has `event`, `duration`, `elapsed`, `done` and `hidden`
(the shown cards not to draw in place while it runs); `nothing` is the game's empty one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

E = TypeVar("E")  # an engine event
O = TypeVar("O")  # noqa: E741  an observation (the viewer's, after the move)
# Any in the bounds: a bound cannot name the other type variables (E, O, H); the game's
# Director says them, and its make_anim and shown table are checked against them.
S = TypeVar("S", bound="ShownTable[Any, Any]")
A = TypeVar("A", bound="Animation[Any]")
H = TypeVar("H")  # what an animation hides

EventT = TypeVar("EventT", contravariant=True)
ObsT = TypeVar("ObsT", contravariant=True)


class ShownTable(Protocol[EventT, ObsT]):
    def begin(self, event: EventT) -> None: ...
    def apply(self, event: EventT, after: ObsT) -> None: ...
    def settle(self, after: ObsT) -> None: ...


class Animation(Protocol[H]):
    event: Any  # the game's event (E): a protocol's attribute cannot name the Director's E
    duration: float
    elapsed: float
    hidden: H

    @property
    def done(self) -> bool: ...


class _Settle:
    """Marks the end of one move's events in the queue."""


SETTLE = _Settle()

# Phones answer as soon as their turn comes, faster than the table animates: while moves
# wait their turn the animations run HURRY times as fast, and the table never shows more
# than MAX_BEHIND moves late (the oldest beyond that shows at once).
HURRY = 2.0
MAX_BEHIND = 2


class Director(Generic[E, O, S, A, H]):
    def __init__(
        self,
        shown: S,
        make_anim: Callable[[E, S, float], A | None],
        nothing: H,
        on_start: Callable[[E], None] | None = None,
        on_shown: Callable[[E], None] | None = None,
        on_settled: Callable[[], None] | None = None,
    ) -> None:
        self.shown = shown
        self.make_anim = make_anim
        self.nothing = nothing
        self.on_start = on_start
        self.on_shown = on_shown
        self.on_settled = on_settled
        self._queue: deque[tuple[E | _Settle, O]] = deque()
        self.current: A | None = None
        self._after: O | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    @property
    def behind(self) -> int:
        """Moves played that the table has not finished showing (the one shown now too)."""
        return sum(1 for item, _ in self._queue if item is SETTLE)

    @property
    def hidden(self) -> H:
        return self.current.hidden if self.current is not None else self.nothing

    def play(self, events: list[E], after: O) -> None:
        """Queue one move's events; `after` is the shown seat's observation after the move."""
        for e in events:
            self._queue.append((e, after))
        self._queue.append((SETTLE, after))

    def update(self, dt: float, scale: float) -> None:
        """Advance by `dt` seconds at speed `scale` (0: everything at once); faster while
        moves wait (HURRY), and at once for those beyond MAX_BEHIND."""
        while self.behind > MAX_BEHIND:
            self._catch_up()
        self._run(dt * HURRY if self.behind > 1 else dt, scale)

    def _catch_up(self) -> None:
        """Show the oldest move's events at once: what its animation still had to show, the
        rest with no animation."""
        if self.current is not None:
            assert self._after is not None
            anim, self.current = self.current, None
            self._show(anim.event, self._after)
        self._run(0.0, 0.0, moves=1)

    def _run(self, dt: float, scale: float, moves: int | None = None) -> None:
        """Advance by `dt` seconds at speed `scale`; stop after `moves` moves settled."""
        budget = dt
        while True:
            if self.current is None:
                if not self._queue or moves == 0:
                    return
                item, after = self._queue.popleft()
                if isinstance(item, _Settle):
                    self.shown.settle(after)
                    if self.on_settled is not None:
                        self.on_settled()
                    if moves is not None:
                        moves -= 1
                    continue
                self.shown.begin(item)  # what changes with the bubble, at once
                if self.on_start is not None:
                    self.on_start(item)
                anim = self.make_anim(item, self.shown, scale)
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

    def _show(self, event: E, after: O) -> None:
        self.shown.apply(event, after)
        if self.on_shown is not None:
            self.on_shown(event)
