"""The bots: legal, reproducible, blind to what their seat cannot see, and sensible."""

from __future__ import annotations

import random

import pytest
from rulekit import position, rehide, seat  # noqa: E402

from game.ai.eight_half import search as search_module  # noqa: E402
from game.ai.eight_half.bots import EasyBot, HardBot, make_bot  # noqa: E402
from game.ai.eight_half.view import determinize, unseen_counts  # noqa: E402
from game.rules.eight_half import apply_move, legal_moves, new_game  # noqa: E402
from game.rules.eight_half.cards import DECK_COUNTS, Card  # noqa: E402
from game.rules.eight_half.moves import format_move, parse_move  # noqa: E402
from game.rules.eight_half.observe import observe  # noqa: E402
from game.rules.eight_half.state import Phase, State  # noqa: E402

GAMES = 1200
LEVELS = ("easy", "medium", "hard")


def bot(level: str):  # type: ignore[no-untyped-def]
    return HardBot(iterations=1, seconds=None) if level == "hard" else make_bot(level)


def play_game(levels: list[str], seed: int) -> list[str]:
    bots = [bot(level) for level in levels]
    rngs = [random.Random(seed * 10 + i) for i in range(len(levels))]
    s = new_game(len(levels), seed)
    moves = []
    while s.phase is not Phase.OVER:
        p = s.turn
        legal = legal_moves(s)
        move = bots[p].choose(observe(s, p), legal, rngs[p])
        assert move in legal, f"{levels[p]} chose {move} outside {legal}"
        moves.append(format_move(move))
        s, _ = apply_move(s, move)
        assert len(moves) < 5000, "the game did not end"
    return moves


def test_every_level_plays_only_legal_moves_in_thousands_of_seeded_games() -> None:
    rng = random.Random(2005)
    for seed in range(GAMES):
        players = 2 + seed % 4
        levels = [LEVELS[(seed + i) % 3] for i in range(players)]
        rng.shuffle(levels)
        play_game(levels, seed)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_game(level: str) -> None:
    levels = [level, "medium", "easy"]
    assert play_game(levels, 42) == play_game(levels, 42)
    assert play_game(levels, 42) != play_game(levels, 43)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bots_choice_does_not_change_when_only_hidden_cards_change(level: str) -> None:
    rng = random.Random(7)
    checked = 0
    for seed in range(12):
        s = new_game(3, seed)
        mover = random.Random(seed)
        for _ in range(60):
            if s.phase is Phase.OVER:
                break
            legal = legal_moves(s)
            if len(legal) > 1:
                b = HardBot(iterations=8, seconds=None) if level == "hard" else make_bot(level)
                p = s.turn
                other = rehide(s, p, rng)
                assert observe(other, p) == observe(s, p)
                a = b.choose(observe(s, p), legal, random.Random(seed))
                c = b.choose(observe(other, p), legal_moves(other), random.Random(seed))
                assert a == c
                checked += 1
            s, _ = apply_move(s, mover.choice(legal))
    assert checked > 100


def test_hard_skips_the_search_when_only_one_move_is_legal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_search(*args: object, **kwargs: object) -> int:
        raise AssertionError("searched with one legal move")

    monkeypatch.setattr("game.ai.eight_half.bots.search", no_search)
    s = position(seat("1 2 3", draw="4"), seat("3 3 3"), pile="6", bid="6")  # only `take`
    assert format_move(HardBot().choose(observe(s, 0), legal_moves(s), random.Random(0))) == "take"


def test_hard_stops_at_its_iteration_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = search_module.rollout
    monkeypatch.setattr(
        search_module, "rollout", lambda t, r, plies: (calls.append(1), real(t, r, plies))
    )
    s = new_game(3, 5)
    s, _ = apply_move(s, legal_moves(s)[0])
    while len(legal_moves(s)) < 2:
        s, _ = apply_move(s, legal_moves(s)[0])
    hard = HardBot(iterations=25, seconds=None)
    hard.choose(observe(s, s.turn), legal_moves(s), random.Random(1))
    assert len(calls) == 25


def choose(level: str, state: State) -> str:
    b = HardBot(iterations=300, seconds=None) if level == "hard" else make_bot(level)
    return format_move(b.choose(observe(state, state.turn), legal_moves(state), random.Random(3)))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_attacks_when_it_can(level: str) -> None:
    # R6: 7 on 6½ makes the owner take a big pile, and the attacker plays again.
    s = position(
        seat("h 1 1", draw="1"),
        seat("7 8 9", draw="3 4 6"),
        pile="2 3 4 6 h",
        bid="6.5",
        half_owner=0,
        turn=1,
    )
    assert choose(level, s) == "7"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_attacks_in_the_attack_window(level: str) -> None:
    s = position(seat(open="h"), seat("7 7 2", draw="8"), pile="6", bid="6")
    s, _ = apply_move(s, parse_move("open h"))
    assert choose(level, s).startswith("7")


def test_medium_plays_low_and_keeps_its_specials() -> None:
    s = position(seat("3 9 g", draw="1 1 1"), seat("2 2 2", draw="6"), pile="2", bid="2")
    assert choose("medium", s) == "3"


def test_medium_plays_identical_low_cards_together() -> None:
    s = position(seat("3 3 9", draw="1 1 1"), seat("2 2 2", draw="6"), pile="2", bid="2")
    assert choose("medium", s) == "3 3"


def test_medium_avoids_a_half_bid_the_next_player_will_attack() -> None:
    # The next player is at the table with an open 7: ½ on 6 would hand them an attack.
    s = position(seat("h 6 9", draw="1 1 1"), seat(open="7", blind="2"), pile="4 5 6", bid="6")
    assert choose("medium", s) != "h"


