"""Player settings: a frozen value object and the JSON file it lives in.

The file is never trusted: a damaged or foreign file (or a folder, FIFO or device in its
place) gives defaults and is kept aside under a new timestamped name, a bad field gives that
field's default, and an unwritable directory only clears ``SettingsStore.can_save`` so the
UI can tell the player. A file that may not be read gives defaults and is never written
over (``SettingsStore.unreadable``). Fields from a newer version are kept and written back.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import re
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, get_args

import attrs

from game.names.normal import NAME_LENGTH, shown
from game.store import paths
from game.store.atomic import NotAFile, write_text_atomic
from game.store.safe_file import DamagedFile, move_aside, read_json, remove_stale_temps

log = logging.getLogger(__name__)

SETTINGS_VERSION = 2  # 2: the bots' levels by seat 0..4, and the people at the table
FILE_NAME = "settings.json"
MAX_FILE_BYTES = 64 * 1024  # a settings file is a few hundred bytes; more is not ours

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
BotLevel = Literal["easy", "medium", "hard"]
# A seat of the phones' room: a friend's phone takes it, or a bot of a level.
RoomSeat = Literal["phone", "easy", "medium", "hard"]
GameName = Literal["eight_half", "huit"]
TextSize = Literal["normal", "large", "largest"]
TEXT_SIZES: tuple[TextSize, ...] = get_args(TextSize)
GAMES: tuple[GameName, ...] = get_args(GameName)
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = get_args(AnimationSpeed)
BOT_LEVELS: tuple[BotLevel, ...] = get_args(BotLevel)
ROOM_SEATS: tuple[RoomSeat, ...] = get_args(RoomSeat)
# Multiplier for animation durations; "instant" skips animations altogether.
ANIMATION_SCALE: dict[AnimationSpeed, float] = {
    "slow": 1.6,
    "normal": 1.0,
    "fast": 0.5,
    "instant": 0.0,
}

MIN_PLAYERS = 2
MAX_PLAYERS = 5
KNOWN_NAMES = 12  # names remembered for the next game night
ONE_PERSON: tuple[str | None, ...] = ("",) + (None,) * (MAX_PLAYERS - 1)  # today's table
TWO_PHONES: tuple[RoomSeat, ...] = ("phone", "phone", "medium", "medium", "medium")
MIN_WINDOW = (320, 240)
MAX_WINDOW = (16384, 16384)


SYSTEM_LANGUAGES = ("fr", "nl")  # a system in one of these starts the game in it; else English
# The names Windows' C runtime gives locales ("French_France.1252", "Dutch_Belgium").
_WINDOWS_NAMES = {"french": "fr", "dutch": "nl"}


def system_language(
    env: Mapping[str, str] | None = None, platform_locale: Callable[[], str | None] | None = None
) -> str:
    """The language the first launch starts in: French or Dutch if the system speaks it,
    English otherwise. The environment wins as POSIX orders it (LANGUAGE, LC_ALL,
    LC_MESSAGES, LANG); then what Python's `locale` reads from the system (Windows'
    user language, macOS's locale when the app is not started from a shell)."""
    env = os.environ if env is None else env
    names = [env.get(v, "") for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    names = [n.split(":")[0] for n in names if n]  # LANGUAGE is a list: "nl:en"
    names.append((platform_locale or _platform_locale)() or "")
    for name in names:
        code = name.strip().lower().replace("-", "_")
        if not code or code in ("c", "posix") or code.startswith(("c.", "posix.")):
            continue  # "no language chosen": look further
        lang = code.split("_")[0].split(".")[0]
        lang = _WINDOWS_NAMES.get(lang, lang)
        return lang if lang in SYSTEM_LANGUAGES else "en"
    return "en"


def _platform_locale() -> str | None:
    """The system's locale name, as Python's `locale` can read it without changing it."""
    if sys.platform == "win32":
        try:  # the user's display language; getlocale() is "C" until setlocale is called
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            return locale.windows_locale.get(int(lcid))
        except (AttributeError, OSError, ValueError):
            pass
    if sys.platform == "darwin":
        mac = _mac_language()
        if mac is not None:
            return mac
    try:
        name = locale.getlocale(
            locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else locale.LC_CTYPE
        )[0]
    except (ValueError, TypeError):
        return None
    return name


# An app opened from the Finder gets no LANG: the languages the player put first in the
# system settings are in the global preferences ("fr-FR", "en-US", ...), the first one wins.
MAC_LANGUAGES = ("/usr/bin/defaults", "read", "-g", "AppleLanguages")
_MAC_FIRST = re.compile(r'"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?')


def _mac_language() -> str | None:
    """The first of the macOS player's preferred languages, asked once at the first launch."""
    import subprocess  # here: only a Mac's first launch pays for it, not every start

    try:
        shown = subprocess.run(MAC_LANGUAGES, capture_output=True, text=True, timeout=2.0,
                               check=False).stdout  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return None
    for line in shown.splitlines():
        found = _MAC_FIRST.fullmatch(line.strip().rstrip(","))
        if found is not None:
            return found.group(1)
    return None


def _check_window(_inst: object, _attr: object, value: tuple[int, int]) -> None:
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise ValueError(f"window size out of range: {value}")


def _check_levels(_inst: object, _attr: object, value: tuple[str, ...]) -> None:
    if len(value) != MAX_PLAYERS or any(level not in BOT_LEVELS for level in value):
        raise ValueError(f"need {MAX_PLAYERS} bot levels from {BOT_LEVELS}: {value}")


def _check_room(_inst: object, _attr: object, value: tuple[str, ...]) -> None:
    if len(value) != MAX_PLAYERS or any(seat not in ROOM_SEATS for seat in value):
        raise ValueError(f"need {MAX_PLAYERS} room seats from {ROOM_SEATS}: {value}")


def is_name(value: object) -> bool:
    """A person's name as it may be kept: text of at most NAME_LENGTH characters, without
    spaces around it or control characters ("" is the player who never typed one)."""
    return (
        isinstance(value, str)
        and len(value) <= NAME_LENGTH
        and value == value.strip()
        and not any(unicodedata.category(ch).startswith("C") for ch in value)
    )


def _check_people(_inst: object, _attr: object, value: tuple[str | None, ...]) -> None:
    if len(value) != MAX_PLAYERS or not all(name is None or is_name(name) for name in value):
        raise ValueError(f"need {MAX_PLAYERS} seats, each a name or None: {value!r}")


def _check_known(_inst: object, _attr: object, value: tuple[str, ...]) -> None:
    folded = [name.casefold() for name in value if is_name(name) and name]
    if len(value) > KNOWN_NAMES or len(set(folded)) != len(value):
        raise ValueError(f"need at most {KNOWN_NAMES} distinct names: {value!r}")


def _check_house_rules(_inst: object, _attr: object, value: tuple[str, ...]) -> None:
    if value and tuple(value) != _known_house_rules(value):
        raise ValueError(f"need H7's house rules, each once and in H7's order: {value!r}")


def _known_house_rules(names: Sequence[object]) -> tuple[str, ...]:
    """The names of `names` that are H7's house rules, each once, in H7's order."""
    # Imported only for a file that names some: the title opens without the rules of Huit.
    from game.rules.huit import HOUSE_RULES

    return tuple(rule for rule in HOUSE_RULES if rule in names)


def _check_language(_inst: object, _attr: object, value: str) -> None:
    if not (0 < len(value) <= 16 and value.replace("_", "").replace("-", "").isalnum()):
        raise ValueError(f"bad language code: {value!r}")


def _in_range(lo: float, hi: float) -> Callable[[object, object, float], None]:
    # Any: the field's attrs.Attribute, int or float (attrs' validator type says Any too).
    def check(_inst: object, attr: Any, value: float) -> None:
        if not lo <= value <= hi:
            raise ValueError(f"{attr.name} must be within {lo}..{hi}: {value}")

    return check


@attrs.frozen(kw_only=True)
class Settings:
    """Everything the player can choose. Change it with ``attrs.evolve``."""

    window_size: tuple[int, int] = attrs.field(default=(1280, 720), validator=_check_window)
    fullscreen: bool = False
    language: str = attrs.field(default="en", validator=_check_language)
    animation_speed: AnimationSpeed = attrs.field(
        default="normal", validator=attrs.validators.in_(ANIMATION_SPEEDS)
    )
    bot_pause: float = attrs.field(default=0.8, validator=_in_range(0.0, 10.0))
    players: int = attrs.field(default=4, validator=_in_range(MIN_PLAYERS, MAX_PLAYERS))
    # The level of the bot in seat 0, 1, ... 4 (game/store/seats.py); a person's seat keeps
    # the level its bot would have.
    bot_levels: tuple[BotLevel, ...] = attrs.field(
        default=("medium",) * MAX_PLAYERS, validator=_check_levels
    )
    # Who sits in seat 0..4: a person's name ("" the player who typed none) or None, a bot.
    people: tuple[str | None, ...] = attrs.field(default=ONE_PERSON, validator=_check_people)
    match_length: int = attrs.field(default=6, validator=_in_range(1, 99))
    muted: bool = False  # M, everywhere: no effects and no voice
    sound_volume: float = attrs.field(default=0.7, validator=_in_range(0.0, 1.0))
    voice_on: bool = True  # the bids said aloud (R12)
    voice_volume: float = attrs.field(default=0.8, validator=_in_range(0.0, 1.0))
    voice_own_bids: bool = True  # the player's own announcements are spoken too
    # The screen said by the system's voice (menus, the table, the results), for a player
    # who cannot see it; F2 turns it on and off anywhere.
    speak_screen: bool = attrs.field(default=False, validator=attrs.validators.instance_of(bool))
    # The "Learn to play" step reached (0: from the start); a lesson resumes there.
    tutorial_step: int = attrs.field(default=0, validator=_in_range(0, 99))
    # Huit américain's deck: clubs green and diamonds blue besides red hearts and black
    # spades, so no two suits share a colour (colour-blind players, the big screen).
    four_colour: bool = attrs.field(default=False, validator=attrs.validators.instance_of(bool))
    # Reduce motion: no pulse, flash or shake, and short animations (game/ui/shell/motion.py).
    reduce_motion: bool = attrs.field(default=False, validator=attrs.validators.instance_of(bool))
    # Text size: every screen's words, and the rows and plates holding them, a quarter or a
    # half larger than Normal (game/ui/shell/text_size.py), for a player far from the screen.
    text_size: TextSize = attrs.field(default="normal", validator=attrs.validators.in_(TEXT_SIZES))
    # The game "New game" deals (the title's first choice); each keeps its own table settings.
    game: GameName = attrs.field(default="eight_half", validator=attrs.validators.in_(GAMES))
    # Huit américain's table (RULES.md Part B): players, the bots' levels by seat, a match to
    # 500 points or a single round (H6), and two decks shuffled together with 5 players (H1).
    huit_players: int = attrs.field(default=4, validator=_in_range(MIN_PLAYERS, MAX_PLAYERS))
    huit_levels: tuple[BotLevel, ...] = attrs.field(
        default=("medium",) * MAX_PLAYERS, validator=_check_levels
    )
    huit_people: tuple[str | None, ...] = attrs.field(default=ONE_PERSON, validator=_check_people)
    huit_to_500: bool = attrs.field(default=True, validator=attrs.validators.instance_of(bool))
    huit_two_decks: bool = attrs.field(default=False, validator=attrs.validators.instance_of(bool))
    # The house rules the next Huit match is dealt with (RULES.md H7), H7's names in H7's
    # order; none, the book's rules. A match keeps the rules it was dealt with.
    huit_rules: tuple[str, ...] = attrs.field(default=(), validator=_check_house_rules)
    # The phones' room of each game: how many seats, and what seat 0..4 is, a
    # phone or a bot's level; the seats beyond the count keep theirs for a bigger room.
    room_players: int = attrs.field(default=4, validator=_in_range(MIN_PLAYERS, MAX_PLAYERS))
    room_seats: tuple[RoomSeat, ...] = attrs.field(default=TWO_PHONES, validator=_check_room)
    huit_room_players: int = attrs.field(default=4, validator=_in_range(MIN_PLAYERS, MAX_PLAYERS))
    huit_room_seats: tuple[RoomSeat, ...] = attrs.field(default=TWO_PHONES, validator=_check_room)
    # Watch (the demo on the title): every hand face up, or the bots' hands face down as a
    # player would see them; and Watch starting by itself after two minutes untouched on the
    # title (a TV left running at a party), off unless chosen.
    demo_face_up: bool = attrs.field(default=True, validator=attrs.validators.instance_of(bool))
    attract_mode: bool = attrs.field(default=False, validator=attrs.validators.instance_of(bool))
    # The names typed on the new-game page, the most recent first: offered again next time.
    known_names: tuple[str, ...] = attrs.field(default=(), validator=_check_known)

    @property
    def huit_decks(self) -> int:
        """The decks a Huit round is dealt from: two only with five players (H1)."""
        return 2 if self.huit_two_decks and self.huit_players == MAX_PLAYERS else 1

    def with_all_bot_levels(self, level: BotLevel) -> Settings:
        return attrs.evolve(self, bot_levels=(level,) * MAX_PLAYERS)

    def to_json_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"version": SETTINGS_VERSION}
        data.update(attrs.asdict(self))
        return data


