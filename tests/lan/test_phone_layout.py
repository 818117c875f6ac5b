"""The phone page's table on every screen a phone or a tablet has (headless Chromium): what
a player must tap or read is inside the screen and under nothing (the button bar, a
notice), the header says whose turn it is once, and a page that comes back (a reload)
lays out its cards as before. The page gets crafted `state` messages, no room behind it.
"""

from __future__ import annotations

from typing import Any

import pytest
from phone_kit import (
    IN_VIEW,
    REACHABLE,
    eight_half_state,
    huit_state,
    receive,
    static_page,
    unreachable,
)

NAMES = ["Chloé", "Marc", "Bruno", "Anne-Sophie", "Jan"]
SIZES = [(320, 568), (360, 640), (390, 844), (768, 1024)]
LOCALES = {"en": "en-GB", "fr": "fr-FR", "nl": "nl-BE"}


def seat(hand: str, draw: str, open_: str, blind: str, at_table: bool = False) -> dict[str, Any]:
    return {"hand": hand, "draw": draw, "open": open_, "blind": blind, "aside": "",
            "at_table": at_table}  # fmt: skip


PLAY = {  # Chloé to play on 4 (R5): her hand, her open and blind cards, her draw pile
    "seats": [seat("1 5 6", "4 5 6 7", "9 5 2", "1 6 h"), seat("7 7 8", "3", "6 0", "8 8 g"),
              seat("g 4 4", "6", "h 9", "3 6")],
    "pile": "2 3 4", "bid": "4", "five_rule": False, "half_owner": None, "turn": 0,
    "phase": "play", "swapper": None, "loser": None, "opener": None,
}  # fmt: skip
SWAP = PLAY | {"pile": "", "bid": "0", "phase": "swap", "swapper": 0, "loser": 1, "opener": 0}
FIVE = PLAY | {"seats": [*PLAY["seats"], seat("5 5 7", "h h", "9 9", "0 0 g"),  # type: ignore[misc]
                         seat("0 8 8", "g", "h h h", "g g 9")]}  # fmt: skip
BLIND = (
    PLAY
    | {  # R8: no hand, no open card: one of the blind cards, unseen
        "seats": [seat("", "", "", "1 6 h", True), *PLAY["seats"][1:]],  # type: ignore[misc]
        "pile": "2 3 4 4 5 9 9",
        "bid": "2",
    }
)
HUIT = {"game": "huit", "decks": 1,
        "hands": ["As 2s 3s 4s 5s 6s 7s 9s 10s Js Qs Ks 2h 3h", "2c 3c", "4c 5c 6c", "Kd Qd"],
        "stock": "7c 9c 10c", "discard": "4h", "suit": None, "turn": 0, "phase": "play",
        "drawn": None, "penalty": 0, "unannounced": None}  # fmt: skip


HOUSE = HUIT | {  # every house rule (RULES.md H7): a joker's penalty on Chloé, play reversed
    "rules": ["jokers", "jack_reverses", "no_eight_on_eight", "no_finish_on_eight",
              "seven_cards"],
    "direction": -1, "discard": "4h X", "suit": "h", "penalty": 4,
    "hands": ["X As 2s 3s 4s 5s 6s 7s 9s 10s Js Qs Ks 2h", "2c 3c", "4c 5c 6c", "Kd Qd"],
}  # fmt: skip


def states(lang: str) -> dict[str, dict[str, object]]:
    said = {"prompt": "Your turn: play a 4 or more", "last": "Marc plays a 4 — four", "lang": lang}
    made = {
        name: eight_half_state(pos, 0, NAMES[: len(pos["seats"])], ply=7, **said)  # type: ignore[arg-type]
        for name, pos in (("play", PLAY), ("swap", SWAP), ("five", FIVE), ("blind", BLIND))
    }
    made["huit"] = huit_state(HUIT, 0, NAMES[:4], ply=7, **said)
    made["huit house rules"] = huit_state(HOUSE, 0, NAMES[:4], ply=7, **said)
    return made


