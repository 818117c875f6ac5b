"""A match as a game record (like chess's PGN): its players, each game's start and moves.

The record is the save format (``current.json``, ``current-huit.json``) and the history's
format. It is built as the match goes, one cheap call per event:

    rec = MatchRecord.begin(players, length=6, seed=seed, start=match.game)
    rec = rec.with_move(move, state)      # after every move, swap or noswap
    rec = rec.with_next_game(next_start)  # after "next game"

and read back by `record_from_json`, which trusts nothing: every field is checked, and
every game's start is replayed with its moves through the game's rules (game.store.games)
to the recorded points and position. Any failure is a `SaveError` with a reason.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, get_args

import attrs

from game.names.normal import shown
from game.store import layout
from game.store.games import RULES, AnyGameRules, rules_for
from game.store.review_cache import FIELD as REVIEWS
from game.store.review_cache import KeptReview, read_reviews, reviews_to_json, with_kept
from game.store.settings import BOT_LEVELS

if TYPE_CHECKING:
    # Named for the types only: each game's rules are imported when a record of it is
    # first read or written (game.store.games), not with the store.
    from game.rules import huit
    from game.rules.eight_half import Move, State

SAVE_FORMAT = "eight-and-a-half/save"
# Version 2: one to five people, the unnamed player saved as "" (version 1: exactly one
# person, named "You", "Vous" or "Jij"). Version 3: "room", the phones' room of a match
# played with phones (null otherwise). Version 4: each player's "left", true for a person's seat
# given to a bot. Version 5: "house_rules", the house rules the match is dealt with (Huit
# américain's, RULES.md H7; [] for the book's). Saves of versions 1 to 4 still load, and
# play by the book's rules, the only ones there were.
SAVE_VERSION = 5
MAX_SAVE_BYTES = 4 * 1024 * 1024  # a six-game match is ~12 KB; far more is not ours

Status = Literal["playing", "finished", "abandoned"]
STATUSES: tuple[Status, ...] = get_args(Status)

# A game's position and move: 8½'s (Part C) or Huit américain's (Part D).
Position: TypeAlias = "State | huit.State"
GameMove: TypeAlias = "Move | huit.Move"

MAX_NAME = 40
MAX_MOVE_TEXT = 40
MAX_LENGTH = 99  # 8½'s games in a match, as the settings allow (each game has its own bound)
MAX_SEED = 2**64  # any 64-bit seed, signed or not; bounds what a hand-edited file holds
_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")  # it names a history file: no "/" or ".."
# Names Windows keeps for its devices, whatever the case: "nul.json" is no file there.
_WINDOWS_DEVICE = re.compile(r"(?i)(con|prn|aux|nul|com[0-9]|lpt[0-9])")
_FIELDS = (
    "format", "version", "game", "id", "started", "ended", "status",
    "players", "length", "seed", "games", "position",
)  # fmt: skip
_ROOM_SINCE = 3  # the save version that has "room"
_ROOM_FIELDS = ("code", "phones")
_PHONE_FIELDS = ("seat", "token")
# A room code as the TV shows it: four capitals without I and O (game/lan/lobby.py's
# ROOM_LETTERS; the store may not import the room).
_ROOM_CODE = re.compile(r"[A-HJ-NP-Z]{4}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")  # a seat's token, as secrets.token_urlsafe writes
_GAME_FIELDS = ("start", "moves", "points")
_PLAYER_FIELDS = ("name", "human", "level")
_LEFT_SINCE = 4  # the save version whose players have "left"
_HOUSE_SINCE = 5  # the save version that has "house_rules"

UNNAMED = ""  # the person who never typed a name: shown as "You" in their language
# What saves of version 1 named their single person: tr("seat.you") in the language of the day.
OLD_UNNAMED = frozenset({"You", "Vous", "Jij"})


def person_key(name: str) -> str:
    """The key a person's results are kept under: the name as players at a table tell names
    apart (Chloé and chloé are one person), and UNNAMED for the player who typed none,
    whether saved as "" or, from the days of one player per table, as "You", "Vous" or
    "Jij"."""
    name = shown(name)
    return UNNAMED if name in OLD_UNNAMED else name.casefold()


class SaveError(ValueError):
    """A record that is not a valid save; `reason` says what is wrong, for the log."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def now_iso(now: datetime.datetime | None = None) -> str:
    """UTC time as ``2026-01-15T20:30:00Z``."""
    moment = now if now is not None else datetime.datetime.now(datetime.UTC)
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_match_id(now: datetime.datetime | None = None) -> str:
    """Sorts by start time (history files are named by it) and is unique in practice."""
    moment = now if now is not None else datetime.datetime.now(datetime.UTC)
    stamp = moment.astimezone(datetime.UTC).strftime("%Y%m%d-%H%M%S")
    import secrets  # here: a new match needs it, the title reading the saved ones does not

    return f"{stamp}-{secrets.token_hex(3)}"


