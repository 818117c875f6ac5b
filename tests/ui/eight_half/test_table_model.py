"""What the table shows follows the engine's events: the shown model, the director and the
animations, the spoken bids and the log (no window needed)."""

from __future__ import annotations

import random

import pytest
from table_kit import position

from game.rules.eight_half import IllegalMove, apply_move, legal_moves, play_line
from game.rules.eight_half.cards import Card, parse_cards
from game.rules.eight_half.events import (
    Announce,
    BidAnnounced,
    BlindTurned,
    CardsPlayed,
    Destination,
    PileTaken,
    TakeReason,
    Zone,
)
from game.rules.eight_half.match import new_match, next_game, record_game
from game.rules.eight_half.moves import Move, parse_move
from game.rules.eight_half.observe import observe
from game.ui.eight_half.director import Director
from game.ui.eight_half.move_log import MoveLog
from game.ui.eight_half.reasons import translate_reason
from game.ui.eight_half.shown import Shown
from game.ui.eight_half.words import announcement, bid_text, bid_words


def _play_matches(seeds: range, speed: float) -> int:
    """Random matches, every move shown through a Director; returns the moves checked."""
    checked = 0
    for seed in seeds:
        players = 2 + seed % 4
        match = new_match(players, seed, 2)
        rng = random.Random(seed)
        while True:
            state = match.game
            shown = Shown.from_observation(observe(state, 0))
            director = Director(shown)
            while not state.is_over:
                state, events = apply_move(state, rng.choice(legal_moves(state)))
                director.play(events, observe(state, 0))
                while director.busy:
                    director.update(rng.choice((0.01, 0.05, 0.3)), speed)
                assert shown.differences(observe(state, 0)) == [], seed
                checked += 1
            match = record_game(match, state)
            if match.is_over:
                break
            match = next_game(match)  # the next game opens with the winner's swap
    return checked


def test_the_shown_table_equals_what_the_player_may_see_after_every_move() -> None:
    assert _play_matches(range(24), speed=1.0) > 2000


def test_instant_speed_shows_everything_at_once_without_animating() -> None:
    state = position(2, [{"hand": "3 3 7", "draw": "4 4"}, {"hand": "6"}])
    shown = Shown.from_observation(observe(state, 0))
    director = Director(shown)
    state, events = apply_move(state, parse_move("3 3"))
    director.play(events, observe(state, 0))
    director.update(0.0, 0.0)
    assert not director.busy and director.current is None
    assert shown.differences(observe(state, 0)) == []
    assert shown.seats[0].hand == [Card.FOUR, Card.FOUR, Card.SEVEN]


def test_cards_in_flight_are_not_also_drawn_where_they_were_or_where_they_land() -> None:
    state = position(2, [{"hand": "2 3 3 7", "draw": "4 4"}, {"hand": "6"}])
    shown = Shown.from_observation(observe(state, 0))
    director = Director(shown)
    state, events = apply_move(state, parse_move("3 3"))
    director.play(events, observe(state, 0))
    director.update(0.05, 1.0)
    anim = director.current
    assert anim is not None and isinstance(anim.event, CardsPlayed)
    assert director.hidden.hand == {1, 2}, "the two 3s leave the hand"
    assert shown.pile == [] and shown.seats[0].hand == [
        Card.TWO,
        Card.THREE,
        Card.THREE,
        Card.SEVEN,
    ]
    director.update(1.0, 1.0)  # the flight lands; the bid follows
    assert shown.pile == [Card.THREE, Card.THREE]
    director.update(5.0, 1.0)
    assert not director.busy and shown.bid_halves == 6


def test_slow_speed_takes_longer_than_fast() -> None:
    def duration(speed: float) -> float:
        state = position(2, [{"hand": "7", "draw": "4"}, {"hand": "6"}])
        director = Director(Shown.from_observation(observe(state, 0)))
        state, events = apply_move(state, parse_move("7"))
        director.play(events, observe(state, 0))
        spent = 0.0
        while director.busy:
            director.update(0.01, speed)
            spent += 0.01
        return spent

    assert duration(1.6) > duration(1.0) > duration(0.5) > 0.2


def test_a_blind_miss_turns_the_card_then_sweeps_it_away_with_the_pile() -> None:
    # R8.4: at the table with only blind cards; a 2 does not fit on 6, so pile + card go in.
    state = position(2, [{"blind": "2 9 h", "at_table": True}, {"hand": "5"}], pile="6", bid="6")
    shown = Shown.from_observation(observe(state, 0))
    seen: list[object] = []
    director = Director(shown, on_shown=seen.append)
    state, events = play_line(state, "blind 0")
    assert [type(e) for e in events] == [BlindTurned, PileTaken]
    director.play(events, observe(state, 0))
    director.update(0.2, 1.0)
    assert director.hidden.blind == {(0, 0)}, "the card is turning over in its place"
    director.update(0.4, 1.0)
    assert shown.seats[0].turned == {0: Card.TWO}, "now it lies face up"
    director.update(5.0, 1.0)
    assert shown.seats[0].hand == [Card.TWO, Card.SIX] and shown.pile == []
    assert shown.differences(observe(state, 0)) == []


@pytest.mark.parametrize(
    ("hand", "pile", "bid", "move", "said"),
    [
        ("h 1", "6", "6", "h", "six and a half!"),
        ("6 1", "4", "4", "6", "six!"),
        ("5 1", "", "0", "5", "five — lower!"),
        ("0 1", "6", "6", "0", "zero!"),
        ("8 h 1", "", "0", "8 h", "eight and a half!"),
        ("h 1", "", "0", "h", "a half!"),
        ("7 1", "6 h", "6.5", "7", "attack with a seven!"),
        ("8 1", "7 h", "7.5", "8", "attack with an eight!"),
        ("g 1", "4", "4", "g", "still four"),
        ("g 1", "6 h", "6.5", "g", "still six and a half"),
    ],
)
def test_every_play_is_announced_in_words(
    hand: str, pile: str, bid: str, move: str, said: str
) -> None:
    owner = 1 if bid.endswith(".5") else None
    state = position(2, [{"hand": hand}, {"hand": "3"}], pile=pile, bid=bid, half_owner=owner)
    events = play_line(state, move).events
    assert announcement(next(e for e in events if isinstance(e, BidAnnounced))) == said


