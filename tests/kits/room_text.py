"""What the room reads on the TV: the table screens of both games (the prompt line, a phone's
away line, a hint, the bubbles, the plates and the piles' words, the move log, the pause
menu, the hand-over, the score pads, the round's result) and the menus' pages (the title,
the room with phones joined and its question to free a seat, the seats page, Watch, the
new-match question, the statistics), drawn, with the font size of every line of text on
them.

A line's height is its font's pixel size, the size pygame's font was opened at (what the
shared text drawing reports, after any shrinking to fit): a line of size 27 stands 27 px
tall from its ascenders to its descenders, whatever the letters.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import drawn_screens as ds

from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.huit.words import carte_word
from game.ui.menus.room import RoomScene
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.i18n import tr
from game.ui.table.pause import PauseScene

LEAST_PCT = 2.5  # the smallest line, in % of the window's height, at 16:9
WIDE = ((1280, 720), (1920, 1080), (3840, 2160))  # the TVs' sizes (16:9)
Screen = Callable[[App, Path], None]

# The drawn screens that are tables or drawn over one (not the title's pages).
TABLE_SCREENS = (
    "8½ mid 2", "8½ mid 5", "8½ attack", "8½ big hand", "8½ blind", "8½ swap", "8½ pad",
    "huit typical", "huit house", "huit crowded", "huit chooser", "huit skipped",
    "huit result", "huit pad",
    "hand-over", "8½ turned", "huit turned",
)  # fmt: skip
# The title and its pages, and the questions asked over them.
MENU_SCREENS = (
    "title", "title phone match", "phone room", "phone room continued", "seats", "watch",
    "house rules", "title house rules", "confirm new match", "statistics",
    "statistics house rules",
)  # fmt: skip


def _table(app: App) -> TableScene | HuitTableScene:
    return next(s for s in app.scenes if isinstance(s, TableScene | HuitTableScene))


def _paused(build: Screen) -> Screen:
    def paused(app: App, tmp: Path) -> None:
        build(app, tmp)
        app.push(PauseScene(app, _table(app)))

    return paused


def _log_open(build: Screen) -> Screen:
    def log_open(app: App, tmp: Path) -> None:
        build(app, tmp)
        _table(app).toggle_log()

    return log_open


def _saying(build: Screen, words: Callable[[], str], tone: str) -> Screen:
    """The table of `build` with its line under the pile saying `words` (a long one: a
    phone away, a hint with its reason)."""

    def saying(app: App, tmp: Path) -> None:
        build(app, tmp)
        _table(app).say_note(words(), tone)

    return saying


def _asking_to_free(app: App, tmp: Path) -> None:
    """The room with phones joined, the host asked whether to free Anne-Sophie's seat."""
    ds.phone_room(app, tmp)
    room = app.scenes[-1]
    assert isinstance(room, RoomScene)
    room.selected = room.index_of("seat_0")
    room.items[room.selected].activate(1)


def _away() -> str:
    return tr("phone.tv.away", name="Anne-Sophie")


def _why() -> str:
    return tr("hint.play_why", cards="½ ½", why=tr("hint.why.five_close", name="Anne-Sophie"))


def _call() -> str:
    return tr("huit.hint.call", name="Anne-Sophie", carte=carte_word())


SCREENS: dict[str, Screen] = {name: ds.SCREENS[name] for name in TABLE_SCREENS + MENU_SCREENS}
SCREENS |= {
    "8½ pause": _paused(ds.eight_half_mid(5)),
    "huit pause": _paused(ds.huit_typical),
    "8½ log": _log_open(ds.eight_half_mid(5)),
    "huit log": _log_open(ds.huit_crowded),
    "8½ away line": _saying(ds.eight_half_mid(5), _away, "info"),
    "huit away line": _saying(ds.huit_crowded, _away, "info"),
    "8½ hint": _saying(ds.eight_half_mid(5), _why, "hint"),
    "huit hint": _saying(ds.huit_typical, _call, "hint"),
    "room free seat": _asking_to_free,
}


def text_sizes(app: App, tmp: Path, size: tuple[int, int]) -> dict[str, list[drawn.Drawn]]:
    """Every line of text on each screen at `size`, by screen."""
    out = {}
    for index, (name, build) in enumerate(SCREENS.items()):
        folder = tmp / f"room_text{index}"
        folder.mkdir(exist_ok=True)
        build(app, folder)
        with drawn.recording() as seen:
            ds.show(app, size)
        out[name] = [d for d in seen if d.kind is drawn.Kind.TEXT]
        ds.clear(app)
    return out
