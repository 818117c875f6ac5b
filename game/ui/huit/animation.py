"""The animation of one Huit américain engine event: how long, what it hides, how far along.

Where cards fly from and to is worked out by the view from the current layout each frame
(as at the 8½ table), so a resize mid-flight just works. Several drawn cards (a penalty, a
call) leave the stock one after another: `card_t(i)` is the i-th card's progress.
"""

from __future__ import annotations

from attrs import define, field

from game.rules.huit import events as ev
from game.ui.huit.shown import HuitShown
from game.ui.shell.tween import Timed

__all__ = ["NOTHING", "HuitAnim", "HuitHidden", "make_anim"]

# Seconds at "normal" speed; the speed setting multiplies them (instant: no animation).
DURATIONS: dict[type, float] = {
    ev.CardPlayed: 0.34,
    ev.SuitAsked: 0.5,
    ev.Skipped: 0.9,  # the skipped player's plate is tagged while the turn passes them by
    ev.PenaltyGrows: 0.35,
    ev.CardDrawn: 0.28,
    ev.StockRefilled: 0.7,
    ev.CarteSaid: 0.3,
    ev.CarteForgotten: 0.15,
    ev.PlayAgain: 0.25,
    ev.Reversed: 0.8,  # the arrows round the middle swing the other way (direction.py)
}
DEAL_STEP = 0.16  # seconds between the cards of a penalty or a call, one by one
DEAL_FLIGHT = 0.28


@define
class HuitHidden:
    """Shown cards not to draw in place because they are in flight."""

    hand: int | None = None  # index (engine order) of the viewer's card flying out
    backs: dict[int, int] = field(factory=dict)  # seat -> backs leaving that hand
    under: bool = False  # the discard under its top card (a refill takes it away)

    def __bool__(self) -> bool:
        return self.hand is not None or bool(self.backs) or self.under


NOTHING = HuitHidden()


@define
class HuitAnim(Timed):
    event: ev.Event
    duration: float
    elapsed: float = 0.0
    count: int = 1  # cards in flight, one after another (draws)
    hidden: HuitHidden = field(factory=HuitHidden)

    def card_t(self, i: int) -> float:
        """0..1: how far the i-th of `count` dealt cards has flown (0 before it leaves)."""
        if self.count <= 1:
            return self.t
        scale = self.duration / (DEAL_FLIGHT + DEAL_STEP * (self.count - 1))
        start = i * DEAL_STEP * scale
        return max(0.0, min(1.0, (self.elapsed - start) / (DEAL_FLIGHT * scale)))


def make_anim(event: ev.Event, shown: HuitShown, scale: float) -> HuitAnim | None:
    """The animation for `event` on the table as shown now, or None (nothing to see)."""
    if scale <= 0:
        return None
    count = 0
    if isinstance(event, ev.PenaltyDrawn | ev.CarteCalled):
        count = event.count
        if count <= 0:
            return None
        base = DEAL_FLIGHT + DEAL_STEP * (count - 1)
    else:
        base = DURATIONS.get(type(event), 0.0)
    if base <= 0:
        return None
    anim = HuitAnim(event, base * scale, count=max(1, count))
    if isinstance(event, ev.CardPlayed):
        if event.seat == shown.seat:
            anim.hidden.hand = shown.hand.index(event.card)
        else:
            anim.hidden.backs[event.seat] = 1
    elif isinstance(event, ev.StockRefilled):
        anim.hidden.under = True
    return anim
