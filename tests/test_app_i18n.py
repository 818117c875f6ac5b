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
# tr("key"), trn("key", n) and N_("key") with a literal key; the catalogs must hold them all.
KEY_CALL = re.compile(r"""\b(?:tr|trn|N_)\(\s*["']([^"']+)["']""")
PLURAL_CALL = re.compile(r"""\btrn\(\s*["']([^"']+)["']""")


def english() -> dict[str, str | dict[str, str]]:
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


def _fields(entry: str | dict[str, str]) -> set[str]:
    texts = entry.values() if isinstance(entry, dict) else [entry]
    return {f for t in texts for _, f, _, _ in string.Formatter().parse(t) if f}


def test_every_catalog_is_a_flat_table_of_texts_that_names_its_language() -> None:
    for path in i18n.LOCALE_DIR.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        for k, v in data.items():
            assert isinstance(k, str), path
            assert isinstance(v, str) or (isinstance(v, dict) and all(
                isinstance(f, str) for f in v.values())), f"{path.name}: {k}"
        assert isinstance(data.get(i18n.NAME_KEY), str), f"{path.name} lacks {i18n.NAME_KEY}"
        # Every translation must ask for the same {fields} as the English text.
        for key, entry in data.items():
            if key in english():
                assert _fields(entry) == _fields(english()[key]), f"{path.name}: {key}"


def test_every_plural_entry_has_exactly_the_forms_its_language_needs() -> None:
    """French and Dutch are coming: each counts differently (fr: 0 and 1 are "one")."""
    seen = 0
    for path in i18n.LOCALE_DIR.glob("*.json"):
        forms = set(i18n.plural_forms(path.stem))
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(entry, dict):
                seen += 1
                assert set(entry) == forms, f"{path.name}: {key} has {sorted(entry)}"
                for form in entry.values():  # every form shows the count it is chosen by
                    assert "{count}" in form or key == "score.after", f"{path.name}: {key}"
    assert seen >= 10, "the counts shown at the table are plural entries"


def test_texts_asked_for_with_a_count_are_plural_entries() -> None:
    used = {k for p in UI.rglob("*.py") for k in PLURAL_CALL.findall(p.read_text("utf-8"))}
    assert "label.pile_count" in used
    flat = {k for k in used if not isinstance(english().get(k), dict)}
    assert flat == set(), "trn() on a text without plural forms"


@pytest.mark.parametrize(("language", "n", "form"), [
    ("en", 0, "other"), ("en", 1, "one"), ("en", 2, "other"), ("nl", 0, "other"),
    ("nl", 1, "one"), ("fr", 0, "one"), ("fr", 1, "one"), ("fr", 2, "other"),
])
def test_plural_rules_follow_cldr(language: str, n: int, form: str) -> None:
    assert i18n.plural_category(language, n) == form


def test_one_card_is_not_one_cards(locale: Path) -> None:
    (locale / "en.json").write_text(json.dumps({
        "language.name": "English", "n": {"one": "{count} card", "other": "{count} cards"}}),
        encoding="utf-8")
    (locale / "fr.json").write_text(json.dumps({
        "language.name": "Français", "n": {"one": "{count} carte", "other": "{count} cartes"}}),
        encoding="utf-8")
    t = Translator("en", locale)
    assert [t.trn("n", k) for k in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert t.tr("n", count=5) == "5 cards", "tr() of a plural entry: the general form"
    t.set_language("fr")
    assert [t.trn("n", k) for k in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]


def test_the_move_log_counts_cards_in_the_right_form() -> None:
    from game.rules.eight_half.cards import Card
    from game.rules.eight_half.events import Destination, PileTaken, TakeReason
    from game.ui.table.move_log import MoveLog

    log = MoveLog(lambda s: ("You", "Ada")[s], 0)
    log.on_shown(PileTaken(1, (Card.SEVEN,), Destination.HAND, TakeReason.NO_PLAY))
    log.on_shown(PileTaken(0, (Card.SEVEN, Card.TWO), Destination.ASIDE, TakeReason.NO_PLAY))
    texts = [line.text for line in log.lines]
    assert "(1 card, into hand)" in texts[0] and "1 cards" not in texts[0]
    assert "(2 cards, aside)" in texts[1]