@attrs.frozen
class PlayerInfo:
    """One seat: its name, whether a person plays it, and a bot's level (None for a person).
    `left`: a person sat here and left the match; the bot of `level` plays their seat, under
    their name, until they take it back."""

    name: str
    human: bool
    level: str | None = None
    left: bool = False


@attrs.frozen
class RoomRecord:
    """The room of a match played with phones: its code, and each phone seat with
    the token its phone keeps (None: nobody holds that seat now). Continue opens the room
    again with them, so each phone gets its seat back by itself."""

    code: str
    phones: tuple[tuple[int, str | None], ...]  # (seat, token), by seat

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats played on phones."""
        return tuple(seat for seat, _ in self.phones)

    def tokens(self) -> dict[int, str]:
        """The tokens of the seats a phone holds, by seat."""
        return {seat: token for seat, token in self.phones if token is not None}


@attrs.frozen
class GameRecord:
    """One game: the position right after the deal (swap phase included), the moves since,
    and the points of every seat once it is over (None while it goes on)."""

    start: Position
    moves: tuple[GameMove, ...] = ()
    points: tuple[int, ...] | None = None

    @property
    def plies(self) -> int:
        return len(self.moves)

    @property
    def is_over(self) -> bool:
        return self.points is not None


@attrs.frozen
class MatchRecord:
    """A whole match so far. `position` is the current game's position now."""

    id: str
    started: str  # ISO time, UTC
    players: tuple[PlayerInfo, ...]
    length: int
    seed: int
    games: tuple[GameRecord, ...]
    position: Position
    status: Status = "playing"
    ended: str | None = None  # ISO time, once finished or abandoned
    game: str = "eight_half"
    room: RoomRecord | None = None  # the phones' room, for a match played with phones
    # What the review worked out for its games (game.store.review_cache): history only.
    reviews: tuple[KeptReview, ...] = ()

    @classmethod
    def begin(
        cls,
        players: Sequence[PlayerInfo],
        *,
        length: int,
        seed: int,
        start: Position,
        game: str = "eight_half",
        now: datetime.datetime | None = None,
    ) -> MatchRecord:
        """The record of a match whose first game was just dealt (`start`)."""
        return cls(
            id=new_match_id(now),
            started=now_iso(now),
            players=tuple(players),
            length=length,
            seed=seed,
            games=(GameRecord(start),),
            position=start,
            game=game,
        )

    # --- reading ------------------------------------------------------------------------

    @property
    def rules(self) -> AnyGameRules:
        return rules_for(self.game)

    @property
    def house_rules(self) -> tuple[str, ...]:
        """The house rules the match is dealt with (RULES.md H7); () for the book's rules.
        Its first deal says them: every game of a match shares them."""
        return self.rules.house_rules_of(self.games[0].start)

    @property
    def current(self) -> GameRecord:
        """The game being played, or the last one once it is over."""
        return self.games[-1]

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by persons, in seat order (at least one in a record read back)."""
        return tuple(i for i, p in enumerate(self.players) if p.human)

    @property
    def left(self) -> tuple[int, ...]:
        """The seats of people who left the match, a bot playing for each, in seat order."""
        return tuple(i for i, p in enumerate(self.players) if p.left)

    @property
    def lone_person(self) -> int | None:
        """The seat of the one person who played at the screen, called "You"; None when
        several did (one of them may have left the match), or when the people played on
        phones (nobody sits at the TV: each is called by name)."""
        return (
            self.people[0]
            if len(self.people) == 1 and not self.left and self.room is None
            else None
        )

    @property
    def human_seat(self) -> int:
        """The first person's seat, for callers that need only one."""
        return self.people[0]

    @property
    def finished_points(self) -> tuple[tuple[int, ...], ...]:
        return tuple(g.points for g in self.games if g.points is not None)

    @property
    def totals(self) -> tuple[int, ...]:
        points = self.finished_points
        return tuple(sum(p[seat] for p in points) for seat in range(len(self.players)))

    @property
    def leaders(self) -> tuple[int, ...]:
        """Seats with the highest total; equal totals share the win (R10.5)."""
        totals = self.totals
        return tuple(seat for seat, t in enumerate(totals) if t == max(totals))

    @property
    def match_over(self) -> bool:
        return self.current.is_over and self.rules.match_over(self.length, self.finished_points)

    # --- building -----------------------------------------------------------------------

    def with_move(self, move: GameMove, state: Position) -> MatchRecord:
        """After `move` led to `state` in the current game; a finished game gets its points."""
        game = self.current
        if game.is_over:
            raise ValueError("the game is over: deal the next one first")
        outcome = self.rules.outcome(state)
        done = GameRecord(
            game.start, (*game.moves, move), outcome.points if outcome is not None else None
        )
        return attrs.evolve(self, games=(*self.games[:-1], done), position=state)

    def with_next_game(self, start: Position) -> MatchRecord:
        """After "next game": `start` is the new deal (in its swap phase, R10.4)."""
        if not self.current.is_over:
            raise ValueError("the current game is not over")
        if self.match_over:
            raise ValueError("the match is over")
        return attrs.evolve(self, games=(*self.games, GameRecord(start)), position=start)

    def with_status(self, status: Status, now: datetime.datetime | None = None) -> MatchRecord:
        """Finished or abandoned (stamped with the end time), or playing again."""
        ended = None if status == "playing" else now_iso(now)
        return attrs.evolve(self, status=status, ended=ended)

    def with_bot(self, seat: int, level: str) -> MatchRecord:
        """A bot of `level` plays `seat` from now on, under the same name: the person who
        played it left (at the screen, or their phone's seat was given to a bot)."""
        if not 0 <= seat < len(self.players):
            raise ValueError(f"no seat {seat} in this match")
        bot = PlayerInfo(self.players[seat].name, False, level, left=True)
        return self._with_player(seat, bot)

    def with_person(self, seat: int) -> MatchRecord:
        """The person who left `seat` takes it back from the bot that played for them."""
        if not (0 <= seat < len(self.players) and self.players[seat].left):
            raise ValueError(f"seat {seat} is not a person's a bot plays for")
        return self._with_player(seat, PlayerInfo(self.players[seat].name, True))

    def _with_player(self, seat: int, info: PlayerInfo) -> MatchRecord:
        players = tuple(info if p == seat else old for p, old in enumerate(self.players))
        return attrs.evolve(self, players=players)

    def with_room(self, room: RoomRecord | None) -> MatchRecord:
        """Played with phones in `room` (its tokens as they are now)."""
        return attrs.evolve(self, room=room)

    def with_review(self, review: KeptReview) -> MatchRecord:
        """With `review` kept in place of its game's and seat's former one."""
        return attrs.evolve(self, reviews=with_kept(self.reviews, review))


