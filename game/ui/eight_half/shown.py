"""What the table shows right now: the player's view, advanced one engine event at a time.

The controller never diffs states to animate. Each event from apply_move is animated and
then applied here, so the picture always follows the story the events tell. After the
last event of a move (and `settle`), this must equal observe(state, seat) — tests check it
with `differences`.

Open and blind cards are kept in three fixed slots (the stacks on the table), so that a
played open card leaves a gap where it lay instead of the others sliding about.
"""

from __future__ import annotations

from collections import Counter

from attrs import define, field

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Announce as A
from game.rules.eight_half.events import (
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
    ReachedTable,
    SwapDeclined,
    Swapped,
    Zone,
)
from game.rules.eight_half.events import Destination as D
from game.rules.eight_half.observe import Observation
from game.rules.eight_half.state import Phase

SLOTS = 3


def _remove(cards: list[Card], gone: tuple[Card, ...] | list[Card]) -> None:
    for c in gone:
        cards.remove(c)


@define
class ShownSeat:
    hand: list[Card]  # the observer's own hand (sorted); empty for the others
    hand_size: int
    draw_size: int
    open_slots: list[Card | None]
    blind_slots: list[bool]
    aside: list[Card]
    at_table: bool
    known: list[Card]  # hand cards everyone saw go in (R11), sorted
    turned: dict[int, Card] = field(factory=dict)  # blind slot -> card shown face up

    @property
    def open(self) -> tuple[Card, ...]:
        return tuple(sorted(c for c in self.open_slots if c is not None))

    @property
    def blind_size(self) -> int:
        return sum(self.blind_slots)

    def blind_slot(self, index: int) -> int:
        """The stack holding blind card `index` (counted among the remaining ones, R8.4)."""
        slots = [s for s, here in enumerate(self.blind_slots) if here]
        return slots[index]

    @property
    def card_count(self) -> int:
        """R10.1, as shown."""
        return self.hand_size + self.draw_size + len(self.open) + self.blind_size + len(self.aside)


