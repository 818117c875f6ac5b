"""What each engine event sounds like: an effect, and the words its player says (R12).

Pure mapping, no mixer: the table hands every event over as its animation starts, and
`cue_for` answers with the effect to play and the voice clip key to say
(assets/voice/README.md lists the keys). The clip mirrors the speech bubble
(words.announcement): the kind where it matters, otherwise the new bid.
"""

from __future__ import annotations

from attrs import frozen

from game.rules.eight_half.events import (
    Announce,
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
    TakeReason,
)
from game.ui.audio.synth import Effect

MAX_BID_HALVES = 26  # 13: a 9 and all eight ½ cards, the highest bid a game reaches
BOT_SPEAKERS = 4  # b1..b4


@frozen
class Cue:
    effect: Effect | None = None
    voice: str | None = None  # a clip key: "bid_13", "attack_7", "take"...
    seat: int | None = None  # who says it
    # A clip said once the voice is free: the second half of an announcement (after
    # `voice`), or words that follow the last announcement instead of cutting it.
    then: str | None = None


def speaker(seat: int) -> str:
    """The clip set of a seat: `p` for the player's seat 0, `b1`..`b4` for the bots', so
    each speaker can be told apart (in a table of bots seat 0 speaks with `p`'s voice)."""
    return "p" if seat == 0 else f"b{(seat - 1) % BOT_SPEAKERS + 1}"


def bid_key(e: BidAnnounced) -> str:
    """The clip for a bid, as words.announcement words it: a ghost repeats the bid (also
    under the five-rule: the ghost plays no five), the kinds have their own call."""
    if not e.ghost:
        if e.kind is Announce.FIVE_RULE:
            return "five_lower"
        if e.kind is Announce.ZERO:
            return "zero"
        if e.kind is Announce.EIGHT_HALF:
            return "eight_half"
        if e.kind is Announce.ATTACK:
            return f"attack_{e.bid_halves // 2}"
    return f"bid_{min(max(e.bid_halves, 0), MAX_BID_HALVES)}"


def _bid_effect(e: BidAnnounced) -> Effect | None:
    if e.kind is Announce.ATTACK:
        return Effect.ATTACK
    if e.kind is Announce.FIVE_RULE and not e.ghost:
        return Effect.FIVE_RULE
    return None


def cue_for(e: Event, human: int | None) -> Cue:
    """The sound of `e`; `human` is the player's seat (None: a table of bots), for whether
    the end of the game is a win or a loss."""
    if isinstance(e, CardsPlayed):
        return Cue(Effect.PLAY if len(e.cards) == 1 else Effect.PLAY_SEVERAL)
    if isinstance(e, BidAnnounced):
        return Cue(_bid_effect(e), bid_key(e), e.seat)
    if isinstance(e, PileTaken):
        # The attacked player says nothing (the attack was said); after a blind card that
        # failed, "it doesn't fit" was just said and already means the take (R8.4).
        said = e.reason is TakeReason.NO_PLAY
        return Cue(Effect.SWEEP, "take" if said else None, e.seat)
    if isinstance(e, CardsDrawn):
        return Cue(Effect.DRAW)
    if isinstance(e, BlindTurned):
        if e.fits:
            return Cue(Effect.BLIND_FITS, "blind_fits", e.seat)
        return Cue(Effect.BLIND_FAILS, "blind_fails", e.seat)
    if isinstance(e, BlindReturned):
        return Cue(Effect.FLIP)
    if isinstance(e, Passed):
        return Cue(None, "pass", e.seat)
    if isinstance(e, Swapped):
        return Cue(Effect.DRAW, "swap", e.seat)
    if isinstance(e, SwapDeclined):
        return Cue(None, "no_swap", e.seat)
    if isinstance(e, GameOver):
        won = human is None or e.winner == human
        return Cue(Effect.WIN if won else Effect.LOSE, "win", e.winner)
    return Cue()  # ReachedTable, AttackWindowOpened, WentRoundInCircles: shown; no sound
