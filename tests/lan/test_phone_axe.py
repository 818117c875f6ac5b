"""axe-core (the npm package) finds nothing against WCAG 2.1 AA on any screen of the phone
page, in both games and the three languages, at a phone's size and turned sideways: the
code, the lobby, the wait, each table of 8½ and of Huit américain (a card chosen, the suit
chooser open, a refusal, the network lost), another tab taking the seat, the match over.
The screens are those of build/phone_screens.py, with a room of the game's own server."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from phone_kit import (
    PHONE,
    ROOT,
    axe_script,
    axe_violations,
    static_page,
)

sys.path.insert(0, str(ROOT / "build"))
import phone_screens as ps  # noqa: E402

SCREENS: list[Callable[[ps.Shooter], None]] = [
    ps.Shooter.lobby, ps.Shooter.eight_half_attack, ps.Shooter.eight_half_table,
    ps.Shooter.eight_half_blind, ps.Shooter.eight_half_swap, ps.Shooter.eight_half_waiting,
    ps.Shooter.huit_carte, ps.Shooter.huit_hand, ps.Shooter.huit_penalty, ps.Shooter.huit_drawn,
    ps.Shooter.replaced, ps.Shooter.match_over,
]  # fmt: skip


class Checked(ps.Shooter):
    """Each screen the shooter would photograph, checked by axe-core instead."""

    def __init__(self, *args: Any, script: str) -> None:
        super().__init__(*args)
        self.script = script
        self.found: list[str] = []

    def shot(self, name: str) -> None:
        self.found += [f"{name}: {line}" for line in axe_violations(self.page, self.script)]


@pytest.mark.parametrize("size", [(360, 640), (640, 360)])
@pytest.mark.parametrize("lang", ["en", "fr", "nl"])
def test_no_screen_of_the_phone_page_breaks_wcag_2_1_aa(
    browser: Any, files: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    script = axe_script()
    checked = Checked(browser, files, lang, size, tmp_path, script=script)
    try:
        for screen in SCREENS:
            screen(checked)
    finally:
        checked.close()
    assert checked.found == [], "\n".join(checked.found)


def test_the_code_screen_breaks_no_rule_either(browser: Any, files: Any) -> None:
    script = axe_script()
    with static_page(browser, files, PHONE) as page:
        page.evaluate("showCode(t('phone.error.bad_room', {code: 'ABCD'}), 'ABCD')")
        page.wait_for_selector("#code:not([hidden])")
        assert axe_violations(page, script) == []
