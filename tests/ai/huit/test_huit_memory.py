"""What Huit américain's Hard remembers of a round (game.ai.huit.memory): the cards the others'
draws, kept cards and 8s say they do not hold (RULES.md H2, H3.1, H4, H4.2), and the deals
that respect it (game.ai.huit.view.determinize)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from game.ai import tournament
from game.ai.huit.bots import HardBot, MediumBot
from game.ai.huit.memory import Memory
from game.ai.huit.view import determinize
from game.rules.huit import (
    HOUSE_RULES,
    State,
    apply_move,
    legal_moves,
    new_game,
    observe,
    parse_move,
    parse_position,
)
from game.rules.huit.cards import parse_card

STOCK = "2c 3d 4s 5c 6d 9c Jd Qs Kc 2d 3s 4c 6c 9d Js Qc"


def position(hands: list[str], discard: str, turn: int = 1, **extra: Any) -> State:
    return parse_position(
        {"hands": hands, "discard": discard, "turn": turn, "stock": STOCK, **extra}
    )


def watched(state: State, moves: list[str], seat: int = 0) -> tuple[Memory, State]:
    """A memory of `seat` that saw `state` and then every one of `moves`."""
    memory = Memory(seat)
    memory.watch(observe(state, seat))
    for text in moves:
        state = apply_move(state, parse_move(text)).state
        memory.watch(observe(state, seat))
    return memory, state


def allowed(mask: int, card: str) -> bool:
    return not mask >> int(parse_card(card)) & 1


def test_h3_1_who_draws_on_a_card_holds_none_of_its_suit_nor_rank_but_may_hold_an_8() -> None:
    # Four cards and nobody close to going out: a sensible player may draw and keep an 8.
    state = position(["Kd Qd Jh", "Ah 9s 10c 3c"], "5h")
    memory, _ = watched(state, ["draw"])
    old, fresh = memory.forbidden(1)[:4], memory.forbidden(1)[4]
    for mask in old:
        assert not allowed(mask, "Kh") and not allowed(mask, "5s")
        assert allowed(mask, "Ks") and allowed(mask, "8h")
    assert fresh == 0  # the card drawn could be anything


def test_h4_who_draws_when_an_8_should_go_now_holds_no_8() -> None:
    # Three cards, or somebody close to going out: an 8 held would have been played.
    for hands in (["Kd Qd Jh", "Ah 9s 10c"], ["Kd Qd", "Ah 9s 10c 3c"]):
        memory, _ = watched(position(hands, "5h"), ["draw"])
        assert all(not allowed(mask, "8h") for mask in memory.forbidden(1)[:-1])
        assert memory.forbidden(1)[-1] == 0


def test_h3_1_a_drawn_card_kept_did_not_fit_either() -> None:
    state = position(["Kd Qd", "Ac 9s 10c"], "5h")
    # 2c is the card drawn (first of the stock): it does not go on the 5 of hearts.
    memory, _ = watched(state, ["draw", "pass"])
    assert all(not allowed(mask, "2h") for mask in memory.forbidden(1))


def test_h4_an_8_played_means_nothing_else_fitted() -> None:
    state = position(["Kd Qd", "8c 9s 10c Jc"], "5s")
    memory, _ = watched(state, ["8c d"])
    assert len(memory.forbidden(1)) == 3
    assert all(not allowed(mask, "Ks") and not allowed(mask, "5d") for mask in memory.forbidden(1))


def test_h4_2_who_draws_an_ace_penalty_holds_no_ace() -> None:
    state = position(["Kd Qd", "9s 10c Jc"], "5h Ah", penalty=2)
    memory, _ = watched(state, ["draw"])
    masks = memory.forbidden(1)
    assert len(masks) == 5
    assert all(not allowed(mask, "Ad") for mask in masks[:3])  # the three held before
    assert masks[3:] == [0, 0]  # the two penalty cards: anything


def test_h5_1_a_call_gives_fresh_cards_and_the_hand_sizes_always_match() -> None:
    state = position(["Kd Qd 7h", "9h"], "5h", turn=0, unannounced=1)
    memory, after = watched(state, ["call"])
    assert [len(memory.forbidden(p)) for p in range(2)] == [len(h) for h in after.hands]


def test_a_new_round_forgets_the_last() -> None:
    state = position(["Kd Qd", "Ah 9s 10c"], "5h")
    memory, _ = watched(state, ["draw", "pass"])
    assert any(memory.forbidden(1))
    over = position(["Kd", "9s"], "5d", turn=0)
    memory.watch(observe(apply_move(over, parse_move("Kd")).state, 0))  # the round ends
    memory.watch(observe(new_game(2, 3), 0))
    assert memory.forbidden(1) == [0] * 8


def test_deals_give_every_card_to_a_slot_that_allows_it_when_the_unseen_cards_leave_one() -> None:
    state = position(["Kd Qd", "Ac 9s 10c"], "5h")
    memory, after = watched(state, ["draw", "pass"])
    obs = observe(after, 0)
    for seed in range(50):
        table = determinize(obs, random.Random(seed), memory)
        hand = table.hands[1]
        assert len(hand) == 4
        # No heart and no 5 (the 5 of hearts is on top); an 8 may have been kept.
        fitting = [c for c in hand if (c & 3 == 2 or c >> 2 == 4) and c >> 2 != 7]
        assert not fitting, f"seed {seed}: {hand}"


def medium_round(
    players: int, seed: int, rules: tuple[str, ...] = ()
) -> Iterator[tuple[State, Memory]]:
    """A round of Medium players, seat 0 remembering it as Hard does: after every move, the
    state and seat 0's memory."""
    state = new_game(players, seed, rules=rules)
    memory = Memory(0)
    memory.watch(observe(state, 0))
    bots, rng = [MediumBot() for _ in range(players)], random.Random(seed)
    while not state.is_over:
        move = bots[state.turn].choose(observe(state, state.turn), legal_moves(state), rng)
        state = apply_move(state, move).state
        memory.watch(observe(state, 0))
        yield state, memory


