"""Crash-safe writes on Windows: a file another program holds open for a moment."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.store import atomic
from game.store.atomic import write_text_atomic


def windows_refusal(winerror: int) -> PermissionError:
    """What os.replace raises on Windows while a scanner or sync tool holds the target."""
    exc = PermissionError(13, "The process cannot access the file")
    exc.winerror = winerror  # type: ignore[attr-defined]  # set by Windows only; simulated
    return exc


def busy_for(tries: int, monkeypatch: pytest.MonkeyPatch, winerror: int = 32) -> list[float]:
    """os.replace refuses `tries` times, then works; returns the waits between tries."""
    real, refusals, waits = os.replace, [tries], []

    def replace(source: str, target: Path) -> None:
        if refusals[0] > 0:
            refusals[0] -= 1
            raise windows_refusal(winerror)
        real(source, target)

    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(atomic.time, "sleep", waits.append)  # no real waiting in a test
    return waits


@pytest.mark.parametrize("winerror", [5, 32])  # ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION
def test_a_save_waits_while_a_virus_scanner_holds_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, winerror: int
) -> None:
    path = tmp_path / "current.json"
    path.write_text("old", encoding="utf-8")
    waits = busy_for(2, monkeypatch, winerror)
    write_text_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert len(waits) == 2
    assert list(tmp_path.iterdir()) == [path], "no temp file is left behind"


def test_a_file_held_for_good_fails_within_a_second_and_keeps_the_old_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "current.json"
    path.write_text("old", encoding="utf-8")
    waits = busy_for(99, monkeypatch)
    with pytest.raises(PermissionError):
        write_text_atomic(path, "new")
    assert 0 < sum(waits) < 1.0, "the game must not hang on a file it cannot write"
    assert path.read_text(encoding="utf-8") == "old"
    assert list(tmp_path.iterdir()) == [path]


def test_a_refusal_that_does_not_pass_is_not_waited_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Unix refusal (a read-only folder) stays refused: no second tries, no waiting."""
    path = tmp_path / "current.json"
    waits: list[float] = []
    monkeypatch.setattr(atomic.time, "sleep", waits.append)

    def refuse(source: str, target: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(PermissionError):
        write_text_atomic(path, "new")
    assert waits == []
