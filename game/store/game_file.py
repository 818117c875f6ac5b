"""A match as a game file: a JSON document to keep, share and review (README "Game files").

The history keeps a match as its record (game.store.record); a game file is that match
told to anyone: the game, the seats' names and kinds (a person at the screen, a person on a
phone, a bot and its level), the house rules, the decks, the match's length, the seed, each
game's (8½) or round's (Huit américain) deal and moves in the notation of RULES.md Part C or
Part D, and the results.

    write_game_file(record, path)       # atomic: a temp file, then os.replace
    game_file = read_game_file(path)    # every move replayed through the rules
    record = record_from_game_file(game_file)  # the match again, for the review

A file comes from anywhere, so `read_game_file` trusts nothing: the only exception it lets
out is `GameFileError`, whose message says what is wrong in a player's words (which game or
round, which move). Nothing is changed by reading a file, good or bad.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal, get_args

import attrs

from game.names.normal import shown
from game.rules import huit
from game.store import layout, strict_json
from game.store.atomic import write_text_atomic
from game.store.games import HUIT, RULES, SINGLE_ROUND, AnyGameRules, rules_for
from game.store.record import (
    MAX_NAME,
    MAX_SEED,
    GameRecord,
    MatchRecord,
    PlayerInfo,
    Position,
    RoomRecord,
    read_moves,
    read_points,
    replay,
    short,
)
from game.store.safe_file import DamagedFile, read_bytes
from game.store.settings import BOT_LEVELS

GAME_FILE_FORMAT = "eight-and-a-half/game"
GAME_FILE_VERSION = 1
# A six-game match of 8½ is ~10 KB, a 500-point match of Huit américain ~25 KB:
# far more is not a game file, and is refused from its size before it is read.
MAX_GAME_FILE_BYTES = 2 * 1024 * 1024
SUFFIX = ".json"

SeatKind = Literal["person", "phone", "bot"]
SEAT_KINDS: tuple[SeatKind, ...] = get_args(SeatKind)

_COMMON = ("format", "version", "game", "started", "ended", "seats", "house_rules", "decks",
           "seed", "result")  # fmt: skip
# Each game's measure of a match and its word for one deal of it.
_LENGTH_FIELD = {"eight_half": "games_in_match", "huit": "target"}
_DEALS_FIELD = {"eight_half": "games", "huit": "rounds"}
_DEAL_WORD = {"eight_half": "game", "huit": "round"}
_SEAT_FIELDS = ("name", "kind", "level", "left")
_GAME_FIELDS = ("deal", "moves", "points")
_RESULT_FIELDS = ("totals", "winners")


class GameFileError(ValueError):
    """A file that is not a game file this version can replay; the message says why."""


@attrs.frozen
class Seat:
    """One seat of the match. `level` is a bot's level; for a person who left the match
    (`left`), the level of the bot that played their seat from then on."""

    name: str
    kind: SeatKind
    level: str | None = None
    left: bool = False


@attrs.frozen
class GameFile:
    """A match read from a game file (or taken from a record), every move checked.

    `games` are the match's games (8½) or rounds (Huit américain) with their deal, moves
    and points; `finals` the position each one's moves lead to, in the same order.
    `length` is the record's measure: 8½'s number of games, Huit américain's target total
    (1 for a single round).
    """

    game: str
    seats: tuple[Seat, ...]
    house_rules: tuple[str, ...]
    decks: int
    length: int
    seed: int
    games: tuple[GameRecord, ...]
    finals: tuple[Position, ...]
    started: str | None = None
    ended: str | None = None

    @property
    def rules(self) -> AnyGameRules:
        return rules_for(self.game)

    @property
    def target(self) -> int | None:
        """Huit américain's target total (H6), None for a single round or a game of 8½."""
        return None if self.game != HUIT.name or self.length == SINGLE_ROUND else self.length

    @property
    def totals(self) -> tuple[int, ...]:
        done = [g.points for g in self.games if g.points is not None]
        return tuple(sum(p[seat] for p in done) for seat in range(len(self.seats)))

    @property
    def is_over(self) -> bool:
        finished = [g.points for g in self.games if g.points is not None]
        return self.games[-1].is_over and self.rules.match_over(self.length, finished)

    @property
    def winners(self) -> tuple[int, ...]:
        """The match's winners once it is over (equal totals share, R10.5), else ()."""
        if not self.is_over:
            return ()
        totals = self.totals
        return tuple(seat for seat, total in enumerate(totals) if total == max(totals))


# --- from a record --------------------------------------------------------------------------


