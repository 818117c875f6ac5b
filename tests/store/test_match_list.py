"""The Matches page's list of the history: each match's row read from its file without
replaying it, newest first, a page at a time; a damaged file is left out."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import attrs
import pytest
from game_file_kit import huit_match
from store_kit import play

from game.store import match_list
from game.store.history import History
from game.store.match_list import MatchList, read_summary
from game.store.record import MatchRecord


def _finished(seed: int, match_id: str) -> MatchRecord:
    rec, _ = play(3, seed, 2, match_id=match_id)
    return rec.with_status("finished")


def test_a_row_says_what_the_record_says_without_replaying_it(tmp_path: Path) -> None:
    history = History(tmp_path)
    rec = _finished(7, "20260115-203000-abc123")
    huit = attrs.evolve(
        huit_match(4, 5, 100, rules=("jokers", "seven_cards")), id="20260201-180000-ccc333"
    )
    history.add(rec)
    history.add(huit)
    row = read_summary(history, rec.id)
    assert row is not None
    assert (row.game, row.status, row.started, row.length) == ("eight_half", "finished",
                                                              rec.started, 2)  # fmt: skip
    assert row.players == rec.players
    assert row.points == tuple(g.points for g in rec.games)
    assert row.totals == rec.totals and row.winners == rec.leaders  # R10.5
    huit_row = read_summary(history, huit.id)
    assert huit_row is not None and huit_row.house_rules == ("jokers", "seven_cards")
    assert huit_row.totals == huit.totals


def test_a_given_up_match_has_no_winner(tmp_path: Path) -> None:
    history = History(tmp_path)
    rec, _ = play(3, 9, 6, plies=80, match_id="20260116-203000-def456")
    history.add(rec.with_status("abandoned"))
    row = read_summary(history, rec.id)
    assert row is not None and row.status == "abandoned" and row.winners == ()
    assert row.points[-1] is None  # the game left unfinished


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d.update(players="Ada"),
        lambda d: d.update(games=[]),
        lambda d: d["games"][0].update(points=["2", 0, 1]),
        lambda d: d.update(status="playing"),
        lambda d: d.update(game="chess"),
        lambda d: d["players"][0].update(name=7),
    ],
)
def test_a_file_not_shaped_as_a_record_is_left_out(tmp_path: Path, spoil: object) -> None:
    history = History(tmp_path)
    good = _finished(1, "20260101-100000-000001")
    bad = _finished(2, "20260102-100000-000002")
    history.add(good)
    history.add(bad)
    path = history.path_for(bad.id)
    data = json.loads(path.read_text(encoding="utf-8"))
    spoil(data)  # type: ignore[operator]
    path.write_text(json.dumps(data), encoding="utf-8")
    listing = MatchList(history)
    assert [row.id for row in listing.page(0, 10)] == [good.id]
    assert listing.count == 1 and listing.complete


def test_a_file_that_is_not_json_is_left_out_and_kept(tmp_path: Path) -> None:
    history = History(tmp_path)
    good = _finished(1, "20260101-100000-000001")
    history.add(good)
    broken = history.path_for("20260103-100000-000003")
    broken.write_bytes(b"{not json")
    assert [row.id for row in MatchList(history).page(0, 10)] == [good.id]
    assert broken.exists()  # only opening a match sets a damaged one aside


def test_a_page_reads_only_the_files_it_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A thousand matches: the list reads the newest page's files, never replays one."""
    history = History(tmp_path)
    rec = _finished(3, "20260101-000000-000000")
    history.add(rec)
    source = history.path_for(rec.id)
    for n in range(1, 1000):
        shutil.copyfile(source, history.path_for(f"2026{n:04d}-000000-{n:06d}"))
    read: list[str] = []
    real = match_list.read_json

    def counting(path: Path, most: int) -> object:
        read.append(path.name)
        return real(path, most)

    monkeypatch.setattr(match_list, "read_json", counting)
    monkeypatch.setattr(History, "load", lambda *_: pytest.fail("a row replayed its match"))
    listing = MatchList(history)
    rows = listing.page(0, 8)
    assert len(rows) == 8 and len(read) == 8
    assert rows[0].id == "20260999-000000-000999"  # newest first
    assert listing.count == 1000 and not listing.complete
    listing.page(8, 8)
    assert len(read) == 16
