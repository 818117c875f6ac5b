"""Huit américain is heard and said like 8½: each engine event has its effect and
the words its player says ("Carte !", "Je change en cœur !", "Tu passes ton tour !", the
penalty, the call), every clip named exists in every voice and language, and a round at the
table is heard from the events as they are animated (RULES.md H4, H5, H6). Under the house
rules a joker says "Joker ! Pioche quatre !" and then its suit, a jack "Changement de sens !"
(H7.1, H7.2)."""

from __future__ import annotations

import inspect
import json
import random
import threading
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.rules.huit import HOUSE_RULES, JOKER, apply_move, legal_moves, new_game
from game.rules.huit import events as ev
from game.rules.huit.cards import CARDS, Suit, parse_card
from game.store.settings import Settings
from game.ui.audio import Audio
from game.ui.audio.cues import Cue, speaker
from game.ui.audio.huit_cues import NOTHING_YET, cue_for, cues_for, joker_key, penalty_key
from game.ui.audio.players import VOICE_CHANNEL
from game.ui.audio.synth import Effect
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.shell.fonts import assets_dir
from game.ui.table.bot_runner import InlineExecutor

MakeApp = Callable[..., App]
VOICE = assets_dir() / "voice"
LANGUAGES = ("en", "fr", "nl")
SPEAKERS = ("p", "b1", "b2", "b3", "b4")

EVENTS: list[tuple[ev.Event, Cue]] = [
    (ev.CardPlayed(1, CARDS[0], ev.Source.HAND), Cue(Effect.PLAY)),
    (ev.SuitAsked(2, Suit.HEARTS), Cue(None, "suit_h", 2)),  # H4: "Je change en cœur !"
    (ev.SuitAsked(0, Suit.CLUBS), Cue(None, "suit_c", 0)),
    (ev.Skipped(2), Cue(None, "skip", 1)),  # said by the 7's player, to the one skipped
    (ev.PlayAgain(3), Cue(None, "again", 3)),  # H4.1
    (ev.PenaltyGrows(2, 2), Cue(Effect.ATTACK, "penalty_2", 1)),  # H4: 2, 4, 6...
    (ev.PenaltyGrows(3, 6), Cue(Effect.ATTACK, "penalty_6", 1)),
    (ev.PenaltyDrawn(2, 4), Cue(Effect.SWEEP)),  # an ace's or a joker's (H7.1): seen, not said
    (ev.Reversed(2, -1), Cue(None, "reverse", 2)),  # H7.2, said by the jack's player
    (ev.CardDrawn(1), Cue(Effect.DRAW, "draw", 1)),
    (ev.DrawnKept(1), Cue()),
    (ev.Passed(1), Cue()),
    (ev.StockRefilled(30), Cue(Effect.DEAL)),
    (ev.CarteSaid(2), Cue(None, "carte", 2)),  # H5
    (ev.CarteForgotten(2), Cue()),  # forgetting is silent: that is the point
    (ev.CarteCalled(3, 2, 2), Cue(Effect.ATTACK, "call", 3)),  # H5.1, said by the caller
    (ev.WentRoundInCircles(0, 1), Cue()),  # H6.2: the table says it; RoundOver sounds
    (ev.RoundOver(0, (0, 25), (25, 0)), Cue(Effect.WIN, "win", 0)),
    (ev.RoundOver(1, (25, 0), (0, 25)), Cue(Effect.LOSE, "win", 1)),
]


@pytest.mark.parametrize(("event", "cue"), EVENTS, ids=lambda x: type(x).__name__)
def test_each_huit_event_has_its_effect_and_words(event: ev.Event, cue: Cue) -> None:
    assert cue_for(event, human=0, last_mover=1) == cue


def test_every_huit_event_kind_is_in_the_table_above() -> None:
    kinds = {
        cls
        for _, cls in inspect.getmembers(ev, inspect.isclass)
        if cls.__module__ == ev.__name__ and cls is not ev.Source
    }
    assert kinds == {type(e) for e, _ in EVENTS}