def game_file_from_record(rec: MatchRecord) -> GameFile:
    """The game file of a recorded match, finished or not."""
    phones = set(rec.room.seats) if rec.room is not None else set()
    seats = tuple(
        Seat(
            name=shown(p.name) or _default_name(i),
            kind="bot" if not (p.human or p.left) else "phone" if i in phones else "person",
            level=p.level,
            left=p.left,
        )
        for i, p in enumerate(rec.players)
    )
    rules = rec.rules
    finals = tuple(replay(g, rules) for g in rec.games[:-1]) + (rec.position,)
    return GameFile(
        game=rec.game, seats=seats, house_rules=_house_rules_of(rec.game, rec.games[0].start),
        decks=rules.decks_of(rec.games[0].start), length=rec.length, seed=rec.seed,
        games=rec.games, finals=finals, started=rec.started, ended=rec.ended,
    )  # fmt: skip


def _default_name(seat: int) -> str:
    """An unnamed person's name in a file: as the table calls a seat without one."""
    return f"Player {seat + 1}"


def _house_rules_of(game: str, start: Position) -> tuple[str, ...]:
    """The house rules a deal is played under (Huit américain's H7; 8½ has none)."""
    return start.rules if game == HUIT.name and isinstance(start, huit.State) else ()


# --- back to a record ------------------------------------------------------------------------

# A match read from a file is no match of the history: its record's id says so (the review
# writes nothing back to a record it was not given from the history).
FILE_MATCH_ID = "game-file"


def record_from_game_file(gf: GameFile) -> MatchRecord:
    """The match of a game file as a record, so that a file opens in the same review as a
    match of the history: the same seats (a person who left is a bot of their level from
    then on), games, moves and positions. The seats played on phones keep their kind in a
    room without a code or tokens: there is no room to open again. A file without a start
    time gives the record an empty one (unknown)."""
    players = tuple(
        PlayerInfo(s.name, s.kind != "bot" and not s.left, s.level, s.left) for s in gf.seats
    )
    phones = tuple((i, None) for i, s in enumerate(gf.seats) if s.kind == "phone")
    over = gf.is_over
    return MatchRecord(
        id=FILE_MATCH_ID, started=gf.started or "", players=players, length=gf.length,
        seed=gf.seed, games=gf.games, position=gf.finals[-1],
        status="finished" if over else "abandoned", ended=gf.ended or gf.started or "",
        game=gf.game, room=RoomRecord("", phones) if phones else None,
    )  # fmt: skip


# --- writing --------------------------------------------------------------------------------


def game_file_to_json(gf: GameFile) -> dict[str, Any]:
    rules = gf.rules
    length: int | None = gf.length if gf.game != HUIT.name else gf.target
    return {
        "format": GAME_FILE_FORMAT,
        "version": GAME_FILE_VERSION,
        "game": gf.game,
        "started": gf.started,
        "ended": gf.ended,
        "seats": [
            {"name": s.name, "kind": s.kind, "level": s.level, "left": s.left} for s in gf.seats
        ],
        "house_rules": list(gf.house_rules),
        "decks": gf.decks,
        _LENGTH_FIELD[gf.game]: length,
        "seed": gf.seed,
        _DEALS_FIELD[gf.game]: [
            {
                "deal": rules.format_position(g.start),
                "moves": [rules.format_move(m) for m in g.moves],
                "points": list(g.points) if g.points is not None else None,
            }
            for g in gf.games
        ],
        "result": {"totals": list(gf.totals), "winners": list(gf.winners)} if gf.is_over else None,
    }


def dumps_game_file(gf: GameFile) -> str:
    """The file's text: JSON laid out for reading, the moves filled like a PGN's."""
    return layout.dumps(game_file_to_json(gf))


def write_game_file(rec: MatchRecord, path: Path) -> None:
    """Write `rec`'s game file to `path` atomically (a half-written file never replaces a
    good one). OSError (atomic.NotAFile among them) if it cannot be written."""
    write_text_atomic(path, dumps_game_file(game_file_from_record(rec)))


# --- reading --------------------------------------------------------------------------------


def read_game_file(path: Path) -> GameFile:
    """The game file at `path`, every move replayed; GameFileError says what is wrong
    (its message does not repeat the path).

    A file over MAX_GAME_FILE_BYTES is refused from its size, before it is read.
    """
    try:
        raw = read_bytes(path, MAX_GAME_FILE_BYTES)
    except DamagedFile as exc:
        raise GameFileError(exc.reason) from None
    except OSError as exc:
        raise GameFileError(f"cannot be read ({exc.strerror or exc})") from None
    if raw is None:
        raise GameFileError("no such file")
    return parse_game_file(raw)


def parse_game_file(raw: bytes) -> GameFile:
    """The game file in `raw`, every move replayed; GameFileError says what is wrong."""
    if len(raw) > MAX_GAME_FILE_BYTES:
        raise GameFileError(f"too large for a game file (at most {MAX_GAME_FILE_BYTES} bytes)")
    try:
        data = strict_json.loads(raw)
    except strict_json.StrictJsonError as exc:
        raise GameFileError(f"not a game file: {exc}") from None
    try:
        return game_file_from_json(data)
    except RecursionError:  # a position nested past what its rules read
        raise GameFileError("not a game file: nested too deeply") from None


