"""The Huit américain bots: legal, reproducible, blind to what their seat cannot see, and
each level plays as its description says (RULES.md Part B)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from attrs import evolve

from game.ai.huit import search as search_module
from game.ai.huit.bots import Bot, EasyBot, HardBot, MediumBot, make_bot
from game.ai.huit.view import determinize, unseen
from game.rules.huit import (
    HOUSE_RULES,
    JOKER,
    Card,
    Move,
    MoveKind,
    State,
    Suit,
    apply_move,
    core,
    format_move,
    legal_moves,
    new_game,
    observe,
    parse_move,
    parse_position,
)

LEVELS = ("easy", "medium", "hard")


def bot(level: str) -> Bot:
    return HardBot(iterations=1, seconds=None) if level == "hard" else make_bot(level)


def position(hands: list[str], discard: str, turn: int = 0, **extra: Any) -> State:
    return parse_position({"hands": hands, "discard": discard, "turn": turn, **extra})


def choose(b: Bot, state: State, seed: int = 0) -> str:
    p = state.turn
    return format_move(b.choose(observe(state, p), legal_moves(state), random.Random(seed)))


def rehide(state: State, seat: int, rng: random.Random) -> State:
    """The same position but for the cards `seat` cannot see, dealt differently: the other
    hands (by size) and the stock (by size, but for the cards turned up at the deal that
    went under it: everyone saw them, H1) and the refill generator."""
    seen = len(state.stock) - state.turned
    hidden = [c for p, h in enumerate(state.hands) if p != seat for c in h]
    hidden += state.stock[:seen]
    rng.shuffle(hidden)
    hands = []
    for p, h in enumerate(state.hands):
        if p == seat:
            hands.append(h)
        else:
            hands.append(tuple(sorted(Card(hidden.pop()) for _ in h)))
    stock = tuple(hidden) + state.stock[seen:]
    drawn = state.drawn
    if drawn is not None and state.turn != seat:
        drawn = hands[state.turn][0]  # someone else's drawn card is hidden too
    return evolve(state, hands=tuple(hands), stock=stock, drawn=drawn, rng=rng.getrandbits(64))


def play_round(levels: list[str], seed: int, rules: tuple[str, ...] = ()) -> list[Move]:
    decks = 2 if len(levels) == 5 and seed % 2 else 1
    s = new_game(len(levels), seed, decks=decks, rules=rules)
    bots = [bot(level) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(len(levels))]
    moves = []
    while not s.is_over:
        p = s.turn
        legal = legal_moves(s)
        move = bots[p].choose(observe(s, p), legal, rngs[p])
        assert move in legal, f"{levels[p]} at seat {p} chose {move} outside {legal}"
        moves.append(move)
        s, _ = apply_move(s, move)
        assert len(moves) < 3000, "the round did not end"
    return moves


# -- every level, many rounds -----------------------------------------------------------


def test_thousands_of_rounds_mixing_every_level_make_only_legal_moves() -> None:
    rounds = 0
    for seed in range(1200):
        n = 2 + seed % 4
        levels = [LEVELS[(seed // 4 + p) % 3] for p in range(n)]
        assert play_round(levels, seed)
        rounds += 1
    assert rounds == 1200


def some_house_rules(seed: int) -> tuple[str, ...]:
    """Every house rule one round in four, else a random set of them (H7), the empty set too."""
    if seed % 4 == 0:
        return HOUSE_RULES
    pick = random.Random(seed)
    return tuple(rule for rule in HOUSE_RULES if pick.random() < 0.5)


def test_h7_hundreds_of_rounds_under_house_rules_make_only_legal_moves() -> None:
    """Every level, 2 to 5 players (two decks with five, one time in two), under random sets
    of house rules: each bot's move is among the legal ones (play_round asserts it), and the
    rounds do meet what the rules bring (jokers, a reversed direction)."""
    jokers = reversed_ = 0
    for seed in range(600):
        n = 2 + seed % 4
        levels = [LEVELS[(seed // 4 + p) % 3] for p in range(n)]
        rules = some_house_rules(seed)
        moves = play_round(levels, seed, rules)
        jokers += any(m.card is not None and m.card.is_joker for m in moves)
        if "jack_reverses" in rules and n > 2:
            reversed_ += any(m.card is not None and m.card == Card(10 * 4 + 1) for m in moves)
    assert jokers > 100 and reversed_ > 30


def test_h7_hard_searching_plays_only_legal_moves_under_every_house_rule() -> None:
    """With look-aheads (Medium's judgement at every seat of a deal, under the round's rules)."""
    for seed in range(8):
        n = 2 + seed % 4
        levels = ["hard"] + ["medium", "easy"][seed % 2 :][:1] * (n - 1)
        s = new_game(n, seed, rules=HOUSE_RULES)
        bots = [HardBot(iterations=24, seconds=None) if lv == "hard" else make_bot(lv)
                for lv in levels]  # fmt: skip
        rng = random.Random(seed)
        while not s.is_over:
            legal = legal_moves(s)
            move = bots[s.turn].choose(observe(s, s.turn), legal, rng)
            assert move in legal
            s, _ = apply_move(s, move)


def test_the_same_seed_plays_the_same_round() -> None:
    for seed in range(30):
        levels = ["hard", "medium", "easy"][: 2 + seed % 2]
        assert play_round(levels, seed) == play_round(levels, seed)


@pytest.mark.parametrize("rules", [(), HOUSE_RULES], ids=["book", "house"])
@pytest.mark.parametrize("level", LEVELS)
def test_a_choice_never_changes_when_only_hidden_cards_change(
    level: str, rules: tuple[str, ...]
) -> None:
    """R11's promise for Huit américain, under the book's rules and every house rule (H7):
    the rules and the direction are public, the jokers in other hands are not."""
    checked = 0
    mover = random.Random(3)
    for seed in range(16 if not rules or level != "hard" else 8):  # Hard's are the slow ones
        s = new_game(2 + seed % 4, seed, rules=rules)
        while not s.is_over:
            p = s.turn
            legal = legal_moves(s)
            if len(legal) > 1:
                b = bot(level)
                first = b.choose(observe(s, p), legal, random.Random(seed))
                other = rehide(s, p, random.Random(seed + 1))
                assert observe(other, p) == observe(s, p)
                again = b.choose(observe(other, p), legal_moves(other), random.Random(seed))
                assert first == again
                checked += 1
            s, _ = apply_move(s, mover.choice(legal))
    assert checked > 100


def test_h7_hard_watching_the_round_chooses_alike_whatever_the_hidden_cards() -> None:
    """Hard's memory is built from observations only: two rounds that showed its seat the
    same moments (every house rule on, other hands dealt differently at the last one) give
    the same choice."""
    checked = 0
    mover = random.Random(5)
    for seed in range(4):
        s = new_game(2 + seed % 2, seed, rules=HOUSE_RULES)
        watchers = [HardBot(iterations=2, seconds=None) for _ in range(s.players)]
        for p, w in enumerate(watchers):
            w.watch(observe(s, p))
        while not s.is_over:
            p = s.turn
            legal = legal_moves(s)
            if len(legal) > 1:
                first = watchers[p].choose(observe(s, p), legal, random.Random(seed))
                other = rehide(s, p, random.Random(seed + 7))
                again = watchers[p].choose(observe(other, p), legal_moves(other),
                                           random.Random(seed))  # fmt: skip
                assert first == again
                checked += 1
            s, _ = apply_move(s, mover.choice(legal))
            for q, w in enumerate(watchers):
                w.watch(observe(s, q))
    assert checked > 20


def test_a_determinized_deal_keeps_what_the_seat_sees_and_deals_only_unseen_cards() -> None:
    s = new_game(4, 9)
    for _ in range(25):
        s, _ = apply_move(s, legal_moves(s)[0])
    obs = observe(s, s.turn)
    t = determinize(obs, random.Random(1))
    assert sorted(t.hands[obs.seat]) == sorted(obs.hand)
    assert [len(h) for h in t.hands] == list(obs.hand_sizes)
    assert len(t.stock) == obs.stock_size and t.discard == list(obs.discard)
    hidden = sorted(c for p, h in enumerate(t.hands) if p != obs.seat for c in h) + t.stock
    assert sorted(hidden) == unseen(obs)  # a full deck: every unseen card is somewhere
    assert sorted(t.legal()) == sorted(m.code for m in legal_moves(s))


@pytest.mark.parametrize("decks", [1, 2])
def test_h7_a_determinized_deal_holds_the_jokers_and_keeps_the_rules_and_direction(
    decks: int,
) -> None:
    """Jokers unseen are dealt like any hidden card (H7.1: two a deck); the deal plays on
    under the same house rules and in the same direction (H7.2), so its legal moves are the
    real ones."""
    dealt = reversed_seen = 0
    for seed in range(30):
        s = new_game(3 + seed % 3, seed, decks=decks, rules=HOUSE_RULES)
        mover = random.Random(seed)
        for _ in range(seed % 40):
            if s.is_over:
                break
            s, _ = apply_move(s, mover.choice(legal_moves(s)))
        if s.is_over:
            continue
        obs = observe(s, s.turn)
        t = determinize(obs, random.Random(seed))
        assert t.house.rules == HOUSE_RULES and t.direction == s.direction
        reversed_seen += s.direction == -1
        hidden = [c for p, h in enumerate(t.hands) if p != obs.seat for c in h]
        hidden += t.stock[len(obs.under_stock) :]  # those turned up at the deal are seen (H1)
        assert sorted(hidden) == unseen(obs)
        seen = (*obs.hand, *obs.discard, *obs.under_stock)
        assert unseen(obs).count(JOKER) + seen.count(JOKER) == 2 * decks
        assert sorted(t.legal()) == sorted(m.code for m in legal_moves(s))
        dealt += 1
    assert dealt > 20 and reversed_seen


def test_h1_a_determinized_deal_leaves_the_turned_up_cards_under_the_stock() -> None:
    # Everyone saw them go under the stock at the deal: no hand may hold them, and they are
    # the last cards the stock gives.
    seeds = [seed for seed in range(40) if new_game(4, seed).turned]
    assert len(seeds) > 5
    for seed in seeds:
        s = new_game(4, seed)
        for seat in range(4):
            obs = observe(s, seat)
            under = [int(c) for c in obs.under_stock]
            assert under and len(under) == s.turned
            for k in range(10):
                t = determinize(obs, random.Random(k))
                assert t.stock[: len(under)] == under[::-1]  # a stack: the bottom first
                assert not set(under) & {c for h in t.hands for c in h}
                assert t.to_state().turned == len(under)
                hidden = [c for p, h in enumerate(t.hands) if p != seat for c in h]
                hidden += t.stock[len(under) :]
                assert sorted(hidden) == unseen(obs)


# -- Easy -------------------------------------------------------------------------------


def test_easy_plays_the_first_card_that_fits() -> None:
    s = position(["3c 5h 9h Kh", "2c 4d 6s"], "9d", stock="Qc Jd")
    assert choose(EasyBot(), s) == "9h"  # the only one that fits: same rank
    s = position(["3c 5h 9s Kh", "2c 4d 6s"], "Jh", stock="Qc Jd")
    assert choose(EasyBot(), s) == "5h"


def test_easy_names_the_suit_of_the_8_it_played() -> None:
    for eight in ("8c", "8d", "8h", "8s"):
        s = position([f"{eight} Kc Qd", "2c 4d 6s"], "5h", stock="Qc Jd")
        assert choose(EasyBot(), s) == f"{eight} {eight[-1]}"


def test_easy_forgets_carte_about_one_time_in_three() -> None:
    s = position(["5h 9c", "2c 4d 6s"], "7h", stock="Qc Jd")
    said = [choose(EasyBot(), s, seed) for seed in range(3000)]
    assert set(said) == {"5h", "5h !"}
    forgot = said.count("5h") / len(said)
    assert 0.29 < forgot < 0.38


def test_easy_never_calls() -> None:
    s = position(["5h 9c Kd", "2c"], "7h", stock="Qc Jd", unannounced=1)
    assert "call" in [format_move(m) for m in legal_moves(s)]
    assert all(choose(EasyBot(), s, seed) != "call" for seed in range(50))


def test_easy_draws_when_nothing_fits() -> None:
    s = position(["3c 9s Kd", "2c 4d 6s"], "5h", stock="Qc Jd")
    assert choose(EasyBot(), s) == "draw"


# -- Medium -----------------------------------------------------------------------------


def test_medium_keeps_its_8_while_another_card_fits() -> None:
    s = position(["8s 5h Kc Qd", "2c 4d 6s"], "9h", stock="Qc Jd")
    assert choose(MediumBot(), s) == "5h"


def test_medium_plays_an_8_when_nothing_else_fits_naming_its_longest_suit() -> None:
    s = position(["8s 2d 3d", "2c 4d 6s"], "9h", stock="Qc Js")
    assert choose(MediumBot(), s) == "8s d"
    # With a bigger hand it draws first, and keeps the 8 for later.
    s = position(["8s 2d 3d Kd", "2c 4d 6s"], "9h", stock="Qc Js")
    assert choose(MediumBot(), s) == "draw"


def test_h4_medium_plays_its_8_at_once_when_the_next_player_is_close_to_going_out() -> None:
    """Drawing first would give them a free turn on a top card they may well follow."""
    s = position(["8s 2d 3d Kd", "2c 4d"], "9h", stock="Qc Js")
    assert choose(MediumBot(), s) == "8s d"


@pytest.mark.parametrize(("gone", "named"), [("h", "8s d"), ("d", "8s h")])
def test_h4_medium_names_the_suit_the_others_are_least_likely_to_hold(
    gone: str, named: str
) -> None:
    """One diamond, one heart: a tie on what it holds. The suit it has seen most of on the
    discard is the one the next player is least likely to follow."""
    ranks = ["4", "5", "6", "7", "9", "J", "Q", "K"]
    seen = " ".join(r + ("d" if gone == "h" else "h") for r in ranks)
    s = position(["8s 2d 3h", "2c 4c 6s 5s"], f"{seen} 9c", stock="Qc Js")
    assert choose(MediumBot(), s) == named


@pytest.mark.parametrize("special", ["As", "7s"])
def test_h4_medium_attacks_a_next_player_with_one_card(special: str) -> None:
    """Otherwise it would play 5h, which keeps its hearts to follow with."""
    hands = [f"{special} 5h 6h 9h Jh", "2c", "3d 4d", "3s 4s"]
    s = position(hands, "5s", stock="Qc Jd Kd")
    assert choose(MediumBot(), s) == special
    relaxed = position([f"{special} 5h 6h 9h Jh", "2c 5c 6c 9c", "3d 4d", "3s 4s"], "5s",
                       stock="Qc Jd Kd")  # fmt: skip
    assert choose(MediumBot(), relaxed) == "5h"


def test_h5_medium_always_says_carte() -> None:
    for seed in range(200):
        s = new_game(3, seed)
        while not s.is_over:
            legal = legal_moves(s)
            move = MediumBot().choose(observe(s, s.turn), legal, random.Random(seed))
            if move.kind is MoveKind.PLAY and len(s.hands[s.turn]) == 2:
                assert move.carte
            s, _ = apply_move(s, move)


def test_h5_1_medium_calls_a_forgotten_carte() -> None:
    s = position(["5h 9c Kd", "2c"], "7h", stock="Qc Jd", unannounced=1)
    assert choose(MediumBot(), s) == "call"


def test_h5_1_medium_lets_the_call_go_when_it_is_attacked() -> None:
    """The rule: under an ace penalty it answers the attack (an ace, or the draw) and does
    not call."""
    s = position(["Ac 9c Kd", "2c"], "Ah", stock="Qc Jd 3h", unannounced=1, penalty=2)
    assert "call" in [format_move(m) for m in legal_moves(s)]
    assert choose(MediumBot(), s) == "Ac"


def test_medium_plays_the_card_it_drew_when_it_fits() -> None:
    s = position(["5h 9c Kd", "2c 4d 6s"], "7h", stock="Qc", phase="drawn", drawn="5h")
    assert choose(MediumBot(), s) == "5h"


# -- Hard -------------------------------------------------------------------------------


def test_hard_skips_the_search_with_one_legal_move(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object, **kwargs: object) -> int:
        raise AssertionError("searched with one legal move")

    monkeypatch.setattr("game.ai.huit.bots.search", no_search)
    s = position(["3c 9s Kd", "2c 4d 6s"], "5h", stock="Qc Jd")
    assert choose(HardBot(), s) == "draw"


def test_h4_hard_weighs_one_8_for_each_suit_it_may_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two 8s naming the same suit leave the same round (H4): looking at both would only
    halve the look-aheads each real choice gets."""
    weighed: list[list[str]] = []

    def spy(obs: Any, candidates: list[int], *args: Any, **kwargs: Any) -> int:
        weighed.append([format_move(Move.from_code(m)) for m in candidates])
        return candidates[0]

    monkeypatch.setattr("game.ai.huit.bots.search", spy)
    s = position(["8c 8h 5h Kd", "2c 4d 6s 9c"], "9h", stock="Qc Jd 3s 7d")
    choose(HardBot(), s)
    assert weighed == [["5h", "8c c", "8c d", "8c h", "8c s", "draw"]]


