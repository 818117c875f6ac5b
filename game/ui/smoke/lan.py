"""The "Play with phones" smoke step: from the title, a room of Huit américain
on 127.0.0.1 (a phone seat and a bot); one simulated phone (a WebSocket client, as the
phone page is) joins and the TV's lobby shows it; Start deals; the phone plays one move of
those it is sent; then the host leaves the table and the room closes, telling the phone.

The phone waits on its socket (up to a guard's seconds), never on the frame count, and the
frames a bot spends thinking are not counted: a busy machine does not fail the step."""

from __future__ import annotations

import contextlib
import json
import socket
from collections import deque
from collections.abc import Iterator
from typing import Any

from game.ui.smoke.driver import SmokeRun, _title, counted_frames, quit_to_title, smoke_step

GUARD = 10.0  # seconds a phone waits for the room's answer: only against a hung step
FRAMES = 5_000
Message = dict[str, Any]


class SmokePhone:
    """A phone's page reduced to its socket: hello, join, and the messages as they come.

    websockets' own protocol (sans I/O) over a plain socket: its ready-made clients load
    `ssl`, which the built app leaves out (~6 MB), and this step runs in the built app."""

    def __init__(self, address: str, room: str) -> None:
        from websockets.client import ClientProtocol
        from websockets.protocol import State
        from websockets.uri import parse_uri

        self.room = room
        uri = parse_uri(address.replace("http://", "ws://") + "/ws")
        self.sock = socket.create_connection((uri.host, uri.port), timeout=GUARD)
        self.protocol = ClientProtocol(uri)
        self.protocol.send_request(self.protocol.connect())
        self._flush()
        self._texts: deque[str] = deque()
        while self.protocol.state is State.CONNECTING:
            self._read(GUARD)
        if self.protocol.handshake_exc is not None:
            raise self.protocol.handshake_exc
        self.received: list[Message] = []

    def _flush(self) -> None:
        for data in self.protocol.data_to_send():
            if data:
                self.sock.sendall(data)

    def _read(self, timeout: float) -> None:
        """What the socket holds within `timeout` seconds (0: only what is there now)."""
        from websockets.frames import Frame, Opcode

        self.sock.settimeout(timeout or None)
        self.sock.setblocking(timeout > 0)
        try:
            data = self.sock.recv(65536)
        except (BlockingIOError, TimeoutError):
            raise TimeoutError from None
        if data:
            self.protocol.receive_data(data)
        else:
            self.protocol.receive_eof()
        for event in self.protocol.events_received():
            if isinstance(event, Frame) and event.opcode is Opcode.TEXT:
                self._texts.append(bytes(event.data).decode())
        self._flush()  # pongs and the closing handshake answered as the protocol says

    def _recv(self, timeout: float) -> Message:
        while not self._texts:
            self._read(timeout)
        message: Message = json.loads(self._texts.popleft())
        self.received.append(message)
        return message

    def send(self, **message: object) -> None:
        self.protocol.send_text(json.dumps(message).encode())
        self._flush()

    def until(self, kind: str) -> Message:
        """The next message of type `kind` (those before it are kept)."""
        while True:
            message = self._recv(GUARD)
            if message["t"] == kind:
                return message

    def waiting(self) -> list[Message]:
        """What has arrived, without waiting."""
        came = []
        while True:
            try:
                came.append(self._recv(0))
            except TimeoutError:
                return came

    def close(self) -> None:
        from websockets.protocol import State

        if self.protocol.state is State.OPEN:  # (the room may have closed it already)
            with contextlib.suppress(OSError):
                self.protocol.send_close()
                self._flush()
        self.sock.close()


@smoke_step("lan", restarted=True)
def play_with_a_phone(run: SmokeRun) -> Iterator[None]:
    from game.ui.huit.table_scene import HuitTableScene
    from game.ui.menus.room import RoomScene
    from game.ui.menus.room_host import lan_server

    app = run.app
    title = _title(run)
    before = app.settings
    app.update_settings(
        game="huit",
        animation_speed="instant",
        bot_pause=0.0,
        huit_room_players=2,
        huit_room_seats=("phone", "easy", "phone", "phone", "phone"),
    )
    title.room_server = lan_server("127.0.0.1")  # this machine only
    run.click(title.layout().rows[title.index_of("phones")].center)
    yield
    room = app.top
    run.check(isinstance(room, RoomScene), f"Play with phones opened {room!r}")
    assert isinstance(room, RoomScene)
    for _ in range(200):  # the card pictures, a few a frame, then the room opens
        if room.room.is_open or room.room.failure:
            break
        yield
    run.check(room.room.is_open, f"the room did not open: {room.room.failure}")
    phone = SmokePhone(room.room.address, room.room.code)
    try:
        phone.send(t="hello", room=room.room.code, lang="fr-BE", token=None)
        lobby = phone.until("lobby")
        run.check(
            [s["kind"] for s in lobby["seats"]] == ["phone", "bot"],
            f"the phone sees the seats {lobby['seats']}",
        )
        phone.send(t="join", room=room.room.code, seat=0, name="Chloé", lang="fr-BE")
        welcome = phone.until("welcome")
        token = welcome["token"]
        seen = phone.until("lobby")["seats"][0]
        run.check(seen["joined"] and seen["name"] == "Chloé", "the lobby did not show her seat")
        yield
        run.check(room.seat_text(0).startswith("Chloé"), "the TV does not show who joined")
        run.check(room.missing() is None, f"Start still waits: {room.missing()}")
        run.click(room.layout().rows[room.index_of("start")].center)
        yield
        table = app.top
        run.check(isinstance(table, HuitTableScene), f"Start opened {table!r}")
        assert isinstance(table, HuitTableScene)
        run.check(table.phone_seats == {0}, "the table does not know the phone's seat")
        played = None
        for _ in counted_frames(FRAMES, lambda: table.runner.thinking):
            yield
            states = [m for m in phone.waiting() if m["t"] == "state"]
            mine = [m for m in states if m["moves"]]
            if played is None and mine:
                state = mine[-1]
                played = state["ply"]
                phone.send(t="move", token=token, move=state["moves"][0]["move"], ply=played)
            elif played is not None and any(m["ply"] > played for m in states):
                break
        run.check(
            played is not None and table.phone_ply > played,
            "the phone's move was not played at the table",
        )
        yield from quit_to_title(run)
        run.check(room.room.closed, "the room stayed open after the table left")
        run.check(
            phone.until("closed")["reason"] in ("match_over", "host_closed"),
            "the phone was not told the room closed",
        )
    finally:
        phone.close()
        room.room.close()
        title.room_server = None
        app.update_settings(
            **{name: getattr(before, name) for name in ("game", "animation_speed", "bot_pause")}
        )
