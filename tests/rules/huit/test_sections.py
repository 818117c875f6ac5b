"""RULES.md Part B, section by section (H0-H6.1), on small crafted positions."""

from __future__ import annotations

import pytest
from huitkit import first, hand, kinds, legal, play, position

from game.rules.huit import (
    IllegalMove,
    Phase,
    PositionError,
    State,
    Suit,
    apply_move,
    drawn_cards,
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
from game.rules.huit.cards import parse_card
from game.rules.huit.events import (
    CardDrawn,
    CardPlayed,
    CarteCalled,
    DrawnKept,
    Passed,
    PenaltyDrawn,
    PlayAgain,
    RoundOver,
    Source,
    StockRefilled,
)

# -- H0 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "decks"), [(1, 1), (6, 1), (3, 0), (3, 3), (True, 1),
                                                 ("3", 1), (3, 1.0)])  # fmt: skip
def test_h0_new_game_refuses_other_tables_with_a_value_error(
    players: object, decks: object
) -> None:
    with pytest.raises(ValueError):
        new_game(players, 1, decks)  # type: ignore[arg-type]


def test_h0_a_card_twice_is_refused_with_one_deck_and_allowed_with_two() -> None:
    with pytest.raises(PositionError, match="one deck has only 1"):
        position("Kh Kh", "2c")
    assert [c.token for c in position("Kh Kh", "2c", decks=2).hands[0]] == ["Kh", "Kh"]
    with pytest.raises(PositionError, match="two decks have only 2"):
        position("Kh Kh", "2c", discard="Kh", decks=2)


# -- H1, H1.1 ----------------------------------------------------------------------------------


@pytest.mark.parametrize("decks", [1, 2])
def test_h1_every_card_is_dealt_once_per_deck(decks: int) -> None:
    s = new_game(5, seed=11, decks=decks)
    cards = [c for h in s.hands for c in h] + list(s.stock) + list(s.discard)
    assert sorted(cards) == sorted(c for c in range(52) for _ in range(decks))


def test_h1_a_special_card_turned_up_goes_under_the_stock_in_everyone_s_sight() -> None:
    # "Si celle-ci est une carte dite spéciale, on la remet sous la pioche": every player
    # saw it go there, so every seat's observation shows it until it is drawn.
    turned_rounds = 0
    for seed in range(60):
        s = new_game(4, seed)
        under = s.stock[len(s.stock) - s.turned :] if s.turned else ()
        assert all(c.rank in (0, 6, 7, 9) for c in under)  # aces, 7s, 8s, 10s only
        assert s.top.rank not in (0, 6, 7, 9)
        for seat in range(4):
            assert observe(s, seat).under_stock == under
        turned_rounds += bool(under)
    assert 10 < turned_rounds < 35  # 16 special cards in 44: about one deal in three


def test_h1_the_cards_under_the_stock_are_its_last_and_leave_it_when_drawn() -> None:
    s = position("4c 9h", "Kd Qd", stock="2c As 7s", turned=2)
    assert observe(s, 1).under_stock == (parse_card("As"), parse_card("7s"))
    s = play(s, "draw", "pass").state  # the 2c, not a seen card
    assert observe(s, 1).under_stock == (parse_card("As"), parse_card("7s"))
    s = play(s, "draw", "pass").state
    assert observe(s, 0).under_stock == (parse_card("7s"),)
    assert parse_card("As") in s.hands[1]
    assert format_position(s)["turned"] == 1


def test_h1_a_refill_makes_a_stock_nobody_has_seen() -> None:
    # The seen card is drawn first, then the discard is shuffled into a new stock (H3):
    # none of that one went under the stock at the deal.
    s = position("Ac 9h", "Kd Qd", stock="7s", discard="2h 3h 4h Ah", penalty=2, turned=1)
    out = play(s, "draw")
    assert first(out.events, StockRefilled)
    assert parse_card("7s") in out.state.hands[0]
    assert out.state.turned == 0 and observe(out.state, 1).under_stock == ()
    assert "turned" not in format_position(out.state)


def test_h1_1_the_player_left_of_the_dealer_begins() -> None:
    assert new_game(4, seed=1, dealer=1).turn == 2
    assert new_game(4, seed=1, dealer=3).turn == 0


def test_h1_1_the_deal_passes_left_in_a_match() -> None:
    m = new_match(3, seed=5, target=10_000)
    starters = []
    for _ in range(4):
        starters.append(m.round.turn)
        s = _finish(m.round)
        m = next_round(record_round(m, s))
    assert starters == [0, 1, 2, 0]


