"""Logging without a console (windowed builds) and without a writable log folder."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import applog
from game.store import paths


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
    root_streams = [
        h for h in logging.getLogger().handlers if type(h) is logging.StreamHandler
    ]
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
