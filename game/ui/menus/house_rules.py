"""The "House rules" page of the title menu, with Huit américain chosen: the five variants of
RULES.md H7, each on a row of its own with a line saying what it does, on or off. The next
match is dealt with those that are on; a match keeps the rules it was dealt with, and while
one is under way the page says so. Built on the title's menu (same rows, keys and mouse);
Esc or Back returns to the title.
"""

from __future__ import annotations

from game.rules.huit import HOUSE_RULES
from game.ui.menus.page import MenuPage
from game.ui.menus.sound import on_off
from game.ui.menus.style import CREAM, read_size
from game.ui.menus.title import MenuItem
from game.ui.shell.fonts import font
from game.ui.shell.house_words import rule_line, rule_name, rules_summaries
from game.ui.shell.i18n import tr


class HouseRulesScene(MenuPage):
    name = "house_rules"
    heading = "house.heading"
    hint = "house.hint"
    controls = "house.controls"  # Esc goes back to the title here, it quits nothing

    def _build_items(self) -> list[MenuItem]:
        return [
            *(self._rule_row(rule) for rule in HOUSE_RULES),
            MenuItem(lambda: tr("house.back"), lambda: None, self._back, "back"),
        ]

    def _rule_row(self, rule: str) -> MenuItem:
        return MenuItem(
            lambda: rule_name(rule),
            lambda: on_off(rule in self.app.settings.huit_rules),
            lambda _step: self.toggle(rule),
            rule,
            lambda: rule_line(rule),
        )

    def _stacked(self) -> frozenset[int]:
        # Each rule's line goes under its name, whatever the window's width: read as one.
        return frozenset(range(len(HOUSE_RULES)))

    def toggle(self, rule: str) -> None:
        """Turn `rule` on or off for the next match (H7's order kept)."""
        chosen = set(self.app.settings.huit_rules) ^ {rule}
        self.app.update_settings(huit_rules=tuple(r for r in HOUSE_RULES if r in chosen))

    # -- frame -------------------------------------------------------------------------

    def notice_lines(self) -> list[str]:
        """With a match under way: the rules it keeps, and that changes wait for the next."""
        under_way = self.app.current_match("huit")
        if under_way is None:
            return []
        # The rules by name if they fit the line, else how many (a long list at 800×600).
        size = read_size(self.app.size)
        room = self.app.size[0] - 2 * size
        lines = [
            tr("house.match_keeps", rules=form) for form in rules_summaries(under_way.house_rules)
        ]
        kept = next((line for line in lines if font(size).size(line)[0] <= room), lines[-1])
        return [kept, tr("house.next_match")]

    def notice_colour(self, line: str = "") -> tuple[int, int, int]:
        return CREAM  # news, not a warning
