"""The compact, mutable 8½ engine: the one place RULES.md Part A is decided.

The public API (game.rules.eight_half) converts its frozen State to a Table, applies one
move and converts back; bots search with Tables directly because that is fast. Moves are
small ints here (see `encode`): a play is `zone | kind << 4 | count`.
"""

from __future__ import annotations

from game.rules.eight_half import events as ev
from game.rules.eight_half.cards import KINDS, Card
from game.rules.eight_half.observe import Observation
from game.rules.eight_half.state import Phase, Seat, State

PLAY, ATTACK_WINDOW, SWAP, OVER = 0, 1, 2, 3
HALF, GHOST, COMBO = 10, 11, 12  # COMBO: m 8s and one ½ (R5.6), count = m
OPEN = 256  # zone flag on a play code
BLIND = 512  # BLIND + i: turn over blind card i
TAKE = 1024
PASS = 1025
NOSWAP = 1026
SWAP_BASE = 2048  # SWAP_BASE + give << 4 | receive
EIGHT_HALF = 17  # the bid 8½ in halves

YELLOW_ORDER = (1, 2, 3, 4, 6, 7, 8)

# R10.6 counts positions by a small key. The hands go in it as one int kept up move by move
# (`held`): a byte per kind (a hand holds at most 8 of a kind, R1), one hand after the
# other; a tuple of every hand after each move would cost more than the move.
IN_HAND: tuple[tuple[int, ...], ...] = tuple(
    tuple(1 << 8 * (KINDS * p + k) for k in range(KINDS)) for p in range(5)
)


def packed_hands(hands: list[list[int]]) -> int:
    return int.from_bytes(b"".join(map(bytes, hands)), "little")


def play_code(kind: int, count: int, from_open: bool = False) -> int:
    return (OPEN if from_open else 0) | kind << 4 | count


def card_fits(k: int, bid: int, five: bool) -> bool:
    """Whether one card of kind k may be played on `bid` (halves) — R5."""
    if k == GHOST:
        return True  # R5.2
    if k == HALF:
        return bid != EIGHT_HALF  # R5.3
    if k == 0:
        return not bid & 1  # R5.5
    if k == 5:
        return bid <= 10  # R5.4
    if five:
        return k < 5  # R5.4: only lower than 5 for the next player
    return 2 * k >= bid  # R5.1


def gen_plays(z: list[int], bid: int, five: bool, flag: int, out: list[int]) -> None:
    """Append every legal play from the zone counts `z` (R5)."""
    half = bid & 1
    for k in range(10):
        c = z[k]
        if not c:
            continue
        if k == 0:
            if half:
                continue
        elif k == 5:
            if bid > 10:
                continue
        elif five:
            if k > 5:
                continue
        elif 2 * k < bid:
            continue
        base = flag | k << 4
        out.extend(range(base + 1, base + c + 1))
    c = z[HALF]
    if c:
        # Halves are placed one by one and none may go on 8½ (R5.3).
        if bid < EIGHT_HALF and c > EIGHT_HALF - bid:
            c = EIGHT_HALF - bid
        elif bid == EIGHT_HALF:
            c = 0
        base = flag | HALF << 4
        out.extend(range(base + 1, base + c + 1))
        # R5.6: 8s with one ½, where an 8 is legal, and on 8½.
        c8 = z[8]
        if c8 and not five and (bid <= 16 or bid == EIGHT_HALF):
            base = flag | COMBO << 4
            out.extend(range(base + 1, base + c8 + 1))
    c = z[GHOST]
    if c:
        base = flag | GHOST << 4
        out.extend(range(base + 1, base + c + 1))


