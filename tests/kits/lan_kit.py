"""A room without pygame, and phones without a browser, over real sockets on 127.0.0.1.

`RulesRoom` plays the part of the pygame loop: it polls the RoomServer, checks
each MoveSent (the seat to move, the ply, the notation, the rules) and applies it with the
rules, then sends every phone its `state` made by game/lan/views.py; a refused move gets an
`error` with the rules' words (English: the real table translates them). Bots play any
legal move from a seeded random.

`Phone` is one phone's WebSocket (websockets' sync client): it keeps every message it
receives, so a test can look at all of them afterwards (the no-leak check, lan_leaks.py).

    room = RulesRoom("huit", ("phone", "phone", "bot"), seed=3)
    room.start()
    ada, bob = room.phone(), room.phone()
    ada.hello(); ada.join(0, "Ada"); bob.hello(); bob.join(1, "Bob")
    room.pump_until(lambda: room.joined == {0, 1})
    room.begin()
    play_match(room, {0: ada, 1: bob}, random.Random(3))
"""

from __future__ import annotations

import json
import random
import socket
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal
from urllib.parse import parse_qs, urlsplit

from websockets.sync.client import ClientConnection, connect

from game.lan import views
from game.lan.lobby import Lobby, LobbySeat, new_room_code
from game.lan.server import Away, Back, Incoming, Joined, MoveSent, RoomServer
from game.rules import eight_half, huit
from game.rules.eight_half import match as eight_half_match

WAIT = 10.0  # seconds: only a guard against a hung test, never a timing the test needs


def _other_loopbacks() -> bool:
    """Can a phone connect from 127.0.0.2 (as from another phone)? The whole of
    127.0.0.0/8 is this machine on Linux and Windows; macOS has only 127.0.0.1."""
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.2", 0))
        except OSError:
            return False
    return True


# Tests of what the room does per address need phones at several addresses.
OTHER_LOOPBACKS = _other_loopbacks()
PAGE = {"/index.html": (b"<!doctype html><title>8\xc2\xbd</title>", "text/html; charset=utf-8")}

Message = dict[str, Any]
# The view a table sends: (game, state, seat, names, ply) -> a `state` message.
ViewMaker = Callable[[str, Any, int, Sequence[str], int], Message]


class StepClock:
    """The room's clock (its rate limits, the hello deadline): each reading is `step`
    seconds after the last. 1 s (the default): phones that play at a person's pace however
    fast the test sends; 0: time stands still, so the 31st message at once is a flood
    (RATE) on any machine."""

    def __init__(self, step: float = 1.0) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def honest_view(game: str, state: Any, seat: int, names: Sequence[str], ply: int) -> Message:
    """What the table sends: game/lan/views.py on observe() and the seat's own legal moves."""
    if game == "eight_half":
        legal8 = eight_half.legal_moves(state) if state.turn == seat else []
        return views.eight_half_view(eight_half.observe(state, seat), legal8, names, ply)
    legalh = huit.legal_moves(state) if state.turn == seat else []
    return views.huit_view(huit.observe(state, seat), legalh, names, ply)


