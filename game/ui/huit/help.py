"""F1 at the Huit américain table: the rules H1–H6 (RULES.md Part B) with the cards they
speak of, then "Our table's decisions": where the rule book is silent and what this game
decided (the decisions under H, and the engine's own), and the keys.

The pager is the one 8½'s help uses (game.ui.table.help_pages); the cards are Huit's faces.
"""

from __future__ import annotations

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

# Each page: its heading and its items (key, picture). Pictures are Part D card tokens;
# "|" leaves a gap, "b" is a card face down (the stock).
PAGES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
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


class HuitHelpScene(PagedHelp):
    """F1 or ?: the rules of Huit américain in seven short pages. ← → (or Page Up/Down)
    turn the page; any other key, or a click, closes."""

    name = "huit_help"

    def __init__(self, app: App) -> None:
        super().__init__(app)

    @property
    def page_count(self) -> int:
        return len(PAGES)

    def title(self) -> str:
        return tr("huit.help.title")

    def page_blocks(self, page: int) -> list[Block]:
        head, items = PAGES[page]
        out: list[Block] = [("head", tr(head), "")]
        out += [("item", tr(key, carte=carte_word()), picture) for key, picture in items]
        if page == len(PAGES) - 1:
            out += [("head", tr(HEAD_KEYS), ""), ("item", key_help(), "")]
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
