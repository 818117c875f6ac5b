"""The room's server: the phone page's files over HTTP and the phones' WebSocket at /ws.

It runs on a thread of its own with its own asyncio loop, and owns the lobby (joins,
tokens, who is connected). It never judges a move: a move with the right token goes to the
pygame loop as MoveSent through a thread-safe queue, and the loop answers with `send`.
Imported only when a room opens (it loads websockets).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping
from http import HTTPStatus
from typing import Any
from urllib.parse import unquote, urlsplit

from attrs import frozen
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.http11 import Request, Response
from websockets.protocol import State
from websockets.server import ServerProtocol

from game.lan.address import is_lan, is_loopback
from game.lan.guard import CodeGuard
from game.lan.lobby import Lobby, RoomError
from game.lan.protocol import (
    MAX_MESSAGE,
    RATE,
    Hello,
    Join,
    MoveMsg,
    Ping,
    ProtocolError,
    RateLimit,
    parse_client,
)

_QUIET = logging.getLogger("game.lan.server.websockets")
_QUIET.setLevel(logging.WARNING)


@frozen
class Joined:
    """A new phone took a seat."""

    seat: int
    name: str
    lang: str


@frozen
class Back:
    """A phone came back to its seat with its token (reload, lock, lost Wi-Fi)."""

    seat: int
    lang: str


@frozen
class Away:
    """A seat's last connection closed: the table waits for it (or the host hands it on)."""

    seat: int


@frozen
class MoveSent:
    """A move from the seat's own phone (token checked); the rules have not seen it yet."""

    seat: int
    move: str
    ply: int


Incoming = Joined | Back | Away | MoveSent

