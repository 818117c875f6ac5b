"""RULES.md H7, the house rules, bullet by bullet and where they meet, on crafted positions
(Part D notation) and seeded deals."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from huitkit import first, hand, kinds, legal, play, position

from game.rules.huit import (
    HOUSE_RULES,
    JOKER,
    IllegalMove,
    Move,
    Phase,
    State,
    Suit,
    apply_move,
    new_game,
    new_match,
    next_round,
    observe,
    parse_move,
    record_round,
)
from game.rules.huit.events import (
    CardPlayed,
    CarteCalled,
    PenaltyDrawn,
    PenaltyGrows,
    Reversed,
    RoundOver,
    Skipped,
    StockRefilled,
    SuitAsked,
)
from game.rules.huit.house import house

JOKERS = ["jokers"]
REVERSES = ["jack_reverses"]
NO_8_ON_8 = ["no_eight_on_eight"]
NO_FINISH = ["no_finish_on_eight"]


def refused(state: State, line: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        apply_move(state, parse_move(line))
    return caught.value


def joker_suits(carte: str = "") -> set[str]:
    return {f"X {s}{carte}" for s in "cdhs"}


def eights(card: str, carte: str = "") -> set[str]:
    return {f"{card} {s}{carte}" for s in "cdhs"}


# -- H7.1 jokers ---------------------------------------------------------------------------


@pytest.mark.parametrize(("decks", "size"), [(1, 54), (2, 108)])
def test_h7_1_each_deck_adds_two_jokers(decks: int, size: int) -> None:
    s = new_game(4, seed=3, decks=decks, rules=JOKERS)
    cards = Counter(c for h in s.hands for c in h) + Counter(s.stock) + Counter(s.discard)
    assert cards.total() == size and cards[JOKER] == 2 * decks
    book = new_game(4, seed=3, decks=decks)
    assert JOKER not in [c for h in book.hands for c in h] + list(book.stock)


def test_h7_1_a_joker_goes_on_any_card_and_names_a_suit() -> None:
    s = position("X 3c 4d", "2c 3d", discard="Kh", rules=JOKERS)
    assert legal(s) >= joker_suits()
    after, events = play(s, "X s")
    assert kinds(events) == ["CardPlayed", "SuitAsked", "PenaltyGrows"]
    assert events[0] == CardPlayed(0, JOKER, events[0].source)
    assert first(events, SuitAsked) == SuitAsked(0, Suit.SPADES)
    assert first(events, PenaltyGrows) == PenaltyGrows(1, 4)  # H7.1: the next player draws 4
    assert after.suit is Suit.SPADES and after.penalty == 4 and after.turn == 1


def test_h7_1_the_joker_s_move_reads_and_writes_like_an_eight_s() -> None:
    assert parse_move("X h") == Move.play(JOKER, Suit.HEARTS)
    assert str(Move.play(JOKER, Suit.HEARTS, carte=True)) == "X h !"
    assert JOKER.is_joker and JOKER.token == "X" and JOKER.words == "joker"
    assert not any(c.is_joker for c in new_game(2, 1).hands[0])


def test_h7_1_no_joker_under_an_ace_penalty() -> None:
    s = position("X Ac 3c", "2c 3d", discard="5h Ah", penalty=2, rules=JOKERS)
    assert legal(s) == {"Ac", "draw"}
    err = refused(s, "X h")
    assert err.code == "joker_under_ace_penalty" and err.facts == {"penalty": 2}


def test_h7_1_under_a_joker_penalty_only_a_joker_or_the_whole_penalty() -> None:
    s = position("X 8c Ah 5h", "2c 3d", discard="5d X", suit="h", penalty=4, rules=JOKERS)
    assert legal(s) == joker_suits() | {"draw"}  # no 8, no ace, no heart
    for line in ("8c h", "Ah", "5h", "pass"):
        assert refused(s, line).code == "must_answer_joker_penalty", line


def test_h7_1_jokers_stack_four_eight_twelve_and_the_drawer_ends_the_turn() -> None:
    s = position(
        "X 2c", "X 3c", "X 4c", "5c 6c",
        stock="2d 3d 4d 5d 6d 7d 9d Jd Qd Kd 2h 3h 4h",
        discard="9s", decks=2, rules=JOKERS,
    )  # fmt: skip
    s, events = play(s, "X h !", "X d !", "X s !")
    assert [e.penalty for e in events if isinstance(e, PenaltyGrows)] == [4, 8, 12]
    assert s.turn == 3 and s.penalty == 12 and legal(s) == {"draw"}
    s, events = play(s, "draw")
    assert events == [PenaltyDrawn(3, 12)] and len(s.hands[3]) == 14
    # The turn goes on to the next player, and the suit named stays asked (H7.1).
    assert s.turn == 0 and s.penalty == 0 and s.suit is Suit.SPADES and s.top == JOKER
    assert legal(s) == {"draw"}  # the 2 of clubs does not follow spades


def test_h7_1_the_suit_named_stays_asked_after_the_penalty() -> None:
    s = position("2c 3s 4h", "Kh Qh", discard="5d X", suit="s", penalty=4, turn=1,
                 stock="4d 5c 6c 7c 9c Jc", rules=JOKERS)  # fmt: skip
    s, _ = play(s, "draw")
    assert s.turn == 0 and s.suit is Suit.SPADES
    assert legal(s) == {"3s", "draw"}


def test_h7_1_a_joker_penalty_refills_the_stock_and_takes_what_there_is() -> None:
    # Two cards in the stock, five under the top joker: the penalty of 8 draws the two,
    # then the refill (H3), then stops at what there is (H4.2).
    s = position("Kh Qh", "2c 3c", stock="4d 5d", discard="6c 7c 9c Jc 10s X", suit="c",
                 penalty=4, rules=JOKERS)  # fmt: skip
    s, events = play(s, "draw")
    assert kinds(events) == ["StockRefilled", "PenaltyDrawn"]
    assert first(events, StockRefilled) == StockRefilled(5)
    assert first(events, PenaltyDrawn) == PenaltyDrawn(0, 4)
    s = position("Kh Qh", "2c 3c", stock="4d 5d", discard="6c 7c X X", suit="c",
                 penalty=8, rules=JOKERS)  # fmt: skip
    s, events = play(s, "draw")
    assert first(events, PenaltyDrawn) == PenaltyDrawn(0, 5)  # 2, then the 3 refilled
    assert s.discard == (JOKER,) and s.stock == () and s.suit is Suit.CLUBS


def test_h7_1_an_eight_goes_on_a_joker_outside_a_penalty() -> None:
    s = position("8c 3d 4d", "2c 3c", discard="5d X", suit="h", rules=JOKERS)
    assert legal(s) == eights("8c") | {"draw"}


def test_h7_1_a_joker_turned_up_at_the_deal_goes_under_the_stock() -> None:
    seen = 0
    for seed in range(400):
        s = new_game(3, seed, rules=JOKERS)
        assert not s.top.is_joker
        under = s.stock[len(s.stock) - s.turned :]
        if JOKER in under:
            seen += 1
            assert observe(s, 1).under_stock == under  # everyone saw it go there (H1)
    assert seen >= 3


def test_h7_1_a_joker_as_the_last_card_ends_the_round_with_no_penalty() -> None:
    s = position("X", "2c 3c", "Kd", discard="5h", rules=JOKERS)
    s, events = play(s, "X h")
    assert kinds(events) == ["CardPlayed", "SuitAsked", "RoundOver"]
    assert s.phase is Phase.OVER and s.winner == 0 and s.penalty == 0


def test_h7_1_a_joker_left_in_a_hand_counts_fifty() -> None:
    s, events = play(position("5h", "X 2c", discard="7h", rules=JOKERS), "5h")
    assert first(events, RoundOver).left == (0, 55) and s.points == (55, 0)
    assert house(("jokers",)).hand_points([JOKER, JOKER]) == 100


def test_h7_1_the_joker_penalty_goes_through_a_call() -> None:
    """H5.1 under a joker penalty: the next player calls first, then answers the penalty."""
    s = position("X 3c 4c", "X 2d", "Kh Kd", stock="5c 6c 7c 9c Jc Qc", rules=JOKERS)
    s, _ = play(s, "X h", "X c")  # seat 1 forgets "Carte !" with its last joker but one
    assert s.penalty == 8 and s.turn == 2 and s.unannounced == 1
    s, events = play(s, "call")
    assert events == [CarteCalled(2, 1, 2)] and legal(s) == {"draw"}
    s, events = play(s, "draw")  # 4 from the stock, 2 refilled from under the joker
    assert first(events, PenaltyDrawn) == PenaltyDrawn(2, 6) and s.turn == 0


# -- H7.2 the jack reverses ----------------------------------------------------------------


def test_h7_2_a_jack_reverses_the_direction_and_a_second_one_sets_it_back() -> None:
    s = position("Jh 3c 4d", "Js 4c", "5c 6c", "7d 9d", discard="5h", stock="2s 3s",
                 rules=REVERSES)  # fmt: skip
    s, events = play(s, "Jh")
    assert kinds(events) == ["CardPlayed", "Reversed"] and events[1] == Reversed(0, -1)
    assert s.direction == -1 and s.turn == 3 and observe(s, 2).direction == -1
    s, _ = play(s, "draw", "pass", "draw", "pass")  # seats 3 and 2 keep what they drew
    assert s.turn == 1
    s, events = play(s, "Js !")
    assert first(events, Reversed) == Reversed(1, 1) and s.direction == 1 and s.turn == 2


def test_h7_2_without_the_rule_a_jack_is_a_plain_card() -> None:
    s, events = play(position("Jh 3c 4d", "Js 4c", "5c 6c", discard="5h"), "Jh")
    assert kinds(events) == ["CardPlayed"] and s.direction == 1 and s.turn == 1


@pytest.mark.parametrize(("direction", "skipped", "turn"), [(1, 1, 2), (-1, 3, 2)])
def test_h7_2_a_seven_skips_the_next_player_in_the_direction_of_play(
    direction: int, skipped: int, turn: int
) -> None:
    s = position("7h 3c", "4c 5c", "6c 8d", "9d Kd", discard="5h", rules=REVERSES,
                 direction=direction)  # fmt: skip
    s, events = play(s, "7h")
    assert first(events, Skipped) == Skipped(skipped) and s.turn == turn


def test_h7_2_a_jack_then_a_seven_skip_the_other_way_round() -> None:
    s = position("Jh 3c", "4c 5c", "6c 8d", "9d Kd", "7h Qd", discard="5h", rules=REVERSES)
    s, _ = play(s, "Jh", "7h")  # seat 4 plays the 7: seat 3 misses its turn
    assert s.turn == 2 and s.direction == -1


@pytest.mark.parametrize(("card", "line", "count"), [("Ah", "Ah", 2), ("X", "X h", 4)])
def test_h7_2_an_ace_s_or_a_joker_s_penalty_goes_to_the_next_player_in_the_direction(
    card: str, line: str, count: int
) -> None:
    s = position(f"{card} 3c", "4c 5c", "6c 8d", discard="5h", direction=-1,
                 rules=["jokers", "jack_reverses"], stock="2s 3s 4s 5s")  # fmt: skip
    s, events = play(s, line)
    assert first(events, PenaltyGrows) == PenaltyGrows(2, count) and s.turn == 2
    s, events = play(s, "draw")
    assert first(events, PenaltyDrawn) == PenaltyDrawn(2, count) and s.turn == 1


def test_h7_2_the_caller_of_a_forgotten_carte_is_the_next_player_in_the_direction() -> None:
    """H5.1 with the direction reversed: seat 0 forgets "Carte !"; the next player to act
    is seat 3 (going the other way), who may call; seat 1 never gets the chance."""
    s = position("Jh 3c", "4c 5c", "6c 8d", "9d Kd", discard="5h", stock="2s 3s 4s 5s",
                 rules=REVERSES)  # fmt: skip
    s, events = play(s, "Jh")  # its last card but one, without "Carte !"
    assert kinds(events) == ["CardPlayed", "CarteForgotten", "Reversed"]
    assert s.turn == 3 and s.unannounced == 0 and "call" in legal(s)
    assert observe(s, 3).callable == 0 and observe(s, 1).callable is None
    s, events = play(s, "call")
    assert events == [CarteCalled(3, 0, 2)] and hand(s, 0) == "2s 3c 3s"


def test_h7_2_a_jack_played_with_carte_said_in_the_other_direction() -> None:
    s = position("Jh 3c", "4c 5c", "6c 8d", discard="5h", direction=-1, rules=REVERSES)
    s, events = play(s, "Jh !")
    assert kinds(events) == ["CardPlayed", "CarteSaid", "Reversed"]
    assert s.turn == 1 and s.direction == 1 and s.unannounced is None


def test_h7_2_with_two_players_the_jack_flips_and_works_like_a_seven() -> None:
    s = position("Jh 3h 4c", "5c 6c", discard="5h", rules=REVERSES)
    s, events = play(s, "Jh")
    assert kinds(events) == ["CardPlayed", "Reversed", "Skipped"]
    assert events[1:] == [Reversed(0, -1), Skipped(1)]
    assert s.turn == 0 and s.direction == -1  # its player plays the next turn (H4.3)
    s, events = play(s, "3h")
    assert s.turn == 1


def test_h7_2_with_two_players_a_carte_forgotten_on_a_jack_is_gone_with_the_next_draw() -> None:
    """As after a 7 between two players (H5.1): the jack's player acts again, nobody may
    call their own "Carte !", and their hand changing ends the chance."""
    s = position("Jh 4c", "5c 6c", discard="5h", stock="2d", rules=REVERSES)
    s, _ = play(s, "Jh")  # down to one card, "Carte !" forgotten; plays again
    assert s.turn == 0 and s.unannounced == 0 and legal(s) == {"draw"}
    s, _ = play(s, "draw", "pass")  # the 2 of diamonds does not fit the jack of hearts
    assert s.turn == 1 and s.unannounced is None and "call" not in legal(s)


def test_h7_2_a_jack_as_the_last_card_ends_the_round_and_flips_nothing() -> None:
    s, events = play(position("Jh", "4c 5c", "6c 8d", discard="5h", rules=REVERSES), "Jh")
    assert kinds(events) == ["CardPlayed", "RoundOver"]
    assert s.is_over and s.direction == 1 and s.winner == 0


def test_h7_2_a_jack_turned_up_at_the_deal_goes_under_the_stock() -> None:
    seen = 0
    for seed in range(300):
        s = new_game(3, seed, rules=REVERSES)
        assert s.top.rank != 10 and s.direction == 1
        if any(c.rank == 10 for c in s.stock[len(s.stock) - s.turned :]):
            seen += 1
        assert new_game(3, seed).top.rank not in (0, 6, 7, 9)
    assert seen >= 3


def test_h7_2_a_jack_left_in_a_hand_counts_25_under_the_rule_and_10_without() -> None:
    for rules, worth in ((REVERSES, 25), ([], 10)):
        s, events = play(position("5h", "Jc 2c", discard="7h", rules=rules), "5h")
        assert first(events, RoundOver).left == (0, worth + 5), rules


def test_h7_2_each_round_starts_clockwise_and_the_deal_still_passes_left() -> None:
    m = new_match(3, seed=5, rules=REVERSES)
    assert m.rules == ("jack_reverses",) and m.round.rules == m.rules
    finished = position("", "4c 5c", "6c 8d", discard="5h Jh", direction=-1, rules=REVERSES,
                        phase="over", winner=0, points=[20, 0, 0])  # fmt: skip
    m = next_round(record_round(m, finished))
    assert m.round.direction == 1 and m.round.rules == ("jack_reverses",)
    assert m.dealer == 0 and m.round.turn == 1


# -- H7.3 no 8 on an 8 ---------------------------------------------------------------------


def test_h7_3_no_eight_may_be_played_on_an_eight() -> None:
    s = position("8s 3c 4h", "2c 3d", discard="5h 8h", suit="c", rules=NO_8_ON_8)
    assert legal(s) == {"3c", "draw"}
    err = refused(s, "8s d")
    assert err.code == "eight_on_eight" and err.facts == {"card": "8s", "top": "8h"}
    book = position("8s 3c 4h", "2c 3d", discard="5h 8h", suit="c")
    assert legal(book) == eights("8s") | {"3c", "draw"}


def test_h7_3_a_drawn_eight_cannot_go_on_an_eight_either() -> None:
    s = position("8s 3c", "2c 3d", discard="5h 8h", suit="d", phase="drawn", drawn="8s",
                 rules=NO_8_ON_8)  # fmt: skip
    assert legal(s) == {"pass"}


def test_h7_3_with_jokers_a_joker_goes_on_an_eight_and_an_eight_on_a_joker() -> None:
    rules = ["jokers", "no_eight_on_eight"]
    on_eight = position("X 8s 3c", "2c 3d", discard="5h 8h", suit="d", rules=rules)
    assert legal(on_eight) == joker_suits() | {"draw"}
    on_joker = position("X 8s 3c", "2c 3d", discard="5h X", suit="d", rules=rules)
    assert legal(on_joker) == joker_suits() | eights("8s") | {"draw"}


def test_h7_3_an_eight_after_a_ten_is_still_an_eight_on_a_ten() -> None:
    s = position("8s 3c", "2c 3d", discard="8h 10h", phase="again", rules=NO_8_ON_8)
    assert legal(s) == eights("8s") | eights("8s", " !")


# -- H7.4 no going out on an 8 -------------------------------------------------------------


def test_h7_4_an_eight_as_the_last_card_is_not_playable() -> None:
    s = position("8s", "2c 3d", discard="5h", stock="4c", rules=NO_FINISH)
    assert legal(s) == {"draw"}
    err = refused(s, "8s h")
    assert err.code == "last_card_eight" and err.facts == {"card": "8s"}
    assert legal(position("8s", "2c 3d", discard="5h", stock="4c")) == eights("8s") | {"draw"}


def test_h7_4_with_nothing_to_draw_the_player_passes() -> None:
    s = position("8s", "2c 3d", discard="5h", rules=NO_FINISH)
    assert legal(s) == {"pass"}
    s, events = play(s, "pass")
    assert kinds(events) == ["Passed"] and s.turn == 1


def test_h7_4_the_eight_may_still_be_the_last_card_but_one() -> None:
    s = position("8s 4h", "2c 3d", discard="5h", rules=NO_FINISH)
    assert legal(s) >= eights("8s") | eights("8s", " !")
    s, _ = play(s, "8s c !")
    assert hand(s, 0) == "4h"


def test_h7_4_a_drawn_eight_is_played_only_if_a_card_stays() -> None:
    s = position("8s 3c", "2c 3d", discard="5h", phase="drawn", drawn="8s", rules=NO_FINISH)
    assert legal(s) == eights("8s", "") | eights("8s", " !") | {"pass"}
    # A 10 as the last card, then a draw: the drawn 8 would be the last card.
    s = position("8s", "2c 3d", discard="5h 10h", phase="drawn", drawn="8s", rules=NO_FINISH)
    assert legal(s) == {"pass"} and refused(s, "8s h").code == "last_card_eight"
    assert refused(s, "draw").code == "last_card_eight"


def test_h7_4_right_after_a_ten_the_last_eight_is_not_playable() -> None:
    s = position("8s", "2c 3d", discard="5h 10h", phase="again", stock="4d", rules=NO_FINISH)
    assert legal(s) == {"draw"}
    s = position("8s", "2c 3d", discard="10h", phase="again", rules=NO_FINISH)
    assert legal(s) == {"pass"}


def test_h7_4_with_jokers_a_last_joker_is_not_playable_either() -> None:
    rules = ["jokers", "no_finish_on_eight"]
    s = position("X", "2c 3d", discard="5h", stock="4c", rules=rules)
    assert legal(s) == {"draw"} and refused(s, "X h").code == "last_card_eight"
    # Under a joker penalty: the whole penalty is drawn (H4.2).
    s = position("X", "2c 3d", discard="5h X", suit="h", penalty=4, stock="4c 5c 6c 7c",
                 rules=rules)  # fmt: skip
    assert legal(s) == {"draw"}
    s, events = play(s, "draw")
    assert first(events, PenaltyDrawn) == PenaltyDrawn(0, 4) and s.turn == 1


def test_h7_4_under_an_ace_penalty_the_last_ace_still_goes_out() -> None:
    s = position("Ac", "2c 3d", discard="5h Ah", penalty=2, rules=NO_FINISH)
    assert legal(s) == {"Ac", "draw"}
    s, _ = play(s, "Ac")
    assert s.is_over and s.winner == 0


# -- H7.5 seven cards each -----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_h7_5_seven_cards_each(players: int) -> None:
    s = new_game(players, seed=players, rules=["seven_cards"])
    assert [len(h) for h in s.hands] == [7] * players
    assert len(s.stock) + len(s.discard) == 52 - 7 * players
    assert [len(h) for h in new_game(players, seed=players).hands] == [8] * players


def test_h7_5_every_rule_at_once_deals_seven_of_a_54_card_deck() -> None:
    s = new_game(5, seed=9, rules=HOUSE_RULES)
    assert [len(h) for h in s.hands] == [7] * 5 and len(s.stock) + len(s.discard) == 19
    assert s.rules == HOUSE_RULES and observe(s, 0).rules == HOUSE_RULES


# -- H7: the rules are chosen at the deal -------------------------------------------------


def test_h7_the_rules_are_kept_in_whatever_order_they_were_named() -> None:
    s = new_game(3, 1, rules={"seven_cards", "jokers"})
    assert s.rules == ("jokers", "seven_cards")
    assert new_game(3, 1, rules=["jokers", "jokers"]).rules == ("jokers",)


@pytest.mark.parametrize("rules", ["jokers", b"jokers", 7, None])
def test_h7_a_bare_name_or_no_collection_is_a_type_error(rules: Any) -> None:
    with pytest.raises(TypeError, match="list"):
        new_game(3, 1, rules=rules)


def test_h7_an_unknown_rule_is_a_value_error_naming_the_rules() -> None:
    from game.rules.huit import UnknownHouseRule

    with pytest.raises(UnknownHouseRule, match="'jokerz' is not a house rule: .*jokers"):
        new_game(3, 1, rules=["jokerz"])
    with pytest.raises(ValueError):
        new_match(3, 1, rules=["two_decks"])


def test_h7_a_match_keeps_its_rules_and_refuses_a_round_of_other_rules() -> None:
    m = new_match(2, seed=1, target=None, rules=["jokers"])
    other = position("", "4c", discard="5h", phase="over", winner=0, points=[5, 0])
    with pytest.raises(ValueError, match="not from this match"):
        record_round(m, other)


# -- H7.6 every earlier decision stands: H6.2 with the direction ---------------------------


def pass_to_the_end(state: State) -> tuple[State, int, list[Any]]:
    plies, events = 0, []
    while not state.is_over:
        assert legal(state) == {"pass"}
        state, events = apply_move(state, parse_move("pass"))
        plies += 1
        assert plies <= 50, "the round went round in circles for ever"
    return state, plies, events


@pytest.mark.parametrize(("direction", "winner"), [(1, 2), (-1, 0)])
def test_h7_6_h6_2_breaks_a_tie_counting_in_the_direction_of_play(
    direction: int, winner: int
) -> None:
    """Seats 0 and 2 hold 10 points in two cards, seat 1 (to move) 15: nothing fits the
    king of hearts and nothing can be drawn, so everyone passes (H3.2) until the third
    time (H6.2). Counting from seat 1 clockwise seat 2 comes first; the other way, seat 0."""
    s = position("2c 3c", "4c Qd", "9c 5d", discard="Kh", turn=1, rules=REVERSES,
                 direction=direction)  # fmt: skip
    s, plies, events = pass_to_the_end(s)
    assert plies == 6 and s.winner == winner
    assert [type(e).__name__ for e in events][-2:] == ["WentRoundInCircles", "RoundOver"]
    assert events[-2].turn == 1 and events[-1].points[winner] == 25


def test_h7_6_the_position_h6_2_counts_includes_the_direction() -> None:
    from game.rules.huit.core import Table

    keys = []
    for direction in (1, -1):
        t = Table.from_state(position("2c 3c", "4c Qd", "9c 5d", discard="Kh",
                                      rules=REVERSES, direction=direction))  # fmt: skip
        t._count_from_here()
        keys.append(t._position())
    assert keys[0] != keys[1] and keys[0][:-1] == keys[1][:-1]


def test_h7_6_a_round_in_circles_scores_the_house_rules_points() -> None:
    """A last joker may not be played (H7.4) and nothing can be drawn: the joker's holder
    passes for ever, until H6.2 gives the round to the hand worth least: 15 against 50."""
    s = position("X", "4c 5d 6d", discard="Kh", rules=["jokers", "no_finish_on_eight"])
    s, plies, events = pass_to_the_end(s)
    assert s.winner == 1 and events[-1] == RoundOver(1, (50, 15), (0, 50))
