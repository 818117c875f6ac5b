"""Whole matches: every bot level, in every seat, makes every kind of decision a match holds.

The Hard bot once crashed the match when it had to choose its swap (R10.4) and was not the
next game's opener: its sampled deals could leave the opener without a yellow card (R3).
No test had played a match. These play whole matches, and put every level in every seat of
2 to 5 players in front of each kind of decision: the opening (R3), the swap (R10.4), the
attack window (R9.3, from hand and blind), a blind card (R8.4), taking the pile (R7.1).
"""

from __future__ import annotations

import contextlib
import io
import random
from typing import Any

import pytest
from rulekit import seat as seat_dict  # noqa: E402

from game.ai import tournament  # noqa: E402
from game.ai.eight_half.bots import Bot, HardBot, make_bot  # noqa: E402
from game.ai.eight_half.view import determinize, opening_consistent  # noqa: E402
from game.ai.tournament import decision_kind  # noqa: E402
from game.rules.eight_half import (  # noqa: E402
    State,
    apply_move,
    legal_moves,
    new_game,
    parse_position,
)
from game.rules.eight_half.cards import DECK_COUNTS, KINDS  # noqa: E402
from game.rules.eight_half.match import new_match, next_game, record_game  # noqa: E402
from game.rules.eight_half.moves import MoveKind  # noqa: E402
from game.rules.eight_half.observe import observe  # noqa: E402
from game.rules.eight_half.state import Phase  # noqa: E402

LEVELS = ("easy", "medium", "hard")
SEATS = [(n, s) for n in range(2, 6) for s in range(n)]


def quick(level: str) -> Bot:
    """Every level as it plays, Hard with a short, machine-independent budget."""
    return HardBot(iterations=20, seconds=None) if level == "hard" else make_bot(level)


def finish(state: State, rng: random.Random) -> State:
    """Play on to the end with Medium bots: the decision must leave a game that goes on."""
    medium = make_bot("medium")
    for _ in range(5000):
        if state.phase is Phase.OVER:
            return state
        p = state.turn
        state, _ = apply_move(state, medium.choose(observe(state, p), legal_moves(state), rng))
    raise AssertionError("the game did not end")


def decide(level: str, state: State, seed: int) -> State:
    """The bot of `level` at the seat to move chooses; the move must be legal."""
    p = state.turn
    legal = legal_moves(state)
    move = quick(level).choose(observe(state, p), legal, random.Random(seed))
    assert move in legal, f"{level} at seat {p} chose {move} outside {legal}"
    return apply_move(state, move).state


def seeded(n: int, want: Any, **deal: Any) -> tuple[int, State]:
    for seed in range(1000):
        state = new_game(n, seed, **deal)
        if want(state):
            return seed, state
    raise AssertionError("no seed gives that deal")


# -- the reproduction -------------------------------------------------------------------


def test_r10_4_a_hard_swapper_who_is_not_the_opener_chooses_its_swap() -> None:
    checked = 0
    for n in range(2, 6):
        for seed in range(27):
            state = new_game(n, seed, swap=(1, 0))
            if state.opener == 1:
                continue
            move = HardBot(iterations=60, seconds=None).choose(
                observe(state, 1), legal_moves(state), random.Random(seed)
            )
            assert move.kind in (MoveKind.SWAP, MoveKind.NOSWAP)
            checked += 1
    assert checked > 80


def test_r3_sampled_deals_before_the_opening_give_the_opener_the_lowest_yellow() -> None:
    for n in range(2, 6):
        for seed in range(60):
            state = new_game(n, seed, swap=(1, 0))
            for p in range(n):
                t = determinize(observe(state, p), random.Random(seed))
                assert t.opener == state.opener
                assert opening_consistent(t.hands, state.opener)
                assert t.legal()  # the opening move exists in every sampled deal
                totals = [0] * KINDS
                for z in (*t.hands, *t.opens):
                    totals = [a + b for a, b in zip(totals, z, strict=True)]
                for pile in (*t.draws, *t.blinds):
                    for k in pile:
                        totals[k] += 1
                assert totals == list(DECK_COUNTS)  # every card dealt once


