"""The README's example save is one this version reads, and writes back as it is: the save
format the README describes is the one the game keeps (README "The save format")."""

from __future__ import annotations

import json
from pathlib import Path

from game.store.record import record_from_json, record_to_json

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_save_example_is_what_the_game_writes() -> None:
    section = README.read_text(encoding="utf-8").split("### The save format", 1)[1]
    example = json.loads(section.split("```json\n", 1)[1].split("```", 1)[0])
    rec = record_from_json(example)
    assert rec.house_rules == ()  # 8½ has the book's rules only
    written = record_to_json(rec)
    assert list(written) == list(example)  # every field, in the README's order
    assert written == example
