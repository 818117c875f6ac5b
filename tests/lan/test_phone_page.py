"""The phone page in a real browser: headless Chromium at 360×640, two phone
pages and a bot in a room of the game's own server, every decision made by tapping what
the page shows — a whole Huit round (an 8's suit named, "Carte !" said), a whole 8½ game,
the attack and the winner's swap, a reload that gets the seat back, a refused move's
reason. The rules are the judge (RulesRoom plays the table's part); the tests wait on what
the page shows, never on the clock.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from lan_kit import RulesRoom, StepClock
from phone_kit import (
    IN_VIEW,
    PHONE,
    STATIC_URL,
    receive,
    static_page,
    unreachable,
)

from game.lan.lobby import Lobby, LobbySeat
from game.lan.server import Back, RoomServer
from game.rules import eight_half, huit

NAMES = ("Chloé", "Marc")
SUIT_WORDS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}


class PhonePage:
    """One phone's page at 360×640 (touch), seated at `seat` by typing a name and tapping."""

    def __init__(
        self,
        browser: Any,
        url: str,
        locale: str = "en-GB",
        screen: str = "#lobby",
        context: Any = None,
    ) -> None:
        """`context`: a phone's browser already open (another tab of it, or one made ready
        with `watched`), else a new phone's."""
        self.context = context or browser.new_context(viewport=PHONE, locale=locale, has_touch=True)
        self.page = self.context.new_page()
        self.page.goto(url)
        self.page.wait_for_selector(f"{screen}:not([hidden])")

    def join(self, seat: int, name: str) -> None:
        self.page.fill("#name", name)
        self.tap(f"#seats [data-seat='{seat}']")
        self.tap("#join")
        self.page.wait_for_selector("#waiting:not([hidden]), #table:not([hidden])")

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.tap()

    def at(self, ply: int) -> None:
        """Wait until the page shows the table of position `ply`."""
        self.page.wait_for_selector(f"body[data-ply='{ply}'] #table:not([hidden])")

    def text(self, selector: str) -> str:
        return str(self.page.locator(selector).first.text_content())

    def raised(self, zone: str, card: str) -> bool:
        cls = self.page.locator(f"#mine [data-zone='{zone}'][data-card='{card}']").first
        return "playable" in (cls.get_attribute("class") or "")

    def close(self) -> None:
        self.context.close()


@contextmanager
def seated(browser: Any, room: RulesRoom) -> Iterator[dict[int, PhonePage]]:
    """The room open, a page joined at each phone seat, the match begun; all closed after."""
    room.start()
    pages: dict[int, PhonePage] = {}
    try:
        for seat, kind in enumerate(room.kinds):
            if kind == "phone":
                pages[seat] = PhonePage(browser, room.url)
                pages[seat].join(seat, NAMES[seat])
                room.pump_until(lambda seat=seat: seat in room.joined)  # type: ignore[misc]
        room.begin()
        yield pages
    finally:
        room.close()
        for page in pages.values():
            page.close()


def shown_moves(page: PhonePage) -> list[dict[str, Any]]:
    return list(json.loads(page.page.evaluate("JSON.stringify(S.state.moves)")))


def phone_turns(room: RulesRoom, pages: dict[int, PhonePage], rules: Any,
                choose: Callable[[list[dict[str, Any]]], dict[str, Any]],
                tap: Callable[[PhonePage, dict[str, Any]], None],
                ) -> Iterator[tuple[PhonePage, int, dict[str, Any]]]:  # fmt: skip
    """The match to its end, bots at the table: at each phone's turn the page offers
    exactly the legal moves, `choose` picks one, `tap` makes it on the page, and the rules
    applied exactly that one. Yields (page, seat, move) after each."""
    while True:
        room.play_bots()
        if room.over:
            return
        seat, ply, before = room.state.turn, room.ply, room.state
        page = pages[seat]
        page.at(ply)
        moves = shown_moves(page)
        legal = {rules.format_move(m) for m in rules.legal_moves(before)}
        assert {m["move"] for m in moves} == legal
        # every card and button of the decision in view at 360×640, under no bar
        assert unreachable(page.page, IN_VIEW, select=False) == []
        move = choose(moves)
        tap(page, move)
        room.pump_past(ply)
        expected = rules.apply_move(before, rules.parse_move(move["move"])).state
        assert rules.format_position(room.state) == rules.format_position(expected), (
            "the page sent another move than the one tapped"
        )
        yield page, seat, move


def assert_winner_shown(room: RulesRoom, pages: dict[int, PhonePage]) -> None:
    winner = room.history[-1].winner
    for seat, page in pages.items():
        page.at(room.ply)
        expected = "You win!" if seat == winner else f"{room.names[winner]} wins"
        assert page.text("#public .turn") == expected
        assert "Points:" in page.text("#public .points")


def shown_hand(page: PhonePage, zone: str = "hand") -> list[str]:
    cards = page.page.locator(f"#mine [data-zone='{zone}']")
    return [str(cards.nth(i).get_attribute("data-card")) for i in range(cards.count())]


