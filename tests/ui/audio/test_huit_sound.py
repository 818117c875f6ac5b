"""Huit américain is heard and said like 8½: each engine event has its effect and
the words its player says ("Carte !", "Je change en cœur !", "Tu passes ton tour !", the
penalty, the call), every clip named exists in every voice and language, and a round at the
table is heard from the events as they are animated (RULES.md H4, H5, H6)."""

from __future__ import annotations

import inspect
import json
import threading
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.rules.huit import events as ev
from game.rules.huit.cards import CARDS, Suit, parse_card
from game.store.settings import Settings
from game.ui.audio.cues import Cue
from game.ui.audio.huit_cues import cue_for, cues_for, penalty_key
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
    (ev.PenaltyDrawn(2, 4), Cue(Effect.SWEEP)),
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


def test_every_clip_the_huit_cues_name_exists_for_every_speaker_and_language() -> None:
    keys = (
        {c.voice for _, c in EVENTS if c.voice}
        | {f"suit_{s}" for s in "cdhs"}
        | {penalty_key(p) for p in range(2, 20, 2)}
    )
    phrases = json.loads((VOICE / "phrases.json").read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        assert keys <= set(phrases[lang]), lang
        for who in SPEAKERS:
            missing = [k for k in keys if not (VOICE / lang / f"{who}-{k}.ogg").is_file()]
            assert not missing, (lang, who, missing)


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
