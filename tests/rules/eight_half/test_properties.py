"""Property tests over random seeded games for 2-5 players (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rulekit import rehide

from game.rules.eight_half import (
    IllegalMove,
    apply_move,
    core,
    format_position,
    legal_moves,
    new_game,
    parse_position,
)
from game.rules.eight_half.cards import DECK_COUNTS, KINDS, Card
from game.rules.eight_half.moves import Move, MoveKind, decode
from game.rules.eight_half.observe import observe
from game.rules.eight_half.state import Phase, State

MAX_PLIES = 5000
FULL_DECK = Counter({Card(k): DECK_COUNTS[k] for k in range(KINDS)})

games = st.tuples(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 2**32))
fast = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def cards_everywhere(s: State) -> Counter[Card]:
    c: Counter[Card] = Counter(s.pile)
    for seat in s.seats:
        for zone in (seat.hand, seat.draw, seat.open, seat.blind, seat.aside):
            c.update(zone)
    return c


def random_game(players: int, seed: int, play_seed: int) -> list[State]:
    rng = random.Random(play_seed)
    s = new_game(players, seed)
    states = [s]
    while s.phase is not Phase.OVER:
        moves = legal_moves(s)
        assert moves, f"no legal move before the end:\n{format_position(s)}"
        s, _ = apply_move(s, rng.choice(moves))
        states.append(s)
        assert len(states) < MAX_PLIES, "the game did not end"
    return states


@fast
@given(games)
def test_all_72_cards_always_somewhere_and_every_game_ends(game: tuple[int, int, int]) -> None:
    states = random_game(*game)
    for s in states:
        assert cards_everywhere(s) == FULL_DECK
    last = states[-1]
    assert last.phase is Phase.OVER and last.winner is not None
    assert last.points is not None and last.points[last.winner] >= 2
    assert legal_moves(last) == []


@fast
@given(games)
def test_positions_round_trip_through_notation(game: tuple[int, int, int]) -> None:
    for s in random_game(*game):
        assert parse_position(format_position(s)) == s


def candidate_moves() -> list[Move]:
    out = [decode(core.play_code(k, c, o)) for k in range(13) for c in (1, 2, 3) for o in (0, 1)]
    out += [Move.blind(i) for i in range(4)]
    out += [decode(core.TAKE), decode(core.PASS), decode(core.NOSWAP)]
    out += [Move(MoveKind.SWAP, (Card(g), Card(r))) for g in (0, 7, 10) for r in (3, 11)]
    return out


@settings(max_examples=25, deadline=None)
@given(games)
def test_apply_move_refuses_every_move_outside_legal_moves(game: tuple[int, int, int]) -> None:
    rng = random.Random(game[2])
    candidates = candidate_moves()
    for s in random_game(*game)[::3]:
        legal = set(legal_moves(s))
        for move in rng.sample(candidates, 12):
            if move in legal:
                continue
            try:
                apply_move(s, move)
            except IllegalMove as e:
                assert e.reason
            else:
                raise AssertionError(f"{move} was accepted in\n{format_position(s)}")


@fast
@given(games)
def test_observation_hides_exactly_what_the_seat_cannot_see(game: tuple[int, int, int]) -> None:
    rng = random.Random(game[1])
    for s in random_game(*game)[::5]:
        for seat in range(s.players):
            other = rehide(s, seat, rng)
            assert observe(other, seat) == observe(s, seat)
        # ...and what it can see is there: its own hand.
        assert observe(s, s.turn).hand == s.seats[s.turn].hand


# The generator against a literal reading of R5, on every bid and many zones ---------------


def r5_allows(bid_halves: int, five: bool, cards: tuple[Card, ...]) -> bool:
    bid = Fraction(bid_halves, 2)
    if all(c == Card.GHOST for c in cards):
        return True  # R5.2
    if all(c == Card.HALF for c in cards):  # R5.3, placed one after the other
        return all(bid + Fraction(i, 2) != Fraction(17, 2) for i in range(len(cards)))
    if cards[-1] == Card.HALF:  # R5.6
        return r5_allows(bid_halves, five, (Card.EIGHT,)) or bid == Fraction(17, 2)
    v = int(cards[0])
    if v == 0:
        return bid.denominator == 1  # R5.5
    if v == 5:
        return bid <= 5  # R5.4
    if five:
        return v < 5  # R5.4
    return v >= bid  # R5.1 (and so R5.7, R5.8)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=KINDS, max_size=KINDS), st.integers(0, 22))
def test_generated_plays_match_a_literal_reading_of_r5(zone: list[int], bid: int) -> None:
    for five in (False, True) if bid == 10 else (False,):
        out: list[int] = []
        core.gen_plays(zone, bid, five, 0, out)
        got = {decode(m).cards for m in out}
        groups = {(Card(k),) * c for k in range(KINDS) for c in range(1, zone[k] + 1)}
        if zone[Card.HALF]:
            groups |= {(Card.EIGHT,) * c + (Card.HALF,) for c in range(1, zone[8] + 1)}
        assert got == {g for g in groups if r5_allows(bid, five, g)}, (zone, bid, five)


def test_blind_cards_fit_by_the_same_rule() -> None:
    for bid in range(23):
        for five in (False, True) if bid == 10 else (False,):
            for k in range(KINDS):
                assert core.card_fits(k, bid, five) == r5_allows(bid, five, (Card(k),))