class Table:
    """A game position in count vectors and lists, changed in place by `play`."""

    __slots__ = (
        "n", "hands", "hand_sizes", "draws", "opens", "open_sizes", "blinds", "asides",
        "at_table", "known", "pile", "bid", "five", "owner", "turn", "phase", "opener",
        "finisher", "swapper", "loser", "winner", "points", "events", "held", "seen", "again",
        "lasting",
    )  # fmt: skip

    n: int
    hands: list[list[int]]
    hand_sizes: list[int]
    draws: list[list[int]]  # stacks: the top card is the last element
    opens: list[list[int]]
    open_sizes: list[int]
    blinds: list[list[int]]
    asides: list[list[int]]
    at_table: list[bool]
    known: list[list[int]]
    pile: list[int]
    bid: int
    five: bool
    owner: int  # -1: none
    turn: int
    phase: int
    opener: int
    finisher: int
    swapper: int
    loser: int
    winner: int
    points: list[int] | None
    events: list[ev.Event] | None  # recorded only when a list is set
    held: int  # the hands packed (see IN_HAND)
    # R10.6: the positions met since the last lasting move (None: none counted yet), and
    # those met twice. A lasting move draws a card, plays an open or blind card, puts a
    # pile aside or swaps: those cards never come back, so no earlier position can return
    # and the count starts again. Within such a stretch only the hands, the pile, the bid,
    # the five-rule, the half's owner and the turn can differ: they are the key (`_position`).
    seen: set[tuple[object, ...]] | None
    again: set[tuple[object, ...]] | None
    lasting: int  # lasting moves so far; only its changes matter

    # -- conversion -----------------------------------------------------------------------

    @classmethod
    def from_state(cls, s: State) -> Table:
        t = cls.__new__(cls)
        t.n = len(s.seats)
        t.hands = [_counts(seat.hand) for seat in s.seats]
        t.hand_sizes = [len(seat.hand) for seat in s.seats]
        t.draws = [[int(c) for c in reversed(seat.draw)] for seat in s.seats]
        t.opens = [_counts(seat.open) for seat in s.seats]
        t.open_sizes = [len(seat.open) for seat in s.seats]
        t.blinds = [[int(c) for c in seat.blind] for seat in s.seats]
        t.asides = [[int(c) for c in seat.aside] for seat in s.seats]
        t.at_table = [seat.at_table for seat in s.seats]
        t.known = [_counts(seat.known) for seat in s.seats]
        t.load_public(s)
        return t

    def load_public(self, s: State | Observation) -> None:
        """The fields every seat sees alike, from a state or an observation."""
        self.pile = [int(c) for c in s.pile]
        self.bid = s.bid_halves
        self.five = s.five_rule
        self.owner = _seat_or_none(s.half_owner)
        self.turn = s.turn
        self.phase = int(s.phase)
        self.opener = _seat_or_none(s.opener)
        self.finisher = _seat_or_none(s.finisher)
        self.swapper = _seat_or_none(s.swapper)
        self.loser = _seat_or_none(s.loser)
        self.winner = _seat_or_none(s.winner)
        self.points = None if s.points is None else list(s.points)
        self.events = None
        self.held = packed_hands(self.hands)
        self.seen = None  # a position read or sampled starts a fresh count (R10.6)
        self.again = None
        self.lasting = 0

    def to_state(self, prev: State | None = None) -> State:
        """The frozen State of this position, with this Table as its twin: do not change
        the Table afterwards (copy it first).

        `prev`: the state this Table was copied from, one move ago. The seats that move
        left alone are shared with it instead of being built again (the public API's speed).
        """
        if prev is not None and prev.twin is not None:
            rebuild = self._moved_seats(prev)
            kept = prev.seats
            seats = tuple(self._seat(p) if p in rebuild else kept[p] for p in range(self.n))
        else:
            seats = tuple(self._seat(p) for p in range(self.n))
        self.events = None
        state = State(
            seats=seats,
            pile=tuple(map(_CARD.__getitem__, self.pile)),
            bid_halves=self.bid,
            five_rule=self.five,
            half_owner=None if self.owner < 0 else self.owner,
            turn=self.turn,
            phase=_PHASE[self.phase],
            opener=None if self.opener < 0 else self.opener,
            finisher=None if self.finisher < 0 else self.finisher,
            swapper=None if self.swapper < 0 else self.swapper,
            loser=None if self.loser < 0 else self.loser,
            winner=None if self.winner < 0 else self.winner,
            points=None if self.points is None else tuple(self.points),
        )
        object.__setattr__(state, "twin", self)
        return state

    def _seat(self, p: int) -> Seat:
        card = _CARD.__getitem__
        return Seat(
            hand=_cards(self.hands[p]),
            draw=tuple(map(card, reversed(self.draws[p]))),
            open=_cards(self.opens[p]),
            blind=tuple(map(card, self.blinds[p])),
            aside=tuple(map(card, self.asides[p])),
            at_table=self.at_table[p],
            known=_cards(self.known[p]),
        )

    def _moved_seats(self, prev: State) -> set[int]:
        """Seats whose cards may differ from `prev` (one move ago, whose twin was copied).

        A move changes the mover's seat, a taker's (size of hand or aside), and in the swap
        both swappers' open cards (same sizes: named here); every other change shows in a
        size, because cards only move between zones.
        """
        old = prev.twin
        assert old is not None
        moved = {prev.turn}
        if prev.phase is Phase.SWAP and prev.swapper is not None and prev.loser is not None:
            moved |= {prev.swapper, prev.loser}
        for p in range(self.n):
            if (
                self.hand_sizes[p] != old.hand_sizes[p]
                or len(self.draws[p]) != len(old.draws[p])
                or self.open_sizes[p] != old.open_sizes[p]
                or len(self.blinds[p]) != len(old.blinds[p])
                or len(self.asides[p]) != len(old.asides[p])
                or self.at_table[p] != old.at_table[p]
            ):
                moved.add(p)
        return moved

    def copy(self) -> Table:
        t = Table.__new__(Table)
        t.n = self.n
        t.hands = [h[:] for h in self.hands]
        t.hand_sizes = self.hand_sizes[:]
        t.draws = [d[:] for d in self.draws]
        t.opens = [o[:] for o in self.opens]
        t.open_sizes = self.open_sizes[:]
        t.blinds = [b[:] for b in self.blinds]
        t.asides = [a[:] for a in self.asides]
        t.at_table = self.at_table[:]
        t.known = [k[:] for k in self.known]
        t.pile = self.pile[:]
        t.bid = self.bid
        t.five = self.five
        t.owner = self.owner
        t.turn = self.turn
        t.phase = self.phase
        t.opener = self.opener
        t.finisher = self.finisher
        t.swapper = self.swapper
        t.loser = self.loser
        t.winner = self.winner
        t.points = None if self.points is None else self.points[:]
        t.events = None
        t.held = self.held
        t.seen = None if self.seen is None else self.seen.copy()
        t.again = None if self.again is None else self.again.copy()
        t.lasting = self.lasting
        return t

    # -- questions ------------------------------------------------------------------------

    def zone(self, p: int) -> int:
        """R8: which zone seat p plays from (-1: none left)."""
        if self.hand_sizes[p]:
            return ev.Zone.HAND
        if self.open_sizes[p]:
            return ev.Zone.OPEN
        if self.blinds[p]:
            return ev.Zone.BLIND
        return -1

    def card_counts(self) -> list[int]:
        """R10.1 per seat."""
        return [
            self.hand_sizes[p] + len(self.draws[p]) + self.open_sizes[p]
            + len(self.blinds[p]) + len(self.asides[p])
            for p in range(self.n)
        ]  # fmt: skip

    def opening_code(self) -> int:
        hand = self.hands[self.opener]
        for k in YELLOW_ORDER:
            if hand[k]:
                return k << 4 | 1
        raise AssertionError("the opener holds no yellow card")

    def legal(self) -> list[int]:
        """Every legal move code; empty only when the game is over."""
        phase = self.phase
        p = self.turn
        out: list[int] = []
        if phase == PLAY:
            if self.opener >= 0:
                return [self.opening_code()]
            if self.hand_sizes[p]:
                gen_plays(self.hands[p], self.bid, self.five, 0, out)
            elif self.open_sizes[p]:
                gen_plays(self.opens[p], self.bid, self.five, OPEN, out)
            else:
                return list(range(BLIND, BLIND + len(self.blinds[p])))
            return out or [TAKE]  # R7.1: take only without a play
        if phase == ATTACK_WINDOW:
            k = (self.bid + 1) >> 1  # R6.2: x½ is attacked with x+1
            if k <= 9:
                if self.hand_sizes[p]:
                    c = self.hands[p][k]
                    out.extend(range((k << 4) + 1, (k << 4) + c + 1))
                elif self.open_sizes[p]:
                    c = self.opens[p][k]
                    out.extend(range(OPEN + (k << 4) + 1, OPEN + (k << 4) + c + 1))
                else:
                    out.extend(range(BLIND, BLIND + len(self.blinds[p])))
            out.append(PASS)
            return out
        if phase == SWAP:
            mine = self.opens[self.swapper]
            theirs = self.opens[self.loser]
            for g in range(KINDS):
                if mine[g]:
                    for r in range(KINDS):
                        if theirs[r]:
                            out.append(SWAP_BASE + (g << 4 | r))
            out.append(NOSWAP)
            return out
        return out

    # -- moves ----------------------------------------------------------------------------

    def play(self, m: int) -> None:
        """Apply a legal move code. Illegal codes are the caller's to refuse."""
        p = self.turn
        lasting = self.lasting
        if (
            self.seen is None
            and (
                (m < BLIND and not m & OPEN and not self.draws[p])
                or (m == TAKE and self.at_table[p])
            )
            and self.phase != SWAP
        ):
            # A move that may be undone: the position it leaves is the first of a stretch.
            self.seen = {self._position()}
            self.again = None
        if m < BLIND:
            if m & OPEN:
                self.lasting += 1
                z = self.opens[p]
                zone = ev.Zone.OPEN
            else:
                z = self.hands[p]
                zone = ev.Zone.HAND
            k = (m >> 4) & 15
            c = m & 15
            if k == COMBO:
                z[8] -= c
                z[HALF] -= 1
                played = [8] * c + [HALF]
            else:
                z[k] -= c
                played = [k] * c
            n = len(played)
            if zone == ev.Zone.HAND:
                self.hand_sizes[p] -= n
                known = self.known[p]
                unit = IN_HAND[p]
                for card in played:
                    self.held -= unit[card]
                    if known[card]:
                        known[card] -= 1
            else:
                self.open_sizes[p] -= n
            self.pile.extend(played)
            if self.events is not None:
                self.events.append(ev.CardsPlayed(p, zone, tuple(map(_CARD.__getitem__, played))))
            self.opener = -1
            self._resolve(p, k, c, n if zone == ev.Zone.HAND else 0)
        elif m < TAKE:
            self.lasting += 1
            self._blind(p, m - BLIND)
        elif m == TAKE:
            self._take(p, ev.TakeReason.NO_PLAY)
            self.turn = (p + 1) % self.n  # R7.4
        elif m == PASS:
            if self.events is not None:
                self.events.append(ev.Passed(p))
            self._game_over(self.finisher)
        elif m == NOSWAP:
            self.lasting += 1
            if self.events is not None:
                self.events.append(ev.SwapDeclined(p))
            self._begin_play()
        else:
            self.lasting += 1
            g = (m - SWAP_BASE) >> 4
            r = (m - SWAP_BASE) & 15
            mine = self.opens[self.swapper]
            theirs = self.opens[self.loser]
            mine[g] -= 1
            mine[r] += 1
            theirs[r] -= 1
            theirs[g] += 1
            if self.events is not None:
                self.events.append(ev.Swapped(p, _CARD[g], self.loser, _CARD[r]))
            self._begin_play()
        if self.phase != OVER:
            if self.lasting != lasting:
                self.seen = None
            else:
                self._count()

    def _position(self) -> tuple[object, ...]:
        """R10.6's position within a stretch without lasting moves (see `seen`)."""
        return self.held, tuple(self.pile), self.bid, self.five, self.owner, self.turn

    def _count(self) -> None:
        """R10.6: count the position a move that changed nothing lasting has left."""
        seen = self.seen
        key = self._position()
        if seen is None:
            self.seen = {key}
            self.again = None
        elif met_again(seen, key):
            again = self.again
            if again is None:
                self.again = {key}
            elif met_again(again, key):
                self._circled()

    def _circled(self) -> None:
        """R10.6: the third time: no one goes out, the fewest cards in play win (then the
        fewest aside, then the nearest the player to move, counting from that player)."""
        n = self.n
        turn = self.turn
        asides = self.asides

        def left(p: int) -> tuple[int, int]:
            in_play = self.hand_sizes[p] + len(self.draws[p]) + self.open_sizes[p]
            return in_play + len(self.blinds[p]), len(asides[p])

        winner = min([(turn + i) % n for i in range(n)], key=left)  # min keeps the first
        if self.events is not None:
            self.events.append(ev.WentRoundInCircles(winner, turn))
        self._game_over(winner)

    def _begin_play(self) -> None:
        self.phase = PLAY
        self.turn = self.opener
        self.swapper = -1
        self.loser = -1

    def _resolve(self, p: int, k: int, c: int, draw: int) -> None:
        """Bid, attack, drawing, table and finish after cards of kind k reached the pile."""
        prev = self.bid
        attack = False
        ghost = False
        if k == COMBO:
            self.bid = EIGHT_HALF
            self.five = False
            self.owner = p
            kind = ev.Announce.EIGHT_HALF
        elif k == HALF:
            self.bid = prev + c
            self.five = False  # R5.3: a ½ cancels the five-rule
            self.owner = p if self.bid & 1 else -1
            kind = ev.Announce.HALF if self.bid & 1 else ev.Announce.PLAIN
        elif k == GHOST:
            ghost = True  # R5.2: the bid and the five-rule stay
            if prev & 1:
                self.owner = p
                kind = ev.Announce.HALF
            else:
                kind = ev.Announce.FIVE_RULE if self.five else ev.Announce.PLAIN
        elif k == 0:
            self.bid = 0
            self.five = False
            kind = ev.Announce.ZERO
        else:
            attack = bool(prev & 1) and 2 * k == prev + 1 and self.owner >= 0  # R6.2
            self.bid = 2 * k
            self.five = k == 5
            kind = (
                ev.Announce.ATTACK if attack
                else ev.Announce.FIVE_RULE if k == 5 else ev.Announce.PLAIN
            )  # fmt: skip
        events = self.events
        if events is not None:
            events.append(ev.BidAnnounced(p, self.bid, kind, ghost))
        if attack:
            victim = self.owner
            self.owner = -1
            self._take(victim, ev.TakeReason.ATTACKED, p)
        elif not ghost and k != HALF and k != COMBO:
            self.owner = -1
        if draw:
            stack = self.draws[p]
            got = min(draw, len(stack))
            if got:
                self.lasting += 1
                hand = self.hands[p]
                unit = IN_HAND[p]
                for _ in range(got):
                    card = stack.pop()
                    hand[card] += 1
                    self.held += unit[card]
                self.hand_sizes[p] += got
                if events is not None:
                    events.append(ev.CardsDrawn(p, got))
        if not self.at_table[p] and not self.hand_sizes[p] and not self.draws[p]:
            self.at_table[p] = True
            if events is not None:
                events.append(ev.ReachedTable(p))
        if not self.hand_sizes[p] and not self.open_sizes[p] and not self.blinds[p]:
            # R9: finished. A whole bid ends the game; a half bid opens an attack window.
            if attack or not self.bid & 1:
                self._game_over(p)
            else:
                self.phase = ATTACK_WINDOW
                self.finisher = p
                self.turn = (p + 1) % self.n
                if events is not None:
                    events.append(ev.AttackWindowOpened(self.turn, p))
            return
        if attack:
            self.phase = PLAY  # R6.3: the attacker opens the new pile
            self.finisher = -1
        else:
            self.turn = (p + 1) % self.n

    def _blind(self, p: int, i: int) -> None:
        blind = self.blinds[p]
        x = blind[i]
        if self.phase == ATTACK_WINDOW:
            # R9.3: it counts only if it attacks; otherwise it goes back face down.
            if x <= 9 and 2 * x == self.bid + 1:
                fits = True
            else:
                if self.events is not None:
                    self.events.append(ev.BlindTurned(p, i, _CARD[x], False))
                    self.events.append(ev.BlindReturned(p, i, _CARD[x]))
                self._game_over(self.finisher)
                return
        else:
            fits = card_fits(x, self.bid, self.five)
        del blind[i]
        self.pile.append(x)
        if self.events is not None:
            self.events.append(ev.BlindTurned(p, i, _CARD[x], fits))
        if fits:
            if self.events is not None:
                self.events.append(ev.CardsPlayed(p, ev.Zone.BLIND, (_CARD[x],)))
            self._resolve(p, x, 1, 0)
        else:
            self._take(p, ev.TakeReason.BLIND_MISS)  # R8.4: pile and card into hand
            self.turn = (p + 1) % self.n

    def _take(self, p: int, reason: ev.TakeReason, attacker: int = -1) -> None:
        """R7.2: the whole pile goes aside in the hand stage, into hand at the table."""
        pile = self.pile
        self.pile = []
        if self.at_table[p]:
            hand = self.hands[p]
            known = self.known[p]
            unit = IN_HAND[p]
            for card in pile:
                hand[card] += 1
                known[card] += 1
                self.held += unit[card]
            self.hand_sizes[p] += len(pile)
            to = ev.Destination.HAND
        else:
            self.lasting += 1
            self.asides[p].extend(pile)
            to = ev.Destination.ASIDE
        self.bid = 0
        self.five = False
        self.owner = -1
        if self.events is not None:
            self.events.append(
                ev.PileTaken(
                    p,
                    tuple(map(_CARD.__getitem__, pile)),
                    to,
                    reason,
                    None if attacker < 0 else attacker,
                )
            )

    def _game_over(self, winner: int) -> None:
        counts = self.card_counts()
        points, loser = score(counts, winner)
        self.phase = OVER
        self.winner = winner
        self.finisher = -1
        self.points = points
        self.turn = winner
        if self.events is not None:
            self.events.append(ev.GameOver(winner, loser, tuple(counts), tuple(points)))