def _finish(s: State) -> State:
    """Play the round out with the first legal move each time."""
    while not s.is_over:
        s = apply_move(s, legal_moves(s)[0]).state
    return s


# -- H2 ----------------------------------------------------------------------------------------


def test_h2_after_an_eight_the_suit_asked_counts_not_the_eights_suit() -> None:
    s = position("Kh 2s 5s 8d", "3c", discard="8s", suit="h", stock="Kc")
    assert legal(s) == {"Kh", "draw"} | {f"8d {x}" for x in "cdhs"}


# -- H3, H3.1, H3.2 ----------------------------------------------------------------------------


def test_h3_1_drawing_is_allowed_even_with_a_playable_card() -> None:
    s = position("5c 2d", "3c", discard="5h", stock="Kd")
    assert "draw" in legal(s) and "5c" in legal(s)


def test_h3_1_after_a_draw_only_the_drawn_card_may_be_played() -> None:
    s = position("5c 2d", "3c", discard="5h", stock="Kh")
    s, events = play(s, "draw")
    assert kinds(events) == ["CardDrawn"]
    assert legal(s) == {"Kh", "pass"}
    with pytest.raises(IllegalMove) as info:
        play(s, "5c")
    assert info.value.code == "only_drawn_card" and info.value.facts == {"card": "Kh"}
    s2, events = play(s, "Kh")
    assert first(events, CardPlayed).source is Source.DRAWN
    s3, events = play(s, "pass")
    assert first(events, DrawnKept).seat == 0 and s3.turn == 1


def test_h3_1_a_drawn_card_that_does_not_fit_is_kept() -> None:
    s = position("5c 2d", "3c", discard="5h", stock="Kd")
    s, _ = play(s, "draw")
    assert legal(s) == {"pass"}
    # Another card, or a second draw, is refused with what is true: the Kd does not fit.
    for move in ("5c", "draw", "Kd"):
        with pytest.raises(IllegalMove) as info:
            play(s, move)
        code = info.value.code
        assert (code, info.value.facts) == ("drawn_unfit", {"card": "Kd"}), move


def test_h3_the_stock_is_refilled_from_the_discard_under_its_top() -> None:
    s = position("2c 3c", "4c", discard="9d Jd Kd Qh", stock="")
    s, events = play(s, "draw")
    assert first(events, StockRefilled).count == 3
    assert [c.token for c in s.discard] == ["Qh"]
    assert len(s.stock) == 2 and s.drawn is not None and s.drawn.token in {"9d", "Jd", "Kd"}


def test_h3_the_refill_shuffle_is_the_same_wherever_the_position_is_loaded() -> None:
    a = position("2c 3c", "4c", discard="9d Jd Kd 2h 3h 4h 5h Qh", stock="", rng=99)
    b = parse_position(format_position(a))
    assert play(a, "draw").state == play(b, "draw").state
    c = position("2c 3c", "4c", discard="9d Jd Kd 2h 3h 4h 5h Qh", stock="", rng=100)
    stocks = {play(x, "draw").state.stock for x in (a, c)}
    assert len(stocks) == 2  # the rng, not chance, decides the order


def test_h3_2_nothing_to_draw_means_pass_and_no_draw() -> None:
    s = position("2c 9h Kd", "4c", discard="Qh", stock="")
    assert legal(s) == {"9h", "pass"}  # may pass even with a playable card (will not play)
    with pytest.raises(IllegalMove) as info:
        play(s, "draw")
    assert info.value.code == "nothing_to_draw"
    s, events = play(s, "pass")
    assert first(events, Passed).seat == 0 and s.turn == 1


def test_h3_2_pass_is_refused_while_a_card_can_be_drawn() -> None:
    s = position("2c 9h", "4c", discard="Qh", stock="Kc")
    with pytest.raises(IllegalMove) as info:
        play(s, "pass")
    assert info.value.code == "draw_first"


# -- H4, H4.1 ----------------------------------------------------------------------------------


def test_h4_1_after_a_ten_drawing_and_passing_are_not_a_choice() -> None:
    s = position("10h 4h 2c", "3c", discard="5h", stock="Kd")
    s, events = play(s, "10h")
    assert first(events, PlayAgain).seat == 0
    for move in ("draw", "pass"):
        with pytest.raises(IllegalMove) as info:
            play(s, move)
        assert info.value.code == "must_play_again"


