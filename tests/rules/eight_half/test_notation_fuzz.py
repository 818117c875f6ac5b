"""RULES.md Part C under fuzzing: whatever the input, the readers raise only their documented
errors (NotationError for moves, PositionError for positions), never misread a move, and
every position they accept can be written back and played on.

Set EIGHT_HALF_FUZZ_EXAMPLES (e.g. 20000) for a longer run than the suite's.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.eight_half import (
    IllegalMove,
    apply_move,
    format_position,
    legal_moves,
    new_game,
    parse_move,
    parse_position,
)
from game.rules.eight_half.cards import TOKENS, Card, NotationError
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import Move, MoveKind, malformed
from game.rules.eight_half.notation import PositionError
from game.rules.eight_half.state import PHASE_BY_TOKEN, Phase, State

EXAMPLES = int(os.environ.get("EIGHT_HALF_FUZZ_EXAMPLES", "120"))
fuzz = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# -- real positions to start from: seeded games, every phase --------------------------------


def _real_positions() -> list[dict[str, Any]]:
    found: list[State] = []
    for players in (2, 3, 4, 5):
        rng = random.Random(players)
        s = new_game(players, seed=players, swap=(0, 1))  # starts in the swap phase (R10.4)
        plies = 0
        while True:
            if plies % 15 == 0 or s.phase is not Phase.PLAY:
                found.append(s)
            moves = legal_moves(s)
            if not moves:
                break
            s, _ = apply_move(s, rng.choice(moves))
            plies += 1
    return [format_position(s) for s in found]


REAL = _real_positions()

# -- values ---------------------------------------------------------------------------------

scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=30))
# Past 4300 digits int() and str() refuse to convert: json.dumps cannot write these.
huge_ints = st.integers(4300, 6000).map(lambda digits: -(10**digits) if digits % 2 else 10**digits)
field_names = st.sampled_from([
    "seats", "pile", "bid", "five_rule", "half_owner", "turn", "phase", "opener", "finisher",
    "swapper", "loser", "winner", "points", "hand", "draw", "open", "blind", "aside",
    "at_table", "known",
]) | st.text(max_size=8)  # fmt: skip
# Objects keyed by the position's own field names as often as by any text.
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(field_names, inner, max_size=6),
    max_leaves=12,
)
# What Python callers can pass besides JSON: keys that are not text, tuples, bytes.
python_values = st.recursive(
    scalars | huge_ints | st.binary(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.integers() | field_names | st.none(), inner, max_size=6)
    ),
    max_leaves=12,
)
card_text = st.lists(st.sampled_from([*TOKENS, "½", "x", "10", ""]), max_size=10).map(" ".join)
# Values close to valid ones, so that many mutated positions are still accepted.
near_values = st.one_of(
    card_text,
    st.integers(-1, 6),
    st.sampled_from(["0", "0.5", "6", "6.5", "8.5", "9", "9.5", "13", "13.5", "1_0", "½"]),
    st.sampled_from(list(PHASE_BY_TOKEN)),
    st.booleans(),
    st.none(),
    st.lists(st.integers(0, 4), max_size=5),
)


def _slots(value: Any, out: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """Every (container, key or index) inside a JSON value."""
    if isinstance(value, dict):
        for key, inner in value.items():
            out.append((value, key))
            _slots(inner, out)
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            out.append((value, i))
            _slots(inner, out)
    return out


@st.composite
def mutated_positions(draw: st.DrawFn) -> Any:
    """A real position with one to three fields replaced, deleted or added: mostly with
    near-valid values (so that many are still accepted), else with any JSON
    or Python value."""
    data = json.loads(json.dumps(draw(st.sampled_from(REAL))))
    container: Any
    key: Any
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):  # a field of the position itself, or a new one
            container, key = data, draw(st.sampled_from(sorted(data)) | field_names)
        else:  # anywhere inside
            container, key = draw(st.sampled_from(_slots(data, [])))
        value = draw(st.one_of(near_values, near_values, near_values, json_values, python_values))
        op = draw(st.sampled_from(["replace"] * 4 + ["shrink"] * 4 + ["delete", "insert"]))
        old = container.get(key) if isinstance(container, dict) else container[key]
        if op == "shrink" and isinstance(old, str):  # fewer cards: the deck never overflows
            tokens = old.split()
            kept = draw(st.lists(st.booleans(), min_size=len(tokens), max_size=len(tokens)))
            container[key] = " ".join(t for t, keep in zip(tokens, kept, strict=True) if keep)
        elif op == "delete":
            container.pop(key, None) if isinstance(container, dict) else container.pop(key)
        elif op == "insert" and isinstance(container, dict):
            container[draw(field_names)] = value
        elif op == "insert" and isinstance(container, list):
            container.insert(key, value)
        else:
            container[key] = value
    return data


move_words = st.sampled_from([
    "open", "blind", "swap", "take", "pass", "noswap", "TAKE", "Blind", *TOKENS, "½", "x",
    "0", "1", "2", "3", "-1", "512", "513", "1651", "²", "٣", "00", "1" * 40,
])  # fmt: skip
move_texts = st.one_of(
    st.text(max_size=30),
    st.builds(
        lambda head, rest: " ".join([head, *rest]),
        st.sampled_from(["blind", "open", "swap"]),
        st.lists(move_words, max_size=3),
    ),
    st.builds("blind {}".format, move_words | st.text(max_size=3)),
    st.lists(move_words, min_size=1, max_size=9).map(" ".join),
    st.lists(move_words, max_size=9).map("\t".join),
)

# -- what the readers may do ----------------------------------------------------------------


def read_position(data: Any) -> State | None:
    """parse_position, allowing only its documented refusal, with a reason of its own."""
    try:
        return parse_position(data)
    except PositionError as e:
        # The last-resort wrapper in parse_position chains the unforeseen error: a refusal
        # with a cause means a check is missing.
        assert e.__cause__ is None, f"unforeseen {e.__cause__!r}"
        assert str(e)
        return None


def check_accepted(state: State) -> None:
    """Every accepted position round-trips and can be played on unless it is over."""
    written = format_position(state)
    assert parse_position(written) == state
    assert parse_position(json.dumps(written)) == state
    assert format_position(parse_position(written)) == written
    moves = legal_moves(state)
    assert bool(moves) != (state.phase is Phase.OVER), format_position(state)
    for move in moves:
        after, _ = apply_move(state, move)
        check_round_trip(after)


def check_round_trip(state: State) -> None:
    assert parse_position(format_position(state)) == state


def apply_any(state: State, move: Move) -> None:
    """apply_move refuses with IllegalMove only, and plays exactly a legal move."""
    try:
        after, _ = apply_move(state, move)
    except IllegalMove as e:
        assert e.reason
        assert move not in legal_moves(state)
    else:
        assert move in legal_moves(state)
        check_round_trip(after)


# -- the properties -------------------------------------------------------------------------


@fuzz
@given(json_values)
def test_part_c_any_json_value_is_a_position_or_a_position_error(value: Any) -> None:
    state = read_position(value)
    if state is not None:
        check_accepted(state)
    text = json.dumps(value)  # NaN and Infinity included: Python writes them
    state = read_position(text)
    if state is not None:
        check_accepted(state)


@fuzz
@given(python_values)
def test_part_c_any_python_value_is_a_position_or_a_position_error(value: Any) -> None:
    state = read_position(value)
    if state is not None:
        check_accepted(state)


@fuzz
@given(mutated_positions(), st.data())
def test_part_c_mutated_real_positions_are_read_or_refused_with_a_reason(
    data: Any, more: st.DataObject
) -> None:
    state = read_position(data)
    if state is None:
        return
    check_accepted(state)
    text = more.draw(move_texts)
    try:
        move = parse_move(text)
    except NotationError:
        return
    apply_any(state, move)


@fuzz
@given(
    st.sampled_from(REAL),
    st.text(max_size=6) | st.integers(1, 6000).map(lambda n: "9" * n) | st.just("[" * 3000),
    st.integers(0, 10**6),
)
def test_part_c_json_text_with_characters_changed_is_read_or_refused(
    data: dict[str, Any], junk: str, where: int
) -> None:
    text = json.dumps(data)
    where %= len(text)
    state = read_position(text[:where] + junk + text[where + len(junk) :])
    if state is not None:
        check_accepted(state)


@fuzz
@given(move_texts, st.sampled_from(REAL))
def test_part_c_any_text_is_a_move_or_a_notation_error(text: str, data: dict[str, Any]) -> None:
    try:
        move = parse_move(text)
    except NotationError as e:
        assert str(e)
        return
    # A move that reads is exactly the move it writes, and has an engine code of its own.
    assert parse_move(str(move)) == move
    assert malformed(move) is None
    assert Move.from_code(move.code) == move
    apply_any(parse_position(data), move)


@fuzz
@given(st.text(max_size=40))
def test_part_c_any_text_is_a_position_or_a_position_error(text: str) -> None:
    state = read_position(text)
    if state is not None:
        check_accepted(state)


built_moves = st.builds(
    Move,
    st.sampled_from(MoveKind),
    st.lists(st.sampled_from(Card), max_size=17).map(tuple),
    st.sampled_from(Zone),
    st.integers(-3, 3000),
)


@fuzz
@given(built_moves, st.sampled_from(REAL))
def test_part_c_a_built_move_has_one_code_or_none(move: Move, data: dict[str, Any]) -> None:
    """encode never lets a move stand for another: it is refused, or decodes to itself."""
    if malformed(move) is None:
        assert Move.from_code(move.code) == move
    else:
        try:
            move.code  # noqa: B018
        except NotationError:
            pass
        else:
            raise AssertionError(f"{move!r} has a code although it is malformed")
    apply_any(parse_position(data), move)