def test_medium_plays_the_eight_and_a_half_combination_on_eight_and_a_half() -> None:
    s = position(
        seat("h 1 1", draw="1"),
        seat("8 h 2", draw="3"),
        pile="8 h",
        bid="8.5",
        half_owner=0,
        turn=1,
    )
    assert choose("medium", s) == "8 h"


def test_medium_uses_a_zero_when_nothing_else_fits() -> None:
    s = position(seat("0 1 2", draw="3 3 3"), seat("2 2", draw="6"), pile="9", bid="9")
    assert choose("medium", s) == "0"


def test_medium_swaps_its_weakest_open_card_for_the_losers_best() -> None:
    from attrs import evolve

    s = new_game(2, seed=3, swap=(0, 1))
    mine = evolve(s.seats[0], open=(Card.ONE, Card.SEVEN, Card.EIGHT))
    theirs = evolve(s.seats[1], open=(Card.TWO, Card.THREE, Card.GHOST))
    s = evolve(s, seats=(mine, theirs))
    assert choose("medium", s) == "swap 1 g"


def test_hard_never_gives_its_9_for_the_losers_1() -> None:
    """R10.4, as met before game 2: a Hard winner gave away its 9 for the loser's 1. A
    sensible winner gives its worst open card and takes the loser's best, whatever the
    dice of its search; with nothing better on offer it keeps its cards."""
    from attrs import evolve

    s = new_game(3, seed=3, swap=(0, 2))
    mine = evolve(s.seats[0], open=(Card.NINE, Card.SIX, Card.TWO))
    theirs = evolve(s.seats[2], open=(Card.ONE, Card.FOUR, Card.NINE))
    s = evolve(s, seats=(mine, s.seats[1], theirs))
    hard = HardBot(iterations=300, seconds=None)
    picks = {
        format_move(hard.choose(observe(s, 0), legal_moves(s), random.Random(seed)))
        for seed in range(6)
    }
    assert picks == {"swap 2 9"}
    strong = evolve(s.seats[0], open=(Card.GHOST, Card.NINE, Card.NINE))
    weak = evolve(s.seats[2], open=(Card.ONE, Card.ONE, Card.TWO))
    s = evolve(s, seats=(strong, s.seats[1], weak))
    assert format_move(hard.choose(observe(s, 0), legal_moves(s), random.Random(0))) == "noswap"


def test_easy_swaps_like_a_beginner_never_at_random() -> None:
    """R10.4: Easy swapped at random, which gained it nothing (a ghost for a 1 as often as
    the other way). Now it takes the loser's biggest card for its smallest, if bigger."""
    from attrs import evolve

    s = new_game(2, seed=3, swap=(0, 1))
    mine = evolve(s.seats[0], open=(Card.NINE, Card.GHOST, Card.THREE))
    theirs = evolve(s.seats[1], open=(Card.ONE, Card.SEVEN, Card.TWO))
    s = evolve(s, seats=(mine, theirs))
    picks = {
        format_move(EasyBot().choose(observe(s, 0), legal_moves(s), random.Random(seed)))
        for seed in range(20)
    }
    assert picks == {"swap 3 7"}
    theirs = evolve(s.seats[1], open=(Card.ONE, Card.TWO, Card.TWO))
    s = evolve(s, seats=(mine, theirs))
    assert (
        format_move(EasyBot().choose(observe(s, 0), legal_moves(s), random.Random(0))) == "noswap"
    )


def test_easy_is_plausible_but_spends_its_big_cards_like_a_beginner() -> None:
    s = position(seat("3 9 g", draw="1 1 1"), seat("2 2 2", draw="6"), pile="2", bid="2")
    picks = [
        format_move(EasyBot().choose(observe(s, 0), legal_moves(s), random.Random(i)))
        for i in range(200)
    ]
    assert set(picks) == {"3", "9", "g"}
    assert picks.count("g") > 100  # the ghost, its best card, thrown away first


def test_determinizations_respect_everything_the_seat_has_seen() -> None:
    s = new_game(4, seed=9)
    for _ in range(30):
        s, _ = apply_move(s, legal_moves(s)[-1])
    obs = observe(s, 2)
    unseen = unseen_counts(obs)
    for i in range(20):
        t = determinize(obs, random.Random(i))
        assert t.hands[2] == [obs.hand.count(Card(k)) for k in range(12)]
        assert [len(d) for d in t.draws] == [v.draw_size for v in obs.seats]
        assert [len(b) for b in t.blinds] == [v.blind_size for v in obs.seats]
        hidden = [0] * 12
        for p in range(4):
            for c in t.draws[p] + t.blinds[p]:
                hidden[c] += 1
            if p != 2:
                for k in range(12):
                    hidden[k] += t.hands[p][k] - t.known[p][k]
        assert hidden == unseen  # exactly the unseen cards fill the hidden places
    assert sum(unseen) + len(s.pile) <= sum(DECK_COUNTS)


def test_hards_estimate_favours_the_seat_with_fewer_cards_to_shed() -> None:
    from game.rules.eight_half.core import Table

    s = position(
        seat("1 2 3", draw="4 4 4 4 4"),
        seat("6", open="7"),
        seat("2 2", draw="3 3"),
        pile="6",
        bid="6",
    )
    t = Table.from_state(s)
    chances = [search_module.estimate(t, p) for p in range(3)]
    assert abs(sum(chances) - 1) < 1e-9
    assert chances[1] > chances[2] > chances[0]
    t.phase, t.winner = 3, 2  # over: certainty
    assert [search_module.estimate(t, p) for p in range(3)] == [0.0, 0.0, 1.0]
