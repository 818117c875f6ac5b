"""RULES.md Part A, section by section, on crafted positions and seeded deals."""

from __future__ import annotations

from collections import Counter

import pytest
from rulekit import first, legal, play, position, seat

from game.rules.eight_half import IllegalMove, apply_move, legal_moves, new_game, parse_move
from game.rules.eight_half.cards import DECK_COUNTS, DECK_SIZE, YELLOW, Card
from game.rules.eight_half.events import (
    AttackWindowOpened,
    BlindReturned,
    CardsDrawn,
    Destination,
    GameOver,
    PileTaken,
    ReachedTable,
    SwapDeclined,
    Swapped,
)
from game.rules.eight_half.match import new_match, next_game, record_game
from game.rules.eight_half.state import Phase


def all_cards(state) -> Counter:  # type: ignore[no-untyped-def]
    c: Counter = Counter(state.pile)
    for s in state.seats:
        for zone in (s.hand, s.draw, s.open, s.blind, s.aside):
            c.update(zone)
    return c


# R1 ----------------------------------------------------------------------------------------


def test_r1_the_deck_has_72_cards_38_yellow() -> None:
    assert DECK_SIZE == 72
    assert sum(DECK_COUNTS[c] for c in YELLOW) == 38
    assert DECK_COUNTS[Card.HALF] == DECK_COUNTS[Card.GHOST] == 8


# R2, R3 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r2_deal_three_blind_three_open_three_hand_rest_in_draw_piles(players: int) -> None:
    s = new_game(players, seed=11)
    assert all_cards(s) == Counter({Card(k): DECK_COUNTS[k] for k in range(12)})
    sizes = [len(seat.draw) for seat in s.seats]
    assert max(sizes) - min(sizes) <= 1
    assert sizes == sorted(sizes, reverse=True)  # the first seats get the extra card
    for seat_ in s.seats:
        assert (len(seat_.blind), len(seat_.open), len(seat_.hand)) == (3, 3, 3)
        assert not seat_.aside and not seat_.at_table


def test_r2_same_seed_same_deal_other_seed_other_deal() -> None:
    assert new_game(4, seed=5) == new_game(4, seed=5)
    assert new_game(4, seed=5) != new_game(4, seed=6)


def test_r3_1_lowest_yellow_card_opens_and_is_the_only_legal_move() -> None:
    for seed in range(40):
        s = new_game(3, seed=seed)
        lowest = [min((c for c in st.hand if c.is_yellow), default=99) for st in s.seats]
        assert lowest[s.turn] == min(lowest)
        assert [str(m) for m in legal_moves(s)] == [str(int(lowest[s.turn]))]
        with pytest.raises(IllegalMove, match="lowest yellow"):
            other = next(m for m in ("take", "g", "9", "h") if m != str(lowest[s.turn]))
            apply_move(s, parse_move(other))


def test_r3_1_ties_for_the_lowest_yellow_are_broken_by_the_seed() -> None:
    openers = set()
    for seed in range(300):
        s = new_game(2, seed=seed)
        low = [min((c for c in st.hand if c.is_yellow), default=99) for st in s.seats]
        if low[0] == low[1]:
            openers.add(s.turn)
    assert openers == {0, 1}


def test_r3_2_nobody_opens_without_a_yellow_card_so_every_deal_has_one() -> None:
    for seed in range(200):
        s = new_game(5, seed=seed)
        assert any(c.is_yellow for c in s.seats[s.turn].hand)


def test_r3_3_after_the_opening_the_opener_draws_and_play_goes_left() -> None:
    s = new_game(4, seed=3)
    opener = s.turn
    s2, events = apply_move(s, legal_moves(s)[0])
    assert first(events, CardsDrawn).count == 1
    assert len(s2.seats[opener].hand) == 3
    assert s2.turn == (opener + 1) % 4 and s2.opener is None


# R4 ----------------------------------------------------------------------------------------


def test_r4_empty_pile_accepts_any_card() -> None:
    s = position(seat("0 1 5 9 h g 8", draw="2"), seat("3 3 3"))
    assert legal(s) >= {"0", "1", "5", "9", "h", "g", "8", "8 h"}


def test_r4_ghost_on_an_empty_pile_leaves_bid_zero() -> None:
    s, _ = play(position(seat("g 1 1", draw="2"), seat("0 1 3")), "g")
    assert s.bid_halves == 0 and s.pile == (Card.GHOST,)
    assert legal(s) == {"0", "1", "3"}


# R5 ----------------------------------------------------------------------------------------


