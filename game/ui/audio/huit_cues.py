"""What each Huit américain event sounds like: an effect, and the words its player says.

Pure mapping, no mixer (as cues.py for 8½): the table hands every event over as its
animation starts. Voice clip keys (assets/voice/README.md): carte, suit_c/d/h/s, skip,
again, penalty_2 .. penalty_8, call, draw. The words mirror the speech bubbles.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.huit import events as ev
from game.rules.huit.cards import SUIT_TOKENS
from game.ui.audio.cues import Cue
from game.ui.audio.synth import Effect

MAX_PENALTY_CLIP = 8  # penalty_2 .. penalty_8; a longer chain of aces says "+8"


def penalty_key(penalty: int) -> str:
    return f"penalty_{min(max(2, penalty - penalty % 2), MAX_PENALTY_CLIP)}"


def cue_for(e: ev.Event, human: int | None, last_mover: int | None = None) -> Cue:
    """The sound of `e`; `human` is the player's seat (None: a table of bots); `last_mover`
    who played the card a skip or a penalty comes from (they say it)."""
    if isinstance(e, ev.CardPlayed):
        return Cue(Effect.PLAY)
    if isinstance(e, ev.SuitAsked):
        return Cue(None, f"suit_{SUIT_TOKENS[e.suit]}", e.seat)
    if isinstance(e, ev.Skipped):
        return Cue(None, "skip", last_mover)
    if isinstance(e, ev.PlayAgain):
        return Cue(None, "again", e.seat)
    if isinstance(e, ev.PenaltyGrows):
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
    the card just before it (a 7, an ace), else by `last_mover`."""
    cues = []
    for e in events:
        cues.append(cue_for(e, human, last_mover))
        if isinstance(e, ev.CardPlayed):
            last_mover = e.seat
    return cues
