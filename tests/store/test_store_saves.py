"""Saves: a match survives closing the game, a bad file never half-loads, a kill never breaks one.

RULES.md R10 (a match of games, its points) and Part C (positions and moves, the save's
notation).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from store_kit import play

from game.rules.eight_half import legal_moves, parse_move
from game.store import paths, saves
from game.store.games import EIGHT_HALF
from game.store.record import (
    MAX_SAVE_BYTES,
    SAVE_FORMAT,
    SAVE_VERSION,
    SaveError,
    dumps_record,
    record_from_json,
    record_to_json,
    replay,
)
from game.store.resume import match_from_record
from game.store.saves import SaveStore

TESTS = Path(__file__).resolve().parents[1] / "kits"


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


def _asides(directory: Path, name: str = "current.json") -> list[Path]:
    return sorted(directory.glob(f"{name}.damaged-*"))


# --- round trips --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r10_a_whole_match_saved_and_loaded_is_the_same_match(data_dir: Path, players: int) -> None:
    rec, match = play(players=players, seed=100 + players, length=6)
    assert rec.match_over and len(rec.games) == 6
    store = SaveStore(data_dir)
    assert store.load_current("eight_half") is None
    assert store.save_current(rec) is True
    back = SaveStore(data_dir).load_current("eight_half")
    assert back == rec
    assert match_from_record(back) == match  # the totals the score pad shows come back too
    assert back.totals == match.totals


def test_r10_every_game_of_a_finished_match_replays_to_its_recorded_end() -> None:
    rec, match = play(players=4, seed=3, length=6, levels=("easy", "medium", "easy"))
    for game, result in zip(rec.games, match.results, strict=True):
        final = replay(game, EIGHT_HALF)
        assert final.is_over and final.points == game.points == result.points
    assert replay(rec.games[-1], EIGHT_HALF) == rec.position


def test_a_match_stopped_mid_game_resumes_at_the_same_position_and_turn(data_dir: Path) -> None:
    rec, match = play(players=3, seed=21, length=6, plies=250)  # game 3 or so, under way
    assert not rec.current.is_over and len(rec.games) >= 2
    SaveStore(data_dir).save_current(rec)
    back = SaveStore(data_dir).load_current("eight_half")
    assert back is not None
    resumed = match_from_record(back)
    assert resumed == match
    assert resumed.game.turn == match.game.turn
    assert legal_moves(resumed.game) == legal_moves(match.game)


def test_a_save_made_right_after_a_game_ended_keeps_its_points(data_dir: Path) -> None:
    rec, _ = play(players=2, seed=5, length=6, plies=1000)
    while not rec.current.is_over:  # cut back to a game's last move
        rec, _ = play(players=2, seed=5, length=6, plies=sum(g.plies for g in rec.games) - 1)
    SaveStore(data_dir).save_current(rec)
    back = SaveStore(data_dir).load_current("eight_half")
    assert back == rec and back.current.points is not None


def test_the_save_is_readable_json_in_part_c_notation(data_dir: Path) -> None:
    rec, _ = play(players=3, seed=2, length=6, plies=120)
    SaveStore(data_dir).save_current(rec)
    text = (data_dir / "current.json").read_text(encoding="utf-8")
    data = json.loads(text)
    assert (data["format"], data["version"], data["game"]) == (
        SAVE_FORMAT,
        SAVE_VERSION,
        "eight_half",
    )
    assert data["seed"] == 2 and data["length"] == 6 and data["status"] == "playing"
    assert data["players"][0] == {"name": "You", "human": True, "level": None, "left": False}
    assert data["players"][1] == {"name": "Bot 1", "human": False, "level": "easy", "left": False}
    first = data["games"][0]
    assert first["points"] is not None and all(isinstance(m, str) for m in first["moves"])
    parse_move(first["moves"][0])  # plain Part C move text
    assert data["games"][-1]["points"] is None
    assert max(len(line) for line in text.splitlines()) <= 120  # laid out for reading
    assert len(text.splitlines()) < 200


# --- bad files ----------------------------------------------------------------------------


def _good(plies: int = 150) -> dict[str, Any]:
    rec, _ = play(players=3, seed=9, length=6, plies=plies)  # game 2 under way
    assert len(rec.games) >= 2 and not rec.current.is_over
    return record_to_json(rec)


def _illegal_move(data: dict[str, Any]) -> dict[str, Any]:
    game = data["games"][0]
    state = EIGHT_HALF.parse_position(game["start"])
    legal = set(legal_moves(state))
    tries = ("blind 2", "take", "pass", "9 9 9", "open 3")
    wrong = next(t for t in tries if parse_move(t) not in legal)
    game["moves"][0] = wrong
    return data


def _points_changed(data: dict[str, Any]) -> dict[str, Any]:
    points = data["games"][0]["points"]
    data["games"][0]["points"] = [p + 1 for p in points]
    return data


def _move_dropped(data: dict[str, Any]) -> dict[str, Any]:
    data["games"][-1]["moves"].pop()
    return data


def _move_after_the_end(data: dict[str, Any]) -> dict[str, Any]:
    data["games"][0]["moves"].append("take")
    return data


def _edit(change: Callable[[dict[str, Any]], Any]) -> Callable[[], bytes]:
    def make() -> bytes:
        data = _good()
        change(data)
        return json.dumps(data).encode()

    return make


def _good_bytes() -> bytes:
    return json.dumps(_good()).encode()


BAD_FILES: dict[str, Callable[[], bytes]] = {
    "truncated": lambda: _good_bytes()[: len(_good_bytes()) // 2],
    "corrupt bytes": lambda: _good_bytes()[:500] + b"\x00\x13}{" + _good_bytes()[504:],
    "not utf-8": lambda: _good_bytes().replace(b'"You"', b'"Zo\xeb"'),
    "wrong json type": lambda: b"[1, 2, 3]",
    "empty": lambda: b"",
    "just null": lambda: b"null",
    "wrong format": _edit(lambda d: d.update(format="eight-and-a-half/stats")),
    "future version": _edit(lambda d: d.update(version=SAVE_VERSION + 1)),
    "unknown game": _edit(lambda d: d.update(game="chess")),
    "illegal move": _edit(_illegal_move),
    "unreadable move": _edit(lambda d: d["games"][0]["moves"].__setitem__(0, "7 8")),
    "moves do not reach the position": _edit(_move_dropped),
    "points do not match": _edit(_points_changed),
    "move after the end of a game": _edit(_move_after_the_end),
    "extra field": _edit(lambda d: d.update(cheat=True)),
    "missing field": _edit(lambda d: d.pop("seed")),
    "extra field in a player": _edit(lambda d: d["players"][1].update(speed=9)),
    "a path as the id": _edit(lambda d: d.update(id="../../escape")),
    "no person": _edit(lambda d: d["players"][0].update(human=False, level="easy")),
    "a bot without a name": _edit(lambda d: d["players"][1].update(name="")),
    "a person with a level": _edit(lambda d: d["players"][0].update(level="hard")),
    "a bot without a level": _edit(lambda d: d["players"][1].update(level="godlike")),
    "seed is not a number": _edit(lambda d: d.update(seed="7")),
    "position of another deal": _edit(lambda d: d.update(position=d["games"][0]["start"])),
    "finished but not over": _edit(lambda d: d.update(status="finished", ended=d["started"])),
    "more games than the length": _edit(lambda d: d.update(length=1)),
    "a position with too many cards": _edit(
        lambda d: d["games"][0]["start"]["seats"][0].update(aside="9 9 9 9 9 9 9 9 9")
    ),
    "too large": lambda: _good_bytes() + b" " * MAX_SAVE_BYTES,
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_save_is_kept_aside_told_once_and_a_new_match_can_start(
    data_dir: Path, kind: str
) -> None:
    content = BAD_FILES[kind]()
    data_dir.mkdir()
    (data_dir / "current.json").write_bytes(content)
    store = SaveStore(data_dir)
    assert store.load_current("eight_half") is None
    [kept] = _asides(data_dir)
    assert kept.read_bytes() == content  # kept as it was, for the player
    [notice] = store.take_notices()
    assert notice.kind == "damaged" and notice.kept_as == kept and notice.reason
    assert store.take_notices() == []
    new, _ = play(players=2, seed=1, length=1, plies=3, match_id="20260116-100000-000001")
    assert store.save_current(new) is True
    assert SaveStore(data_dir).load_current("eight_half") == new
    assert _asides(data_dir) == [kept]


def test_the_loader_gives_a_reason_a_player_can_act_on() -> None:
    with pytest.raises(SaveError, match="newer version"):
        record_from_json({**_good(), "version": SAVE_VERSION + 1})
    with pytest.raises(SaveError, match="move 1"):
        record_from_json(_illegal_move(_good()))
    with pytest.raises(SaveError, match="position"):
        record_from_json(_move_dropped(_good()))
    with pytest.raises(SaveError, match="points"):
        record_from_json(_points_changed(_good()))
    with pytest.raises(SaveError, match="lacks seed"):
        record_from_json({k: v for k, v in _good().items() if k != "seed"})


@pytest.mark.parametrize("match_id", ["nul", "CON", "Aux", "com1", "LPT9"])
def test_an_id_windows_keeps_for_a_device_is_refused_on_every_system(match_id: str) -> None:
    """The id names the match's history file; "nul.json" on Windows is no file, and
    the data folder travels between systems (a copy, a sync)."""
    with pytest.raises(SaveError, match="device on Windows"):
        record_from_json({**_good(), "id": match_id})
    record_from_json({**_good(), "id": f"{match_id}x"})  # only the bare names are kept


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_save_is_moved_aside_without_hanging(data_dir: Path) -> None:
    data_dir.mkdir()
    os.mkfifo(data_dir / "current.json")
    store = SaveStore(data_dir)
    assert store.load_current("eight_half") is None
    [kept] = _asides(data_dir)
    assert not kept.is_file() and kept.exists()
    assert [n.kind for n in store.take_notices()] == ["damaged"]


def test_a_folder_in_place_of_the_save_is_moved_aside(data_dir: Path) -> None:
    (data_dir / "current.json").mkdir(parents=True)
    (data_dir / "current.json" / "inside.txt").write_text("mine", encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.load_current("eight_half") is None
    [kept] = _asides(data_dir)
    assert (kept / "inside.txt").read_text(encoding="utf-8") == "mine"
    rec, _ = play(players=2, seed=1, length=1, plies=3)
    assert store.save_current(rec) is True


def test_two_bad_files_in_a_row_keep_two_names(data_dir: Path) -> None:
    data_dir.mkdir()
    first, second = b"{not json", b"[]"
    (data_dir / "current.json").write_bytes(first)
    assert SaveStore(data_dir).load_current("eight_half") is None
    (data_dir / "current.json").write_bytes(second)
    assert SaveStore(data_dir).load_current("eight_half") is None
    kept = _asides(data_dir)
    assert len(kept) == 2
    assert sorted(k.read_bytes() for k in kept) == sorted([first, second])


def test_saving_first_never_overwrites_a_match_nobody_loaded(data_dir: Path) -> None:
    old, _ = play(players=3, seed=4, length=6, plies=30, match_id="20260101-000000-aaaaaa")
    SaveStore(data_dir).save_current(old)
    new, _ = play(players=2, seed=5, length=6, plies=5, match_id="20260102-000000-bbbbbb")
    store = SaveStore(data_dir)
    assert store.save_current(new) is True  # without load_current first
    assert store.load_current("eight_half") == new
    kept = store.history.load(old.id)
    assert kept is not None and kept.status == "abandoned" and kept.games == old.games


def test_a_finished_match_left_as_current_is_filed_not_offered(data_dir: Path) -> None:
    rec, _ = play(players=2, seed=8, length=1)
    data = record_to_json(rec.with_status("finished"))
    data_dir.mkdir()
    (data_dir / "current.json").write_text(json.dumps(data), encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.load_current("eight_half") is None
    assert not (data_dir / "current.json").exists()
    assert store.history.ids() == [rec.id]


# --- unwritable data folders --------------------------------------------------------------


def test_a_data_folder_under_a_file_turns_saves_off_once_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    store = SaveStore(blocker / "data")
    assert store.load_current("eight_half") is None
    rec, _ = play(players=2, seed=1, length=1)
    for _ in range(3):
        assert store.save_current(rec) is False
    assert store.finish(rec) is False
    assert store.saves_on is False
    assert [n.kind for n in store.take_notices()] == ["saves_off"]
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_a_failing_disk_turns_saves_off_once(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(path: Path, text: str) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    store = SaveStore(data_dir)
    store.load_current("eight_half")
    monkeypatch.setattr(saves, "write_text_atomic", refuse)
    rec, _ = play(players=2, seed=1, length=1, plies=10)
    assert store.save_current(rec) is False
    assert store.save_current(rec) is False
    notices = store.take_notices()
    assert [n.kind for n in notices] == ["saves_off"] and "Permission denied" in notices[0].reason
    monkeypatch.undo()
    assert store.save_current(rec) is True and store.saves_on is True


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores chmod")
def test_a_read_only_data_folder_turns_saves_off(data_dir: Path) -> None:
    data_dir.mkdir()
    data_dir.chmod(0o500)
    try:
        store = SaveStore(data_dir)
        assert store.load_current("eight_half") is None
        rec, _ = play(players=2, seed=1, length=1, plies=10)
        assert store.save_current(rec) is False
        assert [n.kind for n in store.take_notices()] == ["saves_off"]
    finally:
        data_dir.chmod(0o700)


def test_the_default_store_uses_the_platform_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path / "platform")
    rec, _ = play(players=2, seed=1, length=1, plies=4)
    store = SaveStore()
    store.load_current("eight_half")
    store.save_current(rec)
    assert (tmp_path / "platform" / "current.json").is_file()


# --- killed in the middle of a write --------------------------------------------------------


def _loads_as_one_of(directory: Path, expected: tuple[Any, Any]) -> int:
    """Load like the next start-up would; return which of the pair is on disk."""
    store = SaveStore(directory)
    rec = store.load_current("eight_half")
    assert store.take_notices() == [], "the save was broken by the kill"
    assert rec in expected
    return expected.index(rec)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
def test_a_writer_killed_at_random_moments_always_leaves_the_old_or_the_new_save(
    data_dir: Path,
) -> None:
    sys.path.insert(0, str(TESTS))
    from store_writer import records

    pair = records()
    SaveStore(data_dir).save_current(pair[0])
    server = subprocess.Popen(
        [sys.executable, str(TESTS / "store_writer.py"), str(data_dir), "--fork"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert server.stdin is not None and server.stdout is not None
    rng = random.Random(2005)
    seen = [0, 0]
    interrupted = 0  # kills that caught a write between its temp file and the rename
    kills = 0
    deadline = time.monotonic() + 60
    try:
        while kills < 220 and time.monotonic() < deadline:
            server.stdin.write("go\n")
            server.stdin.flush()
            pid = int(server.stdout.readline())
            time.sleep(rng.uniform(0.005, 0.04))
            os.kill(pid, signal.SIGKILL)
            server.stdin.write(f"reap {pid}\n")
            server.stdin.flush()
            status = int(server.stdout.readline())
            assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
            kills += 1
            interrupted += bool(list(data_dir.glob(".current.json.*.tmp")))
            seen[_loads_as_one_of(data_dir, pair)] += 1
            assert not list(data_dir.glob(".current.json.*.tmp")), "the load cleans stale temps"
    finally:
        server.stdin.write("quit\n")
        server.stdin.close()
        server.wait(timeout=10)
    assert kills >= 200, f"only {kills} kills in 60 s"
    assert interrupted > 0 and all(seen), (interrupted, seen)  # the kills did land mid-write
    assert _asides(data_dir) == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_writer_process_started_afresh_and_killed_leaves_a_loadable_save(data_dir: Path) -> None:
    sys.path.insert(0, str(TESTS))
    from store_writer import records

    pair = records()
    SaveStore(data_dir).save_current(pair[1])
    rng = random.Random(7)
    for _ in range(3):  # the plain exec'd writer, not a fork: a few, they start slowly
        writer = subprocess.Popen([sys.executable, str(TESTS / "store_writer.py"), str(data_dir)])
        deadline = time.monotonic() + 30
        start = (data_dir / "current.json").stat().st_mtime_ns
        while (data_dir / "current.json").stat().st_mtime_ns == start:  # wait for its writes
            assert time.monotonic() < deadline
            time.sleep(0.01)
        time.sleep(rng.uniform(0.0, 0.03))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        _loads_as_one_of(data_dir, pair)


def test_dumps_record_is_plain_json_of_the_record() -> None:
    rec, _ = play(players=2, seed=1, length=2)
    assert json.loads(dumps_record(rec)) == record_to_json(rec)
    assert record_from_json(json.loads(dumps_record(rec))) == rec
    assert attrs.evolve(rec, seed=2) != rec  # equality looks at every field
