"""Huit américain in words (RULES.md Part B): card names, bubbles, log lines, prompts and
refusals, in every language the game speaks."""

from __future__ import annotations

import random
import re
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.rules import huit
from game.rules.huit import events as ev
from game.rules.huit.cards import Suit
from game.ui.huit import reasons, words
from game.ui.huit.words import bubble, card_name, key_help, log_line, prompt, suit_name
from game.ui.shell import i18n

LANGS = ("en", "fr", "nl")
C = huit.parse_card
SAMPLES: list[ev.Event] = [
    ev.CardPlayed(1, C("8h"), ev.Source.HAND),
    ev.CardPlayed(0, C("Qs"), ev.Source.DRAWN),
    ev.SuitAsked(1, Suit.HEARTS),
    ev.Skipped(2),
    ev.Reversed(1, -1),
    ev.PlayAgain(0),
    ev.PenaltyGrows(2, 4),
    ev.PenaltyDrawn(2, 4),
    ev.PenaltyDrawn(1, 1),
    ev.CardDrawn(0),
    ev.DrawnKept(1),
    ev.Passed(2),
    ev.StockRefilled(17),
    ev.CarteSaid(1),
    ev.CarteForgotten(0),
    ev.CarteCalled(1, 0, 2),
    ev.CarteCalled(0, 2, 2),
    ev.CarteCalled(2, 1, 1),
    ev.WentRoundInCircles(1, 0),
    ev.RoundOver(1, (30, 0, 85), (0, 115, 0)),
]


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language("en")


def _names() -> list[str]:
    return [i18n.tr("seat.you"), "Ada", "Bruno"]


def _clean(text: str) -> None:
    assert text and "huit." not in text and "{" not in text and "}" not in text, text


def test_every_event_type_has_a_sample() -> None:
    kinds = set(typing.get_args(ev.Event))
    assert {type(e) for e in SAMPLES} == kinds


def test_every_event_has_a_log_line_in_every_language(lang: str) -> None:
    for e in SAMPLES:
        line = log_line(e, _names())
        assert line is not None, e
        _clean(line)


def test_log_lines_name_the_player_and_speak_to_you(lang: str) -> None:
    you = log_line(ev.CardDrawn(0), _names())
    ada = log_line(ev.CardDrawn(1), _names())
    assert you is not None and ada is not None
    assert "Ada" in ada and "Ada" not in you and you != ada
    called = log_line(ev.CarteCalled(1, 2, 2), _names())
    assert called is not None and "Ada" in called and "Bruno" in called and "2" in called
    over = log_line(ev.RoundOver(1, (30, 0, 85), (0, 115, 0)), _names())
    assert over is not None and "115" in over and "Ada" in over


def test_log_lines_are_translated() -> None:
    seen = {}
    try:
        for code in LANGS:
            i18n.set_language(code)
            seen[code] = [log_line(e, _names()) for e in SAMPLES]
    finally:
        i18n.set_language("en")
    for a, b in zip(seen["en"], seen["fr"], strict=True):
        assert a != b
    for a, b in zip(seen["en"], seen["nl"], strict=True):
        assert a != b


def test_bubbles_where_due(lang: str) -> None:
    """H4: the 8 names the suit, the 7 skips, the 10 plays again, the ace's "+n"; H5 "Carte !"
    said and called; a pass. A card played, a draw or a refill say nothing."""
    for e in SAMPLES:
        text = bubble(e)
        if isinstance(e, words.SPOKEN):
            assert text is not None, e
            _clean(text)
        else:
            assert text is None, e
    suit = bubble(ev.SuitAsked(0, Suit.HEARTS))
    assert suit is not None and suit_name(Suit.HEARTS) in suit
    assert "+4" in (bubble(ev.PenaltyGrows(1, 4)) or "")


