"""The statistics screen shows one person's numbers at a time, picked by name with
the keyboard (N, Shift+N) or the mouse (the arrows, the name); the unnamed player comes
first as "You"; results against other people sit under People, beside the bots' levels.

The numbers are worked out here from the records (R10.2: the winner of a game scores 2 or
3; R10.5: the highest total wins the match, equal totals share it), each from the seat of
the person shown.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import attrs
import lang_kit
import pygame
import pytest
from stats_kit import click, press, shown
from store_kit import HOT_SEAT, play

from game.store.record import UNNAMED, MatchRecord, PlayerInfo
from game.store.settings import Settings
from game.store.stats import PEOPLE, StatsStore
from game.ui.menus.statistics import StatsScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.drawn import Kind
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
SEATS = {UNNAMED: 0, "chloé": 2, "anne-sophie": 4}


@pytest.fixture(scope="module")
def hot_seat() -> MatchRecord:
    """A finished five-seat match of three people and two bots."""
    rec, _ = play(players=5, seed=5, length=4)
    return attrs.evolve(rec, players=HOT_SEAT).with_status("finished")


@pytest.fixture(scope="module")
def alone() -> MatchRecord:
    """The unnamed player alone against two Hard bots, two games (played by Easy bots named
    Hard: the numbers shown come from the record, whoever played it, and the Hard bot's
    search would take half a minute)."""
    rec, _ = play(players=3, seed=8, length=2, match_id="20260116-203000-def456")
    hard = tuple(attrs.evolve(p, level="hard") for p in rec.players[1:])
    return attrs.evolve(rec, players=(PlayerInfo("", True), *hard)).with_status("finished")


def open_stats(
    make_app: Callable[..., App],
    tmp_path: Path,
    records: list[MatchRecord],
    size: tuple[int, int] = (800, 600),
    language: str = "en",
) -> StatsScene:
    store = StatsStore(tmp_path / "stats.json")
    for rec in records:
        store.count(rec)
    app = make_app(Settings(window_size=size, players=3, bot_levels=("hard",) * 5,
                            language=language))  # fmt: skip
    app.push(Scene(app))  # stands for the title
    scene = StatsScene(app, store)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def assert_numbers_of(scene: StatsScene, rec: MatchRecord, seat: int) -> None:
    """The table shows the results of `seat` in `rec` (its only match counted there)."""
    won = [rec.rules.winner_by_points(p) == seat for p in rec.finished_points]
    text = shown(scene)
    assert text["played.matches"] == "1" and text["played.games"] == str(len(won))
    assert text["won.games"] == str(sum(won))
    assert text["won.matches"] == str(int(seat in rec.leaders))
    points = sum(p[seat] for p in rec.finished_points)
    assert text["average.value"] == f"{points / len(won):.2f}"


def test_n_and_shift_n_pick_the_person_and_show_their_own_numbers(
    make_app: Callable[..., App], tmp_path: Path, hot_seat: MatchRecord, alone: MatchRecord
) -> None:
    scene = open_stats(make_app, tmp_path, [hot_seat, alone])
    app = scene.app
    assert scene.people == [UNNAMED, "anne-sophie", "chloé"]
    assert (scene.person, scene.level, scene.players) == (UNNAMED, "hard", 3)
    assert shown(scene)["person:name.text"] == tr("seat.you")
    assert_numbers_of(scene, alone, 0)
    press(app, pygame.K_n)
    # Anne-Sophie played only with other people: the screen opens on that tab.
    assert (scene.person, scene.level, scene.players) == ("anne-sophie", PEOPLE, 5)
    assert shown(scene)["person:name.text"] == "Anne-Sophie"
    assert_numbers_of(scene, hot_seat, 4)
    press(app, pygame.K_n)
    assert shown(scene)["person:name.text"] == "Chloé"
    assert_numbers_of(scene, hot_seat, 2)
    press(app, pygame.K_n)  # round again to the first
    assert scene.person == UNNAMED and (scene.level, scene.players) == (PEOPLE, 5)
    assert_numbers_of(scene, hot_seat, 0)  # the same tab: You against people
    press(app, pygame.K_n, mod=pygame.KMOD_LSHIFT)
    assert scene.person == "chloé"


def test_the_mouse_picks_the_person_with_the_arrows_or_the_name(
    make_app: Callable[..., App], tmp_path: Path, hot_seat: MatchRecord, alone: MatchRecord
) -> None:
    scene = open_stats(make_app, tmp_path, [hot_seat, alone], size=(1280, 720))
    app = scene.app
    lay = scene.layout(app.size)
    click(app, lay["person:next"].center)
    assert scene.person == "anne-sophie" and scene.hover == "person:next"
    click(app, lay["person:name"].center)
    assert scene.person == "chloé"
    assert_numbers_of(scene, hot_seat, SEATS["chloé"])
    click(app, lay["person:prev"].center)
    click(app, lay["person:prev"].center)
    assert scene.person == UNNAMED and shown(scene)["person:name.text"] == "You"


def test_with_nobody_else_the_arrows_have_nowhere_to_go(
    make_app: Callable[..., App], tmp_path: Path, alone: MatchRecord
) -> None:
    scene = open_stats(make_app, tmp_path, [alone])
    assert scene.people == [UNNAMED]
    press(scene.app, pygame.K_n)
    click(scene.app, scene.layout(scene.app.size)["person:next"].center)
    assert scene.person == UNNAMED
    assert_numbers_of(scene, alone, 0)


def test_a_reset_goes_back_to_the_unnamed_player(
    make_app: Callable[..., App], tmp_path: Path, hot_seat: MatchRecord
) -> None:
    scene = open_stats(make_app, tmp_path, [hot_seat])
    press(scene.app, pygame.K_n)
    assert scene.person == "anne-sophie"
    press(scene.app, pygame.K_r)
    press(scene.app, pygame.K_y)
    assert scene.person == UNNAMED and shown(scene)["empty"] == tr("stats.empty")


@pytest.mark.parametrize("language", ["en", *lang_kit.LANGUAGES])
def test_the_names_and_the_people_tab_fit_every_window(
    make_app: Callable[..., App], tmp_path: Path, hot_seat: MatchRecord, language: str
) -> None:
    """Nothing drawn is cut by the window or wider than its room, and no line is shrunk
    while its neighbours keep their size, at every size, with the long name shown."""
    with lang_kit.back_to_english():
        scene = open_stats(make_app, tmp_path, [hot_seat], language=language)
        scene.choose_person("anne-sophie")
        faults = []
        for size in SIZES:
            surface = pygame.Surface(size)
            with drawn.recording() as seen:
                scene.draw(surface)
            texts = [d for d in seen if d.kind is Kind.TEXT]
            assert "Anne-Sophie" in {d.text for d in texts}
            assert tr("stats.vs_people") in {d.text for d in texts}
            window = surface.get_rect()
            faults += [f"{size}: {d.text!r} at {d.rect} (room {d.room})" for d in texts
                       if not window.contains(d.rect) or (d.room is not None and d.rect.w > d.room)
                       or d.shrunk and d.text in ("Anne-Sophie", tr("stats.vs_people"),
                                                  tr("stats.person"))]  # fmt: skip
            boxes = [p for p in scene.painted if p.kind == "box"]
            faults += [f"{size}: {a.name} overlaps {b.name}" for i, a in enumerate(boxes)
                       for b in boxes[i + 1:] if a.rect.colliderect(b.rect)]  # fmt: skip
        assert faults == []
