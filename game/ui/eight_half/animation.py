"""Tweens and the animation of one engine event: how long, what it hides, how far along.

An EventAnim knows its event, its duration and progress, and which shown cards are in
flight (so the table does not draw them twice). Where things fly from and to is worked out
by the view from the current layout each frame, so a window resize mid-flight just works.
"""

from __future__ import annotations

from attrs import define, field

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import (
    Announce,
    AttackWindowOpened,
    BidAnnounced,
    BlindReturned,
    BlindTurned,
    CardsDrawn,
    CardsPlayed,
    Event,
    GameOver,
    Passed,
    PileTaken,
    SwapDeclined,
    Swapped,
    Zone,
)
from game.ui.eight_half.shown import Shown
from game.ui.shell.tween import Timed

# Seconds at "normal" speed; the speed setting multiplies them (instant: no animation).
DURATIONS: dict[type, float] = {
    CardsPlayed: 0.36,
    BidAnnounced: 0.22,
    PileTaken: 1.2,  # the pile squares up, then goes: a big pile taken must be seen
    CardsDrawn: 0.26,
    BlindTurned: 0.42,
    BlindReturned: 0.36,
    Swapped: 0.7,
    AttackWindowOpened: 0.6,
    Passed: 0.35,
    SwapDeclined: 0.35,
    GameOver: 0.7,
}
ATTACK_DURATION = 0.75  # an attack lingers: red flash and a shaken pile


@define
class Hidden:
    """Shown cards not to draw in place because they are flying (or flipping)."""

    hand: set[int] = field(factory=set)  # the observer's hand indices
    backs: dict[int, int] = field(factory=dict)  # seat -> opponent hand cards in flight
    open: set[tuple[int, int]] = field(factory=set)  # (seat, slot)
    blind: set[tuple[int, int]] = field(factory=set)  # (seat, slot), face down
    turned: set[tuple[int, int]] = field(factory=set)  # (seat, slot), face up
    draw: dict[int, int] = field(factory=dict)  # seat -> cards leaving the draw pile
    pile: bool = False

    def __bool__(self) -> bool:
        return bool(
            self.hand
            or self.backs
            or self.open
            or self.blind
            or self.turned
            or self.draw
            or self.pile
        )


NOTHING = Hidden()


@define
class EventAnim(Timed):
    event: Event
    duration: float
    elapsed: float = 0.0
    # Where the moving cards start: hand indices or stack slots, in event card order.
    sources: tuple[int, ...] = ()
    targets: tuple[int, ...] = ()  # swaps: the loser's slot
    pile_before: int = 0  # pile size when the move started (cards land on top of it)
    hidden: Hidden = field(factory=Hidden)

    @property
    def is_attack(self) -> bool:
        return isinstance(self.event, BidAnnounced) and self.event.kind is Announce.ATTACK


def make_anim(event: Event, shown: Shown, scale: float) -> EventAnim | None:
    """The animation for `event` on the table as shown now, or None (instant, nothing to see)."""
    if scale <= 0:
        return None
    if isinstance(event, BidAnnounced) and event.kind is Announce.ATTACK:
        base = ATTACK_DURATION
    else:
        base = DURATIONS.get(type(event), 0.0)
    if base <= 0:
        return None
    anim = EventAnim(event, base * scale, pile_before=len(shown.pile))
    h = anim.hidden
    if isinstance(event, CardsPlayed):
        seat = shown.seats[event.seat]
        if event.zone is Zone.HAND:
            if event.seat == shown.seat:
                anim.sources = _hand_indices(seat.hand, event.cards)
                h.hand.update(anim.sources)
            else:
                h.backs[event.seat] = len(event.cards)
        elif event.zone is Zone.OPEN:
            anim.sources = _open_slots(seat.open_slots, event.cards)
            h.open.update((event.seat, s) for s in anim.sources)
        else:
            anim.sources = tuple(seat.turned)
            h.turned.update((event.seat, s) for s in anim.sources)
    elif isinstance(event, PileTaken):
        h.pile = True
        seat = shown.seats[event.seat]
        anim.sources = tuple(seat.turned)
        h.turned.update((event.seat, s) for s in seat.turned)
    elif isinstance(event, CardsDrawn):
        h.draw[event.seat] = event.count
    elif isinstance(event, BlindTurned):
        slot = shown.seats[event.seat].blind_slot(event.index)
        anim.sources = (slot,)
        h.blind.add((event.seat, slot))
    elif isinstance(event, BlindReturned):
        slot = shown.seats[event.seat].blind_slot(event.index)
        anim.sources = (slot,)
        h.turned.add((event.seat, slot))
    elif isinstance(event, Swapped):
        mine = shown.seats[event.seat].open_slots
        theirs = shown.seats[event.loser].open_slots
        anim.sources = (mine.index(event.gave),)
        anim.targets = (theirs.index(event.received),)
        h.open.update({(event.seat, anim.sources[0]), (event.loser, anim.targets[0])})
    return anim


def _hand_indices(hand: list[Card], cards: tuple[Card, ...]) -> tuple[int, ...]:
    """Which cards of a sorted hand leave: the rightmost copies, as a player would pull."""
    used: list[int] = []
    for c in cards:
        i = max(i for i, h in enumerate(hand) if h == c and i not in used)
        used.append(i)
    return tuple(used)


def _open_slots(slots: list[Card | None], cards: tuple[Card, ...]) -> tuple[int, ...]:
    used: list[int] = []
    for c in cards:
        used.append(next(i for i, s in enumerate(slots) if s == c and i not in used))
    return tuple(used)
