"""The players' statistics: running tallies per person, opponents and number of players.

Kept in ``stats.json`` and updated as games and matches end, so the statistics screen
never parses the history. Each person's results are kept under their name (compared as
players at a table would: game.store.record.person_key), against bots by the bots' level,
and against other people apart: a match with several people in it counts for each of them,
from their own seat. A game counts for the people holding their seats when it ends, the
match's end for those holding them then: a person who left (a bot playing their seat) keeps
the games that ended before, and counts again once they take their seat back.

A Huit américain match dealt with house rules (RULES.md H7) is kept apart from the book's
(H7.6): its tallies are its own, under the same person, opponents and players.

Counting is idempotent: `Stats.with_record` remembers, for the last few matches, how many
of their games and whether their end were counted, so saving the same record twice (an
autosave, then a resume, then the finish) counts each game once.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from game.names.normal import shown
from game.store.atomic import write_text_atomic
from game.store.layout import dumps
from game.store.notices import Notice, Notices, load_checked, set_aside
from game.store.record import (
    MAX_NAME,
    UNNAMED,
    MatchRecord,
    SaveError,
    now_iso,
    person_key,
)

log = logging.getLogger(__name__)

STATS_FORMAT = "eight-and-a-half/stats"
# Version 2: each tally names its person; version 1's tallies were the one player's, who
# becomes the unnamed player. Version 3: each tally says whether its matches were dealt with
# house rules ("house"); those of earlier versions were all played by the book.
STATS_VERSION = 3
MAX_STATS_BYTES = 1024 * 1024
RECENT_GAMES = 20  # the chart's length
COUNTED_MATCHES = 50  # matches remembered as counted (only the last ones can come back)
MIXED = "mixed"  # the level when the bots of a match do not all share one
PEOPLE = "people"  # the "level" of a match where another person played: results against people


@attrs.frozen(order=True)
class StatsKey:
    """Tallies are kept per game, opponents (the bots' level: "easy", ..., "mixed"; or
    "people" when another person played), player count, person (their person_key), and
    whether the matches were dealt with house rules (H7.6)."""

    game: str
    level: str
    players: int
    person: str = UNNAMED
    house: bool = False


@attrs.frozen
class Tally:
    """One person's results under one key."""

    matches_played: int = 0  # finished and abandoned
    matches_won: int = 0  # a shared win (equal totals, R10.5) counts as won
    matches_abandoned: int = 0
    games_played: int = 0  # games played to their end
    games_won: int = 0
    points: int = 0  # the person's points over those games
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
    """Every tally, since `since` (the last reset, ISO time; None: since the first game).

    `names` spells each person's key as the name was last typed ("Chloé" for "chloé");
    the unnamed player has none (the screen says "You" in its language)."""

    tallies: Mapping[StatsKey, Tally] = attrs.field(factory=dict)
    counted: tuple[Counted, ...] = ()
    since: str | None = None
    names: Mapping[str, str] = attrs.field(factory=dict)

    def tally(self, key: StatsKey) -> Tally:
        return self.tallies.get(key, Tally())

    def keys_played(
        self, game: str, person: str = UNNAMED, house: bool | None = None
    ) -> list[StatsKey]:
        """The keys of `game` with a match or a game counted for `person`, in order (the
        screen marks them); only those under house rules, or only the book's, if `house`
        says which."""
        return sorted(
            key for key, t in self.tallies.items()
            if key.game == game and key.person == person and (t.matches_played or t.games_played)
            and (house is None or key.house == house)
        )  # fmt: skip

    def people(self) -> list[str]:
        """The persons with results in either game: the unnamed player first, then by name."""
        found = {key.person for key, t in self.tallies.items()
                 if t.matches_played or t.games_played}  # fmt: skip
        return sorted(found, key=lambda person: (person != UNNAMED, _alphabetical(person)))

    def name_of(self, person: str) -> str:
        """The person's name as last typed ("" for the unnamed player)."""
        return self.names.get(person, person)

    def with_record(self, rec: MatchRecord) -> Stats:
        """Count the games of `rec` that ended since last time, and its end if it ended,
        for every person in it."""
        done = next((c for c in self.counted if c.match_id == rec.id), Counted(rec.id))
        finished = rec.finished_points
        ends = rec.status != "playing"
        if len(finished) <= done.games and (done.ended or not ends):
            return self
        tallies, names = dict(self.tallies), dict(self.names)
        winner = rec.rules.winner_by_points
        for seat, key in keys_for(rec).items():
            tally = tallies.get(key, Tally())
            for i in range(done.games, len(finished)):
                tally = tally.with_game(
                    winner(finished[i]) == seat, finished[i][seat], rec.games[i].plies
                )
            if ends and not done.ended:
                won = rec.status == "finished" and seat in rec.leaders
                tally = tally.with_match(won, abandoned=rec.status == "abandoned")
            tallies[key] = tally
            if key.person != UNNAMED:
                names[key.person] = rec.players[seat].name.strip()
        now = Counted(rec.id, len(finished), done.ended or ends)
        others = tuple(c for c in self.counted if c.match_id != rec.id)
        return attrs.evolve(
            self, tallies=tallies, names=names, counted=(*others, now)[-COUNTED_MATCHES:]
        )


