"""The room's server over real sockets on 127.0.0.1: joining, tokens, sleep and return,
the page's files, and everything a phone may get wrong."""

from __future__ import annotations

import http.client
import json
import logging
import socket
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from lan_kit import OTHER_LOOPBACKS, Phone, RulesRoom
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect
from websockets.typing import Origin

from game.lan import server
from game.lan.lobby import Lobby, LobbySeat
from game.lan.protocol import MAX_MESSAGE, RATE, WRONG_CODES
from game.lan.server import (
    HELLO_DEADLINE,
    OUTBOX_LIMIT,
    SEATLESS_PER_ADDRESS,
    Away,
    Back,
    Joined,
    MoveSent,
    RoomServer,
)


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


def test_every_phone_in_the_lobby_sees_the_house_rules_of_the_rooms_match() -> None:
    """H7: the rules are chosen before the deal; each phone's lobby says which, in H7's
    order (the book's rules: none)."""
    house = RulesRoom("huit", ("phone", "bot"), seed=4, rules=("seven_cards", "jokers"))
    book = RulesRoom("huit", ("phone", "bot"), seed=4)
    for room, rules in ((house, ["jokers", "seven_cards"]), (book, [])):
        room.start()
        try:
            assert room.phone().hello()["rules"] == rules
        finally:
            room.close()


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


def test_the_lobby_names_each_bot_as_the_table_does(room: RulesRoom) -> None:
    """Chloé's phone went away for good and the host gave her seat to a bot: the seats a
    phone is shown say "Chloé · bot · Hard", as the TV's room does."""
    chloe = room.phone()
    chloe.hello()
    chloe.join(0, "Chloé")
    room.pump()
    room.begin()
    room.lobby.name_bots({2: "Bruno"})  # the table, as it opens
    room.lobby.to_bot(0, "hard", "Chloé")  # B on the TV
    room.server.lobby_changed()
    seats = room.phone().hello()["seats"]
    assert seats[0] == {"seat": 0, "kind": "bot", "name": "Chloé", "level": "hard",
                        "joined": False, "connected": False}  # fmt: skip
    assert seats[2]["name"] == "Bruno"


def get(url: str | urllib.request.Request) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


CSP = "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"