@pytest.mark.parametrize(("code", "card", "expected"), [
    ("en", "8h", "the 8 of hearts"), ("fr", "8h", "le 8 de cœur"), ("nl", "8h", "harten 8"),
    ("en", "Qs", "the queen of spades"), ("fr", "Qs", "la dame de pique"),
    ("nl", "Qs", "schoppen vrouw"), ("fr", "Ac", "l’as de trèfle"), ("nl", "Jc", "klaveren boer"),
    ("nl", "Kd", "ruiten heer"), ("fr", "10d", "le 10 de carreau"), ("nl", "Ah", "harten aas"),
    ("en", "Ad", "the ace of diamonds"),
])  # fmt: skip
def test_cards_are_named_as_natives_say_them(code: str, card: str, expected: str) -> None:
    i18n.set_language(code)
    try:
        assert card_name(C(card)) == expected
    finally:
        i18n.set_language("en")


def _obs(text: str, seat: int = 0) -> tuple[huit.Observation, list[huit.Move]]:
    state = huit.parse_position(text)
    return huit.observe(state, seat), huit.legal_moves(state)


def _pos(**kw: object) -> str:
    import json

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
    return json.dumps(base)


def test_prompts_tell_the_player_what_to_do(lang: str) -> None:
    tr = i18n.tr
    obs, legal = _obs(_pos())
    assert prompt(obs, legal, 0) == tr("huit.prompt.play_or_draw")
    assert prompt(obs, legal, 1, names=["Ada", "Bo"]) == tr("huit.prompt.turn", name="Ada")
    assert prompt(obs, legal, None) == tr("huit.prompt.turn", name=tr("huit.seat", n=1))
    obs, legal = _obs(_pos(hands=["Kd 9c", "2c 3c"], discard="5s"))
    assert prompt(obs, legal, 0) == tr("huit.prompt.draw")
    obs, legal = _obs(_pos(hands=["Ah 9c", "2c 3c"], discard="As", penalty=2))
    assert prompt(obs, legal, 0) == i18n.trn("huit.prompt.answer_ace", 2)
    obs, legal = _obs(_pos(hands=["Kd 9c", "2c 3c"], discard="As", penalty=4))
    assert prompt(obs, legal, 0) == i18n.trn("huit.prompt.draw_penalty", 4)
    obs, legal = _obs(_pos(hands=["5h 9c Kd", "2c 3c"], discard="10h", phase="again"))
    assert prompt(obs, legal, 0) == tr("huit.prompt.again")
    obs, legal = _obs(_pos(hands=["5h 9c Kd", "2c 3c"], discard="5s", phase="drawn", drawn="5h"))
    assert prompt(obs, legal, 0) == tr("huit.prompt.drawn_fits", card=card_name(C("5h")))
    obs, legal = _obs(_pos(hands=["9c 8h Kd", "2c 3c"], discard="8s", suit="h"))
    assert prompt(obs, legal, 0) == tr("huit.prompt.asked", suit=suit_name(Suit.HEARTS))
    assert prompt(obs, legal, 0, naming_suit=True) == tr("huit.prompt.name_suit")


def test_the_prompt_reminds_carte_and_the_call(lang: str) -> None:
    """H5.1: a play that leaves one card is said with "Carte !"; a forgotten one is called."""
    obs, legal = _obs(_pos(hands=["5h 9c", "2c 3c"]))
    assert words.carte_word() in prompt(obs, legal, 0)
    obs, legal = _obs(_pos(hands=["5h 9c Kd", "2c"], unannounced=1))
    text = prompt(obs, legal, 0, names=["You", "Ada"])
    assert "Ada" in text and words.carte_word() in text


def test_key_help_names_the_keys(lang: str) -> None:
    text = key_help()
    for key in (
        "Enter" if lang != "fr" else "Entrée",
        " D ",
        " K ",
        " C ",
        "1–4",
        " H ",
        " L ",
        "F1",
        "Esc" if lang != "fr" else "Échap",
    ):
        assert key in text, key


# -- refusals ---------------------------------------------------------------------------

EXPLAIN = Path(__file__).parents[3] / "game/rules/huit/explain.py"


def test_every_refusal_code_has_text() -> None:
    codes = set(re.findall(r'_no\(\s*"(\w+)"', EXPLAIN.read_text(encoding="utf-8")))
    codes.add("not_a_card")  # play.apply_move's, for a move that names no card
    assert len(codes) >= 15
    assert codes <= set(reasons.KEYS), codes - set(reasons.KEYS)