# ------------------------------------------------------------------------ Huit


def tap_huit_move(page: PhonePage, move: dict[str, Any]) -> None:
    """Make `move` (from the page's own `state`) as a player would."""
    if move["kind"] != "card":
        page.tap(f"#actions [data-move='{move['move']}']")
        return
    card = move["card"]
    assert page.raised("hand", card), f"{card} may be played but is not raised"
    page.tap(f"#mine [data-card='{card}']")
    if move["carte"]:
        page.tap("#actions .carte")  # H5.1: the player says it, nobody says it for them
        assert page.page.locator("#actions .carte").get_attribute("aria-pressed") == "true"
    page.tap(f"#actions [data-play='{card}']")
    if move["suit"]:
        page.page.wait_for_selector("#suits:not([hidden])")  # H4: the 8's player names a suit
        page.tap(f"#suits [data-suit='{move['suit']}']")


def huit_choice(moves: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A player who calls a forgotten "Carte !", plays an 8 when they can (naming a suit),
    says "Carte !" whenever it is due, and otherwise plays rather than draws."""
    for kind in ("call",):
        found = [m for m in moves if m["kind"] == kind]
        if found:
            return found[0]
    cards = [m for m in moves if m["kind"] == "card"]
    said = [m for m in cards if m["carte"]]
    eights = [m for m in (said or cards) if m["suit"]]
    if eights:
        return rng.choice(eights)
    if said:
        return rng.choice(said)
    if cards:
        return rng.choice([m for m in cards if not any(o["carte"] for o in cards)] or cards)
    return next(m for m in moves if m["kind"] in ("draw", "pass"))


def huit_kind(before: huit.State, move: dict[str, Any]) -> str:
    """The decision a move made: a card, an ace answering an ace, a draw, the penalty drawn,
    a drawn card kept, a forgotten "Carte !" called."""
    kind = str(move["kind"])
    if before.penalty:
        return {"card": "ace", "draw": "draw_penalty"}.get(kind, kind)
    return "keep" if kind == "pass" and before.phase.token == "drawn" else kind


def test_two_phones_play_a_whole_huit_round_naming_a_suit_and_saying_carte(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = RulesRoom("huit", ("phone", "phone", "bot"), seed=14, games=1, files=files)
    rng = random.Random(14)
    suits_named: list[str] = []
    cartes_said = 0
    kinds: set[str] = set()
    with seated(browser, room) as pages:
        choose = functools.partial(huit_choice, rng=rng)
        for page, seat, move in phone_turns(room, pages, huit, choose, tap_huit_move):
            kinds.add(huit_kind(room.history[-2], move))
            if move["kind"] == "card" and move["suit"] and room.state.phase.token != "over":
                page.at(room.ply)
                asked = page.text("#public .suit-asked")
                assert SUIT_WORDS[move["suit"]] in asked  # the suit asked, on the phone
                suits_named.append(move["suit"])
            if move["kind"] == "card" and move["carte"]:
                cartes_said += 1
                assert room.state.unannounced is None  # said: nobody may call it (H5.1)
                other = pages[1 - seat]
                other.at(room.ply)
                chip = other.page.locator(f"#public [data-seat='{seat}']")
                assert "1 card" in chip.inner_text()
        assert suits_named, "no phone named a suit: craft another seed"
        assert cartes_said, "no phone said 'Carte !': craft another seed"
        # this seed makes every kind of decision of a Huit turn, by tapping (H3-H5)
        assert kinds == {"card", "draw", "keep", "call", "ace", "draw_penalty"}, kinds
        assert_winner_shown(room, pages)
        room.close("match_over")
        for page in pages.values():
            page.page.wait_for_selector("#closed:not([hidden])")
            assert "match is over" in page.text("#closed-text")


def house_choice(moves: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A player at a table of house rules: a joker whenever they can (naming a suit), then
    a jack, else as `huit_choice`."""
    cards = [m for m in moves if m["kind"] == "card"]
    for first in ("X", "J"):
        found = [m for m in cards if m["card"].startswith(first) and not m["carte"]]
        found = [m for m in cards if m["card"].startswith(first) and m["carte"]] or found
        if found:
            return rng.choice(found)
    return huit_choice(moves, rng)


ARROWS = {1: "↻", -1: "↺"}
# The picture's width once the browser has loaded it (0 if it could not: a missing file).
PICTURE_WIDTH = """(img) => img.complete ? img.naturalWidth : new Promise((done) => {
  img.addEventListener("load", () => done(img.naturalWidth));
  img.addEventListener("error", () => done(0));
})"""
DIRECTION_WORDS = {1: "Play goes clockwise", -1: "Play goes anticlockwise"}


def test_a_phone_plays_a_round_of_house_rules_a_joker_with_its_suit_and_a_jack_reversing(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """RULES.md H7, from the phone: the page shows the house rules in force, a joker in the
    hand (its own picture), asks the joker's suit as an 8's (H7.1), shows the joker's
    penalty like an ace's and draws it, and says which way play goes after a jack (H7.2)."""
    room = RulesRoom("huit", ("phone", "bot", "bot"), seed=4, games=1, files=files,
                     rules=huit.HOUSE_RULES)  # fmt: skip
    rng = random.Random(4)
    seen: set[str] = set()
    with seated(browser, room) as pages:
        chloe = pages[0]
        chloe.at(room.ply)
        rules = chloe.text("#public .rules")
        assert rules == ("House rules: jokers · jacks reverse · no 8 on an 8 · "
                         "no going out on an 8 · seven cards")  # fmt: skip
        choose = functools.partial(house_choice, rng=rng)
        for page, _, move in phone_turns(room, pages, huit, choose, tap_huit_move):
            before, now = room.history[-2], room.state
            if before.penalty and before.top.is_joker and move["kind"] == "draw":
                seen.add("joker penalty drawn")  # H7.1: the whole penalty, in one tap
            if now.phase.token == "over":
                continue
            page.at(room.ply)
            shown = page.page.locator("#public .direction")  # which way play goes, always
            assert shown.get_attribute("data-direction") == str(now.direction)
            assert shown.inner_text().split() == [
                ARROWS[now.direction],
                *DIRECTION_WORDS[now.direction].split(),
            ]
            if move["kind"] == "card" and move["card"] == "X":
                seen.add("joker")
                assert SUIT_WORDS[move["suit"]] in page.text("#public .suit-asked")
                assert page.text("#public .penalty") == f"Joker: draw {now.penalty}"
            if move["kind"] == "card" and move["card"].startswith("J"):
                seen.add("jack")
                assert now.direction == -before.direction  # H7.2: play turned round
            room.play_bots()
            if room.over:
                continue
            page.at(room.ply)
            joker = page.page.locator("#mine [data-card='X'] img")
            if joker.count():  # the joker's own picture, drawn by the game (H7.1)
                assert joker.first.evaluate(PICTURE_WIDTH) == 120
                assert joker.first.get_attribute("alt") == "joker"
                seen.add("joker in hand")
            if room.state.penalty and room.state.top.is_joker:
                penalty = room.state.penalty  # a bot's joker: its penalty, like an ace's
                assert page.text("#public .penalty") == f"Joker: draw {penalty}"
                assert page.text("#actions [data-move='draw']") == f"Draw {penalty}"
        assert_winner_shown(room, pages)
    assert seen == {"joker in hand", "joker", "jack", "joker penalty drawn"}, seen


LAST_EIGHT = {  # H7.4: Chloé's last card is an 8, which may not go out
    "game": "huit", "decks": 1, "rules": ["no_finish_on_eight"], "hands": ["8s", "2c 3c", "4c"],
    "stock": "7c 9c 10c", "discard": "5s", "suit": None, "turn": 0, "phase": "play",
    "drawn": None, "penalty": 0, "unannounced": None,
}  # fmt: skip


def test_a_last_8_is_not_raised_where_nobody_goes_out_on_an_8(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """H7.4 from the phone: the 8 stays down, and the phone draws instead."""
    room = RulesRoom("huit", ("phone", "bot", "bot"), seed=1, games=1, files=files,
                     rules=("no_finish_on_eight",))  # fmt: skip
    room.state = huit.parse_position(json.dumps(LAST_EIGHT))
    room.history = [room.state]
    with seated(browser, room) as pages:
        chloe = pages[0]
        chloe.at(0)
        assert not chloe.raised("hand", "8s")
        eight = chloe.page.locator("#mine [data-card='8s']")
        assert eight.get_attribute("aria-disabled") == "true"
        assert [m["move"] for m in shown_moves(chloe)] == ["draw"]
        eight.focus()  # Tab reaches it, and Enter asks: the game says why, in words
        chloe.page.keyboard.press("Enter")
        assert room.pump(), "the card was asked about"
        chloe.page.wait_for_selector("#move-error:not([hidden])")
        assert room.ply == 0, "nothing was played"
        why = chloe.text("#move-error")
        assert "8" in why and why != "That move is not allowed.", why
        assert chloe.page.evaluate("document.activeElement.dataset.card") == "8s"
        chloe.tap("#actions [data-move='draw']")
        room.pump_past(0)
        chloe.at(1)
        assert sorted(shown_hand(chloe)) == ["7c", "8s"]  # the stock's first card (H3)
        assert chloe.text("#mine [data-card='7c'] .card-tag") == "drawn"


# ------------------------------------------------------------------------ 8½


def tap_eight_half_move(page: PhonePage, move: dict[str, Any]) -> None:
    kind = move["kind"]
    if kind in ("hand", "open"):
        for card in move["cards"]:
            assert page.raised(kind, card), f"{card} may be played but is not raised"
            page.tap(f"#mine [data-zone='{kind}'][data-card='{card}'][aria-pressed='false']")
    elif kind == "blind":
        page.tap(f"#mine [data-zone='blind'][data-index='{move['slot']}']")
    elif kind == "swap":
        page.tap(f"#mine [data-zone='open'][data-card='{move['cards'][0]}']")
        page.tap(f"#mine [data-zone='theirs'][data-card='{move['cards'][1]}']")
    page.tap(f"#actions [data-move='{move['move']}']")


def eight_half_choice(moves: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Mostly plays of several cards when there are some: the page must offer them too."""
    several = [m for m in moves if len(m.get("cards", ())) > 1]
    return rng.choice(several) if several and rng.random() < 0.7 else rng.choice(moves)


def test_two_phones_play_a_whole_eight_half_game_against_a_bot(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = RulesRoom("eight_half", ("phone", "phone", "bot"), seed=9, games=1, files=files)
    choose = functools.partial(eight_half_choice, rng=random.Random(9))
    kinds: set[str] = set()
    waited = 0  # moves after which the page had nothing to do
    with seated(browser, room) as pages:
        for page, _, move in phone_turns(room, pages, eight_half, choose, tap_eight_half_move):
            kinds.add(move["kind"] if len(move.get("cards", ())) < 2 else "several")
            page.at(room.ply)
            if not shown_moves(page) and not room.over:  # whose turn: said once, above
                assert page.text("#public .turn").endswith(" is playing")
                assert page.page.locator("#prompt").is_hidden()
                waited += 1
        assert_winner_shown(room, pages)
        for seat, page in pages.items():  # the result, under the points
            assert page.text("#prompt") == f"The line for seat {seat}"
            assert page.page.locator("#prompt").is_visible()
    assert waited > 5
    # this seed makes every kind of decision: a card, several, open and blind cards, the
    # pile taken, and a pass in the attack window (R9.3)
    assert kinds == {"hand", "several", "open", "blind", "take", "pass"}, kinds


SWAP = {  # R10.4: Chloé won the last game, Marc lost it
    "seats": [
        {"hand": "1 2 3", "draw": "4", "open": "9 5 2", "blind": "1 6 h", "aside": "",
         "at_table": False},
        {"hand": "7 7 8", "draw": "3", "open": "6 0", "blind": "8 8 g", "aside": "",
         "at_table": False},
        {"hand": "g 4 4", "draw": "6", "open": "h 9", "blind": "3 6", "aside": "",
         "at_table": False},
    ],
    "pile": "", "bid": "0", "five_rule": False, "half_owner": None, "turn": 0,
    "phase": "swap", "swapper": 0, "loser": 1, "opener": 0,
}  # fmt: skip
ATTACK = {  # R6.2: the bot owns 6½; Chloé holds two 7s
    **SWAP,
    "pile": "4 6 h", "bid": "6.5", "half_owner": 2, "phase": "play", "opener": None,
    "swapper": None, "loser": None,
}  # fmt: skip


def crafted(position: dict[str, Any], files: dict[str, tuple[bytes, str]]) -> RulesRoom:
    """A room whose game stands at `position` (Part C) when it begins."""
    room = RulesRoom("eight_half", ("phone", "phone", "bot"), seed=1, games=1, files=files)
    room.state = eight_half.parse_position(json.dumps(position))
    room.history = [room.state]
    return room


def test_the_winner_swaps_by_tapping_one_own_open_card_and_one_of_the_losers(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = crafted(SWAP, files)
    with seated(browser, room) as pages:
        chloe = pages[0]
        chloe.at(0)
        assert "Marc’s open cards" in chloe.text("#mine")
        chloe.tap("#mine [data-zone='open'][data-card='2']")
        assert chloe.page.locator("#actions [data-move^='swap']").count() == 0  # pick both
        chloe.tap("#mine [data-zone='theirs'][data-card='6']")
        assert chloe.page.locator("#actions [data-move^='swap']").count() == 1
        assert chloe.page.locator("#actions [data-move='noswap']").count() == 1
        chloe.tap("#actions [data-move='swap 2 6']")
        room.pump_past(0)
        chloe.at(1)
        assert sorted(shown_hand(chloe, "open")) == ["5", "6", "9"]  # R10.4
        assert sorted(c.token for c in room.state.seats[1].open) == ["0", "2"]


def test_an_attack_is_offered_by_its_name_and_the_owner_takes_the_pile(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = crafted(ATTACK | {"seats": [
        {**SWAP["seats"][0], "hand": "7 7 8"},  # type: ignore[index]
        {**SWAP["seats"][1], "hand": "1 2 3"},  # type: ignore[index]
        SWAP["seats"][2],  # type: ignore[index]
    ]}, files)  # fmt: skip
    with seated(browser, room) as pages:
        chloe = pages[0]
        chloe.at(0)
        assert chloe.text("#public .bid-value") == "6½"
        assert f"½: {room.names[2]}" in chloe.text("#public .bid")  # who owns the half
        assert chloe.raised("hand", "7") and chloe.raised("hand", "8")
        chloe.tap("#mine [data-zone='hand'][data-card='7']")
        buttons = chloe.page.locator("#actions [data-move]")
        offered = {buttons.nth(i).get_attribute("data-move") for i in range(buttons.count())}
        assert offered == {"7", "7 7"}  # the legal moves holding the 7 selected
        assert "Attack!" in chloe.text("#actions [data-move='7 7']")
        chloe.tap("#actions [data-move='7 7']")
        room.pump_past(0)
        chloe.at(1)
        # R6.2-R6.3: the bot takes the pile with the attacking 7s, Chloé opens a new pile
        assert sorted(c.token for c in room.state.seats[2].aside) == ["4", "6", "7", "7", "h"]
        assert chloe.text("#public .turn") == "Your turn"
        assert "empty pile" in chloe.text("#public .pile")


# ------------------------------------------------------------------------ the page itself


@contextmanager
def comes_back(room: RulesRoom, page: PhonePage) -> Iterator[None]:
    """What the block does takes the page off the room; after it, the page is back at its
    seat by its token (the room hears `Back`) and shows the same hand."""
    page.at(room.ply)
    hand = shown_hand(page)
    backs = sum(isinstance(i, Back) for i in room.incoming)
    yield
    room.pump_until(lambda: sum(isinstance(i, Back) for i in room.incoming) > backs)
    page.at(room.ply)
    assert shown_hand(page) == hand


def test_a_reload_gets_the_seat_back_and_a_refused_move_shows_its_reason(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = crafted(ATTACK, files)
    with seated(browser, room) as pages:
        chloe = pages[0]
        with comes_back(room, chloe):
            chloe.page.reload()  # the token kept in localStorage gives the seat back
        assert chloe.page.locator("#lobby").is_hidden()
        # a move the rules refuse (as from a page behind the table): a 1 on 6½ (R5.1)
        chloe.page.evaluate("sendMove('1')")
        room.pump_until(lambda: bool(room.errors))
        seat, code, text = room.errors[-1]
        assert (seat, code) == (0, "illegal")
        chloe.page.wait_for_selector("#move-error:not([hidden])")
        assert chloe.text("#move-error") == text
        assert room.ply == 0  # nothing changed


def test_a_friend_whose_phone_goes_away_is_shown_away(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = crafted(ATTACK, files)
    with seated(browser, room) as pages:
        chloe, marc = pages[0], pages[1]
        chloe.at(0)
        marc.page.goto("about:blank")  # Marc's phone leaves the page (locked, out of Wi-Fi)
        room.pump_until(lambda: 1 in room.away)
        chloe.page.wait_for_selector("#notice:not([hidden])")
        assert chloe.text("#notice") == "Marc’s phone is away"
        chloe.page.wait_for_selector("#public [data-seat='1'] .other-name.away")
        assert chloe.text("#public [data-seat='1'] .other-name") == "Marc (away)"


def test_a_phone_that_loses_its_network_says_so_and_is_back_at_its_seat_with_it(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = crafted(ATTACK, files)
    with seated(browser, room) as pages:
        chloe = pages[0]
        with comes_back(room, chloe):
            chloe.context.set_offline(True)  # out of Wi-Fi
            chloe.page.wait_for_selector("#net:not([hidden])")
            assert chloe.text("#net") == "Reconnecting…"
            chloe.context.set_offline(False)
        chloe.page.wait_for_selector("#net", state="hidden")


@pytest.mark.parametrize(
    ("reason", "said"),
    [("host_closed", "The room was closed on the TV."),
     ("match_over", "The match is over — thanks for playing! Keep this page open: if another "
                    "match starts in this room, your seat is kept for you.")],
)  # fmt: skip
def test_a_room_reopened_with_its_tokens_gives_the_page_its_seat_back(
    browser: Any, files: dict[str, tuple[bytes, str]], reason: str, said: str
) -> None:
    """Continue, or a new match in the same room after the last one
    ended: the room closes, the page says so and keeps trying; the same room opens again
    with the tokens and the phone is back at its seat as soon as its network is (the
    `online` event a phone gets when its Wi-Fi returns)."""
    room = crafted(ATTACK, files)
    with seated(browser, room) as pages:
        chloe = pages[0]
        with comes_back(room, chloe):
            tokens, seats, port = room.lobby.tokens(), room.lobby.seats(), room.port
            room.close(reason)
            chloe.page.wait_for_selector("#closed:not([hidden])")
            assert " ".join(chloe.page.inner_text("#closed").split()) == said
            room.lobby = Lobby("eight_half", seats, room.lobby.code, tokens)
            room.server = RoomServer(room.lobby, files, "127.0.0.1", port, clock=StepClock())
            room.start()
            chloe.page.evaluate("window.dispatchEvent(new Event('online'))")
        assert chloe.page.locator("#closed").is_hidden()


WITHIN_SEAT = """(el) => {
  const words = document.createRange();
  words.selectNodeContents(el);
  return words.getBoundingClientRect().right <= el.parentElement.getBoundingClientRect().right;
}"""


@pytest.mark.parametrize(
    ("locale", "table", "heading", "bot", "named"),
    [("fr-FR", "en", "Prenez place", "Place 2Robot · Difficile",
      "Place 3Chloé · robot · Difficile"),
     ("nl-BE", "en", "Neem plaats", "Plaats 2Bot · Moeilijk", "Plaats 3Chloé · bot · Moeilijk"),
     ("en-US", "fr", "Take a seat", "Seat 2Bot · Hard", "Seat 3Chloé · bot · Hard"),
     ("de-DE", "nl", "Neem plaats", "Plaats 2Bot · Moeilijk", "Plaats 3Chloé · bot · Moeilijk")],
)  # fmt: skip
def test_the_page_speaks_the_phones_language_else_the_tables(
    browser: Any, files: dict[str, tuple[bytes, str]], locale: str, table: str, heading: str,
    bot: str, named: str,
) -> None:  # fmt: skip
    """Seat 3 is the seat Chloé's phone left during the match (Continue): a bot plays it
    under her name, and the page says so as the TV does."""
    seats = [LobbySeat(0, "phone", None, "", False, False),
             LobbySeat(1, "bot", None, "hard", False, False),
             LobbySeat(2, "bot", "Chloé", "hard", False, False)]  # fmt: skip
    server = RoomServer(Lobby("huit", seats, "KXQB"), files, "127.0.0.1", 0, lang=table)
    page = PhonePage(browser, server.start(), locale)
    try:
        assert page.text("#lobby h1") == heading
        assert page.page.title() == "Huit américain"  # the tab names the room's game
        # the seats are drawn in words too (never before the words have loaded)
        assert page.text("#seats [data-seat='1']") == bot
        assert page.text("#seats [data-seat='2']") == named
        # on two lines if need be, never out of its seat
        assert page.page.locator("#seats [data-seat='2'] .seat-who").evaluate(WITHIN_SEAT)
        page.tap("#join")  # no name yet: said in words, nothing sent
        assert page.page.locator("#lobby-error").is_visible()
        assert "16" in page.text("#lobby-error")
    finally:
        page.close()
        server.stop()


def shown_words(page: PhonePage) -> str:
    """Everything the page shows now, as one line."""
    return " ".join(page.page.inner_text("body").split())


def test_a_phone_without_a_camera_types_the_code_and_joins(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """The bare address the TV shows (no ?room=): the page asks for the code, takes it
    typed in lower case, and the phone joins as from the QR code."""
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    bare = room.url.split("?", 1)[0]
    page = PhonePage(browser, bare, screen="#code")
    try:
        assert page.page.locator("#lobby").is_hidden()
        assert "Type the game’s code" in shown_words(page)
        page.page.locator("#code-input").press_sequentially(room.code.lower())
        assert page.page.input_value("#code-input") == room.code
        page.tap("#code-go")
        page.page.wait_for_selector("#lobby:not([hidden])")
        assert page.text("#lobby-room") == f"Room {room.code}"
        page.join(0, "Chloé")
        room.pump_until(lambda: 0 in room.joined)
        assert page.page.url.endswith(f"/?room={room.code}")  # a reload stays in the room
    finally:
        page.close()
        room.close()


def test_a_phone_holding_a_seat_finds_it_again_at_the_bare_address(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """Seen at a game night: a friend whose page was closed opened the address the TV shows
    and had to type the code again. The phone remembers the room of its seat."""
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    phone = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True)
    try:
        first = PhonePage(browser, room.url, context=phone)
        first.join(0, "Chloé")
        room.pump_until(lambda: 0 in room.joined)
        room.begin()
        first.at(0)
        first.page.close()
        room.pump_until(lambda: 0 in room.away)
        again = phone.new_page()
        again.goto(room.url.split("?", 1)[0])  # the bare address
        room.pump_until(lambda: 0 not in room.away)
        again.wait_for_selector("body[data-ply='0'] #table:not([hidden])")
        assert again.locator("#code").is_hidden()
        assert again.url.endswith(f"/?room={room.code}")  # a reload stays in the room
    finally:
        phone.close()
        room.close()


def test_a_remembered_room_that_is_over_asks_for_the_code_without_a_complaint(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """Last week's room is gone: nothing was mistyped, so the box shows no error, and the old
    seat is forgotten."""
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    phone = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True)
    phone.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.setItem('lan.room', 'ZZZZ'); localStorage.setItem('lan.token.ZZZZ', 'x'); }"
    )
    try:
        page = PhonePage(browser, room.url.split("?", 1)[0], context=phone, screen="#code")
        assert page.page.locator("#code-error").is_hidden()
        assert page.page.input_value("#code-input") == ""
        assert page.page.evaluate("localStorage.getItem('lan.room')") is None
        assert page.page.evaluate("localStorage.getItem('lan.token.ZZZZ')") is None
    finally:
        phone.close()
        room.close()


def test_the_code_box_reads_1_and_0_as_i_and_o_and_says_no_code_has_them(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    page = PhonePage(browser, room.url.split("?", 1)[0], screen="#code")
    try:
        box = page.page.locator("#code-input")
        box.press_sequentially("k-x1")
        assert page.page.input_value("#code-input") == "KXI"
        page.tap("#code-go")
        assert page.text("#code-error") == "Type all four letters of the code."
        box.press_sequentially("0b")  # four letters at most
        assert page.page.input_value("#code-input") == "KXIO"
        page.tap("#code-go")
        assert page.text("#code-error") == "A code never has an I or an O: look at the TV again."
        assert page.page.locator("#code").is_visible()  # nothing was asked of the room
    finally:
        page.close()
        room.close()


def test_a_wrong_room_code_asks_for_the_code_again_with_one_message(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """A QR code of an earlier room: the one true message, never "no seat is free"."""
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    wrong = "ZZZZ" if room.code != "ZZZZ" else "YYYY"
    page = PhonePage(browser, room.url.replace(room.code, wrong), screen="#code")
    try:
        said = f"No game has the code {wrong}: check the code on the TV."
        page.page.wait_for_selector("#code-error:not([hidden])")
        assert page.text("#code-error") == said
        assert page.page.locator("#lobby").is_hidden()
        assert shown_words(page).count(said) == 1
        assert "No seat is free" not in shown_words(page)
        assert page.page.input_value("#code-input") == wrong  # ready to be corrected
        page.page.fill("#code-input", room.code)
        page.tap("#code-go")
        page.page.wait_for_selector("#lobby:not([hidden])")
        assert "No game has" not in shown_words(page)
    finally:
        page.close()
        room.close()


@pytest.mark.parametrize(
    ("code", "said", "then"),
    [("flood", "Too many taps at once: wait a moment and try again.", "#code"),
     ("bad_token", None, "#lobby")],
)  # fmt: skip
def test_a_typed_code_the_room_does_not_let_in_says_why_under_the_box(
    browser: Any, files: dict[str, tuple[bytes, str]], code: str, said: str | None, then: str
) -> None:
    """Refused (too many tries): said under the box, never an empty lobby. A seat kept
    from an earlier evening (its token freed): the lobby that follows shows the seats."""
    lobby = {"t": "lobby", "game": "huit", "lang": "en", "room": "KXQB",
             "seats": [{"seat": 0, "kind": "phone", "name": None, "joined": False,
                        "connected": False, "level": "medium"}]}  # fmt: skip
    with static_page(browser, files, PHONE) as page:
        page.goto(STATIC_URL.split("?", 1)[0])
        page.wait_for_selector("#code:not([hidden])")
        page.fill("#code-input", "KXQB")
        page.locator("#code-go").tap()
        receive(page, {"t": "error", "code": code, "text": "refused"})
        if code == "bad_token":
            receive(page, lobby)
        page.wait_for_selector(f"{then}:not([hidden])")
        assert page.locator("#lobby-error").is_hidden()
        if said is not None:
            assert page.inner_text("#code-error") == said
        else:
            assert page.inner_text("#lobby-room") == "Room KXQB"


@pytest.mark.parametrize(
    ("locale", "house", "book"),
    [("en-GB", "House rules: jokers · jacks reverse", "Book rules"),
     ("fr-FR", "Règles maison\u00a0: jokers · le valet change de sens", "Règles de base"),
     ("nl-BE", "Huisregels: jokers · boer keert om", "Volgens het boekje")],
)  # fmt: skip
def test_the_lobby_says_the_house_rules_the_match_is_dealt_with(
    browser: Any, files: dict[str, tuple[bytes, str]], locale: str, house: str, book: str
) -> None:
    """H7: chosen before the deal, the rules are on every phone before the first card: in
    the lobby, then while waiting for the host to start. 8½ has none to tell."""
    seats = [{"seat": 0, "kind": "phone", "name": None, "joined": False, "connected": False,
              "level": "medium"}]  # fmt: skip
    lobby = {"t": "lobby", "game": "huit", "lang": "en", "room": "KXQB", "seats": seats,
             "rules": ["jokers", "jack_reverses"], "started": False}  # fmt: skip
    with static_page(browser, files, PHONE, locale) as page:
        receive(page, lobby)
        assert page.inner_text("#lobby-rules") == house
        receive(page, {"t": "welcome", "seat": 0, "token": "t" * 22, "name": "Chloé"})
        assert page.inner_text("#waiting-rules") == house
        receive(page, lobby | {"rules": []})
        assert page.inner_text("#waiting-rules") == book
        receive(page, lobby | {"game": "eight_half", "rules": []})
        assert page.locator("#waiting-rules").is_hidden()


def test_a_seat_taken_meanwhile_is_refused_in_words(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    first, second = PhonePage(browser, room.url), PhonePage(browser, room.url)
    try:
        first.join(0, "Chloé")
        second.page.fill("#name", "Marc")
        # the second page still offered seat 0 when it was tapped: the room says no
        second.page.evaluate("S.chosenSeat = 0; join()")
        second.page.wait_for_selector("#lobby-error:not([hidden])")
        assert second.text("#lobby-error") == "Someone has just taken this seat: choose another."
    finally:
        first.close()
        second.close()
        room.close()


# What a phone's browser opened and sent, kept by the page itself for the test to read:
# every WebSocket it opened (`sockets`) and every message it sent (`sent`).
WATCH_SOCKETS = """(() => {
  const Real = window.WebSocket;
  window.sockets = 0;
  window.sent = [];
  window.WebSocket = class extends Real {
    constructor(...args) { super(...args); window.sockets += 1; }
    send(data) { window.sent.push(JSON.parse(data)); super.send(data); }
  };
})();"""
RETRY_MAX_MS = 8000  # phone.js: the longest wait before a page tries the room again


def watched(browser: Any) -> Any:
    """A phone's browser whose pages count their sockets and messages (WATCH_SOCKETS), on a
    clock that stands still until the test moves it (Playwright's clock): a page's retry
    timer fires only when the test says."""
    context = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True)
    context.add_init_script(WATCH_SOCKETS)
    context.clock.install(time=0)
    context.clock.pause_at(1000)
    return context


def sent(page: PhonePage, kind: str) -> int:
    return int(page.page.evaluate("(t) => window.sent.filter((m) => m.t === t).length", kind))


REPLACED = "This seat is now played on another page or device."


def test_a_seat_taken_by_another_tab_stays_there_until_play_here_takes_it_back(
    browser: Any, files: dict[str, tuple[bytes, str]]
) -> None:
    """One connection per seat, the newest wins: the older tab says so and stays off (two
    tabs taking the seat back by themselves would take it from each other forever), until
    its player taps Play here."""
    room = RulesRoom("huit", ("phone", "bot"), seed=1, games=1, files=files)
    room.start()
    phone = watched(browser)
    first = PhonePage(browser, room.url, context=phone)
    try:
        first.join(0, "Chloé")
        room.pump_until(lambda: 0 in room.joined)
        room.begin()
        first.at(0)
        # another tab of the same phone: its token, said in the browser's language (en-GB,
        # the "en" it joined in): the room gives it the seat's game itself
        second = PhonePage(browser, room.url, context=phone, screen="#table")
        second.at(0)
        first.page.wait_for_selector("#closed:not([hidden])")
        assert first.text("#closed-text") == REPLACED
        assert first.text("#play-here") == "Play here"
        opened, hellos = first.page.evaluate("window.sockets"), sent(first, "hello")
        # every way a page comes back by itself: its retry timer (at most RETRY_MAX_MS,
        # under the 15 s of a ping), the network back, the page shown again
        for event in ("online", "pageshow"):
            first.page.evaluate(f"window.dispatchEvent(new Event('{event}'))")
        first.page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
        phone.clock.run_for(RETRY_MAX_MS + 2000)
        assert first.page.evaluate("window.sockets") == opened
        assert sent(first, "hello") == hellos
        assert first.page.locator("#closed").is_visible()
        assert second.page.locator("#table").is_visible() and room.lobby.seats()[0].connected
        first.tap("#play-here")  # the seat is played here again
        first.at(0)
        assert sent(first, "hello") == hellos + 1
        second.page.wait_for_selector("#closed:not([hidden])")
        assert second.text("#closed-text") == REPLACED
        assert first.page.locator("#play-here").is_hidden()
    finally:
        phone.close()
        room.close()


@pytest.mark.parametrize(
    "name",
    ["", "   ", "\u200b\u200b\u200b", "\u00ad\ufeff\u2060", "\u0301\u0301 \u0301",
     "Marie-Christine D", "🎲" * 17],
)  # fmt: skip
def test_a_name_the_room_would_refuse_is_said_before_anything_is_sent(
    browser: Any, files: dict[str, tuple[bytes, str]], name: str
) -> None:
    """Nothing to see, or over 16 characters: the page says so itself. Characters, not
    the browser's units: seven emoji and "Léa " are 11 characters (18 units), a name."""
    room = RulesRoom("huit", ("phone", "phone", "bot"), seed=1, games=1, files=files)
    room.start()
    phone = watched(browser)
    page = PhonePage(browser, room.url, context=phone)
    try:
        page.page.fill("#name", name)
        page.tap("#join")
        assert page.page.locator("#lobby-error").is_visible()
        assert page.text("#lobby-error") == (
            "Type a name of 1 to 16 characters the TV can show: letters (Latin, Greek, "
            "Cyrillic), digits, emoji."
        )
        assert sent(page, "join") == 0
        page.join(0, "Léa 🎲🎲🎲🎲🎲🎲🎲")
        room.pump_until(lambda: 0 in room.joined)
        assert room.names[0] == "Léa 🎲🎲🎲🎲🎲🎲🎲"
    finally:
        phone.close()
        room.close()
