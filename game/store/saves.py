"""The matches in progress on disk, the history they end in, and the statistics they feed.

The data folder (platformdirs' user data dir) holds:

- ``current.json`` and ``current-huit.json``: each game's match in progress (8½'s and
  Huit américain's), rewritten atomically after every move; each game keeps its own, so
  starting one never touches the other's;
- ``history/<match id>.json``: finished and abandoned matches, newest `HISTORY_LIMIT` kept;
- ``stats.json``: the tallies of game.store.stats.

Use from the UI:

    store = SaveStore()
    rec = store.load_current("huit")     # at start-up: None, or a match to continue
    for notice in store.take_notices():  # show each in one line on the title
        ...
    store.save_current(rec)              # after every move, swap, noswap and "next game"
    store.finish(rec)                    # the match is over
    store.abandon(rec)                   # "New match" while one was under way

Nothing here raises for a bad file or an unwritable folder: a bad file is moved aside (a
"damaged" notice), an unwritable folder turns saving off (one "saves_off" notice) and the
game plays on. Only a programming error (finishing a match that is not over) raises.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.store import paths
from game.store.atomic import write_text_atomic
from game.store.games import EIGHT_HALF, HUIT
from game.store.history import HISTORY_LIMIT, History
from game.store.notices import Notice, Notices, load_checked
from game.store.record import (
    MAX_SAVE_BYTES,
    MatchRecord,
    SaveError,
    dumps_record,
    record_from_json,
)
from game.store.safe_file import DamagedFile, read_json
from game.store.stats import StatsStore

log = logging.getLogger(__name__)

# Each game's match in progress. 8½ keeps the name every earlier version wrote, so its
# saves load as before (and an older version still finds them); a Huit américain match
# an earlier version left in current.json moves to its own file at the first load.
CURRENT = {EIGHT_HALF.name: "current.json", HUIT.name: "current-huit.json"}
LEGACY = CURRENT[EIGHT_HALF.name]  # where earlier versions kept either game's match
HISTORY_DIR = "history"
STATS = "stats.json"


class SaveStore:
    """Saves, history and statistics in `directory` (default: the platform data folder)."""

    def __init__(self, directory: Path | None = None, *, history_limit: int = HISTORY_LIMIT):
        self.directory = directory if directory is not None else paths.data_dir()
        self.notices = Notices()
        self.history = History(self.directory / HISTORY_DIR, history_limit, self.notices)
        self.stats = StatsStore(self.directory / STATS, self.notices)
        self.saves_on = True  # False while the folder cannot be written
        self._tidied = False  # the folder's start-up chores done (see _tidy)
        self._checked: set[str] = set()  # the games whose file was looked at
        self._blocked: set[str] = set()  # games whose file holds something we could not move
        self._huit_in_legacy = False  # an earlier version's Huit match could not be moved

    def current_path(self, game: str) -> Path:
        """The file of `game`'s match in progress."""
        return self.directory / CURRENT[game]

    def take_notices(self) -> list[Notice]:
        """What to tell the player (damaged files kept aside, saves off), once each."""
        return self.notices.take()

    # --- the matches in progress ------------------------------------------------------------

    def load_current(self, game: str) -> MatchRecord | None:
        """`game`'s match to continue, or None (no save, or a bad one now kept aside).

        Never raises; KeyError only for a game this version does not know.
        """
        self._checked.add(game)
        if not self._folder_ready():
            return None
        self._tidy()
        path = self.current_path(game)
        if self._huit_in_legacy:  # it could not be moved: current.json is Huit's for now
            if game == EIGHT_HALF.name:
                return None
            path = self.directory / LEGACY
        loaded = load_checked(path, MAX_SAVE_BYTES, _of_game(game), self.notices)
        if loaded.may_write:
            self._blocked.discard(game)
        else:
            self._blocked.add(game)
        rec = loaded.value
        if rec is not None and rec.status != "playing":
            # Only a finish cut short (or a hand) leaves an ended match here: file it.
            self._archive(rec)
            return None
        return rec

    def save_current(self, rec: MatchRecord) -> bool:
        """Write `rec` as its game's match in progress (atomically); False if saves are off.

        Also counts in the statistics any game that ended since the last save.
        """
        if rec.game not in self._checked:
            self._adopt_unseen(rec)
        if rec.game in self._blocked:
            self._off("a damaged save that could not be moved aside is in the way")
            return False
        try:
            write_text_atomic(self.current_path(rec.game), dumps_record(rec))
        except OSError as exc:
            self._off(str(exc))
            return False
        self.saves_on = True
        self.stats.count(rec)
        return True

    def finish(self, rec: MatchRecord) -> bool:
        """The match is over: into the history and the statistics; nothing left to continue."""
        if not rec.match_over:
            raise ValueError("the match is not over")
        return self._archive(rec if rec.status == "finished" else rec.with_status("finished"))

    def abandon(self, rec: MatchRecord) -> bool:
        """The player gave the match up (a new one starts): into the history as abandoned."""
        return self._archive(rec.with_status("abandoned"))

    # --- helpers ------------------------------------------------------------------------

    def _archive(self, rec: MatchRecord) -> bool:
        """History first, then statistics, then the game's current file: a crash in between
        repeats a step on the next finish, which the history (one file per id) and the
        statistics (counted marks) absorb."""
        if not self._folder_ready() or not self.history.add(rec):
            self.stats.count(rec)
            self.saves_on = False
            return False  # the current file stays: nothing is lost
        self.stats.count(rec)
        if rec.game in self._blocked:
            return True  # the damaged file in the way stays the player's
        files = [self.current_path(rec.game)]
        if self._huit_in_legacy and rec.game == HUIT.name:
            files.append(self.directory / LEGACY)  # where it was read from
        for path in files:
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
            except OSError as exc:
                self._off(str(exc))
                return False
        if rec.game == HUIT.name:
            self._huit_in_legacy = False
        return True

    def _adopt_unseen(self, rec: MatchRecord) -> None:
        """A save made before load_current: never overwrite a match nobody looked at."""
        old = self.load_current(rec.game)
        if old is not None and old.id != rec.id:
            self.abandon(old)

    def _tidy(self) -> None:
        """Once, before the first file is read: the temp files of history writes a kill cut
        short go, and a Huit américain match an earlier version kept in current.json moves
        to its own file."""
        if self._tidied:
            return
        self._tidied = True
        self.history.remove_stale_temps()
        self._move_legacy_huit()

    def _move_legacy_huit(self) -> None:
        legacy, own = self.directory / LEGACY, self.current_path(HUIT.name)
        try:
            data = read_json(legacy, MAX_SAVE_BYTES)
        except (DamagedFile, OSError):
            return  # 8½'s load says what is wrong with it
        if not (isinstance(data, dict) and data.get("game") == HUIT.name):
            return
        if os.path.lexists(own):
            # Both: an earlier version ran after this one. The match started last stays
            # under way; the other goes to the history as abandoned.
            try:
                theirs = record_from_json(data)
            except Exception:  # a bad one: 8½'s load sets it aside as damaged
                return
            ours = load_checked(own, MAX_SAVE_BYTES, _of_game(HUIT.name), self.notices).value
            if ours is not None:
                keep_theirs = theirs.id != ours.id and theirs.started > ours.started
                if theirs.id != ours.id:  # the same match: ours is the later state of it
                    dropped = ours if keep_theirs else theirs
                    if not self.history.add(dropped.with_status("abandoned")):
                        return
                    self.stats.count(dropped.with_status("abandoned"))
                if not keep_theirs:
                    try:
                        os.unlink(legacy)
                    except OSError as exc:
                        self._off(str(exc))
                    return
            elif os.path.lexists(own):
                return  # a damaged file that could not be moved aside stays the player's
        try:
            os.replace(legacy, own)  # the very bytes: its load checks them as ever
        except OSError as exc:  # a read-only folder: it is read where it lies
            self._huit_in_legacy = True
            self._off(str(exc))

    def _folder_ready(self) -> bool:
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a file where the folder should be, a read-only parent...
            self._off(str(exc))
            return False
        return True

    def _off(self, reason: str) -> None:
        if self.saves_on:
            log.warning("Saving is off: %s (%s)", reason, self.directory)
        self.saves_on = False
        self.notices.add(Notice("saves_off", self.directory, reason))


def _of_game(game: str) -> Callable[[Any], MatchRecord]:
    """The check of `game`'s current file: a valid record, of that game."""

    def parse(data: Any) -> MatchRecord:
        rec = record_from_json(data)
        if rec.game != game:
            raise SaveError(f"a match of {rec.game!r} in the file of {game!r}")
        return rec

    return parse
