"""Names at `join`, over real sockets on 127.0.0.1: a name that shows nothing, a look-alike
of a name in the room or of a bot's, and a script the TV cannot draw are refused."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lan_kit import RulesRoom

from game.lan.server import Joined

BOTS = ("Ada", "Bruno", "Chloé", "Dirk", "Emma")


@pytest.fixture
def room() -> Iterator[RulesRoom]:
    room = RulesRoom("huit", ("phone", "phone", "bot"), seed=4, reserved=BOTS)
    room.start()
    yield room
    room.close()


def test_names_are_checked_as_the_table_would_see_them(room: RulesRoom) -> None:
    alice, other = room.phone(), room.phone()
    alice.hello()
    assert alice.join(0, "\ufeffAl\u200bice ")["name"] == "Alice"
    other.hello()
    for invisible in ("\u200b\u200b\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f"):
        assert other.join(1, invisible)["code"] == "bad_name"
    for alike in ("Alice\u200b", "Al\u200dice", "\ufeffAlice", "\u0410lice", "Bruno", "bruno"):
        assert other.join(1, alike)["code"] == "name_taken"
    assert other.join(1, "李小龍")["code"] == "bad_name"
    assert room.pump() == [Joined(0, "Alice", "en")]
    assert other.join(1, "Sam 🎲")["name"] == "Sam 🎲"
