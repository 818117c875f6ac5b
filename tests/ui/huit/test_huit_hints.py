"""The Huit américain hint (H): Medium's own move, legal, with a reason in the player's
language (RULES.md Part B)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from game.ai.huit.bots import MediumBot
from game.rules import huit
from game.ui.huit.hints import hint
from game.ui.huit.words import carte_word, suit_name
from game.ui.shell import i18n


@pytest.fixture(params=("en", "fr", "nl"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language("en")


def _pos(**kw: object) -> huit.State:
    base: dict[str, object] = {
        "game": "huit",
        "decks": 1,
        "hands": ["5h 9c Kd", "2c 3c"],
        "stock": "2d 9d 4s",
        "discard": "5s 7h",
        "suit": None,
        "turn": 0,
        "phase": "play",
        "drawn": None,
        "penalty": 0,
        "unannounced": None,
    }
    base.update(kw)
    return huit.parse_position(json.dumps(base))


def _hint(state: huit.State, names: list[str] | None = None) -> tuple[huit.Move, str]:
    return hint(
        huit.observe(state, state.turn), huit.legal_moves(state), random.Random(1), names=names
    )


def test_hints_are_legal_and_are_mediums_move(lang: str) -> None:
    for seed in range(12):
        state = huit.new_game(2 + seed % 4, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = huit.legal_moves(state)
            obs = huit.observe(state, state.turn)
            move, text = hint(obs, legal, random.Random(0))
            assert move in legal
            assert move == MediumBot().choose(obs, legal, random.Random(0))
            assert text and "huit." not in text and "{" not in text
            state = huit.apply_move(state, move if rng.random() < 0.6 else rng.choice(legal)).state


def test_a_forgotten_carte_is_called(lang: str) -> None:
    """H5.1: Medium calls first."""
    move, text = _hint(_pos(hands=["5h 9c Kd", "2c"], unannounced=1), ["You", "Ada"])
    assert move.kind is huit.MoveKind.CALL
    assert "Ada" in text and carte_word() in text


def test_the_eight_is_kept_for_later(lang: str) -> None:
    """H4: with other cards to play, the 8 stays in the hand; the reason says so."""
    move, text = _hint(_pos(hands=["8d 7h 9c Kd", "2c 3c"], discard="5s 7s"))
    assert move.card is not None and move.card.rank != 7
    assert i18n.tr("huit.hint.why.keep_eight") in text


def test_an_ace_makes_the_next_player_draw(lang: str) -> None:
    move, text = _hint(_pos(hands=["Ah 9c Kd", "2c 3c 4d 5d 6d"], discard="5s 7h"), ["You", "Ada"])
    assert move.card == huit.parse_card("Ah")
    assert "Ada" in text and "2" in text


def test_carte_is_said_with_the_play_that_leaves_one(lang: str) -> None:
    move, text = _hint(_pos(hands=["5h 9c", "2c 3c Kd"], discard="5s 7h"))
    assert move.carte and carte_word() in text


def test_only_an_eight_names_a_suit(lang: str) -> None:
    move, text = _hint(
        _pos(hands=["8d 2c 3c", "2d 3d 4d"], discard="5s 7h", stock="2h 3h 4h 5c 6c 7c 9c 10c")
    )
    assert move.card == huit.parse_card("8d") and move.suit is not None
    assert suit_name(move.suit) in text


def test_the_penalty_is_drawn_without_an_ace(lang: str) -> None:
    move, text = _hint(_pos(hands=["Kd 9c", "2c 3c"], discard="As", penalty=4))
    assert move.kind is huit.MoveKind.DRAW and "4" in text
