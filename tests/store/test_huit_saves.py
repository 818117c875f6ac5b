"""Huit américain in the save file, the history and the statistics (RULES.md Part B, H6: a
match to 500 or one round; Part D: the positions and moves the save holds)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from huit_kit import play
from store_kit import play as play_eight_half

from game.rules import huit
from game.store.games import EIGHT_HALF, HUIT, RULES
from game.store.huit_resume import huit_match_from_record, record_for_huit_match
from game.store.record import (
    SaveError,
    dumps_record,
    record_from_json,
    record_to_json,
    replay,
)
from game.store.resume import match_from_record
from game.store.saves import SaveStore
from game.store.stats import StatsKey, stats_from_json, stats_to_json


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


def _codes(state: huit.State) -> list[int]:
    return sorted(m.code for m in huit.legal_moves(state))


def _asides(directory: Path) -> list[Path]:
    return sorted(directory.glob("current-huit.json.damaged-*"))


# --- round trips ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_h6_a_whole_match_to_500_saved_and_loaded_is_the_same_match(
    data_dir: Path, players: int
) -> None:
    rec, match = play(players=players, seed=40 + players)
    assert match.is_over and max(match.totals) >= 500 and rec.match_over
    assert rec.length == 500 and len(rec.games) == match.rounds_played
    store = SaveStore(data_dir)
    assert store.save_current(rec) is True
    back = SaveStore(data_dir).load_current("huit")
    assert back == rec
    assert huit_match_from_record(back) == match
    assert back.totals == match.totals and back.leaders == match.winners


def test_h6_a_single_round_is_length_1_and_over_after_its_round(data_dir: Path) -> None:
    rec, match = play(players=3, seed=5, target=None)
    assert rec.length == 1 and len(rec.games) == 1 and rec.match_over
    SaveStore(data_dir).save_current(rec)
    back = SaveStore(data_dir).load_current("huit")
    assert back == rec
    resumed = huit_match_from_record(back)
    assert resumed.target is None and resumed.is_over and resumed == match


def test_h1_two_decks_come_back_from_the_positions(data_dir: Path) -> None:
    rec, match = play(players=5, seed=11, decks=2, plies=300)
    data = record_to_json(rec)
    assert all(g["start"]["decks"] == 2 for g in data["games"])
    assert data["position"]["decks"] == 2 and data["game"] == "huit"
    SaveStore(data_dir).save_current(rec)
    back = SaveStore(data_dir).load_current("huit")
    assert back == rec
    resumed = huit_match_from_record(back)
    assert resumed.decks == 2 and resumed == match


def test_continue_of_a_half_played_round_gives_the_same_state(data_dir: Path) -> None:
    rec, match = play(players=4, seed=20, plies=700)  # a later round, under way
    assert not rec.current.is_over and len(rec.games) >= 2
    SaveStore(data_dir).save_current(rec)
    back = SaveStore(data_dir).load_current("huit")
    assert back is not None
    resumed = huit_match_from_record(back)
    assert resumed == match
    assert resumed.round == match.round and resumed.round.turn == match.round.turn
    assert resumed.dealer == match.dealer and resumed.totals == match.totals
    # The same moves, in the same order (Part D: legal_moves in code order).
    assert huit.legal_moves(resumed.round) == huit.legal_moves(match.round)
    # ... and plays on the same way, refill shuffles included (the position's rng).
    a, b = resumed.round, match.round
    for _ in range(200):
        if a.is_over:
            break
        move = huit.legal_moves(a)[-1]
        a, b = huit.apply_move(a, move).state, huit.apply_move(b, move).state
        assert a == b


def test_a_save_right_after_a_round_ended_deals_the_same_next_round(data_dir: Path) -> None:
    rec, match = play(players=3, seed=8, rounds=2)
    assert rec.current.is_over and not rec.match_over
    SaveStore(data_dir).save_current(rec)
    back = SaveStore(data_dir).load_current("huit")
    assert back is not None
    resumed = huit_match_from_record(back)
    assert resumed == match
    assert huit.next_round(resumed) == huit.next_round(match)  # H1.1: the deal passes left


def test_the_save_holds_part_d_positions_and_moves(data_dir: Path) -> None:
    rec, _ = play(players=3, seed=2, plies=60)
    SaveStore(data_dir).save_current(rec)
    data = json.loads((data_dir / "current-huit.json").read_text(encoding="utf-8"))
    assert data["game"] == "huit" and data["length"] == 500
    start = data["games"][0]["start"]
    assert start["game"] == "huit" and isinstance(start["hands"][0], str)
    for text in data["games"][0]["moves"]:
        huit.parse_move(text)  # plain Part D move text
    assert huit.parse_position(start) == rec.games[0].start


def test_record_for_huit_match_checks_its_players() -> None:
    match = huit.new_match(3, 1)
    rec, _ = play(players=2, plies=1)
    with pytest.raises(ValueError, match="players"):
        record_for_huit_match(match, rec.players)


def test_each_game_resumes_only_its_own_records() -> None:
    rec, _ = play(players=3, plies=10)
    eight, _ = play_eight_half(players=3, plies=10)
    with pytest.raises(ValueError, match="8½"):
        match_from_record(rec)
    with pytest.raises(ValueError, match="Huit"):
        huit_match_from_record(eight)


# --- bad files ------------------------------------------------------------------------------


def _good() -> dict[str, Any]:
    rec, _ = play(players=3, seed=9, plies=500)
    assert len(rec.games) >= 2 and not rec.current.is_over
    return record_to_json(rec)


def _edit(change: Callable[[dict[str, Any]], Any]) -> Callable[[], bytes]:
    def make() -> bytes:
        data = _good()
        change(data)
        return json.dumps(data).encode()

    return make


def _illegal_move(data: dict[str, Any]) -> None:
    start = huit.parse_position(data["games"][0]["start"])
    legal = set(huit.legal_moves(start))
    wrong = next(
        m for m in ("pass", "call", "Ac", "Kd", "2s", "9h") if huit.parse_move(m) not in legal
    )
    data["games"][0]["moves"][0] = wrong


def _eight_half_position(data: dict[str, Any]) -> None:
    eight, _ = play_eight_half(players=3, plies=3)
    data["games"][0]["start"] = EIGHT_HALF.format_position(eight.games[0].start)


def _other_decks(data: dict[str, Any]) -> None:
    # The second round dealt from two decks: a match keeps its decks (H1).
    data["games"][1]["start"]["decks"] = 2


def _zero_points_round(data: dict[str, Any]) -> None:
    # A hand-made "over" start whose other hands are empty: points that name no winner (H6).
    start = data["games"][0]["start"]
    start.update(hands=["", "", ""], phase="over", winner=0, points=[0, 0, 0], turn=0)
    data["games"][0].update(moves=[], points=[0, 0, 0])


BAD_FILES: dict[str, Callable[[], bytes]] = {
    "truncated": lambda: json.dumps(_good()).encode()[:3000],
    "just null": lambda: b"null",
    "illegal move": _edit(_illegal_move),
    "unreadable move": _edit(lambda d: d["games"][0]["moves"].__setitem__(0, "8h")),
    "points do not match": _edit(
        lambda d: d["games"][0].update(points=[p + 5 for p in d["games"][0]["points"]])
    ),
    "an 8½ position in a Huit save": _edit(_eight_half_position),
    "a round dealt from other decks": _edit(_other_decks),
    "a round scoring nobody": _edit(_zero_points_round),
    "three decks": _edit(lambda d: d["position"].update(decks=3)),
    "a target beyond any match": _edit(lambda d: d.update(length=10**6)),
    "a round after the end of a single round": _edit(lambda d: d.update(length=1)),
    "unknown game": _edit(lambda d: d.update(game="belote")),
    "six players": _edit(lambda d: d["players"].extend(3 * [d["players"][1]])),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_bad_huit_save_is_kept_aside_with_the_message_8_half_gives(
    data_dir: Path, kind: str
) -> None:
    content = BAD_FILES[kind]()
    data_dir.mkdir()
    (data_dir / "current-huit.json").write_bytes(content)
    store = SaveStore(data_dir)
    assert store.load_current("huit") is None
    [kept] = _asides(data_dir)
    assert kept.read_bytes() == content
    [notice] = store.take_notices()
    assert notice.kind == "damaged" and notice.kept_as == kept and notice.reason
    new, _ = play(players=2, seed=1, plies=3, match_id="20260202-100000-000001")
    assert store.save_current(new) is True
    assert SaveStore(data_dir).load_current("huit") == new


def test_the_reasons_say_what_is_wrong() -> None:
    with pytest.raises(SaveError, match="other decks"):
        record_from_json(json.loads(_edit(_other_decks)()))
    with pytest.raises(SaveError, match="name its winner"):
        record_from_json(json.loads(_edit(_zero_points_round)()))
    with pytest.raises(SaveError, match="must list 1 to 1 games"):
        record_from_json({**_good(), "length": 1})
    with pytest.raises(SaveError, match="game 2 follows the end of the match"):
        record_from_json({**_good(), "length": 5})  # round 1 gave its winner 5 or more
    with pytest.raises(SaveError, match='"length" must be a whole number from 1 to 9999'):
        record_from_json({**_good(), "length": 10_000})


def test_a_record_of_an_unknown_game_is_refused_by_name() -> None:
    with pytest.raises(SaveError, match="unknown game 'belote': this version knows"):
        record_from_json({**_good(), "game": "belote"})
    with pytest.raises(SaveError, match="unknown game None"):
        record_from_json({**_good(), "game": None})
    assert {"eight_half", "huit"} <= set(RULES)


def test_h6_only_the_round_winner_scores_so_the_maximum_is_the_winner() -> None:
    rec, match = play(players=4, seed=3)
    for game, result in zip(rec.games, match.results, strict=True):
        assert game.points is not None
        assert HUIT.winner_by_points(game.points) == result.winner
        assert sorted(game.points)[:-1] == [0, 0, 0] and max(game.points) >= 5
        assert replay(game, HUIT).winner == result.winner
    with pytest.raises(ValueError):
        HUIT.winner_by_points((0, 0, 0))


# --- each game's own file ---------------------------------------------------------


def test_a_huit_match_an_earlier_version_left_in_current_json_loads_as_before(
    data_dir: Path,
) -> None:
    """Earlier versions kept either game's match in current.json: a Huit match found there
    moves, byte for byte, to current-huit.json, and 8½ has nothing to continue."""
    rec, _ = play(players=3, seed=5, plies=60)
    data_dir.mkdir()
    (data_dir / "current.json").write_text(dumps_record(rec), encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.load_current("eight_half") is None
    assert store.load_current("huit") == rec
    assert store.take_notices() == []
    assert not (data_dir / "current.json").exists()
    assert (data_dir / "current-huit.json").read_text(encoding="utf-8") == dumps_record(rec)
    eight, _ = play_eight_half(players=2, seed=3, length=2, plies=20)
    assert store.save_current(eight) is True
    assert SaveStore(data_dir).load_current("huit") == rec  # 8½'s save left it alone


@pytest.mark.parametrize("later", ["earlier version's", "this version's"])
def test_when_an_earlier_version_played_huit_after_this_one_the_later_match_stays(
    data_dir: Path, later: str
) -> None:
    """This version's Huit match in current-huit.json, an earlier version's in current.json:
    the match started last stays under way, the other goes to the history as abandoned."""
    ours, _ = play(players=3, seed=5, plies=60, match_id="20260301-100000-000001")
    theirs, _ = play(players=2, seed=6, plies=40, match_id="20260302-100000-000002")
    ours = attrs.evolve(ours, started="2026-03-01T10:00:00Z")
    theirs = attrs.evolve(theirs, started="2026-03-02T10:00:00Z")
    if later == "this version's":
        ours, theirs = attrs.evolve(ours, started="2026-03-03T10:00:00Z"), theirs
    data_dir.mkdir()
    (data_dir / "current-huit.json").write_text(dumps_record(ours), encoding="utf-8")
    (data_dir / "current.json").write_text(dumps_record(theirs), encoding="utf-8")
    store = SaveStore(data_dir)
    kept, given_up = (theirs, ours) if later == "earlier version's" else (ours, theirs)
    assert store.load_current("huit") == kept
    assert store.load_current("eight_half") is None
    assert not (data_dir / "current.json").exists()
    filed = store.history.load(given_up.id)
    assert filed is not None and filed.status == "abandoned" and filed.games == given_up.games
    assert SaveStore(data_dir).load_current("huit") == kept


def test_a_damaged_huit_file_beside_an_earlier_version_s_huit_match_gives_way_to_it(
    data_dir: Path,
) -> None:
    theirs, _ = play(players=2, seed=6, plies=40)
    data_dir.mkdir()
    (data_dir / "current-huit.json").write_bytes(b'{"format": "eight-and-a-half/save", "ver')
    (data_dir / "current.json").write_text(dumps_record(theirs), encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.load_current("huit") == theirs
    assert store.load_current("eight_half") is None
    [notice] = store.take_notices()
    assert notice.kind == "damaged" and notice.kept_as is not None
    assert notice.kept_as.name.startswith("current-huit.json.damaged-")
    assert not (data_dir / "current.json").exists()


def test_a_game_s_file_holding_the_other_game_s_match_is_kept_aside(data_dir: Path) -> None:
    eight, _ = play_eight_half(players=2, seed=3, length=2, plies=20)
    data_dir.mkdir()
    (data_dir / "current-huit.json").write_text(dumps_record(eight), encoding="utf-8")
    store = SaveStore(data_dir)
    assert store.load_current("huit") is None
    [notice] = store.take_notices()
    assert notice.kind == "damaged" and notice.kept_as is not None
    assert notice.kept_as.read_text(encoding="utf-8") == dumps_record(eight)


# --- history and statistics -----------------------------------------------------------------


def test_huit_matches_go_to_the_history_and_count_apart_from_8_half(data_dir: Path) -> None:
    store = SaveStore(data_dir)
    eight, _ = play_eight_half(players=3, seed=4, length=2, match_id="20260101-120000-000001")
    store.save_current(eight)
    store.finish(eight)
    rec, match = play(players=3, seed=6, match_id="20260102-120000-000002")
    store.save_current(rec)
    store.finish(rec)
    assert store.history.ids() == [rec.id, eight.id]
    kept = store.history.load(rec.id)
    assert kept is not None and kept.game == "huit" and kept.status == "finished"
    assert [r.id for r in store.history.recent(5, "huit")] == [rec.id]
    assert [r.id for r in store.history.recent(5, "eight_half")] == [eight.id]
    stats = SaveStore(data_dir).stats.stats
    huit_key = StatsKey("huit", "medium", 3)
    eight_key = StatsKey("eight_half", "easy", 3)
    assert stats.keys_played("huit") == [huit_key]
    assert stats.keys_played("eight_half") == [eight_key]
    tally = stats.tally(huit_key)
    assert tally.games_played == match.rounds_played and tally.matches_played == 1
    you_won = [r.winner == 0 for r in match.results]
    assert tally.games_won == sum(you_won)
    assert tally.points == match.totals[0]
    assert tally.matches_won == (0 in match.winners)
    assert stats.tally(eight_key).games_played == 2  # 8½'s figures untouched


def test_statistics_with_huit_tallies_survive_a_restart_and_old_files_load(
    data_dir: Path,
) -> None:
    store = SaveStore(data_dir)
    rec, _ = play(players=2, seed=12, rounds=2)
    store.save_current(rec)
    data = json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))
    assert stats_from_json(data) == store.stats.stats
    assert [t["game"] for t in data["tallies"]] == ["huit"]
    old = stats_to_json(attrs.evolve(store.stats.stats, tallies={}))  # an 8½-only file
    assert stats_from_json(old).keys_played("huit") == []