def test_r5_1_identical_cards_together_count_once() -> None:
    s = position(seat("3 3 3 1", draw="2 2 4"), seat("6 6 6"), pile="2", bid="2")
    assert {"3", "3 3", "3 3 3"} <= legal(s)
    s, events = play(s, "3 3 3")
    assert s.bid_halves == 6
    assert first(events, CardsDrawn).count == 3


def test_r5_1_mixed_cards_are_not_a_play() -> None:
    with pytest.raises(ValueError, match="identical"):
        parse_move("3 4")


def test_r5_2_ghost_keeps_the_five_rule_for_the_next_player() -> None:
    s = position(
        seat("g 1 1", draw="2"), seat("6 4 4", draw="2"), pile="5", bid="5", five_rule=True
    )
    s, _ = play(s, "g")
    assert s.five_rule and legal(s) == {"4", "4 4"}


def test_r5_3_halves_may_climb_to_eight_and_a_half_but_not_past() -> None:
    from_seven = position(seat("h h h h", draw="1"), seat("2 2 2"), pile="7", bid="7")
    assert {m for m in legal(from_seven) if m.startswith("h")} == {"h", "h h", "h h h"}
    from_eight = position(seat("h h h h", draw="1"), seat("2 2 2"), pile="8", bid="8")
    assert {m for m in legal(from_eight) if m.startswith("h")} == {"h"}
    with pytest.raises(IllegalMove, match="past 8½"):
        play(from_eight, "h h")


def test_r5_3_above_nine_the_halves_go_on() -> None:
    s = position(seat("h h 1", draw="1"), seat("2 2 2"), pile="9", bid="9")
    s, _ = play(s, "h h")
    assert s.bid_halves == 20
    assert legal(position(seat("0 h g 9", draw="1"), seat("2"), pile="9 h h", bid="10")) == {
        "0",
        "h",
        "g",
    }


def test_r5_5_zero_on_any_whole_bid_even_nine_and_under_the_five_rule() -> None:
    assert "0" in legal(position(seat("0 1 1", draw="1"), seat("2"), pile="9", bid="9"))
    assert "0" in legal(
        position(seat("0 1 1", draw="1"), seat("2"), pile="5", bid="5", five_rule=True)
    )
    s, events = play(position(seat("0 1 1", draw="1"), seat("2 2"), pile="7", bid="7"), "0")
    assert s.bid_halves == 0


def test_r5_6_combination_not_under_the_five_rule_and_not_on_nine() -> None:
    assert "8 h" not in legal(
        position(seat("8 h 1", draw="1"), seat("2"), pile="5", bid="5", five_rule=True)
    )
    assert "8 h" not in legal(position(seat("8 h 1", draw="1"), seat("2"), pile="9", bid="9"))
    assert "8 8 h" in legal(position(seat("8 8 h", draw="1"), seat("2"), pile="7", bid="7"))


def test_r5_6_combination_on_seven_and_a_half_is_no_attack() -> None:
    s = position(
        seat("h 1 1", draw="1"),
        seat("8 h 2", draw="3"),
        pile="7 h",
        bid="7.5",
        half_owner=0,
        turn=1,
    )
    s, events = play(s, "8 h")
    assert not any(isinstance(e, PileTaken) for e in events)
    assert s.half_owner == 1 and s.turn == 0


# R6 ----------------------------------------------------------------------------------------


def test_r6_2_blue_five_attacks_four_and_a_half_and_one_attacks_a_half() -> None:
    s = position(
        seat("h 1 1", draw="1"),
        seat("5 2 2", draw="3"),
        pile="4 h",
        bid="4.5",
        half_owner=0,
        turn=1,
    )
    s, events = play(s, "5")
    assert first(events, PileTaken).seat == 0 and s.turn == 1 and not s.five_rule
    s = position(
        seat("h 3 3", draw="3"), seat("1 1 2", draw="3"), pile="h", bid="0.5", half_owner=0, turn=1
    )
    s, events = play(s, "1 1")
    assert [int(c) for c in first(events, PileTaken).cards] == [10, 1, 1]


def test_r6_5_an_owner_at_the_table_takes_the_attacked_pile_into_hand() -> None:
    s = position(
        seat(open="3", blind="1 2 3"),
        seat("7 4 4", draw="3"),
        pile="6 h",
        bid="6.5",
        half_owner=0,
        turn=1,
    )
    s, events = play(s, "7")
    assert first(events, PileTaken).to is Destination.HAND
    assert sorted(int(c) for c in s.seats[0].hand) == [6, 7, 10]
    assert sorted(int(c) for c in s.seats[0].known) == [6, 7, 10]  # everyone saw them