def test_against_medium_what_hard_infers_is_always_true() -> None:
    """Medium draws only when nothing but an 8 fits, keeps only a drawn card that does not fit,
    and plays an 8 only when nothing else fits: every slot must allow a card really held."""
    told = 0
    for seed in range(25):
        for state, memory in medium_round(2, seed):
            if state.is_over:
                break
            held = [int(c) for c in state.hands[1]]
            for mask in memory.forbidden(1):
                told += mask != 0
                assert any(not mask >> c & 1 for c in held), f"seed {seed}"
    assert told > 100  # and it did learn


def test_h3_against_medium_the_stock_after_a_refill_holds_only_what_it_was_refilled_with() -> None:
    refills = told = 0
    for seed in range(40):  # about one round in eight goes through the stock
        for state, memory in medium_round(4, seed):
            if memory.refilled_with is not None and not state.is_over:
                refills += 1
                assert not Counter(int(c) for c in state.stock) - Counter(memory.refilled_with)
                # Each card held since is no card that went back, each drawn since is one.
                for p in range(1, 4):
                    held = [int(c) for c in state.hands[p]]
                    for mask in memory.forbidden(p):
                        assert any(not mask >> c & 1 for c in held), f"seed {seed}"
                        told += mask != 0
    assert refills > 20 and told > 200


def test_the_tournament_shows_hard_every_move_of_the_round() -> None:
    seen: list[int] = []

    class Watching(HardBot):
        def watch(self, obs: Any) -> None:
            seen.append(obs.hand_sizes[1])
            super().watch(obs)

    s = tournament.Seating(
        deal=0,
        rotation=0,
        seed=4,
        bots=("hard", "medium"),
        hard_iterations=8,
        hard_seconds=None,
        match=0,
        game="huit",
    )
    state = new_game(2, 4)
    record, final = tournament.play_game(
        tournament.HUIT,
        s,
        state,
        [Watching(iterations=8, seconds=None), MediumBot()],
        [random.Random(1), random.Random(2)],
    )
    assert len(seen) == record.plies + 1  # the deal, then after every move


