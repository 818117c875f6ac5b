"""Statistics per person's name. A match several people play counts for each of
them, from their own seat, apart from their matches against bots; the unnamed player is one
person whatever older files called them; the file of the single player's days is upgraded.

RULES.md R10.2 (the winner of a game scores 2 or 3, the others at most 1) and R10.5 (the
highest total wins the match; equal totals share the win).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
from store_kit import HOT_SEAT, play

from game.store.record import UNNAMED, MatchRecord, PlayerInfo
from game.store.stats import (
    PEOPLE,
    Stats,
    StatsKey,
    StatsStore,
    key_for,
    keys_for,
    stats_from_json,
    stats_to_json,
)

GAME = "eight_half"


def hot_seat(
    players: tuple[PlayerInfo, ...] = HOT_SEAT,
    seed: int = 5,
    match_id: str = "20260115-203000-abc123",
) -> MatchRecord:
    """A finished match with these seats."""
    rec, _ = play(players=len(players), seed=seed, length=3, match_id=match_id)
    return attrs.evolve(rec, players=players).with_status("finished")


def test_r10_a_match_of_people_counts_for_each_from_their_own_seat() -> None:
    rec = hot_seat()
    stats = Stats().with_record(rec)
    for seat, person in ((0, UNNAMED), (2, "chloé"), (4, "anne-sophie")):
        tally = stats.tally(StatsKey(GAME, PEOPLE, 5, person))
        won = [rec.rules.winner_by_points(p) == seat for p in rec.finished_points]
        assert (tally.games_played, tally.games_won) == (3, sum(won)), person
        assert tally.points == rec.totals[seat]  # their own points, not the first person's
        assert (tally.matches_played, tally.matches_won) == (1, int(seat in rec.leaders))
    assert len(stats.tallies) == 3  # the bots have none
    assert stats.people() == [UNNAMED, "anne-sophie", "chloé"]
    assert stats.name_of("chloé") == "Chloé" and stats.name_of("anne-sophie") == "Anne-Sophie"


def test_against_people_is_kept_apart_from_against_bots() -> None:
    alone = hot_seat(
        (PlayerInfo("Chloé", True), *HOT_SEAT[1:2], PlayerInfo("Bot 2", False, "hard"))
    )
    together = hot_seat(HOT_SEAT[:3], match_id="20260116-203000-abc124")
    stats = Stats().with_record(alone).with_record(together)
    assert stats.keys_played(GAME, "chloé") == [
        StatsKey(GAME, "hard", 3, "chloé"),  # the per-level key, as for one player before
        StatsKey(GAME, PEOPLE, 3, "chloé"),
    ]
    assert stats.keys_played(GAME) == [StatsKey(GAME, PEOPLE, 3, UNNAMED)]


def test_the_unnamed_player_of_old_saves_and_new_ones_is_one_person() -> None:
    old = hot_seat((PlayerInfo("Vous", True), *HOT_SEAT[1:2]))  # a save of version 1, in French
    new = hot_seat((PlayerInfo("", True), *HOT_SEAT[1:2]), match_id="20260116-203000-abc124")
    stats = Stats().with_record(old).with_record(new)
    assert key_for(old) == key_for(new) == StatsKey(GAME, "hard", 2, UNNAMED)
    assert stats.tally(key_for(new)).matches_played == 2 and stats.people() == [UNNAMED]


def test_a_name_typed_in_another_case_is_the_same_person_shown_as_last_typed() -> None:
    first = hot_seat((PlayerInfo("chloé ", True), *HOT_SEAT[1:2]))
    then = hot_seat((PlayerInfo("Chloé", True), *HOT_SEAT[1:2]), match_id="20260116-203000-abc124")
    stats = Stats().with_record(first).with_record(then)
    assert stats.people() == ["chloé"] and stats.name_of("chloé") == "Chloé"
    assert stats.tally(StatsKey(GAME, "hard", 2, "chloé")).matches_played == 2


def test_names_are_listed_as_players_would_look_for_them() -> None:
    people = tuple(PlayerInfo(n, True) for n in ("Zoë", "Émile", "", "dirk", "Fleur"))
    stats = Stats().with_record(hot_seat(people))
    assert [stats.name_of(p) for p in stats.people()] == ["", "dirk", "Émile", "Fleur", "Zoë"]


def test_one_name_at_two_seats_counts_once() -> None:
    twice = hot_seat((PlayerInfo("Bram", True), *HOT_SEAT[1:2], PlayerInfo("bram", True)))
    assert list(keys_for(twice)) == [0]
    stats = Stats().with_record(twice)
    assert stats.tally(StatsKey(GAME, PEOPLE, 3, "bram")).matches_played == 1


def test_counting_a_hot_seat_match_again_changes_nothing() -> None:
    rec = hot_seat()
    once = Stats().with_record(rec)
    assert once.with_record(rec) is once


def _old_file(path: Path) -> dict[str, Any]:
    """A statistics file of version 1: the single player's tallies, no names."""
    rec, _ = play(players=3, seed=4, length=2, levels=("medium", "medium"))
    data = stats_to_json(Stats().with_record(rec.with_status("finished")))
    data["version"] = 1
    for tally in data["tallies"]:
        del tally["person"]
        del tally["house"]  # since version 3
    path.write_text(json.dumps(data), encoding="utf-8")
    return data


