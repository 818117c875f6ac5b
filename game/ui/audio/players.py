"""The mixer side: effects and voice clips played, every call guarded.

Without a mixer (no device, a failed init, a broken driver) each call does nothing and
says so once in the log: sound never stops the game. Two channels are kept aside from
pygame's automatic choice: one for the voice (a new announcement cuts the previous one;
an announcement's second clip waits in `Audio`, never in the mixer's queue, which a stop
would start) and one for effects at Instant speed (a new one cuts the last).
"""

from __future__ import annotations

import io
import logging
import queue
import threading
from array import array
from collections import Counter
from pathlib import Path

import pygame

from game.ui.audio.synth import Effect, pcm, wav_bytes

log = logging.getLogger(__name__)

VOICE_CHANNEL = 0
INSTANT_CHANNEL = 1
RESERVED = 2
CHANNELS = 16  # the effects get the others: a riffle, slaps and a chime may overlap
FALLBACK_LANGUAGE = "en"
# Seconds say() waits for a clip the worker is reading: only a guard (the worker always
# answers, at once on a quiet machine); past it the clip is read here.
READ_WAIT = 10.0
# Everything a mixer call may raise when the device or the driver misbehaves.
MIXER_ERRORS = (pygame.error, OSError, ValueError, NotImplementedError, RuntimeError)

_warned: set[str] = set()


def _warn_once(what: str, exc: BaseException) -> None:
    if what not in _warned:
        _warned.add(what)
        log.warning("Sound: %s failed (%s); playing on without it.", what, exc)


def mixer_ready() -> bool:
    """True when the mixer is open; the two reserved channels are kept aside then."""
    try:
        if pygame.mixer.get_init() is None:
            return False
        if pygame.mixer.get_num_channels() < CHANNELS:
            pygame.mixer.set_num_channels(CHANNELS)
        pygame.mixer.set_reserved(RESERVED)
    except MIXER_ERRORS as exc:
        _warn_once("the mixer", exc)
        return False
    return True


class Effects:
    """The synthesized effects, made on first use (or warmed up ahead) and kept."""

    def __init__(self) -> None:
        self._pcm: dict[Effect, array[int]] = {}
        self._sounds: dict[Effect, pygame.mixer.Sound] = {}
        self.played: Counter[Effect] = Counter()  # what reached the mixer (tests, smoke)
        self._stolen = RESERVED  # the channel last taken from a sound still playing

    def warm_up(self) -> None:
        """Synthesize every effect's samples (no mixer call: safe on a worker thread)."""
        for effect in Effect:
            if effect not in self._pcm:
                self._pcm[effect] = pcm(effect)

    def sound(self, effect: Effect) -> pygame.mixer.Sound | None:
        sound = self._sounds.get(effect)
        if sound is None:
            samples = self._pcm.get(effect)
            if samples is None:
                samples = self._pcm[effect] = pcm(effect)
            try:
                sound = pygame.mixer.Sound(file=io.BytesIO(wav_bytes(samples)))
            except MIXER_ERRORS as exc:
                _warn_once(f"making the {effect.value} sound", exc)
                return None
            self._sounds[effect] = sound
        return sound

    def _channel(self) -> pygame.mixer.Channel:
        """A free effects channel; when all are busy, the one taken longest ago (round the
        pool): the newest sound (the jingle at the end) must never be the one dropped."""
        count = pygame.mixer.get_num_channels()
        for i in range(RESERVED, count):
            channel = pygame.mixer.Channel(i)
            if not channel.get_busy():
                return channel
        self._stolen = RESERVED + (self._stolen + 1 - RESERVED) % max(1, count - RESERVED)
        return pygame.mixer.Channel(self._stolen)

    def play(self, effect: Effect, volume: float, max_ms: int = 0) -> bool:
        """Play `effect` at `volume`; `max_ms` > 0: cut at that length, on the Instant
        channel, cutting whatever short effect plays there."""
        if not mixer_ready():
            return False
        sound = self.sound(effect)
        if sound is None:
            return False
        try:
            sound.set_volume(volume)
            if max_ms:
                pygame.mixer.Channel(INSTANT_CHANNEL).play(sound, maxtime=max_ms)
            else:
                self._channel().play(sound)
        except MIXER_ERRORS as exc:
            _warn_once("playing a sound", exc)
            return False
        self.played[effect] += 1
        return True


