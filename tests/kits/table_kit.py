"""Helpers for the table tests: build a table, post input like a player, run frames.

The "player" here decides with the engine's legal moves (a test needs a brain) but acts
only through posted mouse and key events, located on what the table draws.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import attrs
import pygame

from game.rules.eight_half import parse_position
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import Move, MoveKind
from game.rules.eight_half.state import State
from game.store.settings import Settings
from game.ui.eight_half.bot_runner import InlineExecutor
from game.ui.eight_half.selection import Where
from game.ui.eight_half.table_scene import TableScene
from game.ui.eight_half.table_view import TOOLS
from game.ui.shell.app import App
from game.ui.shell.overlay import Overlay

DT = 1 / 60


def settings(players: int = 3, size: tuple[int, int] = (800, 600), **kw: Any) -> Settings:
    # Bots wait a second by default, so a test sees the player's move before any answer.
    base = dict(
        window_size=size,
        players=players,
        animation_speed="instant",
        bot_pause=1.0,
        bot_levels=("medium",) * 5,
        match_length=6,
    )
    base.update(kw)
    return Settings(**base)  # type: ignore[arg-type]


def table(app: App, seed: int = 1, **kw: Any) -> TableScene:
    """A table on `app` with quick, deterministic bots (they answer on the main thread)."""
    scene = TableScene(
        app, app.settings, seed=seed, quick_bots=True, executor=InlineExecutor(), **kw
    )
    app.push(scene)
    return scene


def position(players: int, seats: list[dict[str, Any]], **rest: Any) -> State:
    """A test position (RULES.md Part C) from per-seat dicts; missing seats are empty."""
    full = []
    for p in range(players):
        seat = {"hand": "", "draw": "", "open": "", "blind": "", "aside": "", "at_table": False}
        seat.update(seats[p] if p < len(seats) else {})
        full.append(seat)
    pos = {
        "seats": full,
        "pile": "",
        "bid": "0",
        "five_rule": False,
        "half_owner": None,
        "turn": 0,
        "phase": "play",
    }
    pos.update(rest)
    return parse_position(json.dumps(pos))


def put(scene: TableScene, state: State) -> None:
    """Play on from `state` instead of the dealt game (a crafted position is not saved)."""
    scene.match = attrs.evolve(scene.match, game=state)
    scene.record = None
    scene._start_game()


# -- input -------------------------------------------------------------------------------


def key(k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))


def click(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(
    start: tuple[int, int], end: tuple[int, int], steps: int = 4, release: bool = True
) -> None:
    """Press at `start`, move the pointer to `end` with the button held, release there."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * k // steps,
            start[1] + (end[1] - start[1]) * k // steps,
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
    if release:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def resize(size: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def until_sharp(app: App, dt: float = DT, limit: int = 40) -> int:
    """Frames until one is drawn sharp, not the last frame stretched over a new window
    size while the table is built at it; how many were stretched."""
    for n in range(limit):
        before = app.stretched
        app.frame(dt)
        if app.stretched == before:
            return n
    raise AssertionError(f"still stretched after {limit} frames")


def frames(app: App, n: int = 1, dt: float = DT) -> None:
    for _ in range(n):
        app.frame(dt)


def run_until(app: App, done: Callable[[], bool], limit: int = 5000, dt: float = DT) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(dt)
    raise AssertionError("waited in vain")


def idle(scene: TableScene) -> bool:
    return not scene.director.busy and not scene.controls.intents


def assert_no_traces(scene: TableScene) -> None:
    """The base layer is redrawn in place, event after event: it must look exactly like a
    table drawn from scratch (no card left where it no longer lies) by the same kind of
    view (the tutorial's keeps its coach's panel open). After a resize, the stand-ins of
    faces not yet drawn at their new width (face_budget) give way to them first."""
    for _ in range(200):
        if scene.view.settled:
            break
        scene.app.frame(0.0)
    kept = scene.view._base
    assert kept is not None
    fresh = type(scene.view)(scene)
    fresh.draw(pygame.Surface(kept.get_size()))
    assert fresh._base is not None
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh._base, "RGB"), (
        "the table shows traces of earlier moves"
    )


# -- where things are on screen ------------------------------------------------------------