def test_r3_the_hand_built_deal_is_consistent_when_random_deals_keep_failing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.ai.eight_half import view

    monkeypatch.setattr(view, "OPENING_TRIES", 0)  # always take the constructive path
    for n in range(2, 6):
        for seed in range(40):
            state = new_game(n, seed, swap=(0, 1))
            for p in range(n):
                t = determinize(observe(state, p), random.Random(seed))
                assert t.opener == state.opener and opening_consistent(t.hands, t.opener)
                assert t.hand_sizes == [len(s.hand) for s in state.seats]
                assert [sum(h) for h in t.hands] == t.hand_sizes


# -- each decision, each level, each seat ----------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("n", "me"), SEATS)
def test_r3_the_opener_opens(level: str, n: int, me: int) -> None:
    seed, state = seeded(n, lambda s: s.opener == me)
    assert decision_kind(state, legal_moves(state)) == "opening"
    finish(decide(level, state, seed), random.Random(seed))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("n", "me"), SEATS)
def test_r10_4_the_winner_swaps_or_declines(level: str, n: int, me: int) -> None:
    loser = (me + 1) % n
    seed, state = seeded(n, lambda s: s.opener != me, swap=(me, loser))
    assert decision_kind(state, legal_moves(state)) == "swap"
    after = decide(level, state, seed)
    assert after.phase is Phase.PLAY and after.turn == state.opener
    finish(after, random.Random(seed))


def others(n: int, me: int, skip: int) -> list[dict[str, Any]]:
    """Seats for the other players: plausible cards, none beyond the deck."""
    return [
        seat_dict() if p in (me, skip) else seat_dict(hand="1 2 4", draw="3 6", open="8")
        for p in range(n)
    ]


@pytest.mark.parametrize("zone", ["hand", "blind"])
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("n", "me"), SEATS)
def test_r9_3_the_attack_window_attack_or_pass(level: str, n: int, me: int, zone: str) -> None:
    finisher = (me - 1) % n
    seats = others(n, me, finisher)
    seats[finisher] = seat_dict(aside="3 3", at_table=True)
    seats[me] = seat_dict(hand="7 9 g", draw="2") if zone == "hand" else seat_dict(blind="7 0 9")
    state = parse_position({
        "seats": seats, "pile": "6 h", "bid": "6.5", "five_rule": False,
        "half_owner": finisher, "turn": me, "phase": "attack_window", "finisher": finisher,
    })  # fmt: skip
    assert decision_kind(state, legal_moves(state)) == "attack_window"
    after = decide(level, state, n * 10 + me)
    if after.phase is not Phase.OVER:
        finish(after, random.Random(me))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("n", "me"), SEATS)
def test_r8_4_a_blind_card_is_turned_over(level: str, n: int, me: int) -> None:
    seats = others(n, me, me)
    seats[me] = seat_dict(blind="3 9 g", aside="5")
    state = parse_position({
        "seats": seats, "pile": "4", "bid": "4", "five_rule": False,
        "half_owner": None, "turn": me, "phase": "play",
    })  # fmt: skip
    assert decision_kind(state, legal_moves(state)) == "blind"
    finish(decide(level, state, n * 10 + me), random.Random(me))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("n", "me"), SEATS)
def test_r7_1_a_seat_that_cannot_play_takes_the_pile(level: str, n: int, me: int) -> None:
    seats = others(n, me, me)
    seats[me] = seat_dict(hand="3 4 6", draw="7 7")
    state = parse_position({
        "seats": seats, "pile": "9", "bid": "9", "five_rule": False,
        "half_owner": None, "turn": me, "phase": "play",
    })  # fmt: skip
    assert decision_kind(state, legal_moves(state)) == "take"
    after = decide(level, state, me)
    assert after.seats[me].aside == state.seats[me].aside + state.pile  # R7.2: aside
    finish(after, random.Random(me))


# -- whole matches ----------------------------------------------------------------------


