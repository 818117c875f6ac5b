"""The compact, mutable Huit américain engine: the one place RULES.md Part B is decided,
house rules (H7) included.

Cards are ints (rank * 4 + suit, the joker 52, see cards.py); a move is an int too:
  a card play:  card | (suit asked + 1) << 6 for an 8 or a joker | CARTE when "Carte !" is
  said;
  DRAW, PASS, CALL.
A Table plays under its `house` (game.rules.huit.house.House: the house rules' tables) and
goes round in its `direction` (H7.2).
Bots search with Tables directly (legal() / play(code) / copy()); the public API keeps one
Table beside each frozen State (its twin), so a public move is one copy and one play.
"""

from __future__ import annotations

import random

from game.rules.huit import events as ev
from game.rules.huit.cards import ACE, CARD_BY_ID, EIGHT, JACK, JOKER_ID, SEVEN, TEN, Suit
from game.rules.huit.house import BOOK, JOKER_KEYS, House, house
from game.rules.huit.state import Phase, State

PLAY, AGAIN, DRAWN, OVER = 0, 1, 2, 3
SUIT_SHIFT = 6
CARD_MASK = 63
CARTE = 512
DRAW = 1024
PASS = 1025
CALL = 1026

_PHASES = tuple(Phase)
_SUITS = tuple(Suit)
_CARD = CARD_BY_ID.__getitem__
JOKER = JOKER_ID
JOKER_RANK = JOKER_ID >> 2


def play_code(card: int, suit: int | None = None, carte: bool = False) -> int:
    code = card if suit is None else card | (suit + 1) << SUIT_SHIFT
    return code | CARTE if carte else code


# FITS[top] (no suit asked), FITS[52 + suit asked] under an 8, FITS[56 + suit] under a
# joker: which cards may go on it by the book (a House's `fits`: by its house rules).
FITS: tuple[tuple[bool, ...], ...] = BOOK.fits


def fit_key(top: int, suit: int) -> int:
    """The row of a fits table for this top card and suit asked (-1: none)."""
    if suit < 0:
        return top
    return (JOKER_KEYS if top == JOKER_ID else 52) + suit


# The codes a card offers: an 8 or a joker names each suit; "!" variants when it leaves one
# card; none for an 8 or a joker as the last card under no_finish_on_eight (H7.4).
_CODES: tuple[tuple[int, ...], ...] = tuple(
    tuple(play_code(c, s) for s in range(4)) if c >> 2 == EIGHT or c == JOKER_ID else (c,)
    for c in range(JOKER_ID + 1)
)
_CODES_LAST_BUT_ONE: tuple[tuple[int, ...], ...] = tuple(
    tuple(x for code in _CODES[c] for x in (code, code | CARTE)) for c in range(JOKER_ID + 1)
)
_CODES_NOT_LAST: tuple[tuple[int, ...], ...] = tuple(
    () if c >> 2 == EIGHT or c == JOKER_ID else _CODES[c] for c in range(JOKER_ID + 1)
)

# H6.2 counts positions by a key of ints kept up move by move (a tuple of every list after
# each move would cost more than the move). A hand is a count per card, two bits each (two
# decks hold two of a card; the joker has three bits, two decks holding four), one hand
# after the other in `held`; the stock and the discard are their cards in order, a byte
# each (card + 1, so no card is 0), in `stocked` and `discarded`: drawing shifts one card
# off the stock's end, playing one onto the discard's.
HAND_BITS = 2 * 52 + 3
_IN_HAND: tuple[tuple[int, ...], ...] = tuple(
    tuple(1 << (HAND_BITS * p + 2 * c) for c in range(JOKER_ID + 1)) for p in range(5)
)
_PLUS_ONE = bytes(range(1, 256)) + b"\0"


def _packed(cards: list[int]) -> int:
    return int.from_bytes(bytes(cards).translate(_PLUS_ONE))


_blank = object.__new__