def raw_request(port: int, method: str, path: str = "/") -> http.client.HTTPResponse:
    """Any method, even one urllib would not send as written (lowercase, unknown)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request(method, path)
    answer = conn.getresponse()
    answer.read()  # (nothing for HEAD: http.client knows it has no body)
    conn.close()
    return answer


def test_the_page_files_are_served_with_their_headers_and_nothing_else() -> None:
    files = {
        "/index.html": (b"<!doctype html>", "text/html; charset=utf-8"),
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
        assert headers["Content-Security-Policy"] == CSP  # no other site may frame the page
        assert headers["X-Frame-Options"] == "DENY"
        assert not any(h.lower().startswith("access-control") for h in headers)  # no CORS
        assert get(base + "/phone.js")[2] == b"'use strict';"
        assert get(base + "/cards/huit/7h.png")[1]["Content-Type"] == "image/png"
        for path in ("/index.htm", "/../pyproject.toml", "/cards/huit/8h.png", "/phone.js/",
                     "/%2e%2e/etc/passwd", "/cards", "/index.html"):  # fmt: skip
            status, headers, _ = get(base + path)
            assert status == 404, path
            assert headers["Content-Security-Policy"] == CSP
    finally:
        room.close()


def test_only_get_and_head_are_answered_and_head_without_a_body() -> None:
    files = {"/phone.js": (b"'use strict';", "text/javascript; charset=utf-8")}
    room = RulesRoom("huit", ("phone", "bot"), files=files)
    room.start()
    try:
        head = raw_request(room.port, "HEAD", "/phone.js")
        assert head.status == 200 and head.getheader("Content-Length") == "13"
        assert head.getheader("X-Frame-Options") == "DENY"
        # Its socket holds nothing after the headers: no body was sent
        with socket.create_connection(("127.0.0.1", room.port), timeout=10) as sock:
            sock.sendall(f"HEAD /phone.js HTTP/1.1\r\nHost: 127.0.0.1:{room.port}\r\n\r\n".encode())
            answer = b""
            while chunk := sock.recv(4096):
                answer += chunk
        assert answer.endswith(b"\r\n\r\n") and b"use strict" not in answer
        for method in ("POST", "PUT", "DELETE", "TRACE", "OPTIONS", "FOO", "get"):
            refused = raw_request(room.port, method, "/phone.js")
            assert (refused.status, refused.getheader("Allow")) == (405, "GET, HEAD"), method
            assert refused.getheader("Content-Security-Policy") == CSP
        assert raw_request(room.port, "HEAD", "/ws").status == 405  # a socket opens with GET
        assert raw_request(room.port, "GET", "/phone.js").status == 200
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
                       (b'{"t":"ping"}', "bad_json"),  # a binary frame, however well written
                       ('{"t":"ping","t":"ping"}', "bad_json"),  # a key given twice
                       ('{"t":"move","token":"x","move":"draw","ply":NaN}', "bad_json"),
                       ('\ufeff{"t":"ping"}', "bad_json"),  # a byte order mark
                       ('{"t":"move","token":"x","move":3,"ply":0}', "bad_field")):  # fmt: skip
        ada.send_text(text)
        assert ada.answer("error")["code"] == code
    ada.send({"t": "ping"})
    assert ada.answer("pong") == {"t": "pong"}  # still connected
    assert room.lobby.seats() == before and room.server.wait(0) == []


@pytest.mark.parametrize("size", [MAX_MESSAGE, 70_000, 2_000_000])
def test_an_oversized_message_gets_an_error_and_its_connection_closed(
    room: RulesRoom, size: int
) -> None:
    """Whatever the size over the limit (beyond 65,536 bytes too), `too_big`, then closed."""
    ada = room.phone()
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    ada.send({"t": "move", "token": ada.token, "move": "x" * size, "ply": 0})
    assert ada.until("error") == {
        "t": "error", "code": "too_big", "text": f"a message holds at most {MAX_MESSAGE} bytes"
    }  # fmt: skip
    with pytest.raises(ConnectionClosed):
        ada.next()
    room.pump_until(lambda: room.away == {0})
    assert not any(isinstance(i, MoveSent) for i in room.incoming)
    assert room.lobby.seats()[0].joined  # she comes back with her token


class StillClock:
    """The room's clock: time stands still until the test moves it. It counts its
    readings (three as a connection opens, one per message) so the test knows when the
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


def test_a_flood_is_dropped_with_one_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # (the room reads a flooding phone slowly, in real time: not this test's matter)
    monkeypatch.setattr(server, "FLOOD_PAUSE", 0.0)
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
        # (three readings as the connection opens, one per message): all read
        clock.wait_reads(3 + 2 + burst + 20 + 1)
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


several_addresses = pytest.mark.skipif(
    not OTHER_LOOPBACKS, reason="this system's loopback has only 127.0.0.1"
)


def closed(phone: Phone) -> bool:
    """Has the room closed this phone's connection (whatever it said before)?"""
    try:
        while True:
            phone.next()
    except ConnectionClosed:
        return True


def alive(phone: Phone) -> bool:
    phone.send({"t": "ping"})
    try:
        phone.answer("pong")
    except ConnectionClosed:
        return False
    return True


@pytest.fixture
def still_room() -> Iterator[tuple[RulesRoom, StillClock]]:
    clock = StillClock()
    room = RulesRoom("huit", ("phone", "phone", "bot"), clock=clock)
    room.start()
    yield room, clock
    room.close()


def test_a_connection_without_hello_is_closed_after_five_seconds(
    still_room: tuple[RulesRoom, StillClock],
) -> None:
    room, clock = still_room
    silent, greeted = room.phone(), room.phone()
    assert alive(silent)  # (a ping is no hello; the server has seen it connect)
    greeted.hello()
    clock.now += HELLO_DEADLINE - 0.5
    late = room.phone()  # each new connection sweeps the old silent ones out
    assert alive(silent) and alive(late)
    clock.now += 0.5
    room.phone().hello()
    assert closed(silent)
    assert alive(greeted)  # it said a valid hello: it stays (it is looking at the seats)
    wrong = room.phone()
    wrong.room = "ZZZZ"
    assert wrong.hello()["code"] == "bad_room"  # a wrong code is no valid hello
    clock.now += HELLO_DEADLINE
    room.phone()
    assert closed(wrong) and closed(late) and alive(greeted)


