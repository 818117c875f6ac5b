"""Translation: fallbacks a player never notices, and no key missing from English."""

from __future__ import annotations

import json
import re
import string
from collections.abc import Callable
from pathlib import Path

import pytest

from game.ui.shell import i18n
from game.ui.shell.app import App
from game.ui.shell.i18n import Translator

UI = Path(i18n.__file__).parents[1]  # game/ui: every folder of it
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
            assert isinstance(v, str) or (
                isinstance(v, dict) and all(isinstance(f, str) for f in v.values())
            ), f"{path.name}: {k}"
        assert isinstance(data.get(i18n.NAME_KEY), str), f"{path.name} lacks {i18n.NAME_KEY}"
        # Every translation must ask for the same {fields} as the English text.
        for key, entry in data.items():
            if key in english():
                assert _fields(entry) == _fields(english()[key]), f"{path.name}: {key}"


def test_no_catalog_gives_a_key_twice() -> None:
    """JSON keeps the last of two entries with one key: merged work gave three texts twice,
    and a test's words no longer matched what the player read."""
    for path in i18n.LOCALE_DIR.glob("*.json"):
        twice: list[str] = []

        def table(pairs: list[tuple[str, object]], twice: list[str] = twice) -> dict[str, object]:
            keys = [k for k, _ in pairs]
            twice.extend(k for k in set(keys) if keys.count(k) > 1)
            return dict(pairs)

        json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=table)
        assert twice == [], f"{path.name}: {sorted(twice)}"


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


@pytest.mark.parametrize(
    ("language", "n", "form"),
    [
        ("en", 0, "other"),
        ("en", 1, "one"),
        ("en", 2, "other"),
        ("nl", 0, "other"),
        ("nl", 1, "one"),
        ("fr", 0, "one"),
        ("fr", 1, "one"),
        ("fr", 2, "other"),
    ],
)
def test_plural_rules_follow_cldr(language: str, n: int, form: str) -> None:
    assert i18n.plural_category(language, n) == form