# --- writing ----------------------------------------------------------------------------


def record_to_json(rec: MatchRecord) -> dict[str, Any]:
    rules = rec.rules
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": rec.game,
        "id": rec.id,
        "started": rec.started,
        "ended": rec.ended,
        "status": rec.status,
        "players": [
            {"name": p.name, "human": p.human, "level": p.level, "left": p.left}
            for p in rec.players
        ],
        "house_rules": list(rec.house_rules),
        "length": rec.length,
        "seed": rec.seed,
        "games": [
            {
                "start": rules.format_position(g.start),
                "moves": [rules.format_move(m) for m in g.moves],
                "points": list(g.points) if g.points is not None else None,
            }
            for g in rec.games
        ],
        "position": rules.format_position(rec.position),
        "room": None
        if rec.room is None
        else {
            "code": rec.room.code,
            "phones": [{"seat": seat, "token": token} for seat, token in rec.room.phones],
        },
    } | ({REVIEWS: reviews_to_json(rec.reviews)} if rec.reviews else {})


def dumps_record(rec: MatchRecord) -> str:
    """The save file's text: JSON laid out for reading (game.store.layout)."""
    return layout.dumps(record_to_json(rec))


# --- reading ----------------------------------------------------------------------------


def record_from_json(data: Any) -> MatchRecord:
    """Check a parsed save field by field and replay every game; SaveError says what failed."""
    if not isinstance(data, dict):
        raise SaveError(f"a save is a JSON object, not {type(data).__name__}")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f'not a save: "format" is {short(data.get("format"))}')
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(f'"version" must be a whole number from 1, not {short(version)}')
    if version > SAVE_VERSION:
        raise SaveError(f"written by a newer version of the game (save version {version})")
    game = data.get("game")
    if not isinstance(game, str) or game not in RULES:
        raise SaveError(f"unknown game {short(game)}: this version knows {', '.join(RULES)}")
    fields = (
        *_FIELDS,
        *(("room",) if version >= _ROOM_SINCE else ()),
        *(("house_rules",) if version >= _HOUSE_SINCE else ()),
    )
    # The kept reviews are read apart, and a bad one only left out (game.store.review_cache):
    # the match itself is as good without them.
    kept = data.get(REVIEWS)
    _exact_keys({k: v for k, v in data.items() if k != REVIEWS}, fields, "the save")
    rules = rules_for(game)
    # Before version 5 every match was dealt with the book's rules.
    house = _house_rules(data["house_rules"], rules) if version >= _HOUSE_SINCE else ()
    match_id = data["id"]
    if not isinstance(match_id, str) or not _ID.fullmatch(match_id):
        raise SaveError(f'"id" must be letters, digits, "-" or "_", not {short(match_id)}')
    if _WINDOWS_DEVICE.fullmatch(match_id):
        raise SaveError(f'"id" {short(match_id)} is the name of a device on Windows')
    started = _time(data["started"], "started")
    ended = None if data["ended"] is None else _time(data["ended"], "ended")
    status = data["status"]
    if status not in STATUSES:
        raise SaveError(f'"status" must be one of {", ".join(STATUSES)}, not {short(status)}')
    players = _players(data["players"], rules, version)
    room = _room(data.get("room"), players)
    length = _whole(data["length"], "length", 1, rules.max_length)
    seed = _whole(data["seed"], "seed", -MAX_SEED, MAX_SEED - 1)
    raw_games = data["games"]
    most = rules.max_games(length)
    if not isinstance(raw_games, list) or not 1 <= len(raw_games) <= most:
        raise SaveError(f'"games" must list 1 to {most} games (a match of length {length})')
    games: list[GameRecord] = []
    final: Position | None = None
    for i, raw in enumerate(raw_games):
        if games and not games[-1].is_over:
            raise SaveError(f"game {i + 1} follows game {i}, which is not over")
        if games and rules.match_over(length, [g.points for g in games if g.points is not None]):
            raise SaveError(f"game {i + 1} follows the end of the match")
        played, final = _game(i, raw, rules, len(players))
        if games and rules.decks_of(played.start) != rules.decks_of(games[0].start):
            raise SaveError(f"game {i + 1} is dealt from other decks than game 1")
        if rules.house_rules_of(played.start) != house:
            raise SaveError(
                f"game {i + 1} is dealt with other house rules than the match's "
                f"({', '.join(house) or 'none'})"
            )
        games.append(played)
    if _position(data["position"], rules, '"position"') != final:
        raise SaveError('the last game\'s moves do not lead to "position"')
    # The replayed position, not the one read: it has met every position of its game, so a
    # game going round in circles ends when it would have (R10.6, H6.2).
    rec = MatchRecord(
        id=match_id, started=started, players=players, length=length, seed=seed,
        games=tuple(games), position=final, status=status, ended=ended, game=game, room=room,
        reviews=read_reviews(kept, len(games), len(players)),
    )  # fmt: skip
    if status == "finished" and not rec.match_over:
        raise SaveError('"status" is "finished" but the match is not over')
    if (status == "playing") != (ended is None):
        raise SaveError('"ended" is a time once finished or abandoned, and null before')
    return rec