# UPGRADES[n] turns a version-n settings dict into a version-(n+1) one. Register a step
# here whenever a field is renamed or changes meaning, and bump SETTINGS_VERSION.
def _levels_by_seat(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept the levels of seats 1..4 (seat 0 was always the player); version 2
    keeps one per seat 0..4: seat 0 takes seat 1's level. An odd value is left for the
    field's check to reject."""
    for name in ("bot_levels", "huit_levels"):
        old = data.get(name)
        if isinstance(old, list) and len(old) == MAX_PLAYERS - 1:
            data[name] = [old[0], *old]
    return data


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _levels_by_seat}


class ForeignFileError(ValueError):
    """The file is valid JSON but not one of our settings files."""


def _coerce(name: str, value: Any) -> Any:
    """Turn a JSON value into the field's Python type, or raise ValueError/TypeError."""
    if name == "window_size":
        w, h = value
        if not all(type(v) is int for v in (w, h)):
            raise TypeError(name)
        return (w, h)
    if name in (
        "bot_levels",
        "huit_levels",
        "people",
        "huit_people",
        "known_names",
        "room_seats",
        "huit_room_seats",
    ):
        if not isinstance(value, list):
            raise TypeError(name)
        if name in ("people", "huit_people"):
            # A name of only invisible characters (edited by hand) is the unnamed player's.
            return tuple(shown(v) if isinstance(v, str) else v for v in value)
        if name == "known_names":
            kept: dict[object, object] = {}  # one of each, whatever its case
            for v in value:
                v = shown(v) if isinstance(v, str) else v
                if v != "":
                    kept.setdefault(v.casefold() if isinstance(v, str) else id(v), v)
            return tuple(kept.values())
        return tuple(value)
    if name == "huit_rules":
        if not isinstance(value, list):
            raise TypeError(name)
        # A name this version does not know (edited by hand, or a newer version's rule) is
        # left out: the others stay chosen.
        return _known_house_rules(value) if value else ()
    default = getattr(Settings(), name)
    if isinstance(default, bool):
        if type(value) is not bool:
            raise TypeError(name)
    elif isinstance(default, int):
        if type(value) is not int:
            raise TypeError(name)
    elif isinstance(default, float):
        if type(value) not in (int, float):
            raise TypeError(name)
        value = float(value)
    elif not isinstance(value, type(default)):
        raise TypeError(name)
    return value


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Build Settings from an up-to-date dict; return it and the names of rejected fields."""
    settings = Settings()
    rejected: list[str] = []
    for field in attrs.fields(Settings):
        if field.name not in data:
            continue
        try:
            value = _coerce(field.name, data[field.name])
            # Validate one field at a time so one bad value cannot cost the others.
            settings = attrs.evolve(settings, **{field.name: value})
        except (TypeError, ValueError):
            rejected.append(field.name)
    return settings, rejected


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring a settings dict of any known version up to SETTINGS_VERSION."""
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise ForeignFileError("no valid 'version' field")
    while version < SETTINGS_VERSION:
        step = UPGRADES.get(version)
        if step is not None:
            data = step(dict(data))
        version += 1
        data["version"] = version
    if version > SETTINGS_VERSION:
        log.warning(
            "Settings file was written by a newer version (%s > %s); reading what we know.",
            version,
            SETTINGS_VERSION,
        )
    return data