def test_a_statistics_file_of_version_1_becomes_the_unnamed_player_s(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    old = _old_file(path)
    store = StatsStore(path)
    key = StatsKey(GAME, "medium", 3, UNNAMED)
    assert store.stats.keys_played(GAME) == [key] and store.notices.take() == []
    assert store.stats.tally(key).games_played == old["tallies"][0]["games_played"] == 2
    store.count(hot_seat(HOT_SEAT[:3], match_id="20260116-203000-abc124"))  # written as version 3
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 3
    assert {(t["person"], t["level"]) for t in data["tallies"]} == {
        ("", "medium"), ("", PEOPLE), ("Chloé", PEOPLE)}  # fmt: skip
    assert StatsStore(path).stats == store.stats


def test_a_hostile_statistics_file_loads_what_is_valid_and_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    good = stats_to_json(Stats().with_record(hot_seat()))
    data = json.loads(json.dumps(good))
    bad = [dict(data["tallies"][0], person="Chlo\x07é"),  # a control character
           dict(data["tallies"][0], person="x" * 41),  # too long
           dict(data["tallies"][0], games_won=99),  # more won than played
           dict(data["tallies"][0], person=7),
           dict(data["tallies"][1], person=data["tallies"][1]["person"].upper()),  # twice
           "not a tally"]  # fmt: skip
    data["tallies"] += bad
    data["counted"].append(["../x", -1, "yes"])
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    store = StatsStore(path)
    assert store.stats == stats_from_json(good)  # every valid tally and mark, nothing else
    [notice] = store.notices.take()
    assert notice.kind == "damaged" and notice.kept_as is not None and "tally" in notice.reason
    assert notice.kept_as.read_text(encoding="utf-8") == text  # the player's file, as it was
    store.count(hot_seat(HOT_SEAT[:2], match_id="20260116-203000-abc124"))
    assert StatsStore(path).stats.tally(StatsKey(GAME, "hard", 2)).matches_played == 1


def test_a_person_who_leaves_keeps_the_games_they_finished_and_counts_again_once_back() -> None:
    """Chloé leaves after game 1 (a bot plays her seat in game 2) and comes back for game
    3: her games are 1 and 3, and the match, whose end she was there for; Marc's are all
    three. The match stays one against people from the first game to the last."""
    people = (PlayerInfo("Marc", True), PlayerInfo("Chloé", True), HOT_SEAT[1])
    full = hot_seat(people)
    playing = attrs.evolve(full, status="playing", ended=None)

    def after(games: int, rec: MatchRecord) -> MatchRecord:
        return attrs.evolve(rec, games=rec.games[:games])

    stats = Stats().with_record(after(1, playing))
    gone = after(2, playing).with_bot(1, "easy")
    assert keys_for(gone) == {0: StatsKey(GAME, PEOPLE, 3, "marc")}
    stats = stats.with_record(gone)
    stats = stats.with_record(full.with_bot(1, "easy").with_person(1))
    marc, chloe = (stats.tally(StatsKey(GAME, PEOPLE, 3, who)) for who in ("marc", "chloé"))
    assert (marc.games_played, marc.matches_played) == (3, 1)
    points = full.finished_points
    assert (chloe.games_played, chloe.matches_played) == (2, 1)
    assert chloe.points == points[0][1] + points[2][1]  # not the bot's game 2
    assert len(stats.tallies) == 2  # the bot that played for her has none


def test_a_person_who_left_for_good_has_no_match_result() -> None:
    people = (PlayerInfo("Marc", True), PlayerInfo("Chloé", True), HOT_SEAT[1])
    full = hot_seat(people)
    stats = Stats().with_record(attrs.evolve(full, games=full.games[:1], status="playing"))
    stats = stats.with_record(full.with_bot(1, "hard"))
    chloe = stats.tally(StatsKey(GAME, PEOPLE, 3, "chloé"))
    assert (chloe.games_played, chloe.matches_played) == (1, 0)
    assert stats.tally(StatsKey(GAME, PEOPLE, 3, "marc")).matches_played == 1
