"""What happened, in order, when a move was applied: the table animates these.

Every event holds only public information (R11): cards drawn are counted, not named.
"""

from __future__ import annotations

import enum

from attrs import frozen

from game.rules.eight_half.cards import Card


class Zone(enum.IntEnum):
    HAND = 0
    OPEN = 1
    BLIND = 2


class Announce(enum.Enum):
    """The kind of a spoken bid (R12)."""

    PLAIN = "plain"  # "six"
    HALF = "half"  # "six and a half"
    FIVE_RULE = "five_rule"  # "five - lower!"
    ZERO = "zero"  # "zero"
    EIGHT_HALF = "eight_half"  # the 8½ combination
    ATTACK = "attack"  # "attack with a seven!"


class Destination(enum.Enum):
    ASIDE = "aside"
    HAND = "hand"


class TakeReason(enum.Enum):
    NO_PLAY = "no_play"  # R7.1
    ATTACKED = "attacked"  # R6.2
    BLIND_MISS = "blind_miss"  # R8.4


@frozen
class CardsPlayed:
    seat: int
    zone: Zone
    cards: tuple[Card, ...]


@frozen
class BidAnnounced:
    seat: int
    bid_halves: int
    kind: Announce
    ghost: bool = False  # the bid was kept by a ghost ("still four")


@frozen
class PileTaken:
    seat: int
    cards: tuple[Card, ...]
    to: Destination
    reason: TakeReason
    attacker: int | None = None


@frozen
class CardsDrawn:
    seat: int
    count: int


@frozen
class BlindTurned:
    seat: int
    index: int
    card: Card
    fits: bool  # it was playable (or, in an attack window, it attacks)


@frozen
class BlindReturned:
    """R9.3: a blind card turned in an attack window that does not attack goes back."""

    seat: int
    index: int
    card: Card


@frozen
class ReachedTable:
    """R8.2: hand and draw pile are empty; open and blind cards come into play."""

    seat: int


@frozen
class AttackWindowOpened:
    seat: int  # who may attack
    finisher: int


@frozen
class Passed:
    seat: int


@frozen
class Swapped:
    seat: int
    gave: Card
    loser: int
    received: Card


@frozen
class SwapDeclined:
    seat: int


@frozen
class WentRoundInCircles:
    """R10.6: the position came up for the third time, so the game ends with no one out:
    `winner` has the fewest cards left in play. `turn`: the player who was to move (ties
    go to the nearest, counting from them). GameOver follows."""

    winner: int
    turn: int


@frozen
class GameOver:
    winner: int
    loser: int
    counts: tuple[int, ...]
    points: tuple[int, ...]


Event = (
    CardsPlayed
    | BidAnnounced
    | PileTaken
    | CardsDrawn
    | BlindTurned
    | BlindReturned
    | ReachedTable
    | AttackWindowOpened
    | Passed
    | Swapped
    | SwapDeclined
    | WentRoundInCircles
    | GameOver
)
