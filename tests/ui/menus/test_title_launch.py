"""The title comes up fast because the game starts with only what the title draws.
The tables, the tutorial, the bots and the smoke test's steps are imported when the player
first opens them, not before the first frame; a game's rules only when a saved match of it
is read for its Continue row."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from store_kit import play

from game.store.saves import SaveStore

ROOT = Path(__file__).resolve().parents[3]
# `python -m game` showing one frame, its files under the folder given; prints the title's
# rows as first drawn, then every module of the game loaded by then.
LAUNCH = """
import sys
from pathlib import Path

from game.store import paths

home = Path(sys.argv[1])
paths.config_dir = lambda: home / "config"
paths.data_dir = lambda: home / "data"
paths.log_dir = lambda: home / "log"

from game.ui.menus.title import TitleScene

rows = []
draw = TitleScene.draw


def remember(self, surface):
    rows.append(" ".join(item.key for item in self.items))
    draw(self, surface)


TitleScene.draw = remember
import game.__main__ as entry

assert entry.main(["--exit-after-frames", "1"]) == 0
print(rows[0])
print(*sorted(name for name in sys.modules if name.startswith(("game.", "websockets", "segno"))))
"""
# What the title does not draw with: each is loaded when its screen first opens.
NOT_AT_THE_TITLE = (
    "game.ai", "game.ui.eight_half", "game.ui.huit", "game.ui.table", "game.ui.tutorial",
    "game.ui.scorepad", "game.ui.smoke", "game.ui.menus.sound", "game.ui.menus.statistics",
    # the phones' room: its server and the libraries it stands on
    "game.lan", "game.ui.menus.room", "game.ui.menus.room_host", "game.ui.menus.room_files",
    "websockets", "segno",
)  # fmt: skip
# Only a safety net: the launch takes well under a second.
NEVER_ENDING = 60


def launch(home: Path) -> tuple[list[str], set[str]]:
    """The title's row keys in its first frame, and the game's modules loaded by then."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("EIGHT_HALF_TIMING", None)
    done = subprocess.run(
        [sys.executable, "-c", LAUNCH, str(home)], cwd=ROOT, capture_output=True, text=True,
        timeout=NEVER_ENDING, env=env, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    rows, modules = done.stdout.splitlines()[-2:]
    return rows.split(), set(modules.split())


def loaded_of(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in packages))


def test_first_frame_loads_no_table_tutorial_bot_or_smoke_step(tmp_path: Path) -> None:
    rows, modules = launch(tmp_path)
    assert rows[0] == "new_game"
    assert "game.ui.menus.title" in modules
    assert loaded_of(modules, NOT_AT_THE_TITLE) == []
    assert loaded_of(modules, ("game.rules",)) == []  # no match saved: no rules to check one


def test_a_match_to_continue_shows_without_its_table(tmp_path: Path) -> None:
    """The Continue row's summary comes from the saved match, checked by the store with its
    game's rules (R10.5: a match of games); the table that plays it is loaded only when the
    player continues, and the other game's rules not at all."""
    rec, _ = play(players=3, seed=7, length=3, plies=12)
    assert SaveStore(tmp_path / "data").save_current(rec)
    rows, modules = launch(tmp_path)
    assert "continue_eight_half" in rows
    assert loaded_of(modules, NOT_AT_THE_TITLE) == []
    assert "game.rules.eight_half" in modules
    assert loaded_of(modules, ("game.rules.huit",)) == []
