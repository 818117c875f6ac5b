"""A room while it is open: its lobby and its server, from the room screen to the
end of the match.

The room screen opens it and the table plays in it; it closes when the host closes the
room, when the match ends, or when the app quits, whichever comes first (the app's
`at_shutdown` and `at_match_end` reach it). Nothing of a room outlives the app: its server
binds only while it is open.

This module is loaded only when a room opens (game.lan's server, websockets and segno
with it): the title stays light.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from game.lan.lobby import Lobby, LobbySeat, new_room_code
from game.names.alike import prepare as prepare_names
from game.store.record import MatchRecord, RoomRecord
from game.store.settings import BOT_LEVELS, BotLevel, RoomSeat

if TYPE_CHECKING:
    from game.ui.shell.app import App

log = logging.getLogger(__name__)

File = tuple[bytes, str]
PHONE: RoomSeat = "phone"
PHONE_LEVEL: BotLevel = "medium"  # a phone seat's bot's level, if the host hands it to one


class Serving(Protocol):
    """What the room uses of game.lan.server.RoomServer (tests hand in a fake)."""

    lobby: Lobby

    def start(self) -> str: ...
    def stop(self, reason: str = "host_closed") -> None: ...
    def poll(self) -> Sequence[object]: ...
    def send(self, seat: int, message: dict[str, object]) -> None: ...
    def send_error(self, seat: int, code: str, text: str) -> None: ...
    def lobby_changed(self) -> None: ...


# (lobby, files, the table's language) -> a server not yet started
ServerFactory = Callable[[Lobby, Mapping[str, File], str], Serving]


def lan_server(host: str | None = None) -> ServerFactory:
    """The real server, on this machine's address on the local network (or `host`)."""

    def make(lobby: Lobby, files: Mapping[str, File], lang: str) -> Serving:
        from game.lan.address import local_address
        from game.lan.server import RoomServer

        return RoomServer(lobby, files, host=host or local_address(), lang=lang)

    return make


def lobby_seats(seats: Sequence[RoomSeat], names: Mapping[int, str]) -> list[LobbySeat]:
    """The lobby's seats for the host's choice: a phone (named if a phone holds it, from a
    save or an earlier lobby) or a bot of a level (named in a match going on)."""
    return [
        LobbySeat(seat, "phone", names.get(seat), PHONE_LEVEL, joined=False, connected=False)
        if kind == PHONE
        else LobbySeat(seat, "bot", names.get(seat), kind, joined=False, connected=False)
        for seat, kind in enumerate(seats)
    ]


def room_seat(seat: LobbySeat) -> RoomSeat:
    """A lobby seat as the settings keep it: "phone" or the bot's level."""
    return PHONE if seat.kind == "phone" else room_level(seat.level)


def resumed_seats(record: MatchRecord) -> tuple[list[RoomSeat], dict[int, str], dict[int, str]]:
    """A saved match's room: each seat (a phone, or its bot's level), the names of the phone
    seats and their tokens."""
    assert record.room is not None
    phones = set(record.room.seats)
    seats: list[RoomSeat] = [
        PHONE if seat in phones else room_level(player.level)
        for seat, player in enumerate(record.players)
    ]
    names = {seat: record.players[seat].name for seat in record.room.tokens()}
    return seats, names, record.room.tokens()


def bot_names(record: MatchRecord) -> dict[int, str]:
    """The names a saved match's bots play under, by seat ("Chloé" for the seat her phone
    left): the phones' lobby shows them as the TV does."""
    assert record.room is not None
    phones = set(record.room.seats)
    return {seat: p.name for seat, p in enumerate(record.players) if seat not in phones}


def room_level(level: str | None) -> BotLevel:
    """A bot's level as the settings know it (medium for anything else)."""
    return next((known for known in BOT_LEVELS if known == level), PHONE_LEVEL)


