"""A game that gets no real window (no DISPLAY, or no X server behind it, so SDL
falls back to its invisible "offscreen" driver) says so and exits with code 3 instead of
running unseen for ever; the dummy driver, asked for by name, still runs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

import game.__main__ as entry
from game.ui.shell import app as app_module
from game.ui.shell.app import App, NoDisplayError

ROOT = Path(__file__).resolve().parents[3]
MESSAGE = "No display found: the game needs a screen to show its window"
SMOKE_LINE = re.compile(
    r"^smoke: ok scenes=\S+ house_rules=\S+ review=\S+ speech=\d+ frames=\d+$"
)  # scenes: a count or names
# Only a safety net: without the fix the game never ends, and the test must still finish.
NEVER_ENDING = 60


def run_game(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m game` with no display variables but `env`, its files under tmp_path."""
    hidden = ("SDL_", "DISPLAY", "WAYLAND_DISPLAY", "XDG_")
    clean = {k: v for k, v in os.environ.items() if not k.startswith(hidden)}
    homes = {
        f"XDG_{name}_HOME": str(tmp_path / name.lower())
        for name in ("CONFIG", "STATE", "DATA", "CACHE")
    }
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=NEVER_ENDING,
        env={**clean, "HOME": str(tmp_path), **homes, **env},
    )


def logged(tmp_path: Path) -> str:
    return "".join(p.read_text(encoding="utf-8") for p in tmp_path.rglob("game.log"))


def unused_display() -> str:
    """An X display number no server listens on."""
    number = next(
        n
        for n in range(99, 200)
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists()
    )
    return f":{number}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays: Linux only")
@pytest.mark.parametrize("display", [None, "unused"])
def test_without_a_screen_the_game_says_so_and_exits_with_code_3(
    tmp_path: Path, display: str | None
) -> None:
    env = {} if display is None else {"DISPLAY": unused_display()}
    result = run_game(tmp_path, **env)
    assert result.returncode == 3, result.stderr
    assert MESSAGE in result.stderr
    assert "Traceback" not in result.stderr
    shown = "DISPLAY is not set" if display is None else f"DISPLAY={env['DISPLAY']}"
    assert shown in result.stderr
    assert MESSAGE in logged(tmp_path), "the log must say why the game stopped"
    assert "Traceback" not in logged(tmp_path), "no display is not a crash"


def test_the_dummy_driver_asked_for_by_name_still_runs(tmp_path: Path) -> None:
    result = run_game(
        tmp_path, "--exit-after-frames", "3", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"
    )
    assert result.returncode == 0, result.stderr
    assert MESSAGE not in result.stderr


def test_smoke_test_without_a_display_still_ends_with_the_smoke_line(tmp_path: Path) -> None:
    result = run_game(tmp_path, "--smoke-test")
    assert result.returncode == 0, result.stderr
    assert SMOKE_LINE.match(result.stdout.strip().splitlines()[-1])


# -- in process: which drivers count as a screen ---------------------------------------------


@pytest.mark.parametrize("driver", ["offscreen", "dummy"])
def test_an_invisible_driver_nobody_asked_for_is_refused(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, driver: str
) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11,wayland")
    monkeypatch.setenv("DISPLAY", ":42")
    with pytest.raises(NoDisplayError, match="No display found") as refused:
        make_app()
    if sys.platform.startswith("linux"):  # elsewhere the message names the system instead
        assert "DISPLAY=:42" in str(refused.value)
    assert not pygame.display.get_init(), "the display must be closed again"


@pytest.mark.parametrize("asked", ["offscreen", "OFFSCREEN", "x11,offscreen"])
def test_an_invisible_driver_asked_for_by_name_is_accepted(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, asked: str
) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    monkeypatch.setenv("SDL_VIDEODRIVER", asked)
    app = make_app()
    assert app.size == (800, 600)


def test_a_real_driver_is_accepted(
    make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.delenv("SDL_VIDEODRIVER")
    assert make_app().size == (800, 600)


def test_no_video_device_at_all_is_the_same_clear_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def fail() -> None:
        raise pygame.error("No available video device")

    monkeypatch.setattr(pygame.display, "init", fail)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    with pytest.raises(NoDisplayError, match="DISPLAY is not set; No available video device"):
        app_module.open_display()


@pytest.mark.parametrize(("platform", "system"), [("win32", "Windows"), ("darwin", "macOS")])
def test_on_windows_and_macos_the_message_does_not_send_the_player_to_display(
    monkeypatch: pytest.MonkeyPatch, platform: str, system: str
) -> None:
    """There SDL uses the system's own screen; "DISPLAY is not set" would mislead
    (and a DISPLAY that XQuartz set on a Mac is not where SDL looked)."""
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("DISPLAY", ":0")
    message = app_module._no_display_message("No available video device")
    assert message == f"{MESSAGE} ({system}; No available video device)."


def test_on_wayland_the_message_names_the_wayland_display(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    message = app_module._no_display_message("x")
    assert message == f"{MESSAGE} (WAYLAND_DISPLAY=wayland-0; x)."


# -- the window's name -----------------------------------------------------------------------

# Where SDL takes the window's class (X11, Wayland) and the game's name for the sound system.
NAME_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME")


def names_when_the_game_opens(monkeypatch: pytest.MonkeyPatch) -> dict[str, str | None]:
    """Start the game from its entry point; what SDL's name variables hold when the game
    begins to open (before pygame is imported, under X11 it names the window itself)."""
    seen: dict[str, str | None] = {}

    def play(**_options: object) -> int:
        seen.update({v: os.environ.get(v) for v in NAME_VARIABLES})
        return 0

    monkeypatch.setattr(entry, "play", play)
    assert entry.main([]) == 0
    return seen


def test_task_bars_name_the_window_after_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's class was "__main__.py" (the script's name), in task bars and Alt-Tab."""
    for variable in NAME_VARIABLES:
        monkeypatch.setenv(variable, "")  # (so that the test's end removes it again)
        monkeypatch.delenv(variable)
    assert names_when_the_game_opens(monkeypatch) == dict.fromkeys(
        NAME_VARIABLES, "Eight and a Half"
    )


def test_a_window_class_set_by_a_packager_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "eight-and-a-half")
    assert names_when_the_game_opens(monkeypatch)["SDL_VIDEO_X11_WMCLASS"] == "eight-and-a-half"
