"""What a game's table says to a phone, in the game's own words: how a move
sent in the notation is read, what the phone is shown, the line telling it what to do, and
the last line of the move log. Each table names its own (`CardTable.phone`).

Everything here speaks the current language: the table speaks the phone's around it
(i18n.in_language). Nothing here imports the room's server: a table loads this whether or
not a phone sits at it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from attrs import frozen

StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
EventT = TypeVar("EventT")

Names = Sequence[str]  # each seat's name as the phones show it


@frozen
class PhoneRules(Generic[StateT, MoveT, EventT]):
    game: str  # "eight_half" | "huit": the state message's "game"
    parse_move: Callable[[str], MoveT]  # RULES.md Part C / Part D; raises `notation_error`
    notation_error: type[ValueError]
    # (state, seat, its legal moves or (), names, ply) -> the "state" message (game.lan.views)
    view: Callable[[StateT, int, Sequence[MoveT], Names, int], dict[str, object]]
    # (state, seat, its legal moves or (), names) -> whose turn it is, or what to do now
    prompt: Callable[[StateT, int, Sequence[MoveT], Names], str]
    # (the last move's events, the phone's seat, names) -> its last line in the move log
    last: Callable[[Sequence[EventT], int, Names], str]
