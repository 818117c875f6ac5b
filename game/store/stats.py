"""The player's statistics: running tallies per opponent level and number of players.

Kept in ``stats.json`` and updated as games and matches end, so the statistics screen
never parses the history. Counting is idempotent: `Stats.with_record` remembers, for the
last few matches, how many of their games and whether their end were counted, so saving
the same record twice (an autosave, then a resume, then the finish) counts each game once.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from game.store.atomic import write_text_atomic
from game.store.layout import dumps
from game.store.notices import Notice, Notices, load_checked
from game.store.record import MatchRecord, SaveError, now_iso

log = logging.getLogger(__name__)

STATS_FORMAT = "eight-and-a-half/stats"
STATS_VERSION = 1
MAX_STATS_BYTES = 1024 * 1024
RECENT_GAMES = 20  # the chart's length
COUNTED_MATCHES = 50  # matches remembered as counted (only the last ones can come back)
MIXED = "mixed"  # the level when the bots of a match do not all share one


@attrs.frozen(order=True)
class StatsKey:
    """Tallies are kept per game, bots' level ("easy", ..., or "mixed") and player count."""

    game: str
    level: str
    players: int


@attrs.frozen
class Tally:
    """The human player's results under one key."""

    matches_played: int = 0  # finished and abandoned
    matches_won: int = 0  # a shared win (equal totals, R10.5) counts as won
    matches_abandoned: int = 0
    games_played: int = 0  # games played to their end
    games_won: int = 0
    points: int = 0  # the human's points over those games
    streak: int = 0  # games won in a row, now
    best_streak: int = 0
    longest_game: int = 0  # in plies (moves of every seat, swaps included)
    recent: tuple[tuple[bool, int], ...] = ()  # last RECENT_GAMES games: (won, points)

    @property
    def game_win_rate(self) -> float:
        return self.games_won / self.games_played if self.games_played else 0.0

    @property
    def match_win_rate(self) -> float:
        return self.matches_won / self.matches_played if self.matches_played else 0.0

    @property
    def average_points(self) -> float:
        """Points per game played."""
        return self.points / self.games_played if self.games_played else 0.0

    def with_game(self, won: bool, points: int, plies: int) -> Tally:
        streak = self.streak + 1 if won else 0
        return attrs.evolve(
            self,
            games_played=self.games_played + 1,
            games_won=self.games_won + won,
            points=self.points + points,
            streak=streak,
            best_streak=max(self.best_streak, streak),
            longest_game=max(self.longest_game, plies),
            recent=(*self.recent, (won, points))[-RECENT_GAMES:],
        )

    def with_match(self, won: bool, abandoned: bool) -> Tally:
        return attrs.evolve(
            self,
            matches_played=self.matches_played + 1,
            matches_won=self.matches_won + won,
            matches_abandoned=self.matches_abandoned + abandoned,
        )


@attrs.frozen
class Counted:
    """How much of one match is already in the tallies."""

    match_id: str
    games: int = 0
    ended: bool = False


@attrs.frozen
class Stats:
    """Every tally, since `since` (the last reset, ISO time; None: since the first game)."""

    tallies: Mapping[StatsKey, Tally] = attrs.field(factory=dict)
    counted: tuple[Counted, ...] = ()
    since: str | None = None

    def tally(self, key: StatsKey) -> Tally:
        return self.tallies.get(key, Tally())

    def keys_played(self, game: str) -> list[StatsKey]:
        """The keys of `game` with a match or a game counted, in order (the screen marks them)."""
        return sorted(
            key for key, t in self.tallies.items()
            if key.game == game and (t.matches_played or t.games_played)
        )  # fmt: skip

    def with_record(self, rec: MatchRecord) -> Stats:
        """Count the games of `rec` that ended since last time, and its end if it ended."""
        done = next((c for c in self.counted if c.match_id == rec.id), Counted(rec.id))
        finished = rec.finished_points
        ends = rec.status != "playing"
        if len(finished) <= done.games and (done.ended or not ends):
            return self
        key = key_for(rec)
        tally = self.tally(key)
        human = rec.human_seat
        winner = rec.rules.winner_by_points
        for i in range(done.games, len(finished)):
            tally = tally.with_game(
                winner(finished[i]) == human, finished[i][human], rec.games[i].plies
            )
        if ends and not done.ended:
            won = rec.status == "finished" and human in rec.leaders
            tally = tally.with_match(won, abandoned=rec.status == "abandoned")
        now = Counted(rec.id, len(finished), done.ended or ends)
        others = tuple(c for c in self.counted if c.match_id != rec.id)
        return attrs.evolve(
            self,
            tallies={**self.tallies, key: tally},
            counted=(*others, now)[-COUNTED_MATCHES:],
        )


def key_for(rec: MatchRecord) -> StatsKey:
    levels = {p.level for p in rec.players if not p.human}
    level = levels.pop() if len(levels) == 1 else MIXED
    return StatsKey(rec.game, level or MIXED, len(rec.players))


# --- the file ---------------------------------------------------------------------------

_TALLY_INTS = (
    "matches_played", "matches_won", "matches_abandoned", "games_played", "games_won",
    "points", "streak", "best_streak", "longest_game",
)  # fmt: skip
_MAX_COUNT = 10**9


