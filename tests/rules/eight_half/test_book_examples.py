"""Every worked example of the rule books (seeds/ 000 French, 001 Dutch), as positions."""

from __future__ import annotations

from rulekit import first, legal, play, position, seat

from game.rules.eight_half.events import Announce, BidAnnounced, Destination, PileTaken
from game.rules.eight_half.state import Phase


def test_r5_1_the_six_example_6_7_8_9_may_follow_a_six() -> None:
    # "If the top card is a six, a 6, a 7, an 8 or a 9 can be played."
    s = position(seat("1 2 3 4 6 7 8 9", draw="3"), seat("3 3 3"), pile="6", bid="6", turn=0)
    numbers = {m for m in legal(s) if m.isdigit()}
    assert numbers == {"6", "7", "8", "9"}


def test_r5_2_ghost_on_a_four_keeps_four() -> None:
    # "A ghost on a 4: he says 'four'. The next player can also lay a ghost or at least a 4."
    s = position(seat("g 1 2", draw="3 3"), seat("g 3 4 6", draw="2"), pile="4", bid="4")
    s, events = play(s, "g")
    bid = first(events, BidAnnounced)
    assert (bid.bid_halves, bid.kind, bid.ghost) == (8, Announce.PLAIN, True)
    assert legal(s) == {"g", "4", "6"}


def test_r5_3_half_on_six_then_another_half_makes_seven() -> None:
    # "On a 6 he says 'six and a half'. The next player can also lay a ½ and says 'seven'."
    s = position(seat("h 1 1", draw="1"), seat("h 2 2", draw="2"), pile="6", bid="6")
    s, events = play(s, "h")
    assert first(events, BidAnnounced).kind is Announce.HALF
    assert (s.bid_halves, s.half_owner) == (13, 0)
    s, events = play(s, "h")
    assert first(events, BidAnnounced).bid_halves == 14
    assert first(events, BidAnnounced).kind is Announce.PLAIN
    assert s.half_owner is None
    assert not any(isinstance(e, PileTaken) for e in events)  # R6.4: no attack


def test_r5_3_three_halves_on_six_make_seven_and_a_half() -> None:
    # Dutch book: bid six, three lilac cards by one player: "7½".
    s = position(seat("h h h", draw="1 1 1"), seat("2 2 2"), pile="6", bid="6")
    s, _ = play(s, "h h h")
    assert s.bid_halves == 15 and s.half_owner == 0


def test_r5_3_five_then_three_halves_make_six_and_a_half() -> None:
    # French book: "if a 5 is played and then three ½ cards, one says 'six and a half'".
    s = position(seat("h h h", draw="1 1 1"), seat("2 2 2"), pile="5", bid="5", five_rule=True)
    s, _ = play(s, "h h h")
    assert s.bid_halves == 13 and not s.five_rule


def test_r5_5_no_zero_on_six_and_a_half() -> None:
    # "If a player made the bid 6½, no green 0 may be played."
    s = position(seat("0 7 g", draw="1"), seat("2 2 2"), pile="6 h", bid="6.5", half_owner=1)
    assert "0" not in legal(s)


def test_r6_alfred_and_christiane_attack() -> None:
    # "Alfred lays a ½ on a 6: 'six and a half'. Christiane plays a 7: 'attack with a seven'.
    #  Alfred must take the pile and Christiane starts a new discard pile."
    alfred = seat("h 1 2", draw="3 3 3", aside="")
    christiane = seat("7 2 2", draw="4 4 4")
    s = position(alfred, christiane, pile="3 6", bid="6", turn=0)
    s, _ = play(s, "h")
    s, events = play(s, "7")
    announce = first(events, BidAnnounced)
    assert announce.kind is Announce.ATTACK and announce.bid_halves == 14
    taken = first(events, PileTaken)
    assert taken.seat == 0 and taken.attacker == 1
    assert taken.to is Destination.ASIDE
    assert [int(c) for c in taken.cards] == [3, 6, 10, 7]  # the attack card goes too (R6.2)
    assert s.turn == 1 and s.pile == () and s.bid_halves == 0  # Christiane opens (R6.3)
    assert len(s.seats[1].hand) == 3  # she drew after playing (R7.3)