class RulesRoom:
    """A match of `games` games (8½) or rounds (Huit) for `seats` ("phone" or "bot")."""

    def __init__(
        self,
        game: Literal["eight_half", "huit"],
        seats: Sequence[Literal["phone", "bot"]],
        seed: int = 1,
        *,
        games: int = 2,
        view: ViewMaker = honest_view,
        clock: Callable[[], float] | None = None,
        files: Mapping[str, tuple[bytes, str]] = PAGE,
        reserved: Sequence[str] = (),
        rules: Sequence[str] = (),
    ) -> None:
        """`rules`: Huit américain's house rules (RULES.md H7) the match is dealt with."""
        self.game = game
        self.kinds = tuple(seats)
        self.view = view
        self.rng = random.Random(seed)
        lobby_seats = [
            LobbySeat(i, kind, None, "easy" if kind == "bot" else "", False, False)
            for i, kind in enumerate(seats)
        ]
        code = new_room_code(random.Random(seed))
        self.lobby = Lobby(game, lobby_seats, code, reserved=reserved, rules=rules)
        self.server = RoomServer(self.lobby, files, "127.0.0.1", 0, clock=clock or StepClock())
        self.names = [f"Bot {i + 1}" if k == "bot" else "" for i, k in enumerate(seats)]
        self.joined: set[int] = set()
        self.away: set[int] = set()
        self.incoming: list[Incoming] = []  # everything polled, in order
        self.errors: list[tuple[int, str, str]] = []  # (seat, code, text) sent
        self.langs: dict[int, str] = {}
        self.started = False
        players = len(seats)
        if game == "eight_half":
            self.match8 = eight_half_match.new_match(players, seed, length=games)
            self.state: Any = self.match8.game
        else:
            # rounds, not points, end it
            self.matchh = huit.new_match(players, seed, target=10_000, rules=rules)
            self.state = self.matchh.round
        self.games = games
        self.played = 0
        self.ply = 0
        self.history: list[Any] = [self.state]  # history[ply]: the position of that ply

    # -- the room ------------------------------------------------------------------------

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def port(self) -> int:
        return urlsplit(self.url).port or 0

    @property
    def code(self) -> str:
        return parse_qs(urlsplit(self.url).query)["room"][0]

    def start(self) -> str:
        return self.server.start()

    def close(self, reason: str = "match_over") -> None:
        self.server.stop(reason)

    def phone(self, lang: str = "en", address: str = "127.0.0.1") -> Phone:
        """A phone connecting from `address` (any of 127.0.0.0/8: each phone its own)."""
        return Phone(self.port, self.code, lang, address)

    def begin(self) -> None:
        """The host starts the match: every phone gets its first state."""
        self.started = True
        self.lobby.set_started(True)
        self.server.lobby_changed()
        self.broadcast()

    # -- the pygame loop's part ----------------------------------------------------------

    def pump(self, timeout: float = WAIT) -> list[Incoming]:
        """Handle what the phones sent, waiting up to `timeout` for the first of it."""
        got = self.server.wait(timeout)
        for item in got:
            self.incoming.append(item)
            self.handle(item)
        return got

    def pump_until(self, done: Callable[[], bool]) -> None:
        while not done():
            if not self.pump():
                raise AssertionError(f"nothing came from the phones in {WAIT} s")

    def pump_past(self, ply: int) -> None:
        """Pump until the position of `ply` is gone (a move applied)."""
        while self.ply == ply:
            if not self.pump():
                raise AssertionError(f"no move came from the phones in {WAIT} s")

    def handle(self, item: Incoming) -> None:
        if isinstance(item, Joined):
            self.names[item.seat] = item.name
            self.joined.add(item.seat)
            self.langs[item.seat] = item.lang
            if self.started:
                self.send_state(item.seat)
        elif isinstance(item, Back):
            self.away.discard(item.seat)
            self.langs[item.seat] = item.lang
            if self.started:
                self.send_state(item.seat)
        elif isinstance(item, Away):
            self.away.add(item.seat)
        elif isinstance(item, MoveSent):
            self.move_sent(item)

    def move_sent(self, sent: MoveSent) -> None:
        """The table's checks, in the table's order; the rules are the only judge."""
        rules: Any = eight_half if self.game == "eight_half" else huit
        if not self.started or self.over:
            self.refuse(sent.seat, "room_closed", "The match is not being played.")
        elif sent.seat != self.state.turn or self.state.phase.token == "over":
            self.refuse(sent.seat, "not_your_turn", "It is not your turn.")
        elif sent.ply != self.ply:
            self.refuse(sent.seat, "stale", "The table has moved on: look again.")
        else:
            try:
                move = rules.parse_move(sent.move)
            except rules.NotationError as refused:
                self.refuse(sent.seat, "bad_move", str(refused))
                return
            try:
                outcome = rules.apply_move(self.state, move)
            except rules.IllegalMove as refused:
                self.refuse(sent.seat, "illegal", refused.reason)
                return
            self.advance(outcome.state)

    def refuse(self, seat: int, code: str, text: str) -> None:
        self.errors.append((seat, code, text))
        self.server.send_error(seat, code, text)

    def advance(self, state: Any) -> None:
        """A new position (a move, or the next deal): every phone is told."""
        self.state = state
        self.ply += 1
        self.history.append(state)
        self.broadcast()
        if state.phase.token == "over":
            self.played += 1
            if self.played < self.games:
                self.advance(self.next_deal(state))

    def next_deal(self, finished: Any) -> Any:
        if self.game == "eight_half":
            self.match8 = eight_half_match.next_game(
                eight_half_match.record_game(self.match8, finished)
            )
            return self.match8.game
        self.matchh = huit.next_round(huit.record_round(self.matchh, finished))
        return self.matchh.round

    @property
    def over(self) -> bool:
        return self.played >= self.games

    def broadcast(self) -> None:
        for seat in sorted(self.joined):
            self.send_state(seat)

    def send_state(self, seat: int) -> None:
        message = self.view(self.game, self.state, seat, self.names, self.ply)
        # (the table's own lines are the UI's: a line stands for them, the page decides
        # when to show it)
        message.update(lang=self.langs.get(seat, "en"), prompt=f"The line for seat {seat}", last="")
        self.server.send(seat, message)

    def play_bots(self) -> int:
        """The bots' turns until a phone's (or the end); how many moves they made."""
        made = 0
        rules: Any = eight_half if self.game == "eight_half" else huit
        while not self.over and self.kinds[self.state.turn] == "bot":
            legal = rules.legal_moves(self.state)
            self.advance(rules.apply_move(self.state, self.rng.choice(legal)).state)
            made += 1
        return made