def test_r6_2_a_ghost_is_no_attack_and_the_ghost_player_takes_ownership() -> None:
    s = position(
        seat("h 1 1", draw="1"),
        seat("g 3 3", draw="3"),
        pile="6 h",
        bid="6.5",
        half_owner=0,
        turn=1,
    )
    s, events = play(s, "g")
    assert not any(isinstance(e, PileTaken) for e in events) and s.half_owner == 1


# R7 ----------------------------------------------------------------------------------------


def test_r7_1_take_only_when_no_card_fits() -> None:
    s = position(seat("1 2 7", draw="3"), seat("3 3 3"), pile="6", bid="6")
    assert "take" not in legal(s)
    with pytest.raises(IllegalMove, match="R7.1"):
        play(s, "take")
    s = position(seat("1 2 3", draw="4"), seat("3 3 3"), pile="6", bid="6")
    assert legal(s) == {"take"}


def test_r7_2_a_taken_pile_goes_aside_in_the_hand_stage() -> None:
    s = position(seat("1 2 3", draw="4", aside="9"), seat("3 3 6"), pile="6 7", bid="7")
    s, events = play(s, "take")
    assert first(events, PileTaken).to is Destination.ASIDE
    assert [int(c) for c in s.seats[0].aside] == [9, 6, 7]
    assert len(s.seats[0].hand) == 3


def test_r7_2_with_an_empty_draw_pile_but_cards_in_hand_the_pile_still_goes_aside() -> None:
    s = position(seat("1 2", open="4"), seat("3 3 6"), pile="6", bid="6")
    s, events = play(s, "take")
    assert first(events, PileTaken).to is Destination.ASIDE


def test_r7_3_drawing_goes_as_far_as_the_draw_pile_goes() -> None:
    s = position(seat("7 7 1", draw="5"), seat("3 3 3"), pile="6", bid="6")
    s, events = play(s, "7 7")
    assert first(events, CardsDrawn).count == 1
    assert sorted(int(c) for c in s.seats[0].hand) == [1, 5]


def test_r7_4_after_a_take_the_left_neighbour_opens_a_new_pile() -> None:
    s = position(seat("1 1 2", draw="3"), seat("3 3 3"), seat("4 4 4"), pile="6", bid="6", turn=0)
    s, _ = play(s, "take")
    assert s.turn == 1 and s.pile == () and s.bid_halves == 0


# R8 ----------------------------------------------------------------------------------------


def test_r8_2_emptying_hand_and_draw_pile_puts_a_player_at_the_table() -> None:
    s = position(
        seat("7", open="2 2", blind="1 2 3", at_table=False), seat("3 3 3"), pile="6", bid="6"
    )
    s, events = play(s, "7")
    assert first(events, ReachedTable).seat == 0 and s.seats[0].at_table


def test_r8_2_several_identical_open_cards_together() -> None:
    s = position(seat(open="7 7 3", blind="1"), seat("3 3 3"), pile="6", bid="6")
    assert legal(s) == {"open 7", "open 7 7"}
    with pytest.raises(IllegalMove, match="open cards"):
        play(s, "7")


def test_r8_3_hand_first_at_the_table() -> None:
    s = position(seat("9", open="7", blind="1", at_table=True), seat("3 3 3"), pile="6", bid="6")
    assert legal(s) == {"9"}
    with pytest.raises(IllegalMove, match="hand"):
        play(s, "open 7")


def test_r8_4_blind_attack_counts() -> None:
    s = position(
        seat("h 1 1", draw="2"), seat(blind="7 3"), pile="6 h", bid="6.5", half_owner=0, turn=1
    )
    s, events = play(s, "blind 0")
    assert first(events, PileTaken).seat == 0 and s.turn == 1


def test_r8_5_no_take_at_the_blind_cards() -> None:
    s = position(seat(blind="1"), seat("3 3 3"), pile="9", bid="9")
    assert legal(s) == {"blind 0"}


# R9 ----------------------------------------------------------------------------------------


def test_r9_2_finishing_on_a_whole_bid_ends_at_once() -> None:
    s = position(seat(open="7"), seat("3 3 3", draw="8"), pile="6", bid="6")
    s, events = play(s, "open 7")
    assert s.phase is Phase.OVER and first(events, GameOver).winner == 0
    assert legal(s) == set()


