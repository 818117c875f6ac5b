"""The room code against guessing: wrong codes are counted per address, not per connection.

A phone on the Wi-Fi that reconnects after every few tries still comes from one address:
each address may send WRONG_CODES (a burst of ten, then one a second). Once it has spent
them, its next code is refused before it is even looked at, so that a right guess in a
flood tells it nothing. A phone from another address is never slowed. The game's log
notes the wrong codes, at most one line a minute.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.lan.lobby import RoomError
from game.lan.protocol import WRONG_CODES, RateLimit

log = logging.getLogger("game.lan.guard")

LOG_EVERY = 60.0  # seconds between two lines of the log about wrong codes
# Addresses remembered at most: beyond, those that have earned all their tries back are
# forgotten (they would start with a full burst anyway), else the one known longest.
REMEMBERED = 256


class CodeGuard:
    """Checks room codes for the server's thread (not thread-safe: it needs no lock)."""

    def __init__(self, code: str, clock: Callable[[], float]) -> None:
        self._code = code
        self._clock = clock
        self._tries: dict[str, RateLimit] = {}
        self._unlogged = 0  # wrong codes since the last line of the log
        self._from: set[str] = set()  # their addresses
        self._logged: float | None = None  # when the last line was written

    def check(self, address: str, room: str, *, seated: bool = False) -> None:
        """RoomError("bad_room") for a wrong code, RoomError("flood") while `address` has
        no try left (the code unread, unless the phone holds a seat: `seated`); nothing
        for the room's code (any case)."""
        tries = self._tries.get(address)
        if tries is not None and not seated and not tries.ready():
            raise RoomError("flood", "too many wrong room codes: wait a moment")
        if room.upper() == self._code:
            return
        if tries is None:
            self._forget()
            tries = self._tries[address] = RateLimit(*WRONG_CODES, clock=self._clock)
        tries.allow()
        self._note(address)
        raise RoomError("bad_room", "this is not the room's code")

    def _forget(self) -> None:
        if len(self._tries) < REMEMBERED:
            return
        for address in [a for a, t in self._tries.items() if t.ready() and t.full]:
            del self._tries[address]
        while len(self._tries) >= REMEMBERED:  # all still spending: the longest known goes
            del self._tries[next(iter(self._tries))]

    def _note(self, address: str) -> None:
        self._unlogged += 1
        self._from.add(address)
        now = self._clock()
        if self._logged is not None and now - self._logged < LOG_EVERY:
            return
        shown = ", ".join(sorted(self._from)[:5]) + (" and more" if len(self._from) > 5 else "")
        log.warning("The room refused %d wrong room code(s) from %s", self._unlogged, shown)
        self._logged, self._unlogged = now, 0
        self._from.clear()
