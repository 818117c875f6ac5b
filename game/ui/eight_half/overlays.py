"""Scenes drawn over the 8½ table: the rules help (the score pad, which also shows the
result of a game, is game/ui/scorepad/; the pause menu, shared by both tables,
game/ui/table/pause.py; the Overlay base, game/ui/shell/overlay.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.eight_half.cards import parse_card
from game.ui.shell.i18n import N_, tr
from game.ui.table.card_faces import CardArt
from game.ui.table.help_pages import HelpBlock, PagedHelp, picture_slots, picture_width
from game.ui.table.pause import PauseScene

if TYPE_CHECKING:
    from game.ui.shell.app import App

# The pager's parts live in game.ui.table.help_pages (shared with Huit's help); named here too.
__all__ = ["HelpBlock", "HelpScene", "PauseScene", "picture_slots", "picture_width"]

HELP_RULES = (
    N_("help.rule1"),
    N_("help.rule2"),
    N_("help.rule3"),
    N_("help.rule4"),
    N_("help.rule5"),
    N_("help.rule6"),
    N_("help.rule7"),
    N_("help.rule8"),
)
HELP_DECISIONS = (
    N_("help.decision1"),
    N_("help.decision2"),
    N_("help.decision3"),
    N_("help.decision4"),
    N_("help.decision5"),
    N_("help.decision6"),
    N_("help.decision7"),
    N_("help.decision8"),
    N_("help.decision9"),
    N_("help.decision10"),
)
HELP_KEYS = (N_("help.keys1"), N_("help.keys2"), N_("help.keys_speech"))
# The cards a rule talks about, drawn beside it: Part C tokens; "|" leaves a gap, "b" is a
# card face down, "o7" an open 7 lying on its blind card.
HELP_PICTURES: dict[str, str] = {
    "help.rule1": "2 3 | 4 4",
    "help.rule2": "h | g | 0",
    "help.rule3": "5 | 3",
    "help.rule4": "8 h",
    "help.rule5": "6 h | 7",
    "help.rule6": "b b b",
    "help.rule7": "o7 | o3",
    "help.decision1": "5 g",
    "help.decision2": "9 h",
    "help.decision4": "o7 | o7",
}


class HelpScene(PagedHelp):
    """F1 or ?: the rules in short with the cards they speak of (page 1), the project's
    decisions and the controls (page 2). ← → (or Page Up/Down) turn the page; any other
    key, or a click, closes."""

    name = "help"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.art = CardArt()

    @property
    def page_count(self) -> int:
        return 2

    def title(self) -> str:
        return tr("help.title")

    def page_blocks(self, page: int) -> list[tuple[str, str, str]]:
        if page == 0:
            out = [("head", tr("help.rules"), "")]
            out += [("item", tr(k), HELP_PICTURES.get(k, "")) for k in HELP_RULES]
            return out
        out = [("head", tr("help.decisions"), "")]
        out += [("item", tr(k), HELP_PICTURES.get(k, "")) for k in HELP_DECISIONS]
        out += [("head", tr("help.controls"), "")]
        out += [("item", tr(k), "") for k in HELP_KEYS]
        return out

    def picture_lift(self, tokens: tuple[str, ...], card_w: int) -> int:
        return round(card_w * 0.4) if any(t.startswith("o") for t in tokens) else 0

    def draw_token(
        self, surface: pygame.Surface, token: str, pos: tuple[int, int], card_w: int, lift: int
    ) -> None:
        x, y = pos
        if token == "b":
            self.art.draw(surface, None, (x, y + lift), card_w, shadow=False)
        elif token.startswith("o"):  # an open card lying on its blind card
            self.art.draw(surface, None, (x, y + lift), card_w, shadow=False)
            self.art.draw(surface, parse_card(token[1:]), (x, y), card_w)
        else:
            self.art.draw(surface, parse_card(token), (x, y + lift), card_w, shadow=False)
