"""Positions as JSON objects (RULES.md Part C): read with checks, written canonically.

A position holds no history. R10.6 ends a game at the third occurrence of a position, and
a position read here starts a fresh count (like chess's FEN): the game it came from may
have met it before. A save keeps each game's start and moves and replays them, so a
resumed game counts exactly. A game over by R10.6 has a winner who still has cards in
play: the fewest, then the fewest aside.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from typing import Any

from game.rules.eight_half.cards import (
    DECK_COUNTS,
    TAKES_STATE,
    TOKENS,
    Card,
    NotationError,
    expect,
    format_cards,
    parse_cards,
)
from game.rules.eight_half.core import score
from game.rules.eight_half.state import PHASE_BY_TOKEN, Phase, Seat, State, format_bid


class PositionError(NotationError):
    """A position that is not valid JSON notation or cannot occur in a game."""


_SEAT_KEYS = {"hand", "draw", "open", "blind", "aside", "at_table", "known"}
_SEAT_REQUIRED = _SEAT_KEYS - {"known"}
_TOP_KEYS = {
    "seats", "pile", "bid", "five_rule", "half_owner", "turn", "phase",
    "opener", "finisher", "swapper", "loser", "winner", "points",
}  # fmt: skip


def format_position(state: State) -> dict[str, Any]:
    expect(state, State, TAKES_STATE, "format_position")
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
    """Read a position (a dict or its JSON text); raise PositionError saying what is wrong.

    No other exception escapes: each way a position can be wrong has its own check and
    message below, and anything they miss is still reported as a PositionError (chained
    to its cause, which the fuzz tests require to be absent).
    """
    try:
        return _parse_position(data)
    except NotationError:
        raise
    except (TypeError, ValueError, ArithmeticError, LookupError, RecursionError) as e:
        raise PositionError(
            f"the position could not be read ({type(e).__name__}: {str(e)[:200]})"
        ) from e


def _parse_position(data: dict[str, Any] | str) -> State:
    if isinstance(data, str):
        data = _load_json(data)
    if not isinstance(data, dict):
        raise PositionError('a position must be a JSON object with "seats", "pile", "bid", …')
    _check_keys(data, _TOP_KEYS, "the position")
    seats_data = _require(data, "seats", list, "the position")
    if not 2 <= len(seats_data) <= 5:
        raise PositionError(f"8½ is for 2 to 5 players, the position has {len(seats_data)} seats")
    n = len(seats_data)
    seats = tuple(_parse_seat(i, s) for i, s in enumerate(seats_data))
    pile = _cards(data.get("pile", ""), "the pile")
    bid = _parse_bid(data.get("bid", "0"))
    five = data.get("five_rule", False)
    if not isinstance(five, bool):
        raise PositionError(f'"five_rule" must be true or false, not {_show(five)}')
    phase_token = data.get("phase", "play")
    if not isinstance(phase_token, str) or phase_token not in PHASE_BY_TOKEN:
        raise PositionError(
            f"unknown phase {_show(phase_token)}: use play, attack_window, swap or over"
        )
    phase = PHASE_BY_TOKEN[phase_token]
    if phase is not Phase.OVER:
        ended = [k for k in ("winner", "points") if data.get(k) is not None]
        if ended:
            raise PositionError(
                f'"{ended[0]}" is only for a finished game ("phase": "over"), and this '
                f'one is in the "{phase_token}" phase (R9)'
            )
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
            raise PositionError(f'"points" must list one whole number per seat ({n})')
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


# No field of a position needs a number this long; Python refuses to read 4300+ digits.
_MAX_DIGITS = 20


def _load_json(text: str) -> Any:
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_json_constant)
    except json.JSONDecodeError as e:
        raise PositionError(f"the position is not valid JSON: {e.msg} (line {e.lineno})") from None
    except RecursionError:
        raise PositionError(
            "the position is nested too deeply: a position is an object of seats, "
            "each an object of card lists"
        ) from None


def _json_int(digits: str) -> int:
    if len(digits.lstrip("-")) > _MAX_DIGITS:
        raise PositionError(
            f"a number of {len(digits.lstrip('-'))} digits has no place in a position"
        )
    return int(digits)


def _json_constant(name: str) -> Any:
    raise PositionError(f"{name} is not JSON and no field of a position can be {name}")


def _show(value: Any) -> str:
    """`value` for a message, briefly: a bad position can hold anything, of any size."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        if value.bit_length() <= 64:
            return str(value)
        return f"a number of about {int(value.bit_length() * math.log10(2))} digits"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:40]) + "…"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


