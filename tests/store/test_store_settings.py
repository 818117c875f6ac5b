"""Settings on disk: round trip, damaged and foreign files, unwritable folders, upgrades."""

from __future__ import annotations

import json
import logging
import os
import random
import stat
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import attrs
import pytest

from game.store import atomic
from game.store import settings as settings_module
from game.store.settings import SETTINGS_VERSION, Settings, SettingsStore

posix_only = pytest.mark.skipif(os.name != "posix", reason="needs POSIX symlinks, FIFOs, /dev")


def test_missing_file_gives_defaults_with_the_documented_values(config_dir: Path) -> None:
    s = SettingsStore().load()
    assert s == Settings()
    assert s.match_length == 6 and 2 <= s.players <= 5 and s.fullscreen is False
    assert len(s.bot_levels) == 5 and s.people == ("", None, None, None, None)


def test_round_trip_keeps_every_field(config_dir: Path) -> None:
    chosen = Settings(
        window_size=(1024, 700),
        fullscreen=True,
        language="nl",
        animation_speed="instant",
        bot_pause=0.0,
        players=5,
        bot_levels=("easy", "easy", "medium", "hard", "easy"),
        people=("Chloé", None, "Marc", None, ""),
        huit_people=(None, "Anne-Sophie", None, None, None),
        known_names=("Marc", "Chloé", "Anne-Sophie"),
        match_length=3,
        muted=True,
        sound_volume=0.3,
        voice_on=False,
        voice_volume=0.0,
        voice_own_bids=False,
        four_colour=True,
        text_size="largest",
        demo_face_up=False,
        attract_mode=True,
        room_players=5,
        room_seats=("phone", "hard", "phone", "phone", "easy"),
        huit_room_players=2,
        huit_room_seats=("easy", "phone", "phone", "medium", "medium"),
    )
    assert SettingsStore().save(chosen) is True
    assert SettingsStore().load() == chosen
    data = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
    assert data["version"] == SETTINGS_VERSION


def test_a_file_from_before_watch_loads_with_watch_s_defaults(config_dir: Path) -> None:
    # Written before the demo's settings existed: everything the player chose is kept, the
    # demo shows every hand, and it never starts by itself unless the player turns it on.
    (config_dir / "settings.json").parent.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"version": 1, "players": 3, "language": "fr", "game": "huit"}),
        encoding="utf-8",
    )
    store = SettingsStore()
    s = store.load()
    assert (s.players, s.language, s.game) == (3, "fr", "huit")
    assert s.demo_face_up is True and s.attract_mode is False
    assert store.recovered_from is None


def test_default_store_uses_the_platform_config_dir(config_dir: Path) -> None:
    SettingsStore().save(Settings(players=2))
    assert (config_dir / "settings.json").is_file()


def kept_aside(config_dir: Path) -> list[Path]:
    return sorted(config_dir.glob("settings.json.damaged-*"))


@pytest.mark.parametrize(
    "content",
    [
        "{ this is not json",
        "",
        '["a", "list"]',
        '{"window_size": [800, 600]}',  # no version: not ours
        '{"version": "one"}',
        "[" * 1000,  # RecursionError once escaped load: the game never started again
        '{"version": 1e999}',
        "1" * 5000,
        "null",  # was taken for "no file", and overwritten at the first change
        "\ufeff null\n",
    ],
)
def test_damaged_or_foreign_file_gives_defaults_and_is_kept_aside(
    config_dir: Path, caplog: pytest.LogCaptureFixture, content: str
) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_text(content, encoding="utf-8")
    store = SettingsStore()
    with caplog.at_level(logging.WARNING):
        assert store.load() == Settings()
    [bad] = kept_aside(config_dir)
    assert bad.read_text(encoding="utf-8") == content, "the player's file is kept as it was"
    assert store.recovered_from == bad and store.damaged is None
    assert not path.exists()
    assert "damaged" in caplog.text and str(bad) in caplog.text
    assert store.save(Settings(players=3)) and store.load().players == 3


