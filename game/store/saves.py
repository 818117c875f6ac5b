"""The match in progress on disk, the history it ends in, and the statistics it feeds.

The data folder (platformdirs' user data dir) holds:

- ``current.json``: the match in progress, rewritten atomically after every move;
- ``history/<match id>.json``: finished and abandoned matches, newest `HISTORY_LIMIT` kept;
- ``stats.json``: the tallies of game.store.stats.

Use from the UI:

    store = SaveStore()
    rec = store.load_current()           # at start-up: None, or a match to continue
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
from pathlib import Path

from game.store import paths
from game.store.atomic import write_text_atomic
from game.store.history import HISTORY_LIMIT, History
from game.store.notices import Notice, Notices, load_checked
from game.store.record import MAX_SAVE_BYTES, MatchRecord, dumps_record, record_from_json
from game.store.stats import StatsStore

log = logging.getLogger(__name__)

CURRENT = "current.json"
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
        self._checked = False  # current.json looked at (and set aside if damaged)
        self._may_write = True  # False if something we could not move aside is there

    @property
    def current_path(self) -> Path:
        return self.directory / CURRENT

    def take_notices(self) -> list[Notice]:
        """What to tell the player (damaged files kept aside, saves off), once each."""
        return self.notices.take()

    # --- the match in progress ----------------------------------------------------------

    def load_current(self) -> MatchRecord | None:
        """The match to continue, or None (no save, or a bad one now kept aside). Never raises."""
        self._checked = True
        if not self._folder_ready():
            return None
        loaded = load_checked(self.current_path, MAX_SAVE_BYTES, record_from_json, self.notices)
        self._may_write = loaded.may_write
        rec = loaded.value
        if rec is not None and rec.status != "playing":
            # Only a finish cut short (or a hand) leaves an ended match here: file it.
            self._archive(rec)
            return None
        return rec

    def save_current(self, rec: MatchRecord) -> bool:
        """Write `rec` as the match in progress (atomically); False if saves are off.

        Also counts in the statistics any game that ended since the last save.
        """
        if not self._checked:
            self._adopt_unseen(rec)
        if not self._may_write:
            self._off("a damaged save that could not be moved aside is in the way")
            return False
        try:
            write_text_atomic(self.current_path, dumps_record(rec))
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
        """History first, then statistics, then current.json: a crash in between repeats a
        step on the next finish, which the history (one file per id) and the statistics
        (counted marks) absorb."""
        if not self._folder_ready() or not self.history.add(rec):
            self.stats.count(rec)
            self.saves_on = False
            return False  # current.json stays: nothing is lost
        self.stats.count(rec)
        if not self._may_write:
            return True  # the damaged file in the way stays the player's
        try:
            os.unlink(self.current_path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._off(str(exc))
            return False
        return True

    def _adopt_unseen(self, rec: MatchRecord) -> None:
        """A save made before load_current: never overwrite a match nobody looked at."""
        old = self.load_current()
        if old is not None and old.id != rec.id:
            self.abandon(old)

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
