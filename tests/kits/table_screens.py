"""Table situations for looking at (screenshots) and for render tests.

    python tests/kits/table_screens.py [--sizes 800x600,1280x720] [--players 2,3,4,5]

writes PNGs of the table into screenshots/ (gitignored). The same situations are built by
tests/ui/eight_half/test_table_render.py, which checks every laid-out rect on every size.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import attrs  # noqa: E402
import pygame  # noqa: E402

from game.ai.eight_half.bots import MediumBot  # noqa: E402
from game.rules.eight_half import new_game, parse_position  # noqa: E402
from game.rules.eight_half.observe import observe  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.bot_runner import InlineExecutor  # noqa: E402
from game.ui.eight_half.intents import Pick  # noqa: E402
from game.ui.eight_half.selection import Where  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))


def make_table(app: App, players: int, seed: int = 5) -> TableScene:
    app.update_settings(players=players, animation_speed="instant", bot_pause=0.0)
    scene = TableScene(app, app.settings, seed=seed, quick_bots=True, executor=InlineExecutor())
    app.push(scene)
    return scene


def run_until(scene: TableScene, done: Callable[[TableScene], bool], limit: int = 3000) -> None:
    """Play frames (the player's moves chosen like the Medium bot would) until `done`."""
    bot = MediumBot()
    for _ in range(limit):
        if done(scene):
            return
        opts = scene.options
        if opts.my_turn:
            move = bot.choose(observe(scene.state, 0), list(opts.legal), scene.hint_rng)
            scene.human_move(move)
        scene.update(0.05)  # no drawing on the way: only the situation is wanted
    raise RuntimeError("the situation never came up")


def mid_game(app: App, players: int) -> TableScene:
    """Some moves in, the player to move, with a selection and bubbles."""
    scene = make_table(app, players)
    moves = [0]

    def ready(s: TableScene) -> bool:
        if s.options.my_turn and not s.options.take_only and s.options.where is Where.HAND:
            moves[0] += 1
            return moves[0] > 4 and s.shown.pile != []
        return False

    run_until(scene, ready)
    hand = scene.shown.seats[0].hand
    playable = [i for i, c in enumerate(hand) if c in scene.options.playable]
    if playable:
        scene.controls.apply(Pick(Where.HAND, playable[-1], hand[playable[-1]], click=True))
    return scene


def attack_window(app: App, players: int) -> TableScene:
    """The player may attack the last player, who finished on 6½ (R9.3)."""
    seats = [
        {
            "hand": "7 7 3",
            "draw": "",
            "open": "9 4",
            "blind": "1 6 h",
            "aside": "5 5",
            "at_table": False,
        }
    ]
    for p in range(1, players):
        last = p == players - 1
        seats.append(
            {
                "hand": "" if last else "4 g",
                "draw": "",
                "open": "" if last else "0 8",
                "blind": "" if last else "2 9 1",
                "aside": "6 6" if last else "",
                "at_table": last,
            }
        )
    pos = {
        "seats": seats,
        "pile": "3 5 6 h",
        "bid": "6.5",
        "five_rule": False,
        "half_owner": players - 1,
        "turn": 0,
        "phase": "attack_window",
        "finisher": players - 1,
    }
    return _with_state(app, players, parse_position(json.dumps(pos)))


def swap_phase(app: App, players: int) -> TableScene:
    """The player won the last game and picks a swap (R10.4); own card already chosen."""
    scene = _with_state(app, players, new_game(players, 11, swap=(0, players - 1)))
    opens = scene.shown.seats[0].open_slots
    scene.controls.apply(Pick(Where.OPEN, 0, opens[0], click=True))
    return scene


def _with_state(app: App, players: int, state: object) -> TableScene:
    scene = make_table(app, players)
    scene.match = attrs.evolve(scene.match, game=state)
    scene._start_game()
    return scene


def game_over(app: App, players: int) -> TableScene:
    scene = make_table(app, players, seed=3)
    run_until(scene, lambda s: s.result_shown)
    return scene


SITUATIONS: dict[str, Callable[[App, int], TableScene]] = {
    "mid": mid_game,
    "attack": attack_window,
    "swap": swap_phase,
    "over": game_over,
}


def with_help(app: App, players: int) -> TableScene:
    from game.ui.eight_half.overlays import HelpScene

    scene = mid_game(app, players)
    app.push(HelpScene(app))
    return scene


def with_pause(app: App, players: int) -> TableScene:
    from game.ui.eight_half.overlays import PauseScene

    scene = mid_game(app, players)
    app.push(PauseScene(app, scene))
    return scene


def attacked(app: App, players: int) -> TableScene:
    """A bot attacks the player's 6½ with a 7: the red flash, mid-way."""
    seats = [{"hand": "3 4", "draw": "2", "open": "9 4", "blind": "1 6 h"}]
    seats += [
        {"hand": "7 1 g" if p == 1 else "5", "open": "0 8", "blind": "g 9"}
        for p in range(1, players)
    ]
    pos = {
        "seats": [
            dict({"draw": "", "open": "", "blind": "", "aside": "", "at_table": False}, **x)
            for x in seats
        ],
        "pile": "3 5 6 h",
        "bid": "6.5",
        "five_rule": False,
        "half_owner": 0,
        "turn": 1,
        "phase": "play",
    }
    scene = _with_state(app, players, parse_position(json.dumps(pos)))
    app.update_settings(animation_speed="normal")
    for _ in range(400):
        anim = scene.director.current
        if anim is not None and anim.is_attack and anim.t > 0.25:
            return scene
        scene.update(0.02)
    raise RuntimeError("no attack seen")


def flying(app: App, players: int) -> TableScene:
    """Cards in the air: the player's two 7s on their way to the pile."""
    seats = [{"hand": "7 7 2", "draw": "4 4 6", "open": "9 4", "blind": "1 6 h"}]
    seats += [{"hand": "3 g", "open": "0 8", "blind": "g 9"} for _ in range(1, players)]
    pos = {
        "seats": [
            dict({"draw": "", "open": "", "blind": "", "aside": "", "at_table": False}, **x)
            for x in seats
        ],
        "pile": "3 5 6",
        "bid": "6",
        "five_rule": False,
        "half_owner": None,
        "turn": 0,
        "phase": "play",
    }
    scene = _with_state(app, players, parse_position(json.dumps(pos)))
    app.update_settings(animation_speed="slow")
    scene.controls.apply(Pick(Where.HAND, 1, scene.shown.seats[0].hand[1]))
    scene.controls.apply(Pick(Where.HAND, 2, scene.shown.seats[0].hand[2]))
    scene.controls.apply(Pick(Where.HAND, 2, scene.shown.seats[0].hand[2]))
    for _ in range(10):
        scene.update(0.03)
    return scene


def over_with_log(app: App, players: int) -> TableScene:
    """The score pad after a game, the move log open under it."""
    scene = game_over(app, players)
    scene.log_open = True
    return scene


def match_end(app: App, players: int) -> TableScene:
    """The last game of a match is over: the pad names the match's winner (item 1)."""
    app.update_settings(match_length=1)
    return game_over(app, players)


def log_scrolled(app: App, players: int) -> TableScene:
    """The move log open and scrolled back a page (item 6)."""
    scene = mid_game(app, players)
    scene.log_open = True
    scene.log.scroll_by(8)
    return scene


def memos(app: App, players: int) -> TableScene:
    """Mid-game with every bubble faded: each opponent's last move stays (item 14)."""
    scene = mid_game(app, players)
    scene.bubbles.update(10.0)
    return scene


def six_nine(app: App, players: int) -> TableScene:
    """6s and 9s in the hand, open and on the pile, underlined (item 13); aside cards
    labelled (item 16); open cards greyed while the hand plays (item 15)."""
    seats = [{"hand": "6 9 9 2", "draw": "4", "open": "9 6 4", "blind": "1 2 h", "aside": "6 9"}]
    seats += [
        {
            "hand": "7 h",
            "open": "6 9 8" if p == 1 else "5 3 8",
            "blind": "g g 0",
            "aside": "4 4" if p == 1 else "",
        }
        for p in range(1, players)
    ]
    pos = {
        "seats": [
            dict({"draw": "", "open": "", "blind": "", "aside": "", "at_table": False}, **x)
            for x in seats
        ],
        "pile": "3 5 6 9",
        "bid": "5",
        "five_rule": False,
        "half_owner": None,
        "turn": 0,
        "phase": "play",
    }
    return _with_state(app, players, parse_position(json.dumps(pos)))


SHOTS = {
    **SITUATIONS,
    "help": with_help,
    "pause": with_pause,
    "attacked": attacked,
    "flying": flying,
    "over_log": over_with_log,
    "match_end": match_end,
    "log_scrolled": log_scrolled,
    "memos": memos,
    "six_nine": six_nine,
}


def shoot(
    out: Path, sizes: tuple[tuple[int, int], ...], players: tuple[int, ...], names: tuple[str, ...]
) -> list[Path]:
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            for n in players:
                app = App(
                    SettingsStore(Path(tmp)),
                    Settings(window_size=sizes[0]),
                    saves=SaveStore(Path(tmp) / "data"),
                )
                scene = SHOTS[name](app, n)
                for size in sizes:
                    for log in (False, True) if name == "mid" else (scene.log_open,):
                        scene.log_open = log
                        pygame.event.post(
                            pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
                        )
                        app.frame(0.0)
                        while app.stretched and app.top is not None:  # until drawn sharp
                            before = app.stretched
                            app.frame(0.0)
                            if app.stretched == before:
                                break
                        path = (
                            out / f"table_{name}{'_log' if log else ''}_{n}p_"
                            f"{size[0]}x{size[1]}.png"
                        )
                        pygame.image.save(pygame.display.get_surface(), str(path))
                        written.append(path)
                app.shutdown()
    return written


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--only", default=",".join(SHOTS))
    args = parser.parse_args()
    sizes = tuple(tuple(int(v) for v in s.split("x")) for s in args.sizes.split(","))
    players = tuple(int(p) for p in args.players.split(","))
    out = ROOT / "screenshots"
    out.mkdir(exist_ok=True)
    for path in shoot(out, sizes, players, tuple(args.only.split(","))):  # type: ignore[arg-type]
        print(path)


if __name__ == "__main__":
    main()
