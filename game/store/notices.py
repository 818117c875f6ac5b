"""What the title screen tells the player about their files, and the guarded read behind it.

A store never shows text itself (every visible string goes through the UI's ``tr()``); it
records a `Notice` with the facts, and the UI words it in one line.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

import attrs

from game.store.safe_file import DamagedFile, move_aside, read_json, remove_stale_temps

log = logging.getLogger(__name__)

T = TypeVar("T")

NoticeKind = Literal["damaged", "unreadable", "saves_off"]


@attrs.frozen
class Notice:
    """One thing to tell the player.

    - "damaged": `file` was not a valid save (or statistics, or history entry): `reason`
      says why, and it was kept as `kept_as` (None if even moving it failed);
    - "unreadable": `file` exists but may not be read; it is left alone and not overwritten;
    - "saves_off": the data folder cannot be written (`reason`); the game plays on unsaved.
    """

    kind: NoticeKind
    file: Path
    reason: str = ""
    kept_as: Path | None = None


@attrs.define
class Notices:
    """Notices waiting for the title screen; "saves are off" is said once per session."""

    pending: list[Notice] = attrs.field(factory=list)
    saves_off_said: bool = False

    def add(self, notice: Notice) -> None:
        if notice.kind == "saves_off":
            if self.saves_off_said:
                return
            self.saves_off_said = True
        self.pending.append(notice)

    def take(self) -> list[Notice]:
        """The notices not yet shown, oldest first; they are then forgotten."""
        taken, self.pending = self.pending, []
        return taken


@attrs.frozen
class Loaded(Generic[T]):
    """What a guarded read found: the value (None if nothing usable) and whether the file
    may be overwritten (False when something we could not move aside stands there)."""

    value: T | None
    may_write: bool = True


def load_checked(
    path: Path, max_bytes: int, parse: Callable[[Any], T], notices: Notices
) -> Loaded[T]:
    """Read `path` (bounded, regular files only) and `parse` it; never raises.

    A file that cannot be read or parsed is moved aside under a new name with a "damaged"
    notice. Stale temp files of an interrupted write are deleted first.
    """
    remove_stale_temps(path)
    try:
        data = read_json(path, max_bytes)
    except DamagedFile as exc:
        return _aside(path, exc.reason, notices)
    except OSError as exc:
        log.warning("Cannot read %s (%s); leaving it alone.", path, exc)
        notices.add(Notice("unreadable", path, str(exc)))
        return Loaded(None, may_write=False)
    if data is None:
        return Loaded(None)
    try:
        return Loaded(parse(data))
    except ValueError as exc:  # SaveError and the rules' errors
        return _aside(path, str(exc), notices)
    except Exception as exc:  # a crafted position must not stop the game from starting
        log.exception("Unexpected error while checking %s", path)
        return _aside(path, f"cannot be checked ({type(exc).__name__})", notices)


def _aside(path: Path, reason: str, notices: Notices) -> Loaded[Any]:
    return Loaded(None, may_write=set_aside(path, reason, notices))


def set_aside(path: Path, reason: str, notices: Notices) -> bool:
    """Keep a damaged file under a new name, with a "damaged" notice; False if it could not
    be moved (then it must not be written over)."""
    kept = move_aside(path)
    if kept is None:
        log.warning("%s is damaged (%s) and could not be moved aside; not overwriting it.",
                    path, reason)  # fmt: skip
    else:
        log.warning("%s is damaged (%s); kept as %s.", path, reason, kept)
    notices.add(Notice("damaged", path, reason, kept))
    return kept is not None