@attrs.define
class SettingsStore:
    """Loads and saves Settings in ``directory`` (default: the platform config dir).

    ``load`` never raises; what it found stays on the store for the title screen.
    """

    directory: Path | None = None
    can_save: bool = True  # False once a save failed; the UI shows a notice
    save_error: str | None = None
    recovered_from: Path | None = None  # where a damaged file was kept aside, if any
    # A damaged file (or folder) that could not be moved aside: saving will not replace it.
    damaged: Path | None = None
    # A file that is there but may not be read (permissions, a disk error): it holds the
    # player's settings, so it is never written over; this session's changes stay unsaved.
    unreadable: Path | None = None
    # Top-level fields this version does not know (a newer version wrote them): written
    # back under ours, so a round in an older version loses none of the player's choices.
    extras: dict[str, Any] = attrs.field(factory=dict)
    # A newer file's version, written back as it was: downgrading it would make that newer
    # game run its upgrade steps again on data already in its own shape.
    file_version: int | None = None
    # For a newer file: its raw values of the fields we know. Those the player leaves alone
    # here are written back untouched, even where we could not read them (a changed meaning).
    _newer_values: dict[str, Any] = attrs.field(factory=dict, init=False)
    _loaded: Settings = attrs.field(factory=Settings, init=False)

    @property
    def path(self) -> Path:
        base = self.directory if self.directory is not None else paths.config_dir()
        return base / FILE_NAME

    def load(self) -> Settings:
        """Read the settings file; never raises, whatever is (or is not) at the path."""
        path = self.path
        self._forget_file()
        removed = remove_stale_temps(path)
        if removed:
            log.info("Removed %d temp file(s) an interrupted save left beside %s.", removed, path)
        try:
            raw = read_json(path, MAX_FILE_BYTES)
        except DamagedFile as exc:
            return self._set_aside(path, exc.reason)
        except OSError as exc:
            # Not saved elsewhere: two files would disagree, and the next start could not
            # tell which one the player meant. Theirs stays the only one, untouched.
            log.warning("Cannot read settings file %s (%s); using defaults, and not saving "
                        "over it.", path, exc)  # fmt: skip
            self.unreadable = path
            return Settings(language=system_language())  # as at a first launch
        if raw is None:
            log.info("No settings file at %s yet; using defaults.", path)
            return Settings(language=system_language())  # the first launch speaks the system's
        try:
            return self._read(path, raw)
        except Exception as exc:  # ForeignFileError, or an upgrade step choking on odd data
            return self._set_aside(path, str(exc) or type(exc).__name__)

    def save(self, settings: Settings) -> bool:
        """Write the settings file atomically; on failure clear can_save and return False."""
        path = self.path
        if self.unreadable is not None:
            return self._failed(path, f"{self.unreadable} could not be read; it is left as it is")
        if self.damaged is not None and not self._clear_damaged(self.damaged):
            return self._failed(path, f"{self.damaged} is damaged and could not be moved aside")
        try:
            write_text_atomic(path, self._file_text(settings))
        except OSError as exc:
            if isinstance(exc, NotAFile):  # a folder or a device stands where the file goes
                self.damaged = path
            return self._failed(path, str(exc))
        self.can_save = True
        self.save_error = None
        return True

    def _read(self, path: Path, raw: Any) -> Settings:
        if not isinstance(raw, dict):
            raise ForeignFileError("not a JSON object")
        data = upgrade(raw)
        settings, rejected = settings_from_dict(data)
        if rejected:
            log.warning(
                "Settings file %s had invalid values for %s; those use their defaults.",
                path,
                ", ".join(rejected),
            )
        known = {field.name for field in attrs.fields(Settings)}
        self.extras = {k: v for k, v in data.items() if k not in known and k != "version"}
        if data["version"] > SETTINGS_VERSION:
            self.file_version = data["version"]
            self._newer_values = {k: v for k, v in data.items() if k in known}
        self._loaded = settings
        return settings

    def _file_text(self, settings: Settings) -> str:
        data = settings.to_json_dict()
        if self.file_version is not None:
            data["version"] = self.file_version
        for name, value in self._newer_values.items():
            if getattr(settings, name) == getattr(self._loaded, name):
                data[name] = value
        known_only = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        for name, value in self.extras.items():
            data.setdefault(name, value)  # ours win over unknown fields of the same name
        try:
            return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        except (ValueError, RecursionError) as exc:  # nested deeper than we can write back
            log.warning("Cannot write back unknown settings fields (%s); leaving them out.", exc)
            return known_only

    def _forget_file(self) -> None:
        """Drop what an earlier load learnt: this load says what the file holds now."""
        self.recovered_from = None
        self.damaged = None
        self.unreadable = None
        self.extras = {}
        self.file_version = None
        self._newer_values = {}
        self._loaded = Settings()

    def _failed(self, path: Path, error: str) -> bool:
        if self.can_save:  # log the first failure loudly, not every retry
            log.warning("Cannot save settings to %s: %s", path, error)
        self.can_save = False
        self.save_error = error
        return False

    def _clear_damaged(self, damaged: Path) -> bool:
        """Move the damaged file out of the way before a save; False if it is still there."""
        if os.path.lexists(damaged):
            kept = move_aside(damaged)
            if kept is None:
                return False
            self.recovered_from = kept
        self.damaged = None
        return True

    def _set_aside(self, path: Path, reason: str) -> Settings:
        kept = move_aside(path)
        if kept is None:
            self.damaged = path
            log.warning(
                "Settings file %s is damaged (%s) and could not be moved aside; "
                "using default settings, and it will not be overwritten.",
                path,
                reason,
            )
        else:
            self.recovered_from = kept
            log.warning(
                "Settings file %s is damaged (%s); using default settings. "
                "The damaged file was kept as %s.",
                path,
                reason,
                kept,
            )
        return Settings()
