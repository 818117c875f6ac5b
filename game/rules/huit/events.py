"""What happened, in order, when a move was applied: the table animates these.

Every event holds public information only. A card drawn is not named here: the drawer
finds it in their own observation (`observe(state, seat).drawn`, and their hand), see
game.rules.huit.observe.
"""

from __future__ import annotations

import enum

from attrs import frozen

from game.rules.huit.cards import Card, Suit


class Source(enum.Enum):
    HAND = "hand"
    DRAWN = "drawn"  # the card just drawn, played at once (H3)


@frozen
class CardPlayed:
    seat: int
    card: Card
    source: Source


@frozen
class SuitAsked:
    """An 8 (or a joker, H7.1) names the suit to follow (H4): "je change en cœur"."""

    seat: int
    suit: Suit


@frozen
class Skipped:
    """A 7: this player misses their turn (H4)."""

    seat: int


@frozen
class Reversed:
    """A jack under jack_reverses: play now goes the other way round (H7.2). `seat` played
    it; `direction` is the new one (1 clockwise, -1). With two players Skipped follows: the
    jack's player plays again, as after a 7 (H4.3)."""

    seat: int
    direction: int


@frozen
class PlayAgain:
    """A 10: the same player plays again (H4.1)."""

    seat: int


@frozen
class PenaltyGrows:
    """An ace: `seat` draws `penalty` cards unless they play an ace (H4.2); a joker: unless
    they play a joker (4, 8, 12 …, H7.1). The card on top of the discard tells the kind."""

    seat: int
    penalty: int


@frozen
class PenaltyDrawn:
    """`seat` drew the ace's (or joker's, H7.1) penalty, as many as there were, and the
    turn ended (H4.2)."""

    seat: int
    count: int


@frozen
class CardDrawn:
    """One card from the stock (H3); only the drawer's observation names it."""

    seat: int


@frozen
class DrawnKept:
    """The drawn card stays in the hand and the turn ends (H3.1)."""

    seat: int


@frozen
class Passed:
    """Nothing to draw and no play: the turn ends (H3.2)."""

    seat: int


@frozen
class StockRefilled:
    """The discard under its top card was shuffled into a new stock (H3)."""

    count: int


@frozen
class CarteSaid:
    seat: int


@frozen
class CarteForgotten:
    """`seat` went down to one card without saying "Carte !" (H5.1)."""

    seat: int


@frozen
class CarteCalled:
    """`caller` called the forgotten "Carte !"; `seat` drew `count` cards (H5)."""

    caller: int
    seat: int
    count: int


@frozen
class WentRoundInCircles:
    """H6.2: the position came up for the third time, so the round ends: `winner` holds the
    hand worth the fewest points. `turn`: the player who was to move (ties go to the
    nearest, counting from them). RoundOver follows."""

    winner: int
    turn: int


@frozen
class RoundOver:
    """H6: `winner` emptied their hand (or held the hand worth least when the round went
    round in circles, H6.2); `left` is what each hand scores, `points` the round's."""

    winner: int
    left: tuple[int, ...]
    points: tuple[int, ...]


Event = (
    CardPlayed
    | SuitAsked
    | Skipped
    | Reversed
    | PlayAgain
    | PenaltyGrows
    | PenaltyDrawn
    | CardDrawn
    | DrawnKept
    | Passed
    | StockRefilled
    | CarteSaid
    | CarteForgotten
    | CarteCalled
    | WentRoundInCircles
    | RoundOver
)