def test_the_ghost_on_a_five_keeps_lower_and_says_so() -> None:
    state = position(
        3, [{"hand": "g 1"}, {"hand": "3"}, {"hand": "5"}], pile="5", bid="5", five_rule=True
    )
    bid = next(e for e in play_line(state, "g").events if isinstance(e, BidAnnounced))
    assert bid.kind is Announce.FIVE_RULE and announcement(bid) == "still five — lower!"


def test_bids_are_printed_with_the_half_sign_and_spoken_with_words() -> None:
    assert [bid_text(h) for h in (0, 1, 12, 13, 17, 19)] == ["0", "½", "6", "6½", "8½", "9½"]
    assert bid_words(13) == "six and a half" and bid_words(1) == "a half"
    assert bid_words(40) == "twenty" and bid_words(44) == "22", "past the word list: digits"


def test_the_log_tells_every_move_in_words() -> None:
    names = {0: "You", 1: "Ada", 2: "Bruno"}
    log = MoveLog(names.__getitem__, human=0)
    log.on_shown(CardsPlayed(1, Zone.HAND, (Card.SEVEN, Card.SEVEN)))
    log.on_shown(BidAnnounced(1, 14, Announce.PLAIN))
    log.on_shown(PileTaken(0, (Card.ONE,) * 5, Destination.ASIDE, TakeReason.NO_PLAY))
    log.on_shown(CardsPlayed(2, Zone.OPEN, (Card.EIGHT, Card.HALF)))
    log.on_shown(BidAnnounced(2, 17, Announce.EIGHT_HALF))
    log.on_shown(CardsPlayed(0, Zone.HAND, (Card.NINE,)))
    log.on_shown(BidAnnounced(0, 18, Announce.ATTACK))
    log.on_shown(PileTaken(2, (Card.NINE,) * 3, Destination.HAND, TakeReason.ATTACKED, 0))
    assert [line.text for line in log.lines] == [
        "Ada plays two 7s",
        "You take the pile (5 cards, aside)",
        "Bruno plays an 8 and a ½ from the open cards",
        "You play a 9 — attack!",
        "Bruno is attacked and takes the pile (3 cards, into hand)",
    ]
    assert [line.attack for line in log.lines] == [False, False, False, True, True]


@pytest.mark.parametrize(
    ("seats", "rest", "move", "expect"),
    [
        (
            [{"hand": "3 7"}, {"hand": "1"}],
            {"pile": "6", "bid": "6"},
            "3",
            "Too low: 3 is under the bid of 6",
        ),
        (
            [{"hand": "h h h 1"}, {"hand": "1"}],
            {"pile": "8", "bid": "8"},
            "h h h",
            "3 halves climb past 8½ from 8: at most 1 here",
        ),
        (
            [{"hand": "3 7"}, {"hand": "1"}],
            {"pile": "6", "bid": "6"},
            "take",
            "You have a card that fits, so you may not take the pile",
        ),
        (
            [{"hand": "0 7"}, {"hand": "1"}],
            {"pile": "6 h", "bid": "6.5", "half_owner": 1},
            "0",
            "A 0 only goes on a whole bid, not on 6½",
        ),
        (
            [{"hand": "9 3"}, {"hand": "1"}],
            {"pile": "5", "bid": "5", "five_rule": True},
            "9",
            "Five — lower! Play under 5, a 5, a 0, a ghost or a ½",
        ),
        (
            [{"hand": "7", "open": "3"}, {"hand": "1"}],
            {},
            "open 3",
            "Play from your hand while it holds cards",
        ),
        (
            [{"hand": "3 7", "at_table": True}, {"hand": "1"}],
            {},
            "3 7",
            "Only identical cards (or 8s with one ½) go together",
        ),
    ],
)
def test_refusals_are_translated_from_the_engines_reason(
    seats: list[dict[str, object]], rest: dict[str, object], move: str, expect: str
) -> None:
    state = position(2, seats, **rest)
    with pytest.raises(IllegalMove) as refused:
        # Built directly: the UI can send card groups the notation parser would not accept.
        cards = move.split()
        apply_move(
            state,
            parse_move(move) if cards[0] in ("open", "take") else Move.play(*parse_cards(move)),
        )
    assert translate_reason(refused.value) == expect


def test_an_unknown_refusal_code_is_shown_as_the_engine_wrote_it() -> None:
    from game.rules.eight_half.explain import Refusal

    refused = IllegalMove(Move.blind(0), Refusal("moon", "the moon is in the way", {}))
    assert translate_reason(refused) == "the moon is in the way"


def test_every_refusal_code_the_engine_uses_has_a_catalog_text() -> None:
    import re
    from pathlib import Path

    from game.ui.eight_half import reasons

    rules = Path(reasons.__file__).parents[2] / "rules" / "eight_half"
    source = (rules / "explain.py").read_text()
    codes = set(re.findall(r'_no\(\s*"(\w+)"', source))
    # moves.malformed: moves that stand for no move at all
    codes |= set(re.findall(r'return "(\w+)", ', (rules / "moves.py").read_text()))
    assert {"not_together", "not_a_move"} <= codes
    assert codes <= set(reasons._KEYS)