def game_file_from_json(data: Any) -> GameFile:
    """Check a parsed game file field by field and replay every move."""
    if not isinstance(data, dict):
        raise GameFileError(f"a game file is a JSON object, not {_kind(data)}")
    if data.get("format") != GAME_FILE_FORMAT:
        raise GameFileError(
            f'not a game file: "format" is {short(data.get("format"))}, not {GAME_FILE_FORMAT!r}'
        )
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise GameFileError(f'"version" must be a whole number from 1, not {short(version)}')
    if version > GAME_FILE_VERSION:
        raise GameFileError(
            f"written by a newer version of the game (game file version {version}; "
            f"this one reads version {GAME_FILE_VERSION})"
        )
    game = data.get("game")
    if not isinstance(game, str) or game not in RULES:
        raise GameFileError(f"unknown game {short(game)}: this version knows {', '.join(RULES)}")
    length_field, deals_field, word = _LENGTH_FIELD[game], _DEALS_FIELD[game], _DEAL_WORD[game]
    _exact_keys(data, (*_COMMON, length_field, deals_field), "the game file")
    rules = rules_for(game)
    started = _time(data["started"], "started")
    ended = _time(data["ended"], "ended")
    seats = _seats(data["seats"], rules)
    house = _house_rules(data["house_rules"], game)
    decks = _whole(data["decks"], "decks", 1, 2 if game == HUIT.name else 1)
    length = _length(data[length_field], game, rules)
    seed = _whole(data["seed"], "seed", -MAX_SEED, MAX_SEED - 1)
    raw_games = data[deals_field]
    most = rules.max_games(length)
    if not isinstance(raw_games, list) or not 1 <= len(raw_games) <= most:
        raise GameFileError(f'"{deals_field}" must list 1 to {most} {word}s')
    games: list[GameRecord] = []
    finals: list[Position] = []
    for i, raw in enumerate(raw_games):
        where = f"{word} {i + 1}"
        finished = [g.points for g in games if g.points is not None]
        if games and not games[-1].is_over:
            raise GameFileError(f"{where} follows {word} {i}, which is not over")
        if games and rules.match_over(length, finished):
            raise GameFileError(f"{where} follows the end of the match")
        played = _game(where, raw, rules, len(seats))
        if rules.decks_of(played.start) != decks:
            raise GameFileError(f'{where} is not dealt from the file\'s "decks" ({decks})')
        if _house_rules_of(game, played.start) != house:
            raise GameFileError(
                f"{where} is dealt with other house rules than the file's "
                f"({', '.join(house) or 'none'})"
            )
        final = _play_through(played, rules, where, word)
        games.append(played)
        finals.append(final)
    gf = GameFile(
        game=game, seats=seats, house_rules=house, decks=decks, length=length, seed=seed,
        games=tuple(games), finals=tuple(finals), started=started, ended=ended,
    )  # fmt: skip
    _check_result(data["result"], gf)
    return gf


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "true or false"}
    if value is None:
        return "null"
    return names.get(type(value), "a number")


def _exact_keys(data: dict[str, Any], fields: Sequence[str], where: str) -> None:
    missing = [f for f in fields if f not in data]
    if missing:
        raise GameFileError(f"{where} lacks {', '.join(missing)}")
    extra = sorted(k for k in data if k not in fields)
    if extra:
        raise GameFileError(
            f"{where} has unknown field(s) {', '.join(short(k) for k in extra[:5])}"
        )


