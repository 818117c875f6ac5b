"""What the Huit américain table shows right now: the player's view, advanced one engine
event at a time (as 8½'s shown.py). After the last event of a move (and `settle`), this
must equal observe(state, seat); `differences` says where it does not.

Drawn cards are never named in events (R11 likewise, H-events): the drawer's own hand is
taken from the observation after the move, the only hand change a draw move makes.
A refill comes before the draw that needed it, while some of the old stock may still be
due to that draw: the shuffled discard goes under what is left, as a player would do it.
"""

from __future__ import annotations

from attrs import Factory, define

from game.rules.huit import Observation, Phase
from game.rules.huit import events as ev
from game.rules.huit.cards import Card, Suit


@define
class HuitShown:
    seat: int  # whose eyes
    hand: list[Card]  # the viewer's hand, as the engine sorts it
    hand_sizes: list[int]
    discard: list[Card]
    stock_size: int
    suit: Suit | None
    penalty: int
    turn: int
    phase: Phase
    drawn: Card | None
    unannounced: int | None
    callable: int | None
    winner: int | None
    points: tuple[int, ...] | None
    # Turned up at the deal and put under the stock (H1): everyone saw them; next drawn first.
    under_stock: list[Card] = Factory(list)
    left: tuple[int, ...] | None = None  # what each hand scores (H6), once the round is over
    skipped: int | None = None  # a 7 makes this seat miss its turn: on its plate till settled
    rules: tuple[str, ...] = ()  # the house rules in force (H7), () for the book's
    direction: int = 1  # 1 clockwise, -1 once a jack has reversed it (H7.2)
    last_mover: int | None = None
    version: int = 0  # bumped on every change, so drawing caches know when to redraw
    _fresh: bool = False  # the next event starts a new move

    @classmethod
    def from_observation(cls, obs: Observation) -> HuitShown:
        return cls(
            seat=obs.seat, hand=list(obs.hand), hand_sizes=list(obs.hand_sizes),
            discard=list(obs.discard), stock_size=obs.stock_size, suit=obs.suit,
            penalty=obs.penalty, turn=obs.turn, phase=obs.phase, drawn=obs.drawn,
            unannounced=obs.unannounced, callable=obs.callable, winner=obs.winner,
            points=obs.points, under_stock=list(obs.under_stock), rules=obs.rules,
            direction=obs.direction, fresh=True,
        )  # fmt: skip

    @property
    def top(self) -> Card:
        return self.discard[-1]

    def begin(self, event: ev.Event) -> None:
        """A new move's first event: after a 10 it is the card (or draw) played again
        (H4.1), so "again" is answered (a new 10 asks anew)."""
        if self._fresh:
            self._fresh = False
            if self.phase is Phase.AGAIN:
                self.phase = Phase.PLAY
            self.version += 1

    def apply(self, event: ev.Event, after: Observation) -> None:
        self.version += 1
        me = self.seat
        if isinstance(event, ev.CardPlayed):
            self.hand_sizes[event.seat] -= 1
            if event.seat == me:
                self.hand.remove(event.card)
            self.discard.append(event.card)
            self.suit = None  # an 8's SuitAsked follows
            self.drawn = None
            self.last_mover = event.seat
        elif isinstance(event, ev.SuitAsked):
            self.suit = event.suit
        elif isinstance(event, ev.Skipped):
            self.skipped = event.seat
        elif isinstance(event, ev.Reversed):
            self.direction = event.direction
        elif isinstance(event, ev.PlayAgain):
            self.phase = Phase.AGAIN
        elif isinstance(event, ev.PenaltyGrows):
            self.penalty = event.penalty
        elif isinstance(event, ev.PenaltyDrawn):
            self._drew(event.seat, event.count, after)
            self.penalty = 0
            self.last_mover = event.seat
        elif isinstance(event, ev.CardDrawn):
            self._drew(event.seat, 1, after)
            if event.seat == me:
                self.drawn = after.drawn
            self.last_mover = event.seat
        elif isinstance(event, ev.CarteCalled):
            self._drew(event.seat, event.count, after)
            self.unannounced = None
            self.last_mover = event.caller
        elif isinstance(event, ev.StockRefilled):
            self.stock_size += event.count
            self.discard = self.discard[-1:]
            self.under_stock = []  # a new stock: of discarded cards, shuffled
        elif isinstance(event, ev.CarteForgotten):
            self.unannounced = event.seat
        elif isinstance(event, ev.DrawnKept | ev.Passed):
            self.drawn = None
            self.last_mover = event.seat
        elif isinstance(event, ev.RoundOver):
            self.phase = Phase.OVER
            self.winner = event.winner
            self.points = event.points
            self.left = event.left
            self.penalty = 0
            self.unannounced = None

    def _drew(self, seat: int, count: int, after: Observation) -> None:
        self.hand_sizes[seat] += count
        self.stock_size -= count
        # The stock's last cards are the ones everyone saw go under it: drawn last.
        del self.under_stock[: max(0, len(self.under_stock) - max(0, self.stock_size))]
        if seat == self.seat:
            self.hand = list(after.hand)

    def settle(self, after: Observation) -> None:
        """The move's events are all shown: whose turn it is and what may happen follow."""
        self.version += 1
        self._fresh = True
        self.skipped = None  # the turn has passed the skipped player by
        self.turn = after.turn
        self.phase = after.phase
        self.drawn = after.drawn
        # The chance to call ends without an event (H5.1): the next first move ends it.
        self.unannounced = after.unannounced
        self.callable = after.callable
        self.winner = after.winner
        self.points = after.points

    def differences(self, obs: Observation) -> list[str]:
        """Where the table shows something else than `obs` (empty when all is right)."""
        out: list[str] = []
        pairs = {
            "hand": (tuple(self.hand), obs.hand),
            "hand sizes": (tuple(self.hand_sizes), obs.hand_sizes),
            "discard": (tuple(self.discard), obs.discard),
            "stock": (self.stock_size, obs.stock_size),
            "under the stock": (tuple(self.under_stock), obs.under_stock),
            "suit": (self.suit, obs.suit), "penalty": (self.penalty, obs.penalty),
            "turn": (self.turn, obs.turn), "phase": (self.phase, obs.phase),
            "drawn": (self.drawn, obs.drawn), "unannounced": (self.unannounced, obs.unannounced),
            "callable": (self.callable, obs.callable), "winner": (self.winner, obs.winner),
            "points": (self.points, obs.points), "direction": (self.direction, obs.direction),
        }  # fmt: skip
        for what, (shown, real) in pairs.items():
            if shown != real:
                out.append(f"{what}: shown {shown!r}, really {real!r}")
        return out
