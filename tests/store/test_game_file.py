"""The game file: a match written from its record, read back by replaying every move
(RULES.md Part C for 8½, Part D and H7 for Huit américain), and every kind of bad file
refused with a clear reason."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import attrs
import pytest
from game_file_kit import as_json, huit_match, write
from store_kit import HOT_SEAT, cannot_read
from store_kit import play as play_eight_half

from game.rules import huit
from game.store.game_file import (
    GAME_FILE_FORMAT,
    MAX_GAME_FILE_BYTES,
    GameFile,
    GameFileError,
    game_file_from_record,
    read_game_file,
    record_from_game_file,
    write_game_file,
)
from game.store.games import rules_for
from game.store.record import MatchRecord, RoomRecord, replay

ALL_RULES = huit.HOUSE_RULES  # H7.1 to H7.5 at once


def _finished_eight_half() -> MatchRecord:
    rec, _ = play_eight_half(3, 7, 2)
    assert rec.match_over
    return rec.with_status("finished")


def _round_trip(rec: MatchRecord, tmp_path: Path) -> GameFile:
    path = tmp_path / "match.json"
    write_game_file(rec, path)
    return read_game_file(path)


def _assert_same_match(gf: GameFile, rec: MatchRecord) -> None:
    assert gf.game == rec.game
    assert gf.seed == rec.seed and gf.length == rec.length
    assert len(gf.games) == len(rec.games)
    rules = rules_for(rec.game)
    for read, recorded, final in zip(gf.games, rec.games, gf.finals, strict=True):
        assert read.start == recorded.start
        assert read.moves == recorded.moves
        assert read.points == recorded.points
        assert final == replay(recorded, rules)  # the same positions, move by move
    assert gf.finals[-1] == rec.position


def test_an_eight_half_match_reads_back_move_for_move(tmp_path: Path) -> None:
    rec = _finished_eight_half()
    gf = _round_trip(rec, tmp_path)
    _assert_same_match(gf, rec)
    assert len(gf.games) == 2 and all(g.is_over for g in gf.games)
    assert gf.is_over and gf.totals == rec.totals and gf.winners == rec.leaders
    assert gf.house_rules == () and gf.decks == 1
    assert [s.name for s in gf.seats] == ["You", "Bot 1", "Bot 2"]
    assert [(s.kind, s.level) for s in gf.seats] == [
        ("person", None), ("bot", "easy"), ("bot", "easy"),
    ]  # fmt: skip
    assert gf == game_file_from_record(rec)


@pytest.mark.parametrize(("rules", "decks"), [((), 1), (ALL_RULES, 2), (("jokers",), 1)])
def test_a_huit_match_with_house_rules_reads_back_move_for_move(
    tmp_path: Path, rules: tuple[str, ...], decks: int
) -> None:
    """H7: the house rules are the file's and every round's; Part D: each round's moves."""
    rec = huit_match(players=3, seed=5, target=60, decks=decks, rules=rules)
    gf = _round_trip(rec, tmp_path)
    _assert_same_match(gf, rec)
    assert gf.house_rules == huit.house_rules(rules)
    assert all(final.rules == gf.house_rules for final in gf.finals)
    assert gf.decks == decks and gf.target == 60
    assert gf.is_over and gf.totals[gf.winners[0]] >= 60
    data = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert data["house_rules"] == list(huit.house_rules(rules))
    assert data["target"] == 60 and "rounds" in data and "games" not in data
    assert data["result"] == {"totals": list(gf.totals), "winners": list(gf.winners)}


def test_an_unfinished_match_reads_back_with_no_result(tmp_path: Path) -> None:
    rec, _ = play_eight_half(3, 9, 3, plies=40)
    gf = _round_trip(rec, tmp_path)
    _assert_same_match(gf, rec)
    assert not gf.is_over and gf.winners == ()
    data = json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))
    assert data["result"] is None and data["games"][-1]["points"] is None


