"""Pure 8½ game logic (RULES.md Part A) — no pygame, stdlib and attrs only.

The public surface lives in game.rules.eight_half; observe() is what bots and views get.
"""

from game.rules.eight_half import (
    IllegalMove,
    Move,
    Outcome,
    apply_move,
    format_move,
    format_position,
    is_legal,
    legal_moves,
    new_game,
    parse_move,
    parse_position,
    play_line,
)
from game.rules.eight_half.observe import Observation, observe

__all__ = [
    "IllegalMove", "Move", "Observation", "Outcome", "apply_move", "format_move",
    "format_position", "is_legal", "legal_moves", "new_game", "observe", "parse_move",
    "parse_position", "play_line",
]  # fmt: skip
