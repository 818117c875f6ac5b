"""The phone page for a screen reader, a keyboard and eyes that motion tires (headless
Chromium, crafted `state` messages, no room behind it): each card is named in words in the
phone's language, the last move is announced, a card that cannot be played stays in the
Tab order and says why when chosen, the suit chooser takes the focus, is named and gives
the focus back, the focus shows, and the system's reduced motion is followed."""

from __future__ import annotations

from typing import Any

import pytest
from phone_kit import (
    PHONE,
    eight_half_state,
    huit_state,
    receive,
    static_page,
)

NAMES = ["Chloé", "Marc", "Bruno"]
LOCALES = {"en": "en-GB", "fr": "fr-FR", "nl": "nl-BE"}
HUIT = {"game": "huit", "decks": 1, "hands": ["Jc 10h As 8d 3s", "2c 3c", "Kd Qd"],
        "stock": "7c 9c 10c", "discard": "3h", "suit": None, "turn": 0, "phase": "play",
        "drawn": None, "penalty": 0, "unannounced": None}  # fmt: skip
EIGHT_HALF = {  # Chloé to play on 4 (R5): a ½ and a ghost in her hand
    "seats": [{"hand": "h g 5 1", "draw": "4 5", "open": "9 2", "blind": "1 6", "aside": "",
               "at_table": False},
              {"hand": "7 7", "draw": "3", "open": "6 0", "blind": "8 8", "aside": "",
               "at_table": False}],
    "pile": "2 3 4", "bid": "4", "five_rule": False, "half_owner": None, "turn": 0,
    "phase": "play", "swapper": None, "loser": None, "opener": None,
}  # fmt: skip
# The page's messages, kept instead of sent (no room behind it); `true` last, as Playwright
# would call a function the script ended on.
SENT = "window.sent = []; window.send = (m) => { window.sent.push(m); return true; }; true"


WELCOME = {"t": "welcome", "seat": 0, "name": "Chloé", "token": "seat-0"}


def alt(page: Any, card: str) -> str:
    return str(page.locator(f"#mine [data-card='{card}'] img").first.get_attribute("alt"))


@pytest.mark.parametrize(
    ("code", "jack", "ten", "ace", "half"),
    [
        ("en", "jack of clubs", "10 of hearts", "ace of spades", "half"),
        ("fr", "valet de trèfle", "10 de cœur", "as de pique", "demi"),
        ("nl", "klaveren boer", "harten 10", "schoppen aas", "halve"),
    ],
)
def test_cards_are_named_in_words_in_the_phones_language(
    browser: Any, files: Any, code: str, jack: str, ten: str, ace: str, half: str
) -> None:
    with static_page(browser, files, PHONE, LOCALES[code]) as page:
        receive(page, huit_state(HUIT, 0, NAMES, ply=3, lang="en"))
        assert (alt(page, "Jc"), alt(page, "10h"), alt(page, "As")) == (jack, ten, ace)
        receive(page, eight_half_state(EIGHT_HALF, 0, NAMES[:2], ply=4, lang="en"))
        assert alt(page, "h") == half
        assert alt(page, "5") == "5"


def test_the_last_move_is_announced(browser: Any, files: Any) -> None:
    with static_page(browser, files, PHONE) as page:
        receive(page, huit_state(HUIT, 0, NAMES, ply=3, last="Marc plays the 3 of hearts"))
        last = page.locator("#last")
        assert last.get_attribute("aria-live") == "polite"
        assert last.text_content() == "Marc plays the 3 of hearts"


def test_a_card_that_cannot_be_played_is_reached_by_tab_and_says_why(
    browser: Any, files: Any
) -> None:
    """On the 3 of hearts the ace of spades does not go (H2): it stays in the Tab order,
    and Enter on it asks the game, which answers why (the page decides nothing)."""
    with static_page(browser, files, PHONE) as page:
        page.evaluate(SENT)
        receive(page, WELCOME, huit_state(HUIT, 0, NAMES, ply=3))
        ace = page.locator("#mine [data-card='As']")
        assert ace.get_attribute("aria-disabled") == "true"
        assert not ace.evaluate("(el) => el.disabled"), "Tab skips a disabled button"
        reached = []
        for _ in range(12):
            page.keyboard.press("Tab")
            reached.append(page.evaluate("document.activeElement.dataset.card || ''"))
        assert "As" in reached and "10h" in reached, reached
        ace.focus()
        page.keyboard.press("Enter")
        sent = page.evaluate("window.sent")
        assert sent == [{"t": "move", "token": "seat-0", "move": "As", "ply": 3}]
        receive(
            page, {"t": "error", "code": "illegal", "text": "An ace goes on an ace or on spades"}
        )
        assert page.locator("#move-error").text_content() == "An ace goes on an ace or on spades"
        assert page.evaluate("document.activeElement.dataset.card") == "As", "the focus stays"


def test_a_card_chosen_at_anothers_turn_says_it_is_not_ones_turn(browser: Any, files: Any) -> None:
    with static_page(browser, files, PHONE) as page:
        page.evaluate(SENT)
        receive(page, huit_state(HUIT | {"turn": 1}, 0, NAMES, ply=3))
        card = page.locator("#mine [data-card='Jc']")
        card.focus()
        page.keyboard.press("Enter")
        assert page.evaluate("window.sent") == []
        assert page.locator("#move-error").text_content() == "It is not your turn."


def test_the_suit_chooser_takes_the_focus_is_named_and_gives_it_back(
    browser: Any, files: Any
) -> None:
    with static_page(browser, files, PHONE) as page:
        receive(page, huit_state(HUIT, 0, NAMES, ply=3))
        page.locator("#mine [data-card='8d']").focus()
        page.keyboard.press("Enter")  # chosen
        play = page.locator("#actions [data-play='8d']")
        play.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector("#suits:not([hidden])")
        assert page.evaluate("document.activeElement.closest('#suits') !== null")
        assert page.evaluate("document.activeElement.dataset.suit") == "c"
        named = page.evaluate(
            "document.getElementById(document.getElementById('suits')"
            ".getAttribute('aria-labelledby')).textContent"
        )
        assert named == "I change to…"
        page.keyboard.press("Escape")
        assert page.locator("#suits").is_hidden()
        assert page.evaluate("document.activeElement.dataset.play") == "8d"


def test_the_focus_shows_and_stays_on_its_card_when_chosen(browser: Any, files: Any) -> None:
    with static_page(browser, files, PHONE) as page:
        receive(page, huit_state(HUIT, 0, NAMES, ply=3))
        page.keyboard.press("Tab")
        while page.evaluate("document.activeElement.dataset.card || ''") != "10h":
            page.keyboard.press("Tab")
        ring = page.evaluate(
            "(() => { const s = getComputedStyle(document.activeElement);"
            " return [s.outlineStyle, parseFloat(s.outlineWidth)]; })()"
        )
        assert ring[0] == "solid" and ring[1] >= 3, ring
        page.keyboard.press("Enter")  # the card is chosen: the table is drawn again
        assert page.locator("#mine [data-card='10h']").get_attribute("aria-pressed") == "true"
        assert page.evaluate("document.activeElement.dataset.card") == "10h"


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_the_systems_reduced_motion_is_followed(browser: Any, files: Any, motion: str) -> None:
    with static_page(browser, files, PHONE) as page:
        page.emulate_media(reduced_motion=motion)
        receive(page, huit_state(HUIT, 0, NAMES, ply=3))
        glide = page.evaluate(
            "getComputedStyle(document.querySelector('#mine .card-button')).transitionDuration"
        )
        assert (glide == "0s") is (motion == "reduce"), glide