def test_one_card_is_not_one_cards(locale: Path) -> None:
    (locale / "en.json").write_text(
        json.dumps(
            {"language.name": "English", "n": {"one": "{count} card", "other": "{count} cards"}}
        ),
        encoding="utf-8",
    )
    (locale / "fr.json").write_text(
        json.dumps(
            {"language.name": "Français", "n": {"one": "{count} carte", "other": "{count} cartes"}}
        ),
        encoding="utf-8",
    )
    t = Translator("en", locale)
    assert [t.trn("n", k) for k in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert t.tr("n", count=5) == "5 cards", "tr() of a plural entry: the general form"
    t.set_language("fr")
    assert [t.trn("n", k) for k in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]


def test_the_move_log_counts_cards_in_the_right_form() -> None:
    from game.rules.eight_half.cards import Card
    from game.rules.eight_half.events import Destination, PileTaken, TakeReason
    from game.ui.eight_half.move_log import MoveLog

    log = MoveLog(lambda s: ("You", "Ada")[s], 0)
    log.on_shown(PileTaken(1, (Card.SEVEN,), Destination.HAND, TakeReason.NO_PLAY))
    log.on_shown(PileTaken(0, (Card.SEVEN, Card.TWO), Destination.ASIDE, TakeReason.NO_PLAY))
    texts = [line.text for line in log.lines]
    assert "(1 card, into hand)" in texts[0] and "1 cards" not in texts[0]
    assert "(2 cards, aside)" in texts[1]


# --- French and Dutch ------------------------------------------------------------

LANGUAGES = ("fr", "nl")
# Texts that are rightly the same as in English; each says why. Everything else is translated.
SAME_AS_ENGLISH = {
    "app.name": "the game's name, 8½",
    "title.game_huit": "the second game's name, Huit américain, as its rule book gives it",
    "house.jokers": "Jokers in French and Dutch too (the rule book: « avec 2 jokers »)",
    "huit.table.scores": "fr: +145 points is French too",
    "huit.house.jokers.short": "jokers are jokers in French and Dutch too",
    "phone.huit.joker": "the phone names the card a joker in French and Dutch too",
    "phone.rules.jokers": "the phone's rules line: jokers in French and Dutch too",
    "bot.names": "the bots keep their names",
    "matches.with_level": "a bot's name and its level in brackets: its words are its fields",
    "matches.date": "the day, the month's name, the year and the time: fields only",
    "seats.summary": "who plays: its words are its fields (the names, the bots, their level)",
    "seats.bot": "nl: a bot is a bot at the Dutch table too (as in Kijk hoe de bots spelen)",
    "seats.bots": "nl: 1 bot, 3 bots, as in Kijk hoe de bots spelen",
    "room.bot_named": "nl: Chloé · bot · Moeilijk, a bot as in seats.bot",
    "bid.whole": "just the number: {n}",
    "speech.row": "nl: a row said as Players: 4",
    "speech.half": "nl: the ½ card said as half, as in een half",
    "say.bid": "nl: the bid and its !",
    "button.help": "a question mark",
    "button.menu": "Menu is French and Dutch too",
    "over.winner_tag": "a star",
    "stats.none": "a dash",
    "stats.average_value": "just the number",
    "hint.sep": "a comma",
    "huit.list.more": "a comma between two cards of a list",
    "cards.list.more": "a comma between two cards of a list",
    "title.version": "fr: version is French",
    "score.total": "fr: Total is French",
    "over.points": "fr: Points is French",
    "stats.percent": "nl writes 50% like English",
    "value.percent": "nl writes 50% like English",
    "review.graph.percent": "nl writes 64% like English",
    "review.graph.chances": "two chances and an arrow: 64% → 41%",
    "review.mark.blunder": "nl: a blunder, as Dutch chess players say",
    "review.summary.blunders": "nl: Blunders: 1, as review.mark.blunder",
    "label.half_owner": "nl: ½: Ada",
    "value.seconds": "nl: 0.8 s",
    "phone.game.eight_half": "the game's name, 8½",
    "phone.game.huit": "the second game's name, Huit américain",
    "phone.eh.half_owner": "nl: ½: Ada",
    "phone.lobby.bot": "nl: a bot is a bot at the Dutch table too",
    "phone.lobby.bot_named": "nl: Chloé · bot · Moeilijk, a bot as in phone.lobby.bot",
}


def catalog(code: str) -> dict[str, str | dict[str, str]]:
    return json.loads((i18n.LOCALE_DIR / f"{code}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_english_key_is_translated_with_the_same_fields(code: str) -> None:
    """A French or Dutch player never meets an English line."""
    theirs, en = catalog(code), english()
    assert sorted(set(en) - set(theirs)) == [], f"missing from {code}.json"
    assert sorted(set(theirs) - set(en)) == [], f"{code}.json has keys English lacks"
    for key, entry in en.items():
        assert _fields(theirs[key]) == _fields(entry), f"{code}: {key} asks for other fields"
        assert isinstance(theirs[key], dict) == isinstance(entry, dict), (
            f"{code}: {key} must be a plural entry exactly when English's is"
        )


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_text_is_empty_or_left_in_english(code: str) -> None:
    theirs, en = catalog(code), english()
    empty = [
        k
        for k, v in theirs.items()
        if any(not t.strip() for t in (v.values() if isinstance(v, dict) else [v]))
    ]
    assert empty == []
    same = [k for k, v in theirs.items() if v == en.get(k) and k not in SAME_AS_ENGLISH]
    assert same == [], f"{code}: left in English"


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_the_bundled_font_draws_every_character_of_every_catalog(code: str) -> None:
    import pygame

    from game.ui.shell.fonts import font

    pygame.font.init()
    chars = {
        c
        for v in catalog(code).values()
        for t in (v.values() if isinstance(v, dict) else [v])
        for c in t
    }
    for bold in (False, True):
        missing = [c for c in sorted(chars) if c.isprintable() and not font(20, bold).metrics(c)[0]]
        assert missing == [], f"{code}: no glyph for {missing}"


def test_french_puts_a_non_breaking_space_before_high_punctuation() -> None:
    """« cinq — plus bas ! »: the space before ! ? ; : never breaks a line (nor shows as a
    plain space), and guillemets hold their words the same way."""
    bad = [
        k
        for k, v in catalog("fr").items()
        for t in (v.values() if isinstance(v, dict) else [v])
        if re.search(r" [!?;:»]|« |\w[!?;»]", t)
    ]
    assert bad == []


def _speaking(code: str) -> Translator:
    return i18n.use_translator(Translator(code))


@pytest.mark.parametrize(
    ("code", "halves", "said"),
    [
        ("fr", 0, "zéro"),
        ("fr", 1, "un demi"),
        ("fr", 3, "un et demi"),
        ("fr", 13, "six et demi"),
        ("fr", 17, "huit et demi"),
        ("fr", 19, "neuf et demi"),
        ("fr", 18, "neuf"),
        ("nl", 0, "nul"),
        ("nl", 1, "een half"),
        ("nl", 3, "anderhalf"),
        ("nl", 13, "zes en een half"),
        ("nl", 17, "acht en een half"),
        ("nl", 19, "negen en een half"),
        ("en", 3, "one and a half"),
        ("en", 13, "six and a half"),
    ],
)
def test_bids_are_spoken_as_a_player_of_that_language_says_them(
    code: str, halves: int, said: str
) -> None:
    """R12: the bid in the player's language, halves included."""
    from game.ui.eight_half.words import bid_words

    old = _speaking(code)
    try:
        assert bid_words(halves) == said
    finally:
        i18n.use_translator(old)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_every_bid_reads_like_its_voice_clip(code: str) -> None:
    """The bubbles and the recorded voice say the same words (assets/voice/phrases.json)."""
    from game.ui.eight_half.words import bid_words

    phrases = json.loads(
        (UI.parents[1] / "assets" / "voice" / "phrases.json").read_text(encoding="utf-8")
    )[code]
    old = _speaking(code)
    try:
        for halves in range(27):
            assert bid_words(halves).lower() == phrases[f"bid_{halves}"].lower(), halves
    finally:
        i18n.use_translator(old)


@pytest.mark.parametrize(
    ("code", "kind", "halves", "ghost", "said"),
    [
        ("fr", "ATTACK", 14, False, "attaque avec un sept !"),
        ("fr", "HALF", 13, False, "six et demi !"),
        ("fr", "EIGHT_HALF", 17, False, "huit et demi !"),
        ("fr", "FIVE_RULE", 10, False, "cinq — plus bas !"),
        ("fr", "ZERO", 0, False, "zéro !"),
        ("fr", "PLAIN", 8, True, "encore quatre"),
        ("nl", "ATTACK", 14, False, "aanval met zeven!"),
        ("nl", "HALF", 13, False, "zes en een half!"),
        ("nl", "EIGHT_HALF", 17, False, "acht en een half!"),
        ("nl", "FIVE_RULE", 10, False, "vijf — lager!"),
        ("nl", "ZERO", 0, False, "nul!"),
    ],
)
def test_every_announcement_kind_is_said_in_the_books_words(
    code: str, kind: str, halves: int, ghost: bool, said: str
) -> None:
    """R12 in French and Dutch: « attaque avec un sept ! », "aanval met zeven!"."""
    from game.rules.eight_half.events import Announce, BidAnnounced
    from game.ui.eight_half.words import announcement

    old = _speaking(code)
    try:
        text = announcement(BidAnnounced(1, halves, Announce[kind], ghost))
        assert text.replace("\u202f", " ") == said
    finally:
        i18n.use_translator(old)


def test_taking_the_pile_is_said_as_the_books_say_it() -> None:
    assert Translator("fr").tr("say.take") == "je prends la pile"
    assert Translator("nl").tr("say.take") == "ik pak de stapel"


@pytest.mark.parametrize(
    ("code", "n", "text"),
    [
        ("fr", 0, "0 carte dans la pile"),
        ("fr", 1, "1 carte dans la pile"),
        ("fr", 2, "2 cartes dans la pile"),
        ("nl", 0, "0 kaarten op de stapel"),
        ("nl", 1, "1 kaart op de stapel"),
        ("nl", 2, "2 kaarten op de stapel"),
    ],
)
def test_counts_take_each_language_s_plural(code: str, n: int, text: str) -> None:
    assert Translator(code).trn("label.pile_count", n) == text


# --- the first launch's language -------------------------------------------------------------


@pytest.mark.parametrize(
    ("env", "system", "language"),
    [
        ({"LANG": "fr_FR.UTF-8"}, None, "fr"),
        ({"LANG": "fr_CA"}, None, "fr"),
        ({"LANG": "nl_BE.UTF-8"}, None, "nl"),
        ({"LANG": "de_DE.UTF-8"}, "fr_FR", "en"),
        ({"LANG": "en_GB.UTF-8", "LC_ALL": "nl_NL.UTF-8"}, None, "nl"),
        ({"LANG": "fr_FR", "LC_MESSAGES": "en_US"}, None, "en"),
        ({"LANGUAGE": "nl:en", "LANG": "en_US"}, None, "nl"),
        ({"LANG": "C.UTF-8"}, "fr_BE", "fr"),
        ({}, "French_France", "fr"),
        ({}, "Dutch_Netherlands", "nl"),
        ({}, "nl-NL", "nl"),
        ({}, None, "en"),
    ],
)
def test_the_system_language_is_french_dutch_or_else_english(
    env: dict[str, str], system: str | None, language: str
) -> None:
    from game.store.settings import system_language

    assert system_language(env, lambda: system) == language


def test_the_first_launch_speaks_the_system_language_and_a_saved_choice_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import attrs

    from game.store.settings import SettingsStore

    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    store = SettingsStore(tmp_path)
    first = store.load()
    assert first.language == "nl", "no settings file yet: the system's language"
    store.save(attrs.evolve(first, language="en"))
    assert SettingsStore(tmp_path).load().language == "en", "the player's choice wins"


# --- switching live ---------------------------------------------------------------------------


def test_the_language_row_switches_the_title_at_once(make_app: Callable[..., App]) -> None:
    import pygame
    from lang_kit import back_to_english, drawn_texts

    from game.ui.menus.title import TitleScene

    with back_to_english():
        app = make_app()
        title = TitleScene(app)
        app.push(title)
        row = next(i for i, item in enumerate(title.items) if item.key == "language")
        title.selected = row
        languages = []
        for _ in range(3):
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
            )
            with drawn_texts() as seen:
                app.frame(1 / 60)
            languages.append(app.settings.language)
            new_game = Translator(app.settings.language).tr("menu.new_game")
            assert new_game in seen, f"{app.settings.language}: the menu is not redrawn"
            others = {Translator(c).tr("menu.new_game") for c in ("en", *LANGUAGES)} - {new_game}
            assert not seen & others, "a line is still in the old language"
        assert sorted(languages) == ["en", "fr", "nl"]


def test_a_language_change_reaches_the_table_at_once(make_app: Callable[..., App]) -> None:
    import table_kit as kit
    from lang_kit import back_to_english, drawn_texts

    with back_to_english():
        app = make_app(kit.settings(players=3))
        kit.table(app)
        app.frame(1 / 60)
        for code in ("fr", "nl", "en"):
            app.update_settings(language=code)
            with drawn_texts() as seen:
                app.frame(1 / 60)
            t = Translator(code)
            for key in ("button.log", "button.menu", "button.score"):
                assert t.tr(key) in seen, f"{code}: {key} not redrawn"
            assert t.tr("label.draw") in seen


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_title_the_question_and_the_error_screen_read_at_800x600(
    make_app: Callable[..., App], tmp_path: Path, code: str
) -> None:
    """The menu, a notice, the new-match question and the crash screen in French
    and Dutch: inside the window and their boxes, not shrunk past reading."""
    import pygame
    from lang_kit import back_to_english, fitted_texts, squeezed

    from game.store.settings import Settings
    from game.ui.menus.title import TitleScene
    from game.ui.shell.confirm import ConfirmScene
    from game.ui.shell.crash import CrashScene

    size = (800, 600)
    with back_to_english(), fitted_texts() as fitted:
        app = make_app(Settings(window_size=size, language=code))
        app.store.can_save = False  # the longest notice the title shows
        title = TitleScene(app)
        app.push(title)
        app.frame(0.0)
        screen = pygame.Rect((0, 0), size)
        lay = title._layout
        assert all(screen.contains(r) for r in lay.rows)
        question = ConfirmScene(
            app,
            i18n.tr("confirm.new_match"),
            i18n.tr(
                "confirm.new_match_detail", summary="3 / 6 · Ada 4 · Bruno 2 · Chloé 1 · Dirk 0"
            ),
            i18n.tr("confirm.new_match_yes"),
            i18n.tr("confirm.cancel"),
            lambda: None,
        )
        app.push(question)
        app.frame(0.0)
        rects = question.layout(size)
        assert all(rects["panel"].contains(r) for r in rects.values())
        assert not rects["yes"].colliderect(rects["no"])
        app.pop()
        app.push(
            CrashScene(
                app,
                tmp_path / "a" / "long" / "way" / "to" / "game.log",
                "ZeroDivisionError: division by zero",
            )
        )
        app.frame(0.0)
        assert squeezed(fitted) == []


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "0.8 s"), ("fr", "0,8\u00a0s"), ("nl", "0,8 s")]
)
def test_numbers_use_the_languages_decimal_mark(language: str, shown: str) -> None:
    from game.ui.shell import i18n as lang

    lang.set_language(language)
    try:
        assert lang.tr("value.seconds", seconds=lang.decimal(0.8)) == shown
        assert lang.decimal(1.0234, 2) == ("1.02" if language == "en" else "1,02")
    finally:
        lang.set_language("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_help_the_pause_menu_the_sound_page_and_the_lesson_read_at_800x600(
    make_app: Callable[..., App], code: str
) -> None:
    """The screens not covered by the table tests, in French and Dutch: the rules
    help (both pages), the pause menu, the sound page and every step of Learn to play keep
    their text readable (not shrunk past half its size) at the smallest window."""
    import pygame
    import table_kit as kit
    from lang_kit import back_to_english, fitted_texts, squeezed

    from game.ui.eight_half.bot_runner import InlineExecutor
    from game.ui.eight_half.overlays import HelpScene, PauseScene
    from game.ui.menus.sound import SoundScene
    from game.ui.tutorial.lessons import STEP_COUNT
    from game.ui.tutorial.scene import TutorialScene

    with back_to_english(), fitted_texts() as fitted:
        app = make_app(kit.settings(players=3, language=code))
        table = kit.table(app)
        app.frame(kit.DT)
        help_scene = HelpScene(app)
        app.push(help_scene)
        app.frame(kit.DT)
        kit.key(pygame.K_RIGHT)  # the second page
        app.frame(kit.DT)
        app.pop()
        app.push(PauseScene(app, table))
        app.frame(kit.DT)
        app.pop()
        app.pop()
        app.push(SoundScene(app))
        app.frame(kit.DT)
        app.pop()
        lesson = TutorialScene(app, app.settings, start_at=0, executor=InlineExecutor())
        app.push(lesson)
        for index in range(STEP_COUNT):
            lesson.go_to(index)
            app.frame(kit.DT)
        assert squeezed(fitted) == [], f"{code}: text shrunk past reading"
