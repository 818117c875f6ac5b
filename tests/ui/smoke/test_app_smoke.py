"""The command line: --smoke-test as CI runs it, --version, and smoke-step registration."""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from clock_kit import FixedClock

from game import __version__
from game.rules.huit import HOUSE_RULES
from game.ui.menus.title import TitleScene
from game.ui.smoke import driver as smoke

ROOT = Path(__file__).resolve().parents[3]
SMOKE_LINE = re.compile(
    r"^smoke: ok scenes=([a-z_,]+) house_rules=([a-z_,]+) review=([a-z_,]+) speech=(\d+) "
    r"frames=(\d+)$"
)


# As the built app runs: without the ssl module, which pyinstaller.spec leaves out.
AS_BUILT = (
    "import runpy, sys; sys.modules['ssl'] = sys.modules['_ssl'] = None; "
    "sys.argv[0] = 'game'; runpy.run_module('game', run_name='__main__')"
)


def run_game(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    return subprocess.run(
        [sys.executable, "-c", AS_BUILT, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**clean, **(env or {})},
    )


Run = tuple[Path, subprocess.CompletedProcess[str]]  # (its home folder, what it printed)


@pytest.fixture(scope="module")
def smoke_run(tmp_path_factory: pytest.TempPathFactory) -> Run:
    """The game's --smoke-test as the built app runs it, once for the tests below (15 s of
    frames at 60 a second), asked for its first frame's time too."""
    home = tmp_path_factory.mktemp("home")
    # No SDL_* variables: --smoke-test must choose the dummy drivers itself.
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"), "EIGHT_HALF_TIMING": "1"}
    return home, run_game("--smoke-test", env=env)


def test_smoke_test_runs_headless_and_ends_with_the_smoke_line(
    smoke_run: Run,
) -> None:
    tmp_path, result = smoke_run
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.strip().splitlines()[-1]
    match = SMOKE_LINE.match(last)
    assert match, last
    scenes, frames = match.group(1).split(","), int(match.group(5))
    # It plays, quits mid-match, starts again, continues, opens the pad and the stats.
    assert {"title", "table", "pause", "scorepad", "stats", "crash"} <= set(scenes), scenes
    assert {"watch", "demo"} <= set(scenes), scenes  # the bots' match, watched
    assert {"seats", "handover"} <= set(scenes), scenes  # friends at one screen
    assert "lan" in scenes, scenes  # a phone plays in a room (without ssl, as built)
    assert frames > 10
    # A Huit round of bots with every house rule on (RULES.md H7), through the real loop.
    assert tuple(match.group(2).split(",")) == HOUSE_RULES
    # A finished game of each reviewed: 8½ from the Matches page, Huit from a dropped file.
    assert match.group(3) == "eight_half,huit"
    # F2 had the screen spoken for a few of the player's decisions, each told its bid.
    assert int(match.group(4)) >= 4
    assert {"matches", "match", "review"} <= set(scenes), scenes
    assert not (tmp_path / "cfg").exists(), "the smoke test must not touch real settings"


def test_smoke_test_reports_first_frame_time_when_asked(
    smoke_run: Run,
) -> None:
    _, result = smoke_run
    assert result.returncode == 0, result.stderr
    assert re.search(r"^timing: first frame after \d+\.\d+ s$", result.stdout, re.M)
    assert SMOKE_LINE.match(result.stdout.strip().splitlines()[-1])


def test_version() -> None:
    result = run_game("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"eight-and-a-half {__version__}"


@pytest.fixture
def steps(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, smoke.SmokeStep]]:
    """The smoke test's own steps with only those the test registers; its game on a fixed
    clock (the real one paces 60 frames a second: 15 s of waiting for 900 frames)."""
    registry: list[tuple[str, smoke.SmokeStep]] = []
    monkeypatch.setattr(smoke, "_STEPS", registry)
    monkeypatch.setattr(smoke, "App", functools.partial(smoke.App, clock=FixedClock()))
    return registry


def test_registered_steps_run_inside_the_real_loop(
    steps: list[tuple[str, smoke.SmokeStep]], capsys: pytest.CaptureFixture[str]
) -> None:
    visits: list[int] = []

    @smoke.smoke_step("count frames on the game screen")
    def visit_game(run: smoke.SmokeRun) -> Iterator[None]:
        title = run.app.top
        assert isinstance(title, TitleScene)
        from game.ui.eight_half.table_scene import TableScene

        saved = title.index_of("continue_eight_half")  # the saved match
        run.click(title.layout().rows[saved].center)
        yield
        run.check(isinstance(run.app.top, TableScene), "no game screen")
        for _ in range(5):
            visits.append(run.app.frames)
            yield
        run.key(pygame.K_ESCAPE)  # the menu, then Quit to title
        yield
        run.key(pygame.K_DOWN)
        run.key(pygame.K_RETURN)
        yield

    assert smoke.run_smoke() == 0
    assert len(visits) == 5 and visits == sorted(set(visits)), "one frame per yield"
    assert SMOKE_LINE.match(capsys.readouterr().out.strip().splitlines()[-1])


def test_a_failing_step_fails_the_smoke_test_with_a_traceback(
    steps: list[tuple[str, smoke.SmokeStep]], capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(run: smoke.SmokeRun) -> Iterator[None]:
        yield
        run.check(False, "the table never dealt")

    smoke.register_step("broken", broken)
    assert smoke.run_smoke() == 1
    out, err = capsys.readouterr()
    assert "Traceback" in err and "the table never dealt" in err
    assert not SMOKE_LINE.match(out.strip().splitlines()[-1])


def test_a_step_that_never_ends_is_stopped(
    steps: list[tuple[str, smoke.SmokeStep]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(smoke, "FRAME_LIMIT", 300)

    def forever(run: smoke.SmokeRun) -> Iterator[None]:
        while True:
            yield

    smoke.register_step("forever", forever)
    assert smoke.run_smoke() == 1
    assert "300 frames" in capsys.readouterr().err


def test_frames_a_bot_spends_thinking_do_not_count_towards_a_steps_limit() -> None:
    """A busy machine makes a bot's thread slow, not the table stuck: the smoke steps count
    only the frames no bot is thinking through."""
    thinking = [True, True, False, True, False, False]
    seen = list(smoke.counted_frames(3, lambda: thinking.pop(0)))
    assert seen == [0, 0, 0, 1, 1, 2]
