"""The history's matches as a list to choose from: what each one's row shows, read cheaply.

`History.load` checks a match by replaying every move (tens of milliseconds: a second or
more for a page of a long history, half a minute for a thousand). A list needs only what
its rows say: the game, when, who sat where, the house rules, each game's points. So
`read_summary` reads the file's JSON (a third of a millisecond) and checks just those
fields; the match is replayed only when one of its games is opened. A file whose fields
are not what a record's are is left out of the list (None): the full load sets it aside
when it is opened anyway.

    listing = MatchList(history)
    listing.page(0, 8)   # the 8 newest readable matches, reading only as far as needed
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import Any

import attrs

from game.store.games import HUIT, RULES
from game.store.history import History
from game.store.record import MAX_NAME, MAX_SAVE_BYTES, SAVE_FORMAT, PlayerInfo
from game.store.safe_file import DamagedFile, read_json
from game.store.settings import BOT_LEVELS


@attrs.frozen
class MatchSummary:
    """One finished or given-up match as its row shows it. `points`: each game's (8½) or
    round's (Huit américain) points by seat, None for one left unfinished."""

    id: str
    game: str
    started: str
    status: str
    players: tuple[PlayerInfo, ...]
    length: int
    house_rules: tuple[str, ...]
    points: tuple[tuple[int, ...] | None, ...]
    phones: bool  # played with phones

    @property
    def lone_person(self) -> int | None:
        """As MatchRecord.lone_person: the one person at the screen, called "You"."""
        people = [i for i, p in enumerate(self.players) if p.human]
        left = any(p.left for p in self.players)
        return people[0] if len(people) == 1 and not left and not self.phones else None

    @property
    def totals(self) -> tuple[int, ...]:
        done = [p for p in self.points if p is not None]
        return tuple(sum(p[seat] for p in done) for seat in range(len(self.players)))

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once finished (equal totals share, R10.5);
        () for a match given up."""
        if self.status != "finished":
            return ()
        totals = self.totals
        return tuple(seat for seat, total in enumerate(totals) if total == max(totals))


def moment_of(started: str) -> datetime.datetime | None:
    """A record's start time (UTC), None when it has none that reads (a game file's)."""
    try:
        moment = datetime.datetime.fromisoformat(started)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=datetime.UTC)


def read_summary(history: History, match_id: str) -> MatchSummary | None:
    """The row of the kept match `match_id`, without replaying it; None if it cannot be
    read or is not shaped as a record (nothing is moved or written)."""
    try:
        data = read_json(history.path_for(match_id), MAX_SAVE_BYTES)
        return summary_from_json(match_id, data)
    except (DamagedFile, OSError, ValueError, TypeError, KeyError):
        return None


def summary_from_json(match_id: str, data: Any) -> MatchSummary:
    """The fields a row shows, each checked for its type; ValueError if one is not."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("not a record")
    game = data["game"]
    status = data["status"]
    if game not in RULES or status not in ("finished", "abandoned"):
        raise ValueError("not a match of the history")
    started = data["started"]
    if not isinstance(started, str):
        raise ValueError("no start time")
    players = tuple(_player(p) for p in _list(data["players"]))
    rules = RULES[game]
    if not rules.min_players <= len(players) <= rules.max_players:
        raise ValueError("not a table's seats")
    length = data["length"]
    if type(length) is not int or length < 1:
        raise ValueError("no length")
    house = data.get("house_rules", [])
    if not all(isinstance(name, str) for name in _list(house)) or (house and game != HUIT.name):
        raise ValueError("not house rules")
    games = _list(data["games"])
    if not games:
        raise ValueError("no game")
    points = tuple(_points(g, len(players)) for g in games)
    return MatchSummary(
        id=match_id, game=game, started=started, status=status, players=players,
        length=length, house_rules=tuple(house), points=points,
        phones=data.get("room") is not None,
    )  # fmt: skip


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("not a list")
    return value


def _player(value: Any) -> PlayerInfo:
    if not isinstance(value, dict):
        raise ValueError("not a player")
    name, human, level = value["name"], value["human"], value["level"]
    left = value.get("left", False)
    if not isinstance(name, str) or len(name) > MAX_NAME or not isinstance(human, bool):
        raise ValueError("not a player")
    if not isinstance(left, bool) or (level is not None and level not in BOT_LEVELS):
        raise ValueError("not a player")
    return PlayerInfo(name, human, level, left)


def _points(value: Any, players: int) -> tuple[int, ...] | None:
    if not isinstance(value, dict):
        raise ValueError("not a game")
    points = value["points"]
    if points is None:
        return None
    if len(_list(points)) != players or any(type(x) is not int for x in points):
        raise ValueError("not a game's points")
    return tuple(points)


class MatchList:
    """The history's matches, newest first, read a page at a time: opening the list reads
    the folder's names only, and each page reads the rows it shows (and the damaged files
    it skips on the way)."""

    def __init__(self, history: History) -> None:
        self.history = history
        self._ids = history.ids()
        self._next = 0  # the first id not read yet
        self._read: list[MatchSummary] = []  # the readable rows so far, in order

    @property
    def complete(self) -> bool:
        """Every file has been read: `count` is exact."""
        return self._next >= len(self._ids)

    @property
    def count(self) -> int:
        """The rows: exact once complete, until then the readable ones so far plus the
        files not read yet."""
        return len(self._read) + len(self._ids) - self._next

    def page(self, first: int, size: int) -> Sequence[MatchSummary]:
        """Rows `first` to `first + size` (fewer at the end), reading only as far as they go."""
        while len(self._read) < first + size and not self.complete:
            summary = read_summary(self.history, self._ids[self._next])
            self._next += 1
            if summary is not None:
                self._read.append(summary)
        return self._read[first : first + size]

    def forget(self, match_id: str) -> None:
        """A match that turned out damaged when opened: its row goes."""
        self._read = [s for s in self._read if s.id != match_id]
