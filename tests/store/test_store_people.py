"""A match several people play at one table is saved, continued and replayed like
any other; the player who typed no name is saved as "" and older saves' "You", "Vous" or
"Jij" still load (RULES.md R10: a match of games; Part C/D: the save's notation)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import huit_kit
import pytest
from store_kit import HOT_SEAT, play

from game.store.huit_resume import huit_match_from_record
from game.store.record import (
    MAX_NAME,
    UNNAMED,
    MatchRecord,
    PlayerInfo,
    SaveError,
    dumps_record,
    person_key,
    record_from_json,
    record_to_json,
)
from game.store.resume import match_from_record
from game.store.saves import SaveStore

# Three friends and two bots, the unnamed player in seat 0 (today's seat of "You").


def hot_seat(players: tuple[PlayerInfo, ...] = HOT_SEAT, **kw: Any) -> MatchRecord:
    """A match played to its end (or `plies`) with these seats."""
    rec, _ = play(players=len(players), seed=kw.pop("seed", 5), **kw)
    return attrs.evolve(rec, players=players)


def read_back(rec: MatchRecord) -> MatchRecord:
    return record_from_json(json.loads(dumps_record(rec)))


def test_r10_a_match_of_three_people_and_two_bots_round_trips_and_replays() -> None:
    rec = hot_seat(length=3)
    assert rec.people == (0, 2, 4) and rec.human_seat == 0
    back = read_back(rec)  # every game replayed through the rules to its recorded points
    assert back == rec and back.people == (0, 2, 4)
    assert [p.name for p in back.players if p.human] == ["", "Chloé", "Anne-Sophie"]
    match = match_from_record(back)
    assert match.totals == rec.totals and len(match.results) == len(rec.finished_points)


def test_h6_a_huit_match_of_two_people_round_trips_and_resumes() -> None:
    rec, match = huit_kit.play(players=4, seed=3, plies=40)
    people = (PlayerInfo("Chloé", True), PlayerInfo("Bot 1", False, "medium"),
              PlayerInfo("", True), PlayerInfo("Bot 3", False, "hard"))  # fmt: skip
    rec = attrs.evolve(rec, players=people)
    back = read_back(rec)
    assert back == rec and back.people == (0, 2) and back.human_seat == 0
    assert huit_match_from_record(back).round == match.round


def test_a_hot_seat_match_continues_after_closing_the_game(tmp_path: Path) -> None:
    rec = hot_seat(length=6, plies=60)
    SaveStore(tmp_path).save_current(rec)
    assert SaveStore(tmp_path).load_current("eight_half") == rec


def test_the_unnamed_player_is_saved_as_an_empty_name_and_a_bot_is_not() -> None:
    data = record_to_json(hot_seat(length=1))
    assert data["players"][0] == {"name": "", "human": True, "level": None, "left": False}
    data["players"][1]["name"] = ""
    with pytest.raises(SaveError, match="player 1: the name must be 1 to"):
        record_from_json(data)


def test_one_to_five_people_may_play_but_never_nobody() -> None:
    five = tuple(PlayerInfo(name, True) for name in ("", "Chloé", "Bram", "Léa", "Jan"))
    assert read_back(hot_seat(five, length=1)).people == (0, 1, 2, 3, 4)
    bots = tuple(PlayerInfo(f"Bot {i}", False, "easy") for i in range(3))
    with pytest.raises(SaveError, match="no player is a person"):
        read_back(hot_seat(bots, length=1))


def _hostile(change: Any) -> dict[str, Any]:
    data = record_to_json(hot_seat(length=1))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d["players"].append({"name": "Jan", "human": True, "level": None}),
         "must list 2 to 5 players"),
        (lambda d: d.update(players=[{"name": f"P{i}", "human": True, "level": None}
                                     for i in range(6)]), "must list 2 to 5 players"),
        (lambda d: d["players"][2].update(name="x" * (MAX_NAME + 1)), "player 2: the name"),
        (lambda d: d["players"][2].update(name=None), "player 2: the name"),
        (lambda d: d["players"][2].update(human="yes"), 'player 2: "human"'),
        (lambda d: d["players"][2].update(level="easy"), "player 2: a person has no bot level"),
        (lambda d: d["players"][1].update(human=True), "player 1: a person has no bot level"),
        (lambda d: [p.update(name="Bot", human=False, level="easy") for p in d["players"]],
         "no player is a person"),
    ],
)  # fmt: skip
def test_a_hostile_table_is_refused_with_its_reason(change: Any, reason: str) -> None:
    with pytest.raises(SaveError, match=reason):
        record_from_json(_hostile(change))


@pytest.mark.parametrize("old", ["You", "Vous", "Jij"])
def test_a_save_of_version_1_with_the_person_named_in_any_language_still_loads(old: str) -> None:
    data = record_to_json(hot_seat((PlayerInfo(old, True), *HOT_SEAT[1:3]), length=2))
    data["version"] = 1
    del data["room"]  # since version 3
    del data["house_rules"]  # since version 5
    for player in data["players"]:
        del player["left"]  # since version 4
    rec = record_from_json(data)
    assert rec.people == (0, 2) and person_key(rec.players[0].name) == UNNAMED


def test_names_are_told_apart_as_players_would() -> None:
    """The unnamed player, whatever older saves called them, is one person; Chloé typed
    with another case or a stray space is the same Chloé."""
    assert {person_key(n) for n in ("", "You", "Vous", "Jij", " You ")} == {UNNAMED}
    assert person_key("Chloé") == person_key(" chloé") == person_key("CHLOÉ") != UNNAMED
    assert person_key("Anne-Sophie") != person_key("Anne Sophie")


def test_a_person_who_left_is_saved_as_the_bot_playing_their_seat_and_may_come_back() -> None:
    rec = hot_seat(length=2, plies=30).with_bot(2, "hard")
    data = record_to_json(rec)
    assert data["players"][2] == {"name": "Chloé", "human": False, "level": "hard", "left": True}
    back = read_back(rec)
    assert back == rec and back.people == (0, 4) and back.left == (2,)
    assert back.lone_person is None  # one of several: never "You"
    returned = back.with_person(2)
    assert returned.players[2] == PlayerInfo("Chloé", True) and read_back(returned) == returned
    with pytest.raises(ValueError, match="seat 1 is not a person's"):
        back.with_person(1)  # a bot from the start: nobody to come back
    data["players"][0]["left"] = True
    with pytest.raises(SaveError, match='player 0: "left" must be true or false, and false'):
        record_from_json(data)
    del data["players"][0]["left"]
    with pytest.raises(SaveError, match="player 0 lacks left"):
        record_from_json(data)
