"""R10.6: a game that goes round in circles ends at the third occurrence of a position.

The looping position is the one random play found: every move is the only legal
one, and the same position comes back every 12 plies (take, 8, take, 7, take, 8 ...).
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from rulekit import CYCLE, LOOP, play_forced

from game.rules.eight_half import (
    apply_move,
    core,
    format_position,
    legal_moves,
    new_game,
    parse_position,
)
from game.rules.eight_half.events import GameOver, WentRoundInCircles
from game.rules.eight_half.moves import format_move
from game.rules.eight_half.state import Phase


def looping(**seats: dict[str, str]) -> dict[str, Any]:
    """The looping position with some seats' cards changed (`seat1={"blind": "h g"}`)."""
    data = copy.deepcopy(LOOP)
    for name, change in seats.items():
        data["seats"][int(name.removeprefix("seat"))].update(change)
    return data


def test_r10_6_the_looping_game_ends_at_the_third_occurrence() -> None:
    start = parse_position(LOOP)
    state, moves, events = play_forced(start)
    assert moves == CYCLE * 2  # the start, its return at ply 12, and the third time at 24
    # The move that makes the third occurrence is announced as usual, then the game is over.
    assert [type(e).__name__ for e in events] == [
        "CardsPlayed", "BidAnnounced", "WentRoundInCircles", "GameOver",
    ]  # fmt: skip
    # Cards in play (hand + draw + open + blind): 4, 5 and 6; seat 0 was to move.
    assert events[2] == WentRoundInCircles(winner=0, turn=0)
    over = events[3]
    assert isinstance(over, GameOver)
    # R10.1-R10.3 as for any game: counts with the aside cards, the winner also lowest (3),
    # the loser the highest count.
    assert over.counts == (15, 21, 35) and over.points == (3, 0, 0) and over.loser == 2
    assert state.phase is Phase.OVER and state.winner == 0 and state.points == (3, 0, 0)
    assert legal_moves(state) == []


def test_r10_6_the_second_occurrence_does_not_end_the_game() -> None:
    state = parse_position(LOOP)
    for line in CYCLE:
        (move,) = legal_moves(state)
        assert format_move(move) == line
        state, events = apply_move(state, move)
    assert format_position(state) == format_position(parse_position(LOOP))  # back again
    assert not state.is_over and not any(isinstance(e, WentRoundInCircles) for e in events)


def test_r10_6_a_position_read_from_notation_starts_a_fresh_count() -> None:
    state = parse_position(LOOP)
    for _ in range(18):  # the start has occurred twice, the position at ply 6 too
        state, _ = apply_move(state, legal_moves(state)[0])
    reread = parse_position(format_position(state))
    assert reread == state
    _, played_on, _ = play_forced(state)
    _, from_text, _ = play_forced(reread)
    assert len(played_on) == 6  # the position of ply 6, a third time at ply 24
    assert len(from_text) == 24  # counted afresh: itself, then at +12 and +24


@pytest.mark.parametrize(
    ("change", "winner", "why"),
    [
        ({"seat1": {"blind": "h"}}, 1, "fewest cards in play, though not to move"),
        ({"seat1": {"blind": "h 1", "aside": "6 0 3"}}, 1, "as many in play (4), fewer aside"),
        (
            {"seat1": {"blind": "h 1", "aside": "6 0 3 5 4 6 6 7 0 2 h"}},
            0,
            "as many in play and aside: the player to move",
        ),
        (
            {
                "seat0": {"open": "5 5"},
                "seat1": {"blind": "h 1", "aside": "6 0 3 5 4 6 6 7 0 2 h"},
                "seat2": {"blind": "3", "aside": "4 4 7 8 0 h 3 7 9 g 1"},
            },
            1,
            "seats 1 and 2 tie: seat 1 is nearer the player to move (seat 0)",
        ),
    ],
)
def test_r10_6_who_wins_a_game_that_went_round_in_circles(
    change: dict[str, dict[str, str]], winner: int, why: str
) -> None:
    state, moves, events = play_forced(parse_position(looping(**change)))
    assert len(moves) == 24 and events[-2] == WentRoundInCircles(winner, turn=0), why
    assert state.winner == winner
    counts = [s.card_count for s in state.seats]
    assert state.points == tuple(core.score(counts, winner)[0])


