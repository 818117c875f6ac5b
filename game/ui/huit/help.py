"""F1 at the Huit américain table: the rules H1–H6 (RULES.md Part B) with the cards they
speak of, then the house rules in force (H7), each with what our table decided where H7 is
silent, then "Our table's decisions": where the rule book is silent and what this game
decided (the decisions under H, and the engine's own), and the keys.

Only the house rules in force are told: the help says how this table plays. With none (the
book's rules) the help is the book's alone.

The pager is the one 8½'s help uses (game.ui.table.help_pages); the cards are Huit's faces.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.rules.huit import parse_card
from game.ui.huit import card_faces
from game.ui.huit.words import carte_word, key_help
from game.ui.shell import drawn
from game.ui.shell.i18n import N_, tr, translator
from game.ui.table.help_pages import Block, PagedHelp

if TYPE_CHECKING:
    from game.ui.shell.app import App

Item = tuple[str, str]  # (catalog key, picture)
Page = tuple[str, tuple[Item, ...]]  # (heading key, items)

# Each page: its heading and its items (key, picture). Pictures are Part D card tokens;
# "|" leaves a gap, "b" is a card face down (the stock), "X" a joker.
PAGES: tuple[Page, ...] = (
    (N_("huit.help.head.game"), (
        (N_("huit.help.h1"), "b | 5h"),
        (N_("huit.help.h2"), "9h | 3h 9c 8s"),
        (N_("huit.help.h3"), "b | Kc"),
    )),
    (N_("huit.help.head.special"), (
        (N_("huit.help.h4.seven"), "7c"),
        (N_("huit.help.h4.eight"), "8d"),
        (N_("huit.help.h4.ten"), "10s 10h | 4h"),
        (N_("huit.help.h4.ace"), "Ah As"),
    )),
    (N_("huit.help.head.end"), (
        (N_("huit.help.h5"), "Qd 3s"),
        (N_("huit.help.h6"), "6c"),
        (N_("huit.help.h6.points"), "8h | 7s | Jc | 4h"),
    )),
    (N_("huit.help.head.decisions"), (
        (N_("huit.help.d.h1_1"), ""),
        (N_("huit.help.d.h3_1"), "b"),
        (N_("huit.help.d.h3_2"), ""),
        (N_("huit.help.d.h4_1"), "10d | 8c"),
        (N_("huit.help.d.h4_2"), "Ac Ad"),
        (N_("huit.help.d.h4_3"), "7s"),
    )),
    (N_("huit.help.head.engine"), (
        (N_("huit.help.d.h4_4"), "8h"),
        (N_("huit.help.d.h5_1"), ""),
        (N_("huit.help.d.h6_1"), "As"),
        (N_("huit.help.d.winner"), ""),
        (N_("huit.help.e.first_discard"), "7d 10c | 5c"),
        (N_("huit.help.e.keep"), ""),
    )),
    (N_("huit.help.head.engine"), (
        (N_("huit.help.d.h6_2"), "Kh | 2c 3c"),
        (N_("huit.help.e.last_seven_eight"), "7h | 8s"),
        (N_("huit.help.e.call_under_ace"), ""),
        (N_("huit.help.e.call_gone"), ""),
    )),
    (N_("huit.help.head.engine"), (
        (N_("huit.help.e.refill"), ""),
        (N_("huit.help.e.bots_call"), ""),
        (N_("huit.help.e.hot_seat"), ""),
    )),
)  # fmt: skip
HEAD_KEYS = N_("huit.help.head.keys")
BOOK_RULES = 3  # PAGES[:3] tell H1–H6; the house rules come after them, before the decisions

# H7: each house rule's items, in H7's order: its text, then what our table decided where
# H7 is silent (seven cards each needs no decision).
HOUSE: dict[str, tuple[Item, ...]] = {
    "jokers": (
        (N_("huit.help.house.jokers"), "X X | 9c"),
        (N_("huit.help.house.jokers.decided"), "X | 8d"),
    ),
    "jack_reverses": (
        (N_("huit.help.house.jack_reverses"), "Jh Js"),
        (N_("huit.help.house.jack_reverses.decided"), ""),
    ),
    "no_eight_on_eight": (
        (N_("huit.help.house.no_eight_on_eight"), "8c | 8h"),
        (N_("huit.help.house.no_eight_on_eight.decided"), ""),
    ),
    "no_finish_on_eight": (
        (N_("huit.help.house.no_finish_on_eight"), "8d"),
        (N_("huit.help.house.no_finish_on_eight.decided"), ""),
    ),
    "seven_cards": ((N_("huit.help.house.seven_cards"), ""),),
}
# With jokers in force too, two rules speak of them: "no going out on an 8" is told
# with the joker (its text replaced), "no 8 on an 8" adds what goes on a joker.
WITH_JOKERS: dict[str, Item] = {
    N_("huit.help.house.no_finish_on_eight"): (
        N_("huit.help.house.no_finish_on_eight.jokers"),
        "8d | X",
    ),
}
JOKERS_TOO: dict[str, Item] = {
    "no_eight_on_eight": (N_("huit.help.house.no_eight_on_eight.jokers"), "8s X"),
}
HEAD_HOUSE = N_("huit.help.head.house")
HEAD_HOUSE_MORE = N_("huit.help.head.house_more")
INTRO = (N_("huit.help.house.intro"), "")
PAGE_TEXT = 900  # characters a house rules page holds: it fits 800x600 in every language


def house_items(rules: Sequence[str]) -> list[tuple[Item, ...]]:
    """The items of the house rules in force, in H7's order, one group a rule."""
    jokers = "jokers" in rules
    out: list[tuple[Item, ...]] = []
    for name, items in HOUSE.items():
        if name not in rules:
            continue
        group = [WITH_JOKERS.get(key, (key, pic)) if jokers else (key, pic) for key, pic in items]
        if jokers and name in JOKERS_TOO:
            group.append(JOKERS_TOO[name])
        out.append(tuple(group))
    return out