def test_h2_a_medium_players_plays_since_it_took_cards_are_always_judged_playable() -> None:
    """Hard reads the others' plays as Medium's judgement would make them: for Medium players
    the hand they really hold must always pass (else Hard would deal them wrong hands)."""
    from game.ai.huit.view import would_have_played

    judged = 0
    for seed in range(20):
        for state, memory in medium_round(4, seed):
            for p in range(1, 4):
                lately = memory.lately[p] if not state.is_over else []
                if lately:
                    judged += len(lately)
                    hand = [int(c) for c in state.hands[p]]
                    assert would_have_played(hand, lately), f"seed {seed}"
    assert judged > 200


def test_h4_a_player_who_named_hearts_with_an_8_is_dealt_hands_medium_would_name_it_from() -> None:
    """Medium names the suit it holds most of: after "8s h" from a hand of three, the deals
    give that player hearts rather than a hand without any."""
    from game.ai.huit.view import would_play

    state = position(["Kd Qd", "8s 2h 3h 4c"], "5c", stock="9d 9c Jd Js Jc Jh 10d 6d 6c 6s")
    memory, after = watched(state, ["8s h"])
    assert len(memory.lately[1]) == 1
    obs = observe(after, 0)
    with_hearts = 0
    for seed in range(40):
        hand = determinize(obs, random.Random(seed), memory).hands[1]
        with_hearts += any(c & 3 == 2 for c in hand)
        assert len(hand) == 3
    assert with_hearts >= 36  # a hand without a heart is dealt only when 6 tries all fail
    assert not would_play([int(c) for c in (0, 4, 8)], *memory.lately[1][0])  # 3 clubs: no


def test_h3_1_plays_are_read_across_a_kept_draw_whichever_card_was_kept() -> None:
    """A card drawn and kept is one that did not fit (H3.1): the plays before it are still
    read, with each card held that could be the kept one taken out of the hand then."""
    from game.ai.huit.view import plays_explained

    state = parse_position(
        {"hands": ["8c Qs Qh", "8h Jd"], "discard": "5c", "turn": 1, "stock": "3h 4h 5s 6s"}
    )
    # Seat 1 names diamonds with its 8 (it holds the Jd: H4.4), seat 0 asks clubs, seat 1
    # draws the 3h, which does not fit, and keeps it.
    memory, state = watched(state, ["8h d !", "8c c", "draw", "pass"])
    lately = memory.lately[1]
    assert len(lately) == 2

    def told(hand: str) -> int:
        return plays_explained([int(parse_card(c)) for c in hand.split()], lately)

    assert told("Jd 3h") == 2  # the real hand
    assert told("6d 3h") == 2  # kept the 3h; the 6d is why diamonds were named
    # Whichever was kept, the other card was held at the 8: a 6c would have been played on
    # the 5c instead (and a 6c cannot be the kept card: it fits the clubs asked); a spade
    # or a heart would have named its own suit, not diamonds.
    assert told("6c 3h") < 2
    assert told("3s 3d") == 2  # kept the 3s: the 3d named diamonds
    assert told("3s 4h") < 2


def test_h3_after_a_refill_the_stock_is_dealt_only_from_the_cards_it_was_refilled_with() -> None:
    # The stock is empty: the draw shuffles the discard under its 5h into a new stock (H3).
    state = parse_position(
        {"hands": ["Kd Qd", "Ac 9s 10c"], "discard": "2c 3d 4s 5c 6d 5h", "turn": 1, "stock": ""}
    )
    memory, after = watched(state, ["draw"])
    refilled = {int(parse_card(c)) for c in ["2c", "3d", "4s", "5c", "6d"]}
    assert sorted(memory.refilled_with or []) == sorted(refilled)
    obs = observe(after, 0)
    for seed in range(30):
        table = determinize(obs, random.Random(seed), memory)
        assert len(table.stock) == 4
        assert set(table.stock) <= refilled, f"seed {seed}"
    # Without the refill seen, any unseen card may be in the stock: the memory is what tells.
    assert any(
        not set(determinize(obs, random.Random(seed)).stock) <= refilled for seed in range(30)
    )


# -- under the house rules (H7) ---------------------------------------------------------

HOUSE_SETS = [HOUSE_RULES] + [(rule,) for rule in HOUSE_RULES]