def test_a_moves_words_are_known_before_it_is_shown_H4() -> None:
    """Read ahead as a move is queued: a skip or a penalty is said by whoever played the 7
    or the ace just before it in the move, not by who moved last on the table."""
    seven, ace = parse_card("7h"), parse_card("As")
    move: list[ev.Event] = [ev.CardPlayed(2, seven, ev.Source.HAND), ev.Skipped(3)]
    assert [c.voice for c in cues_for(move, 0, last_mover=1)] == [None, "skip"]
    assert cues_for(move, 0, last_mover=1)[1].seat == 2
    chain: list[ev.Event] = [ev.CardPlayed(3, ace, ev.Source.HAND), ev.PenaltyGrows(4, 4)]
    assert cues_for(chain, 0, last_mover=2)[1] == Cue(Effect.ATTACK, "penalty_4", 3)
    assert cues_for([ev.Skipped(0)], 0, last_mover=4)[0].seat == 4  # nothing played before


def test_h4_a_chain_of_aces_past_eight_still_says_the_last_clip() -> None:
    assert [penalty_key(p) for p in (2, 4, 6, 8, 10, 12)] == [
        "penalty_2",
        "penalty_4",
        "penalty_6",
        "penalty_8",
        "penalty_8",
        "penalty_8",
    ]


JACK, ACE, EIGHT = parse_card("Jh"), parse_card("As"), parse_card("8d")


def joker_move(seat: int, suit: Suit, penalty: int) -> list[ev.Event]:
    """A joker played from the hand: the engine's events (H7.1)."""
    return [
        ev.CardPlayed(seat, JOKER, ev.Source.HAND),
        ev.SuitAsked(seat, suit),
        ev.PenaltyGrows(seat + 1, penalty),
    ]


def test_h7_1_a_joker_says_its_call_then_the_suit_it_names() -> None:
    """As a table says it: "Joker ! Pioche quatre !", then "Je change en cœur !", one
    announcement by the joker's player; the suit is not said before the card's call."""
    cues = cues_for(joker_move(1, Suit.HEARTS, 4), human=0, last_mover=0)
    assert cues == [Cue(Effect.PLAY), Cue(), Cue(Effect.ATTACK, "joker_4", 1, then="suit_h")]


def test_h7_1_jokers_stack_and_each_says_the_total() -> None:
    """4, 8, 12, 16: two decks hold four jokers; a longer chain cannot happen, and would
    still say the last clip."""
    for penalty, key in ((4, "joker_4"), (8, "joker_8"), (12, "joker_12"), (16, "joker_16")):
        cue = cues_for(joker_move(2, Suit.SPADES, penalty), 0)[-1]
        assert (cue.voice, cue.then, cue.seat) == (key, "suit_s", 2)
    assert joker_key(20) == "joker_16"


def test_h4_an_ace_penalty_of_four_is_still_an_aces_call() -> None:
    """The same penalty, 4, from a second ace: "Pioche quatre cartes !", no joker."""
    chain: list[ev.Event] = [ev.CardPlayed(3, ACE, ev.Source.HAND), ev.PenaltyGrows(4, 4)]
    assert cues_for(chain, 0)[-1] == Cue(Effect.ATTACK, "penalty_4", 3)


def test_h7_1_a_joker_with_carte_says_carte_then_its_call() -> None:
    """Its second-to-last card: "Carte !" is cut by the joker's call as by an ace's today."""
    move = joker_move(1, Suit.CLUBS, 8)
    move.insert(2, ev.CarteSaid(1))
    assert [(c.voice, c.then) for c in cues_for(move, 0)] == [
        (None, None),
        (None, None),
        ("carte", None),
        ("joker_8", "suit_c"),
    ]


def test_h7_1_a_joker_going_out_says_the_win() -> None:
    """The last card: no penalty follows (H6.1), the suit is moot, "J'ai gagné !" is said."""
    move = joker_move(2, Suit.DIAMONDS, 4)[:2] + [ev.RoundOver(2, (0, 5, 0), (0, 5, 0))]
    assert [c.voice for c in cues_for(move, 0)] == [None, None, "win"]


def test_an_eight_still_names_its_suit_at_once() -> None:
    move: list[ev.Event] = [ev.CardPlayed(1, EIGHT, ev.Source.HAND), ev.SuitAsked(1, Suit.HEARTS)]
    assert cues_for(move, 0)[-1] == Cue(None, "suit_h", 1)