@define
class Shown:
    seat: int  # whose eyes: the human's seat
    seats: list[ShownSeat]
    pile: list[Card]
    bid_halves: int
    five_rule: bool
    half_owner: int | None
    turn: int
    phase: Phase
    swapper: int | None
    loser: int | None
    finisher: int | None
    winner: int | None
    points: tuple[int, ...] | None
    last_mover: int | None = None  # whose plate glows: they made the last move
    last_count: int = 0  # top cards of the pile that the last play put there
    version: int = 0  # bumped on every change, so drawing caches know when to redraw

    @classmethod
    def from_observation(cls, obs: Observation) -> Shown:
        seats = []
        for p, v in enumerate(obs.seats):
            opens: list[Card | None] = list(v.open) + [None] * (SLOTS - len(v.open))
            blinds = [True] * v.blind_size + [False] * (SLOTS - v.blind_size)
            seats.append(ShownSeat(
                hand=list(obs.hand) if p == obs.seat else [],
                hand_size=v.hand_size, draw_size=v.draw_size,
                open_slots=opens, blind_slots=blinds, aside=list(v.aside),
                at_table=v.at_table, known=sorted(v.known),
            ))  # fmt: skip
        shown = cls(
            seat=obs.seat, seats=seats, pile=list(obs.pile), bid_halves=obs.bid_halves,
            five_rule=obs.five_rule, half_owner=obs.half_owner, turn=obs.turn, phase=obs.phase,
            swapper=obs.swapper, loser=obs.loser, finisher=obs.finisher, winner=obs.winner,
            points=obs.points,
        )  # fmt: skip
        return shown

    # -- events ---------------------------------------------------------------------------

    def begin(self, event: Event) -> None:
        """What changes the moment `event` starts: the bid panel changes with the pile and
        the bubble, when the card lands or the pile is lifted, not when the next animation
        ends. `apply` at the end sets the same values again."""
        if isinstance(event, BidAnnounced):
            self.version += 1
            self._bid(event)
        elif isinstance(event, PileTaken):
            self.version += 1
            self.bid_halves, self.five_rule, self.half_owner = 0, False, None

    def _bid(self, event: BidAnnounced) -> None:
        self.bid_halves = event.bid_halves
        # Only the kind says whether "lower!" holds; a ghost keeps it (R5.2).
        self.five_rule = event.kind is A.FIVE_RULE
        self.half_owner = event.seat if event.bid_halves % 2 else None

    def apply(self, event: Event, after: Observation) -> None:
        """Show `event`. `after` is the observer's view once the whole move is done; it
        only tells which cards the observer drew (CardsDrawn counts them, R11)."""
        self.version += 1
        if isinstance(event, CardsPlayed):
            self._played(event)
        elif isinstance(event, BidAnnounced):
            self._bid(event)
        elif isinstance(event, PileTaken):
            self._taken(event)
        elif isinstance(event, CardsDrawn):
            s = self.seats[event.seat]
            s.draw_size -= event.count
            s.hand_size += event.count
            if event.seat == self.seat:
                s.hand = sorted(after.hand)  # the drawer's last change this move
        elif isinstance(event, BlindTurned):
            s = self.seats[event.seat]
            s.turned[s.blind_slot(event.index)] = event.card
            self.last_mover = event.seat
        elif isinstance(event, BlindReturned):
            s = self.seats[event.seat]
            s.turned.pop(s.blind_slot(event.index), None)
        elif isinstance(event, ReachedTable):
            self.seats[event.seat].at_table = True
        elif isinstance(event, Swapped):
            self._swapped(event)
        elif isinstance(event, AttackWindowOpened):
            self.phase = Phase.ATTACK_WINDOW
            self.turn = event.seat
            self.finisher = event.finisher
        elif isinstance(event, Passed | SwapDeclined):
            self.last_mover = event.seat
        elif isinstance(event, GameOver):
            self.phase = Phase.OVER
            self.winner = event.winner
            self.points = event.points

    def _played(self, e: CardsPlayed) -> None:
        s = self.seats[e.seat]
        if e.zone is Zone.HAND:
            s.hand_size -= len(e.cards)
            if e.seat == self.seat:
                _remove(s.hand, e.cards)
            for c in e.cards:  # R11: a known card that leaves the hand is no longer hidden
                if c in s.known:
                    s.known.remove(c)
        elif e.zone is Zone.OPEN:
            for c in e.cards:
                s.open_slots[s.open_slots.index(c)] = None
        else:
            slot = next(iter(s.turned))
            s.turned.pop(slot)
            s.blind_slots[slot] = False
        self.pile.extend(e.cards)
        self.last_mover = e.seat
        self.last_count = len(e.cards)

    def _taken(self, e: PileTaken) -> None:
        s = self.seats[e.seat]
        for slot in list(s.turned):  # R8.4: the turned blind card goes with the pile
            s.turned.pop(slot)
            s.blind_slots[slot] = False
        self.pile = []
        self.last_count = 0
        if e.to is D.ASIDE:
            s.aside.extend(e.cards)
        else:
            s.hand_size += len(e.cards)
            s.known = sorted(s.known + list(e.cards))
            if e.seat == self.seat:
                s.hand = sorted(s.hand + list(e.cards))
        self.bid_halves = 0
        self.five_rule = False
        self.half_owner = None
        if e.attacker is None:
            self.last_mover = e.seat

    def _swapped(self, e: Swapped) -> None:
        mine, theirs = self.seats[e.seat], self.seats[e.loser]
        mine.open_slots[mine.open_slots.index(e.gave)] = e.received
        theirs.open_slots[theirs.open_slots.index(e.received)] = e.gave
        self.last_mover = e.seat

    def settle(self, after: Observation) -> None:
        """The move's events are all shown: whose turn it is and the phase follow now."""
        self.version += 1
        self.turn = after.turn
        self.phase = after.phase
        self.swapper = after.swapper
        self.loser = after.loser
        self.finisher = after.finisher
        self.winner = after.winner
        self.points = after.points

    # -- checking -------------------------------------------------------------------------

    def differences(self, obs: Observation) -> list[str]:
        """Where the table shows something else than `obs` (empty when all is right)."""
        out: list[str] = []

        def cmp(what: str, shown: object, real: object) -> None:
            if shown != real:
                out.append(f"{what}: shown {shown!r}, really {real!r}")

        cmp("hand", tuple(self.seats[self.seat].hand), tuple(obs.hand))
        for p, (s, v) in enumerate(zip(self.seats, obs.seats, strict=True)):
            cmp(f"seat {p} hand size", s.hand_size, v.hand_size)
            cmp(f"seat {p} draw size", s.draw_size, v.draw_size)
            cmp(f"seat {p} open", Counter(s.open), Counter(v.open))
            cmp(f"seat {p} blind size", s.blind_size, v.blind_size)
            cmp(f"seat {p} aside", tuple(s.aside), tuple(v.aside))
            cmp(f"seat {p} at table", s.at_table, v.at_table)
            cmp(f"seat {p} known", tuple(s.known), tuple(sorted(v.known)))
            cmp(f"seat {p} turned blind", s.turned, {})
        for name in (
            "pile",
            "bid_halves",
            "five_rule",
            "half_owner",
            "turn",
            "phase",
            "winner",
            "points",
        ):
            real = getattr(obs, name)
            cmp(
                name,
                tuple(self.pile) if name == "pile" else getattr(self, name),
                tuple(real) if name == "pile" else real,
            )
        return out