def test_hard_stops_at_its_iteration_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = search_module.rollout
    monkeypatch.setattr(search_module, "rollout", lambda t, r: (calls.append(1), real(t, r)))
    s = new_game(3, 5)
    while len(legal_moves(s)) < 3:
        s, _ = apply_move(s, legal_moves(s)[0])
    HardBot(iterations=25, seconds=None).choose(observe(s, s.turn), legal_moves(s),
                                                random.Random(1))  # fmt: skip
    assert len(calls) == 25


def test_hard_stops_trying_a_move_clearly_worse_than_mediums(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Going out with the last card (H6.1) beats drawing on every deal: the draw is soon
    dropped, and with no move left to compare Hard answers long before its budget."""
    calls = []
    real = search_module.rollout
    monkeypatch.setattr(search_module, "rollout", lambda t, r: (calls.append(1), real(t, r)))
    s = position(["5h", "2c 4d 6s Kc"], "9h", stock="Qc Jd 3s 7d")
    assert choose(HardBot(iterations=400, seconds=None), s) == "5h"
    assert len(calls) < 100


def test_hard_plays_as_medium_until_its_search_is_sure_of_better() -> None:
    """One look-ahead proves nothing: Hard then keeps Medium's choice, whatever it is (but
    for the call, which Hard makes even under an ace penalty: it is free, H5.1)."""
    checked = 0
    mover = random.Random(4)
    for seed in range(12):
        s = new_game(2 + seed % 3, seed)
        while not s.is_over:
            legal = legal_moves(s)
            obs = observe(s, s.turn)
            if any(m.kind is MoveKind.CALL for m in legal):
                s, _ = apply_move(s, mover.choice(legal))
                continue
            hard = HardBot(iterations=1, seconds=None).choose(obs, legal, random.Random(seed))
            medium = MediumBot().choose(obs, legal, random.Random(seed))
            assert hard == medium
            checked += len(legal) > 2
            s, _ = apply_move(s, mover.choice(legal))
    assert checked > 50


@pytest.mark.parametrize(("other", "blocks"), [("Qh", "9c"), ("Qc", "5h")])
def test_h2_the_search_plays_on_the_deals_it_is_given(
    monkeypatch: pytest.MonkeyPatch, other: str, blocks: str
) -> None:
    """The benchmark's reader that knows the other hand (tests/perf/huit_ceiling.py) hands
    the search its deals: with one card left, the other goes out on a card of its suit (H2),
    so the search leaves the suit it lacks, even against Medium's choice (5h)."""

    def blind(*args: object) -> object:
        raise AssertionError("determinized although deals were given")

    monkeypatch.setattr(search_module, "determinize", blind)
    # A club at the bottom of the stock: without one, after 9c nobody can ever go out, the
    # round goes round in circles, and the hand worth least (the one card) wins (H6.2).
    s = position(["5h 9c Kd", other], "9h", stock="2s 3d 4s 6d Js Jd 2c")
    legal = legal_moves(s)
    codes = [m.code for m in legal]

    def true_deal(rng: random.Random) -> core.Table:
        t = core.Table.from_state(s)
        t.rng = rng.getrandbits(64)
        return t

    best = search_module.search(observe(s, 0), codes, random.Random(1), iterations=200,
                                seconds=None, deal=true_deal)  # fmt: skip
    assert format_move(legal[codes.index(best)]) == blocks