def test_r6_4_another_half_on_four_and_a_half_is_no_attack() -> None:
    # "4½ + ½ = 5: no attack; the game goes on normally."
    s = position(
        seat("h 1 1", draw="1"),
        seat("h 2 2", draw="2"),
        pile="4 h",
        bid="4.5",
        half_owner=0,
        turn=1,
    )
    s, events = play(s, "h")
    assert s.bid_halves == 10 and not any(isinstance(e, PileTaken) for e in events)
    assert not s.five_rule  # a bid of 5 reached with a ½ is not the blue five-rule


def test_r6_4_a_five_on_three_and_a_half_or_nine_on_seven_and_a_half_are_no_attack() -> None:
    s = position(
        seat("h 1 1", draw="1"),
        seat("5 9 2", draw="2"),
        pile="3 h",
        bid="3.5",
        half_owner=0,
        turn=1,
    )
    _, events = play(s, "5")
    assert not any(isinstance(e, PileTaken) for e in events)
    s = position(
        seat("h 1 1", draw="1"),
        seat("5 9 2", draw="2"),
        pile="7 h",
        bid="7.5",
        half_owner=0,
        turn=1,
    )
    s, events = play(s, "9")
    assert not any(isinstance(e, PileTaken) for e in events) and s.turn == 0


def test_r6_dutch_ghost_on_three_and_a_half_then_four_attacks_the_ghost_player() -> None:
    # "Bid 3½, the next player plays a ghost: still 3½. If the next plays a yellow 4 he
    #  reaches the next whole number: a successful attack" - on the ghost's player.
    s = position(
        seat("h 1 1", draw="1"),
        seat("g 2 2", draw="3"),
        seat("4 3 3", draw="3"),
        pile="3 h",
        bid="3.5",
        half_owner=0,
        turn=1,
    )
    s, _ = play(s, "g")
    assert s.half_owner == 1
    s, events = play(s, "4")
    assert first(events, PileTaken).seat == 1
    assert s.turn == 2


def test_r5_6_eight_and_a_half_combination() -> None:
    # "A player with an 8 and a ½ may play both in one turn (the 8 under the ½): '8½'."
    s = position(seat("8 h 2", draw="1 1"), seat("2 2 2"), pile="4", bid="4")
    assert "8 h" in legal(s)
    s, events = play(s, "8 h")
    assert first(events, BidAnnounced).kind is Announce.EIGHT_HALF
    assert s.bid_halves == 17 and s.half_owner == 0
    assert [int(c) for c in s.pile] == [4, 8, 10]
    assert len(s.seats[0].hand) == 3  # drew two after playing two


def test_r5_7_on_eight_and_a_half_only_ghost_combination_or_nine() -> None:
    # "After 8½ the next player may play neither a ½ nor a 0, only a ghost, the same 8½
    #  combination and of course the 9, which is then the attack card."
    s = position(
        seat("h 1 1", draw="1"),
        seat("h 0 g 9 8 8 7 5 1", draw="2"),
        pile="8 h",
        bid="8.5",
        half_owner=0,
        turn=1,
    )
    assert legal(s) == {"g", "9", "8 h", "8 8 h"}
    s2, events = play(s, "9")
    assert first(events, BidAnnounced).kind is Announce.ATTACK
    assert first(events, PileTaken).seat == 0
    s3, _ = play(s, "8 h")
    assert s3.bid_halves == 17 and s3.half_owner == 1


def test_r5_4_blue_five_next_player_must_go_lower_or_five() -> None:
    # "The next player, and only this player, must lay a lower card or also a 5."
    s = position(
        seat("5 6 7", draw="1"), seat("1 4 5 6 9 0 g h", draw="2"), seat("6 6 6"), pile="3", bid="3"
    )
    s, events = play(s, "5")
    assert first(events, BidAnnounced).kind is Announce.FIVE_RULE and s.five_rule
    assert legal(s) == {"1", "4", "5", "0", "g", "h"}
    # Only that player: after a 4 the next one plays on 4 as usual.
    s, _ = play(s, "4")
    assert not s.five_rule and legal(s) == {"6", "6 6", "6 6 6"}


