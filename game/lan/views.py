"""What one phone is sent: its seat's Observation as JSON, in the tokens of RULES.md Part C
and Part D, with the moves its seat may make now.

Pure functions of observe() and the seat's legal moves: nothing observe strips (another
hand, the blind cards, the stock's order, another seat's drawn card) can reach a phone.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules import eight_half, huit
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import MoveKind
from game.rules.eight_half.state import format_bid
from game.rules.huit.moves import MoveKind as HuitMoveKind


def _state(
    game: str, seat: int, ply: int, view: dict[str, object], moves: list[dict[str, object]]
) -> dict[str, object]:
    """A `state` message but for what the table adds in the phone's language: "lang",
    "prompt" (whose turn, what to do) and "last" (the last line of the log)."""
    return {"t": "state", "game": game, "ply": ply, "seat": seat, "view": view, "moves": moves}


def _tokens(cards: Sequence[eight_half.Card]) -> list[str]:
    return [card.token for card in cards]


def eight_half_view(
    obs: eight_half.Observation,
    legal: Sequence[eight_half.Move],
    names: Sequence[str],
    ply: int,
) -> dict[str, object]:
    """An 8½ `state` message for the observing seat (README, The phones' protocol); the
    table adds "lang", "prompt" and "last". `legal` is empty unless the seat is to decide.

    `blind` holds one `true` per face-down card: `blind i` turns over the i-th. `open` holds
    the open cards without places: observe keeps none (R8: they are a free choice).
    """
    mine = obs.seats[obs.seat]
    view: dict[str, object] = {
        "hand": _tokens(obs.hand),
        "open": _tokens(mine.open),
        "blind": [True] * mine.blind_size,
        "aside": _tokens(mine.aside),
        "draw": mine.draw_size,
        "pile": _tokens(obs.pile),
        "bid": format_bid(obs.bid_halves),
        "five_rule": obs.five_rule,
        "half_owner": obs.half_owner,
        "turn": obs.turn,
        "phase": obs.phase.token,
        "opener": obs.opener,
        "finisher": obs.finisher,
        "swapper": obs.swapper,
        "loser": obs.loser,
        "seats": [
            {
                "name": names[i],
                "hand": s.hand_size,
                "open": _tokens(s.open),
                "blind": s.blind_size,
                "aside": _tokens(s.aside),
                "draw": s.draw_size,
                "at_table": s.at_table,
            }
            for i, s in enumerate(obs.seats)
        ],
        "winner": obs.winner,
        "points": None if obs.points is None else list(obs.points),
    }
    return _state("eight_half", obs.seat, ply, view, [_eight_half_move(m) for m in legal])


def _eight_half_move(move: eight_half.Move) -> dict[str, object]:
    text = eight_half.format_move(move)
    kind = move.kind
    if kind is MoveKind.PLAY:
        zone = "open" if move.zone is Zone.OPEN else "hand"
        return {"move": text, "kind": zone, "cards": _tokens(move.cards)}
    if kind is MoveKind.BLIND:
        return {"move": text, "kind": "blind", "slot": move.index}
    if kind is MoveKind.SWAP:
        return {"move": text, "kind": "swap", "cards": _tokens(move.cards)}
    return {"move": text, "kind": kind.value}  # take, pass, noswap


def huit_view(
    obs: huit.Observation,
    legal: Sequence[huit.Move],
    names: Sequence[str],
    ply: int,
) -> dict[str, object]:
    """A Huit `state` message for the observing seat (README, The phones' protocol); the
    table adds "lang", "prompt" and "last". `legal` is empty unless the seat is to decide.
    A joker is `X`, and its moves name a suit as an 8's do (RULES.md H7.1)."""
    view: dict[str, object] = {
        "hand": [str(card) for card in obs.hand],
        "top": str(obs.top),
        "suit": None if obs.suit is None else obs.suit.token,
        "penalty": obs.penalty,
        "stock": obs.stock_size,
        "under_stock": [str(card) for card in obs.under_stock],  # turned up at the deal (H1)
        "hands": list(obs.hand_sizes),
        "names": list(names),
        "drawn": None if obs.drawn is None else str(obs.drawn),
        "unannounced": obs.unannounced,
        "callable": obs.callable,
        "turn": obs.turn,
        "phase": obs.phase.token,
        "winner": obs.winner,
        "points": None if obs.points is None else list(obs.points),
        # The house rules of the round (RULES.md H7, H7's order) and which way play goes
        # (H7.2): public, the same for every seat.
        "rules": list(obs.rules),
        "direction": obs.direction,
    }
    return _state("huit", obs.seat, ply, view, [_huit_move(m) for m in legal])


def _huit_move(move: huit.Move) -> dict[str, object]:
    text = huit.format_move(move)
    if move.kind is HuitMoveKind.PLAY:
        return {
            "move": text,
            "kind": "card",
            "card": str(move.card),
            "suit": None if move.suit is None else move.suit.token,
            "carte": move.carte,
        }
    return {"move": text, "kind": move.kind.value}  # draw, pass, call
