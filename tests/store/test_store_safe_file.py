"""Reading the player's files without trusting them: bounded, regular files
only, every parse failure reported as damage, damaged files kept aside under fresh names."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path

import pytest

from game.store.safe_file import (
    DamagedFile,
    aside_name,
    move_aside,
    read_json,
    remove_stale_temps,
)

LIMIT = 64 * 1024
posix_only = pytest.mark.skipif(os.name != "posix", reason="needs POSIX symlinks, FIFOs, /dev")


def test_missing_file_is_none_not_damage(tmp_path: Path) -> None:
    assert read_json(tmp_path / "settings.json", LIMIT) is None
    assert read_json(tmp_path / "no-folder" / "settings.json", LIMIT) is None


def test_a_file_where_the_folder_should_be_reads_as_no_file(tmp_path: Path) -> None:
    (tmp_path / "config").write_text("a file")
    assert read_json(tmp_path / "config" / "settings.json", LIMIT) is None


def test_a_good_file_and_a_bom_from_notepad_read_the_same(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"version": 1, "players": 3}')
    plain = read_json(path, LIMIT)
    path.write_bytes(b'\xef\xbb\xbf{"version": 1, "players": 3}')
    assert read_json(path, LIMIT) == plain == {"version": 1, "players": 3}


@pytest.mark.parametrize(
    "raw",
    [
        b"[" * 1000,  # RecursionError, not ValueError: once stopped the game from starting
        b"[" * 60_000,
        b'{"a":' * 5000,
        b"",
        b"{ not json",
        b"\xff\xfe\x00garbage\x81",
        b"\xef\xbb\xbf",
        b"1" * 5000,  # an int longer than Python converts by default
    ],
)
def test_every_failure_of_parsing_is_damage(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    with pytest.raises(DamagedFile) as caught:
        read_json(path, LIMIT)
    assert caught.value.path == path and caught.value.reason


def test_a_big_file_is_damage_and_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    # Valid JSON: only the size bound can refuse it.
    path.write_text(json.dumps({"version": 1, "pad": "x" * (LIMIT + 1)}))
    with pytest.raises(DamagedFile, match="too large"):
        read_json(path, LIMIT)
    with path.open("r+b") as f:  # 50 MB, sparse: costs nothing to make
        f.truncate(50 * 2**20)
    with pytest.raises(DamagedFile, match="too large"):
        read_json(path, LIMIT)


def test_exactly_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"pad": ""})
    path.write_text(json.dumps({"pad": "x" * (100 - len(text))}))
    assert path.stat().st_size == 100
    assert read_json(path, 100) == {"pad": "x" * (100 - len(text))}


def test_a_folder_is_damage(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    with pytest.raises(DamagedFile, match="folder"):
        read_json(tmp_path / "settings.json", LIMIT)


@posix_only
def test_a_symlink_to_dev_zero_is_damage_and_is_never_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    with pytest.raises(DamagedFile, match="not a regular file"):
        read_json(path, LIMIT)


@posix_only
def test_a_symlink_to_a_good_file_is_read(tmp_path: Path) -> None:
    (tmp_path / "real.json").write_text('{"version": 1}')
    (tmp_path / "settings.json").symlink_to("real.json")
    assert read_json(tmp_path / "settings.json", LIMIT) == {"version": 1}


@posix_only
def test_a_symlink_loop_is_damage(tmp_path: Path) -> None:
    (tmp_path / "settings.json").symlink_to("settings.json")
    with pytest.raises(DamagedFile, match="circle"):
        read_json(tmp_path / "settings.json", LIMIT)


@posix_only
def test_a_fifo_is_damage_and_is_never_opened(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    outcome: list[BaseException | object] = []

    def read() -> None:
        try:
            outcome.append(read_json(path, LIMIT))
        except BaseException as exc:  # noqa: BLE001 - handed to the test thread
            outcome.append(exc)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout=30)  # a guard against hanging the suite, not a speed check
    if reader.is_alive():  # opened for reading: give it a writer so the thread can end
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("read_json blocked on a FIFO")
    assert len(outcome) == 1 and isinstance(outcome[0], DamagedFile)


def test_aside_names_never_repeat_within_one_second(tmp_path: Path) -> None:
    path = tmp_path / "saves.json"
    names = []
    for _ in range(3):
        name = aside_name(path, now=1_800_000_000)
        name.write_text("taken")
        names.append(name)
    assert len(set(names)) == 3
    assert all(n.parent == tmp_path and n.name.startswith("saves.json.damaged-") for n in names)


def test_move_aside_keeps_every_earlier_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    kept = []
    for content in ("first", "second"):
        path.write_text(content)
        moved = move_aside(path)
        assert moved is not None
        kept.append(moved)
    assert kept[0] != kept[1] and not path.exists()
    assert [k.read_text() for k in kept] == ["first", "second"]


def test_move_aside_of_nothing_is_none(tmp_path: Path) -> None:
    assert move_aside(tmp_path / "settings.json") is None


@posix_only
def test_move_aside_moves_the_link_not_what_it_points_to(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    moved = move_aside(path)
    assert moved is not None and moved.is_symlink() and os.readlink(moved) == "/dev/zero"
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)


def test_remove_stale_temps_removes_only_our_leftovers(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}")
    stale = [tmp_path / ".settings.json.abc123_x.tmp", tmp_path / ".settings.json.q.tmp"]
    keep = [
        tmp_path / "settings.json.tmp",
        tmp_path / ".saves.json.abc.tmp",
        tmp_path / ".settings.json.abc",
        tmp_path / "other.tmp",
    ]
    for p in stale + keep:
        p.write_text("x")
    (tmp_path / ".settings.json.dir.tmp").mkdir()
    assert remove_stale_temps(path) == 2
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in keep) and path.exists()
    assert (tmp_path / ".settings.json.dir.tmp").is_dir()


def test_remove_stale_temps_takes_a_name_literally(tmp_path: Path) -> None:
    (tmp_path / ".s[1].json.a.tmp").write_text("x")
    (tmp_path / ".s1.json.a.tmp").write_text("x")
    assert remove_stale_temps(tmp_path / "s[1].json") == 1
    assert (tmp_path / ".s1.json.a.tmp").exists()


def test_remove_stale_temps_without_a_folder_is_quiet(tmp_path: Path) -> None:
    assert remove_stale_temps(tmp_path / "none" / "settings.json") == 0


@posix_only
def test_remove_stale_temps_looks_beside_a_symlinks_target(tmp_path: Path) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "synced").mkdir()
    (tmp_path / "synced" / "mine.json").write_text("{}")
    (tmp_path / "config" / "settings.json").symlink_to(tmp_path / "synced" / "mine.json")
    left = tmp_path / "synced" / ".mine.json.k2j4.tmp"
    left.write_text("half")
    assert remove_stale_temps(tmp_path / "config" / "settings.json") == 1
    assert not left.exists()


@posix_only
def test_remove_stale_temps_leaves_a_symlink_named_like_a_temp(tmp_path: Path) -> None:
    victim = tmp_path / "precious.txt"
    victim.write_text("keep me")
    (tmp_path / ".settings.json.x.tmp").symlink_to(victim)
    assert remove_stale_temps(tmp_path / "settings.json") == 0
    assert victim.read_text() == "keep me"