def house_pages(rules: Sequence[str]) -> tuple[Page, ...]:
    """The pages of the house rules in force: the rules in H7's order, each rule's items
    on one page, as many rules to a page as its text allows (in the language shown)."""
    groups = house_items(rules)
    if not groups:
        return ()
    pages: list[list[Item]] = [[INTRO]]
    size = _length(INTRO)
    for group in groups:
        length = sum(_length(item) for item in group)
        if size + length > PAGE_TEXT and len(pages[-1]) > 1:
            pages.append([])
            size = 0
        pages[-1].extend(group)
        size += length
    return tuple(
        (HEAD_HOUSE if n == 0 else HEAD_HOUSE_MORE, tuple(page)) for n, page in enumerate(pages)
    )


def _length(item: Item) -> int:
    return len(tr(item[0], carte=carte_word()))


def pages(rules: Sequence[str] = ()) -> tuple[Page, ...]:
    """The help's pages at a table playing `rules` (H7 names; none: the book's rules)."""
    return PAGES[:BOOK_RULES] + house_pages(rules) + PAGES[BOOK_RULES:]


class HuitHelpScene(PagedHelp):
    """F1 or ?: the rules of Huit américain in short pages, with the house rules in force
    (`rules`, H7 names). ← → (or Page Up/Down) turn the page; any other key, or a click,
    closes."""

    name = "huit_help"

    def __init__(self, app: App, rules: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.pages = pages(rules)

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def title(self) -> str:
        return tr("huit.help.title")

    def page_blocks(self, page: int) -> list[Block]:
        head, items = self.pages[page]
        out: list[Block] = [("head", tr(head), "")]
        out += [("item", tr(key, carte=carte_word()), picture) for key, picture in items]
        if page == len(self.pages) - 1:
            out += [("head", tr(HEAD_KEYS), ""), ("item", key_help(), "")]
            out += [("item", tr("help.keys_speech"), "")]
        return out

    def draw_token(
        self, surface: pygame.Surface, token: str, pos: tuple[int, int], card_w: int, lift: int
    ) -> None:
        x, y = pos
        if token == "b":
            back = card_faces.back(card_w)
            drawn.note(drawn.Kind.CARD, surface, surface.blit(back, (x, y + lift)))
        else:
            card = parse_card(token)
            face = card_faces.face(card, card_w, language=translator().language)
            drawn.note(drawn.Kind.CARD, surface, surface.blit(face, (x, y + lift)), text=str(card))