@several_addresses
def test_an_address_holds_four_seatless_connections_a_seated_phone_always_gets_back(
    still_room: tuple[RulesRoom, StillClock],
) -> None:
    room, _ = still_room
    ada = room.phone()
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    lurkers = [room.phone() for _ in range(SEATLESS_PER_ADDRESS)]
    for lurker in lurkers:
        lurker.hello()
    newest = room.phone()  # the fifth seatless one from this address: the oldest goes
    assert closed(lurkers[0])
    assert all(alive(p) for p in (*lurkers[1:], newest, ada))  # a seat is never dropped
    other = room.phone(address="127.0.0.2")  # another address has its own four
    assert alive(other) and all(alive(p) for p in lurkers[1:])
    again = room.phone()  # Ada's phone reloads, from the same crowded address
    assert again.hello(ada.token)["t"] == "welcome"
    assert closed(lurkers[1]) and alive(lurkers[2])


@several_addresses
def test_a_full_room_drops_a_seatless_connection_for_a_phone_coming_back(
    still_room: tuple[RulesRoom, StillClock], monkeypatch: pytest.MonkeyPatch
) -> None:
    room, _ = still_room
    monkeypatch.setattr(server, "CONNECTION_LIMIT", 4)
    monkeypatch.setattr(server, "REFUSE_DELAY", 0.0)  # (the 503 waits, not the test)
    ada = room.phone(address="127.0.0.2")
    ada.hello()
    ada.join(0, "Ada")
    room.pump()
    # Four connections: Ada's, and three seatless, two of them from one address
    crowd = [room.phone(address=address) for address in ("127.0.0.3", "127.0.0.4", "127.0.0.4")]
    for phone in crowd:
        phone.hello()
    ada.close()
    room.pump_until(lambda: room.away == {0})
    crowd.append(room.phone(address="127.0.0.9"))  # the room is full again, without her
    crowd[-1].hello()
    back = room.phone(address="127.0.0.2")  # the fifth: a seatless one makes room
    assert back.hello(ada.token)["t"] == "welcome"
    # the oldest of the most crowded address: a phone opening many pays first
    assert closed(crowd[1]) and all(alive(p) for p in (crowd[0], *crowd[2:]))
    # Full again: an address that holds a seatless connection waits, and drops nobody
    with pytest.raises(InvalidStatus) as refused:
        room.phone(address="127.0.0.4")
    assert refused.value.response.status_code == 503
    assert all(alive(p) for p in (crowd[0], *crowd[2:]))
    assert alive(room.phone(address="127.0.0.5"))  # a new phone from elsewhere gets in
    room.pump_until(lambda: room.away == set())


@several_addresses
def test_wrong_room_codes_are_limited_per_address_whatever_the_connections(
    still_room: tuple[RulesRoom, StillClock], caplog: pytest.LogCaptureFixture
) -> None:
    room, clock = still_room
    caplog.set_level(logging.INFO, logger="game.lan.guard")
    rate, burst = WRONG_CODES
    codes = []
    for attempt in range(burst + 5):
        guesser = room.phone()  # a new connection every try: the address still counts
        guesser.room = f"ZZ{chr(65 + attempt % 26)}Z"
        codes.append(guesser.hello()["code"])
        guesser.close()
    assert codes == ["bad_room"] * burst + ["flood"] * 5
    guesser = room.phone()
    assert guesser.hello()["code"] == "flood"  # even the right code: unread, it tells nothing
    honest = room.phone(address="127.0.0.2")  # a phone from another address: not slowed
    assert honest.hello()["t"] == "lobby"
    clock.now += 1 / rate  # a second later: one more try
    assert guesser.hello()["t"] == "lobby"
    guesser.room = "ZZZZ"
    assert [guesser.hello()["code"] for _ in range(2)] == ["bad_room", "flood"]
    ada = room.phone(address="127.0.0.3")
    ada.join(0, "Ada")  # from her phone; her tablet is the guesser's address
    mine = room.phone()  # her tablet, on the address that has spent its tries
    assert mine.hello()["code"] == "flood"
    assert mine.hello(ada.token)["t"] == "welcome"  # a seat's token always gets back in
    lines = [r.getMessage() for r in caplog.records if r.name == "game.lan.guard"]
    assert lines == ["The room refused 1 wrong room code(s) from 127.0.0.1"]  # one a minute
    clock.now += 60
    late = room.phone()
    late.room = "ZZZZ"
    assert late.hello()["code"] == "bad_room"
    assert [r.getMessage() for r in caplog.records][1:] == [
        "The room refused 11 wrong room code(s) from 127.0.0.1"
    ]