class Table:
    """A round in lists and ints, changed in place by `play`."""

    __slots__ = (
        "n", "decks", "hands", "stock", "discard", "suit", "turn", "phase", "drawn",
        "penalty", "unannounced", "rng", "winner", "points", "events", "refilled", "turned",
        "seen", "again", "met", "lent", "held", "stocked", "discarded", "house", "direction",
    )  # fmt: skip

    n: int
    decks: int
    hands: list[list[int]]
    stock: list[int]  # a stack: the next card drawn is the last element
    discard: list[int]  # bottom to top
    suit: int  # -1: none asked
    turn: int
    phase: int
    drawn: int  # -1: none
    penalty: int
    unannounced: int  # -1: nobody to call
    rng: int
    winner: int  # -1: not over
    points: list[int] | None
    events: list[ev.Event] | None  # recorded only when a list is set
    refilled: bool  # since the last to_state (which then builds the stock anew)
    # How many of the stock's bottom cards everyone saw turned up at the deal (H1): they
    # stay known until drawn (a refill makes a new stock of discarded cards).
    turned: int
    # H6.2: the positions met this round, each with the count of positions met when it
    # first came (None: not counted yet: a position read or sampled starts a fresh count),
    # and those met twice, with the count then; keyed by `_position`. `met`: positions met.
    # A copy takes these over instead of copying them (a move of the public API copies a
    # Table, and a round's positions are hundreds): the Table it came from, `lent`, goes on
    # only from a copy of its own, without what was met after it (`_own_count`).
    seen: dict[tuple[int, ...], int] | None
    again: dict[tuple[int, ...], int] | None
    met: int
    lent: bool
    held: int  # the hands, the stock and the discard packed into ints (see HAND_BITS)
    stocked: int
    discarded: int
    house: House  # the house rules in force (H7): BOOK for the book's
    direction: int  # 1 clockwise, -1 reversed by a jack (H7.2)

    def __new__(cls) -> Table:
        # A Table starts under the book's rules, going clockwise: one built field by field
        # (as a bot's guess at the hidden cards is) plays the book unless told otherwise.
        t = object.__new__(cls)
        t.house = BOOK
        t.direction = 1
        return t

    # -- conversion -----------------------------------------------------------------------

    @classmethod
    def from_state(cls, s: State) -> Table:
        t = cls.__new__(cls)
        t.n = len(s.hands)
        t.decks = s.decks
        t.hands = [list(h) for h in s.hands]
        t.stock = list(reversed(s.stock))
        t.discard = list(s.discard)
        t.suit = -1 if s.suit is None else int(s.suit)
        t.turn = s.turn
        t.phase = int(s.phase)
        t.drawn = -1 if s.drawn is None else s.drawn
        t.penalty = s.penalty
        t.unannounced = -1 if s.unannounced is None else s.unannounced
        t.rng = s.rng
        t.winner = -1 if s.winner is None else s.winner
        t.points = None if s.points is None else list(s.points)
        t.events = None
        t.refilled = False
        t.turned = s.turned
        t.seen = None
        t.house = house(s.rules)
        t.direction = s.direction
        return t

    def to_state(self, prev: State | None = None) -> State:
        """The frozen State of this position, with this Table as its twin (do not change it
        afterwards: copy it first).

        `prev`: the state this Table was copied from, one move ago. What that move left
        alone is shared with it instead of being built again (the public API's speed).
        """
        self.events = None
        if prev is None or self.refilled:
            hands = tuple(tuple(map(_CARD, sorted(h))) for h in self.hands)
            stock = tuple(map(_CARD, reversed(self.stock)))
            discard = tuple(map(_CARD, self.discard))
        else:
            # One move takes cards out of one hand or puts some into one or two; never both.
            before = prev.hands
            hands = tuple(
                before[i] if len(h) == len(before[i]) else tuple(map(_CARD, sorted(h)))
                for i, h in enumerate(self.hands)
            )
            # Without a refill the stock only lost cards from its top (the front of the
            # tuple) and the discard only gained one.
            stock = prev.stock[len(prev.stock) - len(self.stock) :]
            discard = prev.discard
            if len(self.discard) != len(discard):
                discard = (*discard, _CARD(self.discard[-1]))
        self.refilled = False
        s = State(
            hands=hands,
            stock=stock,
            discard=discard,
            suit=None if self.suit < 0 else _SUITS[self.suit],
            turn=self.turn,
            phase=_PHASES[self.phase],
            drawn=None if self.drawn < 0 else _CARD(self.drawn),
            penalty=self.penalty,
            unannounced=None if self.unannounced < 0 else self.unannounced,
            decks=self.decks,
            rng=self.rng,
            winner=None if self.winner < 0 else self.winner,
            points=None if self.points is None else tuple(self.points),
            turned=min(self.turned, len(self.stock)),
            rules=self.house.rules,
            direction=self.direction,
        )
        object.__setattr__(s, "twin", self)
        return s

    def copy(self) -> Table:
        t = _blank(Table)  # every field is set below
        t.n = self.n
        t.decks = self.decks
        t.hands = [h[:] for h in self.hands]
        t.stock = self.stock[:]
        t.discard = self.discard[:]
        t.suit = self.suit
        t.turn = self.turn
        t.phase = self.phase
        t.drawn = self.drawn
        t.penalty = self.penalty
        t.unannounced = self.unannounced
        t.rng = self.rng
        t.winner = self.winner
        t.points = None if self.points is None else self.points[:]
        t.events = None
        t.refilled = False
        t.turned = self.turned
        t.house = self.house
        t.direction = self.direction
        seen = self.seen
        if seen is None:
            t.seen = None
        else:
            if self.lent:  # lent before: this copy goes on from what this Table had met
                t.seen, t.again = self._met_so_far()
            else:
                t.seen, t.again = seen, self.again
                self.lent = True
            t.met = self.met
            t.lent = False
            t.held = self.held
            t.stocked = self.stocked
            t.discarded = self.discarded
        return t

    # -- questions ------------------------------------------------------------------------

    def can_draw(self) -> bool:
        """H3.2: a card can be drawn, from the stock or after a refill."""
        return bool(self.stock) or len(self.discard) > 1

    def fitting(self) -> tuple[bool, ...]:
        """Which card ids may go on the discard now (H2, H7.1, H7.3), outside a penalty."""
        suit = self.suit
        if suit < 0:
            return self.house.fits[self.discard[-1]]
        return self.house.fits[(JOKER_KEYS if self.discard[-1] == JOKER else 52) + suit]

    def legal(self) -> list[int]:
        """Every legal move code; empty only when the round is over."""
        phase = self.phase
        if phase == OVER:
            return []
        hand = self.hands[self.turn]
        left = len(hand)
        if left == 2:
            codes = _CODES_LAST_BUT_ONE
        elif left == 1 and self.house.no_finish:
            codes = _CODES_NOT_LAST  # H7.4: not an 8 or a joker as the last card
        else:
            codes = _CODES
        out: list[int] = []
        if phase == DRAWN:
            # H3.1: only the drawn card, if it fits; or keep it.
            if self.fitting()[self.drawn]:
                out.extend(codes[self.drawn])
            out.append(PASS)
            return out
        if phase == PLAY:
            ua = self.unannounced
            if ua >= 0 and ua != self.turn:
                out.append(CALL)  # H5.1, as the first action of the turn
            if self.penalty:
                # H4.2: an ace (any: the top is an ace) or draw the penalty; under a joker's
                # penalty, a joker (H7.1).
                if self.discard[-1] == JOKER:
                    if JOKER in hand:
                        out.extend(codes[JOKER])
                else:
                    for c in hand:
                        if c < 4:
                            out.extend(codes[c])
                out.append(DRAW)
            else:
                f = self.fitting()
                for c in hand:
                    if f[c]:
                        out.extend(codes[c])
                # H3.1: drawing is always allowed; H3.2: pass only with nothing to draw.
                out.append(DRAW if self.stock or len(self.discard) > 1 else PASS)
        else:  # AGAIN, H4.1: play if anything fits, else draw, else pass
            f = self.fitting()
            for c in hand:
                if f[c]:
                    out.extend(codes[c])
            if not out:
                out.append(DRAW if self.stock or len(self.discard) > 1 else PASS)
        if len(out) > 1 and (self.decks > 1 or self.house.jokers):
            return list(dict.fromkeys(out))  # two identical cards offer the same moves
        return out

    # -- moves ----------------------------------------------------------------------------

    def play(self, m: int) -> None:
        """Apply a legal move code. Illegal codes are the caller's to refuse."""
        seen = self.seen
        if seen is None:
            seen = self._count_from_here()
        elif self.lent:
            seen = self._own_count()
        p = self.turn
        ua = self.unannounced
        if ua >= 0 and ua != p and m != CALL:
            self.unannounced = -1  # H5.1: the chance to call is gone
        if m < DRAW:
            self._play_card(p, m)
        elif m == DRAW:
            self._draw(p)
        elif m == PASS:
            if self.events is not None:
                self.events.append(ev.DrawnKept(p) if self.phase == DRAWN else ev.Passed(p))
            self._end_turn(p, (p + self.direction) % self.n)
        else:
            self._call(p)
        if self.phase != OVER:
            # _position(), written out: this runs after every move.
            key = (self.held, self.stocked, self.discarded, self.suit, self.penalty,
                   self.phase, self.drawn, self.unannounced, self.turn, self.direction)  # fmt: skip
            met = self.met = self.met + 1
            if seen.setdefault(key, met) != met:  # met before
                again = self.again
                if again is None:
                    self.again = {key: met}
                elif again.setdefault(key, met) != met:
                    self._circled()

    def _position(self) -> tuple[int, ...]:
        """H6.2's position: hands, stock, discard, suit asked, penalty, phase (with the
        drawn card in the "drawn" phase), who may be called, the turn and the direction
        (H7.6)."""
        return (self.held, self.stocked, self.discarded, self.suit, self.penalty,
                self.phase, self.drawn, self.unannounced, self.turn, self.direction)  # fmt: skip

    def _count_from_here(self) -> dict[tuple[int, ...], int]:
        """Pack this position (see HAND_BITS) and count it as its first occurrence."""
        held = 0
        for p, hand in enumerate(self.hands):
            bits = _IN_HAND[p]
            for c in hand:
                held += bits[c]
        self.held = held
        self.stocked = _packed(self.stock)
        self.discarded = _packed(self.discard)
        seen = self.seen = {self._position(): 0}
        self.again = None
        self.met = 0
        self.lent = False
        return seen

    def _met_so_far(
        self,
    ) -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int] | None]:
        """What this Table had met, without what a copy it lent them to met since."""
        met = self.met
        assert self.seen is not None
        seen = {k: n for k, n in self.seen.items() if n <= met}
        again = self.again
        if again is not None:
            again = {k: n for k, n in again.items() if n <= met}
        return seen, again

    def _own_count(self) -> dict[tuple[int, ...], int]:
        """Play on from this Table's own copy of what it met (it lent its own away)."""
        seen, self.again = self._met_so_far()
        self.seen = seen
        self.lent = False
        return seen

    def _circled(self) -> None:
        """H6.2: the third time: the hand worth the fewest points wins (then the fewest
        cards, then the nearest the player to move, counting from that player in the
        direction of play, H7.6)."""
        n = self.n
        turn = self.turn
        d = self.direction
        hands = self.hands
        left = [self.house.hand_points(h) for h in hands]
        winner = min([(turn + d * i) % n for i in range(n)], key=lambda q: (left[q], len(hands[q])))
        if self.events is not None:
            self.events.append(ev.WentRoundInCircles(winner, turn))
        self._round_over(winner)

    def _play_card(self, p: int, m: int) -> None:
        c = m & CARD_MASK
        hand = self.hands[p]
        hand.remove(c)
        self.held -= _IN_HAND[p][c]
        self.discarded = self.discarded << 8 | c + 1
        if self.unannounced == p:
            self.unannounced = -1  # their hand changed
        self.discard.append(c)
        events = self.events
        if events is not None:
            src = ev.Source.DRAWN if self.phase == DRAWN else ev.Source.HAND
            events.append(ev.CardPlayed(p, _CARD(c), src))
        rank = c >> 2
        if rank == EIGHT or c == JOKER:
            self.suit = (m >> SUIT_SHIFT & 7) - 1  # H4.4, H7.1: always names a suit
            if events is not None:
                events.append(ev.SuitAsked(p, _SUITS[self.suit]))
        else:
            self.suit = -1
        self.drawn = -1
        left = len(hand)
        if left == 1:
            if m & CARTE:
                if events is not None:
                    events.append(ev.CarteSaid(p))
            else:
                self.unannounced = p  # H5.1: forgetting is a legal play
                if events is not None:
                    events.append(ev.CarteForgotten(p))
        if rank == TEN:
            # H4.1 / H6: play again, even with an empty hand (then a draw must follow).
            self.phase = AGAIN
            if events is not None:
                events.append(ev.PlayAgain(p))
            return
        if not left:
            self._round_over(p)  # H6.1: nothing else happens after the last card
            return
        n = self.n
        d = self.direction  # every "next player" follows it (H7.2)
        if rank == ACE:
            self.penalty += 2  # H4: 2, 4, 6 ...
            nxt = (p + d) % n
            if events is not None:
                events.append(ev.PenaltyGrows(nxt, self.penalty))
        elif rank == SEVEN:
            # H4, H4.3: with two players the 7's player plays next.
            if events is not None:
                events.append(ev.Skipped((p + d) % n))
            nxt = (p + 2 * d) % n
        elif rank == JOKER_RANK:
            self.penalty += 4  # H7.1: 4, 8, 12 ...
            nxt = (p + d) % n
            if events is not None:
                events.append(ev.PenaltyGrows(nxt, self.penalty))
        elif rank == JACK and self.house.reverses:
            d = self.direction = -d  # H7.2
            if events is not None:
                events.append(ev.Reversed(p, d))
            if n == 2:
                # H7.2: with two players the jack works like a 7 (H4.3).
                if events is not None:
                    events.append(ev.Skipped((p + d) % n))
                nxt = p
            else:
                nxt = (p + d) % n
        else:
            nxt = (p + d) % n
        self.phase = PLAY
        self.turn = nxt

    def _draw(self, p: int) -> None:
        if self.penalty:
            # H4.2: the whole penalty, as far as there are cards; the turn ends.
            got = self._take(p, self.penalty)
            self.penalty = 0
            if self.events is not None:
                self.events.append(ev.PenaltyDrawn(p, got))
            self._end_turn(p, (p + self.direction) % self.n)
            return
        self._take(p, 1)
        self.drawn = self.hands[p][-1]
        self.phase = DRAWN
        if self.events is not None:
            self.events.append(ev.CardDrawn(p))

    def _call(self, p: int) -> None:
        target = self.unannounced
        self.unannounced = -1
        got = self._take(target, 2)  # H5: as many as there are
        if self.events is not None:
            self.events.append(ev.CarteCalled(p, target, got))

    def _take(self, q: int, count: int) -> int:
        """Draw up to `count` cards into seat q's hand, refilling the stock (H3)."""
        hand = self.hands[q]
        bits = _IN_HAND[q]
        got = 0
        while got < count:
            if not self.stock and not self._refill():
                break
            c = self.stock.pop()
            hand.append(c)
            self.held += bits[c]
            self.stocked >>= 8
            got += 1
        if got and self.unannounced == q:
            self.unannounced = -1  # their hand changed (H5.1)
        return got

    def _refill(self) -> bool:
        """H3: shuffle the discard under its top card into a new stock."""
        d = self.discard
        if len(d) < 2:
            return False
        cards = d[:-1]
        rng = random.Random(self.rng)
        rng.shuffle(cards)
        self.rng = rng.getrandbits(64)
        self.stock = cards
        self.discard = [d[-1]]
        self.stocked = _packed(cards)
        self.discarded = d[-1] + 1
        self.refilled = True
        self.turned = 0
        if self.events is not None:
            self.events.append(ev.StockRefilled(len(cards)))
        return True

    def _end_turn(self, p: int, nxt: int) -> None:
        self.drawn = -1
        if not self.hands[p]:
            self._round_over(p)  # an empty hand at the end of a turn (H6.1)
            return
        self.phase = PLAY
        self.turn = nxt

    def _round_over(self, winner: int) -> None:
        left = [self.house.hand_points(h) for h in self.hands]
        points = [0] * self.n
        points[winner] = sum(left) - left[winner]  # H6: the winner scores the other hands
        self.phase = OVER
        self.winner = winner
        self.points = points
        self.turn = winner
        self.penalty = 0
        self.unannounced = -1
        self.drawn = -1
        if self.events is not None:
            self.events.append(ev.RoundOver(winner, tuple(left), tuple(points)))


def table_of(state: State) -> Table:
    """The compact twin of `state`, built once and kept (never change it: copy it)."""
    t = state.twin
    if t is None:
        t = Table.from_state(state)
        object.__setattr__(state, "twin", t)
    return t


def legal_codes(state: State) -> tuple[int, ...]:
    """The legal move codes of `state` in code order, computed once and kept.

    In code order, not the hand's: a position reached by play and the same position loaded
    from its text list their moves alike, so a resumed round goes on as it would have."""
    codes = state.legal_codes
    if codes is None:
        codes = tuple(sorted(table_of(state).legal()))
        object.__setattr__(state, "legal_codes", codes)
    return codes