def short(value: Any) -> str:
    """A value as an error message shows it: its repr, cut at 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _exact_keys(data: dict[str, Any], fields: Sequence[str], where: str) -> None:
    missing = [f for f in fields if f not in data]
    if missing:
        raise SaveError(f"{where} lacks {', '.join(missing)}")
    extra = sorted(str(k) for k in data if k not in fields)
    if extra:
        raise SaveError(f"{where} has unknown field(s) {', '.join(short(k) for k in extra)}")


def _whole(value: Any, name: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise SaveError(f'"{name}" must be a whole number from {lo} to {hi}, not {short(value)}')
    return value


def _time(value: Any, name: str) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise SaveError(f'"{name}" must be an ISO time like "2026-01-15T20:30:00Z"')
    try:
        datetime.datetime.fromisoformat(value)
    except ValueError:
        raise SaveError(f'"{name}" is not an ISO time: {short(value)}') from None
    return value


def _players(value: Any, rules: AnyGameRules, version: int) -> tuple[PlayerInfo, ...]:
    lo, hi = rules.min_players, rules.max_players
    if not isinstance(value, list) or not lo <= len(value) <= hi:
        raise SaveError(f'"players" must list {lo} to {hi} players')
    players = []
    for i, p in enumerate(value):
        where = f"player {i}"
        if not isinstance(p, dict):
            raise SaveError(f"{where} must be an object with name, human, level")
        has_left = version >= _LEFT_SINCE
        _exact_keys(p, (*_PLAYER_FIELDS, "left") if has_left else _PLAYER_FIELDS, where)
        name, human, level = p["name"], p["human"], p["level"]
        left = p["left"] if has_left else False
        if not isinstance(left, bool) or (left and human):
            raise SaveError(f'{where}: "left" must be true or false, and false for a person')
        if not isinstance(human, bool):
            raise SaveError(f'{where}: "human" must be true or false')
        # A person may be unnamed (""); a bot always has a name to show. A name of only
        # invisible characters (a file edited by hand) is a person's "Player 2".
        shortest = 0 if human else 1
        if isinstance(name, str) and len(name) <= MAX_NAME:
            name = shown(name)
        if not isinstance(name, str) or not shortest <= len(name) <= MAX_NAME:
            raise SaveError(
                f"{where}: the name must be {shortest} to {MAX_NAME} printable characters"
            )
        if human and level is not None:
            raise SaveError(f'{where}: a person has no bot level ("level": null)')
        if not human and level not in BOT_LEVELS:
            raise SaveError(f'{where}: "level" must be one of {", ".join(BOT_LEVELS)}')
        players.append(PlayerInfo(name, human, level, left))
    if not any(p.human for p in players):
        raise SaveError('no player is a person ("human": true): a match is played by someone')
    return tuple(players)


def _house_rules(value: Any, rules: AnyGameRules) -> tuple[str, ...]:
    """The match's house rules: a list of the game's names, each once."""
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise SaveError(
            f'"house_rules" must be a list of house rules like ["jokers"], not {short(value)}'
        )
    if len(set(value)) != len(value):
        raise SaveError(f'"house_rules" names a rule twice: {short(value)}')
    try:
        return rules.house_rules(value)
    except (TypeError, ValueError) as exc:
        raise SaveError(f'"house_rules": {exc}') from None


def _room(value: Any, players: Sequence[PlayerInfo]) -> RoomRecord | None:
    """The phones' room: null, or its code and each phone seat (a person's) with its token."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise SaveError('"room" must be null or an object with code, phones')
    _exact_keys(value, _ROOM_FIELDS, '"room"')
    code = value["code"]
    if not isinstance(code, str) or not _ROOM_CODE.fullmatch(code):
        raise SaveError(f'"room": the code must be four capitals without I or O, not {short(code)}')
    raw = value["phones"]
    if not isinstance(raw, list) or not 1 <= len(raw) <= len(players):
        raise SaveError(f'"room": "phones" must list 1 to {len(players)} phone seats')
    phones: list[tuple[int, str | None]] = []
    for i, phone in enumerate(raw):
        where = f'"room", phone {i}'
        if not isinstance(phone, dict):
            raise SaveError(f"{where} must be an object with seat, token")
        _exact_keys(phone, _PHONE_FIELDS, where)
        seat = _whole(phone["seat"], "seat", 0, len(players) - 1)
        if phones and seat <= phones[-1][0]:
            raise SaveError(f"{where}: the phone seats must be listed once each, in seat order")
        if not players[seat].human:
            raise SaveError(f"{where}: seat {seat} is a bot's, not a person's on a phone")
        token = phone["token"]
        if token is not None and (not isinstance(token, str) or not _TOKEN.fullmatch(token)):
            raise SaveError(f"{where}: the token must be null or 16 to 64 letters, digits, - or _")
        phones.append((seat, token))
    tokens = [token for _, token in phones if token is not None]
    if len(set(tokens)) != len(tokens):
        raise SaveError('"room": two phone seats share a token')
    return RoomRecord(code, tuple(phones))


