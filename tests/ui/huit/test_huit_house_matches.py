"""Whole seeded matches of Huit américain under random sets of house rules (RULES.md H7),
bots at every seat of the real table, at instant speed on the fixed clock: whenever the
table rests it shows the game's truth, the direction of play included (H7.2, H7.6), and
the match ends with its winner, with two to five players and with two decks."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import huit_table_kit as kit
import pytest
from match_kit import lead_on

from game.rules.huit import HOUSE_RULES
from game.rules.huit import events as ev

MakeApp = Callable[..., Any]
FRAMES = 200_000  # a guard: a match of bots that has not ended by then never will


def rule_set(seed: int) -> tuple[str, ...]:
    """A random, non-empty set of house rules, in H7's order."""
    rng = random.Random(seed)
    chosen = set(rng.sample(HOUSE_RULES, rng.randint(1, len(HOUSE_RULES))))
    return tuple(r for r in HOUSE_RULES if r in chosen)


@pytest.mark.parametrize(
    ("players", "two_decks", "seed"),
    [(2, False, 11), (3, False, 12), (4, False, 26), (5, False, 13), (5, True, 17)],
)
def test_h7_6_a_whole_match_of_bots_under_random_house_rules(
    make_app: MakeApp, players: int, two_decks: bool, seed: int
) -> None:
    rules = rule_set(seed)
    app = make_app(
        kit.settings(
            players, bot_pause=0.0, huit_rules=rules, huit_two_decks=two_decks,
            huit_to_500=True, huit_levels=("easy",) * 5,
        )
    )  # fmt: skip
    scene = kit.table(app, seed=seed, human=False)
    assert (scene.match.rules, scene.match.decks) == (rules, 2 if two_decks else 1)
    shown: list[ev.Event] = []
    start = scene.director.on_start
    assert start is not None

    def heard(e: ev.Event) -> None:
        shown.append(e)
        start(e)

    scene.director.on_start = heard
    rounds = 0
    for _ in range(FRAMES):
        if lead_on(app, scene):
            break
        if app.top is not scene:
            continue
        kit.frames(app, 1)
        if not scene.director.busy:
            assert scene.shown.differences(scene.observation()) == [], (rules, rounds)
            assert scene.shown.direction == scene.state.direction
        rounds = scene.match.rounds_played
    assert scene.match.is_over, f"the match under {rules} did not end"
    assert max(scene.match.totals) >= 500 and scene.match.rules == rules
    if "jokers" in rules:
        assert any(isinstance(e, ev.CardPlayed) and e.card.is_joker for e in shown)
    if "jack_reverses" in rules:
        assert any(isinstance(e, ev.Reversed) for e in shown)