def test_a_hello_that_changes_nothing_tells_nobody_and_hellos_count_as_messages(
    still_room: tuple[RulesRoom, StillClock],
) -> None:
    room, clock = still_room
    ada, bob = room.phone(), room.phone()
    for phone, seat, name in ((ada, 0, "Ada"), (bob, 1, "Bob")):
        phone.hello()
        phone.join(seat, name)
    room.pump_until(lambda: room.joined == {0, 1})
    room.begin()
    ada.until("state")
    bob.until("state")
    bob.drain()
    seen = len(bob.received)
    for _ in range(RATE[1] - 2):  # her hello and join spent two of the burst
        assert ada.hello(ada.token)["t"] == "welcome"
    ada.send({"t": "hello", "room": room.code, "lang": "en", "token": ada.token})
    assert ada.answer("error", "welcome")["code"] == "flood"  # hellos count too
    clock.now += 60
    assert alive(bob)
    assert [m["t"] for m in bob.received[seen:]] == ["pong"]  # no lobby, no state
    assert room.server.poll() == []  # the table heard nothing: no work for the TV
    ada.send({"t": "hello", "room": room.code, "lang": "fr", "token": ada.token})
    assert ada.answer("welcome")["seat"] == 0
    assert room.server.wait(10) == [Back(0, "fr")]  # a new language is news: her state in it


def test_one_connection_per_seat_the_newest_wins_and_the_language_is_its_own(
    still_room: tuple[RulesRoom, StillClock],
) -> None:
    room, _ = still_room
    ada, bob = room.phone("fr"), room.phone()
    for phone, seat, name in ((ada, 0, "Ada"), (bob, 1, "Bob")):
        phone.hello()
        phone.join(seat, name)
    room.pump_until(lambda: room.joined == {0, 1})
    room.begin()
    first_state = ada.until("state")
    bob.until("state")
    bob.drain()
    seen = len(bob.received)
    # A reload in the same language (the page's hello says "fr-FR" where its join said
    # "fr"): the room's latest state for the seat, the table idle
    reload = room.phone("fr-FR")
    assert reload.hello(ada.token)["t"] == "welcome"
    assert reload.until("state") == first_state
    assert ada.until("closed") == {"t": "closed", "reason": "replaced"}
    assert closed(ada)
    assert room.server.poll() == []
    # Another device in Dutch: it takes the seat; the table sends its state in Dutch
    other = room.phone("nl")
    assert other.hello(ada.token)["t"] == "welcome"
    assert reload.until("closed")["reason"] == "replaced" and closed(reload)
    room.pump_until(lambda: room.langs.get(0) == "nl")
    assert other.until("state")["lang"] == "nl"
    room.server.send(0, {"t": "pong", "for": "seat 0"})
    assert other.until("pong") == {"t": "pong", "for": "seat 0"}
    assert room.lobby.seats()[0].connected and room.away == set()
    assert alive(bob)
    assert [m["t"] for m in bob.received[seen:]] == ["pong"]  # no away, no lobby


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
    room = RulesRoom("huit", ("phone", "bot"), files={"/index.html": (b"<p>", "text/html")})
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