@pytest.mark.parametrize("lang", ["en", "fr", "nl"])
def test_every_decisions_targets_are_on_screen_and_under_nothing(
    browser: Any, files: dict[str, tuple[bytes, str]], lang: str
) -> None:
    faults = []
    for width, height in SIZES:
        for viewport in ({"width": width, "height": height}, {"width": height, "height": width}):
            with static_page(browser, files, viewport, LOCALES[lang]) as page:
                for name, state in states(lang).items():
                    receive(page, {"t": "closed", "reason": "host_closed"}, state)
                    where = f"{name} at {viewport['width']}×{viewport['height']}"
                    playable = "#mine .card-button:not([aria-disabled='true'])"
                    assert page.locator(playable).count(), where
                    faults += [f"{where}, {miss}" for miss in unreachable(page)]
    assert faults == []


def test_at_360_by_640_the_cards_and_the_buttons_are_in_view_without_scrolling(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """The size the friends played at: in 8½ the open and blind cards, the draw pile's
    line, the swap's cards and the buttons are all in view at once (in the swap, the hand
    comes after the open cards: it may scroll)."""
    with static_page(browser, files, {"width": 360, "height": 640}, "fr-FR") as page:
        for name, state in states("fr").items():
            receive(page, {"t": "closed", "reason": "host_closed"}, state)
            assert unreachable(page, IN_VIEW) == [], name


def test_the_header_says_your_turn_once(browser: Any, files: dict[str, tuple[bytes, str]]) -> None:
    with static_page(browser, files, {"width": 360, "height": 640}) as page:
        receive(page, states("en")["play"])
        words = " ".join(page.inner_text("body").split())
        assert words.count("Your turn") == 1  # "Your turn: play a 4 or more"
        theirs = eight_half_state(PLAY | {"turn": 1}, 0, NAMES[:3], ply=8, lang="en",
                                  prompt="Marc is playing", last="")  # fmt: skip
        receive(page, theirs)
        assert page.inner_text("#public .turn") == "Marc is playing"


def test_the_tab_no_longer_says_your_turn_once_the_room_has_closed(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """Seen at a game night: the round was won and the room closed while the tab still said
    "Your turn"."""
    with static_page(browser, files, {"width": 360, "height": 640}) as page:
        receive(page, huit_state(HUIT, 0, NAMES[:4], ply=7, lang="en"))
        assert page.title().startswith("Your turn")
        receive(page, {"t": "closed", "reason": "match_over"})
        assert page.title() == "Huit américain"


def test_a_notice_that_a_phone_is_away_covers_nothing_of_the_header(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    theirs = huit_state(HUIT | {"turn": 1}, 0, NAMES[:4], ply=8, lang="en")
    with static_page(browser, files, {"width": 360, "height": 640}) as page:
        receive(page, theirs, {"t": "away", "seat": 1, "name": "Marc"})
        assert page.inner_text("#notice") == "Marc’s phone is away"
        for shown in ("#public .count", "#public .turn", "#notice"):
            assert page.locator(shown).evaluate(REACHABLE), shown


@pytest.mark.parametrize("viewport", [{"width": 360, "height": 640}, {"width": 390, "height": 844}])
def test_a_page_that_comes_back_lays_out_its_hand_as_before(
    browser: Any, files: dict[str, tuple[bytes, str]], viewport: dict[str, int]
) -> None:
    """A reload (or a page woken up) gets its state while the table is not shown yet: its
    rows hold as many cards as those of a page that was already at the table."""
    four = eight_half_state(PLAY | {"seats": [seat("1 2 3 5", "4 5 6 7", "9 5 2", "1 6 h"),
                                              *PLAY["seats"][1:]]},  # type: ignore[misc]
                            0, NAMES[:3], ply=7, lang="en")  # fmt: skip
    rows = "Array.from(document.querySelectorAll('#mine .row')).map((r) => new Set(Array.from(r.children).map((c) => c.offsetTop)).size)"  # noqa: E501
    with static_page(browser, files, viewport) as fresh:
        receive(fresh, four)  # straight from "Connecting…", as after a reload
        came_back = fresh.evaluate(rows)
    with static_page(browser, files, viewport) as staying:
        receive(staying, four | {"ply": 6}, four)
        stayed = staying.evaluate(rows)
    assert came_back == stayed and came_back[0] == 1  # the hand of four in one row
