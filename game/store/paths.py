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


def game_files_dir() -> Path:
    """Game files and text reports the player saves go here: a folder of their own in the
    player's documents, where they look for a file to share."""
    return Path(platformdirs.user_documents_dir()) / "Eight and a Half game files"
