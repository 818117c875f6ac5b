"""Sound and voice: each event is heard and each announcement said (R12), by
its own speaker, as the settings allow; without a mixer the game plays on in silence.

Runs on SDL's dummy audio driver (tests/conftest.py): the mixer opens and plays, unheard.
"""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs
import pygame
import pytest
import table_kit as kit

from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import (
    Announce,
    AttackWindowOpened,
    BidAnnounced,
    BlindReturned,
    BlindTurned,
    CardsDrawn,
    CardsPlayed,
    Destination,
    Event,
    GameOver,
    Passed,
    PileTaken,
    ReachedTable,
    SwapDeclined,
    Swapped,
    TakeReason,
    WentRoundInCircles,
    Zone,
)
from game.store.settings import Settings, SettingsStore
from game.ui.audio import Audio
from game.ui.audio.cues import Cue, bid_key, cue_for, speaker
from game.ui.audio.players import INSTANT_CHANNEL, VOICE_CHANNEL, Voice
from game.ui.audio.synth import RATE, Effect, pcm
from game.ui.menus.title import TitleScene
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.shell.fonts import assets_dir

MakeApp = Callable[..., App]
VOICE = assets_dir() / "voice"
PHRASES = json.loads((VOICE / "phrases.json").read_text(encoding="utf-8"))
LANGUAGES = ("en", "fr", "nl")
SPEAKERS = ("p", "b1", "b2", "b3", "b4")


@pytest.fixture
def mixer() -> Iterator[None]:
    pygame.mixer.init()
    yield
    # Not quit: closing the device while a channel ends can hang (see App.shutdown).
    pygame.mixer.stop()


