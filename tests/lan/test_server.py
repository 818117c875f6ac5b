"""The room's server over real sockets on 127.0.0.1: joining, tokens, sleep and return,
the page's files, and everything a phone may get wrong (issue 26)."""

from __future__ import annotations

import json
import logging
import socket
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from lan_kit import Phone, RulesRoom
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect
from websockets.typing import Origin

from game.lan import server
from game.lan.lobby import Lobby, LobbySeat
from game.lan.protocol import MAX_MESSAGE, RATE
from game.lan.server import OUTBOX_LIMIT, Away, Back, Joined, MoveSent, RoomServer


@pytest.fixture
def room() -> Iterator[RulesRoom]:
    room = RulesRoom("huit", ("phone", "phone", "bot"), seed=4)
    room.start()
    yield room
    room.close()


def test_a_phone_sees_the_seats_and_takes_one(room: RulesRoom) -> None:
    ada = room.phone("fr-FR")
    lobby = ada.hello()
    assert lobby["t"] == "lobby" and lobby["room"] == room.code and lobby["game"] == "huit"
    assert lobby["started"] is False
    assert [(s["kind"], s["joined"]) for s in lobby["seats"]] == [
        ("phone", False), ("phone", False), ("bot", False)
    ]  # fmt: skip
    welcome = ada.join(1, "Ada")
    assert welcome == {"t": "welcome", "seat": 1, "token": ada.token, "name": "Ada"}
    assert room.pump() == [Joined(1, "Ada", "fr-FR")]
    seats = ada.until("lobby")["seats"]
    assert seats[1] == {"seat": 1, "kind": "phone", "name": "Ada", "level": None,
                        "joined": True, "connected": True}  # fmt: skip


def test_the_wrong_room_code_gets_nothing(room: RulesRoom) -> None:
    phone = room.phone()
    phone.room = "ZZZZ"
    assert phone.hello()["code"] == "bad_room"
    assert phone.join(0, "Ada")["code"] == "bad_room"
    assert not room.lobby.seats()[0].joined and room.server.wait(0) == []
    phone.room = room.code.lower()  # typed by hand: the case does not matter
    assert phone.hello()["t"] == "lobby"


def test_a_wrong_token_gets_no_seat_and_moves_nothing(room: RulesRoom) -> None:
    ada = room.phone()
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    thief = room.phone()
    assert thief.hello("not-the-token") == {
        "t": "error", "code": "bad_token", "text": "this phone holds no seat in the room"
    }  # fmt: skip
    assert thief.next()["t"] == "lobby"  # the page shows the seats to take
    thief.move("draw", 0, token="not-the-token")
    assert thief.next()["code"] == "bad_token"
    thief.move("draw", 0, token=ada.token)  # stolen, but this connection never said hello
    assert thief.next()["code"] == "not_joined"
    assert room.server.wait(0) == []


def test_a_seat_or_a_name_already_taken_is_refused(room: RulesRoom) -> None:
    ada, bob = room.phone(), room.phone()
    ada.hello()
    ada.join(0, "Ada")
    bob.hello()
    assert bob.join(0, "Bob")["code"] == "seat_taken"
    assert bob.join(1, "ADA")["code"] == "name_taken"
    assert bob.join(2, "Bob")["code"] == "seat_taken"  # the bot's
    assert bob.join(7, "Bob")["code"] == "no_such_seat"
    assert bob.join(1, "")["code"] == "bad_name"
    assert room.pump() == [Joined(0, "Ada", "en")]
    assert bob.join(1, "Bob")["t"] == "welcome"


