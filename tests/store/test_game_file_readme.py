"""The README's example game file is one the game reads (README "Game files")."""

from __future__ import annotations

from pathlib import Path

from game.store.game_file import parse_game_file
from game.store.game_report import report_text

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_example_reads_and_replays() -> None:
    """H7.1 and H7.2: the joker names a suit, the jack turns the play round."""
    section = README.read_text(encoding="utf-8").split("### Game files", 1)[1]
    example = section.split("```json\n", 1)[1].split("```", 1)[0]
    gf = parse_game_file(example.encode("utf-8"))
    assert gf.house_rules == ("jokers", "jack_reverses") and gf.is_over and gf.winners == (0,)
    assert "    2  Bot 2  Kd !" in report_text(gf)  # after the jack, seat 2 plays (H7.2)
