"""The player's choices at the table: what is selectable now, the selection, the focus.

Nothing here decides a rule. What may be played comes only from legal_moves: a card is
"playable" when some legal move contains its kind; whether a selection may be played is
for apply_move to say. Identical cards, or 8s with one ½ (R5.6), may be selected together;
the shape check is the engine's own (moves.play_shape).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from attrs import define, field, frozen

from game.rules.eight_half import apply_move, legal_moves
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Announce, BidAnnounced, Zone
from game.rules.eight_half.moves import Move, MoveKind, play_shape
from game.rules.eight_half.state import Phase, State


class Where(enum.Enum):
    """The part of the player's cards a pick refers to."""

    HAND = "hand"
    OPEN = "open"
    BLIND = "blind"
    LOSER = "loser"  # the previous loser's open cards, in the swap (R10.4)


@frozen
class Options:
    """What the player may do now, read off the legal moves."""

    legal: tuple[Move, ...] = ()
    where: Where | None = None  # the zone to play from (None: not the player's turn)
    playable: frozenset[Card] = frozenset()
    take_only: bool = False  # R7.1: taking is the only legal move
    can_pass: bool = False  # R9.3
    attack: Card | None = None  # R9.3: the card that would attack, if any is held
    swap: bool = False  # R10.4: the player is the winner choosing a swap
    attacks: tuple[Move, ...] = ()  # R6.2, R9.3: the legal plays the engine calls an attack
    attackers: frozenset[Card] = frozenset()  # the cards in those plays (marked on the table)

    @property
    def my_turn(self) -> bool:
        return self.where is not None


NOT_MY_TURN = Options()


def attacking_plays(state: State, legal: Sequence[Move]) -> tuple[Move, ...]:
    """The legal card plays that would attack (R6.2, R9.3), as the engine announces them:
    each is tried on the state and kept if its announcement is an attack."""
    out = []
    for m in legal:
        if m.kind is MoveKind.PLAY and any(
            isinstance(e, BidAnnounced) and e.kind is Announce.ATTACK
            for e in apply_move(state, m).events
        ):
            out.append(m)
    return tuple(out)


def options_of(state: State, seat: int) -> Options:
    """The options of `seat` in `state` (no options unless it is their turn)."""
    if state.turn != seat or state.is_over:
        return NOT_MY_TURN
    legal = legal_moves(state)
    return options_for(
        state.phase, legal, not state.seats[seat].hand, attacking_plays(state, legal)
    )


def options_for(
    phase: Phase, legal: Sequence[Move], hand_empty: bool, attacks: Sequence[Move] = ()
) -> Options:
    """The player's options, given the legal moves of their turn (and those that attack)."""
    legal = tuple(legal)
    if not legal:
        return NOT_MY_TURN
    if phase is Phase.SWAP:
        return Options(legal=legal, where=Where.OPEN, swap=True)
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    kinds = frozenset(c for m in plays for c in m.cards)
    can_pass = any(m.kind is MoveKind.PASS for m in legal)
    if any(m.kind is MoveKind.BLIND for m in legal):
        where = Where.BLIND
    elif plays:
        where = Where.OPEN if plays[0].zone is Zone.OPEN else Where.HAND
    else:  # only take, or only pass: nothing is playable where the cards are
        where = Where.OPEN if hand_empty else Where.HAND
    attack = plays[0].cards[0] if phase is Phase.ATTACK_WINDOW and plays else None
    take_only = len(legal) == 1 and legal[0].kind is MoveKind.TAKE
    return Options(
        legal=legal,
        where=where,
        playable=kinds,
        take_only=take_only,
        can_pass=can_pass,
        attack=attack,
        attacks=tuple(attacks),
        attackers=frozenset(c for m in attacks for c in m.cards),
    )


def can_go_together(cards: Sequence[Card]) -> bool:
    """Identical cards, or 8s and one ½, in any order."""
    return play_shape(tuple(sorted(cards))) is not None


@define
class Selection:
    """Picked cards (hand indices or open slots) and the keyboard focus."""

    where: Where | None = None
    picks: list[int] = field(factory=list)
    focus: int = 0  # position in the list of focusable items
    give: int | None = None  # swap: the own open slot chosen first

    def clear(self) -> None:
        self.where = None
        self.picks = []
        self.give = None

    def toggle(self, where: Where, index: int, cards: Sequence[Card | None]) -> None:
        """Add a card to the selection, or take it out; a card that cannot go with the
        others starts a new selection (what a player clicking around expects)."""
        if self.where is where and index in self.picks:
            self.picks.remove(index)
            return
        if self.where is not where:
            self.where, self.picks = where, []
        chosen = [cards[i] for i in self.picks] + [cards[index]]
        if not all(c is not None for c in chosen) or not can_go_together(
            [c for c in chosen if c is not None]
        ):
            self.picks = []
        self.picks.append(index)

    def cards(self, cards: Sequence[Card | None]) -> tuple[Card, ...]:
        """The picked cards in play order (8s before the ½)."""
        return tuple(sorted(c for i in self.picks if (c := cards[i]) is not None))