def test_a_phone_that_sleeps_is_away_then_back_on_its_seat_with_its_token(
    room: RulesRoom,
) -> None:
    ada, bob = room.phone(), room.phone()
    for phone, seat, name in ((ada, 0, "Ada"), (bob, 1, "Bob")):
        phone.hello()
        phone.join(seat, name)
    room.pump_until(lambda: room.joined == {0, 1})
    room.begin()
    ada.close()  # the phone locks
    room.pump_until(lambda: room.away == {0})
    assert Away(0) in room.incoming
    assert bob.until("away") == {"t": "away", "seat": 0, "name": "Ada"}
    assert not room.lobby.seats()[0].connected and room.lobby.seats()[0].joined
    again = room.phone("nl")
    welcome = again.hello(ada.token)
    assert welcome == {"t": "welcome", "seat": 0, "token": ada.token, "name": "Ada"}
    room.pump_until(lambda: room.away == set())
    assert room.incoming[-1] == Back(0, "nl")
    state = again.until("state")
    assert state["seat"] == 0 and state["ply"] == room.ply
    assert room.lobby.seats()[0].connected


def test_the_host_frees_a_seat_and_another_phone_takes_it(room: RulesRoom) -> None:
    ada = room.phone()
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    room.begin()
    ada.until("state")
    room.lobby.free(0)  # the host, on the TV
    room.joined.discard(0)
    room.server.lobby_changed()
    assert ada.until("error")["code"] == "bad_token"
    lost = len(ada.received)
    chloe = room.phone()
    chloe.hello()
    assert chloe.join(0, "Chloé")["t"] == "welcome"
    room.pump()
    assert chloe.until("state")["seat"] == 0
    ada.move("draw", room.ply)
    assert ada.until("error")["code"] == "bad_token"
    ada.send({"t": "ping"})
    ada.until("pong")
    # Nothing for seat 0 reaches the phone that lost it (Chloé's hand is hers alone): her
    # state was sent before this pong
    assert not any(m["t"] == "state" for m in ada.received[lost:])


def get(url: str | urllib.request.Request) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_the_page_files_are_served_with_their_headers_and_nothing_else() -> None:
    files = {
        "/": (b"<!doctype html>", "text/html; charset=utf-8"),
        "/phone.js": (b"'use strict';", "text/javascript; charset=utf-8"),
        "/cards/huit/7h.png": (b"\x89PNG", "image/png"),
    }
    room = RulesRoom("huit", ("phone", "bot"), files=files)
    url = room.start()
    base = f"http://127.0.0.1:{room.port}"
    try:
        status, headers, body = get(url)  # the QR code's address, with ?room=
        assert (status, body) == (200, b"<!doctype html>")
        assert headers["Content-Type"] == "text/html; charset=utf-8"
        assert headers["Cache-Control"] == "no-store"
        assert headers["Content-Security-Policy"] == "default-src 'self'; img-src 'self' data:"
        assert not any(h.lower().startswith("access-control") for h in headers)  # no CORS
        assert get(base + "/phone.js")[2] == b"'use strict';"
        assert get(base + "/cards/huit/7h.png")[1]["Content-Type"] == "image/png"
        for path in ("/index.htm", "/../pyproject.toml", "/cards/huit/8h.png", "/phone.js/",
                     "/%2e%2e/etc/passwd", "/cards"):  # fmt: skip
            status, headers, _ = get(base + path)
            assert status == 404, path
            assert headers["Content-Security-Policy"].startswith("default-src 'self'")
    finally:
        room.close()


def test_a_web_page_of_another_site_cannot_open_the_socket(room: RulesRoom) -> None:
    with pytest.raises(InvalidStatus) as refused:
        connect(f"ws://127.0.0.1:{room.port}/ws", origin=Origin("http://evil.example"))
    assert refused.value.response.status_code == 403
    own = Origin(f"http://127.0.0.1:{room.port}")
    with connect(f"ws://127.0.0.1:{room.port}/ws", origin=own) as ws:
        ws.send('{"t":"ping"}')
        assert json.loads(ws.recv(10)) == {"t": "pong"}


