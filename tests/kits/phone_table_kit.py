"""A table whose seats are phones and bots, driven without sockets: a fake
room stands in for game.lan.server.RoomServer (poll / send / send_error / lobby_changed),
feeds the table what phones say (MoveSent, Joined, Back, Away) and keeps every message the
table sends to each seat, as the phone would receive it (through JSON)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from match_kit import lead_on

from game.lan.lobby import Lobby, LobbySeat
from game.lan.server import Away, Back, Incoming, Joined, MoveSent
from game.store.settings import Settings
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell.app import App
from game.ui.table.base import CardTable
from game.ui.table.bot_runner import InlineExecutor
from game.ui.table.phones import PhoneHands

DT = 1 / 60
TABLES: dict[str, Any] = {"eight_half": TableScene, "huit": HuitTableScene}
NAMES = ("Chloé", "Marc", "Anne-Sophie", "Jan", "Ilse")
Table = CardTable[Any, Any, Any, Any, Any, Any]


class FakeRoom:
    """The room server's face to the table, with the phones' side in the test's hands."""

    def __init__(self) -> None:
        self.incoming: list[Incoming] = []
        self.sent: list[tuple[int, dict[str, Any]]] = []  # (seat, message) in order
        # The same by seat and kind: a whole match sends thousands (read back every move).
        self._by_kind: dict[tuple[int, str], list[dict[str, Any]]] = {}
        self.lobby_told = 0

    # -- RoomServer's interface --------------------------------------------------------

    def poll(self) -> list[Incoming]:
        came, self.incoming = self.incoming, []
        return came

    def send(self, seat: int, message: dict[str, object]) -> None:
        read = json.loads(json.dumps(message))  # as the phone reads it
        self.sent.append((seat, read))
        self._by_kind.setdefault((seat, read["t"]), []).append(read)

    def send_error(self, seat: int, code: str, text: str) -> None:
        self.send(seat, {"t": "error", "code": code, "text": text})

    def lobby_changed(self) -> None:
        self.lobby_told += 1

    # -- the phones' side --------------------------------------------------------------

    def to(self, seat: int, kind: str = "state") -> list[dict[str, Any]]:
        return list(self._by_kind.get((seat, kind), ()))

    def state(self, seat: int) -> dict[str, Any]:
        """The last state the phone of `seat` holds."""
        states = self.to(seat)
        assert states, f"seat {seat}'s phone was sent no state"
        return states[-1]

    def errors(self, seat: int) -> list[dict[str, Any]]:
        return self.to(seat, "error")

    def move(self, seat: int, move: str, ply: int | None = None) -> None:
        """Seat's phone sends `move` on the state it holds (or on `ply`)."""
        self.incoming.append(MoveSent(seat, move, self.state(seat)["ply"] if ply is None else ply))


def lobby(game: str, kinds: Sequence[str], level: str = "medium") -> Lobby:
    """A room with a phone ("phone") or a bot ("bot") in each seat, every phone joined
    under a name (NAMES by seat) and connected."""
    seats = [
        LobbySeat(i, "phone" if k == "phone" else "bot", None, level, False, False)
        for i, k in enumerate(kinds)
    ]
    room = Lobby(game, seats, "KXQB")
    for i, k in enumerate(kinds):
        if k == "phone":
            room.join(i, NAMES[i])
            room.set_connected(i, True)
    return room


def phone_table(
    app: App, game: str, kinds: Sequence[str], *, seed: int = 3, langs: dict[int, str] | None = None
) -> tuple[Table, FakeRoom, PhoneHands]:
    """The room's table on `app`: phones say hello in their language (`langs`, else "en")
    before the first frame."""
    room = FakeRoom()
    hands = PhoneHands(room, lobby(game, kinds))
    table: Table = TABLES[game](
        app, app.settings, seed=seed, quick_bots=True, executor=InlineExecutor(), phones=hands
    )
    app.push(table)
    for seat in sorted(hands.seats):
        lang = (langs or {}).get(seat, "en")
        room.incoming.append(Joined(seat, NAMES[seat], lang))
    app.frame(DT)
    return table, room, hands


def settings(**kw: Any) -> Settings:
    base: dict[str, Any] = dict(
        window_size=(800, 600),
        animation_speed="instant",
        bot_pause=0.0,
        match_length=2,
        huit_to_500=False,
    )
    base.update(kw)
    return Settings(**base)


def away(room: FakeRoom, hands: PhoneHands, seat: int) -> None:
    """Seat's phone sleeps: the server marks it and tells the table."""
    hands.lobby.set_connected(seat, False)
    room.incoming.append(Away(seat))


def back(room: FakeRoom, hands: PhoneHands, seat: int, lang: str = "en") -> None:
    hands.lobby.set_connected(seat, True)
    room.incoming.append(Back(seat, lang))


def play_out(
    app: App,
    table: Table,
    room: FakeRoom,
    rng: random.Random,
    limit: int = 60_000,
    frame: Callable[[], None] | None = None,
) -> int:
    """A whole match: each phone, when its state offers moves, sends one of them (seeded
    random) at once, while the TV may still show the moves before (it shows them one after
    the other); the bots play as at any table. Returns the phones' moves made. `frame`
    runs one frame (a PrivacyWatch's), else the App's."""
    made = 0
    for _ in range(limit):
        if lead_on(app, table):
            return made
        if app.top is not table:
            continue
        for seat in sorted(table.phone_seats):
            held = room.state(seat)
            if held["moves"] and held["ply"] == table.phone_ply and not room.incoming:
                room.move(seat, rng.choice(held["moves"])["move"])
                made += 1
        if frame is not None:
            frame()
        else:
            app.frame(DT)
    raise AssertionError("the match did not end")