def test_r5_4_a_five_only_on_five_or_lower() -> None:
    assert "5" in legal(
        position(seat("5 1 1", draw="1"), seat("2"), pile="5", bid="5", five_rule=True)
    )
    assert "5" in legal(position(seat("5 1 1", draw="1"), seat("2"), pile="2", bid="2"))
    assert "5" not in legal(position(seat("5 1 1", draw="1"), seat("2"), pile="6", bid="6"))


def test_r5_4_half_on_five_is_five_and_a_half_and_next_must_go_higher() -> None:
    # "If the last bid is a 5 and the next player plays a ½, the bid is 5½, not ½."
    s = position(
        seat("h 1 1", draw="1"), seat("4 6 9", draw="2"), pile="5", bid="5", five_rule=True
    )
    s, _ = play(s, "h")
    assert s.bid_halves == 11 and not s.five_rule
    assert legal(s) == {"6", "9"}


def test_r5_8_red_nine_only_half_zero_ghost_or_nine_follow() -> None:
    s = position(seat("9 1 1", draw="1"), seat("h 0 g 9 8 5 1", draw="2"), pile="9", bid="9")
    s = position(
        seat("h 1 1", draw="1"), seat("h 0 g 9 8 5 1", draw="2"), pile="9", bid="9", turn=1
    )
    assert legal(s) == {"h", "0", "g", "9"}


def test_r8_open_cards_free_choice_else_take_into_hand() -> None:
    # "First he must play his open cards, his own choice among them, fitting the pile.
    #  If none fits he takes the pile - into his hand, not aside."
    s = position(seat(open="7 3 9", blind="1 2 3"), seat("2 2 2", draw="1"), pile="6", bid="6")
    assert legal(s) == {"open 7", "open 9"}
    s_low = position(seat(open="3 4", blind="1 2 3"), seat("2 2 2", draw="1"), pile="6", bid="6")
    assert legal(s_low) == {"take"}
    s2, events = play(s_low, "take")
    taken = first(events, PileTaken)
    assert taken.to is Destination.HAND
    assert [int(c) for c in s2.seats[0].hand] == [6]
    # "Only when these hand cards are played may he play open cards again."
    s3 = position(seat("6", open="3 4", blind="1 2 3"), seat("2 2 2", draw="1"), turn=0)
    assert legal(s3) == {"6"}


def test_r8_4_blind_card_that_fits_counts_and_one_that_does_not_is_taken_with_the_pile() -> None:
    # "If the blind card can be played by the rules, the next player's turn. If not, he
    #  takes the pile including the blind card just played into his hand."
    s = position(seat(blind="7 2"), seat("3 3 3", draw="1"), pile="6", bid="6")
    assert legal(s) == {"blind 0", "blind 1"}
    hit, _ = play(s, "blind 0")
    assert hit.bid_halves == 14 and hit.turn == 1 and hit.seats[0].blind == (2,)
    miss, events = play(s, "blind 1")
    assert first(events, PileTaken).to is Destination.HAND
    assert sorted(int(c) for c in miss.seats[0].hand) == [2, 6]
    assert miss.seats[0].blind == (7,) and miss.turn == 1 and miss.pile == ()


def test_r9_end_last_blind_card_on_whole_bid_wins() -> None:
    # "As soon as a player has laid his last blind card correctly and the next player cannot
    #  complete an attack, the game ends; this player wins."
    s = position(
        seat(blind="7", aside="1 1"), seat("3 3 3", draw="1 2", aside="4 4 4"), pile="6", bid="6"
    )
    s, _ = play(s, "blind 0")
    assert s.phase is Phase.OVER and s.winner == 0


def test_r10_points_winner_two_fewest_one_winner_with_fewest_three() -> None:
    # Winner 2 points, fewest cards 1 point, a winner who has the fewest 3 points.
    s = position(
        seat(blind="7", aside="1 1 1 1"),
        seat("3", aside="4"),
        seat("2 2 2", draw="9"),
        pile="6",
        bid="6",
    )
    over, _ = play(s, "blind 0")
    assert over.points == (2, 1, 0)
    s = position(seat(blind="7"), seat("3", aside="4"), seat("2 2 2", draw="9"), pile="6", bid="6")
    over, _ = play(s, "blind 0")
    assert over.points == (3, 0, 0)