def test_a_single_round_of_huit_has_no_target(tmp_path: Path) -> None:
    rec = huit_match(players=2, seed=3, target=None)
    gf = _round_trip(rec, tmp_path)
    assert gf.target is None and len(gf.games) == 1 and gf.is_over
    assert json.loads((tmp_path / "match.json").read_text(encoding="utf-8"))["target"] is None


def test_people_phones_and_bots_keep_their_kinds_and_levels(tmp_path: Path) -> None:
    rec, _ = play_eight_half(5, 4, 1, plies=10)
    rec = attrs.evolve(rec, players=HOT_SEAT)
    rec = rec.with_room(RoomRecord("ABCD", ((2, None), (4, "t" * 16)))).with_bot(4, "medium")
    gf = _round_trip(rec, tmp_path)
    assert [(s.name, s.kind, s.level, s.left) for s in gf.seats] == [
        ("Player 1", "person", None, False),  # the unnamed person, as the table calls them
        ("Bot 1", "bot", "hard", False),
        ("Chloé", "phone", None, False),
        ("Bot 3", "bot", "easy", False),
        ("Anne-Sophie", "phone", "medium", True),  # left: a Medium bot played on
    ]


@pytest.mark.parametrize("which", ["eight_half", "huit", "hot_seat"])
def test_a_file_read_back_is_the_same_match_as_a_record(tmp_path: Path, which: str) -> None:
    """Saved, then opened: the record the review replays has the same seats, deals, moves
    and positions, and writes the same file again."""
    if which == "eight_half":
        rec = _finished_eight_half()
    elif which == "huit":
        rec = huit_match(rules=ALL_RULES)
    else:
        played, _ = play_eight_half(5, 4, 1, plies=10)
        rec = attrs.evolve(played, players=HOT_SEAT)
        rec = rec.with_room(RoomRecord("ABCD", ((2, None), (4, "t" * 16)))).with_bot(4, "hard")
        rec = rec.with_status("abandoned")
    back = record_from_game_file(_round_trip(rec, tmp_path))
    assert back.game == rec.game and back.seed == rec.seed and back.length == rec.length
    assert back.games == rec.games and back.position == rec.position
    assert back.match_over == rec.match_over and back.status == rec.status
    assert back.people == tuple(i for i, p in enumerate(rec.players) if p.human)
    assert [(p.level, p.left) for p in back.players] == [(p.level, p.left) for p in rec.players]
    write_game_file(back, tmp_path / "again.json")
    assert (tmp_path / "again.json").read_bytes() == (tmp_path / "match.json").read_bytes()


def test_the_same_match_always_writes_the_same_bytes(tmp_path: Path) -> None:
    rec = huit_match(rules=("jack_reverses",))
    write_game_file(rec, tmp_path / "a.json")
    write_game_file(rec, tmp_path / "b.json")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # atomic, no leftovers


# --- names ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "shown"),
    [
        ("Chlo\u00e9\u200b\u0007", "Chloé"),  # a zero-width space and a bell go
        ("  Anne \t Sophie ", "Anne Sophie"),
        ("\u200b\u200d\u0301", "Player 2"),  # shows nothing: the seat's number
        ("", "Player 2"),
        ("\u202eevil", "evil"),  # no text turned round
    ],
)
def test_a_name_is_tidied_and_a_name_showing_nothing_is_the_seats_number(
    tmp_path: Path, written: str, shown: str
) -> None:
    data = as_json(_finished_eight_half())
    data["seats"][1]["name"] = written
    gf = read_game_file(write(tmp_path / "f.json", data))
    assert gf.seats[1].name == shown


# --- bad files ------------------------------------------------------------------------------


