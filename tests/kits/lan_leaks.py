"""The no-leak check of the phones: a phone may see what its seat may see.

`state_leaks(game, history, seat, message)` checks one `state` message a phone received
against the truth of that ply (`history[ply]`, the table's position) seen through
`observe(state, seat)`, the rules' own statement of what a seat may know (R11; H1-H6):

- the message is for that seat, and holds exactly the fields of the protocol (README, The
  phones' protocol): a field more is a leak, whatever it holds;
- every field equals what observe() says, compared as JSON (a true is no 1, a list of
  cards is no count): the seat's own hand, the public piles, the open and aside cards,
  counts for everything hidden (other hands, blind cards, draw piles, the stock), the
  drawn card only for its drawer;
- the moves offered are exactly the seat's legal moves (none unless it is to decide), and
  a move's cards are the ones its notation names.

Written apart from game/lan/views.py (it does not call it), so a leak there is caught here.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from game.rules import eight_half, huit
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import MoveKind
from game.rules.eight_half.state import format_bid
from game.rules.huit.moves import MoveKind as HuitMoveKind

Message = dict[str, Any]
TOP_FIELDS = {"t", "game", "ply", "seat", "view", "moves", "lang", "prompt", "last"}
EIGHT_HALF_FIELDS = {
    "hand", "open", "blind", "aside", "draw", "pile", "bid", "five_rule", "half_owner",
    "turn", "phase", "opener", "finisher", "swapper", "loser", "seats", "winner", "points",
}  # fmt: skip
EIGHT_HALF_SEAT_FIELDS = {"name", "hand", "open", "blind", "aside", "draw", "at_table"}
HUIT_FIELDS = {
    "hand", "top", "suit", "penalty", "stock", "under_stock", "hands", "names", "drawn",
    "unannounced", "callable", "turn", "phase", "winner", "points", "rules", "direction",
}  # fmt: skip


def _json(value: object) -> str:
    return json.dumps(value, sort_keys=True)


class _Faults:
    def __init__(self, where: str) -> None:
        self.where = where
        self.found: list[str] = []

    def same(self, field: str, got: object, want: object) -> None:
        if _json(got) != _json(want):
            self.found.append(f"{self.where} {field}: sent {_json(got)}, may see {_json(want)}")

    def fields(self, what: str, got: object, want: set[str]) -> bool:
        if not isinstance(got, dict):
            self.found.append(f"{self.where} {what} is not an object")
            return False
        if set(got) != want:
            extra, missing = sorted(set(got) - want), sorted(want - set(got))
            self.found.append(f"{self.where} {what}: fields {extra} more, {missing} missing")
        return True


def state_leaks(game: str, history: Sequence[Any], seat: int, message: Message) -> list[str]:
    """What in one `state` message the phone of `seat` may not see (empty: nothing)."""
    where = f"seat {seat} ply {message.get('ply')}:"
    faults = _Faults(where)
    faults.fields("message", message, TOP_FIELDS)
    faults.same("seat", message.get("seat"), seat)
    faults.same("game", message.get("game"), game)
    ply = message.get("ply")
    if not isinstance(ply, int) or not 0 <= ply < len(history):
        return [*faults.found, f"{where} no position numbered {ply!r}"]
    if game == "eight_half":
        _eight_half(faults, history[ply], seat, message)
    else:
        _huit(faults, history[ply], seat, message)
    return faults.found


def _cards8(cards: Sequence[eight_half.Card]) -> list[str]:
    return sorted(c.token for c in cards)


def _eight_half(faults: _Faults, state: eight_half.State, seat: int, message: Message) -> None:
    obs = eight_half.observe(state, seat)
    view = message.get("view")
    if not faults.fields("view", view, EIGHT_HALF_FIELDS):
        return
    assert isinstance(view, dict)
    mine = obs.seats[seat]
    faults.same("hand", sorted(view.get("hand") or []), _cards8(obs.hand))
    faults.same("open", sorted(view.get("open") or []), _cards8(mine.open))
    faults.same("blind", view.get("blind"), [True] * mine.blind_size)
    faults.same("aside", sorted(view.get("aside") or []), _cards8(mine.aside))
    faults.same("draw", view.get("draw"), mine.draw_size)
    faults.same("pile", view.get("pile"), [c.token for c in obs.pile])
    faults.same("bid", view.get("bid"), format_bid(obs.bid_halves))
    for field in ("five_rule", "half_owner", "turn", "opener", "finisher", "swapper",
                  "loser", "winner"):  # fmt: skip
        faults.same(field, view.get(field), getattr(obs, field))
    faults.same("phase", view.get("phase"), obs.phase.token)
    faults.same("points", view.get("points"), None if obs.points is None else list(obs.points))
    seats = view.get("seats")
    if not isinstance(seats, list) or len(seats) != obs.players:
        faults.found.append(f"{faults.where} seats: not one per seat")
        return
    for i, (got, truth) in enumerate(zip(seats, obs.seats, strict=True)):
        if not faults.fields(f"seats[{i}]", got, EIGHT_HALF_SEAT_FIELDS):
            continue
        faults.same(f"seats[{i}].name", type(got.get("name")).__name__, "str")
        faults.same(f"seats[{i}].hand", got.get("hand"), truth.hand_size)
        faults.same(f"seats[{i}].open", sorted(got.get("open") or []), _cards8(truth.open))
        faults.same(f"seats[{i}].blind", got.get("blind"), truth.blind_size)
        faults.same(f"seats[{i}].aside", sorted(got.get("aside") or []), _cards8(truth.aside))
        faults.same(f"seats[{i}].draw", got.get("draw"), truth.draw_size)
        faults.same(f"seats[{i}].at_table", got.get("at_table"), truth.at_table)
    deciding = seat == state.turn and not state.is_over
    legal = eight_half.legal_moves(state) if deciding else []
    moves = message.get("moves")
    if not isinstance(moves, list):
        faults.found.append(f"{faults.where} moves: not a list")
        return
    faults.same("moves", sorted(m.get("move") for m in moves),
                sorted(eight_half.format_move(m) for m in legal))  # fmt: skip
    for offered in moves:
        faults.same(f"move {offered.get('move')!r}", offered, _eight_half_move(offered))


def _eight_half_move(offered: Message) -> Message:
    """What the protocol says a move offered holds, from its notation alone."""
    text = offered.get("move")
    try:
        move = eight_half.parse_move(text)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        return {"move": "(not a move)"}
    if move.kind is MoveKind.PLAY:
        zone = "open" if move.zone is Zone.OPEN else "hand"
        return {"move": text, "kind": zone, "cards": [c.token for c in move.cards]}
    if move.kind is MoveKind.BLIND:
        return {"move": text, "kind": "blind", "slot": move.index}
    if move.kind is MoveKind.SWAP:
        return {"move": text, "kind": "swap", "cards": [c.token for c in move.cards]}
    return {"move": text, "kind": move.kind.value}


def _huit(faults: _Faults, state: huit.State, seat: int, message: Message) -> None:
    obs = huit.observe(state, seat)
    view = message.get("view")
    if not faults.fields("view", view, HUIT_FIELDS):
        return
    assert isinstance(view, dict)
    faults.same("hand", sorted(view.get("hand") or []), sorted(str(c) for c in obs.hand))
    faults.same("top", view.get("top"), str(obs.top))
    faults.same("suit", view.get("suit"), None if obs.suit is None else obs.suit.token)
    faults.same("stock", view.get("stock"), obs.stock_size)
    faults.same("under_stock", view.get("under_stock"), [str(c) for c in obs.under_stock])
    faults.same("hands", view.get("hands"), list(obs.hand_sizes))
    names = view.get("names")
    kinds = [type(n).__name__ for n in names] if isinstance(names, list) else names
    faults.same("names", kinds, ["str"] * obs.players)
    faults.same("drawn", view.get("drawn"), None if obs.drawn is None else str(obs.drawn))
    for field in ("penalty", "unannounced", "callable", "turn", "winner", "direction"):
        faults.same(field, view.get(field), getattr(obs, field))
    faults.same("rules", view.get("rules"), list(obs.rules))  # H7: public, in H7's order
    faults.same("phase", view.get("phase"), obs.phase.token)
    faults.same("points", view.get("points"), None if obs.points is None else list(obs.points))
    deciding = seat == state.turn and not state.is_over
    legal = huit.legal_moves(state) if deciding else []
    moves = message.get("moves")
    if not isinstance(moves, list):
        faults.found.append(f"{faults.where} moves: not a list")
        return
    faults.same("moves", sorted(m.get("move") for m in moves),
                sorted(huit.format_move(m) for m in legal))  # fmt: skip
    for offered in moves:
        faults.same(f"move {offered.get('move')!r}", offered, _huit_move(offered))


def _huit_move(offered: Message) -> Message:
    text = offered.get("move")
    try:
        move = huit.parse_move(text)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        return {"move": "(not a move)"}
    if move.kind is HuitMoveKind.PLAY:
        return {
            "move": text,
            "kind": "card",
            "card": str(move.card),
            "suit": None if move.suit is None else move.suit.token,
            "carte": move.carte,
        }
    return {"move": text, "kind": move.kind.value}


def phone_leaks(game: str, history: Sequence[Any], seat: int, received: Sequence[Message]
                ) -> tuple[int, list[str]]:  # fmt: skip
    """Every message one phone received: (states checked, leaks). A state for another seat
    is a leak; the other messages (lobby, welcome, away, error, pong, closed) may name no
    card at all, which the protocol's shapes ensure: they are checked for their fields."""
    checked, found = 0, []
    for message in received:
        if message.get("t") == "state":
            checked += 1
            found += state_leaks(game, history, seat, message)
        elif message.get("t") not in OTHER_FIELDS:
            found.append(f"seat {seat}: a message of unknown type {message.get('t')!r}")
        elif set(message) != OTHER_FIELDS[message["t"]]:
            found.append(f"seat {seat}: {message['t']} with fields {sorted(message)}")
    return checked, found


OTHER_FIELDS = {
    "lobby": {"t", "game", "room", "lang", "seats", "rules", "started"},
    "welcome": {"t", "seat", "token", "name"},
    "error": {"t", "code", "text"},
    "away": {"t", "seat", "name"},
    "pong": {"t"},
    "closed": {"t", "reason"},
}