def test_hard_answers_with_a_legal_move_in_every_phase() -> None:
    s = position(["8s 5h Kc Qd", "2c 4d 6s"], "9h", stock="Qc Jd")
    move = parse_move(choose(HardBot(iterations=40, seconds=None), s))
    assert move in legal_moves(s)
    assert move.card is None or move.suit in (None, *Suit)


# -- the house rules (H7) ---------------------------------------------------------------

JOKERS = ["jokers"]


def test_h7_1_easy_names_the_suit_of_the_first_card_it_holds_after_a_joker() -> None:
    s = position(["X 9c Kd", "2c 4d 6s"], "5h", stock="Qc Jd", rules=JOKERS)
    assert choose(EasyBot(), s) == "X c"


@pytest.mark.parametrize("level", LEVELS)
def test_h7_1_every_level_answers_a_jokers_penalty_with_a_joker(level: str) -> None:
    """Under a joker's penalty only a joker may be played (H7.1): it sends the penalty on,
    four more, instead of drawing four."""
    s = position(["X 5h 9c Kd", "2c 4d 6s"], "5s X", suit="h", penalty=4,
                 stock="Qc Jd 3s 4s 7s 6c", rules=JOKERS)  # fmt: skip
    move = parse_move(choose(bot(level), s))
    assert move.card is not None and move.card.is_joker


