"""The house rules in words (RULES.md H7): the move log, the prompt, the refusals and the
hint say what a joker, a reverse, "no 8 on an 8" and "no going out on an 8" do, in every
language the game speaks, from crafted positions (Part D, with "rules")."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import huit_table_kit as kit
import pytest

from game.rules import huit
from game.rules.huit import events as ev
from game.rules.huit.cards import JACK, Suit
from game.ui.huit import reasons, words
from game.ui.huit.hints import explain, hint
from game.ui.huit.words import card_name, log_line, log_lines, prompt, suit_name
from game.ui.shell import i18n

MakeApp = Callable[..., Any]
C = huit.parse_card
JOKER = huit.JOKER
ALL = list(huit.HOUSE_RULES)


@pytest.fixture(params=("en", "fr", "nl"))
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language("en")


def _state(rules: list[str], **kw: object) -> huit.State:
    base: dict[str, object] = {
        "game": "huit",
        "decks": 1,
        "hands": ["5h 9c Kd", "2c 3c 4d", "6s 7d 9h"],
        "stock": "2d 9d 4s 5c 6c 10d Qc",
        "discard": "5s 7h",
        "suit": None,
        "turn": 0,
        "phase": "play",
        "drawn": None,
        "penalty": 0,
        "unannounced": None,
        "rules": rules,
    }
    base.update(kw)
    return huit.parse_position(json.dumps(base))


def _names() -> list[str]:
    return [i18n.tr("seat.you"), "Ada", "Bruno"]


def _lines(state: huit.State, move: str, names: list[str] | None = None) -> list[str]:
    after, events = huit.apply_move(state, huit.parse_move(move))
    return log_lines(events, names or _names(), top=state.top)


def _clean(text: str) -> None:
    assert text and "huit." not in text and "{" not in text and "}" not in text, text


def _prompt(state: huit.State, seat: int = 0) -> str:
    return prompt(huit.observe(state, seat), huit.legal_moves(state), seat, names=_names())


# -- the move log --------------------------------------------------------------------------


def test_h7_1_a_joker_is_logged_with_its_suit_and_its_penalty(lang: str) -> None:
    state = _state(["jokers"], hands=["X 9c Kd", "2c 3c 4d", "6s 7d 9h"])
    lines = _lines(state, "X h")
    assert lines == [
        i18n.tr("huit.log.plays.you", card=i18n.tr("huit.card.joker")),
        i18n.tr("huit.log.asks.you", suit=suit_name(Suit.HEARTS)),
        i18n.trn("huit.log.penalty_joker", 4, name="Ada"),
    ]
    assert i18n.tr("huit.card.joker") in lines[0] and "4" in lines[2]
    if lang == "en":
        assert lines == [
            "You play a joker",
            "You ask for hearts",
            "Ada must draw 4 cards or play a joker",
        ]


def test_h7_1_a_joker_penalty_drawn_is_logged_as_the_jokers(lang: str) -> None:
    state = _state(["jokers"], discard="5s X X", suit="h", penalty=8, turn=1)
    lines = _lines(state, "draw")
    assert lines[-1] == i18n.trn("huit.log.penalty_drawn_joker", 7, name="Ada") or lines[
        -1
    ] == i18n.trn("huit.log.penalty_drawn_joker", 8, name="Ada")
    if lang == "en":
        assert "joker penalty" in lines[-1]
    # The same draw without the joker on top told: any penalty's words.
    plain = log_line(ev.PenaltyDrawn(1, 8), _names())
    assert plain == i18n.trn("huit.log.penalty_drawn", 8, name="Ada")


def test_h7_1_a_joker_answered_by_a_joker_grows_the_joker_penalty(lang: str) -> None:
    state = _state(
        ["jokers"], hands=["5h", "X 3c 4d", "6s"], discard="5s X", suit="h", penalty=4, turn=1
    )
    lines = _lines(state, "X s")
    assert lines[-1] == i18n.trn("huit.log.penalty_joker", 8, name="Bruno")


def test_h7_1_an_aces_penalty_keeps_its_words(lang: str) -> None:
    state = _state(["jokers"], hands=["Ah 9c Kd", "2c 3c 4d", "6s 7d 9h"], discard="5s 5h")
    assert _lines(state, "Ah")[-1] == i18n.trn("huit.log.penalty", 2, name="Ada")


def test_h7_2_a_jack_turns_play_around_in_the_log(lang: str) -> None:
    state = _state(["jack_reverses"], hands=["Jh 9c Kd", "2c 3c 4d", "6s 7d Js"])
    first = _lines(state, "Jh")
    assert first == [
        i18n.tr("huit.log.plays.you", card=card_name(C("Jh"))),
        i18n.tr("huit.log.reversed.ccw"),
    ]
    after = huit.apply_move(state, huit.parse_move("Jh")).state
    assert after.direction == -1 and after.turn == 2  # the engine's truth the log tells
    back = _lines(after, "Js")
    assert back[-1] == i18n.tr("huit.log.reversed.cw")
    if lang == "en":
        assert first[-1] == "Reverse: play now goes anticlockwise"


def test_h7_2_with_two_players_the_jack_is_logged_as_a_7(lang: str) -> None:
    state = _state(["jack_reverses"], hands=["Jh 9c Kd", "2c 3c 4d"])
    names = [i18n.tr("seat.you"), "Ada"]
    lines = _lines(state, "Jh", names)
    assert lines[1] == i18n.tr("huit.log.reversed.two")
    assert lines[2] == i18n.tr("huit.log.skipped", name="Ada")


def test_h7_a_random_round_under_every_rule_always_has_words(lang: str) -> None:
    names = _names()
    for seed in range(4):
        state = huit.new_game(3, seed, rules=ALL)
        rng = random.Random(seed)
        while not state.is_over:
            legal = huit.legal_moves(state)
            _clean(prompt(huit.observe(state, 0), legal, 0, names=names))
            top = state.top
            state, events = huit.apply_move(state, rng.choice(legal))
            for line in log_lines(events, names, top=top):
                _clean(line)


def test_h7_the_rules_line_names_the_rules_in_force(lang: str) -> None:
    assert words.rules_line(()) is None
    line = words.rules_line(("jokers", "seven_cards"))
    assert line is not None
    assert (
        i18n.tr("huit.log.house.jokers") in line and i18n.tr("huit.log.house.seven_cards") in line
    )
    every = words.rules_line(huit.HOUSE_RULES)
    assert every is not None
    for name in huit.HOUSE_RULES:
        assert i18n.tr(words.HOUSE_KEYS[name]) in every
    if lang == "en":
        assert line == "House rules: two jokers a deck and seven cards each"


def test_h7_the_rules_in_force_head_the_log_once(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3))
    scene = kit.table(app)
    state = _state(["jokers", "jack_reverses"])
    kit.put(scene, state)
    kit.put(scene, state)  # laid out again: its opening is replaced, never doubled
    headings = [line.text for line in scene.log.lines if line.seat is None]
    assert headings == [
        "Round 1 · first to 500",
        "House rules: two jokers a deck and jacks reverse",
    ]


def test_h7_the_book_rules_add_nothing_to_the_log(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3))
    scene = kit.table(app)
    kit.put(scene, _state([]))
    assert [line.text for line in scene.log.lines] == ["Round 1 · first to 500"]


def test_h7_1_the_table_logs_a_joker_and_its_penalty(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3))
    scene = kit.table(app)
    kit.put(scene, _state(["jokers"], hands=["X 9c Kd", "2c 3c 4d", "6s 7d 9h"]))
    scene.human_move(huit.parse_move("X h"))
    scene.director.finish_all()  # shown, not drawn: the joker face is tested at the table
    texts = [line.text for line in scene.log.lines]
    assert "You play a joker" in texts and "You ask for hearts" in texts
    penalty = next(line for line in scene.log.lines if line.text.endswith("or play a joker"))
    assert penalty.text == "Ada must draw 4 cards or play a joker"
    # The joker's player's line, in red: not a heading (gold) like "Round 1".
    assert penalty.seat == 0 and penalty.attack


# -- bubbles -------------------------------------------------------------------------------


def test_h7_the_bubbles_say_reverse_and_the_jokers_penalty(lang: str) -> None:
    assert words.bubble(ev.Reversed(0, -1)) == i18n.tr("huit.say.reverse")
    joker = words.bubble(ev.PenaltyGrows(1, 4), top=JOKER)
    ace = words.bubble(ev.PenaltyGrows(1, 2), top=C("Ah"))
    assert joker == i18n.tr("huit.say.joker_penalty", n=4) and "4" in joker
    assert ace == i18n.tr("huit.say.penalty", n=2)
    if lang == "fr":
        assert joker == "Joker\u202f! Pioche 4\u202f!"
    if lang == "nl":
        assert joker == "Joker! 4 pakken!"


# -- the prompt ----------------------------------------------------------------------------


def test_h7_1_under_a_joker_penalty_the_prompt_says_play_a_joker_or_draw(lang: str) -> None:
    with_joker = _state(["jokers"], hands=["X 9c", "2c 3c"], discard="5s X", suit="h", penalty=4)
    assert _prompt(with_joker) == i18n.trn("huit.prompt.answer_joker", 4)
    without = _state(["jokers"], hands=["Ah 9c", "2c 3c"], discard="5s X", suit="h", penalty=4)
    assert _prompt(without) == i18n.trn("huit.prompt.draw_joker_penalty", 4)
    if lang == "en":
        assert _prompt(with_joker) == "Answer the joker: play a joker or draw 4"


def test_h7_1_under_an_ace_penalty_a_joker_does_not_answer(lang: str) -> None:
    state = _state(["jokers"], hands=["X 9c", "2c 3c"], discard="5s Ah", penalty=2)
    assert _prompt(state) == i18n.trn("huit.prompt.draw_penalty", 2)


def test_h7_1_only_a_joker_fits(lang: str) -> None:
    state = _state(["jokers"], hands=["X 9c", "2c 3c"], discard="5s 7h")
    assert i18n.tr("huit.prompt.only_joker") in _prompt(state)
    both = _state(["jokers"], hands=["X 8c Kd", "2c 3c"], discard="5s 7h")
    assert _prompt(both) == i18n.tr("huit.prompt.only_eight_joker")


def test_h7_3_after_an_8_the_prompt_does_not_offer_an_8(lang: str) -> None:
    state = _state(["no_eight_on_eight"], hands=["9h 8h Kd", "2c"], discard="5s 8s", suit="h")
    assert _prompt(state) == i18n.tr("huit.prompt.asked_no_eight", suit=suit_name(Suit.HEARTS))
    jokers = _state(
        ["jokers", "no_eight_on_eight"], hands=["9h 8h Kd", "2c"], discard="8s", suit="h"
    )
    assert _prompt(jokers) == i18n.tr(
        "huit.prompt.asked_no_eight_joker", suit=suit_name(Suit.HEARTS)
    )
    after_joker = _state(
        ["jokers", "no_eight_on_eight"], hands=["9h 8h Kd", "2c"], discard="8s X", suit="h"
    )
    assert _prompt(after_joker) == i18n.tr("huit.prompt.asked_joker", suit=suit_name(Suit.HEARTS))


def test_h7_4_a_last_8_may_not_go_out_so_the_prompt_says_draw(lang: str) -> None:
    state = _state(["no_finish_on_eight"], hands=["8h", "2c 3c"], discard="5s 5h")
    assert _prompt(state) == i18n.tr("huit.prompt.last_barred", card=card_name(C("8h")))
    nothing = _state(["no_finish_on_eight"], hands=["8h", "2c 3c"], stock="", discard="5h")
    assert _prompt(nothing) == i18n.tr("huit.prompt.last_barred_pass", card=card_name(C("8h")))
    joker = _state(["jokers", "no_finish_on_eight"], hands=["X", "2c 3c"], discard="5s 5h")
    assert card_name(JOKER) in _prompt(joker)
    if lang == "en":
        assert _prompt(state) == "Your last card, the 8 of hearts, may not go out: draw a card"


def test_h7_2_the_prompt_says_when_play_goes_anticlockwise(lang: str) -> None:
    state = _state(["jack_reverses"], direction=-1)
    assert _prompt(state) == i18n.tr(
        "huit.prompt.reversed", then=i18n.tr("huit.prompt.play_or_draw")
    )
    clockwise = _state(["jack_reverses"])
    assert _prompt(clockwise) == i18n.tr("huit.prompt.play_or_draw")
    two = _state(["jack_reverses"], hands=["5h 9c Kd", "2c 3c"], direction=-1)
    assert _prompt(two) == i18n.tr("huit.prompt.play_or_draw")  # two players: no way round


# -- refusals ------------------------------------------------------------------------------


def _refused(state: huit.State, move: huit.Move) -> huit.IllegalMove:
    with pytest.raises(huit.IllegalMove) as caught:
        huit.apply_move(state, move)
    return caught.value


def test_h7_3_an_8_on_an_8_is_refused_with_its_reason(lang: str) -> None:
    state = _state(["no_eight_on_eight"], hands=["8h 9c", "2c"], discard="5s 8s", suit="s")
    err = _refused(state, huit.Move.play(C("8h"), suit=Suit.HEARTS))
    assert err.code == "eight_on_eight"
    said = reasons.refusal(err)
    assert said == i18n.tr(
        "huit.reason.eight_on_eight", card=card_name(C("8h")), top=card_name(C("8s"))
    )
    if lang == "en":
        assert said == "No 8 on an 8 (house rule): the 8 of hearts may not go on the 8 of spades"


def test_h7_4_a_last_8_is_refused_with_its_reason(lang: str) -> None:
    state = _state(["no_finish_on_eight"], hands=["8h", "2c"], discard="5s 5h")
    err = _refused(state, huit.Move.play(C("8h"), suit=Suit.HEARTS))
    assert err.code == "last_card_eight"
    assert reasons.refusal(err) == i18n.tr("huit.reason.last_card_eight", card=card_name(C("8h")))
    joker = _state(["jokers", "no_finish_on_eight"], hands=["X", "2c"], discard="5s 5h")
    err = _refused(joker, huit.Move.play(JOKER, suit=Suit.HEARTS))
    assert card_name(JOKER) in reasons.refusal(err)


def test_h7_1_only_a_joker_under_a_joker_and_no_joker_under_an_ace(lang: str) -> None:
    state = _state(["jokers"], hands=["Ah 9c X", "2c"], discard="5s X", suit="h", penalty=4)
    err = _refused(state, huit.Move.play(C("Ah")))
    assert err.code == "must_answer_joker_penalty"
    assert reasons.refusal(err) == i18n.trn("huit.reason.must_answer_joker_penalty", 4)
    ace = _state(["jokers"], hands=["Ah 9c X", "2c"], discard="5s As", penalty=2)
    err = _refused(ace, huit.Move.play(JOKER, suit=Suit.CLUBS))
    assert err.code == "joker_under_ace_penalty"
    assert reasons.refusal(err) == i18n.trn("huit.reason.joker_under_ace_penalty", 2)


def test_h7_the_table_shows_the_refusal_of_a_last_8(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(scene, _state(["no_finish_on_eight"], hands=["8h", "2c 3c"], discard="5s 5h"))
    kit.click(kit.card_pos(scene, C("8h")))
    kit.frames(app, 1)
    assert scene.note is not None and scene.note.tone == "refusal"
    assert scene.note.text == i18n.tr("huit.reason.last_card_eight", card=card_name(C("8h")))
    assert scene.state.turn == 0 and scene.controls.choosing is None


# -- the hint ------------------------------------------------------------------------------


def _hint(state: huit.State, names: list[str] | None = None) -> tuple[huit.Move, str]:
    return hint(
        huit.observe(state, state.turn), huit.legal_moves(state), random.Random(1), names=names
    )


def test_h7_1_a_joker_penalty_without_a_joker_is_drawn(lang: str) -> None:
    move, text = _hint(
        _state(["jokers"], hands=["Ah 9c", "2c"], discard="5s X", suit="h", penalty=4)
    )
    assert move.kind is huit.MoveKind.DRAW
    assert text == i18n.trn("huit.hint.draw_joker_penalty", 4)


def test_h7_1_a_joker_does_not_answer_an_ace_and_the_hint_says_so(lang: str) -> None:
    move, text = _hint(_state(["jokers"], hands=["X 9c", "2c"], discard="5s As", penalty=2))
    assert move.kind is huit.MoveKind.DRAW
    assert text == i18n.trn("huit.hint.draw_penalty_not_joker", 2)


def test_h7_4_the_hint_says_why_a_last_8_is_drawn_on(lang: str) -> None:
    move, text = _hint(_state(["no_finish_on_eight"], hands=["8h", "2c 3c"], discard="5s 5h"))
    assert move.kind is huit.MoveKind.DRAW
    assert text == i18n.tr("huit.hint.draw_last_barred", card=card_name(C("8h")))


def test_h7_3_the_hint_says_why_an_8_stays_off_an_8(lang: str) -> None:
    move, text = _hint(
        _state(["no_eight_on_eight"], hands=["8h 9c", "2c"], discard="5s 8s", suit="d")
    )
    assert move.kind is huit.MoveKind.DRAW
    assert text == i18n.tr("huit.hint.draw_no_eight_on_eight")


def _explained(state: huit.State, move: str, names: list[str] | None = None) -> str:
    legal = huit.legal_moves(state)
    chosen = huit.parse_move(move)
    assert chosen in legal
    return explain(huit.observe(state, state.turn), legal, chosen, names)


def test_h7_1_a_joker_is_explained_with_its_suit_and_its_penalty(lang: str) -> None:
    state = _state(["jokers"], hands=["X 9c Kd 4c", "2c 3c 4d 5d 6d", "6s 7d 9h"])
    text = _explained(state, "X c", _names())
    assert suit_name(Suit.CLUBS) in text
    assert i18n.tr("huit.hint.why.joker", name="Ada") in text
    close = _state(["jokers"], hands=["X 9c Kd 4c", "2c 3c", "6s 7d 9h"])
    assert i18n.trn("huit.hint.why.joker_close", 2, name="Ada") in _explained(
        close, "X c", _names()
    )
    if lang == "en":
        assert text == (
            "Hint: play a joker and ask for clubs — your joker makes Ada draw 4 unless they "
            "hold a joker, and you hold 2 cards in clubs"
        )


def test_h7_1_a_joker_answering_a_joker_passes_the_penalty_on(lang: str) -> None:
    state = _state(["jokers"], hands=["X 9c", "2c 3c", "6s"], discard="5s X", suit="h", penalty=4)
    text = _explained(state, "X s", _names())
    assert i18n.trn("huit.hint.why.answer_joker", 8, name="Ada") in text


def test_h7_1_a_joker_is_kept_for_later(lang: str) -> None:
    state = _state(["jokers"], hands=["X 5h 9c Kd", "2c 3c 4d", "6s 7d 9h"])
    assert i18n.tr("huit.hint.why.keep_joker") in _explained(state, "5h", _names())


def test_h7_4_an_8_goes_before_the_last_card(lang: str) -> None:
    """H7.4: an 8 may not be the last card, so with two cards left it goes first."""
    state = _state(["no_finish_on_eight"], hands=["8d 5h", "2c 3c 4d", "6s 7d 9h"])
    text = _explained(state, "8d h !", _names())
    assert i18n.tr("huit.hint.why.eight_before_last") in text
    jokers = _state(["jokers", "no_finish_on_eight"], hands=["X 5h", "2c 3c 4d", "6s 7d 9h"])
    said = _explained(jokers, "X h !", _names())
    assert i18n.tr("huit.hint.why.joker_before_last", name="Ada") in said
    # Left last, the 8 would strand the player: said so.
    kept = _explained(state, "5h !", _names())
    assert i18n.tr("huit.hint.why.then_barred", card=card_name(C("8d"))) in kept


def test_h7_2_a_jack_says_where_play_turns(lang: str) -> None:
    names = ["Ana", "Ada", "Bruno"]
    state = _state(["jack_reverses"], hands=["Jh 5h 9c", "2c 3c 4d 5d", "6s 7d 9h"])
    assert i18n.tr("huit.hint.why.jack_reverse", name="Bruno") in _explained(state, "Jh", names)
    close = _state(["jack_reverses"], hands=["Jh 5h 9c", "2c 3c", "6s 7d 9h"])
    assert i18n.trn("huit.hint.why.jack_away", 2, name="Ada") in _explained(close, "Jh", names)
    # Play already going the other way: the jack turns it back towards Ada.
    back = _state(["jack_reverses"], hands=["Jh 5h 9c", "2c 3c 4d 5d", "6s 7d 9h"], direction=-1)
    assert i18n.tr("huit.hint.why.jack_reverse", name="Ada") in _explained(back, "Jh", names)
    two = _state(["jack_reverses"], hands=["Jh 5h 9c", "2c 3c 4d 5d"])
    assert i18n.tr("huit.hint.why.jack_two") in _explained(two, "Jh", names[:2])


def test_h7_2_an_ace_against_a_reversed_direction_names_the_right_player(lang: str) -> None:
    """H7.2: the player an ace hits is the next one in the direction of play."""
    state = _state(["jack_reverses"], hands=["Ah 9c Kd", "2c 3c 4d", "6s 7d 9h"], direction=-1)
    assert i18n.tr("huit.hint.why.ace", name="Bruno") in _explained(state, "Ah", _names())


def test_h7_1_every_joker_the_hint_could_play_is_explained(lang: str) -> None:
    """Whatever joker play the hint's bot picks, its words name the suit and what the joker
    does: every legal joker play of random rounds under jokers is explained."""
    seen = 0
    for seed in range(12):
        state = huit.new_game(3, seed, rules=["jokers", "no_finish_on_eight"])
        rng = random.Random(seed)
        while not state.is_over:
            obs = huit.observe(state, state.turn)
            legal = huit.legal_moves(state)
            for move in legal:
                if move.card is not None and move.card.is_joker:
                    seen += 1
                    text = explain(obs, legal, move, _names())
                    _clean(text)
                    assert move.suit is not None and suit_name(move.suit) in text
                    assert "4" in text or str(obs.penalty + 4) in text, text
            state = huit.apply_move(state, rng.choice(legal)).state
    assert seen >= 20


def test_h7_2_the_hint_explains_the_bots_jacks(lang: str) -> None:
    """The hint's bot playing random rounds under jack_reverses: a jack's reason names the
    player the jack turns play to, or away from."""
    seen = 0
    names = ["Ana", "Ada", "Bruno"]
    for seed in range(30):
        state = huit.new_game(3, seed, rules=["jack_reverses"])
        rng = random.Random(seed)
        while not state.is_over:
            obs = huit.observe(state, state.turn)
            legal = huit.legal_moves(state)
            move, text = hint(obs, legal, random.Random(0), names=names)
            card = move.card
            if (
                card is not None
                and card.rank == JACK
                and obs.penalty == 0
                and obs.phase is huit.Phase.PLAY
                and len(obs.hand) > 1
            ):
                seen += 1
                others = [n for k, n in enumerate(names) if k != obs.seat]
                assert any(n in text for n in others), text
            state = huit.apply_move(state, rng.choice(legal)).state
    assert seen >= 3
