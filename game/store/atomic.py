"""Crash-safe file writes: a half-written file must never replace a good one."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from pathlib import Path

# Windows refuses to replace a file another program holds open for a moment (a virus
# scanner, a backup or sync tool, an editor): ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION.
# Such a refusal passes: try again a few times, under a second in all, before giving up.
BUSY_WINERRORS = frozenset({5, 32})
REPLACE_WAITS = (0.02, 0.05, 0.1, 0.2, 0.4)  # seconds between tries


class NotAFile(OSError):
    """Something other than a regular file (a folder, a device, a FIFO) is at the path."""


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temp file in the same directory and os.replace.

    Same directory because os.replace is only atomic within one file system. When
    ``path`` is a symlink, the file it points to is replaced (its temp file beside it), so
    the link the player made stays a link. Raises NotAFile rather than replace anything
    but a regular file, and OSError if the directory cannot be created or written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    # realpath, not resolve(): it never raises, even for a symlink loop.
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        pass  # a new file, or a link to one not made yet
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # links in a circle: nothing there to write to
            raise NotAFile(errno.ELOOP, "a symlink loop", str(path)) from None
        raise
    else:
        if not stat.S_ISREG(mode):
            # Never replace a folder, nor a device a symlink leads to (/dev/zero).
            code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
            raise NotAFile(code, "not a regular file", str(path))
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def _replace(source: str, target: Path) -> None:
    """os.replace, tried again while Windows says another program holds the target."""
    for wait in REPLACE_WAITS:
        try:
            os.replace(source, target)
        except PermissionError as exc:
            if getattr(exc, "winerror", None) not in BUSY_WINERRORS:
                raise
            time.sleep(wait)
        else:
            return
    os.replace(source, target)