@pytest.fixture
def clip_reads(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """(thread, clip) for each voice clip decoded from disk."""
    reads: list[tuple[str, str]] = []
    real = pygame.mixer.Sound

    def sound(*args: Any, **kw: Any) -> pygame.mixer.Sound:
        if args and isinstance(args[0], str) and args[0].endswith(".ogg"):
            reads.append((threading.current_thread().name, Path(args[0]).name))
        return real(*args, **kw)

    monkeypatch.setattr(pygame.mixer, "Sound", sound)
    return reads


class Box:
    """Settings an Audio reads, changed by the test as the App would change them."""

    def __init__(self, **kw: object) -> None:
        self.settings = Settings(**kw)  # type: ignore[arg-type]

    def set(self, **kw: object) -> None:
        self.settings = attrs.evolve(self.settings, **kw)  # type: ignore[arg-type]

    def __call__(self) -> Settings:
        return self.settings


def audio(**kw: object) -> tuple[Audio, Box]:
    box = Box(**kw)
    return Audio(box), box


# -- what each event sounds like (pure mapping) --------------------------------------------

C = Card
EVENTS: list[tuple[Event, Cue]] = [
    (CardsPlayed(1, Zone.HAND, (C.SEVEN,)), Cue(Effect.PLAY)),
    (CardsPlayed(1, Zone.HAND, (C.EIGHT, C.EIGHT, C.HALF)), Cue(Effect.PLAY_SEVERAL)),
    (CardsPlayed(2, Zone.BLIND, (C.FOUR,)), Cue(Effect.PLAY)),
    (BidAnnounced(1, 13, Announce.HALF), Cue(None, "bid_13", 1)),
    (BidAnnounced(2, 12, Announce.PLAIN), Cue(None, "bid_12", 2)),
    (BidAnnounced(3, 10, Announce.FIVE_RULE), Cue(Effect.FIVE_RULE, "five_lower", 3)),
    # R5.2: a ghost keeps the five-rule and plays no five: it says the bid.
    (BidAnnounced(3, 10, Announce.FIVE_RULE, ghost=True), Cue(None, "bid_10", 3)),
    (BidAnnounced(1, 9, Announce.HALF, ghost=True), Cue(None, "bid_9", 1)),
    (BidAnnounced(4, 0, Announce.ZERO), Cue(None, "zero", 4)),
    (BidAnnounced(0, 17, Announce.EIGHT_HALF), Cue(None, "eight_half", 0)),
    (BidAnnounced(2, 14, Announce.ATTACK), Cue(Effect.ATTACK, "attack_7", 2)),
    (PileTaken(1, (C.ONE,), Destination.ASIDE, TakeReason.NO_PLAY), Cue(Effect.SWEEP, "take", 1)),
    # R6.2: the attacked player is silent: the attack was said.
    (PileTaken(1, (C.ONE,), Destination.ASIDE, TakeReason.ATTACKED, 2), Cue(Effect.SWEEP, None, 1)),
    # R8.4: "it doesn't fit" was said at the blind card; it already means the take.
    (PileTaken(1, (C.ONE,), Destination.HAND, TakeReason.BLIND_MISS), Cue(Effect.SWEEP, None, 1)),
    (CardsDrawn(3, 2), Cue(Effect.DRAW)),
    (BlindTurned(2, 0, C.SIX, True), Cue(Effect.BLIND_FITS, "blind_fits", 2)),
    (BlindTurned(2, 1, C.TWO, False), Cue(Effect.BLIND_FAILS, "blind_fails", 2)),
    (BlindReturned(2, 1, C.TWO), Cue(Effect.FLIP)),
    (ReachedTable(1), Cue()),
    (AttackWindowOpened(1, 0), Cue()),
    (Passed(1), Cue(None, "pass", 1)),
    (Swapped(0, C.ZERO, 1, C.NINE), Cue(Effect.DRAW, "swap", 0)),
    (SwapDeclined(3), Cue(None, "no_swap", 3)),
    (WentRoundInCircles(0, 1), Cue()),  # R10.6: the table says it; GameOver sounds
    (GameOver(0, 1, (0, 5), (3, 0)), Cue(Effect.WIN, "win", 0)),
    (GameOver(2, 1, (4, 5, 0), (0, 0, 3)), Cue(Effect.LOSE, "win", 2)),
]


@pytest.mark.parametrize(("event", "cue"), EVENTS, ids=lambda x: type(x).__name__)
def test_each_event_has_its_effect_and_words(event: Event, cue: Cue) -> None:
    assert cue_for(event, human=0) == cue


def test_every_event_kind_is_covered_by_the_table_above() -> None:
    kinds = {type(e) for e, _ in EVENTS}
    assert kinds == set(Event.__args__)


def test_a_game_over_at_a_table_of_bots_is_a_win_jingle() -> None:
    assert cue_for(GameOver(2, 1, (4, 5, 0), (0, 0, 3)), human=None).effect is Effect.WIN


@pytest.mark.parametrize("halves", range(27))
def test_every_bid_says_its_own_clip_R4_R5(halves: int) -> None:
    kind = Announce.HALF if halves % 2 else Announce.PLAIN
    key = bid_key(BidAnnounced(1, halves, kind))
    assert key == f"bid_{halves}"
    for lang in LANGUAGES:
        assert key in PHRASES[lang]


@pytest.mark.parametrize("value", range(1, 10))
def test_every_attacking_value_says_attack_with_it_R6_2(value: int) -> None:
    cue = cue_for(BidAnnounced(2, 2 * value, Announce.ATTACK), human=0)
    assert cue == Cue(Effect.ATTACK, f"attack_{value}", 2)


def test_every_announce_kind_is_mapped() -> None:
    for kind in Announce:
        assert bid_key(BidAnnounced(1, 10, kind))  # no kind falls through unmapped
    assert {bid_key(BidAnnounced(1, 10, k)) for k in Announce} == {
        "bid_10",
        "five_lower",
        "zero",
        "eight_half",
        "attack_5",
    }


def test_every_clip_the_cues_name_exists_for_every_speaker_and_language() -> None:
    keys = (
        {c.voice for _, c in EVENTS if c.voice}
        | {f"bid_{h}" for h in range(27)}
        | {f"attack_{v}" for v in range(1, 10)}
    )
    for lang in LANGUAGES:
        for who in SPEAKERS:
            missing = [k for k in keys if not (VOICE / lang / f"{who}-{k}.ogg").is_file()]
            assert not missing, (lang, who, missing)


def test_the_speaker_follows_the_seat() -> None:
    assert [speaker(seat) for seat in range(5)] == list(SPEAKERS)


# -- the mixer side --------------------------------------------------------------------------


def test_a_bid_is_said_by_its_seats_voice_in_the_chosen_language(mixer: None) -> None:
    sound, box = audio(language="fr")
    sound.on_event(BidAnnounced(3, 13, Announce.HALF), human=0)
    assert sound.voice.last == ("fr", "b3", "bid_13")
    sound.on_event(BidAnnounced(0, 14, Announce.ATTACK), human=0)
    assert sound.voice.last == ("fr", "p", "attack_7")


def test_a_new_announcement_cuts_the_previous_one(mixer: None) -> None:
    sound, _ = audio()
    channel = pygame.mixer.Channel(VOICE_CHANNEL)
    sound.on_event(BidAnnounced(1, 12, Announce.PLAIN), human=0)
    first = channel.get_sound()
    sound.on_event(BidAnnounced(2, 13, Announce.HALF), human=0)
    second = channel.get_sound()
    assert first is not None and second is not None and first is not second
    assert channel.get_queue() is None, "announcements are never queued"


def test_the_players_own_bids_are_silent_when_switched_off(mixer: None) -> None:
    sound, box = audio(voice_own_bids=False)
    sound.on_event(BidAnnounced(0, 12, Announce.PLAIN), human=0)
    sound.on_event(PileTaken(0, (C.ONE,), Destination.ASIDE, TakeReason.NO_PLAY), human=0)
    assert not sound.voice.said
    assert sound.effects.played[Effect.SWEEP] == 1, "the effects still play"
    sound.on_event(BidAnnounced(1, 12, Announce.PLAIN), human=0)
    assert sound.voice.last == ("en", "b1", "bid_12"), "the bots still speak"
    box.set(voice_own_bids=True)
    sound.on_event(BidAnnounced(0, 13, Announce.HALF), human=0)
    assert sound.voice.last == ("en", "p", "bid_13")


def test_volumes_are_applied(mixer: None) -> None:
    sound, box = audio(sound_volume=0.3, voice_volume=0.6)
    sound.effect(Effect.PLAY)
    sound.say("b2", "zero")
    effect = sound.effects.sound(Effect.PLAY)
    assert effect is not None and effect.get_volume() == pytest.approx(0.3, abs=0.01)
    assert pygame.mixer.Channel(VOICE_CHANNEL).get_volume() == pytest.approx(0.6, abs=0.01)
    box.set(sound_volume=0.0, voice_volume=0.0)
    assert not sound.effect(Effect.PLAY) and not sound.say("b2", "zero"), "0 % is silence"


def test_voice_off_and_muted_are_silent(mixer: None) -> None:
    sound, box = audio(voice_on=False)
    sound.on_event(BidAnnounced(1, 12, Announce.PLAIN), human=0)
    assert not sound.voice.said and sound.effects.played == {}
    box.set(voice_on=True, muted=True)
    for event, _ in EVENTS:
        sound.on_event(event, human=0)
    sound.deal()
    sound.your_turn()
    assert not sound.voice.said and not sound.effects.played


def test_a_persons_turn_is_the_chime_then_your_turn_said(
    mixer: None, clip_reads: list[tuple[str, str]]
) -> None:
    """Several people at one table: the turn's chime, then "À toi !"."""
    sound, box = audio(language="fr")
    sound.turn_of_person()
    assert sound.effects.played[Effect.YOUR_TURN] == 1
    assert not sound.voice.said, "the chime first"
    sound.update(0.2)
    assert not sound.voice.said
    sound.update(0.2)
    assert sound.voice.last == ("fr", "p", "your_turn")
    assert clip_reads == [("voice-reader", "p-your_turn.ogg")], "read while the chime struck"
    sound.update(1.0)
    assert sum(sound.voice.said.values()) == 1, "said once"
    box.set(muted=True)
    sound.turn_of_person()
    sound.update(1.0)
    assert sum(sound.voice.said.values()) == 1 and sound.effects.played[Effect.YOUR_TURN] == 1


def test_instant_speed_cuts_effects_short_on_one_channel_but_still_says_the_bid(
    mixer: None,
) -> None:
    sound, _ = audio(animation_speed="instant")
    channel = pygame.mixer.Channel(INSTANT_CHANNEL)
    sound.on_event(CardsPlayed(1, Zone.HAND, (C.SEVEN,)), human=0)
    assert channel.get_sound() is sound.effects.sound(Effect.PLAY)
    sound.on_event(CardsDrawn(1, 1), human=0)
    assert channel.get_sound() is sound.effects.sound(Effect.DRAW), "the next cuts the last"
    sound.on_event(BidAnnounced(1, 13, Announce.HALF), human=0)
    assert sound.voice.last == ("en", "b1", "bid_13")


def test_the_voice_follows_the_language_and_falls_back_to_english(mixer: None) -> None:
    voice = Voice(VOICE, "nl")
    assert voice.say("b1", "take", 1.0) and voice.last == ("nl", "b1", "take")
    voice.set_language("fr_BE")  # a regional code: its base language's clips
    assert voice.say("b1", "take", 1.0) and voice.last == ("fr", "b1", "take")
    voice.set_language("de")  # no German clips: English
    assert voice.say("b1", "take", 1.0) and voice.last == ("en", "b1", "take")


def test_a_clip_read_ahead_is_said_without_reading_it_again(
    mixer: None, clip_reads: list[tuple[str, str]]
) -> None:
    """Decoding a clip takes a frame's worth of time: the table has it read on a worker
    as the move's events are queued, and says it from memory when its animation starts."""
    voice = Voice(VOICE, "nl")
    voice.prefetch("b3", "bid_12")
    voice.prefetch("b3", "bid_12")  # asked twice: read once
    assert voice.say("b3", "bid_12", 1.0) and voice.last == ("nl", "b3", "bid_12")
    assert voice.say("b3", "bid_12", 1.0)
    assert clip_reads == [("voice-reader", "b3-bid_12.ogg")]


def test_a_clip_read_ahead_in_the_language_just_left_is_not_said(mixer: None) -> None:
    voice = Voice(VOICE, "nl")
    for key in ("take", "pass", "zero", "bid_3", "bid_4"):
        voice.prefetch("b1", key)
    voice.set_language("fr")  # while the worker reads the Dutch ones
    for key in ("take", "pass", "zero", "bid_3", "bid_4"):
        assert voice.say("b1", key, 1.0) and voice.last == ("fr", "b1", key)


def test_a_missing_clip_is_skipped_quietly(mixer: None, tmp_path: Path) -> None:
    voice = Voice(tmp_path, "en")
    assert not voice.say("p", "bid_3", 1.0) and not voice.said


# -- the synthesized effects -----------------------------------------------------------------


@pytest.mark.parametrize("effect", list(Effect), ids=lambda e: e.value)
def test_each_effect_is_short_audible_and_not_clipping(effect: Effect) -> None:
    samples = pcm(effect)
    assert 0.01 < len(samples) / RATE < 1.5
    peak = max(abs(v) for v in samples)
    assert 3000 < peak < 32000, "audible, with headroom: never at full scale"
    assert samples[-1] == 0, "ends in silence: no click"


def test_effects_sound_alike_each_time_and_differ_from_each_other() -> None:
    assert pcm(Effect.PLAY) == pcm(Effect.PLAY)
    assert len({pcm(e).tobytes() for e in Effect}) == len(Effect)


# -- without a mixer ---------------------------------------------------------------------------


def test_without_a_mixer_nothing_plays_and_nothing_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)  # no mixer, whatever ran before
    sound, _ = audio()
    for event, _cue in EVENTS:
        sound.on_event(event, human=0)
    sound.deal()
    sound.your_turn()
    sound.button()
    assert not sound.effects.played and not sound.voice.said


