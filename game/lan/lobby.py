"""Who sits where in a room: the phone seats, their names and their secret tokens.

Pure and thread-safe (one lock): the server's thread joins phones while the pygame loop
frees seats and hands them to bots.
"""

from __future__ import annotations

import random
import secrets
import threading
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from attrs import evolve, frozen

from game.names.alike import clashes
from game.names.drawable import undrawable
from game.names.normal import NAME_LENGTH, is_visible, tidy
from game.rules.huit import house_rules

ROOM_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I, O: read aloud from a TV, never mistaken
ROOM_CODE_LENGTH = 4
TOKEN_BYTES = 16  # 128 random bits: not guessable on a shared network
# Control characters, lone surrogates, private use, line and paragraph separators: no
# keyboard types them into a name. (Invisible characters are removed instead.)
_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Co", "Zl", "Zp"})


class RoomError(ValueError):
    """A phone's request the room refuses; `code` is one of protocol.ERROR_CODES."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail


def new_room_code(rng: random.Random | None = None) -> str:
    """Four letters to read from the TV (secrets unless a seeded rng is given, for tests)."""
    if rng is None:
        return "".join(secrets.choice(ROOM_LETTERS) for _ in range(ROOM_CODE_LENGTH))
    return "".join(rng.choice(ROOM_LETTERS) for _ in range(ROOM_CODE_LENGTH))


def room_rules(game: str, rules: Iterable[str]) -> tuple[str, ...]:
    """A room's house rules in H7's order: Huit américain's (RULES.md H7; an unknown name
    is a ValueError), none for 8½, which has no house rules."""
    if game == "huit":
        return house_rules(rules)
    given = tuple(rules)
    if given:
        raise ValueError(f"{game} has no house rules, not {list(given)!r}")
    return ()


@frozen
class LobbySeat:
    seat: int
    kind: Literal["phone", "bot"]  # a person at the TV's screen is not offered in a phone room
    # A phone seat: its player's name once joined. A bot's: the name the table gave it (the
    # match's, from Start or a save: "Chloé" for the seat her phone left), else None.
    name: str | None
    level: str  # the bot's level if kind == "bot"
    joined: bool  # a phone has taken it (it has a token)
    connected: bool  # that phone is connected now (False while joined: "away")


def clean_name(name: str) -> str:
    """The name as the table shows it (game.names.normal.tidy: NFC, trimmed, without
    invisible characters); RoomError("bad_name") if nothing of it can be seen, if it is
    longer than NAME_LENGTH or if the TV cannot draw one of its characters."""
    for ch in name.strip():
        if unicodedata.category(ch) in _REFUSED_CATEGORIES:
            raise RoomError("bad_name", f"a name may not hold the character U+{ord(ch):04X}")
    name = tidy(name)
    if not is_visible(name):
        raise RoomError("bad_name", "a name shows at least one character")
    if len(name) > NAME_LENGTH:
        raise RoomError("bad_name", f"a name has 1 to {NAME_LENGTH} characters")
    missing = undrawable(name)
    if missing is not None:
        raise RoomError("bad_name", f"the TV cannot draw the character U+{ord(missing):04X}")
    return name


class Lobby:
    """The room's seats. Tokens are secrets: only `tokens()` (for the save) hands them out."""

    def __init__(
        self,
        game: str,
        seats: Sequence[LobbySeat],
        code: str,
        tokens: Mapping[int, str] | None = None,
        reserved: Iterable[str] = (),
        rules: Iterable[str] = (),
    ) -> None:
        """`reserved`: the names no phone may take (the bots' at the table: see
        `name_bots`). A bot seat's name is its name in the match going on (Continue).
        `rules`: the house rules the room's match is dealt with (Huit américain, RULES.md
        H7), shown in every phone's lobby; checked and put in H7's order."""
        self.game = game
        self.code = code
        self.rules = room_rules(game, rules)
        self._reserved = tuple(reserved)
        self._lock = threading.Lock()
        self._tokens: dict[int, str] = dict(tokens or {})
        for i, seat in enumerate(seats):
            if seat.seat != i:
                raise ValueError(f"seat {seat.seat} listed at place {i}")
        for seat_no in self._tokens:
            if not 0 <= seat_no < len(seats) or seats[seat_no].kind != "phone":
                raise ValueError(f"a token for seat {seat_no}, which is not a phone's")
        # Nobody is connected to a room that has just opened; a seat is joined iff it has a
        # token (from a save, Continue gives each phone its seat back), and only a joined
        # seat has a phone player's name.
        self._seats = [
            evolve(
                s,
                name=s.name if s.seat in self._tokens or s.kind == "bot" else None,
                joined=s.seat in self._tokens,
                connected=False,
            )
            for s in seats
        ]
        self._started = False

    def seats(self) -> tuple[LobbySeat, ...]:
        with self._lock:
            return tuple(self._seats)

    @property
    def started(self) -> bool:
        """The match has begun (the phones stop showing the seats to take)."""
        with self._lock:
            return self._started

    def set_started(self, started: bool) -> None:
        with self._lock:
            self._started = started

    def name_bots(self, names: Mapping[int, str]) -> None:
        """The table's bots go by `names` (seat -> name): the phones' lobby shows them
        ("Bruno · bot · Hard") and no phone may take one (nor a look-alike). Before the
        match, the table names its bots after the people, so nobody clashes."""
        with self._lock:
            self._reserved = tuple(names.values())
            for seat, name in names.items():
                if self._seats[seat].kind == "bot":
                    self._seats[seat] = evolve(self._seats[seat], name=name)

    def join(self, seat: int, name: str) -> str:
        """A phone takes a free phone seat under `name`: its new token."""
        name = clean_name(name)
        with self._lock:
            if not 0 <= seat < len(self._seats):
                raise RoomError("no_such_seat", f"there is no seat {seat}")
            current = self._seats[seat]
            if current.kind != "phone" or current.joined:
                raise RoomError("seat_taken", f"seat {seat} is taken")
            # Look-alikes are one name ("Alice", "alice", a Cyrillic "Аlice"): game.names.alike.
            held = [s.name for s in self._seats if s.name is not None]
            other = clashes(name, [*held, *self._reserved])
            if other is not None:
                raise RoomError("name_taken", f"{name} would be taken for {other}")
            token = secrets.token_urlsafe(TOKEN_BYTES)
            self._tokens[seat] = token
            self._seats[seat] = evolve(current, name=name, joined=True, connected=False)
            return token

    def rejoin(self, token: str) -> int:
        """The seat a phone's kept token is for; RoomError("bad_token") if none."""
        seat = self.seat_of(token)
        if seat is None:
            raise RoomError("bad_token", "this phone holds no seat in the room")
        return seat

    def seat_of(self, token: str) -> int | None:
        with self._lock:
            for seat, kept in self._tokens.items():
                if secrets.compare_digest(kept.encode(), token.encode("utf-8", "surrogatepass")):
                    return seat
        return None

    def set_connected(self, seat: int, connected: bool) -> None:
        with self._lock:
            current = self._seats[seat]
            if current.joined:
                self._seats[seat] = evolve(current, connected=connected)

    def free(self, seat: int) -> None:
        """The host opens the seat to a phone again: its phone (if any) loses it."""
        with self._lock:
            self._tokens.pop(seat, None)
            current = self._seats[seat]
            self._seats[seat] = evolve(
                current, kind="phone", name=None, joined=False, connected=False
            )

    def to_bot(self, seat: int, level: str, name: str | None = None) -> None:
        """The host hands the seat to a bot of `level`: its phone (if any) loses it. In a
        match the bot plays on under `name` (the phone player's, as the table has it), which
        no other phone may take then; before the match the seat has no name until the table
        names its bots at Start."""
        with self._lock:
            self._tokens.pop(seat, None)
            current = self._seats[seat]
            self._seats[seat] = evolve(
                current, kind="bot", name=name, level=level, joined=False, connected=False
            )

    def tokens(self) -> dict[int, str]:
        """Seat -> token of every joined phone, for the save record (Continue)."""
        with self._lock:
            return dict(self._tokens)
