"""Game files from the window: a match saved as a game file or as a text report (from the
Matches page and from the review), and a game file opened in the review (dropped onto the
window, or `python -m game --review FILE`).

Both go to the player's "Eight and a Half game files" folder in their documents
(game.store.paths.game_files_dir), named by the game and the match's start, so a match saved
twice is one file: "eight-and-a-half 2026-01-15 21-30.json", "huit-americain 2026-01-15
21-30.txt". The player is told where the file went, or why it could not be written (a
read-only disk). A file that is not a game file opens nothing: a message says why, in the
file's reader's words (GameFileError), and nothing changes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.store import paths
from game.store.atomic import write_text_atomic
from game.store.game_file import (
    GameFileError,
    game_file_from_record,
    read_game_file,
    record_from_game_file,
    write_game_file,
)
from game.store.game_report import Reviews, report_text
from game.store.match_list import moment_of
from game.store.record import MatchRecord
from game.ui.shell.confirm import ConfirmScene
from game.ui.shell.i18n import N_, tr

if TYPE_CHECKING:
    from game.ui.shell.app import App

log = logging.getLogger(__name__)

SLUGS = {"eight_half": "eight-and-a-half", "huit": "huit-americain"}  # plain letters: any disk
REPORT_SUFFIX = ".txt"
GAME_FILE_SUFFIX = ".json"

Told = tuple[str, bool]  # what to tell the player, and whether it is a warning
NOTE_LIFE = 6.0  # seconds the review's note of a save stays: a path to read


def file_stem(record: MatchRecord) -> str:
    """The game and the match's start in local time, "huit-americain 2026-01-15 21-30";
    a match without a start (read from a file) is named by its seed instead."""
    moment = moment_of(record.started)
    slug = SLUGS.get(record.game, record.game)
    if moment is None:
        return f"{slug} {record.seed & 0xFFFFFFFF:08x}"
    return f"{slug} {moment.astimezone():%Y-%m-%d %H-%M}"


def save_game_file(record: MatchRecord, folder: Path | None = None) -> Told:
    """Write `record`'s game file into `folder` (the Game files folder); what to tell."""
    return _save(
        record, folder, GAME_FILE_SUFFIX, lambda path: write_game_file(record, path),
        N_("review.file.saved"), "game file",
    )  # fmt: skip


def save_text_report(
    record: MatchRecord, reviews: Reviews | None = None, folder: Path | None = None
) -> Told:
    """Write the match's text report (with `reviews`, the review's verdicts) into `folder`."""
    text = report_text(game_file_from_record(record), reviews)
    return _save(
        record, folder, REPORT_SUFFIX, lambda path: write_text_atomic(path, text),
        N_("review.file.report_saved"), "text report",
    )  # fmt: skip


def _save(
    record: MatchRecord,
    folder: Path | None,
    suffix: str,
    write: Callable[[Path], object],
    saved: str,
    what: str,
) -> Told:
    """Write one of the match's files (`write` at its path) into `folder`, or the Game
    files folder; what to tell: `saved` (a catalog key) or why it could not be written."""
    place = folder if folder is not None else paths.game_files_dir()
    path = place / f"{file_stem(record)}{suffix}"
    try:
        place.mkdir(parents=True, exist_ok=True)
        write(path)
    except OSError as exc:
        return _cannot_save(place, exc)
    log.info("Saved the %s %s", what, path)
    return tr(saved, path=str(path)), False


def save_both(record: MatchRecord, reviews: Reviews | None = None) -> Told:
    """The review's Save (F): the game file and the text report side by side; what to tell
    (the first failure, if any)."""
    told = save_game_file(record)
    if told[1]:
        return told
    told = save_text_report(record, reviews)
    if told[1]:
        return told
    place = paths.game_files_dir() / file_stem(record)
    return tr("review.file.both_saved", path=f"{place}{GAME_FILE_SUFFIX}"), False


def save_from_review(app: App, record: MatchRecord, reviews: Reviews | None = None) -> None:
    """Save (F) in the review: both files written, and a note at the top says where."""
    text, _warning = save_both(record, reviews)
    app.audio.show_note(text, NOTE_LIFE)


def _cannot_save(place: Path, exc: OSError) -> Told:
    log.warning("Cannot save into %s: %s", place, exc)
    reason = exc.strerror or str(exc)
    return tr("review.file.cannot_save", folder=str(place), reason=reason), True


def open_game_file(app: App, path: str) -> bool:
    """Open the game file at `path` in the review, over what is shown; a bad file gets a
    message saying why and changes nothing. True if the review opened."""
    try:
        record = record_from_game_file(read_game_file(Path(path)))
    except GameFileError as exc:
        log.info("Not opening %s: %s", path, exc)
        app.push(BadFileScene(app, Path(path).name, str(exc)))
        return False
    from game.ui.review.open import open_review  # the replay loads when a file opens

    open_review(app, record, history_id=None)
    return True


class BadFileScene(ConfirmScene):
    """ "Cannot open match.json", the reader's reason and "Nothing was changed", with one
    button: OK (Enter, Esc or a click anywhere)."""

    name = "bad_file"

    def __init__(self, app: App, name: str, reason: str) -> None:
        super().__init__(
            app,
            tr("review.file.bad_title", name=name),
            tr("review.file.bad", reason=reason),
            tr("review.file.ok"),
            tr("review.file.ok"),
            lambda: None,
        )
        self.reason = reason

    def buttons(self) -> list[tuple[str, str]]:
        return [("no", self.labels["no"])]

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        out = super().layout(size)
        out["no"] = out["no"].copy()
        out["no"].centerx = out["panel"].centerx  # the one button in the middle
        return out