def test_r10_6_ties_are_counted_from_the_player_to_move() -> None:
    # Start one ply later (seat 0 has taken the 7): seat 1 is to move when that position
    # comes back the third time. All three have 5 cards in play; seat 1 has more aside, and
    # of seats 0 and 2 (11 aside each), counting from seat 1, seat 2 comes first.
    data = looping(seat2={"open": "2 5", "aside": "4 4 7 8 0 h 3 7 9 g 1"})
    state, _ = apply_move(parse_position(data), legal_moves(parse_position(data))[0])
    state = parse_position(format_position(state))  # counted from here
    assert state.turn == 1
    state, moves, events = play_forced(state)
    assert len(moves) == 24 and events[-2] == WentRoundInCircles(winner=2, turn=1)


def test_r10_6_the_game_over_position_reads_back() -> None:
    state, _, _ = play_forced(parse_position(LOOP))
    assert parse_position(format_position(state)) == state


# -- the bots' compact engine plays the same ending ------------------------------------------


def test_r10_6_the_compact_engine_ends_the_loop_where_the_public_one_does() -> None:
    public, moves, _ = play_forced(parse_position(LOOP))
    table = core.Table.from_state(parse_position(LOOP))  # as a bot's search holds it
    table.events = []
    plies = 0
    while table.phase != core.OVER:
        (code,) = table.legal()
        table.play(code)
        plies += 1
    assert plies == len(moves) and table.winner == public.winner
    assert table.points == list(public.points or ())
    assert any(isinstance(e, WentRoundInCircles) for e in table.events)


def test_r10_6_a_bots_rollout_from_the_loop_comes_to_an_end() -> None:
    from game.ai.eight_half import search
    from game.ai.eight_half.view import determinize
    from game.rules.eight_half.observe import observe

    state = parse_position(LOOP)
    for seat in range(3):
        table = determinize(observe(state, seat), random.Random(seat))
        search.rollout(table, random.Random(seat), plies=10_000)  # the loop: 12 plies
        assert table.phase == core.OVER


@pytest.mark.parametrize(("players", "seed"), [(2, 8), (2, 640), (2, 1004), (3, 2253)])
def test_r10_6_random_games_that_circle_end_alike_in_both_engines(players: int, seed: int) -> None:
    """Seeds where random play goes round in circles (found by playing 3000 random games):
    the public contract and the compact engine end them at the same ply, the same way."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    table = core.Table.from_state(state).copy()  # a bot's own copy, played in place
    while not state.is_over:
        move = rng.choice(legal_moves(state))
        state, events = apply_move(state, move)
        table.events = []
        table.play(move.code)
        assert table.events == events
        assert table.copy().to_state() == state
    assert isinstance(events[-2], WentRoundInCircles)


def test_r10_6_a_resumed_game_remembers_the_positions_it_met() -> None:
    """A save replays its moves (the record, like PGN), so Continue keeps the count: the
    loop saved after 18 plies ends 6 plies after resuming, as it would have unsaved."""
    import json

    from game.store.record import MatchRecord, PlayerInfo, dumps_record, record_from_json
    from game.store.resume import match_from_record

    players = [PlayerInfo("You", True), PlayerInfo("Ada", False, "easy"),
               PlayerInfo("Bob", False, "easy")]  # fmt: skip
    state = parse_position(LOOP)
    rec = MatchRecord.begin(players, length=1, seed=1, start=state)
    for _ in range(18):
        move = legal_moves(state)[0]
        state, _ = apply_move(state, move)
        rec = rec.with_move(move, state)
    resumed = match_from_record(record_from_json(json.loads(dumps_record(rec)))).game
    assert resumed == state
    assert len(play_forced(resumed)[1]) == 6


def test_r10_6_the_packed_hands_follow_the_cards_move_by_move() -> None:
    for seed in range(40):
        table = core.Table.from_state(new_game(2 + seed % 4, seed))
        rng = random.Random(seed)
        while table.phase != core.OVER:
            table.play(rng.choice(table.legal()))
            assert table.held == core.packed_hands(table.hands)
