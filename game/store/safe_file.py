"""Reading the player's files without trusting them, and keeping damaged ones aside.

Every file the game reads back (settings, saves, history, statistics) goes through
`read_json`: at most `max_bytes`, only from a regular file (a FIFO, a device or a
directory standing where the file should be is "damaged", never read), a UTF-8 BOM
accepted (Windows Notepad writes one), and any failure of parsing caught. A damaged file
is moved aside under a new timestamped name by `move_aside`, so nothing is overwritten and
the player can still recover it by hand.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

# O_BINARY: no newline or Ctrl-Z translation on Windows. O_NONBLOCK: see read_json.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)


class DamagedFile(Exception):
    """The file is there but cannot be read as ours; `reason` says why, for the log."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def read_json(path: Path, max_bytes: int) -> Any | None:
    """The JSON value in `path`, or None when there is no file.

    Raises DamagedFile when something is there that is not a readable JSON document of at
    most `max_bytes` (a file holding just ``null`` too: no file of ours is ever that, and
    taking it for "no file" would let the next save overwrite it), and OSError only when
    the file exists but may not be read
    (permissions, I/O errors): that file is the player's and must not be moved.
    A file standing where a folder on the way should be also reads as None: the file
    itself is absent, and saving will report that folder as not writable.
    """
    raw = read_bytes(path, max_bytes)
    if raw is None:
        return None
    value = parse_json(path, raw)
    if value is None:
        raise DamagedFile(path, "holds only null")
    return value


def read_bytes(path: Path, max_bytes: int) -> bytes | None:
    """The bytes of `path`, or None when there is no file; never more than `max_bytes`.

    Raises DamagedFile for a folder, a FIFO, a device, a symlink loop or a file over
    `max_bytes` (refused from its size, before reading), and OSError when the file may not
    be read.
    """
    try:
        info = os.stat(path)  # follows a symlink: a link to a regular file is fine
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise DamagedFile(path, "a symlink that leads round in a circle") from None
        raise
    if stat.S_ISDIR(info.st_mode):
        raise DamagedFile(path, "a folder stands where the file should be")
    if not stat.S_ISREG(info.st_mode):
        raise DamagedFile(path, "not a regular file")  # a FIFO would block, a device never end
    if info.st_size > max_bytes:
        raise DamagedFile(path, f"too large ({info.st_size} bytes, at most {max_bytes})")
    # O_NONBLOCK: if the path is swapped for a FIFO after the stat, open must not hang.
    fd = os.open(path, _READ_FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise DamagedFile(path, "not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = f.read(max_bytes + 1)  # bounded even if the file grew since the stat
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise DamagedFile(path, f"too large (more than {max_bytes} bytes)")
    return raw


def parse_json(path: Path, raw: bytes) -> Any:
    """Decode and parse; every failure becomes DamagedFile."""
    try:
        text = raw.decode("utf-8-sig")  # a BOM, if any, is dropped
    except UnicodeDecodeError as exc:
        raise DamagedFile(path, f"not UTF-8 text ({exc.reason})") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise DamagedFile(path, "nested too deeply") from None
    except Exception as exc:  # JSONDecodeError, huge ints, MemoryError: all mean "damaged"
        raise DamagedFile(path, f"not valid JSON ({str(exc)[:120]})") from None


def aside_name(path: Path, now: float | None = None) -> Path:
    """A free name beside `path` for keeping it aside: `saves.json.damaged-20261121-204500`."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    candidate = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while os.path.lexists(candidate):
        n += 1
        candidate = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    return candidate


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file (or whatever stands there) to a new name; None if it failed.

    The link itself is moved when `path` is a symlink, so its target is left untouched.
    """
    target = aside_name(path)
    try:
        os.rename(path, target)  # aside_name is free, so nothing earlier is overwritten
    except OSError:
        return None
    return target


def remove_stale_temps(path: Path) -> int:
    """Delete the temp files an interrupted `write_text_atomic` to `path` left behind.

    Looks beside `path` and, when it is a symlink, beside the file it points to, since
    that is where `write_text_atomic` writes. Called before the file is read, at start-up:
    no write of ours is under way then. Never raises.
    """
    removed = 0
    with contextlib.suppress(OSError, ValueError):
        places = {path, Path(os.path.realpath(path))}
        for place in places:
            removed += remove_temps(place.parent, f".{glob.escape(place.name)}.*.tmp")
    return removed


def remove_temps(folder: Path, pattern: str) -> int:
    """Delete the regular files in `folder` whose names match the glob `pattern` (temp files
    of `write_text_atomic` that a kill left); how many. Never a link or a folder; never raises.
    """
    removed = 0
    with contextlib.suppress(OSError, ValueError):
        for name in glob.glob(pattern, root_dir=folder):
            with contextlib.suppress(OSError):
                leftover = folder / name
                if stat.S_ISREG(os.lstat(leftover).st_mode):
                    leftover.unlink()
                    removed += 1
    return removed
