"""The room code's guard on its own: tries per address, the log, a bounded memory."""

from __future__ import annotations

import logging

import pytest

from game.lan import guard
from game.lan.guard import CodeGuard
from game.lan.lobby import RoomError
from game.lan.protocol import WRONG_CODES


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def refusal(codes: CodeGuard, address: str, room: str, *, seated: bool = False) -> str | None:
    try:
        codes.check(address, room, seated=seated)
    except RoomError as refused:
        return refused.code
    return None


def test_each_address_has_its_tries_and_earns_one_back_a_second() -> None:
    clock = Clock()
    codes = CodeGuard("KXQB", clock)
    rate, burst = WRONG_CODES
    assert [refusal(codes, "10.0.0.7", "ZZZZ") for _ in range(burst + 1)] == (
        ["bad_room"] * burst + ["flood"]
    )
    assert refusal(codes, "10.0.0.7", "KXQB") == "flood"  # the code is not even read
    assert refusal(codes, "10.0.0.7", "KXQB", seated=True) is None  # a seat's own phone
    assert refusal(codes, "10.0.0.8", "kxqb") is None  # another address; any case
    clock.now += 1 / rate
    assert refusal(codes, "10.0.0.7", "kxqb") is None


def test_the_log_notes_wrong_codes_one_line_a_minute(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    codes = CodeGuard("KXQB", clock)
    caplog.set_level(logging.WARNING, logger="game.lan.guard")
    for second in range(120):
        clock.now = float(second)
        refusal(codes, f"10.0.0.{second % 7}", "ZZZZ")
    assert [r.getMessage() for r in caplog.records] == [
        "The room refused 1 wrong room code(s) from 10.0.0.0",
        "The room refused 60 wrong room code(s) from 10.0.0.0, 10.0.0.1, 10.0.0.2, "
        "10.0.0.3, 10.0.0.4 and more",
    ]


def test_the_addresses_remembered_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(guard, "REMEMBERED", 8)
    codes = CodeGuard("KXQB", Clock())
    for n in range(100):
        refusal(codes, f"10.0.{n}.1", "ZZZZ")
    assert len(codes._tries) <= 8
