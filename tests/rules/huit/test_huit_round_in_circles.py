"""H6.2: a round that goes round in circles ends at the third occurrence of a position."""

from __future__ import annotations

import random

import pytest
from huitkit import legal, play, position

from game.rules.huit import (
    HOUSE_RULES,
    Phase,
    State,
    apply_move,
    core,
    format_position,
    legal_moves,
    new_game,
    parse_position,
)
from game.rules.huit.events import RoundOver, WentRoundInCircles

# Nothing to draw (stock empty, the discard only its top card) and no card fits the king of
# hearts: every player must pass (H3.2), for ever but for H6.2.
STUCK = {"hands": ("2c 3c", "4c 5d", "9c Jc"), "stock": "", "discard": "Kh"}


def pass_to_the_end(state: State, limit: int = 50) -> tuple[State, int, list[object]]:
    plies = 0
    events: list[object] = []
    while not state.is_over:
        assert legal(state) == {"pass"}
        state, events = apply_move(state, legal_moves(state)[0])
        plies += 1
        assert plies <= limit, "the round went round in circles for ever"
    return state, plies, list(events)


def test_h6_2_when_every_player_must_pass_the_round_ends_at_the_third_time() -> None:
    start = position(*STUCK["hands"], stock=STUCK["stock"], discard=STUCK["discard"])
    state, plies, events = pass_to_the_end(start)
    # The start comes back after each round of passes: a third time after six passes.
    assert plies == 6
    assert [type(e).__name__ for e in events] == ["Passed", "WentRoundInCircles", "RoundOver"]
    # Hands worth 10, 10 and 15 (H6): seats 0 and 1 tie, with 2 cards each; seat 0 is to
    # move, so seat 0 wins and scores the other hands (H6): 10 + 15.
    assert events[1] == WentRoundInCircles(winner=0, turn=0)
    assert events[2] == RoundOver(winner=0, left=(10, 10, 15), points=(25, 0, 0))
    assert state.phase is Phase.OVER and state.winner == 0 and legal_moves(state) == []


@pytest.mark.parametrize(
    ("hands", "turn", "winner", "why"),
    [
        (("2c 3c", "4c 5d", "9c"), 0, 2, "the hand worth the fewest points, not to move"),
        (("2c 3c", "Jd", "9c Qc"), 0, 1, "10 points either way: the fewer cards (one)"),
        (("2c 3c", "4c 5d", "9c Jc"), 1, 1, "seats 0 and 1 tie: seat 1 is to move"),
        (("2c 3c", "4c Jd", "9c 5d"), 1, 2, "seats 0 and 2 tie: from seat 1, seat 2 first"),
    ],
)
def test_h6_2_who_wins_a_round_that_went_round_in_circles(
    hands: tuple[str, ...], turn: int, winner: int, why: str
) -> None:
    state, plies, events = pass_to_the_end(position(*hands, discard="Kh", turn=turn))
    assert plies == 6 and events[-2] == WentRoundInCircles(winner, turn), why
    over = events[-1]
    assert isinstance(over, RoundOver) and state.winner == winner
    assert over.points[winner] == sum(over.left) - over.left[winner]  # the others' hands


def test_h6_2_a_parsed_position_starts_a_fresh_count() -> None:
    state = position(*STUCK["hands"], discard="Kh")
    for _ in range(4):  # the start has come back once; the position after one pass too
        state, _ = apply_move(state, legal_moves(state)[0])
    reread = parse_position(format_position(state))
    assert reread == state
    assert pass_to_the_end(state)[1] == 2  # the position after one pass, a third time
    assert pass_to_the_end(reread)[1] == 6  # counted afresh


def test_h6_2_a_position_comes_back_across_refills() -> None:
    """Drawing and playing the same two cards: each draw refills the stock with the one card
    under the top (H3), so the position is back every four plies, refills and all."""
    state = position("Kc Qc", "Jd 9d", discard="4h 5h")
    lines = ["draw", "4h", "draw", "5h"] * 2
    for i, line in enumerate(lines):
        if line == "draw":
            assert legal(state) == {"draw"}
        state, events = play(state, line)
        assert state.is_over == (i == len(lines) - 1)
    assert [type(e).__name__ for e in events][-2:] == ["WentRoundInCircles", "RoundOver"]
    # Kc Qc is worth 20, Jd 9d 15: seat 1 wins and scores 20.
    assert state.winner == 1 and state.points == (0, 20)


