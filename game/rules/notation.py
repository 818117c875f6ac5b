"""Positions as JSON objects (RULES.md Part C): read with checks, written canonically."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from game.rules.cards import DECK_COUNTS, TOKENS, Card, NotationError, format_cards, parse_cards
from game.rules.state import PHASE_BY_TOKEN, Phase, Seat, State, format_bid


class PositionError(NotationError):
    """A position that is not valid JSON notation or cannot occur in a game."""


_SEAT_KEYS = {"hand", "draw", "open", "blind", "aside", "at_table", "known"}
_SEAT_REQUIRED = _SEAT_KEYS - {"known"}
_TOP_KEYS = {
    "seats", "pile", "bid", "five_rule", "half_owner", "turn", "phase",
    "opener", "finisher", "swapper", "loser", "winner", "points",
}  # fmt: skip


def format_position(state: State) -> dict[str, Any]:
    seats = []
    for seat in state.seats:
        d: dict[str, Any] = {
            "hand": format_cards(seat.hand),
            "draw": format_cards(seat.draw),
            "open": format_cards(seat.open),
            "blind": format_cards(seat.blind),
            "aside": format_cards(seat.aside),
            "at_table": seat.at_table,
        }
        if seat.known:
            d["known"] = format_cards(seat.known)
        seats.append(d)
    out: dict[str, Any] = {
        "seats": seats,
        "pile": format_cards(state.pile),
        "bid": format_bid(state.bid_halves),
        "five_rule": state.five_rule,
        "half_owner": state.half_owner,
        "turn": state.turn,
        "phase": state.phase.token,
    }
    if state.opener is not None:
        out["opener"] = state.opener
    if state.phase is Phase.ATTACK_WINDOW:
        out["finisher"] = state.finisher
    elif state.phase is Phase.SWAP:
        out["swapper"] = state.swapper
        out["loser"] = state.loser
    elif state.phase is Phase.OVER:
        out["winner"] = state.winner
        out["points"] = list(state.points or ())
    return out


def parse_position(data: dict[str, Any] | str) -> State:
    """Read a position (a dict or its JSON text); raise PositionError saying what is wrong."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as e:
            raise PositionError(
                f"the position is not valid JSON: {e.msg} (line {e.lineno})"
            ) from None
    if not isinstance(data, dict):
        raise PositionError("a position must be a JSON object with \"seats\", \"pile\", \"bid\", …")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise PositionError(f"unknown key(s) in the position: {', '.join(sorted(unknown))}")
    seats_data = _require(data, "seats", list, "the position")
    if not 2 <= len(seats_data) <= 5:
        raise PositionError(f"8½ is for 2 to 5 players, the position has {len(seats_data)} seats")
    n = len(seats_data)
    seats = tuple(_parse_seat(i, s) for i, s in enumerate(seats_data))
    pile = _cards(data.get("pile", ""), "the pile")
    bid = _parse_bid(data.get("bid", "0"))
    five = data.get("five_rule", False)
    if not isinstance(five, bool):
        raise PositionError(f"\"five_rule\" must be true or false, not {five!r}")
    phase_token = data.get("phase", "play")
    if phase_token not in PHASE_BY_TOKEN:
        raise PositionError(
            f"unknown phase {phase_token!r}: use play, attack_window, swap or over"
        )
    phase = PHASE_BY_TOKEN[phase_token]
    half_owner = _seat_field(data, "half_owner", n)
    turn = _seat_field(data, "turn", n, required=True)
    opener = _seat_field(data, "opener", n)
    finisher = _seat_field(data, "finisher", n, required=phase is Phase.ATTACK_WINDOW)
    swapper = _seat_field(data, "swapper", n, required=phase is Phase.SWAP)
    loser = _seat_field(data, "loser", n, required=phase is Phase.SWAP)
    winner = _seat_field(data, "winner", n, required=phase is Phase.OVER)
    points = None
    if phase is Phase.OVER:
        raw = _require(data, "points", list, "a finished game")
        if len(raw) != n or not all(isinstance(x, int) and not isinstance(x, bool) for x in raw):
            raise PositionError(f"\"points\" must list one whole number per seat ({n})")
        points = tuple(raw)
    state = State(
        seats=seats,
        pile=pile,
        bid_halves=bid,
        five_rule=five,
        half_owner=half_owner,
        turn=turn if turn is not None else 0,
        phase=phase,
        opener=opener,
        finisher=finisher if phase is Phase.ATTACK_WINDOW else None,
        swapper=swapper if phase is Phase.SWAP else None,
        loser=loser if phase is Phase.SWAP else None,
        winner=winner if phase is Phase.OVER else None,
        points=points,
    )
    _check_consistent(state)
    return state


def _require(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise PositionError(f"{where} needs \"{key}\"")
    value = data[key]
    if not isinstance(value, kind):
        raise PositionError(f"\"{key}\" in {where} has the wrong type: {value!r}")
    return value


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, str):
        raise PositionError(f"{where} must be a card list like \"3 7 g\", not {value!r}")
    try:
        return parse_cards(value)
    except NotationError as e:
        raise PositionError(f"{where}: {e}") from None