@pytest.mark.parametrize("rules", HOUSE_SETS, ids=lambda r: "+".join(r))
def test_h7_against_medium_what_hard_infers_is_always_true_under_house_rules(
    rules: tuple[str, ...],
) -> None:
    """Under every house rule Medium keeps its habits (a joker kept like an 8, H7.1; the
    last card one that may go out, H7.4): every slot must still allow a card really held."""
    told = 0
    for seed in range(20):
        players = 2 + seed % 3
        for state, memory in medium_round(players, seed, rules):
            if state.is_over:
                break
            for p in range(1, players):
                held = [int(c) for c in state.hands[p]]
                for mask in memory.forbidden(p):
                    told += mask != 0
                    assert any(not mask >> c & 1 for c in held), f"seed {seed}"
    assert told > 100


@pytest.mark.parametrize("rules", HOUSE_SETS, ids=lambda r: "+".join(r))
def test_h7_a_medium_players_plays_are_judged_playable_under_house_rules(
    rules: tuple[str, ...],
) -> None:
    from game.ai.huit.view import would_have_played

    judged = 0
    for seed in range(12):
        for state, memory in medium_round(3, seed, rules):
            for p in range(1, 3):
                lately = memory.lately[p] if not state.is_over else []
                if lately:
                    judged += len(lately)
                    hand = [int(c) for c in state.hands[p]]
                    assert would_have_played(hand, lately), f"seed {seed}"
    assert judged > 50


def test_h7_1_who_draws_a_jokers_penalty_holds_no_joker() -> None:
    state = position(["Kd Qd Jh", "Ah 9s 10c 3c"], "5h X", suit="h", penalty=4, rules=["jokers"])
    memory, _ = watched(state, ["draw"])
    masks = memory.forbidden(1)
    assert len(masks) == 8
    for mask in masks[:4]:
        assert not allowed(mask, "X")
        assert allowed(mask, "Ac") and allowed(mask, "5h")  # it says nothing else


def test_h7_1_who_draws_on_a_card_holds_no_joker_which_goes_on_anything() -> None:
    state = position(["Kd Qd Jh", "Ah 9s 10c 3c"], "5h", rules=["jokers"])
    memory, _ = watched(state, ["draw"])
    for mask in memory.forbidden(1)[:4]:
        assert not allowed(mask, "X") and not allowed(mask, "Kh")
        assert allowed(mask, "8h")  # an 8 may be kept for later, with four cards


def test_h7_4_who_draws_with_one_card_left_may_hold_an_8_it_could_not_go_out_with() -> None:
    """With no going out on an 8, a last 8 or joker is not playable: the draw says
    nothing of it."""
    state = position(["Kd Qd Jh", "8s"], "5h", rules=["jokers", "no_finish_on_eight"])
    memory, _ = watched(state, ["draw"])
    assert memory.forbidden(1)[0] == 0
    book = position(["Kd Qd Jh", "8s"], "5h", rules=["jokers"])
    memory, _ = watched(book, ["draw"])
    assert not allowed(memory.forbidden(1)[0], "8s")  # by the book it would have gone out


def test_h7_3_who_draws_on_an_8_may_hold_an_8_that_may_not_go_on_it() -> None:
    state = position(["Kd Qd Jh", "8h 9s 10c"], "5h 8c", suit="d", rules=["no_eight_on_eight"])
    memory, _ = watched(state, ["draw"])
    for mask in memory.forbidden(1)[:3]:
        assert allowed(mask, "8h") and not allowed(mask, "Kd")


def test_h7_the_memory_reads_what_fits_as_the_engine_does() -> None:
    """Under an 8, under a joker (H7.1) and under the house's own table (H7.3), the row the
    memory reads is the one the engine plays by."""
    from game.ai.huit.memory import fit_key
    from game.rules.huit import core
    from game.rules.huit.house import house

    rows = set()
    for seed in range(30):
        s = new_game(3, seed, rules=HOUSE_RULES if seed % 2 else ("jokers",))
        mover = random.Random(seed)
        while not s.is_over:
            obs = observe(s, 0)
            assert house(s.rules).fits[fit_key(obs)] == core.table_of(s).fitting()
            rows.add(fit_key(obs) // 4)
            s = apply_move(s, mover.choice(legal_moves(s))).state
    assert {13, 14} <= rows  # under an 8, under a joker
