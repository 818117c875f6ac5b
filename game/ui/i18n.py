"""Translation layer: every string the player sees goes through ``tr``.

Catalogs are flat JSON objects (``key -> text``) in game/ui/locale/<code>.json; adding
fr.json or nl.json is all it takes to offer a language. A key missing from the current
catalog falls back to English, then to the key itself, so a gap never crashes the game.
Texts use ``str.format`` fields: ``tr("crash.log_path", path=p)``.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).with_name("locale")
FALLBACK = "en"
NAME_KEY = "language.name"  # each catalog names its own language, in that language


def N_(key: str) -> str:  # gettext naming, so tools and tests find marked keys
    """Mark a key that is stored now and translated later with ``tr(key)``."""
    return key


def available_languages() -> list[str]:
    """Language codes with a catalog in the current translator's folder, English first."""
    codes = sorted(p.stem for p in _current.locale_dir.glob("*.json"))
    return sorted(codes, key=lambda c: c != FALLBACK)


def load_catalog(code: str, locale_dir: Path = LOCALE_DIR) -> dict[str, str]:
    """Read one catalog; a missing or broken catalog is logged and reads as empty."""
    path = locale_dir / f"{code}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("Cannot read translation catalog %s: %s", path, exc)
        return {}
    if not isinstance(data, dict):
        log.warning("Translation catalog %s is not a JSON object", path)
        return {}
    return {str(k): str(v) for k, v in data.items()}


class Translator:
    """Looks keys up in one language with English as the fallback."""

    def __init__(self, language: str = FALLBACK, locale_dir: Path | None = None) -> None:
        self.locale_dir = locale_dir if locale_dir is not None else LOCALE_DIR
        self.fallback = load_catalog(FALLBACK, self.locale_dir)
        self.language = FALLBACK
        self.catalog = self.fallback
        self._reported: set[str] = set()
        self._names: dict[str, str] = {}
        self.set_language(language)

    def set_language(self, language: str) -> None:
        if language == FALLBACK:
            self.catalog = self.fallback
        else:
            catalog = load_catalog(language, self.locale_dir)
            if not catalog:
                log.warning("No catalog for language %r; using English", language)
                language, catalog = FALLBACK, self.fallback
            self.catalog = catalog
        self.language = language

    def tr(self, key: str, **fmt: object) -> str:
        text = self.catalog.get(key)
        if text is None:
            text = self.fallback.get(key)
            self._report(key, found_in_english=text is not None)
        if text is None:
            text = key
        if not fmt:
            return text
        try:
            return text.format(**fmt)
        except (KeyError, IndexError, ValueError) as exc:
            log.warning("Bad format fields in %r (%s): %r", key, exc, text)
            return text

    def language_name(self, code: str) -> str:
        """A language's own name for itself, as its catalog spells it."""
        if code == self.language:
            return self.catalog.get(NAME_KEY, code)
        if code not in self._names:  # read each other catalog once, not every frame
            self._names[code] = load_catalog(code, self.locale_dir).get(NAME_KEY, code)
        return self._names[code]

    def _report(self, key: str, *, found_in_english: bool) -> None:
        if key in self._reported:
            return  # one line per missing key, not one per frame
        self._reported.add(key)
        where = f"{self.language!r} catalog" if found_in_english else "every catalog"
        log.warning("Translation key %r missing from %s", key, where)


_current = Translator()


def translator() -> Translator:
    return _current


def use_translator(new: Translator) -> Translator:
    """Swap the translator ``tr`` uses (tests, catalogs elsewhere); returns the old one."""
    global _current
    old, _current = _current, new
    return old


def set_language(language: str) -> None:
    _current.set_language(language)


def tr(key: str, **fmt: object) -> str:
    """Translate ``key`` into the current language and fill in ``fmt`` fields."""
    return _current.tr(key, **fmt)
