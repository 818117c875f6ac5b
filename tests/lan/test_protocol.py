"""What a phone sends is checked to the letter before the room looks at it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.lan.protocol import (
    ERROR_CODES,
    MAX_MESSAGE,
    RATE,
    Hello,
    Join,
    MoveMsg,
    Ping,
    ProtocolError,
    RateLimit,
    parse_client,
)


def refusal(text: str | bytes) -> str:
    with pytest.raises(ProtocolError) as caught:
        parse_client(text)
    assert caught.value.code in ERROR_CODES and str(caught.value)
    return caught.value.code


def test_the_four_messages_a_phone_sends() -> None:
    assert parse_client('{"t":"hello","room":"KXQB","lang":"fr-FR","token":null}') == Hello(
        "KXQB", "fr-FR", None
    )
    assert parse_client('{"t":"hello","room":"KXQB","lang":"fr","token":"abc"}') == Hello(
        "KXQB", "fr", "abc"
    )
    assert parse_client('{"t":"join","room":"KXQB","seat":2,"name":"Chloé","lang":"fr"}') == Join(
        "KXQB", 2, "Chloé", "fr"
    )
    assert parse_client(b'{"t":"move","token":"abc","move":"8 h","ply":17}') == MoveMsg(
        "abc", "8 h", 17
    )
    assert parse_client('{"t":"ping"}') == Ping()


@pytest.mark.parametrize(
    "text",
    ["", "{", "not json", "[1, 2]", '"hello"', "null", '{"t":"ping"} {"t":"ping"}',
     '{"t":"ping","t":"ping"}', '{"t":"move","token":"a","move":"pass","ply":NaN}',
     b'{"t":"ping"\xff}', "[" * 2000 + "]" * 2000],
)  # fmt: skip
def test_malformed_json_is_refused(text: str | bytes) -> None:
    assert refusal(text) == "bad_json"


@pytest.mark.parametrize("text", ['{"t":"shout"}', '{"type":"ping"}', '{"t":7}', "{}"])
def test_an_unknown_type_is_refused(text: str) -> None:
    assert refusal(text) == "unknown_type"


@pytest.mark.parametrize(
    "message",
    [
        {"t": "ping", "extra": 1},  # an unknown field
        {"t": "hello", "room": "KXQB", "lang": "fr", "token": None, "admin": True},
        {"t": "hello", "room": "KXQB", "lang": "fr"},  # a field missing
        {"t": "move", "token": "a", "move": "pass"},
        {"t": "hello", "room": 5, "lang": "fr", "token": None},  # wrong types
        {"t": "hello", "room": "KXQB", "lang": None, "token": None},
        {"t": "hello", "room": "KXQB", "lang": "fr", "token": 12},
        {"t": "join", "room": "KXQB", "seat": "2", "name": "Ada", "lang": "fr"},
        {"t": "join", "room": "KXQB", "seat": True, "name": "Ada", "lang": "fr"},
        {"t": "join", "room": "KXQB", "seat": 1.0, "name": "Ada", "lang": "fr"},
        {"t": "join", "room": "KXQB", "seat": -1, "name": "Ada", "lang": "fr"},
        {"t": "join", "room": "KXQB", "seat": 0, "name": ["Ada"], "lang": "fr"},
        {"t": "move", "token": "a", "move": ["pass"], "ply": 3},
        {"t": "move", "token": "a", "move": "pass", "ply": 10**30},
        {"t": "move", "token": "a", "move": "x" * 65, "ply": 3},  # text is short
        {"t": "move", "token": "a", "move": "\ud800", "ply": 3},  # a lone surrogate
    ],
)
def test_unknown_fields_and_wrong_types_are_refused(message: dict[str, object]) -> None:
    assert refusal(json.dumps(message)) == "bad_field"


def test_an_oversized_message_is_refused_before_it_is_read() -> None:
    padding = " " * (MAX_MESSAGE - len('{"t":"ping"}'))
    assert parse_client('{"t":"ping"}' + padding) == Ping()  # exactly the limit
    assert refusal('{"t":"ping"}' + padding + " ") == "too_big"
    assert refusal(b"{" * (MAX_MESSAGE + 1)) == "too_big"
    # Counted in bytes: 1366 three-byte characters are 4098 bytes
    assert refusal('{"t":"ping","x":"' + "€" * 1366 + '"}') == "too_big"


def test_only_protocol_errors_escape_the_parser() -> None:
    for text in ["\x00", "1e999999", '{"t":"ping"}' * 300, "\ufeff{}", '{"t":{"t":1}}']:
        with pytest.raises(ProtocolError):
            parse_client(text)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_rate_limit_allows_a_burst_then_ten_a_second() -> None:
    rate, burst = RATE
    clock = Clock()
    limit = RateLimit(clock=clock)
    assert all(limit.allow() for _ in range(burst))
    assert not limit.allow()  # the flood: dropped
    clock.now += 1 / rate
    assert limit.allow() and not limit.allow()  # one more a tenth of a second later
    clock.now += 3600
    assert sum(limit.allow() for _ in range(burst * 2)) == burst  # never more than a burst


def test_the_readme_documents_every_message_and_every_error() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The phones' protocol")[1].split("\n## ")[0]
    for kind in ("hello", "join", "move", "ping", "pong", "lobby", "welcome", "state",
                 "error", "away", "closed"):  # fmt: skip
        assert f'"t":"{kind}"' in section, kind
    for code in ERROR_CODES:
        assert f"`{code}`" in section, code
    assert str(MAX_MESSAGE) in section and f"{RATE[0]:g} a second" in section
