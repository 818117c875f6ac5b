"""The events apply_move returns: enough to animate a move, and nothing secret (R11)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from rulekit import play, position, seat

from game.rules.eight_half import apply_move, legal_moves, new_game
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import (
    BidAnnounced,
    BlindTurned,
    CardsDrawn,
    CardsPlayed,
    PileTaken,
    TakeReason,
    Zone,
)
from game.rules.eight_half.state import Phase


def test_a_blind_miss_tells_the_card_then_the_take() -> None:
    s = position(seat(blind="2"), seat("3 3 3", draw="1"), pile="6", bid="6")
    _, events = play(s, "blind 0")
    assert [type(e) for e in events] == [BlindTurned, PileTaken]
    assert events[0] == BlindTurned(0, 0, Card.TWO, False)
    assert events[1].reason is TakeReason.BLIND_MISS  # type: ignore[union-attr]


def test_an_attack_tells_play_announcement_take_draw_in_order() -> None:
    s = position(
        seat("h 1 1", draw="1"),
        seat("7 2 2", draw="3 4"),
        pile="6 h",
        bid="6.5",
        half_owner=0,
        turn=1,
    )
    _, events = play(s, "7")
    assert [type(e) for e in events] == [CardsPlayed, BidAnnounced, PileTaken, CardsDrawn]


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32))
def test_a_table_following_only_events_keeps_every_public_count(players: int, seed: int) -> None:
    """What the UI does: it never diffs states, it replays events on what it shows."""
    rng = random.Random(seed)
    s = new_game(players, seed)
    hand = [len(x.hand) for x in s.seats]
    draw = [len(x.draw) for x in s.seats]
    opens = [len(x.open) for x in s.seats]
    blind = [len(x.blind) for x in s.seats]
    aside = [len(x.aside) for x in s.seats]
    pile: list[Card] = []
    while s.phase is not Phase.OVER:
        s, events = apply_move(s, rng.choice(legal_moves(s)))
        for e in events:
            if isinstance(e, CardsPlayed):
                n = len(e.cards)
                if e.zone is Zone.HAND:
                    hand[e.seat] -= n
                elif e.zone is Zone.OPEN:
                    opens[e.seat] -= n
                else:
                    pass  # counted at BlindTurned
                if e.zone is not Zone.BLIND:
                    pile.extend(e.cards)
            elif isinstance(e, BlindTurned) and e.fits:
                blind[e.seat] -= 1
                pile.append(e.card)
            elif isinstance(e, BlindTurned):
                if s.phase is not Phase.OVER:  # a miss in play: taken with the pile
                    blind[e.seat] -= 1
                    pile.append(e.card)
            elif isinstance(e, CardsDrawn):
                draw[e.seat] -= e.count
                hand[e.seat] += e.count
            elif isinstance(e, PileTaken):
                assert tuple(pile) == e.cards
                if e.to.value == "hand":
                    hand[e.seat] += len(pile)
                else:
                    aside[e.seat] += len(pile)
                pile = []
        assert tuple(pile) == s.pile
        assert hand == [len(x.hand) for x in s.seats]
        assert draw == [len(x.draw) for x in s.seats]
        assert opens == [len(x.open) for x in s.seats]
        assert blind == [len(x.blind) for x in s.seats]
        assert aside == [len(x.aside) for x in s.seats]


def test_cards_drawn_are_counted_not_named() -> None:
    import attrs

    assert [f.name for f in attrs.fields(CardsDrawn)] == ["seat", "count"]
