"""A save, the settings or the statistics written by hand with a name that shows nothing
("\u200b\u200b\u200b": such a name once crashed the TV at every Continue) load and play: the
name is the unnamed player's, whom the table calls "Player 2"."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest
from store_kit import HOT_SEAT, play

from game.store.record import UNNAMED, MatchRecord, PlayerInfo, person_key
from game.store.resume import match_from_record
from game.store.saves import SaveStore
from game.store.settings import SettingsStore
from game.store.stats import StatsStore

INVISIBLE = ["\u200b\u200b\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f", "\u0301", " \u200d "]


def _hand_edit(path: Path, old: str, new: str) -> None:
    """Write `new` where the file says `old`, as a person with a text editor would."""
    text = path.read_text(encoding="utf-8")
    assert json.dumps(old, ensure_ascii=False) in text
    path.write_text(
        text.replace(json.dumps(old, ensure_ascii=False), json.dumps(new)), encoding="utf-8"
    )


@pytest.mark.parametrize("name", INVISIBLE)
def test_a_save_naming_a_person_with_invisible_characters_continues(
    tmp_path: Path, name: str
) -> None:
    rec, _ = play(players=len(HOT_SEAT), seed=5, length=2, plies=30)
    rec = attrs.evolve(rec, players=HOT_SEAT)
    store = SaveStore(tmp_path)
    store.save_current(rec)
    _hand_edit(store.current_path("eight_half"), "Chloé", name)
    back = SaveStore(tmp_path).load_current("eight_half")
    assert isinstance(back, MatchRecord)
    assert back.players[2] == PlayerInfo(UNNAMED, True)
    assert match_from_record(back).totals == rec.totals  # it plays on


def test_invisible_characters_inside_a_saved_name_are_removed(tmp_path: Path) -> None:
    rec, _ = play(players=len(HOT_SEAT), seed=5, length=2, plies=30)
    store = SaveStore(tmp_path)
    store.save_current(attrs.evolve(rec, players=HOT_SEAT))
    _hand_edit(store.current_path("eight_half"), "Chloé", "Chlo\u200be\u0301\ufeff")
    back = SaveStore(tmp_path).load_current("eight_half")
    assert back is not None and back.players[2].name == "Chloé"


def test_a_line_break_in_a_saved_name_is_a_space_and_the_match_continues(
    tmp_path: Path,
) -> None:
    """A name with a line break once made the whole save be refused; the table shows it on
    one line instead, and the match plays on."""
    rec, _ = play(players=len(HOT_SEAT), seed=5, length=2, plies=30)
    store = SaveStore(tmp_path)
    store.save_current(attrs.evolve(rec, players=HOT_SEAT))
    _hand_edit(store.current_path("eight_half"), "Chloé", "Chlo\né")
    back = SaveStore(tmp_path).load_current("eight_half")
    assert back is not None and back.players[2].name == "Chlo é"
    assert match_from_record(back).totals == rec.totals


@pytest.mark.parametrize("name", INVISIBLE)
def test_settings_naming_a_seat_with_invisible_characters_load(tmp_path: Path, name: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({
            "version": 2,
            "people": ["Ana", name, None, None, None],
            "known_names": [name, "Ana", "ana\u200b", "Bram"],
        }),
        encoding="utf-8",
    )  # fmt: skip
    settings = SettingsStore(tmp_path).load()
    assert settings.people == ("Ana", "", None, None, None)  # "" the table's "Player 2"
    assert settings.known_names == ("Ana", "Bram")


@pytest.mark.parametrize("name", INVISIBLE)
def test_statistics_of_a_person_named_with_invisible_characters_load(
    tmp_path: Path, name: str
) -> None:
    tally = {"game": "eight_half", "level": "hard", "players": 3, "games_played": 2,
             "games_won": 1, "matches_played": 1, "matches_won": 1, "matches_abandoned": 0,
             "points": 9, "longest_game": 40, "streak": 1, "best_streak": 1,
             "recent": [[True, 9]]}  # fmt: skip
    path = tmp_path / "stats.json"
    path.write_text(
        json.dumps({
            "format": "eight-and-a-half/stats", "version": 2, "since": "2026-01-15T20:30:00Z",
            "tallies": [{**tally, "person": name}, {**tally, "person": "Zoë\u200b"}],
            "counted": [],
        }),
        encoding="utf-8",
    )  # fmt: skip
    stats = StatsStore(path).stats
    assert stats.people() == [UNNAMED, person_key("Zoë")]
    assert stats.name_of(person_key("Zoë")) == "Zoë"