def test_h7_1_medium_draws_a_jokers_penalty_it_cannot_answer() -> None:
    s = position(["As 5h 9c Kd", "2c 4d 6s"], "5s X", suit="h", penalty=4,
                 stock="Qc Jd 3s 4s 7s 6c", rules=JOKERS)  # fmt: skip
    assert choose(MediumBot(), s) == "draw"


def test_h7_1_medium_keeps_its_joker_while_another_card_fits() -> None:
    s = position(["X 5h 6h Kc", "2c 4d 6s 9d"], "9h", stock="Qc Jd", rules=JOKERS)
    assert choose(MediumBot(), s) in ("5h", "6h")


def test_h7_1_medium_plays_its_joker_against_a_next_player_close_to_going_out() -> None:
    """Four cards for them unless they hold the other joker: it plays it at once, naming
    the suit it holds most of (hearts)."""
    s = position(["X 5h 6h Kc", "2c 4d"], "9h", stock="Qc Jd 3s 4s", rules=JOKERS)
    assert choose(MediumBot(), s) == "X h"


def test_h7_1_medium_plays_its_joker_before_an_8_when_nothing_else_fits() -> None:
    s = position(["X 8s 2d 3d", "2c 4d 6s 9c"], "9h", stock="Qc Js 3s 4s", rules=JOKERS)
    assert choose(MediumBot(), s) == "X d"


