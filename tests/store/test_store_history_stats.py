"""The history of matches and the player's statistics (RULES.md R10: games, points, matches)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from store_kit import play

from game.store.record import GameRecord, MatchRecord
from game.store.saves import SaveStore
from game.store.stats import MIXED, RECENT_GAMES, Stats, StatsKey, StatsStore, Tally, key_for


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


END = "2026-01-15T22:00:00Z"


def _ids(n: int) -> list[str]:
    return [f"202601{day:02d}-120000-{day:06x}" for day in range(1, n + 1)]


# --- history ------------------------------------------------------------------------------


def test_the_history_keeps_only_the_newest_matches(data_dir: Path) -> None:
    store = SaveStore(data_dir, history_limit=3)
    finished = []
    for i, match_id in enumerate(_ids(5)):
        rec, _ = play(players=2, seed=i, length=1, match_id=match_id)
        store.save_current(rec)
        assert store.finish(rec) is True
        finished.append(rec.with_status("finished"))
    assert store.history.ids() == [r.id for r in reversed(finished[-3:])]
    assert len(list((data_dir / "history").iterdir())) == 3
    newest = store.history.load(finished[-1].id)
    assert newest is not None and newest.status == "finished"
    assert attrs.evolve(newest, ended=None) == attrs.evolve(finished[-1], ended=None)
    assert store.load_current("eight_half") is None  # nothing left to continue


def test_finishing_twice_keeps_one_entry_and_counts_once(data_dir: Path) -> None:
    rec, _ = play(players=3, seed=4, length=2)
    store = SaveStore(data_dir)
    store.save_current(rec)
    store.finish(rec)
    store.finish(rec)  # a finish cut short and done again on the next start
    assert store.history.ids() == [rec.id]
    assert store.stats.stats.tally(key_for(rec)).matches_played == 1
    assert store.stats.stats.tally(key_for(rec)).games_played == 2


def test_an_abandoned_match_goes_into_the_history_as_abandoned(data_dir: Path) -> None:
    rec, _ = play(players=3, seed=4, length=6, plies=150)  # one game done, one under way
    store = SaveStore(data_dir)
    store.save_current(rec)
    assert store.abandon(rec) is True
    assert store.load_current("eight_half") is None
    kept = store.history.load(rec.id)
    assert kept is not None and kept.status == "abandoned" and kept.games == rec.games
    tally = store.stats.stats.tally(key_for(rec))
    assert (tally.matches_played, tally.matches_won, tally.matches_abandoned) == (1, 0, 1)
    assert tally.games_played == len(rec.finished_points)  # the unfinished game is not counted


def test_a_damaged_history_entry_is_kept_aside_and_skipped(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    a, b = _ids(2)
    for match_id in (a, b):
        rec, _ = play(players=2, seed=1, length=1, match_id=match_id)
        store.finish(rec)
    (data_dir / "history" / f"{b}.json").write_text('{"format": "eight-and', encoding="utf-8")
    recent = store.history.recent(5)
    assert [r.id for r in recent] == [a]
    assert len(list((data_dir / "history").glob(f"{b}.json.damaged-*"))) == 1
    assert [n.kind for n in store.take_notices()] == ["damaged"]
    assert store.history.ids() == [a]


KILLED_IN_A_HISTORY_WRITE = """
import os, signal, sys
sys.path[:0] = [sys.argv[2], sys.argv[3]]
from pathlib import Path
from store_kit import play
from game.store import atomic
from game.store.saves import SaveStore

def killed(src, dst):  # the temp file is written and synced: the kill lands before the rename
    if "history" in str(dst):
        os.kill(os.getpid(), signal.SIGKILL)
    os.replace(src, dst)

store = SaveStore(Path(sys.argv[1]))
rec, _ = play(players=2, seed=int(sys.argv[4]), length=1, match_id=sys.argv[5])
store.save_current(rec)
atomic.os = type("killing_os", (), {"replace": staticmethod(killed),
                                    "__getattr__": lambda self, n: getattr(os, n)})()
