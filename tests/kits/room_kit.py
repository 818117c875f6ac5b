"""A room without a network for the room screen's tests and pictures: a server that binds
nothing, answers with a fixed address, and records what the room asked of it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.lan.lobby import Lobby
from game.ui.menus.room_host import File, ServerFactory, Serving

ADDRESS = "http://192.168.1.20:8765"


class FakeServer:
    """What the room uses of RoomServer; `started`/`stopped` say what happened to it."""

    def __init__(
        self, lobby: Lobby, files: Mapping[str, File], lang: str, fail: str | None = None
    ) -> None:
        self.lobby = lobby
        self.files = dict(files)
        self.lang = lang
        self.fail = fail
        self.started = False
        self.stopped: str | None = None  # the reason it was stopped with
        self.changes = 0  # lobby_changed calls
        self.sent: list[tuple[int, dict[str, object]]] = []
        self.incoming: list[object] = []  # what the phones "did", for the next poll

    def start(self) -> str:
        if self.fail is not None:
            raise OSError(self.fail)
        self.started = True
        return f"{ADDRESS}/?room={self.lobby.code}"

    def stop(self, reason: str = "host_closed") -> None:
        self.stopped = reason

    def poll(self) -> Sequence[object]:
        came, self.incoming = self.incoming, []
        return came

    def send(self, seat: int, message: dict[str, object]) -> None:
        self.sent.append((seat, message))

    def send_error(self, seat: int, code: str, text: str) -> None:
        self.send(seat, {"t": "error", "code": code, "text": text})

    def lobby_changed(self) -> None:
        self.changes += 1


class FakeNetwork:
    """The servers a room made, the last one first to look at."""

    def __init__(self, fail: str | None = None) -> None:
        self.servers: list[FakeServer] = []
        self.fail = fail

    @property
    def server(self) -> FakeServer:
        return self.servers[-1]

    @property
    def serve(self) -> ServerFactory:
        def make(lobby: Lobby, files: Mapping[str, File], lang: str) -> Serving:
            self.servers.append(FakeServer(lobby, files, lang, self.fail))
            return self.servers[-1]

        return make