def test_binary_garbage_is_survived(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_bytes(b"\xff\xfe\x00garbage\x81")
    assert SettingsStore().load() == Settings()
    assert len(kept_aside(config_dir)) == 1


def test_two_damaged_files_in_a_row_are_both_kept(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    store = SettingsStore()
    kept = []
    for content in ("[[[ first", "{ second"):
        path.write_text(content, encoding="utf-8")
        assert store.load() == Settings()
        assert store.recovered_from is not None
        kept.append(store.recovered_from)
    assert kept[0] != kept[1], "the second damaged file must not overwrite the first"
    assert [k.read_text(encoding="utf-8") for k in kept] == ["[[[ first", "{ second"]


def test_load_never_raises_for_any_content(config_dir: Path) -> None:
    """Seeded mutations of a good file: every one loads (defaults or a mix), none raises."""
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    good = json.dumps(Settings().to_json_dict()).encode()
    rng = random.Random(82)
    for _ in range(300):
        raw = bytearray(good)
        for _ in range(rng.randint(1, 6)):
            i = rng.randrange(len(raw))
            raw[i : i + rng.randint(0, 3)] = bytes(rng.randrange(256) for _ in range(2))
        path.write_bytes(bytes(raw))
        assert isinstance(SettingsStore().load(), Settings)


@pytest.mark.parametrize(
    "fields",
    [
        {"window_size": 5},
        {"window_size": [1, 2, 3]},
        {"window_size": "ab"},
        {"bot_levels": [[]]},
        {"bot_levels": "easy"},
        {"language": ""},
        {"muted": None},
        {"bot_pause": float("nan")},
        {"bot_pause": 1e999},
        {"match_length": True},
        {"sound_volume": 1.5},
        {"sound_volume": -0.1},
        {"sound_volume": "loud"},
        {"voice_volume": float("nan")},
        {"voice_volume": True},
        {"voice_on": 1},
        {"voice_own_bids": "no"},
        {"four_colour": 1},
        {"four_colour": "yes"},
        {"people": "Chloé"},
        {"people": [1, None, None, None, None]},
        {"people": ["Chloé", None, None, None]},
        {"huit_people": ["x" * 17, None, None, None, None]},
        {"known_names": [None]},
        {"known_names": "Marc"},
        {"bot_levels": ["easy"] * 6},
        {"room_players": 6},
        {"room_seats": ["phone"] * 4},
        {"huit_room_seats": "phone"},
        {"huit_room_seats": ["tablet", "phone", "phone", "easy", "easy"]},
        {"text_size": "huge"},
        {"text_size": 1.5},
    ],
)
def test_odd_values_cost_only_their_field(config_dir: Path, fields: dict[str, object]) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"version": 1, "players": 3, **fields}), encoding="utf-8"
    )
    s = SettingsStore().load()
    assert s.players == 3 and s == attrs.evolve(Settings(), players=3)


def test_a_version_1_file_gives_seat_0_the_level_of_seat_1(config_dir: Path) -> None:
    """Version 1 kept the levels of seats 1..4 (seat 0 was the player); now every seat has
    one, and the player's table is today's: one person in seat 0, bots around."""
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "players": 3,
                "bot_levels": ["easy", "hard", "medium", "easy"],
                "huit_levels": ["hard", "hard", "easy", "medium"],
            }
        ),
        encoding="utf-8",
    )
    store = SettingsStore()
    s = store.load()
    assert s.players == 3 and store.recovered_from is None
    assert s.bot_levels == ("easy", "easy", "hard", "medium", "easy")
    assert s.huit_levels == ("hard", "hard", "hard", "easy", "medium")
    assert s.people == s.huit_people == ("", None, None, None, None) and s.known_names == ()
    store.save(s)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == SETTINGS_VERSION == 2
    assert data["bot_levels"] == ["easy", "easy", "hard", "medium", "easy"]
    assert data["people"] == ["", None, None, None, None]