def test_h6_2_the_finished_round_reads_back() -> None:
    state, _, _ = pass_to_the_end(position(*STUCK["hands"], discard="Kh"))
    assert parse_position(format_position(state)) == state


def test_h6_2_the_compact_engine_ends_the_round_where_the_public_one_does() -> None:
    public, plies, _ = pass_to_the_end(position(*STUCK["hands"], discard="Kh"))
    table = core.Table.from_state(position(*STUCK["hands"], discard="Kh"))
    count = 0
    while table.phase != core.OVER:
        (code,) = table.legal()
        table.play(code)
        count += 1
    assert count == plies and table.winner == public.winner
    assert table.points == list(public.points or ())


def test_h6_2_a_bots_rollout_where_everyone_passes_comes_to_an_end() -> None:
    from game.ai.huit import search
    from game.ai.huit.view import determinize
    from game.rules.huit import observe

    state = position(*STUCK["hands"], discard="Kh")
    for seat in range(3):
        table = determinize(observe(state, seat), random.Random(seat))
        search.rollout(table, random.Random(seat), plies=10_000)  # the loop: 3 plies
        assert table.phase == core.OVER


def test_h6_2_a_resumed_round_remembers_the_positions_it_met() -> None:
    """A save replays its moves, so Continue keeps the count: saved after four passes, the
    round ends two passes after resuming, as it would have unsaved."""
    import json

    from game.store.huit_resume import huit_match_from_record
    from game.store.record import MatchRecord, PlayerInfo, dumps_record, record_from_json

    players = [PlayerInfo("You", True), PlayerInfo("Ada", False, "easy"),
               PlayerInfo("Bob", False, "easy")]  # fmt: skip
    state = position(*STUCK["hands"], discard="Kh")
    rec = MatchRecord.begin(players, length=1, seed=1, start=state, game="huit")
    for _ in range(4):
        move = legal_moves(state)[0]
        state, _ = apply_move(state, move)
        rec = rec.with_move(move, state)
    resumed = huit_match_from_record(record_from_json(json.loads(dumps_record(rec)))).round
    assert resumed == state
    assert pass_to_the_end(resumed)[1] == 2


def test_h6_2_each_state_keeps_its_own_count_whatever_is_played_from_it() -> None:
    """A copy takes the positions met over without copying them; the state it came from
    (or a Table played on after lending them) still counts only its own past."""
    state = position(*STUCK["hands"], discard="Kh")
    for _ in range(4):
        state, _ = apply_move(state, legal_moves(state)[0])
    first, _ = apply_move(state, legal_moves(state)[0])  # a look ahead, then others
    assert pass_to_the_end(first)[1] == 1
    assert pass_to_the_end(state)[1] == 2
    second, _ = apply_move(state, legal_moves(state)[0])
    assert second == first and pass_to_the_end(second)[1] == 1
    table = core.table_of(state).copy()
    lent = table.copy()  # the copy takes the count over; `table` plays on from its own
    for t in (lent, table, lent.copy()):
        plies = 0
        while t.phase != core.OVER:
            t.play(t.legal()[0])
            plies += 1
        assert plies == 2


def test_h6_2_the_packed_position_follows_the_cards_move_by_move() -> None:
    """The key kept up move by move (hands, stock, discard packed into ints) is always the
    one packed afresh from the cards: random rounds, refills and calls included, under
    house rules too (H7.6: a hand may hold four jokers, and the direction is part of it)."""
    rule_sets = [(), HOUSE_RULES, ("jokers",), ("jack_reverses",)]
    for seed in range(48):
        state = new_game(2 + seed % 4, seed, 1 + seed % 2, rule_sets[seed // 2 % 4])
        table = core.table_of(state).copy()
        rng = random.Random(seed)
        while table.phase != core.OVER:
            table.play(rng.choice(table.legal()))
            if table.phase != core.OVER:
                fresh = table.copy()
                fresh.seen = None
                fresh._count_from_here()
                assert table._position() == fresh._position()
