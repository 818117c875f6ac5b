"""Property tests over random seeded rounds for 2-5 players, 1 or 2 decks and any set of
house rules (H7) (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from huitkit import rehide
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.huit import (
    HOUSE_RULES,
    JOKER,
    IllegalMove,
    Move,
    Phase,
    State,
    Suit,
    apply_move,
    format_move,
    format_position,
    legal_moves,
    new_game,
    new_match,
    next_round,
    observe,
    parse_move,
    parse_position,
    record_round,
)
from game.rules.huit.cards import CARDS, EIGHT
from game.rules.huit.core import Table
from game.rules.huit.explain import REASONS
from game.rules.huit.house import house
from game.rules.huit.moves import CALL, DRAW, PASS

MAX_PLIES = 20_000

# H7: any set of house rules, the book's (none) as often as every one.
rule_sets = st.one_of(
    st.just(()), st.just(HOUSE_RULES), st.sets(st.sampled_from(HOUSE_RULES)).map(tuple)
)
rounds = st.tuples(st.integers(2, 5), st.integers(0, 2**32), st.sampled_from([1, 2]),
                   st.integers(0, 2**32), rule_sets)  # fmt: skip
Game = tuple[int, int, int, int, tuple[str, ...]]
fast = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_round(
    players: int, seed: int, decks: int, play_seed: int, rules: tuple[str, ...] = ()
) -> tuple[list[State], list[Move]]:
    rng = random.Random(play_seed)
    s = new_game(players, seed, decks, rules)
    states, moves = [s], []
    while s.phase is not Phase.OVER:
        legal = legal_moves(s)
        assert legal, f"no legal move before the end:\n{format_position(s)}"
        move = rng.choice(legal)
        s, _ = apply_move(s, move)
        states.append(s)
        moves.append(move)
        assert len(states) < MAX_PLIES, "the round did not end"
    return states, moves


def everything(s: State) -> Counter[int]:
    c: Counter[int] = Counter(s.stock)
    c.update(s.discard)
    for h in s.hands:
        c.update(h)
    return c


@fast
@given(rounds)
def test_h1_all_cards_always_somewhere_and_every_round_ends(
    game: Game,
) -> None:
    states, _ = random_round(*game)
    decks, rules = game[2], house(house_rules_of(game))
    full = Counter({c: decks for c in range(52)})
    if rules.jokers:
        full[JOKER] = 2 * decks  # H7.1
    for s in states:
        assert everything(s) == full
        assert s.rules == rules.rules and (s.direction == 1 or rules.reverses)
    last = states[-1]
    assert last.winner is not None and last.points is not None
    # The winner emptied their hand, or holds the hand worth least (H6.2: in circles).
    worth = [rules.hand_points(h) for h in last.hands]
    assert not last.hands[last.winner] or worth[last.winner] == min(worth)
    assert sum(last.points) == last.points[last.winner] == sum(worth) - worth[last.winner]
    assert legal_moves(last) == []


@fast
@given(rounds)
def test_positions_round_trip_and_the_twin_matches_a_fresh_build(
    game: Game,
) -> None:
    for s in random_round(*game)[0]:
        assert parse_position(format_position(s)) == s
        assert Table.from_state(s).to_state() == s  # the shared-parts build is exact


@fast
@given(rounds)
def test_a_round_replays_exactly_and_a_loaded_position_plays_on_the_same(
    game: Game,
) -> None:
    states, moves = random_round(*game)
    s = new_game(*game[:3], rules=game[4])
    for i, move in enumerate(moves):
        s, _ = apply_move(s, move)
        assert s == states[i + 1]
    # From a position read back from text halfway (the "rng" key carries the refills).
    half = len(moves) // 2
    s = parse_position(format_position(states[half]))
    for i, move in enumerate(moves[half:]):
        s, _ = apply_move(s, move)
        assert s == states[half + i + 1]


@fast
@given(rounds)
def test_moves_round_trip_through_notation(game: Game) -> None:
    for s in random_round(*game)[0][::4]:
        for move in legal_moves(s):
            assert parse_move(format_move(move)) == move
            assert Move.from_code(move.code) == move


def house_rules_of(game: Game) -> tuple[str, ...]:
    return tuple(r for r in HOUSE_RULES if r in game[4])


def candidate_moves() -> list[Move]:
    out = [DRAW, PASS, CALL]
    for card in (*CARDS, JOKER):
        for carte in (False, True):
            if card.is_joker or card.rank == EIGHT:
                out += [Move.play(card, suit, carte) for suit in Suit]
            else:
                out.append(Move.play(card, None, carte))
    return out


@settings(max_examples=25, deadline=None)
@given(rounds)
def test_apply_move_refuses_every_move_outside_legal_moves(game: Game) -> None:
    rng = random.Random(game[3])
    candidates = candidate_moves()
    for s in random_round(*game)[0][::3]:
        legal = set(legal_moves(s))
        before = format_position(s)
        for move in rng.sample(candidates, 15):
            if move in legal:
                continue
            try:
                apply_move(s, move)
            except IllegalMove as e:
                assert e.reason and e.code in REASONS and e.code != "not_allowed", e
            else:
                raise AssertionError(f"{move} was accepted in\n{before}")
        assert format_position(s) == before


@fast
@given(rounds)
def test_observations_are_equal_when_hidden_cards_differ(game: Game) -> None:
    rng = random.Random(game[1])
    for s in random_round(*game)[0][::5]:
        if s.phase is Phase.OVER:
            continue  # the hands are shown to score them
        for seat in range(s.players):
            other = rehide(s, seat, rng)
            assert observe(other, seat) == observe(s, seat)
        assert observe(s, s.turn).hand == s.hands[s.turn]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.integers(0, 2**32), st.sampled_from([1, 2]), rule_sets)
def test_h7_a_whole_match_keeps_its_house_rules_round_after_round(
    players: int, seed: int, decks: int, rules: tuple[str, ...]
) -> None:
    """A seeded match to 500 under random house rules: every round is dealt under the
    match's rules (H7), starts clockwise (H7.2) with the deal passing left (H1.1), and the
    totals are the rounds' points as H6 (with H7.1, H7.2) counts them."""
    in_force = house(rules)
    match = new_match(players, seed, decks=decks, rules=rules)
    assert match.rules == in_force.rules
    rng = random.Random(seed)
    rounds = 0
    while True:
        s = match.round
        assert (
            s.rules == match.rules and s.direction == 1 and s.turn == (match.dealer + 1) % players
        )
        size = 7 if "seven_cards" in rules else 8
        assert [len(h) for h in s.hands] == [size] * players
        while not s.is_over:
            s = apply_move(s, rng.choice(legal_moves(s))).state
        worth = [in_force.hand_points(h) for h in s.hands]
        assert s.points is not None and s.winner is not None
        assert s.points[s.winner] == sum(worth) - worth[s.winner]
        match = record_round(match, s)
        rounds += 1
        if match.is_over:
            break
        match = next_round(match)
    assert max(match.totals) >= 500 and match.rounds_played == rounds