def play_match(n: int, levels: list[str], seed: int, games: int) -> dict[tuple[str, int, str], int]:
    """A whole match; returns how often each (level, seat, kind of decision) came up."""
    bots = [quick(level) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(n)]
    seen: dict[tuple[str, int, str], int] = {}
    match = new_match(n, seed, games)
    while True:
        state = match.game
        if match.results:
            assert state.phase is Phase.SWAP  # R10.4: every later game opens with the swap
        plies = 0
        while state.phase is not Phase.OVER:
            p = state.turn
            legal = legal_moves(state)
            key = (levels[p], p, decision_kind(state, legal))
            seen[key] = seen.get(key, 0) + 1
            move = bots[p].choose(observe(state, p), legal, rngs[p])
            assert move in legal
            state, _ = apply_move(state, move)
            plies += 1
            assert plies < 5000, "the game did not end"
        match = record_game(match, state)
        if match.is_over:
            break
        match = next_game(match)
    assert match.games_played == games
    assert len(match.leaders) >= 1
    return seen


def test_r10_5_whole_matches_with_every_level_in_every_seat() -> None:
    seen: dict[tuple[str, int, str], int] = {}
    for n in range(2, 6):
        for r in range(3):  # each seat gets each level once
            levels = [LEVELS[(p + r) % 3] for p in range(n)]
            for key, count in play_match(n, levels, seed=100 * n + r, games=3).items():
                seen[key] = seen.get(key, 0) + count
    for level in LEVELS:
        for me in range(5):
            for kind in ("play", "take"):
                assert seen.get((level, me, kind)), f"{level} at seat {me} never had {kind}"
    kinds = {kind for (_, _, kind) in seen}
    assert {"opening", "swap", "blind", "attack_window", "play", "take"} <= kinds
    assert sum(c for (_, _, kind), c in seen.items() if kind == "swap") == 4 * 3 * 2


def test_the_tournament_plays_whole_matches_with_swaps() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        tournament.main([
            "--match", "3", "--players", "3", "--bots", "hard,medium,easy", "--games", "9",
            "--seed", "5", "--hard-iterations", "10", "--hard-seconds", "0",
        ])  # fmt: skip
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("9 games, 3 players")
    assert "3 matches of up to 3 games" in lines
    decisions = next(line for line in lines if line.startswith("decisions: "))
    counts = dict(item.split("=") for item in decisions.split()[1:])
    assert int(counts.get("swap", 0)) + int(counts.get("noswap", 0)) == 3 * 2
    assert lines[-1].startswith("first: bot=hard win_rate=")


def test_the_tournament_shows_what_each_levels_swaps_are_worth_to_it() -> None:
    """R10.4: `--swaps paired` plays every game after a swap again with the swap declined;
    `--swaps off` makes every winner keep its cards."""
    lines = {}
    for swaps in ("paired", "off"):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            tournament.main([
                "--match", "3", "--players", "2", "--bots", "medium,easy", "--games", "12",
                "--seed", "5", "--swaps", swaps,
            ])  # fmt: skip
        lines[swaps] = out.getvalue().splitlines()
    paired = lines["paired"]
    assert "after a win (R10.4): swaps made, and the next game's win rate" in paired
    made = [line for line in paired if line.startswith(("  medium: swapped", "  easy: swapped"))]
    assert len(made) == 2
    swaps = sum(int(line.split("swapped ")[1].split("/")[0]) for line in made)
    games = [line for line in paired if line.startswith("    paired, ")]
    assert swaps > 0 and sum(int(line.split()[1]) for line in games) == swaps
    assert "with the swap" in games[0] and "declined" in games[0] and "difference" in games[0]
    off = lines["off"]
    decisions = next(line for line in off if line.startswith("decisions: "))
    counts = dict(item.split("=") for item in decisions.split()[1:])
    assert "swap" not in counts and int(counts["noswap"]) == 4 * 2
    assert any("swapped 0/" in line and "after keeping its cards" in line for line in off)


def test_the_tournament_refuses_swaps_without_a_later_game() -> None:
    with contextlib.redirect_stderr(io.StringIO()), pytest.raises(SystemExit):
        tournament.main(["--swaps", "off", "--games", "2"])