class Phone:
    """One phone's WebSocket to the room; `received` keeps every message, in order."""

    def __init__(self, port: int, room: str, lang: str = "en", address: str = "127.0.0.1") -> None:
        self.room = room
        self.lang = lang
        # Entered as the context manager websockets asks for; closed by close().
        self.ws: ClientConnection = connect(
            f"ws://127.0.0.1:{port}/ws",
            open_timeout=WAIT,
            max_queue=None,
            source_address=(address, 0),
        ).__enter__()
        self.received: list[Message] = []
        self._read = 0  # how many of `received` next() has handed out
        self.seat: int | None = None
        self.token: str | None = None

    def send(self, message: Mapping[str, object]) -> None:
        self.ws.send(json.dumps(message))

    def send_text(self, text: str | bytes) -> None:
        self.ws.send(text)

    def next(self, timeout: float = WAIT) -> Message:
        """The next message not yet read (perhaps kept by drain())."""
        if self._read == len(self.received):
            self._fetch(timeout)
        self._read += 1
        return self.received[self._read - 1]

    def _fetch(self, timeout: float) -> None:
        self.received.append(json.loads(self.ws.recv(timeout)))

    def until(self, kind: str, **fields: object) -> Message:
        """Read on until a message of type `kind` (with those field values)."""
        while True:
            message = self.next()
            if message["t"] == kind and all(message.get(k) == v for k, v in fields.items()):
                return message

    def state(self, ply: int) -> Message:
        """The state of position `ply`, received already or still to come."""
        for message in reversed(self.received):
            if message["t"] == "state" and message["ply"] == ply:
                return message
        return self.until("state", ply=ply)

    def drain(self) -> None:
        """Keep whatever has arrived, without waiting (next() reads it later)."""
        while True:
            try:
                self._fetch(0)
            except TimeoutError:
                return

    def answer(self, *kinds: str) -> Message:
        """Read on (past the lobby and away news) to the first message of one of `kinds`."""
        while True:
            message = self.next()
            if message["t"] in kinds:
                return message

    def hello(self, token: str | None = None) -> Message:
        """The answer: welcome (a valid token), lobby (none), or the error."""
        self.send({"t": "hello", "room": self.room, "lang": self.lang, "token": token})
        return self.answer("welcome", "error") if token else self.answer("lobby", "error")

    def join(self, seat: int, name: str) -> Message:
        """Take `seat`: the welcome (the seat and token are kept), or the error."""
        self.send({"t": "join", "room": self.room, "seat": seat, "name": name,
                   "lang": self.lang})  # fmt: skip
        answer = self.answer("welcome", "error")
        if answer["t"] == "welcome":
            self.seat, self.token = answer["seat"], answer["token"]
        return answer

    def move(self, move: str, ply: int, token: str | None = None) -> None:
        self.send({"t": "move", "token": token or self.token, "move": move, "ply": ply})

    def close(self) -> None:
        self.ws.close()


def seated_room(
    game: Literal["eight_half", "huit"],
    seats: Sequence[Literal["phone", "bot"]],
    seed: int = 1,
    **kwargs: Any,
) -> tuple[RulesRoom, dict[int, Phone]]:
    """A started room whose phone seats are each taken by a phone (Ada, Bob, Chloé...)."""
    room = RulesRoom(game, seats, seed, **kwargs)
    room.start()
    phones: dict[int, Phone] = {}
    for seat, kind in enumerate(seats):
        if kind == "phone":
            phone = room.phone()
            phone.hello()
            answer = phone.join(seat, NAMES[seat])
            assert answer["t"] == "welcome", answer
            phones[seat] = phone
    room.pump_until(lambda: room.joined == set(phones))
    room.begin()
    return room, phones


NAMES = ("Ada", "Bob", "Chloé", "Daan", "Élise")


def play_match(room: RulesRoom, phones: Mapping[int, Phone], rng: random.Random) -> int:
    """The whole match: bots play at the table, each phone plays a random move among the
    ones its state offers when it is its turn. How many moves the phones made."""
    made = 0
    while True:
        room.play_bots()
        if room.over:
            return made
        seat = room.state.turn
        state = phones[seat].state(room.ply)
        assert state["moves"], f"seat {seat} to move but offered nothing"
        choice = rng.choice(state["moves"])
        phones[seat].move(choice["move"], state["ply"])
        room.pump_past(state["ply"])
        made += 1
        for phone in phones.values():
            phone.drain()


def finish(room: RulesRoom, phones: Mapping[int, Phone]) -> None:
    """Close the room and read every phone to its end (`closed`): all is received."""
    room.close()
    for phone in phones.values():
        phone.until("closed")
        phone.close()