class Voice:
    """The spoken announcements: assets/voice/<language>/<speaker>-<key>.ogg, loaded when
    first said (or read ahead, `prefetch`) and kept per language; English clips stand in
    for a language without them."""

    def __init__(self, root: Path, language: str = FALLBACK_LANGUAGE) -> None:
        self.root = root
        self.language = language
        # (speaker, key) -> the clip (None: none could be read) and the language it is in
        self._clips: dict[tuple[str, str], tuple[pygame.mixer.Sound | None, str]] = {}
        self.said: Counter[tuple[str, str, str]] = Counter()  # (language, speaker, key)
        self.last: tuple[str, str, str] | None = None
        # Clips read ahead on a worker: decoding one takes 2-5 ms, too long for a frame; the
        # mixer lets go of the interpreter while it decodes, so the frames go on meanwhile.
        self._lock = threading.Lock()
        self._reading: dict[tuple[str, str], threading.Event] = {}
        self._asked: queue.SimpleQueue[tuple[str, str, str]] = queue.SimpleQueue()
        self._reader: threading.Thread | None = None

    def set_language(self, language: str) -> None:
        if language != self.language:
            with self._lock:
                self.language = language
                self._clips.clear()  # the next words are read from the new language's folder

    def clip_path(self, speaker: str, key: str, language: str | None = None) -> Path | None:
        """The file for `speaker` saying `key`: the language's, its base language's
        ("fr" for "fr_BE"), else English; None if there is none."""
        language = self.language if language is None else language
        name = f"{speaker}-{key}.ogg"
        base = language.replace("-", "_").split("_")[0]
        for tongue in dict.fromkeys((language, base, FALLBACK_LANGUAGE)):
            path = self.root / tongue / name
            if path.is_file():
                return path
        return None

    def prefetch(self, speaker: str, key: str) -> None:
        """Read `speaker` saying `key` on the worker, so that saying it costs no frame."""
        if not mixer_ready():
            return
        with self._lock:
            if (speaker, key) in self._clips or (speaker, key) in self._reading:
                return
            self._reading[speaker, key] = threading.Event()
            self._asked.put((speaker, key, self.language))
            if self._reader is None:
                self._reader = threading.Thread(
                    target=self._read_ahead, name="voice-reader", daemon=True
                )
                self._reader.start()

    def _read_ahead(self) -> None:
        while True:
            speaker, key, language = self._asked.get()
            try:
                clip = self._read(speaker, key, language)
                with self._lock:
                    if language == self.language:  # not a clip of the language just left
                        self._clips.setdefault((speaker, key), clip)
            finally:  # whatever happened, nobody waits for this clip any longer
                with self._lock:
                    done = self._reading.pop((speaker, key), None)
                if done is not None:
                    done.set()

    def _read(self, speaker: str, key: str, language: str) -> tuple[pygame.mixer.Sound | None, str]:
        path = self.clip_path(speaker, key, language)
        sound = None
        if path is None:
            log.warning("No voice clip for %s saying %r", speaker, key)
        else:
            try:
                sound = pygame.mixer.Sound(str(path))
            except MIXER_ERRORS as exc:
                _warn_once(f"reading {path}", exc)
        return sound, path.parent.name if path else language

    def _clip(self, speaker: str, key: str) -> tuple[pygame.mixer.Sound | None, str]:
        with self._lock:
            reading = self._reading.get((speaker, key))
        if reading is not None:  # on its way: a moment's wait, less than reading it again
            reading.wait(READ_WAIT)
        with self._lock:
            clip = self._clips.get((speaker, key))
            language = self.language
        if clip is None:
            clip = self._read(speaker, key, language)
            with self._lock:
                if language == self.language:
                    clip = self._clips.setdefault((speaker, key), clip)
        return clip

    def say(self, speaker: str, key: str, volume: float) -> bool:
        """Say `key` in `speaker`'s voice, cutting whatever was being said."""
        if not mixer_ready():
            return False
        sound, language = self._clip(speaker, key)
        if sound is None:
            return False
        try:
            channel = pygame.mixer.Channel(VOICE_CHANNEL)
            channel.set_volume(volume)
            channel.play(sound)
        except MIXER_ERRORS as exc:
            _warn_once("saying a bid", exc)
            return False
        self.last = (language, speaker, key)
        self.said[self.last] += 1
        return True

    def busy(self) -> bool:
        """True while a clip is being said."""
        if not mixer_ready():
            return False
        try:
            return bool(pygame.mixer.Channel(VOICE_CHANNEL).get_busy())
        except MIXER_ERRORS as exc:
            _warn_once("asking the voice", exc)
            return False

    def stop(self) -> None:
        if mixer_ready():
            try:
                pygame.mixer.Channel(VOICE_CHANNEL).stop()
            except MIXER_ERRORS as exc:
                _warn_once("stopping the voice", exc)
