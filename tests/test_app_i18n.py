"""Translation: fallbacks a player never notices, and no key missing from English."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game.ui import i18n
from game.ui.i18n import Translator

UI = Path(i18n.__file__).parent
# tr("key") and N_("key") with a literal key; the catalogs must hold all of them.
KEY_CALL = re.compile(r"""\b(?:tr|N_)\(\s*["']([^"']+)["']""")


def english() -> dict[str, str]:
    return json.loads((i18n.LOCALE_DIR / "en.json").read_text(encoding="utf-8"))


@pytest.fixture
def locale(tmp_path: Path) -> Path:
    (tmp_path / "en.json").write_text(
        json.dumps({"language.name": "English", "greet": "Hello {name}", "only.en": "Only"}),
        encoding="utf-8",
    )
    (tmp_path / "fr.json").write_text(
        json.dumps({"language.name": "Français", "greet": "Bonjour {name}"}), encoding="utf-8"
    )
    return tmp_path


def test_translates_and_formats(locale: Path) -> None:
    t = Translator("fr", locale)
    assert t.tr("greet", name="Ada") == "Bonjour Ada"


def test_missing_key_falls_back_to_english_then_to_the_key(locale: Path) -> None:
    t = Translator("fr", locale)
    assert t.tr("only.en") == "Only"
    assert t.tr("nowhere.at.all") == "nowhere.at.all"


def test_unknown_language_means_english(locale: Path) -> None:
    t = Translator("xx", locale)
    assert t.language == "en"
    assert t.tr("greet", name="Bo") == "Hello Bo"


def test_a_wrong_format_field_shows_the_text_instead_of_crashing(locale: Path) -> None:
    assert Translator("en", locale).tr("greet", nom="Ada") == "Hello {name}"


def test_broken_catalog_is_ignored(locale: Path) -> None:
    (locale / "nl.json").write_text("{ not json", encoding="utf-8")
    t = Translator("nl", locale)
    assert t.tr("greet", name="Jo") == "Hello Jo"


def test_language_names_come_from_each_catalog(locale: Path) -> None:
    t = Translator("en", locale)
    assert t.language_name("fr") == "Français"
    assert t.language_name("en") == "English"


def test_available_languages_lists_catalog_files_english_first(locale: Path) -> None:
    (locale / "de.json").write_text("{}", encoding="utf-8")
    old = i18n.use_translator(Translator("en", locale))
    try:
        assert i18n.available_languages() == ["en", "de", "fr"]
    finally:
        i18n.use_translator(old)


def test_every_key_used_in_the_ui_is_in_english() -> None:
    used: dict[str, str] = {}
    for path in UI.rglob("*.py"):
        for key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
            used.setdefault(key, path.name)
    assert len(used) > 20, "the key scan found almost nothing: is the pattern broken?"
    missing = {k: f for k, f in used.items() if k not in english()}
    assert missing == {}


def test_no_ui_code_builds_keys_the_scan_cannot_see() -> None:
    offenders = [
        p.name for p in UI.rglob("*.py") if re.search(r"\btr\(\s*f[\"']", p.read_text("utf-8"))
    ]
    assert offenders == [], "use N_('full.key') tables instead of tr(f'...')"


def test_every_catalog_is_a_flat_string_table_that_names_its_language() -> None:
    for path in i18n.LOCALE_DIR.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()), path
        assert data.get(i18n.NAME_KEY), f"{path.name} lacks {i18n.NAME_KEY}"
        # Every translation must ask for the same {fields} as the English text.
        for key, text in data.items():
            if key in english():
                fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
                want = {f for _, f, _, _ in string.Formatter().parse(english()[key]) if f}
                assert fields == want, f"{path.name}: {key}"