store.finish(rec)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_temp_files_of_killed_history_writes_are_removed_at_the_next_start(
    data_dir: Path,
) -> None:
    """A kill during a history write leaves history/.<id>.json.<random>.tmp; the next start
    removes them (and only them), as it does beside the other files."""
    store = SaveStore(data_dir)
    kept, _ = play(players=2, seed=1, length=1, match_id=_ids(1)[0])
    store.finish(kept)
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run(
        [sys.executable, "-c", KILLED_IN_A_HISTORY_WRITE, str(data_dir), str(root),
         str(root / "tests" / "kits"), "2", _ids(2)[1]],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == -signal.SIGKILL, run.stderr
    history = data_dir / "history"
    [left] = history.glob(".*.json.*.tmp")
    assert left.name.startswith(f".{_ids(2)[1]}.json.") and left.stat().st_size > 0
    (history / ".not-ours").mkdir()  # a folder of the player's is never touched
    SaveStore(data_dir).load_current("eight_half")
    assert sorted(history.glob(".*.tmp")) == []
    assert (history / ".not-ours").is_dir()
    assert SaveStore(data_dir).history.ids() == [kept.id]


def test_a_playing_match_cannot_be_filed_as_history(data_dir: Path) -> None:
    rec, _ = play(players=2, seed=1, length=6, plies=5)
    with pytest.raises(ValueError):
        SaveStore(data_dir).history.add(rec)
    with pytest.raises(ValueError):
        SaveStore(data_dir).finish(rec)


# --- statistics: the arithmetic -------------------------------------------------------------


def _scripted(points: list[tuple[int, int]], plies: list[int], **fields: object) -> MatchRecord:
    """A two-player record whose games ended with these points (seat 0 is the human)."""
    rec, _ = play(players=2, seed=1, length=len(points), plies=0)
    start = rec.games[0].start
    games = tuple(
        GameRecord(start, (None,) * n, p)  # type: ignore[arg-type]  # only the count matters
        for p, n in zip(points, plies, strict=True)
    )
    return attrs.evolve(rec, games=games, **fields)  # type: ignore[arg-type]


def test_r10_game_and_match_tallies_streaks_and_the_longest_game() -> None:
    # Won, won, lost, won, won, won: best streak 3; points 2+3+1+2+2+3.
    points = [(2, 0), (3, 0), (1, 2), (2, 1), (2, 0), (3, 0)]
    rec = _scripted(points, [50, 70, 120, 40, 60, 30], status="finished", ended=END)
    tally = Stats().with_record(rec).tally(StatsKey("eight_half", "easy", 2))
    assert (tally.games_played, tally.games_won, tally.points) == (6, 5, 13)
    assert (tally.streak, tally.best_streak, tally.longest_game) == (3, 3, 120)
    assert (tally.matches_played, tally.matches_won) == (1, 1)
    assert tally.game_win_rate == pytest.approx(5 / 6)
    assert tally.average_points == pytest.approx(13 / 6)
    assert tally.recent == tuple((p[0] >= 2, p[0]) for p in points)


def test_r10_5_a_shared_win_counts_as_won_and_a_lost_match_does_not() -> None:
    shared = _scripted([(2, 0), (0, 2)], [10, 10], status="finished", ended=END)
    lost = _scripted([(1, 2), (0, 3)], [10, 10], status="finished", ended=END)
    lost = attrs.evolve(lost, id="20260115-203000-def456")
    stats = Stats().with_record(shared).with_record(lost)
    tally = stats.tally(key_for(shared))
    assert (tally.matches_played, tally.matches_won) == (2, 1)
    assert tally.streak == 0 and tally.best_streak == 1


def test_the_chart_keeps_the_last_20_games() -> None:
    tally = Tally()
    for i in range(RECENT_GAMES + 5):
        tally = tally.with_game(i % 3 == 0, i % 4, 10)
    assert len(tally.recent) == RECENT_GAMES
    assert tally.recent[-1] == ((RECENT_GAMES + 4) % 3 == 0, (RECENT_GAMES + 4) % 4)
    assert tally.games_played == RECENT_GAMES + 5


def test_counting_the_same_record_again_changes_nothing() -> None:
    rec = _scripted([(2, 0), (0, 2)], [10, 10])
    once = Stats().with_record(rec)
    assert once.with_record(rec) is once
    more = attrs.evolve(rec, games=(*rec.games, rec.games[0]), length=3)
    assert once.with_record(more).tally(key_for(rec)).games_played == 3


def test_the_key_is_the_bots_level_or_mixed_and_the_number_of_players() -> None:
    same, _ = play(players=4, seed=1, length=1, plies=0, levels=("medium",) * 3)
    mixed, _ = play(players=4, seed=1, length=1, plies=0, levels=("easy", "hard", "easy"))
    assert key_for(same) == StatsKey("eight_half", "medium", 4)
    assert key_for(mixed) == StatsKey("eight_half", MIXED, 4)


# --- statistics: on disk --------------------------------------------------------------------


def test_statistics_follow_the_saves_and_survive_a_restart(data_dir: Path) -> None:
    rec, match = play(players=3, seed=12, length=3, levels=("medium", "medium"))
    store = SaveStore(data_dir)
    first_game = rec.games[0].plies
    partial, _ = play(players=3, seed=12, length=3, plies=first_game, levels=("medium", "medium"))
    store.save_current(partial)  # the first game just ended: counted now
    key = key_for(rec)
    assert store.stats.stats.tally(key).games_played == 1
    store.save_current(rec)
    store.finish(rec)
    tally = SaveStore(data_dir).stats.stats.tally(key)
    human_won = [r.winner == 0 for r in match.results]
    assert tally.games_played == 3 and tally.games_won == sum(human_won)
    assert tally.points == match.totals[0]
    assert (tally.matches_played, tally.matches_won) == (1, int(0 in match.leaders))
    assert tally.longest_game == max(g.plies for g in rec.games)


def test_a_damaged_statistics_file_is_kept_aside_and_counting_starts_afresh(data_dir: Path) -> None:
    data_dir.mkdir()
    bad = json.dumps({"format": "eight-and-a-half/stats", "version": 1, "since": None,
                      "tallies": [{"game": "eight_half"}], "counted": []})  # fmt: skip
    (data_dir / "stats.json").write_text(bad, encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.stats.stats == Stats()
    [kept] = data_dir.glob("stats.json.damaged-*")
    assert kept.read_text(encoding="utf-8") == bad
    [notice] = store.take_notices()
    assert notice.kind == "damaged" and notice.kept_as == kept
    rec, _ = play(players=2, seed=3, length=1)
    store.finish(rec)
    assert SaveStore(data_dir).stats.stats.tally(key_for(rec)).matches_played == 1


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe", b"{}", b"[]", b'{"format": "eight-and-a-half/stats", "version": 9}', b"null"],
)
def test_unreadable_statistics_are_never_half_loaded(data_dir: Path, content: bytes) -> None:
    data_dir.mkdir()
    (data_dir / "stats.json").write_bytes(content)
    stats = StatsStore(data_dir / "stats.json")
    assert stats.stats == Stats()
    [notice] = stats.notices.take()
    assert notice.kind == "damaged" and notice.kept_as is not None
    assert notice.kept_as.read_bytes() == content, "kept as it was, never written over"


def test_contradictory_counts_are_damage(data_dir: Path) -> None:
    rec = _scripted([(2, 0)], [10], status="finished", ended=END)
    store = StatsStore(data_dir / "stats.json")
    store.count(rec)
    data = json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))
    data["tallies"][0]["games_won"] = 5  # more games won than played
    (data_dir / "stats.json").write_text(json.dumps(data), encoding="utf-8")
    again = StatsStore(data_dir / "stats.json")
    assert again.stats.tallies == {} and [c.match_id for c in again.stats.counted] == [rec.id]
    [notice] = again.notices.take()
    assert notice.kind == "damaged" and "contradict" in notice.reason


def test_reset_empties_the_statistics_for_good(data_dir: Path) -> None:
    rec, _ = play(players=2, seed=3, length=1)
    store = SaveStore(data_dir)
    store.finish(rec)
    assert store.stats.stats.tallies
    assert store.stats.reset() is True
    again = SaveStore(data_dir).stats.stats
    assert again.tallies == {} and again.since is not None
    SaveStore(data_dir).finish(rec)  # the same match again: already counted before the reset
    assert SaveStore(data_dir).stats.stats.tallies == {}
