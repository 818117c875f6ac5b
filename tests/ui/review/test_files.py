"""Game files in the window: a file dropped onto it (pygame's drop event) opens in the
review, and so does `python -m game --review FILE`; a damaged, foreign or hostile file gets
a message with the reader's reason and changes nothing."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from game_file_kit import as_json, huit_match, write
from stats_kit import press
from store_kit import play

import game.__main__ as entry
from game.applog import shutdown_logging
from game.store import paths
from game.store.game_file import MAX_GAME_FILE_BYTES, GameFileError, read_game_file, write_game_file
from game.store.record import MatchRecord
from game.ui.review.files import BadFileScene, open_game_file
from game.ui.review.scene import ReviewScene
from game.ui.shell.app import App
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene


def _finished() -> MatchRecord:
    rec, _ = play(3, 7, 2)
    return rec.with_status("finished")


def drop(app: App, path: Path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.frame(1 / 60)


def window(make_app: Callable[..., App]) -> tuple[App, Scene]:
    app = make_app()
    app.open_file = open_game_file  # as the entry point gives it
    under = Scene(app)  # stands for the title
    app.push(under)
    app.frame(1 / 60)
    return app, under


def test_a_game_file_dropped_onto_the_window_opens_its_review(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec = _finished()
    path = tmp_path / "match.json"
    write_game_file(rec, path)
    app, under = window(make_app)
    drop(app, path)
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.game_index == len(rec.games) - 1 and review.seat == 0
    assert review.record.games == rec.games and review.history_id is None
    press(app, pygame.K_ESCAPE)
    assert app.top is under


def test_the_windows_title_names_the_game_reviewed_then_the_chosen_one_again(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """An 8½ game file dropped while Huit américain is the game chosen: the window's title
    says 8½ while the review shows, and Huit américain again once it closes."""
    rec = _finished()
    path = tmp_path / "match.json"
    write_game_file(rec, path)
    app, under = window(make_app)
    app.update_settings(game="huit")
    assert pygame.display.get_caption()[0] == tr("title.game_huit")
    drop(app, path)
    assert isinstance(app.top, ReviewScene)
    assert pygame.display.get_caption()[0] == tr("app.window_title")
    press(app, pygame.K_ESCAPE)
    assert app.top is under
    assert pygame.display.get_caption()[0] == tr("title.game_huit")


def test_a_huit_file_with_house_rules_opens_too(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec = huit_match(rules=("jokers", "jack_reverses"))
    path = tmp_path / "huit.json"
    write_game_file(rec, path)
    app, _ = window(make_app)
    drop(app, path)
    review = app.top
    assert isinstance(review, ReviewScene) and review.record.house_rules == rec.house_rules


def _spoiled(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.json"
    if kind == "not json":
        path.write_bytes(b"{not json")
        return path
    if kind == "huge":
        path.write_bytes(b" " * (MAX_GAME_FILE_BYTES + 1))
        return path
    if kind == "a folder":
        path.mkdir()
        return path
    data: Any = as_json(huit_match(rounds=1))
    if kind == "foreign":
        data = {"format": "chess/pgn", "moves": ["e4"]}
    elif kind == "illegal move":
        data["rounds"][0]["moves"][0] = "call"
    elif kind == "unknown rules":
        data["house_rules"] = ["queens_wild"]
    elif kind == "newer version":
        data["version"] = 99
    return write(path, data)


BAD_KINDS = ("not json", "huge", "a folder", "foreign", "illegal move", "unknown rules",
             "newer version")  # fmt: skip


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_a_bad_file_says_why_in_the_readers_words_and_changes_nothing(
    make_app: Callable[..., App], tmp_path: Path, kind: str
) -> None:
    path = _spoiled(tmp_path, kind)
    with pytest.raises(GameFileError) as refused:
        read_game_file(path)
    before = path.read_bytes() if path.is_file() else None
    app, under = window(make_app)
    drop(app, path)
    message = app.top
    assert isinstance(message, BadFileScene)
    assert message.question == f"Cannot open {path.name}"
    assert message.detail == (
        f"This is not a game file the review can read: {refused.value}. Nothing was changed."
    )
    press(app, pygame.K_RETURN)  # OK
    assert app.scenes == [under]
    assert (path.read_bytes() if path.is_file() else None) == before


def test_a_name_with_control_characters_is_tidied_not_shown(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    data = as_json(_finished())
    data["seats"][1]["name"] = "Bo\x1b[31mb\u202e\x00"
    path = write(tmp_path / "names.json", data)
    app, _ = window(make_app)
    drop(app, path)
    review = app.top
    assert isinstance(review, ReviewScene)
    assert all(ch.isprintable() for ch in review.record.players[1].name)


def test_a_dropped_file_is_ignored_where_nothing_opens_files(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = make_app()
    under = Scene(app)
    app.push(under)
    drop(app, tmp_path / "anything.json")
    assert app.scenes == [under]


@pytest.fixture
def entry_app(
    config_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[App]]:
    """`main`'s App, kept instead of run (its loop would wait for a player)."""
    monkeypatch.setattr(paths, "log_dir", lambda: tmp_path / "log")
    kept: list[App] = []

    def run(self: App, driver: object = None) -> int:
        kept.append(self)
        self.shutdown()
        return 0

    monkeypatch.setattr(App, "run", run)
    yield kept
    shutdown_logging()  # the entry point's log handlers go with the test


def test_review_file_opens_the_window_straight_into_the_review(
    entry_app: list[App], tmp_path: Path
) -> None:
    rec = _finished()
    path = tmp_path / "match.json"
    write_game_file(rec, path)
    assert entry.main(["--review", str(path)]) == 0
    (app,) = entry_app
    assert [scene.name for scene in app.scenes] == ["title", "review"]
    review = app.scenes[-1]
    assert isinstance(review, ReviewScene) and review.record.games == rec.games
    assert app.open_file is not None  # and a file dropped later opens too


def test_review_of_a_bad_file_opens_the_title_with_its_reason(
    entry_app: list[App], tmp_path: Path
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "eight-and-a-half/game", "version": 1}))
    assert entry.main(["--review", str(path)]) == 0
    (app,) = entry_app
    assert [scene.name for scene in app.scenes] == ["title", "bad_file"]
    assert "unknown game None" in app.scenes[-1].detail  # type: ignore[attr-defined]


def test_save_in_the_review_writes_the_file_and_the_report_and_says_where(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "games"
    monkeypatch.setattr(paths, "game_files_dir", lambda: folder)
    rec = _finished()
    path = tmp_path / "match.json"
    write_game_file(rec, path)
    app, _ = window(make_app)
    drop(app, path)
    press(app, pygame.K_f)
    (saved,) = folder.glob("*.json")
    assert read_game_file(saved).games == rec.games  # the same match, move by move
    assert saved.with_suffix(".txt").read_text(encoding="utf-8").startswith("8½: a match of 2")
    assert app.audio.note == f"Game file and text report saved: {saved} (and .txt)"
    assert isinstance(app.top, ReviewScene)  # the review goes on