class OpenRoom:
    """The lobby and its server for one room; `open` starts serving, `close` ends it."""

    def __init__(
        self,
        app: App,
        game: str,
        seats: Sequence[RoomSeat],
        *,
        serve: ServerFactory,
        code: str | None = None,
        names: Mapping[int, str] | None = None,
        tokens: Mapping[int, str] | None = None,
        rules: Sequence[str] = (),
    ) -> None:
        """`rules`: the house rules of the room's match (Huit américain, RULES.md H7), which
        the phones' lobby shows."""
        self.app = app
        self.game = game
        self._serve = serve
        self.lobby = Lobby(game, lobby_seats(seats, names or {}), code or new_room_code(),
                           tokens, rules=rules)  # fmt: skip
        self.server: Serving | None = None
        self.files: Mapping[str, File] = {}
        self.url = ""  # "http://192.168.1.20:8765/?room=KXQB" once open
        self.failure: str | None = None  # why the room could not open, for the screen
        self.started = False  # the match began: the table holds the phones
        self.langs: dict[int, str] = {}  # seat -> the language its phone said it speaks
        self.closed = False
        app.at_shutdown.append(self._app_quits)
        app.at_match_end.append(self._match_ended)

    @property
    def code(self) -> str:
        return self.lobby.code

    @property
    def is_open(self) -> bool:
        return self.server is not None

    @property
    def address(self) -> str:
        """The address in words, without the room code ("http://192.168.1.20:8765")."""
        return self.url.split("/?", 1)[0]

    @property
    def short_address(self) -> str:
        """The address as a phone without a camera types it ("192.168.1.20:8765"): every
        phone's browser opens a bare host and port; the page there asks for the code."""
        return self.address.removeprefix("http://")

    def open(self, files: Mapping[str, File]) -> bool:
        """Serve `files` and the room; False (and `failure` says why) if it cannot bind."""
        self.files = files
        prepare_names()  # while the room's screen opens, not during the first join
        server = self._serve(self.lobby, files, self.app.settings.language)
        try:
            self.url = server.start()
        except (OSError, RuntimeError) as exc:
            log.warning("The room could not open: %s", exc)
            self.failure = str(exc) or type(exc).__name__
            return False
        self.failure = None
        self.server = server
        log.info("Room %s open at %s", self.code, self.url)
        return True

    # -- the host's choices --------------------------------------------------------------

    def reseat(self, seats: Sequence[RoomSeat]) -> None:
        """The host changed what the seats are: a seat made a bot loses its phone; a bot's
        seat made a phone's is open for a phone. Another number of seats is another lobby:
        the server opens again with it (same code, the phones that stay keep their seats)."""
        now = self.lobby.seats()
        if len(seats) != len(now):
            self._recount(seats)
            return
        for seat, (kind, held) in enumerate(zip(seats, now, strict=True)):
            if kind == room_seat(held):
                continue
            if kind == PHONE:
                self.lobby.free(seat)
            else:
                self.lobby.to_bot(seat, kind)
        self.lobby_changed()

    def _recount(self, seats: Sequence[RoomSeat]) -> None:
        kept = {
            s.seat: s
            for s in self.lobby.seats()
            if s.seat < len(seats) and s.joined and seats[s.seat] == PHONE
        }
        tokens = {seat: token for seat, token in self.lobby.tokens().items() if seat in kept}
        names = {seat: s.name for seat, s in kept.items() if s.name is not None}
        was_open = self.server is not None
        self._stop("host_closed")
        self.lobby = Lobby(
            self.game, lobby_seats(seats, names), self.code, tokens, rules=self.lobby.rules
        )
        if was_open:
            self.open(self.files)

    def free(self, seat: int) -> None:
        """The host frees a joined phone seat: its phone loses it, another may take it."""
        self.lobby.free(seat)
        self.langs.pop(seat, None)
        self.lobby_changed()

    def lobby_changed(self) -> None:
        if self.server is not None:
            self.server.lobby_changed()

    def poll(self) -> None:
        """What the phones did since the last look: the lobby shows who came and went; the
        language each phone speaks is kept for the table to speak it."""
        from game.lan.server import Back, Joined

        for said in self.server.poll() if self.server is not None else ():
            if isinstance(said, Joined | Back):
                self.langs[said.seat] = said.lang

    # -- the match -----------------------------------------------------------------------

    def begin(self) -> None:
        """The match begins: the phones stop seeing seats to take."""
        self.started = True
        self.lobby.set_started(True)
        self.lobby_changed()

    def record(self) -> RoomRecord:
        """The room as a save keeps it: its code and each phone seat's token now."""
        from game.ui.table.phones import room_record  # (loaded with a room, as this is)

        return room_record(self.lobby)

    # -- closing -------------------------------------------------------------------------

    def close(self, reason: str = "host_closed") -> None:
        """Tell the phones why, stop serving, and free the port; once."""
        if self.closed:
            return
        self.closed = True
        self._stop(reason)
        if self._app_quits in self.app.at_shutdown:
            self.app.at_shutdown.remove(self._app_quits)
        if self._match_ended in self.app.at_match_end:
            self.app.at_match_end.remove(self._match_ended)

    def _stop(self, reason: str) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop(reason)
            log.info("Room %s closed (%s)", self.code, reason)

    def _app_quits(self) -> None:
        self.close("host_closed")

    def _match_ended(self, rec: MatchRecord) -> None:
        """A match ended: this room's (a started room of that game), not another's."""
        if self.started and rec.game == self.game:
            self.close("match_over")