def test_h4_1_the_card_after_a_ten_has_its_effect() -> None:
    base = position("10h 7h 2c Ah 8c", "3c 4c", "5c 6c", discard="5h", stock="Kd Qd")
    s, _ = play(base, "10h", "7h")
    assert s.turn == 2  # the 7 skips seat 1
    s, _ = play(base, "10h", "Ah")
    assert s.turn == 1 and s.penalty == 2
    s, _ = play(base, "10h", "8c d")
    assert s.suit is Suit.DIAMONDS and s.turn == 1


def test_h4_1_after_a_ten_with_nothing_to_play_or_draw_the_player_passes() -> None:
    # After a 10 the card under it can always be drawn (H3): this needs a crafted position.
    s = position("2c", "3c", discard="10h", stock="", phase="again")
    assert legal(s) == {"pass"}
    s, _ = play(s, "pass")
    assert s.turn == 1


# -- H4.2 --------------------------------------------------------------------------------------


def test_h4_2_under_a_penalty_only_aces_or_draw_no_eight() -> None:
    s = position("Ad 8c Kh 2h", "3c", discard="Ah", penalty=2, stock="4s 5s 6s")
    assert legal(s) == {"Ad", "draw"}
    with pytest.raises(IllegalMove) as info:
        play(s, "8c s")
    assert info.value.code == "must_answer_penalty" and info.value.facts == {"penalty": 2}


def test_h4_2_the_penalty_cards_cannot_be_played_that_turn() -> None:
    s = position("2d 3d", "3c 4c", discard="Ah", penalty=2, stock="Ac 9h 6s")
    s, events = play(s, "draw")
    assert first(events, PenaltyDrawn).count == 2
    assert s.turn == 1 and s.penalty == 0 and hand(s, 0) == "Ac 2d 3d 9h"


def test_h4_2_drawing_the_penalty_takes_what_there_is() -> None:
    # Two aces on the discard for a penalty of 4 (H4.2); the stock holds one card.
    s = position("2d 3d", "3c 4c", discard="9h Ad Ah", penalty=4, stock="Kc")
    s, events = play(s, "draw")
    assert first(events, PenaltyDrawn).count == 3  # Kc, then 9h and Ad after the refill
    assert len(s.stock) == 0 and [c.token for c in s.discard] == ["Ah"]


# -- H4.3, H4.4 --------------------------------------------------------------------------------


def test_h4_3_a_seven_with_two_players_gives_the_next_turn_to_its_player() -> None:
    s = position("7h 2c 3c", "Kh Qh", discard="5h")
    s, _ = play(s, "7h")
    assert s.turn == 0 and s.phase is Phase.PLAY


def test_h4_4_an_eight_names_a_suit_even_as_the_last_card() -> None:
    s = position("8c", "Kh Qh", discard="5h")
    assert legal(s) == {"8c c", "8c d", "8c h", "8c s", "pass"}
    s, _ = play(s, "8c h")
    assert s.phase is Phase.OVER and s.suit is Suit.HEARTS


def test_h4_4_an_eight_without_a_suit_is_not_a_move() -> None:
    from game.rules.huit import NotationError

    with pytest.raises(NotationError, match="names the suit"):
        parse_move("8c")


# -- H5, H5.1 ----------------------------------------------------------------------------------


def test_h5_1_carte_only_with_the_play_that_leaves_one_card() -> None:
    s = position("Kh 2h 3c", "4c", discard="5h", stock="9s")
    assert "Kh !" not in legal(s)
    with pytest.raises(IllegalMove) as info:
        play(s, "Kh !")
    assert info.value.code == "carte_wrong" and info.value.facts == {"left": 2}


def test_h5_1_the_chance_to_call_is_gone_after_another_first_move() -> None:
    s = position("Kh 2c", "Qh 3d 4d", "9h 9c", discard="5h", stock="6c 7c 9d")
    s, _ = play(s, "Kh")
    s, _ = play(s, "Qh")  # seat 1 plays instead of calling
    assert s.unannounced is None and "call" not in legal(s)
    with pytest.raises(IllegalMove) as info:
        play(s, "call")
    assert info.value.code == "cannot_call"


def test_h5_1_a_call_is_only_the_first_action() -> None:
    s = position("Kh 2c", "Qh 3d 4d", discard="5h", stock="6c 7c 9d")
    s, _ = play(s, "Kh", "draw")
    assert "call" not in legal(s)


def test_h5_1_a_skipped_player_cannot_call_the_next_one_can() -> None:
    s = position("7h 2c", "Qh 3d", "4h 9c", discard="5h", stock="6c 7c 9d")
    s, _ = play(s, "7h")  # forgets "Carte !"; seat 1 is skipped
    assert s.turn == 2 and "call" in legal(s)
    assert observe(s, 2).callable == 0 and observe(s, 1).callable is None
    s, events = play(s, "call")
    assert first(events, CarteCalled).caller == 2


