"""Fuzzing the game file's reader: whatever the bytes, a GameFile or a GameFileError with a
reason, never another exception (a game file comes from anywhere)."""

from __future__ import annotations

import copy
import json
from typing import Any

from game_file_kit import as_json, huit_match
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_kit import play as play_eight_half

from game.store.game_file import GameFile, GameFileError, parse_game_file

FUZZ = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)  # fmt: skip

# Two small real files to spoil: 8½ under way, and a Huit round under house rules (H7).
EIGHT_HALF = as_json(play_eight_half(3, 5, 2, plies=12)[0])
HUIT = as_json(huit_match(players=2, seed=2, target=None, rules=("jokers", "jack_reverses")))

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["take", "pass", "7 7", "Ac", "8s h !", "X h", "jokers", "huit"]),
    lambda kids: (
        st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4)
    ),
    max_leaves=12,
)


def _read(raw: bytes) -> GameFile | None:
    try:
        return parse_game_file(raw)
    except GameFileError as exc:
        assert str(exc)  # a reason to show
        return None


@FUZZ
@given(st.binary(max_size=400))
def test_any_bytes_give_a_game_file_or_a_reason(raw: bytes) -> None:
    _read(raw)


@FUZZ
@given(json_values)
def test_any_json_value_gives_a_game_file_or_a_reason(value: Any) -> None:
    _read(json.dumps(value).encode())


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value where a value stands."""
    found = [path]
    if isinstance(value, dict):
        for key, kid in value.items():
            found += _paths(kid, (*path, key))
    elif isinstance(value, list):
        for i, kid in enumerate(value):
            found += _paths(kid, (*path, i))
    return found


@FUZZ
@given(st.sampled_from([EIGHT_HALF, HUIT]), st.data())
def test_a_real_file_spoiled_anywhere_gives_a_game_file_or_a_reason(
    original: dict[str, Any], data: st.DataObject
) -> None:
    spoiled = copy.deepcopy(original)
    for _ in range(data.draw(st.integers(1, 3))):
        places = [p for p in _paths(spoiled) if p]
        where = data.draw(st.sampled_from(places))
        target: Any = spoiled
        for key in where[:-1]:
            target = target[key]
        if isinstance(target, list) and data.draw(st.booleans()):
            del target[where[-1]]
        else:
            target[where[-1]] = data.draw(json_values)
    _read(json.dumps(spoiled).encode())


@FUZZ
@given(st.sampled_from([EIGHT_HALF, HUIT]), st.integers(0, 10_000), st.binary(max_size=3))
def test_a_real_file_cut_or_patched_gives_a_game_file_or_a_reason(
    original: dict[str, Any], at: int, patch: bytes
) -> None:
    raw = json.dumps(original).encode()
    at %= len(raw)
    _read(raw[:at] + patch + raw[at + len(patch) :])
    _read(raw[:at])


def test_the_real_files_read() -> None:
    assert _read(json.dumps(EIGHT_HALF).encode()) is not None
    assert _read(json.dumps(HUIT).encode()) is not None