REFUSED = [  # (position, move): one for every code the engine gives
    (_pos(phase="over", winner=0, points=[0, 5], hands=["", "2c 3c"]), "draw"),
    (_pos(), "call"),
    (_pos(hands=["5h", "2c 3c"], unannounced=0), "call"),  # one's own (H4.3: after a 7)
    (_pos(phase="drawn", drawn="5h"), "draw"),
    (_pos(hands=["5h 9c Kd", "2c 3c"], discard="10h", phase="again"), "draw"),
    (_pos(stock="", discard="5s"), "draw"),
    (_pos(hands=["Ah 9c", "2c 3c"], discard="As", penalty=2), "pass"),
    (_pos(hands=["Ah 9c", "2c 3c"], discard="As", penalty=2), "9c"),
    (_pos(), "pass"),
    (_pos(), "Qh"),
    (_pos(phase="drawn", drawn="Kd"), "5h"),  # the card drawn does not fit: keep it
    (_pos(phase="drawn", drawn="5h"), "Kd"),  # it fits: only it may be played
    (_pos(hands=["8h 9c", "2c 3c"]), "8h"),
    (_pos(), "5h s"),
    (_pos(hands=["9c 8h Kd", "2c 3c"], discard="8s", suit="h"), "9c"),
    (_pos(), "Kd"),
    (_pos(), "5h !"),
    # The house rules' (H7.3, H7.4, H7.1).
    (
        _pos(rules=["no_eight_on_eight"], hands=["8h 9c", "2c 3c"], discard="5s 8s", suit="s"),
        "8h h",
    ),
    (_pos(rules=["no_finish_on_eight"], hands=["8h", "2c 3c"], discard="5h"), "8h s"),
    (_pos(rules=["jokers"], hands=["X 9c", "2c 3c"], discard="As", penalty=2), "X h"),
    (_pos(rules=["jokers"], hands=["Ah 9c", "2c 3c"], discard="5s X", suit="h", penalty=4), "Ah"),
]


def _refused(position: str, text: str) -> huit.IllegalMove:
    state = huit.parse_position(position)
    if text == "8h":
        move = huit.Move(huit.MoveKind.PLAY, C("8h"))
    elif text == "5h s":
        move = huit.Move(huit.MoveKind.PLAY, C("5h"), Suit.SPADES)
    else:
        move = huit.parse_move(text)
    with pytest.raises(huit.IllegalMove) as caught:
        huit.apply_move(state, move)
    return caught.value


def test_refusals_cover_the_engine_and_are_translated(lang: str) -> None:
    codes = set()
    for position, text in REFUSED:
        err = _refused(position, text)
        codes.add(err.code)
        said = reasons.refusal(err)
        _clean(said)
        if lang != "en":
            assert said != err.reason
    assert codes >= set(reasons.KEYS) - {"not_allowed", "not_a_card"}, codes


def test_a_refusal_names_cards_in_the_players_words(lang: str) -> None:
    err = _refused(_pos(), "Kd")
    said = reasons.refusal(err)
    assert card_name(C("Kd")) in said and card_name(C("7h")) in said
    err = _refused(_pos(hands=["9c 8h Kd", "2c 3c"], discard="8s", suit="h"), "9c")
    assert suit_name(Suit.HEARTS) in reasons.refusal(err)


def test_a_call_of_ones_own_carte_is_told_apart(lang: str) -> None:
    err = _refused(_pos(hands=["5h", "2c 3c"], unannounced=0), "call")
    assert reasons.refusal(err, me=0) == i18n.tr("huit.reason.call_own", carte=words.carte_word())
    assert reasons.refusal(err, me=1) == i18n.tr("huit.reason.call_first")


def test_an_unknown_code_falls_back_to_the_engines_words() -> None:
    err = _refused(_pos(), "Kd")
    err.code = "something_new"
    assert reasons.refusal(err) == err.reason


def test_random_rounds_always_have_words(lang: str) -> None:
    names = _names()
    for seed in range(6):
        state = huit.new_game(3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = huit.legal_moves(state)
            _clean(prompt(huit.observe(state, 0), legal, 0, names=names))
            state, events = huit.apply_move(state, rng.choice(legal))
            for e in events:
                line = log_line(e, names)
                assert line is not None
                _clean(line)
