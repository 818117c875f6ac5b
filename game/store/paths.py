"""Where the game keeps its files, per platform conventions (platformdirs).

Callers look these functions up at call time (``paths.config_dir()``), so tests can
monkeypatch them to point at a temporary directory.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "eight-and-a-half"


def config_dir() -> Path:
    """Settings live here."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Saved games and statistics will live here."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The log file lives here; game.applog falls back to a temp dir if it is unwritable."""
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