def _check_keys(d: dict[Any, Any], allowed: set[str], where: str) -> None:
    for key in d:
        if not isinstance(key, str):
            raise PositionError(f"{where} has a key that is not text: {_show(key)}")
    unknown = set(d) - allowed
    if unknown:
        shown = ", ".join(_show(k) for k in sorted(unknown)[:5])
        raise PositionError(f"{where} has unknown key(s): {shown}")


def _require(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise PositionError(f'{where} needs "{key}"')
    value = data[key]
    if not isinstance(value, kind):
        raise PositionError(f'"{key}" in {where} has the wrong type: {_show(value)}')
    return value


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, str):
        raise PositionError(f'{where} must be a card list like "3 7 g", not {_show(value)}')
    try:
        return parse_cards(value)
    except NotationError as e:
        raise PositionError(f"{where}: {e}") from None


def _parse_seat(i: int, d: Any) -> Seat:
    where = f"seat {i}"
    if not isinstance(d, dict):
        raise PositionError(f"{where} must be an object with hand, draw, open, blind, aside")
    _check_keys(d, _SEAT_KEYS, where)
    missing = _SEAT_REQUIRED - set(d)
    if missing:
        raise PositionError(f"{where} lacks {', '.join(sorted(missing))}")
    at_table = d["at_table"]
    if not isinstance(at_table, bool):
        raise PositionError(f'{where}: "at_table" must be true or false')
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


# R5.3: only ½ cards lift the bid past 9, and the deck has 8 of them (R1): 13 at most.
MAX_BID_HALVES = 2 * 9 + DECK_COUNTS[Card.HALF]
# Part C decimals: "6", "6.5", "6.0", also "6½" and "½". ASCII digits only ("٦".isdigit()).
_BID_TEXT = re.compile(r"(?P<whole>[0-9]+)(?P<fraction>\.[0-9]+)?|(?P<before>[0-9]*)½")
_BID_EXAMPLE = 'the bid must be a decimal from 0 like "6" or "6.5"'


def _parse_bid(value: Any) -> int:
    """The bid in halves, from Part C text or a JSON number."""
    if isinstance(value, str):
        halves = _bid_text(value)
    elif isinstance(value, bool) or not isinstance(value, (int, float)):
        raise PositionError(f"{_BID_EXAMPLE}, not {_show(value)}")
    elif isinstance(value, float) and math.isnan(value):
        raise PositionError(f"{_BID_EXAMPLE}, not NaN")
    elif value < 0:
        raise PositionError(f"the bid moves in halves from 0: {_show(value)} is below 0")
    elif value > MAX_BID_HALVES / 2:  # before doubling: 1e308 * 2 is infinite
        raise _too_high(_show(value))
    elif value * 2 != int(value * 2):
        raise PositionError(f"the bid moves in halves from 0: {_show(value)} is not one")
    else:
        halves = int(value * 2)
    if halves > MAX_BID_HALVES:
        raise _too_high(_show(value))
    return halves


def _bid_text(text: str) -> int:
    m = _BID_TEXT.fullmatch(text)
    if m is None:
        raise PositionError(f"{_BID_EXAMPLE}, not {_show(text)}")
    if m["before"] is not None:
        whole, half = m["before"] or "0", True
    else:
        whole, fraction = m["whole"], m["fraction"]
        if fraction not in (None, ".0", ".5"):
            raise PositionError(f"the bid moves in halves from 0: {_show(text)} is not one")
        half = fraction == ".5"
    whole = whole.lstrip("0") or "0"
    if len(whole) > 2:  # bounded before int(): the text may be thousands of digits
        raise _too_high(_show(text))
    return 2 * int(whole) + half


def _too_high(shown: str) -> PositionError:
    return PositionError(
        f"a bid of {shown} cannot happen: past 9 only ½ cards raise it (R5.3) and the deck "
        f"has {DECK_COUNTS[Card.HALF]} (R1), so the highest bid is {format_bid(MAX_BID_HALVES)}"
    )