def hand_point(scene: TableScene, index: int) -> tuple[int, int]:
    """A point on the visible part of hand card `index` (the next card overlaps it)."""
    lay = scene.view.layout()
    rects = scene.view.hand_rects(lay, 0)
    r = rects[index]
    right = rects[index + 1].x if index + 1 < len(rects) else r.right
    return (r.x + max(1, (right - r.x) // 2), r.bottom - r.h // 5)


def stack_point(scene: TableScene, seat: int, slot: int, face: bool = True) -> tuple[int, int]:
    blind, open_ = scene.view.layout().seats[seat].stack_cards(slot)
    return open_.center if face else (blind.centerx, blind.bottom - 3)


def button_point(scene: TableScene, name: str) -> tuple[int, int]:
    lay = scene.view.layout()
    for button, rect in zip(scene.controls.buttons(), lay.actions, strict=False):
        if button.name == name:
            return rect.center
    raise AssertionError(f"no {name!r} button on offer: {scene.controls.buttons()}")


def pile_point(scene: TableScene) -> tuple[int, int]:
    return scene.view.layout().pile.center


def tool_point(scene: TableScene, name: str) -> tuple[int, int]:
    return scene.view.layout().toolbar[TOOLS.index(name)].center


# -- the player ------------------------------------------------------------------------------


def act(scene: TableScene, move: Move, rng: random.Random) -> None:
    """Post the mouse clicks or key presses that make `move`, choosing the way at random."""
    use_keys = rng.random() < 0.4
    me = scene.shown.seats[0]
    if move.kind is MoveKind.TAKE:
        key(pygame.K_t) if use_keys else click(button_point(scene, "take"))
    elif move.kind is MoveKind.PASS:
        key(pygame.K_p) if use_keys else click(button_point(scene, "pass"))
    elif move.kind is MoveKind.NOSWAP:
        key(pygame.K_n) if use_keys else click(button_point(scene, "no_swap"))
    elif move.kind is MoveKind.SWAP:
        give, take = move.cards
        loser = scene.state.loser
        assert loser is not None
        click(stack_point(scene, 0, me.open_slots.index(give)))
        click(stack_point(scene, loser, scene.shown.seats[loser].open_slots.index(take)))
    elif move.kind is MoveKind.BLIND:
        slot = [s for s, here in enumerate(me.blind_slots) if here][move.index]
        if use_keys:
            _focus(scene, (Where.BLIND, slot))
            key(pygame.K_RETURN)
        else:
            click(stack_point(scene, 0, slot, face=False))
    else:
        _play(scene, move, rng, use_keys)


def _focus(scene: TableScene, target: tuple[Where, int]) -> None:
    """Arrow keys until the focus is on `target` (counted from the current focus; the
    focus steps over the cards that can be played now)."""
    items = scene.controls.focusables()
    current = items.index(scene.controls.focused()) if scene.controls.focused() in items else 0
    steps = items.index(target) - current
    for _ in range(abs(steps)):
        key(pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)


def _play(scene: TableScene, move: Move, rng: random.Random, use_keys: bool) -> None:
    me = scene.shown.seats[0]
    where = Where.OPEN if move.zone is Zone.OPEN else Where.HAND
    source = list(me.open_slots) if where is Where.OPEN else list(me.hand)
    picks: list[int] = []
    for c in move.cards:
        picks.append(next(i for i, x in enumerate(source) if x == c and i not in picks))
    if use_keys:
        # Space selects a card with its identical twins, and takes a selected card out.
        sel = scene.controls.selection
        for i in picks:
            if i not in sel.picks:
                _focus(scene, (where, i))
                key(pygame.K_SPACE)
                frames(scene.app, 1)
        for j in [j for j in sel.picks if j not in picks]:
            _focus(scene, (where, j))
            key(pygame.K_SPACE)
            frames(scene.app, 1)
        key(pygame.K_RETURN)
        return
    point = (
        (lambda i: hand_point(scene, i))
        if where is Where.HAND
        else (lambda i: stack_point(scene, 0, i))
    )
    for i in picks:
        click(point(i))
    if rng.random() < 0.5 and scene.state.phase.name == "PLAY":
        # The Play button appears once cards are selected: click it in the next frame.
        frames(scene.app, 1)
        click(button_point(scene, "play"))
    else:
        click(point(picks[-1]))  # a selected card clicked again is played


# -- the monkeys' hands (random input through the real loop) -------------------------------

MONKEY_KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE,
               pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_t, pygame.K_p, pygame.K_a, pygame.K_n,
               pygame.K_h, pygame.K_l, pygame.K_F1, pygame.K_TAB, pygame.K_x]  # fmt: skip
MONKEY_SIZES = [(800, 600), (1280, 720), (1920, 1080), (1000, 1000)]  # few: felt is cached for 4


def monkey_targets(app: App) -> list[pygame.Rect]:
    """Rects worth hitting on the current screen (so the monkey clicks cards and buttons)."""
    top = app.top
    if isinstance(top, TableScene):
        lay = top.view.layout()
        rects = list(lay.zones().values())
        rects += [r for s in range(top.players) for r in top.view.hand_rects(lay, s)]
        return rects
    if isinstance(top, Overlay):
        return list(top.layout(app.size).values())
    from game.ui.menus.title import TitleScene  # (the title loads the tables: not at import)

    if isinstance(top, TitleScene):
        return list(top.layout().rows)
    return []


def monkey_input(app: App, rng: random.Random, keys: list[int] = MONKEY_KEYS) -> None:
    """One random input: now and then a window size, else a key of `keys` or the mouse
    (mostly over something worth hitting), moved or clicked."""
    roll = rng.random()
    if roll < 0.01:
        resize(rng.choice(MONKEY_SIZES))
    elif roll < 0.45:
        key(rng.choice(keys), unicode=rng.choice(["", "", "?"]))
    else:
        rects = monkey_targets(app)
        r = rng.choice(rects) if rects and rng.random() < 0.7 else pygame.Rect((0, 0), app.size)
        pos = (rng.randrange(r.x, r.right), rng.randrange(r.y, r.bottom))
        if rng.random() < 0.3:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))  # fmt: skip
        else:
            click(pos, button=rng.choice((1, 1, 1, 3)))