def test_malformed_messages_get_an_error_and_change_nothing(room: RulesRoom) -> None:
    ada = room.phone()
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    before = room.lobby.seats()
    for text, code in (("{", "bad_json"), ('{"t":"sing"}', "unknown_type"),
                       ('{"t":"ping","x":1}', "bad_field"), (b"\xff\xfe", "bad_json"),
                       ('{"t":"move","token":"x","move":3,"ply":0}', "bad_field")):  # fmt: skip
        ada.send_text(text)
        assert ada.answer("error")["code"] == code
    ada.send({"t": "ping"})
    assert ada.answer("pong") == {"t": "pong"}  # still connected
    assert room.lobby.seats() == before and room.server.wait(0) == []


def test_an_oversized_message_gets_an_error_and_its_connection_closed(room: RulesRoom) -> None:
    ada = room.phone()
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    ada.send({"t": "move", "token": ada.token, "move": "x" * MAX_MESSAGE, "ply": 0})
    assert ada.until("error")["code"] == "too_big"
    with pytest.raises(ConnectionClosed):
        ada.next()
    room.pump_until(lambda: room.away == {0})
    assert not any(isinstance(i, MoveSent) for i in room.incoming)
    assert room.lobby.seats()[0].joined  # she comes back with her token


class StillClock:
    """The rate limit's clock: time stands still until the test moves it. It counts its
    readings (one as a connection opens, one per message) so the test knows when the
    server has read every message sent, without waiting on the wall clock."""

    def __init__(self) -> None:
        self.now = 0.0
        self.reads = 0
        self._read = threading.Condition()

    def __call__(self) -> float:
        with self._read:
            self.reads += 1
            self._read.notify_all()
            return self.now

    def wait_reads(self, count: int) -> None:
        with self._read:
            assert self._read.wait_for(lambda: self.reads >= count, timeout=10)


def test_a_flood_is_dropped_with_one_error() -> None:
    clock = StillClock()
    room = RulesRoom("huit", ("phone", "bot"), clock=clock)
    room.start()
    try:
        ada = room.phone()
        ada.hello()
        ada.join(0, "Ada")
        room.pump()
        room.begin()
        ply = ada.until("state")["ply"]
        burst = RATE[1] - 2  # hello and join spent two
        for _ in range(burst + 20):
            ada.send({"t": "move", "token": ada.token, "move": "draw", "ply": ply})
        ada.send({"t": "ping", "n": 1})  # dropped: the bucket is empty (else bad_field)
        clock.wait_reads(1 + 2 + burst + 20 + 1)  # the server has read them all
        clock.now += 60  # a minute later the bucket is full again
        ada.send({"t": "ping"})
        ada.until("pong")
        codes = [m["code"] for m in ada.received if m["t"] == "error"]
        assert codes == ["flood"]  # one, not one per message dropped
        moves = [i for i in room.server.poll() if isinstance(i, MoveSent)]
        assert len(moves) == burst  # the rest never reached the table
    finally:
        room.close()


def test_stop_tells_the_phones_closes_everything_and_frees_the_port() -> None:
    seats = [LobbySeat(0, "phone", None, "", False, False)]
    first = RoomServer(Lobby("eight_half", seats, "KXQB"), {}, "127.0.0.1", 0)
    url = first.start()
    port = int(url.split(":")[2].split("/")[0])
    phone = Phone(port, "KXQB")
    phone.hello()
    phone.join(0, "Ada")
    assert first.wait(10) == [Joined(0, "Ada", "en")]
    thread = first._thread
    first.stop("match_over")
    assert thread is not None and not thread.is_alive()
    assert phone.until("closed") == {"t": "closed", "reason": "match_over"}
    with pytest.raises(ConnectionClosed):
        phone.next()
    first.send(0, {"t": "pong"})  # after the end: nobody to tell, no error
    assert first.poll() == []  # closing the room sent nobody away
    again = RoomServer(Lobby("eight_half", seats, "KXQB"), {}, "127.0.0.1", port)
    assert again.start() == f"http://127.0.0.1:{port}/?room=KXQB"
    again.stop()