@pytest.mark.parametrize(
    ("rules", "plays"),
    [(["no_finish_on_eight"], "8s h !"), ([], "5h !")],
    ids=["no_finish_on_eight", "book"],
)
def test_h7_4_medium_does_not_keep_a_lone_8_it_could_not_go_out_with(
    rules: list[str], plays: str
) -> None:
    """By the book the 8 is the perfect last card (it goes on anything, H4.4); where an 8
    may not be the last card (H7.4), keeping it would leave Medium unable to go out, so the
    8 goes first, naming the suit of the card it keeps."""
    s = position(["8s 5h", "2c 4d 6s 9c"], "9h", stock="Qc Js 3s 4s", rules=rules)
    assert choose(MediumBot(), s) == plays


def test_h7_4_medium_plays_its_joker_before_its_last_other_card() -> None:
    s = position(["X 5h", "2c 4d 6s 9c"], "9h", stock="Qc Js 3s 4s",
                 rules=["jokers", "no_finish_on_eight"])  # fmt: skip
    assert choose(MediumBot(), s) == "X h !"


def test_h7_4_medium_plays_an_8_at_once_rather_than_draw_when_keeping_it_would_strand_it() -> None:
    """Four cards, three of them 8s: by the book Medium would play the 6 and keep its 8s for
    later; where an 8 may not go out (H7.4) an 8 goes first, and with a card that fits
    there is no reason to draw."""
    hand = "6c 8d 8h 8s"
    s = position([hand, "2c 4d 6s 9c Qd"], "6d", stock="Qc Js 3s 4s",
                 rules=["no_finish_on_eight"])  # fmt: skip
    move = parse_move(choose(MediumBot(), s))
    assert move.card is not None and move.card.rank == 7 and move.suit == Suit.CLUBS
    assert choose(MediumBot(), position([hand, "2c 4d 6s 9c Qd"], "6d", stock="Qc Js")) == "6c"


