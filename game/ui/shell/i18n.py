"""Translation layer: every string the player sees goes through ``tr``.

Catalogs are flat JSON objects (``key -> text``) in game/ui/shell/locale/<code>.json; adding
fr.json or nl.json is all it takes to offer a language. A key missing from the current
catalog falls back to English, then to the key itself, so a gap never crashes the game.
Texts use ``str.format`` fields: ``tr("crash.log_path", path=p)``.

A text that shows a count has one form per CLDR plural category its language uses, e.g.
``"log.takes": {"one": "takes {count} card", "other": "takes {count} cards"}``, and is
asked for with ``trn(key, count)``: the language's plural rule picks the form.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).with_name("locale")
FALLBACK = "en"
NAME_KEY = "language.name"  # each catalog names its own language, in that language

Entry = str | dict[str, str]  # a text, or its plural forms by CLDR category


def _one_if_1(n: int) -> str:
    return "one" if n == 1 else "other"


def _one_if_0_or_1(n: int) -> str:
    return "one" if n in (0, 1) else "other"


# CLDR's cardinal rules for whole numbers, per language; a language not listed uses English's.
# (French "many" applies only to millions written short: never a count in this game.)
PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": _one_if_1,
    "nl": _one_if_1,
    "de": _one_if_1,
    "fr": _one_if_0_or_1,
}
PLURAL_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "nl": ("one", "other"),
    "de": ("one", "other"),
    "fr": ("one", "other"),
}


def plural_category(language: str, n: int) -> str:
    """The CLDR plural category of `n` in `language` ("one", "other", ...)."""
    return PLURAL_RULES.get(language, _one_if_1)(abs(n))


def plural_forms(language: str) -> tuple[str, ...]:
    """The categories a plural entry of `language` must give a text for."""
    return PLURAL_FORMS.get(language, PLURAL_FORMS[FALLBACK])


def N_(key: str) -> str:  # gettext naming, so tools and tests find marked keys
    """Mark a key that is stored now and translated later with ``tr(key)``."""
    return key


def available_languages() -> list[str]:
    """Language codes with a catalog in the current translator's folder, English first."""
    codes = sorted(p.stem for p in _current.locale_dir.glob("*.json"))
    return sorted(codes, key=lambda c: c != FALLBACK)


def load_catalog(code: str, locale_dir: Path = LOCALE_DIR) -> dict[str, Entry]:
    """Read one catalog; a missing or broken catalog is logged and reads as empty (a broken
    plural entry is left out: the English text stands in)."""
    path = locale_dir / f"{code}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("Cannot read translation catalog %s: %s", path, exc)
        return {}
    if not isinstance(data, dict):
        log.warning("Translation catalog %s is not a JSON object", path)
        return {}
    out: dict[str, Entry] = {}
    for k, v in data.items():
        if isinstance(v, dict):
            if v and all(isinstance(f, str) for f in v.values()) and "other" in v:
                out[str(k)] = {str(c): f for c, f in v.items()}
            else:
                log.warning("Plural entry %r in %s lacks its forms", k, path)
        else:
            out[str(k)] = str(v)
    return out


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
        return self._format(key, self._entry(key), None, fmt)

    def trn(self, key: str, count: int, **fmt: object) -> str:
        """The form of `key` for `count` in this language; `{count}` is filled in too."""
        fmt.setdefault("count", count)
        return self._format(key, self._entry(key), count, fmt)

    def _entry(self, key: str) -> Entry:
        entry = self.catalog.get(key)
        if entry is None:
            entry = self.fallback.get(key)
            self._report(key, found_in_english=entry is not None)
        return key if entry is None else entry

    def _format(self, key: str, entry: Entry, count: int | None, fmt: dict[str, object]) -> str:
        if isinstance(entry, dict):
            category = plural_category(self.language, count) if count is not None else "other"
            text = entry.get(category, entry["other"])
        else:
            text = entry
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
            name = self.catalog.get(NAME_KEY, code)
        else:
            if code not in self._names:  # read each other catalog once, not every frame
                found = load_catalog(code, self.locale_dir).get(NAME_KEY, code)
                self._names[code] = found if isinstance(found, str) else code
            name = self._names[code]
        return name if isinstance(name, str) else code

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


_others: dict[tuple[str, Path], Translator] = {}  # each other language's catalog, read once


@contextmanager
def in_language(language: str) -> Iterator[str]:
    """Speak `language` for a moment (a phone's: its refusals and prompts), then
    the table's again; a language without a catalog speaks the table's. Yields the language
    spoken. Main thread only: `tr` everywhere speaks it meanwhile."""
    key = (language, _current.locale_dir)
    other = _others.get(key)
    if language == _current.language or (other is None and language not in available_languages()):
        yield _current.language
        return
    if other is None:
        other = _others[key] = Translator(language, _current.locale_dir)
    old = use_translator(other)
    try:
        yield language
    finally:
        use_translator(old)


def tr(key: str, **fmt: object) -> str:
    """Translate ``key`` into the current language and fill in ``fmt`` fields."""
    return _current.tr(key, **fmt)


def trn(key: str, count: int, **fmt: object) -> str:
    """Translate a text that shows `count` things, in the plural form the language needs."""
    return _current.trn(key, count, **fmt)


def decimal(value: float, digits: int | None = None) -> str:
    """`value` written with the language's decimal mark: 0.8 in English, 0,8 in French."""
    text = f"{value:.{digits}f}" if digits is not None else f"{value:g}"
    return text.replace(".", tr("number.decimal_mark"))