def _parse_seat(i: int, d: Any) -> Seat:
    where = f"seat {i}"
    if not isinstance(d, dict):
        raise PositionError(f"{where} must be an object with hand, draw, open, blind, aside")
    missing = _SEAT_REQUIRED - set(d)
    if missing:
        raise PositionError(f"{where} lacks {', '.join(sorted(missing))}")
    unknown = set(d) - _SEAT_KEYS
    if unknown:
        raise PositionError(f"{where} has unknown key(s): {', '.join(sorted(unknown))}")
    at_table = d["at_table"]
    if not isinstance(at_table, bool):
        raise PositionError(f"{where}: \"at_table\" must be true or false")
    hand = _cards(d["hand"], f"{where} hand")
    known = _cards(d.get("known", ""), f"{where} known")
    if Counter(known) - Counter(hand):
        raise PositionError(f"{where}: known cards must all be in the hand")
    return Seat(
        hand=tuple(sorted(hand)),
        draw=_cards(d["draw"], f"{where} draw"),
        open=tuple(sorted(_cards(d["open"], f"{where} open"))),
        blind=_cards(d["blind"], f"{where} blind"),
        aside=_cards(d["aside"], f"{where} aside"),
        at_table=at_table,
        known=tuple(sorted(known)),
    )


def _parse_bid(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise PositionError(f"the bid must be a decimal like \"6\" or \"6.5\", not {value!r}")
    text = str(value).strip().replace("½", ".5")
    try:
        halves = float(text) * 2
    except ValueError:
        raise PositionError(
            f"the bid must be a decimal like \"6\" or \"6.5\", not {value!r}"
        ) from None
    if halves < 0 or halves != int(halves):
        raise PositionError(f"the bid moves in halves from 0: {value!r} is not one")
    return int(halves)


def _seat_field(data: dict[str, Any], key: str, n: int, required: bool = False) -> int | None:
    value = data.get(key)
    if value is None:
        if required:
            raise PositionError(f"this position needs \"{key}\" (a seat number)")
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise PositionError(f"\"{key}\" must be a seat number from 0 to {n - 1}, not {value!r}")
    return value


def _check_consistent(s: State) -> None:
    totals: Counter[Card] = Counter(s.pile)
    for seat in s.seats:
        for zone in (seat.hand, seat.draw, seat.open, seat.blind, seat.aside):
            totals.update(zone)
    for card, count in totals.items():
        if count > DECK_COUNTS[card]:
            raise PositionError(
                f"the position holds {count} cards '{TOKENS[card]}' but the deck has "
                f"only {DECK_COUNTS[card]} (R1)"
            )
    for i, seat in enumerate(s.seats):
        if not seat.hand and seat.draw:
            raise PositionError(
                f"seat {i} has an empty hand but cards in the draw pile: the hand is always "
                "refilled from it (R7.3)"
            )
        if not seat.hand and not seat.draw and (seat.open or seat.blind) and not seat.at_table:
            raise PositionError(
                f"seat {i} has no hand and no draw pile, so it is at the table: "
                "set \"at_table\" (R8.2)"
            )
        if seat.at_table and seat.draw:
            raise PositionError(f"seat {i} is at the table but still has a draw pile (R8.2)")
    if not s.pile and (s.bid_halves or s.five_rule or s.half_owner is not None):
        raise PositionError("an empty pile has bid 0, no five-rule and no half owner (R4)")
    if s.five_rule and s.bid_halves != 10:
        raise PositionError("the five-rule is only on while the bid is 5 (R5.4)")
    if (s.bid_halves % 2 == 1) != (s.half_owner is not None):
        raise PositionError(
            "a bid ending in ½ has an owner and a whole bid has none: set \"half_owner\" (R6.1)"
        )
    if s.phase is Phase.PLAY and s.seats[s.turn].in_play == 0:
        raise PositionError(f"seat {s.turn} has no cards left to play, so it cannot have the turn")
    if s.opener is not None:
        if s.phase not in (Phase.PLAY, Phase.SWAP) or s.pile:
            raise PositionError("\"opener\" is only for a game whose first card is not yet played")
        if not any(c.is_yellow for c in s.seats[s.opener].hand):
            raise PositionError(f"the opener, seat {s.opener}, holds no yellow card (R3)")
        if s.phase is Phase.PLAY and s.turn != s.opener:
            raise PositionError("the opener must have the turn (R3)")
    if s.phase is Phase.ATTACK_WINDOW:
        f = s.finisher
        assert f is not None
        if s.seats[f].in_play or s.bid_halves % 2 == 0 or s.half_owner != f:
            raise PositionError(
                "an attack window follows a finisher who owns a half bid and has no cards (R9.3)"
            )
        if s.turn != (f + 1) % s.players:
            raise PositionError("in an attack window the finisher's left neighbour has the turn")
    if s.phase is Phase.SWAP:
        if s.swapper == s.loser:
            raise PositionError("the swapper and the loser must be different seats (R10.4)")
        if s.turn != s.swapper:
            raise PositionError("in the swap phase the swapper has the turn (R10.4)")
        if s.opener is None:
            raise PositionError("the swap phase comes before the opening: set \"opener\" (R10.4)")
