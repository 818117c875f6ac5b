"""The system's own voices, each behind the same small interface (`Engine`).

- Windows: a running screen reader (NVDA, JAWS...) through accessible_output2, so the game
  speaks in the voice, speed and language the player chose there; else SAPI5 through
  pyttsx3.
- macOS: the system's `say` program, the voices of NSSpeechSynthesizer. pyttsx3's macOS
  driver answers only when its thread turns a Cocoa run loop: from the speech's worker,
  turning pyttsx3's own loop, it would say the first sentence and then wait for ever.
- Linux and the other systems: the `espeak-ng` program. pyttsx3 would drive the same eSpeak
  NG (its driver loads libespeak-ng.so.1), but it plays each sentence through the `aplay`
  program from a file, holding its thread until the end: what it says cannot be cut, and
  without `aplay` (ALSA's utilities, often absent) it says nothing. The program speaks
  itself and stops when told to.

Every engine is made and used on the speech's worker thread (see mouth.py) only.
"""

from __future__ import annotations

import logging
import re
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


class OneProcessVoice:
    """A system program that says what it reads on its standard input, one process per
    announcement: stopping it is ending it."""

    name = "a speech program"
    pump_every: float | None = None

    def __init__(self, program: str) -> None:
        self._program = program
        self._process: subprocess.Popen[bytes] | None = None

    def command(self, language: str) -> list[str]:
        """The program and its arguments for a text in `language` (read on stdin: a text
        is never taken for an option)."""
        raise NotImplementedError

    def start(self, text: str, language: str) -> None:
        self._process = subprocess.Popen(
            self.command(language),
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


class EspeakProgram(OneProcessVoice):
    """eSpeak NG's own program (Linux)."""

    name = "eSpeak NG"

    def command(self, language: str) -> list[str]:
        return [self._program, "-v", ESPEAK_VOICES.get(language, "en"), "-b", "1"]


class MacSay(OneProcessVoice):
    """macOS's `say`: the system's own voices (those of NSSpeechSynthesizer), one for
    each language if the system has one (`say -v ?` lists them with their locale)."""

    name = "macOS say"

    def __init__(self, program: str, voices: dict[str, str]) -> None:
        super().__init__(program)
        self._voices = voices  # language -> a voice's name

    def command(self, language: str) -> list[str]:
        voice = self._voices.get(language)
        return [self._program, *(("-v", voice) if voice else ())]


# A line of `say -v ?`: "Thomas              fr_FR    # Bonjour, je m’appelle Thomas."
_SAY_VOICE = re.compile(r"^(.+?)\s+([a-z]{2,3})[_-]([A-Za-z0-9]+)\s+#")


def mac_voices(listing: str) -> dict[str, str]:
    """A voice `say -v ?` lists for each language: the language's home country's first
    (fr_FR, nl_NL), else the first one."""
    voices: dict[str, str] = {}
    for line in listing.splitlines():
        found = _SAY_VOICE.match(line.strip())
        if found is None:
            continue
        name, language, country = found.group(1).strip(), found.group(2), found.group(3)
        home = country.lower() == language and voices.get(f"{language}/home") is None
        if home:
            voices[f"{language}/home"] = name
        voices.setdefault(language, name)
    return {
        lang: voices.get(f"{lang}/home", name) for lang, name in voices.items() if "/" not in lang
    }


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
    if platform == "win32":
        return _pyttsx3_voice()
    if platform == "darwin":
        return _mac_say()
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


def _mac_say() -> Engine | None:
    program = shutil.which("say")
    if program is None:
        log.info("No speech: macOS's say program was not found.")
        return None
    try:
        listing = subprocess.run(
            [program, "-v", "?"], capture_output=True, text=True, timeout=10, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        listing = ""
    return MacSay(program, mac_voices(listing))


def _pyttsx3_voice() -> Engine | None:
    try:
        import pyttsx3  # type: ignore[import-untyped, import-not-found, unused-ignore]

        return Pyttsx3Voice(pyttsx3.init())
    except Exception as exc:  # a missing driver or a broken system voice: silence
        log.info("No speech: pyttsx3 could not start (%s).", exc)
        return None
