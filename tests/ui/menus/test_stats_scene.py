"""The statistics screen, driven like a player would: posted keys and clicks.

The numbers are checked against matches played by tests/kits/store_kit.py and counted by the
store, worked out here from the records themselves (R10.2: the winner scores 2 or 3, every
other player at most 1; R10.5: the highest total wins the match, equal totals share it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

import attrs
import lang_kit
import pygame
import pytest
from stats_kit import click, press, shown
from store_kit import play

from game.store.record import MatchRecord
from game.store.settings import BotLevel, Settings
from game.store.stats import RECENT_GAMES, StatsKey, StatsStore
from game.ui.menus.statistics import LOSS, WON, Painted, StatsScene, confirm_reset
from game.ui.shell.app import App
from game.ui.shell.confirm import ConfirmScene
from game.ui.shell.i18n import tr
from game.ui.shell.scene import Scene

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
GAME = "eight_half"


def matches() -> list[MatchRecord]:
    """Three finished 3-player matches against Easy bots (24 games: a full chart) and one
    given up in the middle of a game."""
    done = [
        play(players=3, seed=seed, length=8, match_id=f"20260115-20300{seed}-abc12{seed}")[
            0
        ].with_status("finished")
        for seed in (1, 2, 3)
    ]
    rec, _ = play(players=3, seed=9, length=6, plies=150, match_id="20260116-203000-def456")
    assert rec.finished_points and rec.current.points is None
    assert sum(len(r.finished_points) for r in done) == 24
    return [*done, rec.with_status("abandoned")]


@pytest.fixture(scope="module")
def records() -> list[MatchRecord]:
    return matches()


def counted(path: Path, records: list[MatchRecord]) -> StatsStore:
    store = StatsStore(path)
    store.reset()  # so "Counted since" shows too
    for rec in records:
        store.count(rec)
    return store


def open_stats(
    make_app: Callable[..., App],
    store: StatsStore,
    players: int = 3,
    level: BotLevel = "easy",
    size: tuple[int, int] = (800, 600),
    language: str = "en",
) -> StatsScene:
    app = make_app(
        Settings(window_size=size, players=players, bot_levels=(level,) * 5, language=language)
    )
    app.push(Scene(app))  # stands for the title
    scene = StatsScene(app, store)
    app.push(scene)
    app.frame(1 / 60)
    return scene


# --- the store's accessor ------------------------------------------------------------------


def test_keys_played_lists_only_what_has_counts(tmp_path: Path, records: list[MatchRecord]) -> None:
    store = counted(tmp_path / "stats.json", records[:1])
    two, _ = play(players=2, seed=5, length=1)  # against an Easy bot, counted as a Hard one
    two = attrs.evolve(two, players=(two.players[0], attrs.evolve(two.players[1], level="hard")))
    store.count(two.with_status("finished"))
    assert store.stats.keys_played(GAME) == [StatsKey(GAME, "easy", 3), StatsKey(GAME, "hard", 2)]
    assert store.stats.keys_played("huit") == []
    store.reset()
    assert store.stats.keys_played(GAME) == []


# --- the numbers ---------------------------------------------------------------------------


def test_the_numbers_shown_are_the_records_numbers(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json", records))
    human = 0
    games = [points for rec in records for points in rec.finished_points]
    won = [p[human] >= 2 for p in games]  # R10.2: only the winner scores 2 or more
    finished = [r for r in records if r.status == "finished"]
    matches_won = sum(r.totals[human] == max(r.totals) for r in finished)
    text = shown(scene)
    assert text["played.matches"] == str(len(records))
    assert text["played.games"] == str(len(games))
    assert text["won.matches"] == str(matches_won)
    assert text["won.games"] == str(sum(won))
    assert text["abandoned.matches"] == "1"
    assert text["win_rate.matches"] == f"{round(100 * matches_won / len(records))}%"
    assert text["win_rate.games"] == f"{round(100 * sum(won) / len(games))}%"
    points = sum(p[human] for p in games)
    assert text["average.value"] == f"{points / len(games):.2f}"
    streaks, run = [0], 0
    for w in won:
        run = run + 1 if w else 0
        streaks.append(run)
    assert text["best_streak.value"] == str(max(streaks))
    assert text["streak.value"] == str(run)
    plies = [len(g.moves) for rec in records for g in rec.games if g.points is not None]
    assert text["longest.value"] == str(max(plies))
    assert text["since"].startswith(tr("stats.since", date="")) and "empty" not in text
    assert text["chart.title"] == tr("stats.last_games", games=RECENT_GAMES)


def test_the_chart_shows_the_last_20_games_oldest_first(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json", records))
    last = [p[0] for rec in records for p in rec.finished_points][-RECENT_GAMES:]
    bars = [p for p in scene.painted if p.kind == "bar"]
    assert [int(b.text.split()[1]) for b in bars] == last
    assert [b.rect.x for b in bars] == sorted(b.rect.x for b in bars)
    screen = pygame.display.get_surface()
    assert screen is not None
    full = max(b.rect.h for b in bars if b.text.endswith(" 3")) if 3 in last else None
    for bar, points in zip(bars, last, strict=True):
        colour = screen.get_at(bar.rect.center)[:3]
        assert (colour == WON) == (points >= 2), (bar, colour)  # gold for a game won
        if points == 0:  # no points: nothing rises (a loss hangs below the line instead)
            assert bar.rect.h == 0
        elif full is not None:
            assert abs(bar.rect.h - full * points / 3) <= 1


def test_no_games_shows_the_empty_state_and_the_selectors(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    scene = open_stats(make_app, StatsStore(tmp_path / "stats.json"))
    text = shown(scene)
    assert text["empty"] == tr("stats.empty")
    assert "played.games" not in text and not any(p.kind == "bar" for p in scene.painted)
    assert {f"level:{lv}" for lv in ("easy", "medium", "hard", "mixed", "people")} | {
        f"players:{n}" for n in (2, 3, 4, 5)
    } <= {p.name for p in scene.painted if p.kind == "box"}


# --- choosing what to see ------------------------------------------------------------------


def test_arrow_and_number_keys_choose_level_and_players(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json", records[:1]))
    app = scene.app
    assert (scene.level, scene.players) == ("easy", 3) and "played.games" in shown(scene)
    press(app, pygame.K_RIGHT)
    assert scene.level == "medium" and shown(scene)["empty"] == tr("stats.empty")
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)
    assert scene.level == "easy"  # wraps after Mixed and People
    press(app, pygame.K_LEFT)
    assert scene.level == "people"
    press(app, pygame.K_RIGHT, pygame.K_DOWN)
    assert scene.players == 4 and "empty" in shown(scene)
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert scene.players == 2  # wraps after 5
    press(app, pygame.K_UP)
    assert scene.players == 5
    press(app, pygame.K_3)
    assert (scene.level, scene.players) == ("easy", 3)
    assert shown(scene)["played.games"] == str(len(records[0].finished_points))


def test_clicking_the_tabs_chooses_level_and_players(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json", records[:1]), size=(1280, 720))
    app = scene.app
    lay = scene.layout(app.size)
    click(app, lay["level:hard"].center)
    assert scene.level == "hard" and "empty" in shown(scene)
    click(app, lay["players:5"].center)
    assert scene.players == 5
    click(app, lay["level:easy"].center)
    click(app, lay["players:3"].center)
    assert (scene.level, scene.players) == ("easy", 3) and "played.games" in shown(scene)
    click(app, lay["panel"].center)  # not a tab: nothing changes
    assert (scene.level, scene.players) == ("easy", 3)


def test_it_opens_on_the_settings_or_else_on_what_was_played(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    store = counted(tmp_path / "stats.json", records[:1])  # only Easy, 3 players
    scene = open_stats(make_app, store, 5, "hard")
    assert (scene.level, scene.players) == ("easy", 3)
    empty = StatsStore(tmp_path / "none.json")
    scene = open_stats(make_app, empty, 5, "hard")
    assert (scene.level, scene.players) == ("hard", 5)


def test_tabs_with_games_are_marked_and_the_marks_explained(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    scene = open_stats(make_app, counted(tmp_path / "stats.json", records[:1]))
    assert scene.has_data("easy", 3) and not scene.has_data("easy", 4)
    assert not scene.has_data("medium", 3)
    assert "•" in shown(scene)["hint"]


# --- reset ---------------------------------------------------------------------------------


def on_disk(path: Path) -> int:
    """Games in the statistics file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return sum(t["games_played"] for t in data["tallies"])


