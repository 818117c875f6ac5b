"""The seats held by phones at a table: the room's server and its lobby, as the
table sees them.

The server (game.lan.server, on its own thread) owns the lobby: who joined, their tokens,
who is connected. The table owns the match. Each frame the table hands what came from the
phones to itself (`serve`): a move goes through the rules like any move; a phone that joins
or comes back is sent the game as its seat sees it. A phone seat whose phone is away keeps
the table waiting until it comes back or the host gives the seat to a bot (`to_bot`).

This module is loaded only when a room opens (the room screen builds a PhoneHands and
hands it to the table); the table knows its type, not the module.
"""

from __future__ import annotations

from typing import Protocol

from game.lan.lobby import Lobby, LobbySeat
from game.lan.server import Away, Back, Incoming, Joined, MoveSent
from game.store.record import RoomRecord


class RoomLink(Protocol):
    """What the table uses of game.lan.server.RoomServer (tests hand in a fake)."""

    def poll(self) -> list[Incoming]: ...
    def send(self, seat: int, message: dict[str, object]) -> None: ...
    def send_error(self, seat: int, code: str, text: str) -> None: ...
    def lobby_changed(self) -> None: ...


class Served(Protocol):
    """What the table does with what came from a phone."""

    def phone_move(self, seat: int, move: str, ply: int) -> None: ...
    def phone_here(self, seat: int) -> None: ...
    def phone_away(self, seat: int) -> None: ...


def room_record(lobby: Lobby) -> RoomRecord:
    """The room as a save keeps it: its code and each phone seat's token now."""
    tokens = lobby.tokens()
    return RoomRecord(
        lobby.code,
        tuple((s.seat, tokens.get(s.seat)) for s in lobby.seats() if s.kind == "phone"),
    )


def base_language(code: str) -> str:
    """ "fr" for "fr-BE" or "fr_FR": the catalogs are by language, not by country."""
    return code.replace("_", "-").split("-")[0].strip().lower()


class PhoneHands:
    """Which seats phones hold, each phone's language, and the way to reach them."""

    def __init__(self, server: RoomLink, lobby: Lobby) -> None:
        self.server = server
        self.lobby = lobby
        self.langs: dict[int, str] = {}  # seat -> its phone's language, as it said it
        self._waiting: list[Incoming] = []  # taken from the server while the app rested

    # -- who sits where ---------------------------------------------------------------

    def seat(self, seat: int) -> LobbySeat:
        return self.lobby.seats()[seat]

    @property
    def seats(self) -> frozenset[int]:
        """The seats phones hold now (a seat given to a bot is no longer one)."""
        return frozenset(s.seat for s in self.lobby.seats() if s.kind == "phone")

    def name(self, seat: int) -> str | None:
        return self.seat(seat).name

    def away(self, seat: int) -> bool:
        """Is the phone of this phone seat not connected now (asleep, reloading, gone)?"""
        held = self.seat(seat)
        return held.kind == "phone" and not held.connected

    def lang(self, seat: int, table: str) -> str:
        """The language to speak to `seat`'s phone in: its own, else the table's (`table`)."""
        said = self.langs.get(seat)
        return base_language(said) if said else table

    # -- what comes from the phones ----------------------------------------------------

    def stirred(self) -> bool:
        """Has a phone said something? (The app, resting between frames, looks each tick.)"""
        self._waiting.extend(self.server.poll())
        return bool(self._waiting)

    def serve(self, table: Served) -> None:
        """Hand the table what came from the phones since the last frame, in order."""
        came, self._waiting = self._waiting + self.server.poll(), []
        for msg in came:
            if isinstance(msg, MoveSent):
                table.phone_move(msg.seat, msg.move, msg.ply)
            elif isinstance(msg, Joined | Back):
                self.langs[msg.seat] = msg.lang
                table.phone_here(msg.seat)
            elif isinstance(msg, Away):
                table.phone_away(msg.seat)

    # -- what goes to them -------------------------------------------------------------

    def send(self, seat: int, message: dict[str, object]) -> None:
        self.server.send(seat, message)

    def refuse(self, seat: int, code: str, text: str) -> None:
        self.server.send_error(seat, code, text)

    def to_bot(self, seat: int, level: str, name: str) -> RoomRecord:
        """The host gives the seat to a bot of `level`: its phone plays no more, the bot
        plays on under `name`. Returns the room as the save keeps it now."""
        self.lobby.to_bot(seat, level, name)
        self.langs.pop(seat, None)
        self.server.lobby_changed()
        return room_record(self.lobby)
