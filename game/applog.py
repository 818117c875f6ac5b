"""Logging for a game that may have no console.

A windowed PyInstaller build starts with sys.stdout and sys.stderr set to None, so the
log goes to a file in the platform log dir (or a temp dir if that is unwritable), and a
console handler is added only when there is a console to write to.
"""

from __future__ import annotations

import contextlib
import faulthandler
import io
import logging
import logging.handlers
import os
import sys
import tempfile
import types
from collections.abc import Callable, Iterator
from pathlib import Path

from game.store import paths

LOG_NAME = "game.log"
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_installed: list[logging.Handler] = []
_fault_file: io.TextIOWrapper | None = None
_saved_hook: list[Callable[..., object]] = []
log = logging.getLogger(__name__)


def ensure_std_streams() -> None:
    """Give None std streams a harmless sink so stray writes (warnings, libraries) work."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


def _open_handler(directory: Path) -> logging.Handler | None:
    try:
        directory.mkdir(parents=True, exist_ok=True)
        # Small rotating log: enough for a bug report, never fills a disk.
        return logging.handlers.RotatingFileHandler(
            directory / LOG_NAME, maxBytes=512_000, backupCount=2, encoding="utf-8"
        )
    except OSError:
        return None


def setup_logging(directory: Path | None = None, *, console: bool = True) -> Path | None:
    """Install the game's log handlers (idempotent) and return the log file's path.

    ``directory`` defaults to the platform log dir; if it is not writable a temp dir is
    used; if that fails too the game runs without a log file and this returns None.
    """
    global _fault_file
    shutdown_logging()
    had_console = sys.stderr is not None
    ensure_std_streams()

    candidates = [directory if directory is not None else paths.log_dir()]
    candidates.append(Path(tempfile.gettempdir()) / paths.APP_NAME)
    handler: logging.Handler | None = None
    log_path: Path | None = None
    for candidate in candidates:
        handler = _open_handler(candidate)
        if handler is not None:
            log_path = candidate / LOG_NAME
            break

    root = logging.getLogger()
    root.setLevel(logging.INFO)
    formatter = logging.Formatter(_FORMAT)
    if handler is not None:
        handler.setFormatter(formatter)
        _installed.append(handler)
    if console and had_console:
        stream = logging.StreamHandler(sys.stderr)
        stream.setFormatter(formatter)
        stream.setLevel(logging.WARNING)  # the console only hears about trouble
        _installed.append(stream)
    for h in _installed:
        root.addHandler(h)

    if sys.excepthook is not _log_uncaught:
        _saved_hook.append(sys.excepthook)
        sys.excepthook = _log_uncaught
    if log_path is not None:
        try:
            # A crash inside SDL kills the process without a Python traceback; this keeps one.
            _fault_file = open(log_path.with_suffix(".fault"), "w", encoding="utf-8")  # noqa: SIM115
            faulthandler.enable(_fault_file)
        except (OSError, RuntimeError, ValueError):
            _fault_file = None
    log.info("Log started: %s", log_path if log_path else "no log file")
    return log_path


def shutdown_logging() -> None:
    """Remove and close the handlers setup_logging installed."""
    global _fault_file
    root = logging.getLogger()
    for h in _installed:
        root.removeHandler(h)
        h.close()
    _installed.clear()
    if _saved_hook and sys.excepthook is _log_uncaught:
        sys.excepthook = _saved_hook.pop()
    _saved_hook.clear()
    if _fault_file is not None:
        if faulthandler.is_enabled():
            faulthandler.disable()
        _fault_file.close()
        _fault_file = None


def _log_uncaught(
    kind: type[BaseException], exc: BaseException, tb: types.TracebackType | None
) -> None:
    logging.getLogger("game").critical("Uncaught exception", exc_info=(kind, exc, tb))
    sys.__excepthook__(kind, exc, tb)


@contextlib.contextmanager
def stderr_to_log(logger: logging.Logger, source: str) -> Iterator[None]:
    """Run a block whose C code writes to the process's stderr (file descriptor 2) with
    those lines going to `logger` (INFO: the file only) instead of the terminal: ALSA says
    in eight lines that there is no sound card, which the title already tells the player.

    Without a descriptor 2 to borrow (a windowed build) or a temp file, the block just runs.
    """
    borrowed = _borrow_stderr()
    if borrowed is None:
        yield
        return
    sink, saved = borrowed
    with sink:
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            for line in sink.read().decode("utf-8", "replace").splitlines():
                if line.strip():
                    logger.info("%s: %s", source, line.rstrip())


def _borrow_stderr() -> tuple[io.BufferedRandom, int] | None:
    """Point descriptor 2 at a new temp file; (the file, a copy of the old descriptor 2)."""
    try:
        sys.stderr.flush()  # Python's own buffered text goes where it was meant to
        # A file, not a pipe: a long message cannot fill it and block the writer.
        sink = tempfile.TemporaryFile()  # noqa: SIM115 - closed by stderr_to_log
    except (OSError, ValueError):
        return None
    try:
        saved = os.dup(2)
    except OSError:
        sink.close()
        return None
    os.dup2(sink.fileno(), 2)
    return sink, saved