def _spoil(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    spoiled = copy.deepcopy(data)
    target: Any = spoiled
    for key in path[:-1]:
        target = target[key]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return spoiled


_DELETE = object()

EIGHT_HALF_SPOILED = [
    (("format",), "eight-and-a-half/save", "not a game file"),
    (("version",), 2, "newer version"),
    (("version",), "1", '"version"'),
    (("game",), "chess", "unknown game 'chess'"),
    (("seats",), [{"name": "A", "kind": "person", "level": None, "left": False}], "2 to 5 seats"),
    (("seats", 1, "kind"), "robot", '"kind" must be one of person, phone, bot'),
    (("seats", 1, "level"), "expert", '"level" must be one of easy, medium, hard'),
    (("seats", 0, "level"), "hard", "a person has no bot level"),
    (("seats", 1, "left"), True, "false for a bot"),
    (("seats", 1, "name"), 7, "the name must be text"),
    (("seats", 1, "name"), "x" * 41, "at most 40 characters"),
    (("seats", 1, "colour"), "red", "seat 1 has unknown field(s) 'colour'"),
    (("house_rules",), ["jokers"], "8½ has no house rules"),
    (("decks",), 2, '"decks"'),
    (("games_in_match",), 0, '"games_in_match"'),
    (("seed",), 2**70, '"seed"'),
    (("seed",), 1.5, '"seed"'),
    (("started",), "yesterday", '"started" is not a time'),
    (("games",), [], '"games" must list 1 to 2 games'),
    (("games", 0, "moves", 0), "7 7 7 7 7", "game 1, move 1"),
    (("games", 0, "moves", 0), "castle", "game 1, move 1 ('castle')"),
    (("games", 0, "moves", 0), 7, "game 1, move 1: not a move"),
    (("games", 0, "deal", "turn"), 9, "game 1: the deal is not a position"),
    (("games", 0, "points"), [0, 0, 0], "game 1: its moves end it with the points"),
    (("games", 1, "points"), None, "game 2: its moves end it with the points"),
    (("result",), None, '"result" must be an object'),
    (("result", "totals"), [9, 9, 9], '"result": the totals are'),
    (("result", "winners"), [True], '"result": the winners are'),
    (("moves",), [], "unknown field(s) 'moves'"),
    (("seed",), _DELETE, "the game file lacks seed"),
]


@pytest.mark.parametrize(("where", "value", "reason"), EIGHT_HALF_SPOILED)
def test_a_spoiled_eight_half_file_is_refused_with_its_reason(
    tmp_path: Path, where: tuple[Any, ...], value: Any, reason: str
) -> None:
    data = as_json(_finished_eight_half())
    path = write(tmp_path / "f.json", _spoil(data, where, value))
    before = path.read_bytes()
    with pytest.raises(GameFileError, match=None) as caught:
        read_game_file(path)
    assert reason in str(caught.value)
    assert path.read_bytes() == before  # reading changes nothing


def test_a_move_illegal_in_its_position_names_the_move_and_the_round(tmp_path: Path) -> None:
    """Part D: a well-written move the rules refuse there, in round 2."""
    rec = huit_match(seed=5, target=500, rules=("jokers",), rounds=2)
    data = as_json(rec)
    assert len(data["rounds"]) >= 2
    moves = data["rounds"][1]["moves"]
    state = rec.games[1].start
    legal = {huit.format_move(m) for m in huit.legal_moves(state)}
    illegal = next(m for m in ("call", "pass", "Ac", "8s h", "X h") if m not in legal)
    data["rounds"][1]["moves"] = [illegal, *moves[1:]]
    with pytest.raises(GameFileError) as caught:
        read_game_file(write(tmp_path / "f.json", data))
    assert str(caught.value).startswith(f"round 2, move 1: {illegal!r} is not allowed")


def test_a_move_after_the_end_and_points_before_it_are_refused(tmp_path: Path) -> None:
    data = as_json(_finished_eight_half())
    data["games"][0]["moves"].append("take")
    with pytest.raises(GameFileError) as caught:
        read_game_file(write(tmp_path / "f.json", data))
    moves = len(data["games"][0]["moves"])
    assert str(caught.value) == f"game 1, move {moves}: the game is already over"
    rec, _ = play_eight_half(3, 9, 3, plies=40)
    data = as_json(rec)
    data["games"][-1]["points"] = [3, 0, 0]
    with pytest.raises(GameFileError, match='its moves do not end it, so its "points" must be'):
        read_game_file(write(tmp_path / "f.json", data))


@pytest.mark.parametrize(
    ("house_rules", "reason"),
    [
        (["jokers", "blue_cards"], "unknown house rule 'blue_cards'"),
        (["jokers", "jokers"], "names a rule twice"),
        ("jokers", '"house_rules" must be a list'),
        ([], "round 1 is dealt with other house rules than the file's (none)"),
    ],
)
def test_unknown_or_mismatched_house_rules_are_refused(
    tmp_path: Path, house_rules: Any, reason: str
) -> None:
    """H7: a file's house rules are names of H7, each once, and its deals' own."""
    data = as_json(huit_match(rules=("jokers",), rounds=1))
    data["house_rules"] = house_rules
    with pytest.raises(GameFileError) as caught:
        read_game_file(write(tmp_path / "f.json", data))
    assert reason in str(caught.value)


def test_a_deal_for_other_seats_is_refused(tmp_path: Path) -> None:
    data = as_json(huit_match(players=3, rounds=1))
    data["seats"] = data["seats"][:2]
    with pytest.raises(GameFileError, match="round 1 is dealt for 3 players, not the 2 seats"):
        read_game_file(write(tmp_path / "f.json", data))


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"", "not valid JSON"),
        (b"{", "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"[1, 2]", "a JSON object, not a list"),
        (b"null", "a JSON object, not null"),
        (b'{"format": NaN}', "NaN is not a JSON number"),
        (b'{"seed": Infinity}', "Infinity is not a JSON number"),
        (b'{"seed": 1e999}', "too large"),
        (b'{"seed": ' + b"9" * 5000 + b"}", "a number of 5000 digits"),
        (b'{"format": 1, "format": 2}', "the key 'format' is given twice"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"format": "eight-and-a-half/game"}', '"version" must be a whole number'),
    ],
)
def test_what_is_not_one_clear_json_object_is_refused(
    tmp_path: Path, raw: bytes, reason: str
) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(raw)
    with pytest.raises(GameFileError) as caught:
        read_game_file(path)
    assert reason in str(caught.value)