@pytest.mark.parametrize("answer", ["escape", "n", "enter", "click_no"])
def test_reset_asks_and_no_keeps_the_statistics(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord], answer: str
) -> None:
    path = tmp_path / "stats.json"
    scene = open_stats(make_app, counted(path, records))
    app = scene.app
    press(app, pygame.K_r)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    if answer == "click_no":
        click(app, confirm.layout(app.size)["no"].center)
    else:
        key = {"escape": pygame.K_ESCAPE, "n": pygame.K_n, "enter": pygame.K_RETURN}[answer]
        press(app, key)  # Enter answers the button chosen first: No
    assert app.top is scene
    games = sum(len(r.finished_points) for r in records)
    assert on_disk(path) == games and StatsStore(path).stats.keys_played(GAME)
    assert shown(scene)["played.games"] == str(games) and "status" not in shown(scene)


@pytest.mark.parametrize("how", ["key_y", "click_yes", "arrows_enter"])
def test_reset_on_yes_clears_the_file(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord], how: str
) -> None:
    path = tmp_path / "stats.json"
    scene = open_stats(make_app, counted(path, records))
    app = scene.app
    if how == "key_y":
        press(app, pygame.K_r, pygame.K_y)
    elif how == "click_yes":
        click(app, scene.layout(app.size)["reset"].center)
        confirm = app.top
        assert isinstance(confirm, ConfirmScene)
        click(app, confirm.layout(app.size)["yes"].center)
    else:
        press(app, pygame.K_r, pygame.K_LEFT, pygame.K_RETURN)
    assert app.top is scene
    assert on_disk(path) == 0 and StatsStore(path).stats.keys_played(GAME) == []
    text = shown(scene)
    assert text["empty"] == tr("stats.empty") and text["status"] == tr("stats.reset_done")


