"""Every word of the phone page comes from the catalogs: each `phone.*` key the
page names is in en/fr/nl, each error the room may send has the page's own words, and no
`phone.*` key is left that neither the page nor the game's code shows."""

from __future__ import annotations

import re
from pathlib import Path

from game.lan.protocol import ERROR_CODES
from game.rules.huit import HOUSE_RULES
from game.ui.shell import i18n

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "assets" / "phone"
GAME = ROOT / "game"
# Keys the page builds from what it is sent: "phone.error." + code, "phone.suit." + suit...
FAMILIES = {
    "phone.error.": (*ERROR_CODES, "unknown"),
    "phone.game.": ("eight_half", "huit"),
    "phone.level.": ("easy", "medium", "hard"),
    "phone.suit.": ("c", "d", "h", "s"),
    "phone.rules.": HOUSE_RULES,  # RULES.md H7's names
}


def named_by_the_page() -> set[str]:
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(PAGE.iterdir()))
    named = set(re.findall(r"""["'](phone\.[a-z_.]+[a-z_])["']""", text))
    for family, members in FAMILIES.items():
        assert f'"{family}"' in text, f"the page no longer builds {family}…"
        named |= {family + m for m in members}
    return named


def phone_keys(code: str) -> set[str]:
    return {k for k in i18n.load_catalog(code) if k.startswith("phone.")}


def test_every_word_the_page_shows_is_in_each_catalog() -> None:
    named = named_by_the_page()
    for code in ("en", "fr", "nl"):
        assert named - phone_keys(code) == set(), code


def said_by_the_game() -> set[str]:
    """The `phone.*` words the game's own code says (the TV's lines about phones, the
    prompt and the refusals each phone is sent): tr("…"), trn("…"), N_("…")."""
    call = re.compile(r"""\b(?:tr|trn|N_)\(\s*["'](phone\.[^"']+)["']""")
    return {key for path in GAME.rglob("*.py")
            for key in call.findall(path.read_text(encoding="utf-8"))}  # fmt: skip


def test_no_phone_word_is_left_that_neither_the_page_nor_the_game_shows() -> None:
    assert len(said_by_the_game()) > 5, "the scan of the game's code found almost nothing"
    assert phone_keys("en") - named_by_the_page() - said_by_the_game() == set()


def words(code: str, prefix: str) -> dict[str, str]:
    """Each `prefix…` line of a catalog, its plural forms joined."""
    return {
        key: " ".join(entry.values()) if isinstance(entry, dict) else entry
        for key, entry in i18n.load_catalog(code).items()
        if key.startswith(prefix)
    }


def test_the_phone_and_the_tv_speak_of_the_game_not_of_a_room() -> None:
    """Players say "la partie", "het spel": a "salle" or a "kamer" is a room of a house."""
    for code, room in (("fr", "salle"), ("nl", "kamer")):
        said = [k for k, line in words(code, "").items() if room in line.lower()]
        assert said == [], code


def test_the_8_and_a_half_draw_pile_is_the_trekstapel_in_dutch() -> None:
    """The rule book's word, in every line of 8½ (the phone's, the help's, the lesson's, the
    counts'), not "voorraad(stapel)"; Huit américain's lines (a "huit" key) are its own."""
    eight_half = {k: line for k, line in words("nl", "").items() if "huit" not in k}
    assert "phone.eh.your_draw" in eight_half and "help.rule7" in eight_half
    said = [k for k, line in eight_half.items() if "voorraad" in line.lower()]
    assert said == []
    for key in ("phone.eh.your_draw", "help.rule7", "tutorial.table.text", "tutorial.open.text"):
        assert "trekstapel" in eight_half[key], key