def _alphabetical(name: str) -> tuple[str, str]:
    """Sorts names as a list of players would: Émile between Dirk and Fleur, not after Zoë."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return plain, name


def keys_for(rec: MatchRecord) -> dict[int, StatsKey]:
    """Each person's key in `rec`, by seat. A name at two seats (two unnamed players, say)
    is one person: counted once, from the first of them. A match that several people sat
    down to stays one against people when some of them leave it (a bot playing their seat):
    its games are counted under one key from the first to the last."""
    people = rec.people
    if len(people) + len(rec.left) > 1:
        level = PEOPLE
    else:
        levels = {p.level for p in rec.players if not p.human}
        level = (levels.pop() if len(levels) == 1 else None) or MIXED
    keys: dict[int, StatsKey] = {}
    house = bool(rec.house_rules)
    for seat in people:
        name = person_key(rec.players[seat].name)
        key = StatsKey(rec.game, level, len(rec.players), name, house)
        if key not in keys.values():
            keys[seat] = key
    return keys


def key_for(rec: MatchRecord) -> StatsKey:
    """The first person's key in `rec`."""
    return keys_for(rec)[rec.human_seat]


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
                "person": stats.name_of(key.person),
                "game": key.game,
                "level": key.level,
                "players": key.players,
                "house": key.house,
                **{name: getattr(t, name) for name in _TALLY_INTS},
                "recent": [[won, points] for won, points in t.recent],
            }
            for key, t in sorted(stats.tallies.items())
        ],
        "counted": [[c.match_id, c.games, c.ended] for c in stats.counted],
    }


def stats_from_json(data: Any) -> Stats:
    """What is valid in a statistics file (read_stats, its problems left out)."""
    return read_stats(data)[0]