@pytest.mark.parametrize(("sizes", "plays_jack"), [((1, 5), True), ((5, 1), False)])
def test_h7_2_medium_turns_play_away_from_a_next_player_close_to_going_out(
    sizes: tuple[int, int], plays_jack: bool
) -> None:
    """Three players, clockwise: the jack makes seat 2 the next player instead of seat 1
    (H7.2). Medium plays it when seat 1 holds one card (seat 1 then waits a turn more,
    and seat 2 may stop them), and keeps it when it would hand the turn to a seat 2 about
    to go out. (Under an ace penalty no jack may be played at all, H4.2: the penalty cannot
    be turned away, only answered with an ace.)"""
    others = ["2c", "3d 4d 5d 6d 7d"]
    hands = ["Jh 5h 6h 9h Kc"] + [others[0] if n == 1 else others[1] for n in sizes]
    s = position(hands, "4h", stock="Qc Jd 3s 4s 2s", rules=["jack_reverses"])
    assert (choose(MediumBot(), s) == "Jh") is plays_jack


def test_h7_2_medium_heads_up_plays_a_jack_with_a_card_to_follow_it() -> None:
    """With two players the jack works like a 7 (H4.3): its player plays again, so it goes
    with a card of its suit to follow."""
    s = position(["Jh 5h Kc", "2c 4d 6s 9c Qd"], "4h", stock="Qc Js 3s 4s",
                 rules=["jack_reverses"])  # fmt: skip
    assert choose(MediumBot(), s) == "Jh"


