"""Entry point: ``python -m game`` and the ``eight-and-a-half`` gui-script.

pygame is imported only after the command line is read, because ``--smoke-test`` must set
the SDL drivers before SDL starts, and the window's name must be set before pygame's import
sets its own.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time

from game import __version__
from game.applog import ensure_std_streams

# Launch-to-first-frame timing starts here (only interpreter start-up comes before).
STARTED_AT = time.perf_counter()
TIMING_ENV = "EIGHT_HALF_TIMING"  # set to 1: print the time to the first frame
EXIT_NO_DISPLAY = 3  # no screen to show the window on
EXIT_BAD_FILE = 2  # the file given on the command line is not one the game can read
# The game's name where the system names its window (task bars, Alt-Tab: X11's WM_CLASS,
# Wayland's app id) and its sound (the system's mixer): the built app's name
# (pyinstaller.spec). Not translated: window rules and launchers match it as a name. SDL
# reads these when the display opens; systems they do not concern ignore them.
APP_NAME = "Eight and a Half"
APP_NAME_VARIABLES = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="eight-and-a-half", description="8½, Haim Shafir's card game, against bots."
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="run headless through every screen, print 'smoke: ok ...' and exit",
    )
    parser.add_argument(
        "--review",
        metavar="FILE",
        default=None,
        help="with --text: print a game file's match (seats, house rules, every move, "
        "the results) and exit",
    )
    parser.add_argument("--text", action="store_true", help="print the review as text")
    # For launch-time measurements: quit after this many frames.
    parser.add_argument("--exit-after-frames", type=int, default=None, help=argparse.SUPPRESS)
    # parse_known_args: macOS may add arguments of its own (e.g. -psn_...) to an app bundle.
    args, _unknown = parser.parse_known_args(argv)
    # The review opens as text only: the window has no review to show yet.
    if args.review is not None and not args.text:
        parser.error("--review FILE needs --text: the review prints as text")
    if args.text and args.review is None:
        parser.error("--text goes with --review FILE")
    return args


def review_text(path: str) -> int:
    """Print the match in the game file at `path`; a bad file's reason on stderr, exit 2."""
    from pathlib import Path

    from game.store.game_file import GameFileError, read_game_file
    from game.store.game_report import report_text

    for stream in (sys.stdout, sys.stderr):
        # A console that cannot show a name's letters shows "?" rather than fail.
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
    try:
        text = report_text(read_game_file(Path(path)))
    except GameFileError as exc:
        print(f"eight-and-a-half: {path}: {exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    sys.stdout.write(text)
    return 0


def name_the_window() -> None:
    """Name the window after the game. Before pygame is imported: under X11 its import
    names the window after the script ("__main__.py") unless a name is already set."""
    for variable in APP_NAME_VARIABLES:
        os.environ.setdefault(variable, APP_NAME)  # a packager's own choice stays


def play(*, timing: bool, exit_after_frames: int | None) -> int:
    from game.applog import setup_logging

    log_path = setup_logging()
    log = logging.getLogger("game")
    log.info("8½ %s starting (Python %s, %s)", __version__, sys.version.split()[0], sys.platform)
    try:
        from game.store.settings import SettingsStore
        from game.ui.menus.title import TitleScene
        from game.ui.shell.app import App, NoDisplayError

        app = App(
            SettingsStore(),
            log_path=log_path,
            started_at=STARTED_AT,
            report_timing=timing,
            max_frames=exit_after_frames,
        )
        app.push(TitleScene(app))  # it opens each table when first asked: a fast title
    except NoDisplayError as exc:
        # Not a crash: the player learns why no window came (stderr and the log).
        log.error("%s", exc)
        return EXIT_NO_DISPLAY
    except Exception:
        # Before the loop there is no window to show a crash screen in: log and leave.
        log.critical("Could not start the game", exc_info=True)
        return 1
    return app.run()


def main(argv: list[str] | None = None) -> int:
    ensure_std_streams()  # a windowed build has no console: writes must not crash
    args = parse_args(argv)
    if args.version:
        print(f"eight-and-a-half {__version__}")
        return 0
    if args.review is not None:
        return review_text(args.review)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    name_the_window()
    timing = os.environ.get(TIMING_ENV) == "1"
    try:
        if args.smoke_test:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
            from game.ui.smoke.driver import run_smoke

            return run_smoke(started_at=STARTED_AT, report_timing=timing)
        return play(timing=timing, exit_after_frames=args.exit_after_frames)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    # The review's worker is a process of its own: in the frozen game, that process starts
    # as the game's executable, and this hands it to multiprocessing.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
