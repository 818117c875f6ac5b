"""The history: finished and abandoned matches, one record file each, newest `limit` kept.

One file per match rather than one big file: adding a match writes ~12 KB instead of
rewriting every match kept (1,000 matches would be far over the 4 MiB read bound), a
damaged entry costs only itself, and writing the same match twice (a finish interrupted
before its current file was removed, then done again) replaces its file instead of adding
a copy. Files are named by the match id, which begins with its UTC start time, so sorting
the names sorts the matches.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from game.store.atomic import write_text_atomic
from game.store.notices import Notice, Notices, load_checked
from game.store.record import MAX_SAVE_BYTES, MatchRecord, dumps_record, record_from_json
from game.store.safe_file import remove_temps

log = logging.getLogger(__name__)

HISTORY_LIMIT = 1000
SUFFIX = ".json"


class History:
    """The ``history/`` folder of the data folder."""

    def __init__(
        self, directory: Path, limit: int = HISTORY_LIMIT, notices: Notices | None = None
    ) -> None:
        if limit < 1:
            raise ValueError("the history keeps at least one match")
        self.directory = directory
        self.limit = limit
        self.notices = notices if notices is not None else Notices()

    def path_for(self, match_id: str) -> Path:
        return self.directory / f"{match_id}{SUFFIX}"

    def add(self, rec: MatchRecord) -> bool:
        """Keep `rec` (finished or abandoned) and drop the oldest beyond the limit.

        False (with a "saves_off" notice) if the folder cannot be written.
        """
        if rec.status == "playing":
            raise ValueError("only a finished or abandoned match goes into the history")
        path = self.path_for(rec.id)
        try:
            write_text_atomic(path, dumps_record(rec))
        except OSError as exc:
            log.warning("Cannot write %s: %s", path, exc)
            self.notices.add(Notice("saves_off", path, str(exc)))
            return False
        self.prune()
        return True

    def ids(self) -> list[str]:
        """The kept matches' ids, newest first (damaged entries set aside are not listed)."""
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        ids = [n[: -len(SUFFIX)] for n in names if n.endswith(SUFFIX) and not n.startswith(".")]
        return sorted(ids, reverse=True)

    def load(self, match_id: str) -> MatchRecord | None:
        """One kept match, fully checked (replayed: tens of ms); None if absent or damaged."""
        path = self.path_for(match_id)
        return load_checked(path, MAX_SAVE_BYTES, _parse_kept, self.notices).value

    def recent(self, count: int, game: str | None = None) -> list[MatchRecord]:
        """Up to `count` newest readable matches (of `game` only, if given), newest first."""
        found: list[MatchRecord] = []
        for match_id in self.ids():
            if len(found) >= count:
                break
            rec = self.load(match_id)
            if rec is not None and (game is None or rec.game == game):
                found.append(rec)
        return found

    def remove_stale_temps(self) -> int:
        """Delete the temp files (`.<id>.json.<random>.tmp`) of history writes a kill cut
        short; how many. At start-up only, when no write of ours is under way."""
        removed = remove_temps(self.directory, f".*{SUFFIX}.*.tmp")
        if removed:
            log.info(
                "Removed %d temp file(s) interrupted writes left in %s.", removed, self.directory
            )
        return removed

    def prune(self) -> int:
        """Delete the oldest matches beyond the limit; how many were deleted."""
        removed = 0
        for match_id in self.ids()[self.limit :]:
            with contextlib.suppress(OSError):
                self.path_for(match_id).unlink()
                removed += 1
        return removed


def _parse_kept(data: object) -> MatchRecord:
    rec = record_from_json(data)
    if rec.status == "playing":
        raise ValueError("a match in the history must be finished or abandoned")
    return rec
