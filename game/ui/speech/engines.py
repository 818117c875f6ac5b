"""The system's own voices, each behind the same small interface (`Engine`).

- Windows: a running screen reader (NVDA, JAWS...) through accessible_output2, so the game
  speaks in the voice, speed and language the player chose there; else SAPI5 through
  pyttsx3.
- macOS: NSSpeechSynthesizer through pyttsx3.
- Linux and the other systems: the `espeak-ng` program. pyttsx3 would drive the same eSpeak
  NG (its driver loads libespeak-ng.so.1), but it plays each sentence through the `aplay`
  program from a file, holding its thread until the end: what it says cannot be cut, and
  without `aplay` (ALSA's utilities, often absent) it says nothing. The program speaks
  itself and stops when told to.

Every engine is made and used on the speech's worker thread (see mouth.py) only.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from typing import Any, Protocol

log = logging.getLogger(__name__)

# eSpeak NG's voice for each of the game's languages.
ESPEAK_VOICES = {"en": "en", "fr": "fr-fr", "nl": "nl"}
ESPEAK_PROGRAM = "espeak-ng"
PUMP_EVERY = 0.05  # seconds: how often pyttsx3's loop is turned while it may be speaking
# The languages' names in the voices' descriptions (SAPI5 names its voices "Microsoft
# Hortense Desktop - French"; macOS gives codes such as "fr_FR").
LANGUAGE_NAMES = {"en": "english", "fr": "french", "nl": "dutch"}


class Engine(Protocol):
    """A voice. `start` begins to say a text and returns at once; `stop` cuts it."""

    name: str
    # Seconds between calls to `pump` (an engine whose events the worker must turn), or
    # None: it speaks by itself.
    pump_every: float | None

    def start(self, text: str, language: str) -> None: ...
    def stop(self) -> None: ...
    def pump(self) -> None: ...


class EspeakProgram:
    """eSpeak NG's own program, one process per announcement: stopping it is ending it."""

    name = "eSpeak NG"
    pump_every: float | None = None

    def __init__(self, program: str) -> None:
        self._program = program
        self._process: subprocess.Popen[bytes] | None = None

    def start(self, text: str, language: str) -> None:
        voice = ESPEAK_VOICES.get(language, "en")
        # The text on standard input, as UTF-8 (-b 1): never read as an option.
        self._process = subprocess.Popen(
            [self._program, "-v", voice, "-b", "1"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        assert self._process.stdin is not None  # a pipe was asked for
        try:
            self._process.stdin.write(text.encode("utf-8"))
            self._process.stdin.close()
        except OSError:  # it ended already (no sound device): nothing more to say
            pass

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=2)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def pump(self) -> None:
        pass


class Pyttsx3Voice:
    """The system's voice through pyttsx3 (SAPI5, NSSpeechSynthesizer), its loop turned
    by the worker (pyttsx3's own "external loop"): so a new text can cut the last."""

    name = "pyttsx3"
    pump_every: float | None = PUMP_EVERY

    def __init__(self, engine: Any) -> None:  # Any: pyttsx3 ships no types
        self._engine = engine
        self._language: str | None = None
        engine.startLoop(False)

    def start(self, text: str, language: str) -> None:
        if language != self._language:
            self._language = language
            voice = self._voice_for(language)
            if voice is not None:
                self._engine.setProperty("voice", voice)
        self._engine.say(text)

    def _voice_for(self, language: str) -> str | None:
        """The first of the system's voices that speaks `language` (None: keep the
        system's default, which then says the words with its own accent)."""
        name = LANGUAGE_NAMES.get(language, language)
        for voice in self._engine.getProperty("voices") or ():
            codes = [str(c).lower().replace("-", "_") for c in getattr(voice, "languages", ())]
            words = f"{voice.id} {getattr(voice, 'name', '')}".lower().replace("-", "_")
            if any(c.startswith(language) for c in codes) or name in words:
                return str(voice.id)
            if f"_{language}_" in words:  # SAPI5's tokens: "TTS_MS_FR_FR_HORTENSE_11.0"
                return str(voice.id)
        return None

    def stop(self) -> None:
        self._engine.stop()

    def pump(self) -> None:
        self._engine.iterate()


class ScreenReader:
    """A running screen reader (Windows: NVDA, JAWS...) through accessible_output2: it
    speaks in its own voice and language; `interrupt` cuts what it was saying."""

    pump_every: float | None = None

    def __init__(self, output: Any) -> None:  # Any: accessible_output2 ships no types
        self._output = output
        self.name = str(getattr(output, "name", "screen reader"))

    def start(self, text: str, language: str) -> None:
        self._output.speak(text, interrupt=True)

    def stop(self) -> None:
        self._output.silence()

    def pump(self) -> None:
        pass


def find_engine(platform: str = sys.platform) -> Engine | None:
    """The best voice this computer has, or None. Slow at times (a system voice starts):
    called on the worker, once."""
    if platform == "win32":
        reader = _screen_reader()
        if reader is not None:
            return reader
    if platform in ("win32", "darwin"):
        return _pyttsx3_voice()
    program = shutil.which(ESPEAK_PROGRAM)
    if program is None:
        log.info("No speech: the %s program was not found.", ESPEAK_PROGRAM)
        return None
    return EspeakProgram(program)


def _screen_reader() -> Engine | None:
    try:
        from accessible_output2.outputs.auto import Auto  # type: ignore[import-untyped, import-not-found, unused-ignore]

        output = Auto().get_first_available_output()
    except Exception as exc:  # a library of DLLs: any failure means no screen reader
        log.info("No screen reader reached: %s", exc)
        return None
    # SAPI5 is among its outputs too: only a screen reader is taken from it.
    if output is None or getattr(output, "system_output", False):
        return None
    return ScreenReader(output)


def _pyttsx3_voice() -> Engine | None:
    try:
        import pyttsx3  # type: ignore[import-untyped, import-not-found, unused-ignore]

        return Pyttsx3Voice(pyttsx3.init())
    except Exception as exc:  # a missing driver or a broken system voice: silence
        log.info("No speech: pyttsx3 could not start (%s).", exc)
        return None