def _position(value: Any, rules: AnyGameRules, where: str) -> Position:
    try:
        position: Position = rules.parse_position(value)  # the rules of the record's game
    except ValueError as exc:
        raise SaveError(f"{where}: {exc}") from None
    return position


def _game(i: int, value: Any, rules: AnyGameRules, players: int) -> tuple[GameRecord, Position]:
    """The game and its replayed final (or current) position."""
    where = f"game {i + 1}"
    if not isinstance(value, dict):
        raise SaveError(f"{where} must be an object with start, moves, points")
    _exact_keys(value, _GAME_FIELDS, where)
    start = _position(value["start"], rules, f"{where} start")
    if rules.players_of(start) != players:
        raise SaveError(f"{where} is dealt for {rules.players_of(start)} players, not {players}")
    moves = read_moves(value["moves"], rules, where, SaveError)
    points = read_points(value["points"], players, where, SaveError, "player")
    game = GameRecord(start, moves, points)
    return game, replay(game, rules, where)


def read_moves(
    raw: Any, rules: AnyGameRules, where: str, error: type[ValueError]
) -> tuple[GameMove, ...]:
    """A game's moves read from their notation (Part C or D), not yet played; anything else
    is an `error` (SaveError, or a game file's) naming the move. Shared by saves and game files."""
    if not isinstance(raw, list):
        raise error(f'{where}: "moves" must be a list of moves like "7 7" or "take"')
    moves = []
    for j, text in enumerate(raw):
        if not isinstance(text, str) or len(text) > MAX_MOVE_TEXT:
            raise error(f"{where}, move {j + 1}: not a move: {short(text)}")
        try:
            moves.append(rules.parse_move(text))
        except ValueError as exc:
            raise error(f"{where}, move {j + 1} ({text!r}): {exc}") from None
    return tuple(moves)


