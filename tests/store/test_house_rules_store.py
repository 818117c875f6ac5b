"""Huit américain's house rules kept (RULES.md H7): chosen in the settings, carried by a
match's save, its history record and its statistics, which keep them apart (H7.6).

A save of version 4 (tests/store/saves/huit_v4.json, written by the version before house
rules) plays by the book's rules; hostile house rules in a save are a damaged file kept
aside, never a crash.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from huit_kit import play

from game.store.huit_resume import huit_match_from_record
from game.store.record import (
    SAVE_VERSION,
    SaveError,
    dumps_record,
    record_from_json,
    record_to_json,
)
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from game.store.stats import StatsKey, StatsStore, read_stats, stats_to_json

V4_SAVE = Path(__file__).parent / "saves" / "huit_v4.json"
JOKERS_AND_JACKS = ("jokers", "jack_reverses")
ALL = ("jokers", "jack_reverses", "no_eight_on_eight", "no_finish_on_eight", "seven_cards")


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


# --- the settings ----------------------------------------------------------------------------


def test_h7_house_rules_are_off_by_default(config_dir: Path) -> None:
    assert Settings().huit_rules == ()
    assert SettingsStore().load().huit_rules == ()


def test_h7_the_chosen_house_rules_are_remembered(config_dir: Path) -> None:
    assert SettingsStore().save(Settings(huit_rules=JOKERS_AND_JACKS)) is True
    assert SettingsStore().load().huit_rules == JOKERS_AND_JACKS
    saved = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["huit_rules"] == list(JOKERS_AND_JACKS)


@pytest.mark.parametrize(
    ("written", "read"),
    [
        (["jokers", "double_aces", "seven_cards"], ("jokers", "seven_cards")),  # unknown: left out
        (["seven_cards", "jokers", "jokers"], ("jokers", "seven_cards")),  # H7's order, once each
        (["jokers", 7, None, {"a": 1}, ["jokers"]], ("jokers",)),
        ("jokers", ()),  # a bare string is no list of rules
        ({"jokers": True}, ()),
        (None, ()),
        ([], ()),
    ],
)
def test_h7_a_hand_edited_list_of_house_rules_keeps_what_it_can(
    config_dir: Path, written: Any, read: tuple[str, ...]
) -> None:
    config_dir.mkdir(parents=True)
    text = json.dumps({"version": 2, "players": 3, "huit_rules": written})
    (config_dir / "settings.json").write_text(text, encoding="utf-8")
    store = SettingsStore()
    settings = store.load()
    assert settings.huit_rules == read
    assert settings.players == 3  # the other fields are read as ever
    assert store.recovered_from is None  # not a damaged file: nothing set aside


def test_settings_refuse_house_rules_out_of_order_or_unknown() -> None:
    with pytest.raises(ValueError, match="H7"):
        Settings(huit_rules=("seven_cards", "jokers"))
    with pytest.raises(ValueError, match="H7"):
        Settings(huit_rules=("double_aces",))


# --- the save --------------------------------------------------------------------------------


def test_h7_a_match_under_house_rules_is_saved_and_continued_with_them(data_dir: Path) -> None:
    rec, match = play(players=3, seed=21, rounds=1, rules=JOKERS_AND_JACKS)
    assert match.rules == JOKERS_AND_JACKS and rec.house_rules == JOKERS_AND_JACKS
    rec = rec.with_next_game(huit_next(match).round)
    assert record_to_json(rec)["house_rules"] == list(JOKERS_AND_JACKS)
    assert record_to_json(rec)["version"] == SAVE_VERSION == 5
    assert SaveStore(data_dir).save_current(rec) is True
    back = SaveStore(data_dir).load_current("huit")
    assert back == rec and back.house_rules == JOKERS_AND_JACKS
    resumed = huit_match_from_record(back)
    assert resumed.rules == JOKERS_AND_JACKS
    assert resumed.round.rules == JOKERS_AND_JACKS  # the round under way plays them too


def huit_next(match: Any) -> Any:
    from game.rules import huit

    return huit.next_round(match)


def test_h7_a_whole_match_under_every_rule_goes_to_the_history_with_them(data_dir: Path) -> None:
    rec, match = play(players=2, seed=5, target=None, rules=ALL)
    assert match.is_over
    store = SaveStore(data_dir)
    assert store.finish(rec) is True
    [kept] = store.history.recent(5)
    assert kept.house_rules == ALL
    assert SaveStore(data_dir).history.recent(5)[0].house_rules == ALL


def test_a_save_of_version_4_plays_by_the_book_and_is_saved_again_as_version_5(
    data_dir: Path,
) -> None:
    text = V4_SAVE.read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 4 and "house_rules" not in json.loads(text)
    data_dir.mkdir()
    (data_dir / "current-huit.json").write_text(text, encoding="utf-8")
    store = SaveStore(data_dir)
    rec = store.load_current("huit")
    assert rec is not None and store.take_notices() == []
    assert rec.house_rules == ()
    match = huit_match_from_record(rec)
    assert match.rules == () and match.round.rules == () and match.round.direction == 1
    assert rec.totals == (230, 150, 0) and len(rec.games) == 3  # the match as it was left
    assert store.save_current(rec) is True
    again = json.loads((data_dir / "current-huit.json").read_text(encoding="utf-8"))
    assert again["version"] == 5 and again["house_rules"] == []
    assert SaveStore(data_dir).load_current("huit") == rec


def _v5(rules: tuple[str, ...] = JOKERS_AND_JACKS) -> dict[str, Any]:
    rec, _ = play(players=3, seed=8, plies=30, rules=rules)
    return json.loads(dumps_record(rec))


def _with(**changes: Any) -> Callable[[], dict[str, Any]]:
    def make() -> dict[str, Any]:
        data = _v5()
        data.update(changes)
        return data

    return make


def _v4_with_rules() -> dict[str, Any]:
    data = _v5()
    data["version"] = 4
    del data["house_rules"]
    return data


def _game_dealt_otherwise() -> dict[str, Any]:
    data = _v5(rules=("jokers",))
    data["house_rules"] = ["jokers", "seven_cards"]
    return data


HOSTILE: dict[str, tuple[Callable[[], dict[str, Any]], str]] = {
    "an unknown rule": (_with(house_rules=["jokers", "double_aces"]), "double_aces"),
    "a bare string": (_with(house_rules="jokers"), "must be a list"),
    "a rule twice": (_with(house_rules=["jokers", "jokers", "jack_reverses"]), "twice"),
    "a number in the list": (_with(house_rules=["jokers", 7]), "must be a list"),
    "null": (_with(house_rules=None), "must be a list"),
    "missing": (lambda: {k: v for k, v in _v5().items() if k != "house_rules"}, "lacks"),
    "a version 4 save dealt with rules": (_v4_with_rules, "other house rules"),
    "rules other than its deal's": (_game_dealt_otherwise, "other house rules"),
}


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_hostile_house_rules_in_a_save_are_a_clear_cannot_load(data_dir: Path, kind: str) -> None:
    make, reason = HOSTILE[kind]
    data = make()
    with pytest.raises(SaveError, match=reason):
        record_from_json(data)
    data_dir.mkdir()
    (data_dir / "current-huit.json").write_text(json.dumps(data), encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.load_current("huit") is None  # no crash: the title offers no Continue
    [notice] = store.take_notices()
    assert notice.kind == "damaged" and notice.kept_as is not None


def test_an_8_half_save_has_no_house_rules() -> None:
    from store_kit import play as play_eight_half

    rec, _ = play_eight_half(players=2, seed=3, plies=10)
    data = json.loads(dumps_record(rec))
    assert data["house_rules"] == [] and record_from_json(data).house_rules == ()
    with pytest.raises(SaveError, match="no house rules"):
        record_from_json({**data, "house_rules": ["jokers"]})


# --- the statistics (H7.6) -------------------------------------------------------------------


def test_h7_6_statistics_keep_house_rule_matches_apart(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.json")
    book, _ = play(players=3, seed=2, target=None, match_id="20260201-180000-book01")
    house, _ = play(
        players=3, seed=3, target=None, rules=JOKERS_AND_JACKS, match_id="20260201-190000-house1"
    )
    other, _ = play(
        players=3, seed=4, target=None, rules=("seven_cards",), match_id="20260201-200000-house2"
    )
    for rec in (book, house, other):
        store.count(rec.with_status("finished"))
    stats = StatsStore(tmp_path / "stats.json").stats  # as read back from the file
    book_key = StatsKey("huit", "medium", 3)
    house_key = StatsKey("huit", "medium", 3, house=True)
    assert stats.tally(book_key).matches_played == 1
    assert stats.tally(house_key).matches_played == 2  # every set of house rules together
    assert stats.keys_played("huit", house=False) == [book_key]
    assert stats.keys_played("huit", house=True) == [house_key]
    assert stats.keys_played("huit") == [book_key, house_key]


def test_statistics_of_version_2_were_all_played_by_the_book(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.json")
    rec, _ = play(players=3, seed=2, target=None)
    store.count(rec.with_status("finished"))
    data = stats_to_json(store.stats)
    assert data["version"] == 3 and data["tallies"][0]["house"] is False
    data["version"] = 2
    for tally in data["tallies"]:
        del tally["house"]
    stats, problems = read_stats(data)
    assert problems == []
    assert stats.tally(StatsKey("huit", "medium", 3)).matches_played == 1
    assert stats.keys_played("huit", house=True) == []
    data["tallies"][0]["house"] = "yes"
    data["version"] = 3
    assert "true or false" in read_stats(data)[1][0]
