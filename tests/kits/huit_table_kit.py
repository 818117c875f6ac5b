"""Helpers for the Huit américain table tests: build a table, post input like a player,
run frames, and put crafted positions (RULES.md Part D) on the table."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pygame
from table_kit import DT, click, frames, key, run_until

from game.rules import huit
from game.store.settings import Settings
from game.ui.huit.table_scene import HuitTableScene, quick_bot
from game.ui.shell.app import App
from game.ui.table.bot_runner import InlineExecutor

__all__ = [
    "DT",
    "InlineExecutor",
    "click",
    "frames",
    "key",
    "position",
    "put",
    "quick_bot",
    "run_until",
    "settings",
    "table",
]


def settings(players: int = 3, size: tuple[int, int] = (800, 600), **kw: Any) -> Settings:
    base: dict[str, Any] = dict(
        window_size=size,
        game="huit",
        huit_players=players,
        animation_speed="instant",
        bot_pause=1.0,
        huit_levels=("medium",) * 5,
        huit_to_500=True,
    )
    base.update(kw)
    return Settings(**base)


def table(app: App, seed: int = 1, **kw: Any) -> HuitTableScene:
    """A table on `app` with quick, deterministic bots (they answer on the main thread)."""
    scene = HuitTableScene(
        app, app.settings, seed=seed, quick_bots=True, executor=InlineExecutor(), **kw
    )
    app.push(scene)
    return scene


def position(hands: list[str], **rest: Any) -> huit.State:
    pos: dict[str, Any] = {
        "game": "huit",
        "decks": 1,
        "hands": hands,
        "stock": "",
        "discard": "",
        "suit": None,
        "turn": 0,
        "phase": "play",
        "drawn": None,
        "penalty": 0,
        "unannounced": None,
    }
    pos.update(rest)
    return huit.parse_position(json.dumps(pos))


def put(scene: HuitTableScene, state: huit.State) -> None:
    """Play on from `state` instead of the dealt round (a crafted position is not saved)."""
    scene.match = attrs.evolve(scene.match, round=state)
    scene.record = None
    scene._start_game()


def card_pos(scene: HuitTableScene, card: huit.Card) -> tuple[int, int]:
    """Where to click to play `card` from the player's hand."""
    lay = scene.view.layout()
    rects = scene.view.hand_rects(lay)
    order = scene.controls.order()
    pos = next(p for p, i in enumerate(order) if scene.shown.hand[i] == card)
    r = rects[pos]
    right = rects[pos + 1].x if pos + 1 < len(rects) else r.right
    return ((r.x + min(r.right, right)) // 2, r.y + r.h // 4)


def picture(app: App, size: tuple[int, int] | None = None) -> pygame.Surface:
    """The whole window as drawn now (every scene of the stack, overlays on top), at `size`
    (the dummy display may be smaller than the window asked for)."""
    surface = pygame.Surface(size or app.size)
    app.compose(surface)
    return surface