def read_points(
    value: Any, players: int, where: str, error: type[ValueError], per: str
) -> tuple[int, ...] | None:
    """A game's points, one whole number per `per` ("player", "seat"), or None before its end."""
    if value is not None and (
        not isinstance(value, list)
        or len(value) != players
        or any(type(x) is not int for x in value)
    ):
        raise error(f'{where}: "points" must be null or one whole number per {per}')
    return None if value is None else tuple(value)


def replay(game: GameRecord, rules: AnyGameRules, where: str = "the game") -> Position:
    """The game's final (or current) position, from its start and moves through the rules.

    SaveError if a move is refused, comes after the end, or the points are not the game's.
    """
    state = game.start
    for j, move in enumerate(game.moves):
        if rules.outcome(state) is not None:
            raise SaveError(f"{where}: move {j + 1} comes after the end of the game")
        try:
            state = rules.apply_move(state, move)
        except ValueError as exc:
            raise SaveError(f"{where}, move {j + 1}: {exc}") from None
    outcome = rules.outcome(state)
    recorded = game.points
    if outcome is None and recorded is not None:
        raise SaveError(f"{where} has points but its moves do not end it")
    if outcome is not None and recorded != outcome.points:
        raise SaveError(f"{where}: the points {recorded} are not the game's {outcome.points}")
    if outcome is not None:
        # The record keeps points, not winners: they must name the game's winner.
        try:
            named: int | None = rules.winner_by_points(outcome.points)
        except ValueError:
            named = None
        if named != outcome.winner:
            raise SaveError(f"{where}: the points {list(outcome.points)} do not name its winner")
    return state
