"""What each Huit américain event sounds like: an effect, and the words its player says.

Pure mapping, no mixer (as cues.py for 8½): the table hands every event over as its
animation starts. Voice clip keys (assets/voice/README.md): carte, suit_c/d/h/s, skip,
again, penalty_2 .. penalty_8, call, draw; under the house rules joker_4 .. joker_16 and
reverse. The words mirror the speech bubbles.

A few words depend on what the move showed before them (`MoveSoFar`): a joker's penalty
is said as a joker's, with the suit it asked after it (H7.1), and a jack's skip with two
players follows its reverse (H7.2).
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import evolve, frozen

from game.rules.huit import events as ev
from game.rules.huit.cards import SUIT_TOKENS, Card, Suit
from game.ui.audio.cues import Cue
from game.ui.audio.synth import Effect

MAX_PENALTY_CLIP = 8  # penalty_2 .. penalty_8; a longer chain of aces says "+8"
JOKER_PENALTY = 4  # H7.1: each joker adds 4
MAX_JOKER_CLIP = 16  # joker_4 .. joker_16: two decks hold four jokers


def penalty_key(penalty: int) -> str:
    return f"penalty_{min(max(2, penalty - penalty % 2), MAX_PENALTY_CLIP)}"


def joker_key(penalty: int) -> str:
    """The joker's call with the penalty it brings to: "Joker! Draw eight!" (H7.1)."""
    whole = penalty - penalty % JOKER_PENALTY
    return f"joker_{min(max(JOKER_PENALTY, whole), MAX_JOKER_CLIP)}"


def suit_key(suit: Suit) -> str:
    return f"suit_{SUIT_TOKENS[suit]}"


@frozen
class MoveSoFar:
    """What the events before this one in the move showed, for the words that depend on
    it: the card played, the suit it asked, whether it reversed the direction."""

    card: Card | None = None
    suit: Suit | None = None
    reversed: bool = False

    @property
    def joker(self) -> bool:
        return self.card is not None and self.card.is_joker

    def after(self, e: ev.Event) -> MoveSoFar:
        if isinstance(e, ev.CardPlayed):
            return MoveSoFar(e.card)  # a card played starts afresh
        if isinstance(e, ev.SuitAsked):
            return evolve(self, suit=e.suit)
        if isinstance(e, ev.Reversed):
            return evolve(self, reversed=True)
        return self


NOTHING_YET = MoveSoFar()


def cue_for(
    e: ev.Event,
    human: int | None,
    last_mover: int | None = None,
    so_far: MoveSoFar = NOTHING_YET,
) -> Cue:
    """The sound of `e`; `human` is the player's seat (None: a table of bots); `last_mover`
    who played the card a skip or a penalty comes from (they say it); `so_far` what the
    move showed before `e`."""
    if isinstance(e, ev.CardPlayed):
        return Cue(Effect.PLAY)
    if isinstance(e, ev.SuitAsked):
        if so_far.joker:  # said after "Joker! Draw four!", at the penalty (H7.1)
            return Cue()
        return Cue(None, suit_key(e.suit), e.seat)
    if isinstance(e, ev.Reversed):
        return Cue(None, "reverse", e.seat)  # H7.2
    if isinstance(e, ev.Skipped):
        if so_far.reversed:  # two players: a jack works like a 7 (H7.2), after its reverse
            return Cue(None, None, last_mover, then="skip")
        return Cue(None, "skip", last_mover)
    if isinstance(e, ev.PlayAgain):
        return Cue(None, "again", e.seat)
    if isinstance(e, ev.PenaltyGrows):
        if so_far.joker:  # one call as the joker lands, then the suit it names (H7.1)
            then = None if so_far.suit is None else suit_key(so_far.suit)
            return Cue(Effect.ATTACK, joker_key(e.penalty), last_mover, then)
        return Cue(Effect.ATTACK, penalty_key(e.penalty), last_mover)
    if isinstance(e, ev.PenaltyDrawn):
        return Cue(Effect.SWEEP)
    if isinstance(e, ev.CardDrawn):
        return Cue(Effect.DRAW, "draw", e.seat)
    if isinstance(e, ev.StockRefilled):
        return Cue(Effect.DEAL)
    if isinstance(e, ev.CarteSaid):
        return Cue(None, "carte", e.seat)
    if isinstance(e, ev.CarteCalled):
        return Cue(Effect.ATTACK, "call", e.caller)
    if isinstance(e, ev.RoundOver):
        won = human is None or e.winner == human
        return Cue(Effect.WIN if won else Effect.LOSE, "win", e.winner)
    return Cue()  # DrawnKept, Passed, CarteForgotten, WentRoundInCircles: nothing is said


def cues_for(
    events: Sequence[ev.Event], human: int | None, last_mover: int | None = None
) -> list[Cue]:
    """The sounds of one move's events, in order: a skip or a penalty is said by who played
    the card just before it (a 7, an ace, a jack, a joker), else by `last_mover`."""
    cues = []
    so_far = NOTHING_YET
    for e in events:
        cues.append(cue_for(e, human, last_mover, so_far))
        so_far = so_far.after(e)
        if isinstance(e, ev.CardPlayed):
            last_mover = e.seat
    return cues