def test_h7_1_hard_weighs_each_suit_a_joker_may_name(monkeypatch: pytest.MonkeyPatch) -> None:
    weighed: list[list[str]] = []

    def spy(obs: Any, candidates: list[int], *args: Any, **kwargs: Any) -> int:
        weighed.append([format_move(Move.from_code(m)) for m in candidates])
        return candidates[0]

    monkeypatch.setattr("game.ai.huit.bots.search", spy)
    s = position(["X 8h 5h Kd", "2c 4d 6s 9c"], "9h", stock="Qc Jd 3s 7d", rules=JOKERS)
    choose(HardBot(), s)
    assert weighed == [["5h", "8h c", "X c", "8h d", "X d", "8h h", "X h", "8h s", "X s", "draw"]]


def test_h7_1_the_look_aheads_count_the_jokers_left_as_medium_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A look-ahead keeps Medium's count of the cards off the discard as it plays; with
    jokers in the deck (H7.1) it must count them too, or the Medium it plays out is not
    the Medium across the table."""
    from game.ai.huit import policy

    checked = 0
    real = policy.medium_move

    def exact(t: core.Table, legal: list[int], rng: random.Random,
              left: policy.Left | None = None) -> int:  # fmt: skip
        nonlocal checked
        if left is not None:
            fresh = policy.Left(t.decks, t.discard, t.house.jokers)
            assert left.cards == fresh.cards
            checked += 1
        return real(t, legal, rng, left)

    monkeypatch.setattr(search_module, "medium_move", exact)
    for seed in range(4):
        t = core.Table.from_state(new_game(3, seed, rules=["jokers"])).copy()
        search_module.rollout(t, random.Random(seed))
    assert checked > 50