def test_a_duplicate_key_deep_in_a_file_is_refused(tmp_path: Path) -> None:
    text = json.dumps(as_json(_finished_eight_half()))
    spoiled = text.replace('"kind": "bot",', '"kind": "bot", "kind": "person",', 1)
    path = tmp_path / "f.json"
    path.write_text(spoiled, encoding="utf-8")
    with pytest.raises(GameFileError, match="the key 'kind' is given twice"):
        read_game_file(path)


def test_a_file_with_a_bom_reads(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(as_json(_finished_eight_half())).encode())
    assert read_game_file(path).is_over


def test_a_huge_file_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_GAME_FILE_BYTES + 1)  # sparse: its size alone says it
    opened: list[object] = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda *a, **k: opened.append(a) or real_open(*a, **k))
    with pytest.raises(GameFileError, match=f"too large .*at most {MAX_GAME_FILE_BYTES}"):
        read_game_file(path)
    assert opened == []  # refused from its size, never opened


def test_no_file_a_folder_or_an_unreadable_file_is_a_clear_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(GameFileError, match="no such file"):
        read_game_file(tmp_path / "absent.json")
    with pytest.raises(GameFileError, match="a folder stands where the file should be"):
        read_game_file(tmp_path)
    path = write(tmp_path / "f.json", as_json(_finished_eight_half()))
    with cannot_read(path, monkeypatch), pytest.raises(GameFileError, match="cannot be read"):
        read_game_file(path)


def test_the_file_format_is_named(tmp_path: Path) -> None:
    data = as_json(_finished_eight_half())
    assert (data["format"], data["version"], data["game"]) == (GAME_FILE_FORMAT, 1, "eight_half")
    assert list(data) == [
        "format", "version", "game", "started", "ended", "seats", "house_rules", "decks",
        "games_in_match", "seed", "games", "result",
    ]  # fmt: skip
