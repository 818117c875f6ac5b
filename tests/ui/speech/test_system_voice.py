"""The system's own voice: on Linux the espeak-ng program, one process per announcement,
ended when a new one comes. One test uses the real eSpeak NG where it is installed (CI
installs it from Debian's packages) and says why when it skips."""

from __future__ import annotations

import shutil
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from game.ui.speech import engines
from game.ui.speech.engines import ESPEAK_VOICES, EspeakProgram, MacSay, find_engine

ESPEAK = shutil.which("espeak-ng")
needs_espeak = pytest.mark.skipif(
    ESPEAK is None, reason="eSpeak NG is not installed here (Debian: apt-get install espeak-ng)"
)


def test_linux_speaks_through_the_espeak_program(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engines.shutil, "which", lambda name: f"/usr/bin/{name}")
    assert isinstance(find_engine("linux"), EspeakProgram)


def test_without_espeak_linux_has_no_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engines.shutil, "which", lambda name: None)
    assert find_engine("linux") is None


def test_windows_without_its_libraries_has_no_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    """pyttsx3 and accessible_output2 are installed only on Windows: elsewhere (or
    broken) the game is silent, never stopped."""
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", None)
    assert find_engine("win32") is None


SAY_VOICES = """\
Alex                en_US    # Most people recognize me by my voice.
Amélie              fr_CA    # Bonjour, je m’appelle Amélie.
Thomas              fr_FR    # Bonjour, je m’appelle Thomas.
Xander              nl_NL    # Hallo, mijn naam is Xander.
"""


def test_macos_speaks_through_say_with_a_voice_of_each_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(engines.shutil, "which", lambda name: f"/usr/bin/{name}")
    listed = subprocess.CompletedProcess(["say"], 0, SAY_VOICES, "")
    monkeypatch.setattr(engines.subprocess, "run", lambda *a, **k: listed)
    voice = find_engine("darwin")
    assert isinstance(voice, MacSay)
    assert voice.command("fr") == ["/usr/bin/say", "-v", "Thomas"]  # France's, not Canada's
    assert voice.command("nl") == ["/usr/bin/say", "-v", "Xander"]
    assert voice.command("de") == ["/usr/bin/say"]  # no such voice: the system's own
    monkeypatch.setattr(engines.shutil, "which", lambda name: None)
    assert find_engine("darwin") is None


class FakeProcess:
    """Stands for espeak-ng: it speaks until it is ended."""

    def __init__(self, args: list[str], **_kw: object) -> None:
        self.args = args
        self.text = b""
        self.ended = False
        parent = self

        class Pipe:
            def write(self, data: bytes) -> None:
                parent.text += data

            def close(self) -> None:
                pass

        self.stdin = Pipe()

    def poll(self) -> int | None:
        return 0 if self.ended else None

    def terminate(self) -> None:
        self.ended = True

    def wait(self, timeout: float | None = None) -> int:
        return 0


def test_each_announcement_is_a_process_the_next_one_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[FakeProcess] = []

    def popen(args: list[str], **kw: object) -> FakeProcess:
        made.append(FakeProcess(args, **kw))
        return made[-1]

    monkeypatch.setattr(engines.subprocess, "Popen", popen)
    voice = EspeakProgram("espeak-ng")
    voice.start("le valet de trèfle", "fr")
    voice.stop()
    voice.start("-v en: not an option", "nl")
    assert made[0].args == ["espeak-ng", "-v", "fr-fr", "-b", "1"]
    assert made[0].text.decode("utf-8") == "le valet de trèfle"  # on stdin, as UTF-8
    assert made[0].ended and not made[1].ended
    assert made[1].args[2] == "nl" and made[1].text == b"-v en: not an option"


@needs_espeak
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_real_espeak_has_a_voice_for_each_language(tmp_path: Path, language: str) -> None:
    """The voice the game asks for exists and speaks (written to a file: no sound device
    is needed)."""
    assert ESPEAK is not None
    out = tmp_path / "said.wav"
    words = {"en": "the jack of clubs", "fr": "le valet de trèfle", "nl": "klaveren boer"}
    subprocess.run(
        [ESPEAK, "-v", ESPEAK_VOICES[language], "-w", str(out), words[language]],
        check=True,
        capture_output=True,
        timeout=30,
    )
    with wave.open(str(out)) as said:
        assert said.getnframes() / said.getframerate() > 0.3  # a real sentence's length


@needs_espeak
def test_the_real_espeak_is_started_and_cut() -> None:
    """The real program, through the game's engine: said, then ended by the next one (with
    no sound device it may end by itself first; either way nothing is left running)."""
    assert ESPEAK is not None
    voice = EspeakProgram(ESPEAK)
    voice.start("Votre main : le valet de trèfle et le 8 de cœur.", "fr")
    process = voice._process
    assert process is not None
    voice.stop()
    assert process.poll() is not None
