"""Huit américain (RULES.md Part B), the second game on the table: its public contract
(Part D). Pure: stdlib and attrs only; it imports nothing of 8½'s.

    from game.rules import huit
    state = huit.new_game(players=3, seed=7)
    state, events = huit.apply_move(state, huit.legal_moves(state)[0])

Bots search with game.rules.huit.core.Table (int move codes) for speed.

Errors: a move the rules refuse raises IllegalMove; text that is not Part D notation raises
NotationError (PositionError for a position); both are ValueErrors and say what is wrong.
An argument of the wrong type (legal_moves(None), apply_move(a_dict, move), a seat that is
not an int, a seed that is not a whole number, a Match that is not one) raises a TypeError
naming the type expected. new_game's players and decks outside H0 are a ValueError (H0).

A round that goes round in circles ends at the third occurrence of a position (H6.2). Each
State carries the count of the positions its round has met (on its compact twin, not part
of the position's value): a position read from notation starts a fresh count; a saved
round replays its moves from its deal, so the count is exact.
"""

from game.rules.huit import events
from game.rules.huit.cards import Card, NotationError, Suit, format_cards, parse_card, parse_cards
from game.rules.huit.match import (
    Match,
    RoundResult,
    new_match,
    next_round,
    record_round,
)
from game.rules.huit.moves import Move, MoveKind, format_move, parse_move
from game.rules.huit.notation import PositionError, format_position, parse_position
from game.rules.huit.observe import Observation, drawn_cards, observe
from game.rules.huit.play import (
    IllegalMove,
    Outcome,
    apply_move,
    is_legal,
    legal_moves,
    new_game,
    play_line,
)
from game.rules.huit.state import Phase, State

__all__ = [
    "Card", "IllegalMove", "Match", "Move", "MoveKind", "NotationError", "Observation",
    "Outcome", "Phase", "PositionError", "RoundResult", "State", "Suit", "apply_move",
    "drawn_cards", "events", "format_cards", "format_move", "format_position", "is_legal",
    "legal_moves", "new_game", "new_match", "next_round", "observe", "parse_card",
    "parse_cards", "parse_move", "parse_position", "play_line", "record_round",
]  # fmt: skip