def test_a_port_already_taken_the_room_takes_the_next() -> None:
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        seats = [LobbySeat(0, "phone", None, "", False, False)]
        server = RoomServer(Lobby("huit", seats, "KXQB"), {}, "127.0.0.1", port)
        try:
            url = server.start()
        finally:
            server.stop()
        assert url.startswith("http://127.0.0.1:") and f":{port}/" not in url


@pytest.mark.parametrize("host", ["0.0.0.0", "8.8.8.8", "192.0.2.2", "localhost", ""])
def test_the_room_never_binds_beyond_the_local_network(host: str) -> None:
    seats = [LobbySeat(0, "phone", None, "", False, False)]
    with pytest.raises(ValueError, match="local network"):
        RoomServer(Lobby("huit", seats, "KXQB"), {}, host)


def test_a_phone_that_stops_reading_is_cut_off_not_fed_forever(room: RulesRoom) -> None:
    asleep = Phone(room.port, room.code)
    asleep.hello()
    asleep.join(0, "Ada")
    room.pump()
    # A phone asleep with its socket open: the client reads no more (its queue is full)
    slow = connect(f"ws://127.0.0.1:{room.port}/ws", max_queue=1).__enter__()
    slow.send(json.dumps({"t": "hello", "room": room.code, "lang": "en", "token": asleep.token}))
    room.pump_until(lambda: isinstance(room.incoming[-1], Back))
    asleep.close()  # the seat is still held: by the phone that reads no more
    big = "x" * 100_000
    for _ in range(OUTBOX_LIMIT * 2):  # 50 MB: far beyond what the sockets buffer
        room.server.send(0, {"t": "pong", "pad": big})
    room.pump_until(lambda: room.away == {0})  # cut off: the seat waits for it
    slow.close_socket()


def test_connections_beyond_the_limit_are_turned_away(
    room: RulesRoom, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "CONNECTION_LIMIT", 2)
    first, second = room.phone(), room.phone()
    first.hello()
    first.join(0, "Ada")
    second.hello()  # both are in
    with pytest.raises(InvalidStatus) as refused:
        room.phone()
    assert refused.value.response.status_code == 503
    first.close()
    room.pump_until(lambda: room.away == {0})  # her connection is gone
    assert room.phone().hello(first.token)["t"] == "welcome"  # room for her again


def test_only_the_rooms_own_address_is_answered(room: RulesRoom) -> None:
    """A site on the internet that points its own name at this machine (DNS rebinding)
    reaches neither the page nor the socket."""
    page = urllib.request.Request(
        f"http://127.0.0.1:{room.port}/", headers={"Host": f"evil.example:{room.port}"}
    )
    assert get(page)[0] == 421
    rebound = socket.create_connection(("127.0.0.1", room.port))
    with rebound, pytest.raises(InvalidStatus) as refused:
        connect(
            f"ws://evil.example:{room.port}/ws",  # the name, on this machine's socket
            sock=rebound,
            origin=Origin(f"http://evil.example:{room.port}"),
        )
    assert refused.value.response.status_code == 421
    assert get(f"http://127.0.0.1:{room.port}/")[0] == 200


def test_the_game_log_hears_the_rooms_trouble_not_each_request(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A phone fetches the page and some sixty card pictures, and connects again after each
    lock: the game's log keeps the room's warnings, not a line for each of those."""
    room = RulesRoom("huit", ("phone", "bot"), files={"/": (b"<p>", "text/html")})
    caplog.set_level(logging.INFO)
    url = room.start()
    try:
        for _ in range(3):
            assert get(url)[0] == 200
        ada = room.phone("en")
        ada.hello()
        ada.join(0, "Ada")
        ada.close()
    finally:
        room.close()
    chatter = [r.getMessage() for r in caplog.records
               if r.name.startswith(("websockets", "game.lan.server.websockets"))
               and r.levelno < logging.WARNING]  # fmt: skip
    assert chatter == []
