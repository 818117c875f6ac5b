"""What a phone may send, checked to the letter; what it is sent is plain JSON (see README).

`parse_client` is the only door: any text a phone sends becomes one of four frozen
messages or a ProtocolError with a code the phone understands. Nothing else escapes it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from attrs import frozen

MAX_MESSAGE = 4096  # bytes; bigger: refused ("too_big") and the connection closed
RATE = 10.0, 30  # messages a second, burst: beyond -> "flood" error, message dropped
# Wrong room codes from one address, whatever its connections: a second, burst. 24**4
# codes at one a second take days to try, while a typo or ten costs a person nothing.
WRONG_CODES = 1.0, 10
ERROR_CODES = (
    "bad_json", "unknown_type", "bad_field", "too_big", "flood", "bad_room",
    "bad_token", "seat_taken", "no_such_seat", "bad_name", "name_taken",
    "not_your_turn", "stale", "bad_move", "illegal", "room_closed", "not_joined",
)  # fmt: skip
MAX_TEXT = 64  # any one string field (a name is checked closer by the lobby)
MAX_PLY = 10**9


class ProtocolError(ValueError):
    """A message refused before it reaches the room; `code` is one of ERROR_CODES."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


@frozen
class Hello:
    room: str
    lang: str
    token: str | None


@frozen
class Join:
    room: str
    seat: int
    name: str
    lang: str


@frozen
class MoveMsg:
    token: str
    move: str
    ply: int


@frozen
class Ping:
    pass


ClientMessage = Hello | Join | MoveMsg | Ping

_FIELDS: dict[str, frozenset[str]] = {
    "hello": frozenset({"t", "room", "lang", "token"}),
    "join": frozenset({"t", "room", "seat", "name", "lang"}),
    "move": frozenset({"t", "token", "move", "ply"}),
    "ping": frozenset({"t"}),
}


def parse_client(text: str | bytes) -> ClientMessage:
    """One message from a phone; ProtocolError (and only that) if it is not one."""
    data = _decode(text)
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("unknown_type", f"unknown message type {_shown(kind)}")
    fields = set(data)
    if fields != _FIELDS[kind]:
        extra, missing = sorted(fields - _FIELDS[kind]), sorted(_FIELDS[kind] - fields)
        what = f"unknown field {extra[0]!r}" if extra else f"missing field {missing[0]!r}"
        raise ProtocolError("bad_field", f"{kind}: {what}")
    if kind == "hello":
        token = data["token"]
        return Hello(
            room=_text(data, "room"),
            lang=_text(data, "lang"),
            token=None if token is None else _text(data, "token"),
        )
    if kind == "join":
        return Join(
            room=_text(data, "room"),
            seat=_whole(data, "seat"),
            name=_text(data, "name"),
            lang=_text(data, "lang"),
        )
    if kind == "move":
        return MoveMsg(token=_text(data, "token"), move=_text(data, "move"),
                       ply=_whole(data, "ply"))  # fmt: skip
    return Ping()


def _decode(text: str | bytes) -> dict[str, Any]:
    if len(text) > MAX_MESSAGE:  # a character is at least a byte: too big before encoding
        raise ProtocolError("too_big", f"a message holds at most {MAX_MESSAGE} bytes")
    if isinstance(text, str):
        size = len(text.encode("utf-8", "surrogatepass"))
    else:
        size = len(text)
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "a message is UTF-8 text") from None
    if size > MAX_MESSAGE:
        raise ProtocolError("too_big", f"a message holds at most {MAX_MESSAGE} bytes")
    try:
        data = json.loads(text, object_pairs_hook=_no_repeats, parse_constant=_no_constant)
    except (ValueError, RecursionError):  # JSONDecodeError, a repeated key, NaN; too deep
        raise ProtocolError("bad_json", "a message is one JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "a message is one JSON object")
    return data


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise ValueError("a key given twice")  # which one would count? neither
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _text(data: dict[str, Any], field: str) -> str:
    value = data[field]
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ProtocolError("bad_field", f"{field}: text of at most {MAX_TEXT} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate written as \ud800
        raise ProtocolError("bad_field", f"{field}: not text") from None
    return value


def _whole(data: dict[str, Any], field: str) -> int:
    value = data[field]
    # bool is an int to Python, never to a phone
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_PLY:
        raise ProtocolError("bad_field", f"{field}: a whole number from 0")
    return value


def _shown(value: object) -> str:
    return repr(value)[:20]


class RateLimit:
    """A token bucket: `burst` messages at once, then `rate` a second."""

    def __init__(
        self,
        rate: float = RATE[0],
        burst: int = RATE[1],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._rate = rate
        self._burst = float(burst)
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()

    def ready(self) -> bool:
        """Would a message be allowed now? (Nothing spent.)"""
        now = self._clock()
        self._tokens = min(self._burst, self._tokens + (now - self._last) * self._rate)
        self._last = now
        return self._tokens >= 1.0

    def allow(self) -> bool:
        """Spend one message; False (nothing spent) if the bucket is empty."""
        if not self.ready():
            return False
        self._tokens -= 1.0
        return True

    @property
    def full(self) -> bool:
        """As if nothing had been spent (as of the last reading): nothing to remember."""
        return self._tokens >= self._burst
