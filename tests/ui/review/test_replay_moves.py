"""The replay at every kind of move of both games, the house rules included, in both views:
the table shows the game as it stood (the shown picture equals the seat's observation), the
reviewed seat's view draws no card that seat could not see (R11, H1-H6), and the view of
every card shows the other hands too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import review_kit
from privacy import may_see, named

from game.rules import huit
from game.rules.eight_half import apply_move
from game.rules.eight_half import events as ev8
from game.rules.huit import events as evh
from game.store.record import MatchRecord
from game.ui.review.scene import ReviewScene

MakeApp = Callable[..., Any]

# Played by seeded bots (people's seats by random moves): 8½'s match of three games holds
# a swap and a swap declined (R10.4), attacks, the attack window passed (R9.3), piles taken
# to the hand and aside (R7), blind cards turned (R8.4), the table reached (R8.2).
EIGHT_HALF = review_kit.eight_half_match(players=3, seed=28, length=3)
# ...and one where attacked seats take the pile into their hand (R6) as well as aside.
ATTACKS = review_kit.eight_half_match(players=3, seed=11, length=3)
# Huit's round under the jokers (H7.1) and the reversing jack (H7.2): suits asked with an 8
# (H4.1), skips, penalties growing and drawn, draws kept (H3.1), a missed "Carte !" (H5.1).
HUIT = review_kit.huit_match(players=3, seed=3, rules=("jokers", "jack_reverses"))
# Five at the table, seven cards each (H7.5), no 8 on an 8 (H7.3), no finish on an 8 (H7.4).
HUIT_FIVE = review_kit.huit_match(
    players=5, seed=4, rules=("no_eight_on_eight", "no_finish_on_eight", "seven_cards")
)


def kinds(record: MatchRecord) -> set[str]:
    """The kinds of events the record's moves bring (an 8½ bid's kind, a pile's reason and
    where it goes; a Huit joker played)."""
    out: set[str] = set()
    for game in record.games:
        state: Any = game.start
        for move in game.moves:
            play: Any = huit.apply_move if record.game == "huit" else apply_move
            outcome = play(state, move)
            state = outcome.state
            for e in outcome.events:
                out.add(type(e).__name__)
                if isinstance(e, ev8.BidAnnounced):
                    out.add(f"bid {e.kind.name}")
                elif isinstance(e, ev8.PileTaken):
                    out.add(f"pile {e.reason.name} {e.to.name}")
                elif isinstance(e, evh.CardPlayed) and e.card.is_joker:
                    out.add("joker")
    return out


def test_the_matches_hold_every_kind_of_move() -> None:
    assert {
        "Swapped",
        "SwapDeclined",
        "bid ATTACK",
        "bid HALF",
        "bid ZERO",
        "AttackWindowOpened",
        "Passed",
        "pile NO_PLAY HAND",
        "pile NO_PLAY ASIDE",
        "pile ATTACKED HAND",
        "pile ATTACKED ASIDE",
        "pile BLIND_MISS HAND",
        "BlindTurned",
        "ReachedTable",
        "CardsDrawn",
        "GameOver",
    } <= kinds(EIGHT_HALF) | kinds(ATTACKS)
    assert {
        "CardPlayed",
        "CardDrawn",
        "DrawnKept",
        "SuitAsked",
        "Skipped",
        "Reversed",
        "PenaltyGrows",
        "PenaltyDrawn",
        "CarteForgotten",
        "joker",
        "RoundOver",
    } <= kinds(HUIT)
    assert {"SuitAsked", "RoundOver"} <= kinds(HUIT_FIVE)


def games(record: MatchRecord) -> list[int]:
    return list(range(len(record.games)))


CASES = [(m, i) for m in (EIGHT_HALF, ATTACKS) for i in games(m)] + [(HUIT, 0), (HUIT_FIVE, 0)]
IDS = [f"8½ {m.seed} game {i + 1}" for m in (EIGHT_HALF, ATTACKS) for i in games(m)]
IDS += ["huit", "huit five"]


@pytest.mark.parametrize(("record", "game"), CASES, ids=IDS)
def test_every_move_shows_as_the_seat_saw_it(
    make_app: MakeApp, record: MatchRecord, game: int
) -> None:
    """At every move, jumped to: the table is the seat's observation; the seat's view draws
    no card beyond what the seat could see; the view of every card draws the other hands."""
    app = make_app()
    scene = review_kit.review(app, record, game_index=game)
    seat = scene.seat
    others_seen = 0
    for ply in range(len(scene.moves) + 1):
        scene.go_to(ply)
        table = scene.table
        assert table.shown.differences(table.observation()) == [], ply
        leaks = review_kit.faces_drawn(app, scene) - may_see(scene.state, seat)
        assert not leaks, (
            f"move {ply}: {sorted(leaks.elements())} drawn, seat {seat} never saw them"
        )
        scene.toggle_view()
        everyone = range(len(record.players))
        faces = review_kit.faces_drawn(app, scene)
        assert not faces - may_see(scene.state, seat, everyone), ply
        others_seen += sum((faces - may_see(scene.state, seat)).values())
        scene.toggle_view()
    assert others_seen > 0  # the other hands, face up


@pytest.mark.parametrize(
    ("record", "game"), [(EIGHT_HALF, 1), (HUIT, 0)], ids=["eight_half", "huit"]
)
def test_each_move_stepped_forward_is_animated_and_ends_as_a_jump_does(
    make_app: MakeApp, record: MatchRecord, game: int
) -> None:
    """→ plays the move's events on the table (as the table does: the director shows them
    one by one); while it moves the seat's view draws only what it saw before or after, and
    what the events name; once still, the table is the one a jump to that move shows."""
    app = make_app()
    scene = review_kit.review(app, record, game_index=game)
    fresh = review_kit.review(app, record, game_index=game)
    seat = scene.seat
    rules: Any = scene.table.rules
    for ply in range(len(scene.moves)):
        before = scene.state
        events = rules.apply_move(before, scene.moves[ply])[1]
        scene.step(1)
        assert scene.ply == ply + 1
        if events and scene.table.director.busy:
            scene.update(1 / 30)
            allowed = may_see(before, seat) | may_see(scene.state, seat) | named(events)
            assert not review_kit.faces_drawn(app, scene) - allowed, ply
        review_kit.settle(scene)
        fresh.go_to(ply + 1)
        assert scene.table.shown == fresh.table.shown, ply
    assert scene.state.is_over


def test_a_move_stepped_during_another_waits_its_turn(make_app: MakeApp) -> None:
    app = make_app()
    scene = review_kit.review(app, EIGHT_HALF, game_index=0)
    for _ in range(5):
        scene.step(1)
    assert scene.ply == 5 and scene.table.director.busy
    review_kit.settle(scene)
    fresh = review_kit.review(app, EIGHT_HALF, game_index=0)
    fresh.go_to(5)
    assert scene.table.shown == fresh.table.shown


@pytest.mark.parametrize("record", [EIGHT_HALF, HUIT], ids=["eight_half", "huit"])
def test_going_back_and_forth_draws_what_a_straight_replay_draws(
    make_app: MakeApp, record: MatchRecord
) -> None:
    app = make_app()
    scene: ReviewScene = review_kit.review(app, record, game_index=0)
    moves = len(scene.moves)
    for target in (moves, 3, moves // 2, 0, moves // 3, moves // 3 + 1, moves // 3 - 1):
        scene.go_to(target)
        review_kit.picture(app, scene)
    for _ in range(4):
        scene.step(1)
        review_kit.settle(scene)
        review_kit.picture(app, scene)
    scene.step(-2)
    here = scene.ply
    assert here == moves // 3 + 1
    straight = review_kit.review(app, record, game_index=0)
    for _ in range(here):
        straight.step(1)
        review_kit.settle(straight)
    assert straight.table.shown == scene.table.shown
    scene.table.time = straight.table.time = 0.0  # the turn marker's glow, in the same phase
    assert review_kit.picture(app, straight) == review_kit.picture(app, scene)


def test_a_jump_says_who_took_the_pile_as_the_move_itself_did(make_app: MakeApp) -> None:
    """R7: "Ada takes the pile — 9 cards" stays on the 8½ table until the next move; a jump
    to the move after the take says it too, as stepping onto it does."""
    app = make_app()
    scene = review_kit.review(app, EIGHT_HALF, game_index=0)
    rules: Any = scene.table.rules
    state: Any = scene.start
    takes = []
    for ply, move in enumerate(scene.moves):
        state, events = rules.apply_move(state, move)
        if any(isinstance(e, ev8.PileTaken) for e in events):
            takes.append(ply + 1)
    assert takes
    for ply in takes[:4]:
        scene.go_to(ply - 1)
        scene.step(1)
        review_kit.settle(scene)
        stepped = scene.table.taking
        scene.go_to(0)
        scene.go_to(ply)
        assert scene.table.taking == stepped is not None, ply
