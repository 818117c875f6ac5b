"""The parts a game's table builds for the shared table (base.py), as the shared table uses
them: what a match, options, shown table, director, view, log and controls must offer.

Each game's parts have more; the game's table declares its own types, and mypy checks that
they fit these (`CardTable[State, Move, Event, Observation, Options, Match]`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

import pygame

from game.ui.table.director import ShownTable
from game.ui.table.move_log import LogLine

EventT = TypeVar("EventT")  # an engine event
# ...and as the parts only take them in: a seat's observation, an event
EventT_in = TypeVar("EventT_in", contravariant=True)
ObsT_in = TypeVar("ObsT_in", contravariant=True)


class MatchLike(Protocol):
    """A game's match: its games (rounds) and totals; the table asks only if it is over."""

    @property
    def is_over(self) -> bool: ...


class OptionsLike(Protocol):
    """The player's options at a moment of the game."""

    @property
    def my_turn(self) -> bool: ...


class ShownGame(ShownTable[EventT_in, ObsT_in], Protocol[EventT_in, ObsT_in]):
    """The table as the player sees it, one event at a time (shown.py of each game)."""

    last_mover: int | None  # who made the last move shown

    def differences(self, obs: ObsT_in) -> list[str]: ...


class Directing(Protocol[EventT, ObsT_in]):
    """Shows a move's events one after another (director.py)."""

    @property
    def busy(self) -> bool: ...
    def play(self, events: list[EventT], after: ObsT_in) -> None: ...
    def update(self, dt: float, scale: float) -> None: ...


class LaidOut(Protocol):
    """A table's layout at a window size: where the move log's panel lies, if open."""

    @property
    def log_panel(self) -> pygame.Rect | None: ...


class TableViewLike(Protocol):
    """Draws the table and scrolls its move log."""

    def invalidate(self) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def log_event(self, event: pygame.event.Event) -> bool: ...
    def layout(self, size: tuple[int, int] | None = None) -> LaidOut: ...


class MoveLogLike(Protocol[EventT_in]):
    """The move log: a heading per game, a line per shown event (in the game's words)."""

    lines: list[LogLine]  # the newest last

    def heading(self, text: str) -> None: ...
    def begin_game(self, lines: Sequence[str]) -> None: ...
    def on_shown(self, e: EventT_in) -> None: ...
    def scroll_to(self, newest: bool) -> None: ...


class ControlsLike(Protocol):
    """The player's keys and clicks at the table."""

    def reset(self) -> None: ...
    def on_new_turn(self) -> None: ...
    def handle_event(self, event: pygame.event.Event) -> None: ...
    def prompt(self) -> str: ...
