"""Logging without a console (windowed builds) and without a writable log folder; what C
libraries write to the terminal goes to the log instead."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game import applog
from game.store import paths
from game.ui.menus.title import TitleScene
from game.ui.shell import app as app_module
from game.ui.shell.app import App


@pytest.fixture(autouse=True)
def _clean_logging() -> Iterator[None]:
    hook = sys.excepthook
    yield
    applog.shutdown_logging()
    assert sys.excepthook is hook, "shutdown_logging must restore the excepthook"


def test_no_console_at_all_still_logs_to_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    path = applog.setup_logging(tmp_path / "logs")
    logging.getLogger("game.test").warning("the bots are thinking")
    print("a stray print must not crash a windowed build")
    sys.stderr.write("nor a stray write to stderr\n")
    assert path == tmp_path / "logs" / applog.LOG_NAME
    assert "the bots are thinking" in path.read_text(encoding="utf-8")
    root_streams = [h for h in logging.getLogger().handlers if type(h) is logging.StreamHandler]
    assert all(h.stream is not None for h in root_streams)


def test_default_folder_is_the_platform_log_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "platform-logs")
    assert applog.setup_logging() == tmp_path / "platform-logs" / applog.LOG_NAME


def test_unwritable_log_folder_falls_back_to_the_temp_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(applog.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    path = applog.setup_logging(blocker / "logs")
    assert path == tmp_path / "tmp" / paths.APP_NAME / applog.LOG_NAME
    logging.getLogger("game").error("written to the fallback")
    assert "written to the fallback" in path.read_text(encoding="utf-8")


def test_nowhere_to_write_means_no_log_file_but_no_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(applog.tempfile, "gettempdir", lambda: str(blocker))
    assert applog.setup_logging(blocker / "logs") is None
    logging.getLogger("game").error("goes nowhere, quietly")


def test_uncaught_exceptions_reach_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = applog.setup_logging(tmp_path)
    assert path is not None
    try:
        raise LookupError("lost the deck")
    except LookupError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    text = path.read_text(encoding="utf-8")
    assert "Uncaught exception" in text and "LookupError: lost the deck" in text


def test_setup_twice_does_not_duplicate_lines(tmp_path: Path) -> None:
    applog.setup_logging(tmp_path)
    path = applog.setup_logging(tmp_path)
    assert path is not None
    logging.getLogger("game").warning("once")
    assert path.read_text(encoding="utf-8").count("once") == 1


# -- what C libraries write to the terminal ---------------------------------------------------

# What ALSA writes to stderr, from C, when the machine has no sound card.
ALSA_LINES = (
    "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'",
    "ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_card_inum returned error: "
    "No such file or directory",
    "ALSA lib confmisc.c:422:(snd_func_concat) error evaluating strings",
    "ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_concat returned error: "
    "No such file or directory",
    "ALSA lib confmisc.c:1334:(snd_func_refer) error evaluating name",
    "ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_refer returned error: "
    "No such file or directory",
    "ALSA lib conf.c:5703:(snd_config_expand) Evaluate error: No such file or directory",
    "ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default",
)


def no_sound_card(*_args: object, **_kwargs: object) -> None:
    """pygame.mixer.init on a machine without a sound card: ALSA complains, SDL fails."""
    os.write(2, "".join(f"{line}\n" for line in ALSA_LINES).encode())  # fd 2, as C does
    raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")


def test_without_a_sound_card_the_terminal_stays_clean_and_the_log_keeps_alsas_words(
    make_app: Callable[..., App],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(app_module.pygame.mixer, "init", no_sound_card)
    path = applog.setup_logging(tmp_path)
    assert path is not None
    app = make_app(max_frames=3)
    app.push(TitleScene(app))
    assert app.run() == 0
    assert app.sound_missing, "the title tells the player the game plays without sound"
    assert capfd.readouterr().err == ""
    text = path.read_text(encoding="utf-8")
    for line in ALSA_LINES:
        assert f"Sound device: {line}" in text
    assert "No audio (ALSA: Couldn't open audio device" in text


def test_stderr_is_given_back_even_when_the_block_fails(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = applog.setup_logging(tmp_path)
    assert path is not None
    log = logging.getLogger("game.test")
    with pytest.raises(RuntimeError), applog.stderr_to_log(log, "Library"):
        os.write(2, b"said from C\n")
        raise RuntimeError("the library broke")
    os.write(2, b"the terminal again\n")
    assert capfd.readouterr().err == "the terminal again\n"
    assert "Library: said from C" in path.read_text(encoding="utf-8")