def table_of(state: State) -> Table:
    """The compact twin of `state`, built once and kept on it: never change it in place."""
    twin = state.twin
    if twin is None:
        twin = Table.from_state(state)
        object.__setattr__(state, "twin", twin)
    return twin


def met_again(met: set[tuple[object, ...]], key: tuple[object, ...]) -> bool:
    """Add `key` to `met`; whether it was there already (hashing it once, not twice)."""
    size = len(met)
    met.add(key)
    return len(met) == size


def score(counts: list[int], winner: int) -> tuple[list[int], int]:
    """R10.2-3: points per seat and the loser."""
    n = len(counts)
    low = min(counts)
    points = [1 if counts[p] == low else 0 for p in range(n)]
    points[winner] += 2
    loser = winner
    worst = -1
    for step in range(1, n):  # nearest the winner's left wins ties for loser
        p = (winner + step) % n
        if counts[p] > worst:
            worst = counts[p]
            loser = p
    return points, loser


def _counts(cards: tuple[Card, ...]) -> list[int]:
    z = [0] * KINDS
    for c in cards:
        z[c] += 1
    return z


_CARD: tuple[Card, ...] = tuple(Card)  # kind -> Card, faster than calling the enum
_PHASE: tuple[Phase, ...] = tuple(Phase)


def _cards(z: list[int]) -> tuple[Card, ...]:
    out: list[Card] = []
    for k in range(KINDS):
        if z[k]:
            out += (_CARD[k],) * z[k]
    return tuple(out)


def _seat_or_none(x: int | None) -> int:
    return -1 if x is None else x
