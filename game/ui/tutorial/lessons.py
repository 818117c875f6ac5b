"""The "Learn to play" script, as data: one short game of 8½ in fixed deals against one
gentle bot, step by step.

Each step names its position (RULES.md Part C; `None`: the table as the previous step
left it), its text keys, what the coach points at, the move it waits for (None: the player
reads and presses Enter) and the bot's scripted answers, so the lesson is the same every
time. Targets: "hand" (the whole hand), "hand:<i>" (a hand card by position, the hand being
sorted), "card:<token>" (the first hand card of that kind), "pile", "bid", "button:<name>"
(an action button on offer), "open:<slot>", "blind:<slot>" ("blind": the first one left),
"plate:<seat>", "aside:<seat>", "draw:<seat>".
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from attrs import frozen

from game.rules.eight_half import apply_move, parse_move, parse_position
from game.rules.eight_half.moves import Move
from game.rules.eight_half.state import State

ANY = ("any",)  # `expect`: any legal move will do


@frozen
class Step:
    key: str  # names the texts: tutorial.<key>.title, .text, .why
    target: str | None
    expect: tuple[str, ...] | None  # moves in notation; ANY; None: read, then Enter
    replies: tuple[str, ...] = ()  # the bot's moves after the player's, in order
    start: str | None = None  # a Part C position, or None: go on from the previous step

    @property
    def title_key(self) -> str:
        return f"tutorial.{self.key}.title"

    @property
    def text_key(self) -> str:
        return f"tutorial.{self.key}.text"

    @property
    def why_key(self) -> str:
        """Why the expected move is the one to make now ("not this one now: ...")."""
        return f"tutorial.{self.key}.why"

    @property
    def moves(self) -> tuple[Move, ...]:
        if self.expect is None or self.expect == ANY:
            return ()
        return tuple(parse_move(m) for m in self.expect)

    def accepts(self, move: Move) -> bool:
        """Whether `move` (already known to be legal) is what this step asks for."""
        if self.expect is None:
            return False
        if self.expect == ANY:
            return True
        return any(same_move(move, m) for m in self.moves)


def same_move(a: Move, b: Move) -> bool:
    """The same move whatever order the cards were picked in (8 then ½, or ½ then 8)."""
    return (a.kind, a.zone, a.index, sorted(a.cards)) == (b.kind, b.zone, b.index, sorted(b.cards))


def _seat(hand: str = "", draw: str = "", open_: str = "9 3 g", blind: str = "6 h 1",
          aside: str = "", at_table: bool = False) -> dict[str, Any]:
    return {"hand": hand, "draw": draw, "open": open_, "blind": blind, "aside": aside,
            "at_table": at_table}


def _position(me: dict[str, Any], bot: dict[str, Any], pile: str, bid: str,
              half_owner: int | None = None, turn: int = 0) -> str:
    return json.dumps({"seats": [me, bot], "pile": pile, "bid": bid, "five_rule": False,
                       "half_owner": half_owner, "turn": turn, "phase": "play"})




def _bot(hand: str, draw: str) -> dict[str, Any]:
    """The gentle bot's seat: the same table cards, step after step."""
    return _seat(hand, draw, open_="8 2 6", blind="1 4 7")


STEPS: tuple[Step, ...] = (
    Step("welcome", "hand", None, start=_position(
        _seat("2 4 7", "6 6 3 1 2 8 h"), _bot("3 6 8", "4 7 9 0 2 h"),
        pile="1 3", bid="3")),
    Step("table", "open:1", None),
    Step("higher", "bid", ("4", "7"), replies=("8",)),
    Step("twins", "card:6", ("6 6",), replies=("7",), start=_position(
        _seat("6 6 3", "1 2 8 h g 5"), _bot("7 9 g", "4 1 0 2 h"),
        pile="2 4", bid="4")),
    Step("take", "button:take", ("take",), replies=("4",)),
    Step("ghost", "card:g", ("g",), replies=("take",), start=_position(
        _seat("g 3 4", "h 2 7 1 0"), _bot("1 2 4", "6 7 h 0 3"),
        pile="6 8", bid="8")),
    Step("half", "card:h", ("h",), replies=("7", "3"), start=_position(
        _seat("h 2 3", "1 4 g 0"), _bot("7 5 8", "3 2 9 h"),
        pile="3 6", bid="6")),
    Step("attacked", "aside:0", None),
    Step("attack", "button:attack", ("8",), start=_position(
        _seat("8 9 2", "3 1 g h 0"), _bot("2 4 6", "3 1 0 h"),
        pile="4 7 h", bid="7.5", half_owner=1)),
    Step("zero", "card:0", ("0",), replies=("2",), start=_position(
        _seat("0 3 4", "2 6 1 g"), _bot("2 3 6", "4 1 h 8"),
        pile="7 9", bid="9")),
    Step("five", "card:5", ("5",), replies=("3",), start=_position(
        _seat("5 8 4", "2 6 g h"), _bot("9 7 3", "8 6 2 1"),
        pile="1 3", bid="3")),
    Step("nine", "card:9", ("9",), replies=("take",), start=_position(
        _seat("9 3 2", "4 1 6 0"), _bot("7 8 4", "3 2 h 6"),
        pile="4 6", bid="6")),
    Step("eight_half", "card:8", ("8 h",), replies=("take",), start=_position(
        _seat("8 h 2", "g 1 0 3"), _bot("7 4 2", "6 3 1 0"),
        pile="4 6", bid="6")),
    Step("open", "open:0", ("open 7 7",), replies=("8",), start=_position(
        _seat(open_="7 7", blind="8 8", at_table=True),
        _bot("8 g 2", "4 3 1 6"), pile="4 6", bid="6")),
    Step("blind", "blind:0", ANY, replies=("g",)),
    Step("finish", "blind", ANY),
    Step("points", "plate:0", None),
)
STEP_COUNT = len(STEPS)


@cache
def start_state(index: int) -> State:
    """The position step `index` begins from: its own, or where the steps before it lead
    when each expected move (the first one named; for ANY, the first legal) and each
    scripted answer is played."""
    step = STEPS[index]
    if step.start is not None:
        return parse_position(step.start)
    if index == 0:
        raise ValueError("the first step needs a position")
    return end_state(index - 1)


def end_state(index: int) -> State:
    """Where step `index` leaves the table when the player does what it asks."""
    from game.rules.eight_half import legal_moves

    state = start_state(index)
    step = STEPS[index]
    if step.expect is not None:
        move = step.moves[0] if step.moves else legal_moves(state)[0]
        state = apply_move(state, move).state
    for reply in step.replies:
        state = apply_move(state, parse_move(reply)).state
    return state
