"""The public contract's fast path: a State keeps its compact twin, the legal
moves are worked out once, and a move rebuilds only the seats it touched. None of that may
change a single card: every position is compared with one built from scratch."""

from __future__ import annotations

import random

import attrs
import pytest
from rulekit import LOOP, play_forced

from game.rules.eight_half import apply_move, core, legal_moves, new_game, parse_position
from game.rules.eight_half.notation import format_position
from game.rules.eight_half.state import Phase


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r10_4_every_fast_position_equals_one_built_from_scratch(players: int) -> None:
    rng = random.Random(players)
    for seed in range(12):
        state = new_game(players, seed, swap=(0, 1) if seed % 3 == 0 else None)
        plies = 0
        while state.phase is not Phase.OVER and plies < 3000:
            move = rng.choice(legal_moves(state))
            slow = core.table_of(state).copy()  # the positions met so far come along (R10.6)
            slow.events = []
            slow.play(move.code)
            expected = slow.to_state()  # no previous state: every seat built anew
            state, events = apply_move(state, move)
            assert state == expected
            # Read back from text: the same position, and the same legal moves.
            again = parse_position(format_position(state))
            assert again == state
            assert legal_moves(again) == legal_moves(state)
            plies += 1


def test_the_twin_is_not_part_of_the_position_and_never_follows_a_change() -> None:
    state = new_game(3, 7)
    legal_moves(state)  # builds the twin and the legal moves
    assert state.twin is not None and state.legal_cache is not None
    assert state == attrs.evolve(state)  # equal without the caches
    changed = attrs.evolve(state, turn=(state.turn + 1) % 3, opener=None)
    assert changed.twin is None and changed.legal_cache is None  # worked out anew


def test_r10_6_the_count_of_positions_is_not_part_of_the_position() -> None:
    """Two states of the same position are equal whatever each has met before, and each
    keeps its own count: a position read from text starts afresh, the played one does not."""
    played = parse_position(LOOP)
    for _ in range(12):
        played, _ = apply_move(played, legal_moves(played)[0])
    fresh = parse_position(format_position(played))
    assert fresh == played and format_position(fresh) == format_position(played)
    assert len(play_forced(played)[1]) == 12 and len(play_forced(fresh)[1]) == 24
    # Looking ahead from a state (legal moves, a move tried and dropped) changes no count.
    apply_move(played, legal_moves(played)[0])
    assert len(play_forced(played)[1]) == 12