def test_h7_2_a_jack_says_reverse_and_with_two_players_its_skip_follows() -> None:
    """Three players: "Changement de sens !". Two: the jack also works like a 7, and
    "Tu passes ton tour !" follows the reverse instead of cutting it."""
    three: list[ev.Event] = [ev.CardPlayed(1, JACK, ev.Source.HAND), ev.Reversed(1, -1)]
    assert cues_for(three, 0)[-1] == Cue(None, "reverse", 1)
    two: list[ev.Event] = [
        ev.CardPlayed(0, JACK, ev.Source.HAND),
        ev.Reversed(0, -1),
        ev.Skipped(1),
    ]
    assert [(c.voice, c.then, c.seat) for c in cues_for(two, 1)] == [
        (None, None, None),
        ("reverse", None, 0),
        (None, "skip", 0),
    ]
    seven: list[ev.Event] = [ev.CardPlayed(0, parse_card("7h"), ev.Source.HAND), ev.Skipped(1)]
    assert cues_for(seven, 1)[-1] == Cue(None, "skip", 0), "a 7 cuts as before"


def test_every_clip_the_huit_cues_name_exists_for_every_speaker_and_language() -> None:
    keys = (
        {c.voice for _, c in EVENTS if c.voice}
        | {f"suit_{s}" for s in "cdhs"}
        | {penalty_key(p) for p in range(2, 20, 2)}
        | {joker_key(p) for p in range(4, 24, 4)}
    )
    phrases = json.loads((VOICE / "phrases.json").read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        assert keys <= set(phrases[lang]), lang
        for who in SPEAKERS:
            missing = [k for k in keys if not (VOICE / lang / f"{who}-{k}.ogg").is_file()]
            assert not missing, (lang, who, missing)


def house_rule_rounds(players: int, seeds: range) -> list[list[ev.Event]]:
    """Whole seeded rounds with every house rule and two decks, each move's events."""
    moves: list[list[ev.Event]] = []
    for seed in seeds:
        state = new_game(players, seed, decks=2, rules=HOUSE_RULES)
        pick = random.Random(seed)
        while not state.is_over:
            state, events = apply_move(state, pick.choice(legal_moves(state)))
            moves.append(events)
    return moves


@pytest.mark.parametrize("players", [2, 4])
def test_h7_whole_rounds_say_only_clips_that_exist_and_every_joker_its_suit(
    players: int,
) -> None:
    """Rounds under every house rule (H7.6): what is read ahead per move is what is said
    event by event (the table's Audio carries the move so far across events); every key
    said is in every language; every joker's call names the suit it asked."""
    phrases = json.loads((VOICE / "phrases.json").read_text(encoding="utf-8"))
    moves = house_rule_rounds(players, range(6))
    so_far, said = NOTHING_YET, []
    jokers = reverses = 0
    for events in moves:
        ahead = cues_for(events, None)
        one_by_one = []
        for e in events:
            one_by_one.append(cue_for(e, None, None, so_far))
            so_far = so_far.after(e)
        assert [(c.voice, c.then) for c in ahead] == [(c.voice, c.then) for c in one_by_one]
        said += [k for c in ahead for k in (c.voice, c.then) if k]
        for e, cue in zip(events, ahead, strict=True):
            if isinstance(e, ev.PenaltyGrows) and cue.voice and cue.voice.startswith("joker"):
                asked = next(a for a in events if isinstance(a, ev.SuitAsked))
                assert cue.then == f"suit_{asked.suit.token}"
                jokers += 1
            reverses += isinstance(e, ev.Reversed)
    assert jokers and reverses, "the rounds played jokers and jacks"
    for lang in LANGUAGES:
        assert set(said) <= set(phrases[lang]), lang


@pytest.fixture
def mixer() -> Any:
    pygame.mixer.init()
    yield
    pygame.mixer.stop()  # not quit: closing the device while a channel ends can hang


def table_audio(language: str, **kw: Any) -> Audio:
    settings = Settings(language=language, **kw)
    return Audio(lambda: settings)


def hear(sound: Audio, events: list[ev.Event], human: int, last_mover: int) -> None:
    """The events handed over one by one as the table does: `last_mover` is whoever
    played the last card shown."""
    for e in events:
        sound.on_event(e, human, last_mover)
        if isinstance(e, ev.CardPlayed):
            last_mover = e.seat


@pytest.mark.parametrize("lang", LANGUAGES)
def test_h7_1_a_bot_says_joker_then_the_suit_once_the_call_has_ended(
    lang: str, mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    sound = table_audio(lang)
    busy = [True]  # whether the voice channel is still saying the last clip
    monkeypatch.setattr(sound.voice, "busy", lambda: busy[0])
    hear(sound, joker_move(1, Suit.HEARTS, 4), human=0, last_mover=0)
    assert sound.voice.last == (lang, "b1", "joker_4")
    assert sum(sound.voice.said.values()) == 1, "the suit waits for the call"
    sound.update(0.1)
    assert sound.voice.last == (lang, "b1", "joker_4")
    busy[0] = False  # the call has been said
    sound.update(0.1)
    assert sound.voice.last == (lang, "b1", "suit_h")
    sound.update(0.1)
    assert sum(sound.voice.said.values()) == 2, "said once"


def test_h7_1_the_next_announcement_cuts_the_joker_and_its_suit(
    mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    sound = table_audio("nl")
    monkeypatch.setattr(sound.voice, "busy", lambda: True)
    hear(sound, joker_move(2, Suit.CLUBS, 8), human=0, last_mover=1)
    sound.on_event(ev.CarteSaid(3), human=0, last_mover=2)
    monkeypatch.setattr(sound.voice, "busy", lambda: False)
    sound.update(0.1)
    assert sound.voice.last == ("nl", "b3", "carte")
    assert ("nl", "b2", "suit_c") not in sound.voice.said


def test_h7_1_muting_drops_the_suit_still_to_come(
    mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    sound = table_audio("fr")
    monkeypatch.setattr(sound.voice, "busy", lambda: True)
    hear(sound, joker_move(1, Suit.SPADES, 4), human=0, last_mover=0)
    sound.stop()
    monkeypatch.setattr(sound.voice, "busy", lambda: False)
    sound.update(0.1)
    assert list(sound.voice.said) == [("fr", "b1", "joker_4")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_h7_2_a_jack_is_said_and_with_two_players_its_skip_after_it(
    lang: str, mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    sound = table_audio(lang)
    busy = [True]
    monkeypatch.setattr(sound.voice, "busy", lambda: busy[0])
    jack: list[ev.Event] = [
        ev.CardPlayed(1, JACK, ev.Source.HAND),
        ev.Reversed(1, -1),
        ev.Skipped(0),
    ]
    hear(sound, jack, human=0, last_mover=0)
    assert sound.voice.last == (lang, "b1", "reverse")
    busy[0] = False
    sound.update(0.1)
    assert sound.voice.last == (lang, "b1", "skip")


def test_the_voice_is_busy_while_a_clip_is_said(mixer: None) -> None:
    sound = table_audio("en")
    assert not sound.voice.busy()
    sound.say(speaker(1), "joker_4")
    assert sound.voice.busy()
    pygame.mixer.Channel(VOICE_CHANNEL).stop()
    assert not sound.voice.busy()


def test_a_round_of_huit_at_the_table_is_heard_and_said_in_french(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[str] = []  # the thread each clip was decoded on
    real = pygame.mixer.Sound

    def sound(*args: Any, **kw: Any) -> pygame.mixer.Sound:
        if args and isinstance(args[0], str):
            reads.append(threading.current_thread().name)
        return real(*args, **kw)

    monkeypatch.setattr(pygame.mixer, "Sound", sound)
    settings = Settings(
        window_size=(800, 600),
        language="fr",
        game="huit",
        huit_players=3,
        animation_speed="fast",
        bot_pause=0.0,
    )
    app = make_app(settings)
    app.push(TitleScene(app))
    app.frame(1 / 60)  # the mixer opens after the first frame
    assert app.audio_ok
    scene = HuitTableScene(
        app, settings, seed=3, human=False, quick_bots=True, executor=InlineExecutor()
    )
    app.push(scene)
    for _ in range(40_000):
        if scene.state.is_over and not scene.director.busy:
            break
        app.frame(1 / 60)
    assert scene.state.is_over
    played, said = app.audio.effects.played, app.audio.voice.said
    assert played[Effect.PLAY] >= 1 and played[Effect.WIN] == 1  # a table of bots: a win
    keys = {key for (lang, _, key) in said}
    assert {lang for (lang, _, _) in said} == {"fr"}
    assert "win" in keys and keys <= {
        "carte",
        "skip",
        "again",
        "call",
        "draw",
        "win",
        *(f"suit_{s}" for s in "cdhs"),
        *(penalty_key(p) for p in range(2, 10, 2)),
    }
    assert {who for (_, who, _) in said} <= {"p", "b1", "b2"}
    assert reads and set(reads) == {"voice-reader"}, "each clip read ahead, off the frames"
