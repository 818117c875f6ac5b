"""Huit américain (RULES.md Part B), the second game on the table: its public contract
(Part D). Pure: stdlib and attrs only; it imports nothing of 8½'s.

    from game.rules import huit
    state = huit.new_game(players=3, seed=7)
    state, events = huit.apply_move(state, huit.legal_moves(state)[0])

House rules (H7) are chosen at the deal and kept by the round (and the match):

    state = huit.new_game(players=3, seed=7, rules=["jokers", "jack_reverses"])
    match = huit.new_match(players=3, seed=7, rules=huit.HOUSE_RULES)

HOUSE_RULES names them in H7's order ("jokers", "jack_reverses", "no_eight_on_eight",
"no_finish_on_eight", "seven_cards"); house_rules(names) checks and orders a collection
of them (a bare string is a TypeError, an unknown name an UnknownHouseRule, a ValueError).
State.rules, Match.rules and Observation.rules hold that tuple, () for the book's rules,
which play exactly as H1-H6. State.direction (and Observation.direction) is 1 clockwise or
-1 once a jack reversed it (H7.2): the next player is always (seat + direction) % players,
so a table asks the state rather than reckoning it.

The joker (H7.1) is JOKER, a Card whose `is_joker` is True (False for the 52 others); its
rank and suit mean nothing. Written X; its move names a suit like an 8's:
Move.play(JOKER, suit=Suit.HEARTS, carte=False), "X h", "X h !". A joker played gives
CardPlayed, SuitAsked, then PenaltyGrows(seat, 4, 8, 12 …); the card on top of the discard
tells an ace's penalty from a joker's. A jack under jack_reverses gives CardPlayed then
events.Reversed(seat, direction), and with two players Skipped, as a 7. A hand left scores
50 a joker, and 25 a jack under jack_reverses (game.rules.huit.house.House.hand_points).
Refusals have stable codes (game.rules.huit.explain.REASONS) for a translated text.

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
from game.rules.huit.cards import (
    JOKER,
    Card,
    NotationError,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
)
from game.rules.huit.house import HOUSE_RULES, UnknownHouseRule, house_rules
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
    "HOUSE_RULES", "JOKER", "Card", "IllegalMove", "Match", "Move", "MoveKind",
    "NotationError", "Observation", "Outcome", "Phase", "PositionError", "RoundResult",
    "State", "Suit", "UnknownHouseRule", "apply_move", "drawn_cards", "events",
    "format_cards", "format_move", "format_position", "house_rules", "is_legal",
    "legal_moves", "new_game", "new_match", "next_round", "observe", "parse_card",
    "parse_cards", "parse_move", "parse_position", "play_line", "record_round",
]  # fmt: skip
