"""Player settings: a frozen value object and the JSON file it lives in.

The file is never trusted: a damaged or foreign file gives defaults (the bad file is kept
aside as ``settings.json.bad``), a bad field gives that field's default, and an unwritable
directory only clears ``SettingsStore.can_save`` so the UI can tell the player.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, get_args

import attrs

from game.store import paths
from game.store.atomic import write_text_atomic

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
FILE_NAME = "settings.json"

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
BotLevel = Literal["easy", "medium", "hard"]
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = get_args(AnimationSpeed)
BOT_LEVELS: tuple[BotLevel, ...] = get_args(BotLevel)
# Multiplier for animation durations; "instant" skips animations altogether.
ANIMATION_SCALE: dict[AnimationSpeed, float] = {
    "slow": 1.6,
    "normal": 1.0,
    "fast": 0.5,
    "instant": 0.0,
}

MIN_PLAYERS = 2
MAX_PLAYERS = 5
BOT_SEATS = MAX_PLAYERS - 1  # the human always has seat 0
MIN_WINDOW = (320, 240)
MAX_WINDOW = (16384, 16384)


def _check_window(_inst: object, _attr: object, value: tuple[int, int]) -> None:
    w, h = value
    if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
        raise ValueError(f"window size out of range: {value}")


def _check_levels(_inst: object, _attr: object, value: tuple[str, ...]) -> None:
    if len(value) != BOT_SEATS or any(level not in BOT_LEVELS for level in value):
        raise ValueError(f"need {BOT_SEATS} bot levels from {BOT_LEVELS}: {value}")


def _check_language(_inst: object, _attr: object, value: str) -> None:
    if not (0 < len(value) <= 16 and value.replace("_", "").replace("-", "").isalnum()):
        raise ValueError(f"bad language code: {value!r}")


def _in_range(lo: float, hi: float) -> Callable[[object, object, float], None]:
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
    # Level of the bot in seat 1, 2, ... (seat 0 is the human); always BOT_SEATS long.
    bot_levels: tuple[BotLevel, ...] = attrs.field(
        default=("medium",) * BOT_SEATS, validator=_check_levels
    )
    match_length: int = attrs.field(default=6, validator=_in_range(1, 99))
    muted: bool = False

    def with_all_bot_levels(self, level: BotLevel) -> Settings:
        return attrs.evolve(self, bot_levels=(level,) * BOT_SEATS)

    def to_json_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"version": SETTINGS_VERSION}
        data.update(attrs.asdict(self))
        return data


# UPGRADES[n] turns a version-n settings dict into a version-(n+1) one. Register a step
# here whenever a field is renamed or changes meaning, and bump SETTINGS_VERSION.
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class ForeignFileError(ValueError):
    """The file is valid JSON but not one of our settings files."""


def _coerce(name: str, value: Any) -> Any:
    """Turn a JSON value into the field's Python type, or raise ValueError/TypeError."""
    if name == "window_size":
        w, h = value
        if not all(type(v) is int for v in (w, h)):
            raise TypeError(name)
        return (w, h)
    if name == "bot_levels":
        if not isinstance(value, list):
            raise TypeError(name)
        return tuple(value)
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
    """Loads and saves Settings in ``directory`` (default: the platform config dir)."""

    directory: Path | None = None
    can_save: bool = True  # False once a save failed; the UI shows a notice
    save_error: str | None = None
    recovered_from: Path | None = None  # where a damaged file was kept aside, if any

    @property
    def path(self) -> Path:
        base = self.directory if self.directory is not None else paths.config_dir()
        return base / FILE_NAME

    def load(self) -> Settings:
        """Read the settings file; never raises."""
        path = self.path
        try:
            raw_bytes = path.read_bytes()
        except FileNotFoundError:
            log.info("No settings file at %s yet; using defaults.", path)
            return Settings()
        except OSError as exc:
            log.warning("Cannot read settings file %s (%s); using defaults.", path, exc)
            return Settings()
        try:
            raw = json.loads(raw_bytes.decode("utf-8"))
            if not isinstance(raw, dict):
                raise ForeignFileError("not a JSON object")
            data = upgrade(raw)
        except (ValueError, UnicodeError) as exc:  # JSONDecodeError is a ValueError
            self._set_aside(path, str(exc))
            return Settings()
        settings, rejected = settings_from_dict(data)
        if rejected:
            log.warning(
                "Settings file %s had invalid values for %s; those use their defaults.",
                path,
                ", ".join(rejected),
            )
        return settings

    def save(self, settings: Settings) -> bool:
        """Write the settings file atomically; on failure clear can_save and return False."""
        path = self.path
        text = json.dumps(settings.to_json_dict(), indent=2, ensure_ascii=False) + "\n"
        try:
            write_text_atomic(path, text)
        except OSError as exc:
            if self.can_save:  # log the first failure loudly, not every retry
                log.warning("Cannot save settings to %s: %s", path, exc)
            self.can_save = False
            self.save_error = str(exc)
            return False
        self.can_save = True
        self.save_error = None
        return True

    def _set_aside(self, path: Path, reason: str) -> None:
        bad = path.with_name(path.name + ".bad")
        try:
            os.replace(path, bad)
        except OSError as exc:
            log.warning(
                "Settings file %s is damaged (%s) and could not be moved aside (%s); "
                "using default settings.",
                path,
                reason,
                exc,
            )
            return
        self.recovered_from = bad
        log.warning(
            "Settings file %s is damaged (%s); using default settings. "
            "The damaged file was kept as %s.",
            path,
            reason,
            bad,
        )