PORT_TRIES = 10  # port, port+1, ... port+9: another program may hold the first
STOP_WAIT = 2.0  # seconds stop() waits for the thread
# Messages waiting for a phone that does not read (asleep with its socket open): beyond
# this it is cut off, and gets the table afresh when it comes back.
OUTBOX_LIMIT = 256
# Five phones, each with a tab or two reconnecting: plenty. Beyond, a connection that holds
# no seat is closed (_make_room), or the newcomer waits (_full_for): never a seat's phone.
CONNECTION_LIMIT = 32
SEATLESS_PER_ADDRESS = 4  # connections from one address holding no seat; beyond: the oldest closed
FLOOD_PAUSE = 1 / RATE[0]  # seconds a flooding connection is left unread after a drop
REFUSE_DELAY = 1.0  # seconds before a full room's 503 to an address holding seatless ones
HELLO_DEADLINE = 5.0  # seconds a connection has to say a valid hello (or join)
METHODS = ("GET", "HEAD")
_SECURITY_HEADERS = (
    ("Cache-Control", "no-store"),
    ("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"),
    ("X-Frame-Options", "DENY"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)
_TOO_BIG = {"t": "error", "code": "too_big", "text": f"a message holds at most {MAX_MESSAGE} bytes"}


class _Close:
    """The writer's last item: close the connection once what is before it is sent."""


_CLOSE = _Close()


class _Phone:
    """One WebSocket connection and the seat it speaks for (None until hello/join)."""

    def __init__(self, conn: ServerConnection, limit: RateLimit, opened: float) -> None:
        self.conn = conn
        self.limit = limit
        self.address = str(conn.remote_address[0]) if conn.remote_address else ""
        self.opened = opened  # the server's clock when it connected
        self.greeted = False  # it has said a valid hello (or joined)
        self.closing = False  # dropped (no hello in time, too many seatless, replaced)
        self.seat: int | None = None
        self.token: str | None = None
        self.lang = ""  # the language this connection said it speaks
        self.flooding = False  # one flood error per run of dropped messages, not one each
        self.held = False  # flooding: the next message is read FLOOD_PAUSE later
        self.outbox: asyncio.Queue[str | _Close] = asyncio.Queue()
        self.writer: asyncio.Task[None] | None = None


def _same_language(a: str, b: str) -> bool:
    """ "en-GB" (a page's hello) and "en" (its join) are one language to the table."""
    return a.lower().split("-")[0] == b.lower().split("-")[0]


def _encode(message: Mapping[str, object]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class _Protocol(ServerProtocol):
    """The library's protocol, but a message over the limit first gets the documented
    `too_big` error: the library alone would only close the connection (1009)."""

    def fail(self, code: CloseCode | int, reason: str = "") -> None:
        if code == CloseCode.MESSAGE_TOO_BIG and self.state is State.OPEN:
            self.send_text(_encode(_TOO_BIG).encode())
        super().fail(code, reason)


class _Connection(ServerConnection):
    def __init__(self, protocol: ServerProtocol, *args: Any, **kwargs: Any) -> None:
        # serve() builds the protocol itself and offers no door for its class but this one.
        protocol.__class__ = _Protocol
        super().__init__(protocol, *args, **kwargs)


class RoomServer:
    """The room on the local network while it is open (start ... stop)."""

    def __init__(
        self,
        lobby: Lobby,
        files: Mapping[str, tuple[bytes, str]],
        host: str,
        port: int = 8765,
        *,
        lang: str = "en",
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`files`: the page's files by path ("/index.html", "/phone.js",
        "/cards/huit/7h.png"...) -> (body, type), index.html served as "/" and only so;
        `lang`: the table's language, for a phone whose own is not offered; `clock`: the
        rate limit's (tests freeze it). `host` must be a private LAN address or loopback
        (ValueError else): the room is never on the internet."""
        if not (is_lan(host) or is_loopback(host)):
            raise ValueError(f"the room binds only to the local network, not to {host!r}")
        self.lobby = lobby
        # Exactly the README's files: the page is "/", never "/index.html".
        self._files = {
            "/" if path == "/index.html" else path: entry for path, entry in files.items()
        }
        self._host = host
        self._first_port = port
        self._port = port
        self._lang = lang
        self._clock = clock
        self._incoming: queue.SimpleQueue[Incoming] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._failure: OSError | None = None
        self._close_reason = "host_closed"
        # Touched only on the server's thread:
        self._phones: dict[_Phone, None] = {}  # in the order they connected
        self._guard = CodeGuard(lobby.code, clock)
        # Each seat's latest `state`, with the token and language of the connection it went
        # to: a phone reloading with that token in that language gets it from here, and the
        # table hears nothing (a seat's next holder has another token: never hers).
        self._states: dict[int, tuple[str, str, str]] = {}

    # -- the pygame loop's side ----------------------------------------------------------

    @property
    def url(self) -> str:
        return f"http://{self._host}:{self._port}/?room={self.lobby.code}"

    def start(self) -> str:
        """Bind (port..port+9; 0: any free port) and serve; the room's address. OSError if
        no port is free."""
        if self._thread is not None:
            raise RuntimeError("the room is already open")
        self._failure = None
        ready = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(ready,), name="lan-room", daemon=True
        )
        self._thread.start()
        ready.wait()  # set by the thread in every case: bound, or failed
        if self._failure is not None:
            self._thread.join(STOP_WAIT)
            self._thread = None
            raise self._failure
        return self.url

    def stop(self, reason: str = "host_closed") -> None:
        """Tell every phone the room is closed (`reason`), close everything, free the port."""
        thread, loop, stopping = self._thread, self._loop, self._stopping
        if thread is None:
            return
        if loop is not None and stopping is not None:
            self._close_reason = reason
            with contextlib.suppress(RuntimeError):  # the loop has already ended
                loop.call_soon_threadsafe(stopping.set)
        thread.join(STOP_WAIT)
        self._thread = None

    def poll(self) -> list[Incoming]:
        """What the phones did since the last poll; never blocks."""
        out: list[Incoming] = []
        while True:
            try:
                out.append(self._incoming.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> list[Incoming]:
        """poll(), but waiting up to `timeout` seconds for the first (tests and tools; the
        pygame loop polls each frame and never waits)."""
        try:
            first = self._incoming.get(timeout=timeout)
        except queue.Empty:
            return []
        return [first, *self.poll()]

    def send(self, seat: int, message: dict[str, object]) -> None:
        """To the phone holding `seat` (nobody if none does). Any thread."""
        self._call(self._deliver, seat, _encode(message), message.get("t") == "state")

    def send_error(self, seat: int, code: str, text: str) -> None:
        self.send(seat, {"t": "error", "code": code, "text": text})

    def lobby_changed(self) -> None:
        """The host changed the seats (freed one, gave one to a bot, started): tell them."""
        self._call(self._lobby_changed)

    def _call(self, fn: Callable[..., None], *args: object) -> None:
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):  # the room is closed: nobody to tell
            loop.call_soon_threadsafe(fn, *args)

    # -- the server's thread -------------------------------------------------------------

    def _run(self, ready: threading.Event) -> None:
        try:
            asyncio.run(self._main(ready))
        finally:
            ready.set()
            self._loop = None

    async def _main(self, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        try:
            server = await self._bind()
        except OSError as failure:
            self._failure = failure
            return
        ready.set()
        await self._stopping.wait()
        await self._close(server)

    async def _bind(self) -> Server:
        failure: OSError | None = None
        for port in range(self._first_port, self._first_port + PORT_TRIES):
            try:
                server = await serve(
                    self._handle,
                    self._host,
                    port,
                    process_request=self._process_request,
                    compression=None,  # small messages; and no inflating bombs
                    max_size=MAX_MESSAGE,  # beyond: `too_big`, then closed (_Protocol)
                    create_connection=_Connection,
                    ping_interval=5,  # a phone gone without a word is away within ~15 s
                    ping_timeout=10,
                    close_timeout=0.5,
                    server_header=None,
                    # Its warnings and errors only: every card picture a phone fetches, every
                    # connection opened and closed, would fill the game's log.
                    logger=_QUIET,
                )
            except OSError as exc:
                failure = exc
                continue
            # Port 0 lets the system choose (tests): the address says the one it chose.
            self._port = server.sockets[0].getsockname()[1] if port == 0 else port
            return server
        assert failure is not None
        raise failure

    async def _close(self, server: Server) -> None:
        goodbye = _encode({"t": "closed", "reason": self._close_reason})
        writers = []
        for phone in self._phones:
            phone.outbox.put_nowait(goodbye)
            phone.outbox.put_nowait(_CLOSE)
            if phone.writer is not None:
                writers.append(phone.writer)
        if writers:
            await asyncio.wait(writers, timeout=0.5)  # a phone asleep does not hold us
        server.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(server.wait_closed(), 0.7)

    async def _process_request(self, conn: ServerConnection, request: Request) -> Response | None:
        """The page's files, the WebSocket at /ws (from the page's own origin), else 404."""
        here = f"{self._host}:{self._port}"
        if request.headers.get_all("Host") != [here]:
            # Only the address the QR code gives: a site on the internet that makes its own
            # name point at this machine (DNS rebinding) gets nothing.
            return self._respond(conn, HTTPStatus.MISDIRECTED_REQUEST)
        if request.method not in METHODS:  # methods are case-sensitive: "get" is not GET
            response = self._respond(conn, HTTPStatus.METHOD_NOT_ALLOWED)
            response.headers["Allow"] = ", ".join(METHODS)
            return response
        path = unquote(urlsplit(request.path).path)
        if path == "/ws":
            if request.method != "GET":  # a WebSocket opens with GET alone
                response = self._respond(conn, HTTPStatus.METHOD_NOT_ALLOWED)
                response.headers["Allow"] = "GET"
                return response
            origins = request.headers.get_all("Origin")  # a browser always sends one
            if origins and (len(origins) > 1 or urlsplit(origins[0]).netloc != here):
                return self._respond(conn, HTTPStatus.FORBIDDEN)  # another site's page
            if self._full_for(str(conn.remote_address[0]) if conn.remote_address else ""):
                # A while later: one that knocks again at once knocks a few times a second,
                # not hundreds (and a connection waiting costs nothing).
                await asyncio.sleep(REFUSE_DELAY)
                return self._respond(conn, HTTPStatus.SERVICE_UNAVAILABLE)
            return None
        entry = self._files.get(path)
        if entry is None:
            return self._respond(conn, HTTPStatus.NOT_FOUND)
        body, content_type = entry
        headers = Headers([("Content-Type", content_type), ("Content-Length", str(len(body)))])
        for name, value in _SECURITY_HEADERS:
            headers[name] = value
        # HEAD: the same headers (the length of the body it would get), no body.
        return Response(HTTPStatus.OK, "OK", headers, body if request.method == "GET" else b"")

    @staticmethod
    def _respond(conn: ServerConnection, status: HTTPStatus) -> Response:
        response = conn.respond(status, f"{status.phrase}\n")
        for name, value in _SECURITY_HEADERS:
            response.headers[name] = value
        return response

    async def _handle(self, conn: ServerConnection) -> None:
        phone = _Phone(conn, RateLimit(clock=self._clock), self._clock())
        phone.writer = asyncio.create_task(self._write(phone))
        self._phones[phone] = None
        self._make_room(phone)
        # (a little after: a timer may fire a hair early, and the sweep would spare it)
        asyncio.get_running_loop().call_later(HELLO_DEADLINE + 0.1, self._sweep)
        try:
            async for raw in conn:
                if not self._receive(phone, raw):
                    break
                if phone.held:
                    # Read it no faster than the rate: what it sends meanwhile waits in its
                    # own socket (the library stops reading), and costs the TV nothing.
                    phone.held = False
                    await asyncio.sleep(FLOOD_PAUSE)
        except ConnectionClosed:
            pass
        finally:
            self._phones.pop(phone, None)
            self._leave(phone)
            phone.outbox.put_nowait(_CLOSE)
            with contextlib.suppress(TimeoutError, ConnectionClosed):
                await asyncio.wait_for(phone.writer, 1.0)

    async def _write(self, phone: _Phone) -> None:
        """Sends one connection's messages in order (the pygame loop only queues them)."""
        try:
            while True:
                item = await phone.outbox.get()
                if isinstance(item, _Close):
                    await phone.conn.close()
                    return
                await phone.conn.send(item)
        except ConnectionClosed:
            return

    def _post(self, phone: _Phone, message: Mapping[str, object]) -> None:
        self._queue(phone, _encode(message))

    def _full_for(self, address: str) -> bool:
        """The room is full and `address` already holds a connection without a seat: its
        next one waits (else one dropped would come back for another, and so on forever).
        A phone whose address holds none (a new phone, or one coming back to its seat)
        always gets in."""
        live = [p for p in self._phones if not p.closing]
        return len(live) >= CONNECTION_LIMIT and any(
            p.seat is None and p.address == address for p in live
        )

    def _make_room(self, new: _Phone) -> None:
        """A connection came: those that never said hello in time go, and so do the oldest
        seatless ones beyond the limits (never one holding a seat: it plays)."""
        self._sweep()
        live = [p for p in self._phones if not p.closing]
        seatless = [p for p in live if p.seat is None and p is not new]
        from_there = [p for p in seatless if p.address == new.address]
        for old in from_there[: max(0, len(from_there) + 1 - SEATLESS_PER_ADDRESS)]:
            self._drop(old)
        live = [p for p in self._phones if not p.closing]
        seatless = [p for p in live if p.seat is None and p is not new]
        for _ in range(max(0, len(live) - CONNECTION_LIMIT)):
            if not seatless:
                return
            # The oldest of the most crowded address: one that opens many connections
            # (from as many addresses as it likes) pays before a phone that opened one.
            crowd = Counter(p.address for p in seatless)
            most = max(crowd.values())
            old = next(p for p in seatless if crowd[p.address] == most)
            seatless.remove(old)
            self._drop(old)

    def _sweep(self) -> None:
        """Close every connection that has not said a valid hello within HELLO_DEADLINE."""
        now = self._clock()
        for phone in list(self._phones):
            if not phone.greeted and not phone.closing and now - phone.opened >= HELLO_DEADLINE:
                self._drop(phone)

    @staticmethod
    def _drop(phone: _Phone) -> None:
        """Closed at once, without a word: it holds no seat, and a page reconnects."""
        phone.closing = True
        phone.conn.transport.abort()

    def _queue(self, phone: _Phone, text: str) -> None:
        if phone.outbox.qsize() >= OUTBOX_LIMIT:
            phone.conn.transport.abort()  # its handler ends: the seat is away
            return
        phone.outbox.put_nowait(text)

    def _error(self, phone: _Phone, code: str, text: str) -> None:
        self._post(phone, {"t": "error", "code": code, "text": text})

    def _receive(self, phone: _Phone, raw: str | bytes) -> bool:
        """One message from a phone (the library has refused any over MAX_MESSAGE bytes);
        False: close the connection."""
        if phone.closing:
            return False
        if not phone.limit.allow():
            if not phone.flooding:
                self._error(phone, "flood", "too many messages: this one was dropped")
            phone.flooding = phone.held = True
            return True
        phone.flooding = False
        if isinstance(raw, bytes):
            self._error(phone, "bad_json", "a message is one JSON object in a text frame")
            return True
        try:
            message = parse_client(raw)
            if isinstance(message, Ping):
                self._post(phone, {"t": "pong"})
            elif isinstance(message, Hello):
                self._hello(phone, message)
            elif isinstance(message, Join):
                self._join(phone, message)
            else:
                self._move(phone, message)
        except (ProtocolError, RoomError) as refused:
            self._error(phone, refused.code, str(refused))
            phone.held = refused.code == "flood"  # its address guesses codes: slow it too
        return True

    def _check_room(self, phone: _Phone, room: str, token: str | None = None) -> None:
        # A seat's own token knows the code already: its phone gets back in even from an
        # address that has spent its tries.
        seated = token is not None and self.lobby.seat_of(token) is not None
        self._guard.check(phone.address, room, seated=seated)
        phone.greeted = True

    def _hello(self, phone: _Phone, hello: Hello) -> None:
        self._check_room(phone, hello.room, hello.token)
        if hello.token is None:
            self._post(phone, self._lobby_message())
            return
        try:
            seat = self.lobby.rejoin(hello.token)
        except RoomError as refused:
            # The seat was freed or given to a bot: the page forgets the token and shows
            # the seats to take.
            self._error(phone, refused.code, str(refused))
            self._post(phone, self._lobby_message())
            return
        if phone.seat == seat and phone.token == hello.token:
            # Said again on the same connection: only a new language is news to the table.
            self._welcome(phone)
            if not _same_language(hello.lang, phone.lang):
                phone.lang = hello.lang
                self._incoming.put(Back(seat, hello.lang))
            return
        # A reload (or another device) with the seat's token: the newest connection wins.
        replaced = self._holders(seat)
        for old in replaced:
            self._replace(old)
        self._seat(phone, seat, hello.token, hello.lang)
        kept = self._states.get(seat)
        if (
            replaced
            and kept is not None
            and kept[0] == hello.token
            and _same_language(kept[1], hello.lang)
        ):
            self._queue(phone, kept[2])  # the table's latest word for the seat: nothing new
            return
        self._incoming.put(Back(seat, hello.lang))  # the table sends it the game
        if not replaced:
            self._lobby_changed()  # the seat was away: connected again

    def _join(self, phone: _Phone, join: Join) -> None:
        self._check_room(phone, join.room)
        if phone.seat is not None and self._holds(phone, phone.seat):
            raise RoomError("seat_taken", f"this phone already holds seat {phone.seat}")
        token = self.lobby.join(join.seat, join.name)
        self._seat(phone, join.seat, token, join.lang)
        name = self.lobby.seats()[join.seat].name or join.name
        self._incoming.put(Joined(join.seat, name, join.lang))
        self._lobby_changed()

    def _seat(self, phone: _Phone, seat: int, token: str, lang: str) -> None:
        """The connection speaks for `seat` from now on: welcome it."""
        if phone.seat is not None and phone.seat != seat:
            self._leave(phone)  # one connection speaks for one seat
        phone.seat, phone.token, phone.lang = seat, token, lang
        self.lobby.set_connected(seat, True)
        self._welcome(phone)

    def _welcome(self, phone: _Phone) -> None:
        assert phone.seat is not None and phone.token is not None
        name = self.lobby.seats()[phone.seat].name
        self._post(phone, {"t": "welcome", "seat": phone.seat, "token": phone.token, "name": name})

    def _replace(self, old: _Phone) -> None:
        """A newer connection took `old`'s seat: it is told, then closed (the seat is not
        away: the newer one holds it)."""
        old.seat = old.token = None
        old.closing = True
        self._post(old, {"t": "closed", "reason": "replaced"})
        old.outbox.put_nowait(_CLOSE)

    def _move(self, phone: _Phone, move: MoveMsg) -> None:
        seat = self.lobby.seat_of(move.token)
        if seat is None:
            raise RoomError("bad_token", "this phone holds no seat in the room")
        if phone.seat != seat or phone.token != move.token:
            raise RoomError("not_joined", "say hello with the token first")
        self._incoming.put(MoveSent(seat, move.move, move.ply))

    def _holds(self, phone: _Phone, seat: int) -> bool:
        return phone.token is not None and self.lobby.seat_of(phone.token) == seat

    def _holders(self, seat: int) -> list[_Phone]:
        return [p for p in self._phones if p.seat == seat and self._holds(p, seat)]

    def _leave(self, phone: _Phone) -> None:
        """A connection closed: its seat is away unless another connection holds it."""
        seat = phone.seat
        if seat is None or not self._holds(phone, seat):
            return
        phone.seat = None
        if self._holders(seat):
            return
        self.lobby.set_connected(seat, False)
        if self._stopping is not None and self._stopping.is_set():
            return  # the room is closing: nobody is away, everybody is sent home
        self._incoming.put(Away(seat))
        name = self.lobby.seats()[seat].name
        for other in self._phones:
            if other.seat is not None and other.seat != seat:
                self._post(other, {"t": "away", "seat": seat, "name": name})
        self._lobby_changed()

    def _deliver(self, seat: int, text: str, state: bool) -> None:
        holders = self._holders(seat)
        for phone in holders:
            self._queue(phone, text)
        if state and holders and holders[0].token is not None:
            self._states[seat] = (holders[0].token, holders[0].lang, text)

    def _lobby_changed(self) -> None:
        # A phone whose seat the host freed or gave to a bot loses it: never again a word
        # meant for the seat's next holder.
        for phone in self._phones:
            if phone.seat is not None and not self._holds(phone, phone.seat):
                phone.seat = phone.token = None
                self._error(phone, "bad_token", "the host gave this seat to someone else")
        message = _encode(self._lobby_message())
        for phone in list(self._phones):
            self._queue(phone, message)

    def _lobby_message(self) -> dict[str, object]:
        seats = [
            {
                "seat": s.seat,
                "kind": s.kind,
                "name": s.name,
                "level": s.level if s.kind == "bot" else None,
                "joined": s.joined,
                "connected": s.connected,
            }
            for s in self.lobby.seats()
        ]
        return {
            "t": "lobby",
            "game": self.lobby.game,
            "room": self.lobby.code,
            "lang": self._lang,
            "seats": seats,
            "rules": list(self.lobby.rules),
            "started": self.lobby.started,
        }