def _whole(value: Any, name: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise GameFileError(
            f'"{name}" must be a whole number from {lo} to {hi}, not {short(value)}'
        )
    return value


def _time(value: Any, name: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40:
        raise GameFileError(f'"{name}" must be null or a time like "2026-01-15T20:30:00Z"')
    try:
        datetime.datetime.fromisoformat(value)
    except ValueError:
        raise GameFileError(f'"{name}" is not a time like "2026-01-15T20:30:00Z"') from None
    return value


def _seats(value: Any, rules: AnyGameRules) -> tuple[Seat, ...]:
    lo, hi = rules.min_players, rules.max_players
    if not isinstance(value, list) or not lo <= len(value) <= hi:
        raise GameFileError(f'"seats" must list {lo} to {hi} seats')
    seats = []
    for i, raw in enumerate(value):
        where = f"seat {i}"
        if not isinstance(raw, dict):
            raise GameFileError(f"{where} must be an object with name, kind, level, left")
        _exact_keys(raw, _SEAT_FIELDS, where)
        name, kind, level, left = raw["name"], raw["kind"], raw["level"], raw["left"]
        if not isinstance(name, str):
            raise GameFileError(f"{where}: the name must be text, not {_kind(name)}")
        # Invisible and control characters go; a name showing nothing is the seat's number.
        name = shown(name[: MAX_NAME * 4]) or _default_name(i)
        if len(name) > MAX_NAME:
            raise GameFileError(f"{where}: a name has at most {MAX_NAME} characters")
        if kind not in SEAT_KINDS:
            raise GameFileError(f'{where}: "kind" must be one of {", ".join(SEAT_KINDS)}')
        if not isinstance(left, bool) or (left and kind == "bot"):
            raise GameFileError(f'{where}: "left" must be true or false, and false for a bot')
        if (kind == "bot" or left) and level not in BOT_LEVELS:
            raise GameFileError(f'{where}: "level" must be one of {", ".join(BOT_LEVELS)}')
        if kind != "bot" and not left and level is not None:
            raise GameFileError(f'{where}: a person has no bot level ("level": null)')
        seats.append(Seat(name, kind, level, left))
    return tuple(seats)


def _house_rules(value: Any, game: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise GameFileError(
            f'"house_rules" must be a list of house rules like ["jokers"], not {short(value)}'
        )
    if game != HUIT.name:
        if value:
            raise GameFileError(f"8½ has no house rules: {short(value)}")
        return ()
    if len(set(value)) != len(value):
        raise GameFileError(f'"house_rules" names a rule twice: {short(value)}')
    unknown = [name for name in value if name not in huit.HOUSE_RULES]
    if unknown:
        raise GameFileError(
            f"unknown house rule {short(unknown[0])}: this version knows "
            f"{', '.join(huit.HOUSE_RULES)}"
        )
    return huit.house_rules(value)


def _length(value: Any, game: str, rules: AnyGameRules) -> int:
    if game != HUIT.name:
        return _whole(value, _LENGTH_FIELD[game], 1, rules.max_length)
    if value is None:
        return SINGLE_ROUND
    return _whole(value, "target", SINGLE_ROUND + 1, rules.max_length)


def _game(where: str, value: Any, rules: AnyGameRules, players: int) -> GameRecord:
    """One game or round as written: its deal read, its moves parsed (not yet played)."""
    if not isinstance(value, dict):
        raise GameFileError(f"{where} must be an object with deal, moves, points")
    _exact_keys(value, _GAME_FIELDS, where)
    try:
        start: Position = rules.parse_position(value["deal"])
    except ValueError as exc:
        raise GameFileError(f"{where}: the deal is not a position: {exc}") from None
    if rules.players_of(start) != players:
        raise GameFileError(
            f"{where} is dealt for {rules.players_of(start)} players, not the {players} seats"
        )
    moves = read_moves(value["moves"], rules, where, GameFileError)
    points = read_points(value["points"], players, where, GameFileError, "seat")
    return GameRecord(start, moves, points)


def _play_through(game: GameRecord, rules: AnyGameRules, where: str, word: str) -> Position:
    """The position `game`'s moves lead to from its deal, its points checked against it."""
    state = game.start
    for j, move in enumerate(game.moves):
        if rules.outcome(state) is not None:
            raise GameFileError(f"{where}, move {j + 1}: the {word} is already over")
        try:
            state = rules.apply_move(state, move)
        except ValueError as exc:  # the rules' IllegalMove says why, in a player's words
            raise GameFileError(f"{where}, move {j + 1}: {exc}") from None
    outcome = rules.outcome(state)
    if outcome is None and game.points is not None:
        raise GameFileError(f'{where}: its moves do not end it, so its "points" must be null')
    if outcome is not None and game.points != outcome.points:
        raise GameFileError(
            f"{where}: its moves end it with the points {list(outcome.points)}, not "
            f"{'null' if game.points is None else list(game.points)}"
        )
    return state


def _check_result(value: Any, gf: GameFile) -> None:
    """The file's result must be the one its moves lead to: null while the match goes on."""
    if not gf.is_over:
        if value is not None:
            raise GameFileError('"result" must be null: the moves do not end the match')
        return
    if not isinstance(value, dict):
        raise GameFileError('"result" must be an object with totals, winners: the match is over')
    _exact_keys(value, _RESULT_FIELDS, '"result"')
    totals, winners = value["totals"], value["winners"]
    if not _whole_numbers(totals) or totals != list(gf.totals):
        raise GameFileError(f'"result": the totals are {list(gf.totals)}, not {short(totals)}')
    if not _whole_numbers(winners) or winners != list(gf.winners):
        raise GameFileError(
            f'"result": the winners are seats {list(gf.winners)}, not {short(winners)}'
        )


def _whole_numbers(value: Any) -> bool:
    return isinstance(value, list) and all(type(x) is int for x in value)