def test_a_whole_game_plays_when_the_sound_device_fails(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_device(*_a: object, **_k: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    app = make_app(kit.settings(players=3, bot_pause=0.0))
    app.push(TitleScene(app))
    scene = kit.table(app, seed=3, human=False)
    kit.run_until(app, lambda: isinstance(app.top, ScorePadScene), limit=20_000)
    assert scene.state.is_over and not app.audio_ok
    assert not app.audio.effects.played and not app.audio.voice.said


def test_a_mixer_that_breaks_mid_game_is_survived(
    mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_a: object, **_k: object) -> None:
        raise pygame.error("mixer gone")

    sound, _ = audio()
    monkeypatch.setattr(pygame.mixer, "Sound", broken)  # no sound can be made or read
    monkeypatch.setattr(pygame.mixer, "Channel", broken)
    for event, _cue in EVENTS:
        sound.on_event(event, human=0)
    assert not sound.effects.played and not sound.voice.said
    monkeypatch.setattr(pygame.mixer, "set_reserved", broken)  # the mixer itself fails
    sound.effect(Effect.PLAY)
    assert not sound.effects.played


# -- in the game -------------------------------------------------------------------------------


def test_a_game_at_the_table_is_heard_and_said(
    make_app: MakeApp, clip_reads: list[tuple[str, str]]
) -> None:
    app = make_app(kit.settings(players=3, bot_pause=0.0, animation_speed="fast"))
    app.push(TitleScene(app))
    kit.frames(app, 1)  # the mixer opens after the first frame
    assert app.audio_ok
    scene = kit.table(app, seed=5)
    assert app.audio.effects.played[Effect.DEAL] == 1, "the deal is heard"
    rng = random.Random(2)
    turns = 0
    for _ in range(20_000):
        if scene.result_shown:
            break
        if kit.idle(scene) and scene.options.my_turn:
            turns += 1
            before = scene.state
            kit.act(scene, rng.choice(scene.options.legal), rng)
            kit.run_until(app, lambda b=before: scene.state is not b, limit=10)  # type: ignore[misc]
        else:
            app.frame(kit.DT)
    assert scene.state.is_over
    played, said = app.audio.effects.played, app.audio.voice.said
    assert played[Effect.YOUR_TURN] >= 1 and played[Effect.PLAY] >= 1
    assert played[Effect.WIN] + played[Effect.LOSE] == 1
    speakers = {who for _, who, _ in said}
    assert {"p", "b1", "b2"} <= speakers, "every seat speaks, the player too"
    assert not {"b3", "b4"} & speakers
    # No frame waited for a clip to be decoded: each was read ahead, once, on the worker.
    assert clip_reads and {thread for thread, _ in clip_reads} == {"voice-reader"}
    assert len({clip for _, clip in clip_reads}) == len(clip_reads)


def test_a_replayed_game_says_its_bids_each_read_ahead(
    make_app: MakeApp, clip_reads: list[tuple[str, str]]
) -> None:
    """The Review steps through a game (→): each move's bids are said as at the table, each
    clip read on the worker as the step is asked, never in the frame that says it."""
    import review_kit

    app = make_app(kit.settings(players=3, animation_speed="fast"))
    app.push(TitleScene(app))
    kit.frames(app, 1)  # the mixer opens after the first frame
    assert app.audio_ok
    scene = review_kit.review(app, review_kit.eight_half_match(players=3, seed=3))
    for _ in range(12):
        scene.step(1)
        kit.frames(app, 40)
    assert app.audio.voice.said, "the replayed bids are said"
    assert clip_reads and {thread for thread, _ in clip_reads} == {"voice-reader"}


def test_m_mutes_everywhere_and_it_is_saved(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    app.push(TitleScene(app))
    kit.frames(app, 1)
    kit.key(pygame.K_m)
    kit.frames(app, 1)
    assert app.settings.muted and SettingsStore(app.store.directory).load().muted
    assert app.audio.note is not None
    assert not app.audio.effect(Effect.BUTTON)
    scene = kit.table(app, seed=1)
    kit.key(pygame.K_m)  # at the table too
    kit.frames(app, 1)
    assert app.top is scene and not app.settings.muted
    assert not SettingsStore(app.store.directory).load().muted
    assert app.audio.effect(Effect.BUTTON)
    kit.frames(app, 200)
    assert app.audio.note is None, "the note goes away by itself"


def test_the_sound_page_changes_the_settings(make_app: MakeApp) -> None:
    app = make_app(Settings(window_size=(800, 600), sound_volume=0.7, voice_volume=0.8))
    title = TitleScene(app)
    app.push(title)
    kit.frames(app, 1)
    kit.click(title.layout().rows[title.index_of("sound")].center)
    kit.frames(app, 1)
    page = app.top
    assert page is not None and page.name == "sound"
    assert isinstance(page, TitleScene)
    kit.key(pygame.K_RIGHT)  # effects 70 % -> 80 %
    kit.frames(app, 1)
    assert app.settings.sound_volume == pytest.approx(0.8)
    click = app.audio.effects.sound(Effect.BUTTON)
    assert click is not None and click.get_volume() == pytest.approx(0.8, abs=0.01), (
        "the click is heard at the volume just chosen"
    )
    page.selected = page.index_of("voice_volume")
    kit.key(pygame.K_LEFT)
    kit.frames(app, 1)
    assert app.settings.voice_volume == pytest.approx(0.7)
    assert app.audio.voice.last == ("en", "p", "eight_half"), "a sample at the new volume"
    for key, expected in (("voice_on", False), ("voice_own_bids", False)):
        page.selected = page.index_of(key)
        kit.key(pygame.K_RETURN)
        kit.frames(app, 1)
        assert getattr(app.settings, key) is expected
    assert SettingsStore(app.store.directory).load() == app.settings
    kit.key(pygame.K_ESCAPE)
    kit.frames(app, 1)
    assert app.top is title, "Esc goes back to the title"


def test_changing_the_language_reloads_the_voice(make_app: MakeApp, mixer: None) -> None:
    app = make_app(Settings(window_size=(800, 600), language="en"))
    app.audio.settings_changed(app.settings, attrs.evolve(app.settings, language="nl"))
    app.audio.say("b2", "zero")
    assert app.audio.voice.last == ("nl", "b2", "zero")
