"""The "Learn to play" script, as data: one short game of 8½ from a fixed deal against one
gentle bot, step by step.

The first step lays out the deal (RULES.md Part C); every later step goes on from the
table as the one before left it, so the player never sees cards change between steps (a
step that set up a position of its own would have to say so first: "A new situation: …").
Each step names its text keys, what the coach points at, the move it waits for (None: the
player reads and presses Enter) and the bot's scripted answers, so the lesson is the same
every time. Targets: "hand" (the whole hand), "hand:<i>" (a hand card by position, the hand being
sorted), "card:<token>" (the first hand card of that kind), "pile", "bid", "button:<name>"
(an action button on offer), "open:<slot>", "blind:<slot>" ("blind": the first one left),
"plate:<seat>", "aside:<seat>", "draw:<seat>".
"""

from __future__ import annotations

import json
from functools import cache

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
    start: str | None = None  # a Part C position (the first step), or None: go on

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


# The deal under the whole lesson: one game, each step going on from the table as the step
# before left it (no jumps). The draw piles are stacked so that each lesson's
# cards come in when it needs them, and the gentle bot's open and blind cards never play.
START = json.dumps(
    {
        "seats": [
            {
                "hand": "3 3 7",
                "draw": "5 6 g 0 h 8 9 h",
                "open": "7 7 7",
                "blind": "8 8 8",
                "aside": "",
                "at_table": False,
            },
            {
                "hand": "2 8 8",
                "draw": "9 6 7 3 h 0 4 1 7 g g 2",
                "open": "9 2 6",
                "blind": "1 4 3",
                "aside": "",
                "at_table": False,
            },
        ],
        "pile": "4 6",
        "bid": "6",
        "five_rule": False,
        "half_owner": None,
        "turn": 0,
        "phase": "play",
    }
)

STEPS: tuple[Step, ...] = (
    Step("welcome", "hand", None, start=START),
    Step("table", "open:1", None),
    Step("higher", "bid", ("7",), replies=("8",)),
    Step("take", "button:take", ("take",), replies=("2",)),  # R7.4: the bot opens anew
    Step("twins", "card:3", ("3 3",), replies=("8",)),
    Step("ghost", "card:g", ("g",), replies=("9",)),
    Step("zero", "card:0", ("0",), replies=("6",)),
    Step("half", "card:h", ("h",), replies=("7", "3")),  # R6.2 attack, R6.3 plays again
    Step("attacked", "aside:0", None),
    Step("five", "card:5", ("5",), replies=("h",)),  # R5.3: a ½ lifts the five-rule
    Step("attack", "button:attack", ("6",)),  # R6.3: the player plays again at once
    Step("nine", "card:9", ("9",), replies=("0",)),
    Step("eight_half", "card:8", ("8 h",), replies=("take",)),
    Step("open", "open:0", ("open 7 7 7",), replies=("7",)),
    Step("blind", "blind:0", ANY, replies=("g",)),
    Step("blind_again", "blind", ANY, replies=("g",)),
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