def _seat_field(data: dict[str, Any], key: str, n: int, required: bool = False) -> int | None:
    value = data.get(key)
    if value is None:
        if required:
            raise PositionError(f'this position needs "{key}" (a seat number)')
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise PositionError(f'"{key}" must be a seat number from 0 to {n - 1}, not {_show(value)}')
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
                'set "at_table" (R8.2)'
            )
        if seat.at_table and seat.draw:
            raise PositionError(f"seat {i} is at the table but still has a draw pile (R8.2)")
    if not s.pile and (s.bid_halves or s.five_rule or s.half_owner is not None):
        raise PositionError("an empty pile has bid 0, no five-rule and no half owner (R4)")
    if s.five_rule and s.bid_halves != 10:
        raise PositionError("the five-rule is only on while the bid is 5 (R5.4)")
    if (s.bid_halves % 2 == 1) != (s.half_owner is not None):
        raise PositionError(
            'a bid ending in ½ has an owner and a whole bid has none: set "half_owner" (R6.1)'
        )
    # Past 9 each step of the bid is a ½ card still on the pile (R5.3). (Not "and a 9
    # under them": a crafted bid of 9 need not have its 9 on the pile, and a ½ may follow.)
    needed = s.bid_halves - 18
    if needed > s.pile.count(Card.HALF):
        raise PositionError(
            f"a bid of {format_bid(s.bid_halves)} needs {needed} ½ on the pile: past 9 only "
            "½ cards raise the bid (R5.3)"
        )
    _check_finished(s)
    if s.opener is not None:
        if s.phase not in (Phase.PLAY, Phase.SWAP) or s.pile:
            raise PositionError('"opener" is only for a game whose first card is not yet played')
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
            raise PositionError('the swap phase comes before the opening: set "opener" (R10.4)')


_WHY_NOT_FINISHED = {
    Phase.PLAY: "but a player who gets rid of every card ends the game or opens an attack "
    "window, so play cannot go on (R9)",
    Phase.SWAP: "but the swap comes right after the deal (R10.4)",
    Phase.ATTACK_WINDOW: "but is not the finisher: only one player can finish (R9.3)",
    Phase.OVER: "but is not the winner: the first player to get rid of every card wins (R9.1)",
}


def _check_winner(s: State, winner: int) -> None:
    """R9.1: the winner got rid of every card; or the game went round in circles (R10.6)
    and the winner has the fewest cards in play (then the fewest aside)."""
    mine = s.seats[winner]
    if not mine.in_play:
        return
    for q, seat in enumerate(s.seats):
        if (seat.in_play, len(seat.aside)) < (mine.in_play, len(mine.aside)):
            raise PositionError(
                f"the winner, seat {winner}, still has {mine.in_play} card(s) in play: a game "
                "is won by getting rid of every card (R9.1) or, when it goes round in circles, "
                f"by the fewest cards in play, then aside (R10.6), and seat {q} has "
                f"{seat.in_play} in play and {len(seat.aside)} aside"
            )


def _check_finished(s: State) -> None:
    """R9: a player who gets rid of every card ends the game, or first opens an attack
    window; so only that one seat can be without cards, and only in those phases."""
    if s.phase is Phase.OVER:
        assert s.winner is not None  # parse_position requires it
        _check_winner(s, s.winner)
    done = {Phase.ATTACK_WINDOW: s.finisher, Phase.OVER: s.winner}.get(s.phase)
    for i, seat in enumerate(s.seats):
        if i != done and seat.in_play == 0:
            why = _WHY_NOT_FINISHED[s.phase]
            raise PositionError(f"seat {i} has no cards left in play, {why}")
    if s.phase is Phase.OVER:
        assert s.winner is not None and s.points is not None
        counts = [seat.card_count for seat in s.seats]
        expected, _ = score(counts, s.winner)
        if list(s.points) != expected:
            raise PositionError(
                f'"points" must be what R10.2 gives for card counts {counts} with seat '
                f"{s.winner} winning: {expected}, not [{', '.join(_show(p) for p in s.points)}]"
            )
