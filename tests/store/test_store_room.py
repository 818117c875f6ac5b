"""A match played with phones is saved like any other, with its room: the code on
the TV and each phone seat's token, so Continue opens the same room and every phone gets its
seat back by itself. Older saves (versions 1 and 2) have no room and still load."""

from __future__ import annotations

import json
from typing import Any

import attrs
import huit_kit
import pytest
from store_kit import HOT_SEAT
from test_store_people import hot_seat

from game.store.record import (
    SAVE_VERSION,
    MatchRecord,
    PlayerInfo,
    RoomRecord,
    SaveError,
    dumps_record,
    person_key,
    record_from_json,
    record_to_json,
)
from game.store.saves import SaveStore

CHLOE = "k3J9xQ2mT8vB1nR5pL7wZ0aC"
MARC = "Yt6_hG4-fD2sA9qW8eR1uI3o"
ROOM = RoomRecord("KXQB", ((0, CHLOE), (2, MARC), (4, None)))  # seat 4 freed by the host


def with_room(rec: MatchRecord | None = None, room: RoomRecord = ROOM) -> MatchRecord:
    return (rec or hot_seat(length=2)).with_room(room)


def test_a_match_with_phones_keeps_its_room_code_and_tokens_through_the_file() -> None:
    rec = with_room()
    data = json.loads(dumps_record(rec))
    assert data["version"] == SAVE_VERSION == 5
    assert data["room"] == {
        "code": "KXQB",
        "phones": [
            {"seat": 0, "token": CHLOE},
            {"seat": 2, "token": MARC},
            {"seat": 4, "token": None},
        ],
    }
    back = record_from_json(data)
    assert back == rec and back.room is not None
    assert back.room.seats == (0, 2, 4) and back.room.tokens() == {0: CHLOE, 2: MARC}


def test_a_phones_seat_given_to_a_bot_is_saved_as_a_bots_under_the_same_name() -> None:
    rec = with_room()
    name = rec.players[2].name
    handed = rec.with_bot(2, "hard").with_room(RoomRecord("KXQB", ((0, CHLOE), (4, None))))
    back = record_from_json(json.loads(dumps_record(handed)))
    assert back.players[2] == PlayerInfo(name, False, "hard", left=True)
    assert back.players[:2] == rec.players[:2] and back.room is not None
    assert back.room.seats == (0, 4)
    with pytest.raises(ValueError, match="no seat 7"):
        rec.with_bot(7, "easy")


def test_a_match_at_one_screen_saves_no_room() -> None:
    data = record_to_json(hot_seat(length=2))
    assert data["room"] is None and record_from_json(data).room is None


def test_h6_a_huit_match_with_phones_round_trips() -> None:
    rec, _ = huit_kit.play(players=3, seed=3, plies=20)
    rec = attrs.evolve(
        rec,
        players=(
            PlayerInfo("Chloé", True),
            PlayerInfo("Bot", False, "hard"),
            PlayerInfo("Marc", True),
        ),
    )
    rec = rec.with_room(RoomRecord("ABCD", ((0, CHLOE), (2, MARC))))
    assert record_from_json(json.loads(dumps_record(rec))) == rec


@pytest.mark.parametrize("version", [1, 2])
def test_saves_of_earlier_versions_load_without_a_room(version: int) -> None:
    data = record_to_json(hot_seat(length=2))
    del data["room"]
    del data["house_rules"]  # since version 5
    for player in data["players"]:
        del player["left"]  # since version 4
    data["version"] = version
    assert record_from_json(data).room is None


def _hostile(change: Any) -> dict[str, Any]:
    data = record_to_json(with_room())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.pop("room"), "the save lacks room"),
        (lambda d: d.update(room=[]), '"room" must be null or an object'),
        (lambda d: d["room"].update(code="KXQO"), "four capitals without I or O"),
        (lambda d: d["room"].update(code="kxqb"), "four capitals"),
        (lambda d: d["room"].update(code=1234), "four capitals"),
        (lambda d: d["room"].update(extra=1), "unknown field"),
        (lambda d: d["room"].update(phones=[]), "1 to 5 phone seats"),
        (lambda d: d["room"]["phones"].append({"seat": 3, "token": None}), "in seat order"),
        (lambda d: d["room"]["phones"][0].update(seat=1), "seat 1 is a bot's"),
        (lambda d: d["room"]["phones"][0].update(seat=9), '"seat" must be a whole number'),
        (lambda d: d["room"]["phones"][0].update(token="<script>"), "the token must be"),
        (lambda d: d["room"]["phones"][0].update(token=7), "the token must be"),
        (lambda d: d["room"]["phones"][1].update(token=CHLOE), "share a token"),
        (lambda d: d["room"]["phones"][1].pop("token"), "lacks token"),
    ],
)  # fmt: skip
def test_a_hostile_room_is_refused_with_its_reason(change: Any, reason: str) -> None:
    with pytest.raises(SaveError, match=reason):
        record_from_json(_hostile(change))


def test_continue_finds_the_room_in_the_current_file(tmp_path: Any) -> None:
    store = SaveStore(tmp_path)
    rec, _ = huit_kit.play(players=3, seed=3, plies=20)
    rec = attrs.evolve(
        rec, players=(PlayerInfo("Chloé", True), *HOT_SEAT[1:2], PlayerInfo("Marc", True))
    )
    rec = rec.with_room(RoomRecord("ABCD", ((0, CHLOE), (2, MARC))))
    store.save_current(rec)
    loaded = SaveStore(tmp_path).load_current("huit")
    assert loaded is not None and loaded.room == rec.room


# Names as phones' keyboards write them: an emoji of several code points (a zero-width
# joiner), a no-break space, a soft hyphen; as the room keeps them (game/names/normal.py).
PHONE_NAMES = {"Zoé 👩\u200d🎤": "Zoé 👩\u200d🎤", "Jean\u00a0Luc": "Jean Luc",
               "Anne\u00adSophie": "AnneSophie"}  # fmt: skip


@pytest.mark.parametrize("name", PHONE_NAMES)
def test_a_name_typed_on_a_phone_survives_the_save_and_the_statistics(
    name: str, tmp_path: Any
) -> None:
    """Before, the save refused them (not str.isprintable()) and Continue lost the match."""
    rec = hot_seat((PlayerInfo(name, True), *HOT_SEAT[1:3]), length=1)
    rec = rec.with_room(RoomRecord("KXQB", ((0, CHLOE),)))
    back = record_from_json(json.loads(dumps_record(rec))).players[0].name
    assert back == PHONE_NAMES[name]
    SaveStore(tmp_path).stats.count(rec)
    again = SaveStore(tmp_path)
    assert any(key.person == person_key(name) for key in again.stats.stats.tallies)
    assert again.take_notices() == []  # the statistics file read back whole


@pytest.mark.parametrize("name", ["Chlo\u202eé", "Chlo\x00é", "Chlo\u2028é"])
def test_a_name_that_would_turn_around_or_break_the_other_screens_loses_those_characters(
    name: str,
) -> None:
    data = record_to_json(with_room())
    data["players"][0]["name"] = name
    assert record_from_json(data).players[0].name == "Chloé"
