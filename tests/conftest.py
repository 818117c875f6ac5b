"""Shared test setup: pygame runs headless (no window, no sound device)."""

import os

# Must happen before pygame is first imported by any test module.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


# --- App shell fixtures (tests/test_app_*.py) -------------------------------------------

import sys  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting the tests made (their modules, pytest's own objects: a few hundred
    thousand) is set aside from Python's collector: the game collects its garbage whenever a
    screen leaves (App._left), and each collection went through all of it (20 to 35 ms)."""
    import gc

    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, history and statistics of every test go to its temp dir, never the player's."""
    from game.store import paths

    target = tmp_path / "data"
    monkeypatch.setattr(paths, "data_dir", lambda: target)
    return target


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The translator is global: a test that changed the language leaves English behind, so
    no test depends on the order the suite runs in."""
    yield
    if "game.ui.shell.i18n" in sys.modules:
        from game.ui.shell import i18n

        i18n.set_language(i18n.FALLBACK)


@pytest.fixture(autouse=True)
def normal_text_after() -> Iterator[None]:
    """The text size is global too (game/ui/shell/text_size.py): back to Normal after a test
    that made it larger."""
    yield
    if "game.ui.shell.text_size" in sys.modules:
        from game.ui.shell import text_size

        text_size.set_text_size("normal")


@pytest.fixture
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The platform config dir, redirected into the test's temp dir."""
    from game.store import paths

    target = tmp_path / "config"
    monkeypatch.setattr(paths, "config_dir", lambda: target)
    return target


@pytest.fixture
def make_app(config_dir: Path) -> Iterator[Callable[..., Any]]:
    """Build a headless App (default 800x600) on a temp settings dir; closed afterwards.

    Its clock is fixed (1/60 s a frame, unless the test hands in another): the real loop
    (App.run) then behaves the same however busy the machine is."""
    from clock_kit import FixedClock

    from game.store.settings import Settings, SettingsStore
    from game.ui.shell.app import App

    apps: list[App] = []

    def make(settings: Settings | None = None, **kwargs: Any) -> App:
        kwargs.setdefault("clock", FixedClock())
        app = App(
            SettingsStore(),
            settings if settings is not None else Settings(window_size=(800, 600)),
            **kwargs,
        )
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.shutdown()  # also drops any events a test left in the queue


@pytest.fixture
def bots_in_the_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bot answers in the frame it is asked, also at the tables the app makes itself
    (a room's, the lesson from the title): the run goes the same however busy the machine."""
    from game.ui.table import bot_runner
    from game.ui.table.bot_runner import InlineExecutor

    monkeypatch.setattr(bot_runner, "ThreadPoolExecutor", lambda *_a, **_k: InlineExecutor())
