"""The Matches page and a match's page, driven as a player would (posted keys and clicks):
the history's matches newest first, a page at a time, each match's games to review, its
score pad, and its game file and text report saved where the player is told."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import attrs
import lang_kit
import pygame
import pytest
from game_file_kit import huit_match
from stats_kit import click, press
from store_kit import play

from game.store import paths
from game.store.game_file import read_game_file
from game.store.record import MatchRecord
from game.store.settings import Settings
from game.ui.menus.list_page import ListPage
from game.ui.menus.match_page import MatchScene
from game.ui.menus.matches import MatchesScene
from game.ui.menus.statistics import StatsScene
from game.ui.menus.title import TitleScene
from game.ui.review.scene import ReviewScene
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.shell.scene import Scene

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))


def eight_half(n: int, length: int = 2) -> MatchRecord:
    rec, _ = play(3, n + 1, length, match_id=f"20260115-2030{n:02d}-abc{n:03d}")
    return rec.with_status("finished")


def huit() -> MatchRecord:
    return attrs.evolve(huit_match(3, 5, 100, rules=("jokers",)), id="20260201-180000-ccc333")


def open_page(
    make_app: Callable[..., App], records: list[MatchRecord], **kw: object
) -> MatchesScene:
    app = make_app(Settings(window_size=(800, 600), **kw))  # type: ignore[arg-type]
    for rec in records:
        assert app.saves.history.add(rec)
    app.push(Scene(app))  # stands for the title
    page = MatchesScene(app)
    app.push(page)
    app.frame(1 / 60)
    return page


def rows(page: ListPage) -> list[str]:
    return [r.main for r in page.words(page.first, page.per_page())]


def test_an_empty_history_says_so(make_app: Callable[..., App]) -> None:
    with lang_kit.drawn_texts() as seen:
        page = open_page(make_app, [])
    assert page.count() == 0 and rows(page) == []
    assert "No match finished yet: each one you play will be here, to review." in seen
    press(page.app, pygame.K_RETURN)  # nothing to open
    assert page.app.top is page


def test_both_games_are_listed_newest_first_with_who_won(make_app: Callable[..., App]) -> None:
    old, new = eight_half(1), huit()
    page = open_page(make_app, [old, new])
    words = page.words(0, 10)
    assert [w.main.split(" · ")[0] for w in words] == ["Huit américain", "8½"]
    assert words[0].main == "Huit américain · 1 Feb 2026 · " + words[0].main.split(" · ")[-1]
    assert words[0].detail_side.startswith("Jokers · ")  # H7: its house rules
    winners = old.leaders
    assert words[1].side == (
        "You won"
        if winners == (0,)
        else f"Bot {winners[0]} won"
        if len(winners) == 1
        else words[1].side
    )
    assert words[1].detail == " · ".join(
        f"{name} {total}" for name, total in
        zip(("You", "Bot 1 (Easy)", "Bot 2 (Easy)"), old.totals, strict=True)
    )  # fmt: skip
    assert words[1].detail_side == "2 games"


def test_keys_and_the_mouse_turn_the_pages_of_a_long_history(
    make_app: Callable[..., App],
) -> None:
    page = open_page(make_app, [eight_half(n, 1) for n in range(20)])
    per = page.per_page()
    assert page.count() == 20 and 3 <= per < 20
    ids = [s.id for s in page.listing.page(0, 20)]
    assert ids == sorted(ids, reverse=True)  # newest first
    press(page.app, pygame.K_PAGEDOWN)
    assert page.first == per and page.selected == per
    press(page.app, pygame.K_END)
    assert page.selected == 19 and page.first <= 19 < page.first + per
    press(page.app, pygame.K_HOME)
    assert (page.first, page.selected) == (0, 0)
    lay = page.layout(page.app.size)
    click(page.app, lay["older"].center)
    assert page.first == per
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    page.app.frame(1 / 60)
    assert page.first == 0
    click(page.app, lay["newer"].center)  # no newer page: nothing moves
    assert page.first == 0


def test_a_match_opens_its_games_and_a_game_its_review(make_app: Callable[..., App]) -> None:
    rec = eight_half(3)
    page = open_page(make_app, [rec])
    app = page.app
    click(app, page.layout(app.size)["row0"].center)
    match = app.top
    assert isinstance(match, MatchScene) and match.record == rec
    assert [w.main for w in match.words(0, 5)] == ["Game 1", "Game 2"]
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # the second game, from the keyboard
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.game_index == 1 and review.record == rec and review.history_id == rec.id
    press(app, pygame.K_ESCAPE)
    assert app.top is match
    click(app, match.layout(app.size)["row0"].center)  # the first, with the mouse
    assert isinstance(app.top, ReviewScene) and app.top.game_index == 0


def test_a_huit_match_lists_its_rounds(make_app: Callable[..., App]) -> None:
    rec = huit()
    page = open_page(make_app, [rec])
    press(page.app, pygame.K_RETURN)
    match = page.app.top
    assert isinstance(match, MatchScene)
    words = match.words(0, 50)
    assert [w.main for w in words] == [f"Round {i + 1}" for i in range(len(rec.games))]
    assert "Jokers" in match.subheading()


def test_a_match_damaged_on_disk_leaves_the_list_with_a_word(
    make_app: Callable[..., App],
) -> None:
    """Its row reads, but replaying it fails: the history sets it aside, the page says so."""
    good, bad = eight_half(1), eight_half(2)
    page = open_page(make_app, [good, bad])
    path = page.app.saves.history.path_for(bad.id)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"][0]["moves"][0] = "take"  # not a move of a swap phase
    path.write_text(json.dumps(data), encoding="utf-8")
    press(page.app, pygame.K_RETURN)  # the newest: the damaged one
    assert page.app.top is page and page.status is not None and page.status[1]
    assert [r.main for r in page.words(0, 5)] == rows(page) and page.count() == 1
    assert not path.exists()  # set aside, as the history does with a damaged file
    press(page.app, pygame.K_RETURN)
    assert isinstance(page.app.top, MatchScene) and page.app.top.record == good


def test_the_title_and_the_statistics_reach_the_page(
    make_app: Callable[..., App],
) -> None:
    """The title's row once a match is over (while none is under way: then its one row for
    the matches is the score pad of the match under way); the statistics' L and button."""
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    app.frame(1 / 60)
    assert "matches" not in [item.key for item in title.items]  # nothing played yet
    app.saves.history.add(eight_half(1))
    title.resume()
    title.selected = title.index_of("matches")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MatchesScene) and app.top.count() == 1
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    rec, _ = play(3, 5, 2, plies=10, match_id="20260301-100000-000009")
    app.match_saved(rec)  # a match under way: the title's one row is its score pad
    title.resume()
    keys = [item.key for item in title.items]
    assert "score_pad" in keys and "matches" not in keys
    stats = StatsScene(app, app.saves.stats)
    app.push(stats)
    app.frame(1 / 60)
    press(app, pygame.K_l)
    assert isinstance(app.top, MatchesScene)
    press(app, pygame.K_ESCAPE)
    click(app, stats.layout(app.size)["matches"].center)
    assert isinstance(app.top, MatchesScene)