def stats_to_json(stats: Stats) -> dict[str, Any]:
    return {
        "format": STATS_FORMAT,
        "version": STATS_VERSION,
        "since": stats.since,
        "tallies": [
            {
                "game": key.game,
                "level": key.level,
                "players": key.players,
                **{name: getattr(t, name) for name in _TALLY_INTS},
                "recent": [[won, points] for won, points in t.recent],
            }
            for key, t in sorted(stats.tallies.items())
        ],
        "counted": [[c.match_id, c.games, c.ended] for c in stats.counted],
    }


def stats_from_json(data: Any) -> Stats:
    """Check every field; SaveError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
        raise SaveError("not a statistics file")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError('"version" must be a whole number from 1')
    if version > STATS_VERSION:
        raise SaveError(f"written by a newer version of the game (version {version})")
    _keys(data, {"format", "version", "since", "tallies", "counted"}, "the statistics")
    since = data["since"]
    if since is not None and not (isinstance(since, str) and 0 < len(since) <= 40):
        raise SaveError('"since" must be null or a time')
    tallies: dict[StatsKey, Tally] = {}
    if not isinstance(data["tallies"], list):
        raise SaveError('"tallies" must be a list')
    for i, raw in enumerate(data["tallies"]):
        key, tally = _tally(i, raw)
        if key in tallies:
            raise SaveError(f"tally {i}: {key} is listed twice")
        tallies[key] = tally
    counted = data["counted"]
    if not isinstance(counted, list) or len(counted) > COUNTED_MATCHES:
        raise SaveError(f'"counted" must list at most {COUNTED_MATCHES} matches')
    marks = []
    for c in counted:
        if not (
            isinstance(c, list) and len(c) == 3 and isinstance(c[0], str) and len(c[0]) <= 64
            and _count(c[1]) and isinstance(c[2], bool)
        ):  # fmt: skip
            raise SaveError(f'"counted" entries are [id, games, ended], not {c!r:.60}')
        marks.append(Counted(c[0], c[1], c[2]))
    return Stats(tallies, tuple(marks), since)


def _keys(data: dict[str, Any], fields: set[str], where: str) -> None:
    if set(data) != fields:
        odd = sorted(str(k) for k in set(data) ^ fields)
        raise SaveError(f"{where}: missing or unknown field(s) {', '.join(odd)}")


def _count(value: Any) -> bool:
    return type(value) is int and 0 <= value <= _MAX_COUNT


def _tally(i: int, raw: Any) -> tuple[StatsKey, Tally]:
    where = f"tally {i}"
    if not isinstance(raw, dict):
        raise SaveError(f"{where} must be an object")
    _keys(raw, {"game", "level", "players", "recent", *_TALLY_INTS}, where)
    game, level, players = raw["game"], raw["level"], raw["players"]
    if not (isinstance(game, str) and isinstance(level, str) and 0 < len(game + level) <= 64):
        raise SaveError(f'{where}: "game" and "level" must be names')
    if type(players) is not int or not 2 <= players <= 5:
        raise SaveError(f'{where}: "players" must be 2 to 5')
    counts = {name: raw[name] for name in _TALLY_INTS}
    bad = [name for name, v in counts.items() if not _count(v)]
    if bad:
        raise SaveError(f"{where}: {', '.join(bad)} must be whole numbers from 0")
    recent = raw["recent"]
    if not isinstance(recent, list) or len(recent) > RECENT_GAMES or not all(
        isinstance(r, list) and len(r) == 2 and isinstance(r[0], bool) and _count(r[1])
        for r in recent
    ):
        raise SaveError(f'{where}: "recent" must list up to {RECENT_GAMES} [won, points] pairs')
    tally = Tally(**counts, recent=tuple((r[0], r[1]) for r in recent))
    if not (
        tally.matches_won <= tally.matches_played
        and tally.matches_abandoned <= tally.matches_played
        and tally.games_won <= tally.games_played
        and tally.streak <= tally.best_streak <= tally.games_won
    ):
        raise SaveError(f"{where}: the counts contradict each other")
    return StatsKey(game, level, players), tally


class StatsStore:
    """``stats.json``: loaded once (never raising), updated as games end, reset on request."""

    def __init__(self, path: Path, notices: Notices | None = None) -> None:
        self.path = path
        self.notices = notices if notices is not None else Notices()
        self._stats: Stats | None = None
        self._may_write = True

    @property
    def stats(self) -> Stats:
        """The statistics now (read from disk the first time; a damaged file is set aside)."""
        if self._stats is None:
            loaded = load_checked(self.path, MAX_STATS_BYTES, stats_from_json, self.notices)
            self._stats = loaded.value if loaded.value is not None else Stats()
            self._may_write = loaded.may_write
        return self._stats

    def count(self, rec: MatchRecord) -> bool:
        """Add what ended in `rec` since it was last counted; True if that changed anything.

        The tallies change in memory even when the file cannot be written.
        """
        before = self.stats
        after = before.with_record(rec)
        if after is before:
            return False
        self._stats = after
        self._write()
        return True

    def reset(self) -> bool:
        """Start the statistics afresh (the UI asks for confirmation first); False if unsaved."""
        # The counted marks stay: a match under way keeps its earlier games out of the new count.
        self._stats = Stats(counted=self.stats.counted, since=now_iso())
        return self._write()

    def _write(self) -> bool:
        if not self._may_write or self._stats is None:
            return False
        try:
            write_text_atomic(self.path, dumps(stats_to_json(self._stats)))
        except OSError as exc:
            log.warning("Cannot write %s: %s", self.path, exc)
            self.notices.add(Notice("saves_off", self.path, str(exc)))
            return False
        return True