def test_r9_3_finishing_on_an_owned_half_bid_opens_one_attack_window() -> None:
    s = position(seat(open="h"), seat("7 7 2", draw="8"), seat("4 4 4"), pile="6", bid="6")
    s, events = play(s, "open h")
    assert s.phase is Phase.ATTACK_WINDOW and s.finisher == 0 and s.turn == 1
    assert first(events, AttackWindowOpened).seat == 1
    assert legal(s) == {"7", "7 7", "pass"}
    with pytest.raises(IllegalMove, match="attack"):
        play(s, "2")
    passed, events = play(s, "pass")
    assert passed.phase is Phase.OVER and passed.winner == 0
    attacked, events = play(s, "7 7")
    assert attacked.phase is Phase.PLAY and attacked.turn == 1
    assert first(events, PileTaken).to is Destination.HAND
    assert sorted(int(c) for c in attacked.seats[0].hand) == [6, 7, 7, 10]


def test_r9_3_a_blind_card_in_the_window_goes_back_if_it_does_not_attack() -> None:
    s = position(seat(open="h"), seat(blind="3 7"), pile="6", bid="6")
    s, _ = play(s, "open h")
    assert legal(s) == {"blind 0", "blind 1", "pass"}
    missed, events = play(s, "blind 0")
    assert first(events, BlindReturned).card == Card.THREE
    assert missed.phase is Phase.OVER and missed.winner == 0
    assert missed.seats[1].blind == (Card.THREE, Card.SEVEN)
    hit, _ = play(s, "blind 1")
    assert hit.phase is Phase.PLAY and hit.turn == 1 and hit.seats[1].blind == (Card.THREE,)


def test_r9_3_attacking_with_the_last_card_wins() -> None:
    s = position(seat(open="h"), seat(open="7"), pile="6", bid="6")
    s, _ = play(s, "open h", "open 7")
    assert s.phase is Phase.OVER and s.winner == 1
    assert s.seats[0].hand  # the finisher took the pile


def test_r9_3_no_attack_possible_above_nine() -> None:
    s = position(seat(open="h"), seat("9 9 1", draw="2"), pile="9", bid="9")
    s, _ = play(s, "open h")
    assert legal(s) == {"pass"}


# R10 ---------------------------------------------------------------------------------------


def test_r10_1_card_count_includes_aside_and_r10_3_loser_ties_nearest_winners_left() -> None:
    s = position(
        seat(open="7"),
        seat("3 3", aside="1"),
        seat("4 4 4"),
        seat("2 2", aside="6"),
        pile="6",
        bid="6",
    )
    s, events = play(s, "open 7")
    over = first(events, GameOver)
    assert over.counts == (0, 3, 3, 3)
    assert over.loser == 1  # three-way tie for most cards: seat 1 sits left of the winner
    assert over.points == (3, 0, 0, 0)


def test_r10_2_lowest_count_ties_all_score() -> None:
    s = position(
        seat(open="7", aside="1 1"), seat("3 3"), seat("4 4"), seat("2 2 2"), pile="6", bid="6"
    )
    s, _ = play(s, "open 7")
    assert s.points == (3, 1, 1, 0)


def test_r10_4_winner_may_swap_one_open_card_with_the_loser_or_decline() -> None:
    s = new_game(3, seed=8, swap=(2, 0))
    assert s.phase is Phase.SWAP and s.turn == 2
    moves = legal(s)
    assert "noswap" in moves
    mine, theirs = set(s.seats[2].open), set(s.seats[0].open)
    assert len(moves) == len(mine) * len(theirs) + 1
    give, take = sorted(mine)[0], sorted(theirs)[-1]
    s2, events = play(s, f"swap {give} {take}")
    assert first(events, Swapped).gave == give
    assert Counter(s2.seats[2].open) == Counter(s.seats[2].open) - Counter([give]) + Counter([take])
    assert s2.phase is Phase.PLAY and s2.turn == s.opener
    s3, events = play(s, "noswap")
    assert first(events, SwapDeclined).seat == 2 and s3.seats == s.seats


def test_r10_5_a_match_of_six_games_with_totals_and_the_swap() -> None:
    import random

    rng = random.Random(1)
    m = new_match(3, seed=4)
    assert m.length == 6
    for game in range(6):
        s = m.game
        if game:
            assert s.phase is Phase.SWAP and s.swapper == m.results[-1].winner
            assert s.loser == m.results[-1].loser
        while s.phase is not Phase.OVER:
            s, _ = apply_move(s, rng.choice(legal_moves(s)))
        m = record_game(m, s)
        if not m.is_over:
            m = next_game(m)
    assert m.is_over and m.games_played == 6
    assert sum(m.totals) == sum(sum(r.points) for r in m.results)
    assert max(m.totals) == m.totals[m.leaders[0]]
    with pytest.raises(ValueError):
        next_game(m)