def read_stats(data: Any) -> tuple[Stats, list[str]]:
    """Every valid tally and mark of a statistics file, and what was wrong with the rest.

    A file that is not ours, or from a newer version, is a SaveError: nothing of it is
    read. Otherwise one bad tally costs only itself. A file of version 1 holds the
    tallies of the single player of those days: they become the unnamed player's.
    """
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
        raise SaveError("not a statistics file")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError('"version" must be a whole number from 1')
    if version > STATS_VERSION:
        raise SaveError(f"written by a newer version of the game (version {version})")
    problems: list[str] = []
    fields = {"format", "version", "since", "tallies", "counted"}
    if set(data) != fields:
        odd = sorted(str(k) for k in set(data) ^ fields)
        problems.append(f"the statistics: missing or unknown field(s) {', '.join(odd)}")
    since = data.get("since")
    if since is not None and not (isinstance(since, str) and 0 < len(since) <= 40):
        problems.append('"since" must be null or a time')
        since = None
    tallies: dict[StatsKey, Tally] = {}
    names: dict[str, str] = {}
    raw_tallies = data.get("tallies")
    if not isinstance(raw_tallies, list):
        problems.append('"tallies" must be a list')
        raw_tallies = []
    for i, raw in enumerate(raw_tallies):
        try:
            name, key, tally = _tally(i, raw, version)
            if key in tallies:
                raise SaveError(f"tally {i}: {key} is listed twice")
        except SaveError as exc:
            problems.append(exc.reason)
            continue
        tallies[key] = tally
        if key.person != UNNAMED:
            names[key.person] = name
    return Stats(tallies, _counted(data.get("counted"), problems), since, names), problems


def _counted(counted: Any, problems: list[str]) -> tuple[Counted, ...]:
    if not isinstance(counted, list):
        problems.append('"counted" must be a list')
        return ()
    if len(counted) > COUNTED_MATCHES:
        problems.append(f'"counted" must list at most {COUNTED_MATCHES} matches')
    marks = []
    for c in counted[-COUNTED_MATCHES:]:
        if not (
            isinstance(c, list) and len(c) == 3 and isinstance(c[0], str) and len(c[0]) <= 64
            and _count(c[1]) and isinstance(c[2], bool)
        ):  # fmt: skip
            problems.append(f'"counted" entries are [id, games, ended], not {c!r:.60}')
            continue
        marks.append(Counted(c[0], c[1], c[2]))
    return tuple(marks)


def _keys(data: dict[str, Any], fields: set[str], where: str) -> None:
    if set(data) != fields:
        odd = sorted(str(k) for k in set(data) ^ fields)
        raise SaveError(f"{where}: missing or unknown field(s) {', '.join(odd)}")


def _count(value: Any) -> bool:
    return type(value) is int and 0 <= value <= _MAX_COUNT


def _tally(i: int, raw: Any, version: int) -> tuple[str, StatsKey, Tally]:
    """A tally's person as spelled, its key and its counts."""
    where = f"tally {i}"
    if not isinstance(raw, dict):
        raise SaveError(f"{where} must be an object")
    named = version >= 2  # version 1 knew one player
    house_kept = version >= 3  # before, every match was played by the book's rules
    _keys(
        raw,
        {"game", "level", "players", "recent", *_TALLY_INTS}
        | ({"person"} if named else set())
        | ({"house"} if house_kept else set()),
        where,
    )
    house = raw["house"] if house_kept else False
    if not isinstance(house, bool):
        raise SaveError(f'{where}: "house" must be true or false')
    spelled = raw["person"] if named else UNNAMED
    if not (isinstance(spelled, str) and len(spelled) <= MAX_NAME):
        raise SaveError(f'{where}: "person" must be a name of up to {MAX_NAME} characters')
    spelled = shown(spelled)  # nothing visible: the unnamed player's
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
    if (
        not isinstance(recent, list)
        or len(recent) > RECENT_GAMES
        or not all(
            isinstance(r, list) and len(r) == 2 and isinstance(r[0], bool) and _count(r[1])
            for r in recent
        )
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
    return spelled, StatsKey(game, level, players, person_key(spelled), house), tally


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
            loaded = load_checked(self.path, MAX_STATS_BYTES, read_stats, self.notices)
            self._may_write = loaded.may_write
            if loaded.value is None:
                self._stats = Stats()
            else:
                self._stats, problems = loaded.value
                if problems:  # what was valid is kept; the file as it was, for the player
                    reason = "; ".join(problems[:3]) + ("; ..." if len(problems) > 3 else "")
                    self._may_write = set_aside(self.path, reason, self.notices)
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