def test_the_match_page_shows_the_score_pad(make_app: Callable[..., App]) -> None:
    rec = eight_half(1)
    page = open_page(make_app, [rec])
    press(page.app, pygame.K_RETURN, pygame.K_p)
    pad = page.app.top
    assert isinstance(pad, ScorePadScene) and pad.model.over
    assert pad.model.leaders == rec.leaders  # R10.5
    press(page.app, pygame.K_ESCAPE)
    assert isinstance(page.app.top, MatchScene)


def test_save_game_file_and_report_say_where_and_read_back(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "Documents" / "games"
    monkeypatch.setattr(paths, "game_files_dir", lambda: folder)
    rec = eight_half(1)
    page = open_page(make_app, [rec])
    press(page.app, pygame.K_RETURN)
    match = page.app.top
    assert isinstance(match, MatchScene)
    press(page.app, pygame.K_f)
    saved = sorted(folder.glob("*.json"))
    assert len(saved) == 1 and saved[0].name.startswith("eight-and-a-half 2026-01-15 ")
    assert match.status == (f"Game file saved: {saved[0]}", False)
    again = read_game_file(saved[0])
    assert again.games == rec.games and again.seed == rec.seed  # the same match, move by move
    click(page.app, match.layout(page.app.size)["save_report"].center)
    report = saved[0].with_suffix(".txt")
    assert match.status == (f"Text report saved: {report}", False)
    assert report.read_text(encoding="utf-8").startswith("8½: a match of 2 games, 3 seats\n")


def test_a_folder_that_cannot_be_written_gets_a_clear_message(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setattr(paths, "game_files_dir", lambda: blocked / "games")
    page = open_page(make_app, [eight_half(1)])
    press(page.app, pygame.K_RETURN, pygame.K_f)
    match = page.app.top
    assert isinstance(match, MatchScene) and match.status is not None
    text, warning = match.status
    assert warning and text.startswith(f"Could not save in {blocked / 'games'}: ")
    assert blocked.read_text(encoding="utf-8").startswith("a file")  # nothing changed


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_every_size_fits_without_squeezing_the_words(
    make_app: Callable[..., App], language: str
) -> None:
    """The list and a match's page from 800×600 to 3840×2160: every part in the window,
    the rows above the pages' place, no words shrunk to fit."""
    with lang_kit.back_to_english(), lang_kit.fitted_texts() as fitted:
        page = open_page(make_app, [eight_half(n, 1) for n in range(12)] + [huit()],
                         language=language)  # fmt: skip
        app = page.app
        match = MatchScene(app, eight_half(1), history_id=None)
        for scene in (page, match):
            if scene is match:
                app.push(match)
            for size in SIZES:
                pygame.event.post(
                    pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
                )
                app.frame(1 / 60)
                app.frame(1 / 60)
                lay = scene.layout(size)
                screen = pygame.Rect((0, 0), size)
                assert all(screen.contains(r) for r in lay.values())
                assert lay[f"row{scene.per_page() - 1}"].bottom <= lay["place"].y
        assert lang_kit.squeezed(fitted) == []
