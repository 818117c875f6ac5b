"""Settings on disk: round trip, damaged and foreign files, unwritable folders, upgrades."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import attrs
import pytest

from game.store import atomic
from game.store import settings as settings_module
from game.store.settings import SETTINGS_VERSION, Settings, SettingsStore


def test_missing_file_gives_defaults_with_the_documented_values(config_dir: Path) -> None:
    s = SettingsStore().load()
    assert s == Settings()
    assert s.match_length == 6 and 2 <= s.players <= 5 and s.fullscreen is False
    assert len(s.bot_levels) == 4


def test_round_trip_keeps_every_field(config_dir: Path) -> None:
    chosen = Settings(
        window_size=(1024, 700),
        fullscreen=True,
        language="nl",
        animation_speed="instant",
        bot_pause=0.0,
        players=5,
        bot_levels=("easy", "medium", "hard", "easy"),
        match_length=3,
        muted=True,
    )
    assert SettingsStore().save(chosen) is True
    assert SettingsStore().load() == chosen
    data = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
    assert data["version"] == SETTINGS_VERSION


def test_default_store_uses_the_platform_config_dir(config_dir: Path) -> None:
    SettingsStore().save(Settings(players=2))
    assert (config_dir / "settings.json").is_file()


@pytest.mark.parametrize(
    "content",
    [
        "{ this is not json",
        "",
        '["a", "list"]',
        '{"window_size": [800, 600]}',  # no version: not ours
        '{"version": "one"}',
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
    bad = config_dir / "settings.json.bad"
    assert bad.is_file() and store.recovered_from == bad
    assert not path.exists()
    assert "damaged" in caplog.text and str(bad) in caplog.text
    assert store.save(Settings(players=3)) and store.load().players == 3


def test_binary_garbage_is_survived(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_bytes(b"\xff\xfe\x00garbage\x81")
    assert SettingsStore().load() == Settings()
    assert (config_dir / "settings.json.bad").exists()


def test_one_bad_value_costs_only_that_value(
    config_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"version": 1, "players": 9, "muted": "yes", "match_length": 4,
                    "window_size": [1000, 700], "unknown_future_field": 1}),
        encoding="utf-8",
    )
    with caplog.at_level(logging.WARNING):
        s = SettingsStore().load()
    assert s.match_length == 4 and s.window_size == (1000, 700)
    assert s.players == Settings().players and s.muted is False
    assert "players" in caplog.text and "muted" in caplog.text
    assert (config_dir / "settings.json").exists(), "a readable file is not set aside"


def test_unwritable_folder_keeps_the_game_running_and_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("I am a file")
    store = SettingsStore(blocker / "config")
    assert store.load() == Settings()
    assert store.can_save is True
    assert store.save(Settings(players=2)) is False
    assert store.can_save is False and store.save_error


def test_read_only_folder(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
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


def test_upgrade_hook_converts_old_files(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
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


@pytest.mark.parametrize(
    "change",
    [{"players": 1}, {"players": 6}, {"animation_speed": "warp"}, {"bot_levels": ("easy",)},
     {"window_size": (10, 10)}, {"language": "../../etc"}],
)
def test_invalid_settings_cannot_be_built(change: dict[str, object]) -> None:
    with pytest.raises((ValueError, TypeError)):
        attrs.evolve(Settings(), **change)


def test_settings_are_immutable() -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Settings().players = 3  # type: ignore[misc]
