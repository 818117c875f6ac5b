"""The phones' privacy check: no message the table sends a phone holds a card
that phone's seat may not see (R11; H1-H6): another seat's hand, a blind card, the stock's
order, another seat's drawn card.

`PhoneLeakWatch(table)` sits between the table and its room: each message is checked as it
is sent, against the game's truth at that moment (`privacy.may_see`, written from the
rules, not from observe()), and then passes on. What is counted in a `state` message:

- every card the view lists where cards lie (8½: the hand, the pile, each seat's open and
  aside cards; Huit: the hand, the top of the discard, the cards under the stock, the card
  just drawn), as many times as listed: more of a card than the seat may see is a leak;
- the view's own copy of the seat's open and aside cards (8½) must be the seat's;
- each offered move's cards, move by move;
- any other word of the message that reads as a card (a field added later cannot smuggle
  one) must be a card the seat may see (each such card told once);
- the last log line must not name a card that came into another seat's hand unseen in the
  last move (a draw, a penalty, a call).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any, cast

from attrs import frozen
from privacy import Cards, hands, may_see, named, written

from game.rules import huit
from game.rules.eight_half.cards import parse_card as parse_8
from game.rules.eight_half.state import State as EightHalfState
from game.ui.table.base import CardTable

Table = CardTable[Any, Any, Any, Any, Any, Any]
# Words, not cards (8½'s bid "0" is not the green 0)
WORDS = frozenset({"prompt", "last", "text", "name", "names", "move", "bid"})


@frozen
class PhoneLeak:
    seat: int
    card: str
    where: str

    def __str__(self) -> str:
        return f"seat {self.seat}'s phone was sent {self.card} ({self.where})"


def _is_card(state: object, token: str) -> bool:
    try:
        if isinstance(state, EightHalfState):
            parse_8(token)
        else:
            huit.parse_card(token)
    except ValueError:
        return False
    return True


def _words(value: object, path: str = "") -> Iterator[tuple[str, str]]:
    """(where, word) for every word of every string in a message, text fields aside."""
    if isinstance(value, str):
        for word in value.split():
            yield path, word
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in WORDS:
                yield from _words(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _words(item, f"{path}[{i}]")


def _listed(state: object, view: dict[str, Any]) -> Cards:
    """The cards the view lists where cards lie, each as often as listed."""
    out: Cards = Counter(view["hand"])
    if isinstance(state, EightHalfState):
        out.update(view["pile"])
        for seat in view["seats"]:
            out.update((*seat["open"], *seat["aside"]))
        return out
    out.update((view["top"], *view["under_stock"]))
    if view["drawn"] is not None and view["drawn"] not in view["hand"]:
        out[view["drawn"]] += 1
    return out


def leaks_in(
    message: dict[str, Any], state: object, seat: int, secrets: dict[int, list[str]]
) -> list[PhoneLeak]:
    """What `message`, sent to `seat`'s phone at `state`, shows that the seat may not see;
    `secrets`: by seat, the written names of the cards that came into its hand unseen in
    the last move."""
    if message.get("t") != "state":
        return [
            PhoneLeak(seat, word, where)
            for where, word in _words(message)
            if _is_card(state, word) and not may_see(state, seat)[word]
        ]
    allowed = may_see(state, seat)
    out: list[PhoneLeak] = []

    def over(cards: Cards, where: str) -> None:
        out.extend(
            PhoneLeak(seat, card, where)
            for card, times in sorted(cards.items())
            if times > allowed[card]
        )

    view = message["view"]
    over(_listed(state, view), "view")
    if isinstance(state, EightHalfState):
        mine = view["seats"][seat]
        if view["open"] != mine["open"] or view["aside"] != mine["aside"]:
            out.append(PhoneLeak(seat, str(view["open"] + view["aside"]), "view: not its own"))
        if any(b is not True for b in view["blind"]):
            out.append(PhoneLeak(seat, str(view["blind"]), "view.blind"))
    for i, move in enumerate(message["moves"]):
        cards = move.get("cards") or ([move["card"]] if move.get("card") else [])
        over(Counter(cards), f"moves[{i}]")
    told = {leak.card for leak in out}
    out.extend(
        PhoneLeak(seat, word, where)
        for where, word in _words(message)
        if _is_card(state, word) and not allowed[word] and word not in told
    )
    for owner, names in secrets.items():
        if owner != seat:
            out.extend(PhoneLeak(seat, n, "last") for n in names if n in message["last"])
    return out


class PhoneLeakWatch:
    """Checks each message `table` sends its phones (see the module's docstring)."""

    def __init__(self, table: Table, later: bool = False) -> None:
        """`later`: keep each message with the truth it was sent at, and check them all in
        `finish` (a benchmark does not time the check)."""
        assert table.phones is not None
        self.table = table
        self.later = later
        self.kept: list[tuple[int, dict[str, Any], object, dict[int, list[str]]]] = []
        self.leaks: list[PhoneLeak] = []
        self.checked = 0  # messages checked
        self.cards = 0  # cards counted in them
        self.secrets: dict[int, list[str]] = {}
        phones = table.phones
        send = phones.send

        def sending(seat: int, message: dict[str, object]) -> None:
            self.check(seat, cast(dict[str, Any], message))
            send(seat, message)

        phones.send = sending  # type: ignore[method-assign]
        commit = table._commit

        def committing(move: object, outcome: tuple[object, list[object]]) -> None:
            before, (state, events) = table.state, outcome
            public = named(events)
            came = [a - b - public for b, a in zip(hands(before), hands(state), strict=True)]
            self.secrets = {
                p: [written(state, c) for c in cards] for p, cards in enumerate(came) if cards
            }
            commit(move, outcome)

        table._commit = committing  # type: ignore[method-assign]

    def check(self, seat: int, message: dict[str, Any]) -> None:
        if self.later:  # the state and the secrets are frozen: kept as they are now
            self.kept.append((seat, message, self.table.state, self.secrets))
        else:
            self._check(seat, message, self.table.state, self.secrets)

    def finish(self) -> None:
        for seat, message, state, secrets in self.kept:
            self._check(seat, message, state, secrets)
        self.kept = []

    def _check(
        self, seat: int, message: dict[str, Any], state: object, secrets: dict[int, list[str]]
    ) -> None:
        self.checked += 1
        if message.get("t") == "state":
            self.cards += _listed(state, message["view"]).total()
        self.leaks += leaks_in(message, state, seat, secrets)