def test_h5_1_after_a_ten_the_forgetful_players_next_card_ends_the_chance() -> None:
    s = position("10h 4h", "Qs 3d", discard="5h", stock="6c 7c 9d")
    s, _ = play(s, "10h")  # leaves 4h alone, no "!"
    assert s.unannounced == 0 and "call" not in legal(s)  # not their own
    s, _ = play(s, "4h")
    assert s.phase is Phase.OVER


def test_h5_1_reaching_one_card_by_drawing_is_never_due_an_announcement() -> None:
    s = position("10h", "Qs 3d", discard="5h", stock="6c 7c")
    s, events = play(s, "10h", "draw", "pass")
    assert s.unannounced is None and "CarteForgotten" not in kinds(events)
    assert s.turn == 1 and len(s.hands[0]) == 1


def test_h5_1_the_called_player_draws_what_there_is() -> None:
    s = position("Kh 2c", "Qh 3d 4d", discard="5h", stock="")
    s, events = play(s, "Kh", "call")
    assert first(events, CarteCalled).count == 1  # only the 5h, from a refill
    assert hand(s, 0) == "2c 5h" and s.unannounced is None


# -- H6, H6.1 ----------------------------------------------------------------------------------


def test_h6_1_an_ace_as_the_last_card_gives_no_penalty() -> None:
    s = position("Ah", "Qs 3d", discard="5h")
    s, events = play(s, "Ah")
    assert kinds(events) == ["CardPlayed", "RoundOver"]
    assert s.penalty == 0 and legal(s) == set()


def test_h6_a_ten_as_the_last_card_must_still_draw() -> None:
    s = position("10h", "Qs 3d", discard="5h", stock="2c")
    s, events = play(s, "10h")
    assert s.phase is Phase.AGAIN and legal(s) == {"draw"} and not s.hands[0]
    s, _ = play(s, "draw")
    assert legal(s) == {"pass"}  # 2c does not fit the 10h


def test_h6_a_ten_as_the_last_card_with_nothing_to_draw_wins() -> None:
    s = position("", "Qs 3d", discard="10h", stock="", phase="again")
    s, events = play(s, "pass")
    assert first(events, RoundOver).winner == 0


def test_h6_single_round_match() -> None:
    m = new_match(2, seed=8, target=None)
    m = record_round(m, _finish(m.round))
    assert m.is_over and m.winners == (m.results[0].winner,)
    with pytest.raises(ValueError, match="over"):
        next_round(m)


@pytest.mark.parametrize("target", [0, -5, True, "500"])
def test_h6_a_match_target_must_be_positive_points(target: object) -> None:
    with pytest.raises(ValueError):
        new_match(2, 1, target=target)  # type: ignore[arg-type]


def test_h6_a_round_must_be_over_to_be_recorded() -> None:
    m = new_match(2, seed=8)
    with pytest.raises(ValueError, match="not over"):
        record_round(m, m.round)


# -- What each seat knows ----------------------------------------------------------------------


def test_a_drawn_card_is_named_only_for_the_drawer() -> None:
    s0 = position("5c 2d", "3c", discard="5h", stock="Kh 4s")
    s, events = play(s0, "draw")
    assert events == [CardDrawn(0)]  # public: who drew, not what
    seen = observe(s, 0).drawn
    assert seen is not None and seen.token == "Kh"
    assert observe(s, 1).drawn is None
    assert [c.token for c in drawn_cards(s0, s, 0)] == ["Kh"]


def test_observation_shows_the_public_table() -> None:
    s = position("Kh 2c", "Qh 3d 4d", discard="9h 5h", stock="6c 7c", unannounced=None)
    o = observe(s, 1)
    assert o.hand_sizes == (2, 3) and o.stock_size == 2 and o.top.token == "5h"
    assert [c.token for c in o.hand] == ["3d", "4d", "Qh"]
    with pytest.raises(ValueError):
        observe(s, 2)


def test_h4_1_after_a_ten_the_card_under_it_can_be_drawn_by_a_refill() -> None:
    s = position("10h 2c 3c", "3d", discard="5h", stock="")
    s, events = play(s, "10h", "draw")
    assert first(events, StockRefilled).count == 1
    assert s.drawn is not None and s.drawn.token == "5h" and legal(s) == {"5h", "pass"}