def test_four_levels_in_a_version_2_file_cost_only_that_field(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps(
            {
                "version": 2,
                "players": 3,
                "bot_levels": ["hard"] * 4,
                "people": ["Chloé", "Marc", None, None, None],
            }
        ),
        encoding="utf-8",
    )
    s = SettingsStore().load()
    assert s.players == 3 and s.bot_levels == Settings().bot_levels
    assert s.people == ("Chloé", "Marc", None, None, None)


def test_an_upgrade_step_that_chokes_means_a_damaged_file(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text('{"version": 1}', encoding="utf-8")

    def needs_a_field(data: dict[str, object]) -> dict[str, object]:
        data["players"] = data.pop("player_count")  # KeyError on this file
        return data

    monkeypatch.setattr(settings_module, "SETTINGS_VERSION", 2)
    monkeypatch.setitem(settings_module.UPGRADES, 1, needs_a_field)
    store = SettingsStore()
    assert store.load() == Settings()
    assert store.recovered_from is not None


def test_a_bom_from_windows_notepad_is_accepted(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"version": 1, "players": 3}).encode())
    store = SettingsStore()
    assert store.load().players == 3
    assert store.recovered_from is None and path.exists()


def test_a_big_file_is_not_read_and_is_kept_aside(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    # Valid settings, padded past the bound: only the bound can refuse it.
    path.write_text(json.dumps({"version": 1, "players": 3, "pad": "x" * 2**20}))
    store = SettingsStore()
    assert store.load() == Settings()
    assert store.recovered_from is not None and store.recovered_from.stat().st_size > 2**20
    with path.open("wb") as f:  # 50 MB, sparse, as in the issue
        f.truncate(50 * 2**20)
    assert store.load() == Settings() and len(kept_aside(config_dir)) == 2


@posix_only
def test_a_symlink_to_dev_zero_is_kept_aside_without_reading_it(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.symlink_to("/dev/zero")
    store = SettingsStore()
    assert store.load() == Settings()
    assert store.recovered_from is not None and store.recovered_from.is_symlink()
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode), "the device itself is left alone"
    assert store.save(Settings(players=2)) and path.is_file() and not path.is_symlink()


@posix_only
def test_a_fifo_is_kept_aside_and_never_opened(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    os.mkfifo(path)
    store = SettingsStore()
    loaded: list[Settings] = []
    loader = threading.Thread(target=lambda: loaded.append(store.load()), daemon=True)
    loader.start()
    loader.join(timeout=30)  # a guard against hanging the suite, not a speed check
    if loader.is_alive():  # opened for reading: give it a writer so the thread can end
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("load blocked on a FIFO: the game would never open its window")
    assert loaded == [Settings()]
    assert store.recovered_from is not None
    assert stat.S_ISFIFO(os.lstat(store.recovered_from).st_mode)
    assert store.save(Settings(players=2)) and store.load().players == 2


def test_a_folder_at_the_settings_path_is_damage_and_is_moved_aside(config_dir: Path) -> None:
    path = config_dir / "settings.json"
    path.mkdir(parents=True)
    (path / "inside.txt").write_text("the player's", encoding="utf-8")
    store = SettingsStore()
    assert store.load() == Settings()
    assert store.recovered_from is not None
    assert (store.recovered_from / "inside.txt").read_text(encoding="utf-8") == "the player's"
    assert store.save(Settings(players=2)) and store.load().players == 2


def test_a_folder_that_cannot_be_moved_says_damaged_not_unwritable(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = config_dir / "settings.json"
    path.mkdir(parents=True)
    store = SettingsStore()
    with monkeypatch.context() as m:
        m.setattr(settings_module, "move_aside", lambda p: None)
        assert store.load() == Settings()
        assert store.damaged == path and store.recovered_from is None
        assert store.save(Settings(players=2)) is False
    assert store.can_save is False and store.damaged == path
    assert "damaged" in (store.save_error or "")
    assert path.is_dir(), "left where it was"
    # Once it can be moved (say the player fixed the folder's rights), saving works again.
    assert store.save(Settings(players=2)) is True
    assert store.damaged is None and store.recovered_from is not None
    assert store.load().players == 2


def test_a_folder_appearing_after_load_is_damage_when_saving(config_dir: Path) -> None:
    store = SettingsStore()
    assert store.load() == Settings()
    (config_dir / "settings.json").mkdir(parents=True)
    assert store.save(Settings(players=2)) is False
    assert store.damaged == config_dir / "settings.json"
    assert store.save(Settings(players=2)) is True, "moved aside on the next try"
    assert store.load().players == 2


def test_a_damaged_file_that_cannot_be_moved_is_not_overwritten(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_text("{ the player may still want this", encoding="utf-8")
    monkeypatch.setattr(settings_module, "move_aside", lambda p: None)
    store = SettingsStore()
    assert store.load() == Settings() and store.damaged == path
    assert store.save(Settings(players=2)) is False
    assert path.read_text(encoding="utf-8") == "{ the player may still want this"


def test_stale_temp_files_are_removed_on_load(config_dir: Path) -> None:
    SettingsStore().save(Settings(players=3))
    for name in ("abc12345", "zz_9"):
        (config_dir / f".settings.json.{name}.tmp").write_text('{"half": ', encoding="utf-8")
    assert SettingsStore().load().players == 3
    assert sorted(p.name for p in config_dir.iterdir()) == ["settings.json"]


def test_one_bad_value_costs_only_that_value(
    config_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps(
            {
                "version": 1,
                "players": 9,
                "muted": "yes",
                "match_length": 4,
                "window_size": [1000, 700],
                "unknown_future_field": 1,
            }
        ),
        encoding="utf-8",
    )
    with caplog.at_level(logging.WARNING):
        s = SettingsStore().load()
    assert s.match_length == 4 and s.window_size == (1000, 700)
    assert s.players == Settings().players and s.muted is False
    assert "players" in caplog.text and "muted" in caplog.text
    assert (config_dir / "settings.json").exists(), "a readable file is not set aside"


def test_a_settings_file_the_player_cannot_read_is_never_written_over(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """chmod 000 on the settings file: the game starts with the defaults (as a first launch
    would) and never replaces the file, whatever is changed; readable again, it loads."""
    from store_kit import cannot_read

    assert SettingsStore().save(Settings(players=3, language="nl", match_length=9))
    path = config_dir / "settings.json"
    mine = path.read_bytes()
    store = SettingsStore()
    with cannot_read(path, monkeypatch):
        loaded = store.load()
        assert loaded == Settings(language=settings_module.system_language())
        assert store.unreadable == path and store.recovered_from is None
        assert store.save(attrs.evolve(loaded, players=5)) is False
        assert store.save(attrs.evolve(loaded, fullscreen=True)) is False
        assert not store.can_save
        if os.name == "posix":  # (Windows keeps a read-only flag, no modes)
            assert stat.S_IMODE(path.stat().st_mode) == 0, "the player's file is left as it is"
    assert path.read_bytes() == mine
    assert sorted(p.name for p in config_dir.iterdir()) == ["settings.json"], "nothing beside it"
    assert SettingsStore().load() == Settings(players=3, language="nl", match_length=9)


def test_unwritable_folder_keeps_the_game_running_and_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("I am a file")
    store = SettingsStore(blocker / "config")
    assert store.load() == Settings()
    assert store.can_save is True
    assert store.save(Settings(players=2)) is False
    assert store.can_save is False and store.save_error


def test_read_only_folder(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config_dir.mkdir(parents=True)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    store = SettingsStore()
    # chmod does not stop root (CI containers), so refuse the temp file like a read-only dir.
    with monkeypatch.context() as m:
        m.setattr(atomic.tempfile, "mkstemp", refuse)
        assert store.save(Settings()) is False
        assert store.can_save is False
    assert store.save(Settings()) is True and store.can_save is True, "recovers when fixed"


def test_failed_write_leaves_the_old_file_intact_and_no_litter(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore()
    store.save(Settings(players=2))

    def disk_full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", disk_full)
        assert store.save(Settings(players=5)) is False
    assert store.load().players == 2
    assert sorted(p.name for p in config_dir.iterdir()) == ["settings.json"]


def test_upgrade_hook_converts_old_files(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"version": 1, "player_count": 3}), encoding="utf-8"
    )

    def rename_players(data: dict[str, object]) -> dict[str, object]:
        data["players"] = data.pop("player_count")
        return data

    monkeypatch.setattr(settings_module, "SETTINGS_VERSION", 2)
    monkeypatch.setitem(settings_module.UPGRADES, 1, rename_players)
    assert SettingsStore().load().players == 3


def test_file_from_a_newer_version_keeps_what_we_understand(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"version": SETTINGS_VERSION + 5, "players": 2, "hologram": True}),
        encoding="utf-8",
    )
    assert SettingsStore().load().players == 2


def test_unknown_fields_survive_a_save(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    future = {"theme": {"felt": "blue", "cards": [1, 2]}, "hints": False}
    path.write_text(json.dumps({"version": 1, "players": 3, **future}), encoding="utf-8")
    store = SettingsStore()
    s = store.load()
    assert store.save(attrs.evolve(s, players=4))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["players"] == 4 and data["version"] == SETTINGS_VERSION
    assert {k: data[k] for k in future} == future
    assert store.save(attrs.evolve(s, muted=True)), "and the save after that"
    assert json.loads(path.read_text(encoding="utf-8"))["theme"] == future["theme"]


def test_an_unknown_field_cannot_override_a_known_one(config_dir: Path) -> None:
    store = SettingsStore()
    store.load()
    store.extras = {"players": 5, "later": 1}  # cannot come from a file; ours must win anyway
    store.save(Settings(players=2))
    assert SettingsStore().load().players == 2


def test_a_newer_version_is_not_downgraded_and_untouched_values_stay(config_dir: Path) -> None:
    """A newer game's file keeps its version, and every value the player did not change
    here, even one this version cannot read (bot_pause given in another unit)."""
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    newer = SETTINGS_VERSION + 1
    path.write_text(
        json.dumps({"version": newer, "players": 2, "bot_pause": 800, "hologram": True}),
        encoding="utf-8",
    )
    store = SettingsStore()
    s = store.load()
    assert s.players == 2 and s.bot_pause == Settings().bot_pause
    assert store.save(attrs.evolve(s, language="nl"))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == newer
    assert data["bot_pause"] == 800 and data["hologram"] is True
    assert data["language"] == "nl" and data["players"] == 2
    assert store.save(attrs.evolve(s, bot_pause=1.5)), "a value the player changes is written"
    assert json.loads(path.read_text(encoding="utf-8"))["bot_pause"] == 1.5


def test_unknown_fields_too_deep_to_write_back_do_not_stop_a_save(config_dir: Path) -> None:
    store = SettingsStore()
    store.load()
    deep: list[object] = []
    # A file nested just within what json.loads accepts, saved from deeper in the stack
    # than it was read, cannot be written back: the save must still happen.
    for _ in range(sys.getrecursionlimit() + 100):
        deep = [deep]
    store.extras = {"deep": deep, "kept": 1}
    assert store.save(Settings(players=2)) is True
    assert SettingsStore().load().players == 2


@posix_only
def test_a_symlinked_settings_file_stays_a_symlink(config_dir: Path, tmp_path: Path) -> None:
    synced = tmp_path / "synced"
    synced.mkdir()
    real = synced / "eight-settings.json"
    real.write_text(json.dumps({"version": 1, "players": 3, "later": "kept"}), encoding="utf-8")
    config_dir.mkdir(parents=True)
    link = config_dir / "settings.json"
    link.symlink_to(os.path.relpath(real, config_dir))
    store = SettingsStore()
    s = store.load()
    assert s.players == 3 and store.recovered_from is None
    assert store.save(attrs.evolve(s, players=5))
    assert link.is_symlink() and link.resolve() == real
    assert json.loads(real.read_text(encoding="utf-8"))["later"] == "kept"
    assert SettingsStore().load().players == 5
    assert sorted(p.name for p in synced.iterdir()) == [real.name], "no temp file left"
    assert sorted(p.name for p in config_dir.iterdir()) == ["settings.json"]


@posix_only
def test_a_dangling_symlink_is_written_through(config_dir: Path, tmp_path: Path) -> None:
    config_dir.mkdir(parents=True)
    link = config_dir / "settings.json"
    link.symlink_to(tmp_path / "not-yet.json")
    store = SettingsStore()
    assert store.load() == Settings() and store.recovered_from is None
    assert store.save(Settings(players=2))
    assert link.is_symlink() and SettingsStore().load().players == 2


@posix_only
def test_a_symlink_to_a_device_is_never_written_through(config_dir: Path, tmp_path: Path) -> None:
    store = SettingsStore()
    store.load()
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").symlink_to("/dev/null")  # made after load, say
    assert store.save(Settings(players=2)) is False
    assert store.damaged == config_dir / "settings.json"
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    assert store.save(Settings(players=2)) is True, "the link is moved aside on the next try"


def can_write_in(folder: Path) -> bool:
    """A real write attempt: root ignores a folder's read-only mode."""
    probe = folder / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return False
    probe.unlink()
    return True


@posix_only
def test_a_read_only_folder_keeps_settings_and_says_not_writable(config_dir: Path) -> None:
    SettingsStore().save(Settings(players=3))
    config_dir.chmod(0o500)
    try:
        if can_write_in(config_dir):
            pytest.skip("running as root: a read-only folder can still be written")
        store = SettingsStore()
        assert store.load().players == 3
        assert store.save(Settings(players=5)) is False
        assert store.can_save is False and store.damaged is None
    finally:
        config_dir.chmod(0o700)
    assert SettingsStore().load().players == 3


@posix_only
def test_a_damaged_file_in_a_read_only_folder_is_reported_damaged(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text("{ broken", encoding="utf-8")
    config_dir.chmod(0o500)
    try:
        if can_write_in(config_dir):
            pytest.skip("running as root: a read-only folder can still be written")
        store = SettingsStore()
        assert store.load() == Settings()
        assert store.damaged == config_dir / "settings.json"
        assert store.save(Settings()) is False and store.damaged is not None
    finally:
        config_dir.chmod(0o700)
    assert (config_dir / "settings.json").read_text(encoding="utf-8") == "{ broken"


# Runs in a fresh interpreter (no threads, so fork is safe): a child saves two different
# settings in turn, as fast as it can; the parent kills it with SIGKILL at a random moment,
# then checks the file is whole. Prints how many temp files the kills left behind.
KILL_LOOP = textwrap.dedent(
    """
    import json, os, random, signal, sys, time
    from pathlib import Path
    from game.store.settings import Settings, SettingsStore

    folder, kills = Path(sys.argv[1]), int(sys.argv[2])
    store = SettingsStore(folder)
    old, new = Settings(players=2), Settings(players=5, muted=True)
    assert store.save(old)
    rng = random.Random(8)
    for _ in range(kills):
        pid = os.fork()
        if pid == 0:
            while True:
                store.save(new)
                store.save(old)
        time.sleep(rng.uniform(0.0005, 0.004))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        players = json.loads((folder / "settings.json").read_text(encoding="utf-8"))["players"]
        assert players in (2, 5), players
    print(len(list(folder.glob(".settings.json.*.tmp"))))
    """
)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
def test_killed_saves_leave_old_or_new_settings_and_no_litter(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", KILL_LOOP, str(folder), "100"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 0, "no kill landed mid-save: the test proved nothing"
    loaded = SettingsStore(folder).load()
    assert loaded in (Settings(players=2), Settings(players=5, muted=True))
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]


@pytest.mark.parametrize(
    "change",
    [
        {"players": 1},
        {"players": 6},
        {"animation_speed": "warp"},
        {"bot_levels": ("easy",)},
        {"bot_levels": ("easy",) * 4},
        {"people": ("",) * 4},
        {"people": (" Chloé",) * 5},
        {"huit_people": ("a" * 17, None, None, None, None)},
        {"known_names": ("Marc", "marc")},
        {"known_names": ("",)},
        {"known_names": tuple(f"P{i}" for i in range(13))},
        {"people": ("Chl\x07oé", None, None, None, None)},
        {"window_size": (10, 10)},
        {"language": "../../etc"},
    ],
)
def test_invalid_settings_cannot_be_built(change: dict[str, object]) -> None:
    with pytest.raises((ValueError, TypeError)):
        attrs.evolve(Settings(), **change)


def test_settings_are_immutable() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Settings().players = 3  # type: ignore[misc]


def test_sound_settings_default_to_heard_and_said() -> None:
    """Out of the box the effects play and the bids are said, the player's too."""
    s = Settings()
    assert not s.muted and s.voice_on and s.voice_own_bids
    assert 0 < s.sound_volume <= 1 and 0 < s.voice_volume <= 1


@pytest.mark.parametrize("field", ["sound_volume", "voice_volume"])
@pytest.mark.parametrize("value", [-0.01, 1.01, float("nan"), float("inf")])
def test_a_volume_outside_0_to_1_is_refused(field: str, value: float) -> None:
    with pytest.raises(ValueError, match=field):
        Settings(**{field: value})  # type: ignore[arg-type]


def test_volumes_at_the_ends_and_whole_numbers_are_read(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"version": 1, "sound_volume": 0, "voice_volume": 1}), encoding="utf-8"
    )
    s = SettingsStore().load()
    assert s.sound_volume == 0.0 and s.voice_volume == 1.0


def test_the_four_colour_deck_is_off_until_chosen_and_is_kept(config_dir: Path) -> None:
    """Huit's cards are red and black out of the box; the four-colour deck (clubs
    green, diamonds blue) is the player's choice and survives a restart."""
    assert Settings().four_colour is False
    assert SettingsStore().save(Settings(four_colour=True)) is True
    assert SettingsStore().load().four_colour is True
    with pytest.raises(TypeError, match="four_colour"):
        Settings(four_colour="yes")  # type: ignore[arg-type]


# --- the first launch's language on macOS ------------------------------------------

MAC_PREFERRED = '(\n    "fr-FR",\n    "en-US"\n)\n'  # what `defaults read -g AppleLanguages` says


def test_a_mac_app_opened_from_the_finder_speaks_the_players_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Finder gives an app no LANG: a French Mac's first launch was in English."""
    asked: list[tuple[str, ...]] = []

    def defaults(command: tuple[str, ...], **_options: object) -> subprocess.CompletedProcess[str]:
        asked.append(tuple(command))
        return subprocess.CompletedProcess(command, 0, stdout=MAC_PREFERRED, stderr="")

    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(subprocess, "run", defaults)
    assert settings_module.system_language({}) == "fr"
    assert asked == [settings_module.MAC_LANGUAGES]
    assert settings_module.system_language({"LANG": "nl_NL.UTF-8"}) == "nl", "a shell's LANG wins"


@pytest.mark.parametrize("answer", ["", "(\n)\n", None])
def test_a_mac_that_does_not_say_its_languages_starts_in_english(
    monkeypatch: pytest.MonkeyPatch, answer: str | None
) -> None:
    def defaults(command: tuple[str, ...], **_options: object) -> subprocess.CompletedProcess[str]:
        if answer is None:
            raise FileNotFoundError(command[0])
        return subprocess.CompletedProcess(command, 1, stdout=answer, stderr="")

    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(subprocess, "run", defaults)
    monkeypatch.setattr(settings_module.locale, "getlocale", lambda *_: (None, None))
    assert settings_module.system_language({}) == "en"