def test_a_reset_that_cannot_be_written_says_so(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    store = counted(tmp_path / "stats.json", records)
    store.path = tmp_path / "not_a_folder" / "stats.json"
    (tmp_path / "not_a_folder").write_text("a file", encoding="utf-8")
    scene = open_stats(make_app, store)
    press(scene.app, pygame.K_r, pygame.K_y)
    assert shown(scene)["status"] == tr("stats.reset_unsaved")


# --- leaving -------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["escape", "click"])
def test_esc_or_back_returns_to_the_title(
    make_app: Callable[..., App], tmp_path: Path, how: str
) -> None:
    scene = open_stats(make_app, StatsStore(tmp_path / "stats.json"))
    app = scene.app
    below = app.scenes[0]
    if how == "escape":
        press(app, pygame.K_ESCAPE)
    else:
        click(app, scene.layout(app.size)["back"].center)
    assert app.top is below and scene not in app.scenes


# --- layout --------------------------------------------------------------------------------


def apart(items: list[Painted]) -> list[str]:
    return [
        f"{a.name} {a.rect} overlaps {b.name} {b.rect}"
        for a, b in combinations(items, 2)
        if a.rect.colliderect(b.rect)
    ]


@pytest.mark.parametrize(
    ("size", "language"),
    [(size, "en") for size in SIZES] + [((800, 600), code) for code in lang_kit.LANGUAGES],
)
@pytest.mark.parametrize("full", [False, True])
def test_everything_fits_the_window_without_overlapping(
    make_app: Callable[..., App],
    tmp_path: Path,
    records: list[MatchRecord],
    size: tuple[int, int],
    full: bool,
    language: str,
) -> None:
    """In English at every size; in French and Dutch at the smallest window,
    where their longer words are tightest."""
    with lang_kit.back_to_english():
        _everything_fits(make_app, tmp_path, records, size, full, language)


def _everything_fits(
    make_app: Callable[..., App],
    tmp_path: Path,
    records: list[MatchRecord],
    size: tuple[int, int],
    full: bool,
    language: str,
) -> None:
    store = (
        counted(tmp_path / "stats.json", records) if full else StatsStore(tmp_path / "stats.json")
    )
    scene = open_stats(make_app, store, language=language)
    scene.status = (tr("stats.reset_unsaved"), True)  # the longest line it may show
    surface = pygame.Surface(size)
    with lang_kit.fitted_texts() as fitted:
        scene.draw(surface)
    assert lang_kit.squeezed(fitted) == []
    window = surface.get_rect()
    painted = scene.painted
    assert len(painted) > (40 if full else 15)
    outside = [p.name for p in painted if not window.contains(p.rect)]
    assert outside == []
    texts = [p for p in painted if p.kind == "text"]
    assert apart(texts) == []
    assert apart([p for p in painted if p.kind == "box"]) == []
    if full:
        chart = next(p.rect for p in painted if p.name == "chart")
        bars = [p for p in painted if p.kind == "bar"]
        assert len(bars) == RECENT_GAMES and all(chart.contains(b.rect) for b in bars)
        assert apart(bars) == []
        assert min(t.rect.h for t in texts) >= 10  # still readable at 800x600
    confirm = confirm_reset(scene.app, lambda: None).layout(size)
    assert all(window.contains(r) for r in confirm.values())
    assert all(confirm["panel"].contains(r) for r in confirm.values())
    assert not confirm["yes"].colliderect(confirm["no"])
    assert not confirm["detail"].colliderect(confirm["yes"])


# --- per game: 8½ and Huit américain (RULES.md Part B, H6) ----------------------------------


@pytest.fixture(scope="module")
def huit_records() -> list[MatchRecord]:
    """Two finished 3-player Huit américain matches to 500 against Medium bots."""
    import huit_kit

    return [
        huit_kit.play(players=3, seed=seed, match_id=f"20260201-18000{seed}-huit0{seed}")[
            0
        ].with_status("finished")
        for seed in (3, 4)
    ]


def open_huit_stats(
    make_app: Callable[..., App],
    store: StatsStore,
    size: tuple[int, int] = (800, 600),
    language: str = "en",
) -> StatsScene:
    app = make_app(
        Settings(
            window_size=size,
            language=language,
            game="huit",
            huit_players=3,
            huit_levels=("medium",) * 5,
        )
    )
    app.push(Scene(app))
    scene = StatsScene(app, store)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def test_it_opens_on_the_game_chosen_on_the_title_with_that_game_s_numbers(
    make_app: Callable[..., App],
    tmp_path: Path,
    records: list[MatchRecord],
    huit_records: list[MatchRecord],
) -> None:
    store = counted(tmp_path / "stats.json", [*records, *huit_records])
    scene = open_huit_stats(make_app, store)
    assert (scene.game, scene.level, scene.players) == ("huit", "medium", 3)
    rounds = [p for rec in huit_records for p in rec.finished_points]
    text = shown(scene)
    assert text["played.matches"] == "2"
    assert text["played.games"] == str(len(rounds))  # Huit's rounds, none of 8½'s games
    assert text["won.games"] == str(sum(p[0] > 0 for p in rounds))  # H6: only the winner scores
    assert text["head.games"] == "Rounds" and text["average.label"] == "Average points per round"
    assert text["chart.title"] == f"Last {RECENT_GAMES} rounds"
    assert text["game:huit.text"] == "Huit américain" and text["game:eight_half.text"] == "8½"


@pytest.mark.parametrize("how", ["g", "tab", "click"])
def test_the_game_switch_shows_each_game_s_own_numbers(
    make_app: Callable[..., App],
    tmp_path: Path,
    records: list[MatchRecord],
    huit_records: list[MatchRecord],
    how: str,
) -> None:
    store = counted(tmp_path / "stats.json", [*records, *huit_records])
    scene = open_stats(make_app, store)  # 8½, Easy, 3 players
    eight = shown(scene)
    games = sum(len(rec.finished_points) for rec in records)
    assert scene.game == GAME and eight["played.games"] == str(games)
    if how == "click":
        click(scene.app, scene.layout(scene.app.size)["game:huit"].center)
    else:
        press(scene.app, pygame.K_g if how == "g" else pygame.K_TAB)
    assert scene.game == "huit"
    assert (scene.level, scene.players) == ("medium", 3)  # the tab with Huit's numbers
    rounds = sum(len(rec.finished_points) for rec in huit_records)
    assert shown(scene)["played.games"] == str(rounds)
    press(scene.app, pygame.K_g)
    assert scene.game == GAME and shown(scene)["played.games"] == str(games)


def test_the_huit_chart_rises_to_the_best_round(
    make_app: Callable[..., App], tmp_path: Path, huit_records: list[MatchRecord]
) -> None:
    scene = open_huit_stats(make_app, counted(tmp_path / "stats.json", huit_records))
    last = [p[0] for rec in huit_records for p in rec.finished_points][-RECENT_GAMES:]
    bars = [p for p in scene.painted if p.kind == "bar"]
    assert [int(b.text.split()[1]) for b in bars] == last
    top = -(-max(last) // 50) * 50
    assert shown(scene)[f"chart.axis{top}"] == str(top)
    axis = {p.name: p.rect for p in scene.painted}
    plot_h = axis["chart.axis0"].centery - axis[f"chart.axis{top}"].centery
    best = max(bars, key=lambda b: int(b.text.split()[1]))
    assert best.rect.h == pytest.approx(plot_h * max(last) / top, abs=2)
    screen = pygame.display.get_surface()
    assert screen is not None
    for bar, points in zip(bars, last, strict=True):
        assert (screen.get_at(bar.rect.center)[:3] == WON) == (points > 0)


def test_no_huit_rounds_yet_says_so_in_rounds(
    make_app: Callable[..., App], tmp_path: Path, records: list[MatchRecord]
) -> None:
    scene = open_huit_stats(make_app, counted(tmp_path / "stats.json", records))
    assert shown(scene)["empty"] == "No rounds played yet with these settings"


@pytest.mark.parametrize(
    ("size", "language"),
    [(size, "en") for size in SIZES[:3]] + [((800, 600), code) for code in lang_kit.LANGUAGES],
)
def test_the_huit_numbers_fit_the_window_without_overlapping(
    make_app: Callable[..., App],
    tmp_path: Path,
    huit_records: list[MatchRecord],
    size: tuple[int, int],
    language: str,
) -> None:
    with lang_kit.back_to_english():
        store = counted(tmp_path / "stats.json", huit_records)
        scene = open_huit_stats(make_app, store, size, language)
        surface = pygame.Surface(size)
        with lang_kit.fitted_texts() as fitted:
            scene.draw(surface)
        assert lang_kit.squeezed(fitted) == []
        window = surface.get_rect()
        assert [p.name for p in scene.painted if not window.contains(p.rect)] == []
        assert apart([p for p in scene.painted if p.kind == "text"]) == []
        assert apart([p for p in scene.painted if p.kind == "box"]) == []


@pytest.mark.parametrize("game", [GAME, "huit"])
@pytest.mark.parametrize("size", SIZES[:3])
def test_lost_games_hang_a_mark_below_the_line_so_a_bad_run_shows(
    make_app: Callable[..., App], tmp_path: Path, game: str, size: tuple[int, int]
) -> None:
    """A run of lost games (no points: R10.2, H6) is not an empty chart: each loss hangs a
    red mark below the zero line, which the legend names; a game won has none."""
    from game.store.atomic import write_text_atomic
    from game.store.layout import dumps
    from game.store.stats import Stats, Tally, stats_to_json

    tally = Tally()
    for k in range(RECENT_GAMES):  # lost, except the 4th; the 8th lost with the fewest cards
        won = k == 3
        points = (3 if game == GAME else 120) if won else int(k == 7 and game == GAME)
        tally = tally.with_game(won, points, 60)
    path = tmp_path / "stats.json"
    write_text_atomic(
        path,
        dumps(
            stats_to_json(Stats({StatsKey(game, "medium", 3): tally}, since="2026-01-15T20:30:00Z"))
        ),
    )
    app = make_app(
        Settings(
            window_size=size,
            game=game,
            players=3,
            huit_players=3,
            bot_levels=("medium",) * 5,
            huit_levels=("medium",) * 5,
        )
    )
    app.push(Scene(app))
    scene = StatsScene(app, StatsStore(path))
    app.push(scene)
    surface = pygame.Surface(size)
    scene.draw(surface)
    zero = next(p.rect for p in scene.painted if p.name == "chart.axis0").centery
    chart = next(p.rect for p in scene.painted if p.name == "chart")
    losses = {p.name: p.rect for p in scene.painted if p.kind == "loss"}
    assert sorted(losses) == sorted(f"loss{i}" for i in range(RECENT_GAMES) if i != 3)
    for rect in losses.values():
        assert rect.top > zero and chart.contains(rect) and rect.h >= 3
        assert surface.get_at(rect.center)[:3] == LOSS, "drawn, in the losses' red"
    bars = [p for p in scene.painted if p.kind == "bar"]
    assert surface.get_at(bars[3].rect.center)[:3] == WON and bars[3].rect.bottom <= zero + 1
    assert apart([p for p in scene.painted if p.kind == "loss"]) == []
    swatch = next(p.rect for p in scene.painted if p.name == "chart.lost_swatch")
    assert any(
        surface.get_at((x, y))[:3] == LOSS
        for x in range(swatch.x, swatch.right)
        for y in range(swatch.y, swatch.bottom)
    ), "the legend shows the mark"
    assert shown(scene)["chart.lost"] == tr("stats.legend_lost")
