"""Positions as JSON objects (RULES.md Part D): read with checks, written canonically.

A position holds no history. H6.2 ends a round at the third occurrence of a position, and
a position read here starts a fresh count (like chess's FEN): the round it came from may
have met it before. A save keeps each round's deal and moves and replays them, so a
resumed round counts exactly. A round over by H6.2 has a winner who still holds cards:
the hand worth the fewest points, then with the fewest cards.

Besides the Part D keys, a position may hold `"rng"`: a whole number from 0 to 2**64 - 1
that drives the refill shuffles (H3), so a loaded position plays on exactly as the saved
one would. It defaults to 0; `format_position` always writes it.

A position may also hold `"turned"`: how many of the stock's last cards (its bottom) were
turned up at the deal and put under it because they were special (H1), so every seat has
seen them. A whole number from 0 to the stock's size, those cards all 7s, 8s, 10s or aces
(or jokers, or jacks, under the house rules that make them special: H7.1, H7.2); it
defaults to 0, and `format_position` writes it only when it is not 0.

House rules (H7, Part D): `"rules"`, written only when one is on, in H7's order;
`"direction"`, written only under jack_reverses. A position without them is a book round
going clockwise, and reads and writes exactly as before the house rules.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from game.rules.huit.cards import (
    ACE,
    EIGHT,
    JOKER_ID,
    JOKERS_PER_DECK,
    TAKES_STATE,
    TEN,
    TOKENS,
    Card,
    NotationError,
    expect,
    format_cards,
    parse_card,
    parse_cards,
    show,
    suit_of,
)
from game.rules.huit.house import HOUSE_RULES, JACK_REVERSES, House, house
from game.rules.huit.state import PHASE_BY_TOKEN, Phase, State


class PositionError(NotationError):
    """A position that is not valid JSON notation or cannot occur in a round."""


_KEYS = {
    "game", "decks", "hands", "stock", "discard", "suit", "turn", "phase", "drawn",
    "penalty", "unannounced", "rng", "winner", "points", "turned", "rules", "direction",
}  # fmt: skip
RNG_LIMIT = 2**64


def format_position(state: State) -> dict[str, Any]:
    expect(state, State, TAKES_STATE, "format_position")
    out: dict[str, Any] = {"game": "huit", "decks": state.decks}
    if state.rules:
        out["rules"] = list(state.rules)
    out.update(
        hands=[format_cards(h) for h in state.hands],
        stock=format_cards(state.stock),
        discard=format_cards(state.discard),
        suit=None if state.suit is None else state.suit.token,
        turn=state.turn,
    )
    if JACK_REVERSES in state.rules:
        out["direction"] = state.direction
    out.update({
        "phase": state.phase.token,
        "drawn": None if state.drawn is None else state.drawn.token,
        "penalty": state.penalty,
        "unannounced": state.unannounced,
        "rng": state.rng,
    })  # fmt: skip
    if state.turned:
        out["turned"] = state.turned
    if state.phase is Phase.OVER:
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
        except RecursionError:
            raise PositionError("the position is nested too deeply to be one") from None
        except ValueError as e:  # e.g. a number of more than 4300 digits
            raise PositionError(f"the position is not valid JSON: {e}") from None
    if not isinstance(data, dict):
        raise PositionError('a position must be a JSON object with "hands", "stock", "discard", …')
    unknown = [k for k in data if k not in _KEYS]
    if unknown:
        names = ", ".join(sorted(show(k) for k in unknown))
        raise PositionError(f"unknown key(s) in the position: {names}")
    game = data.get("game", "huit")
    if game != "huit" or not isinstance(game, str):
        raise PositionError(f'"game" must be "huit" for Huit américain, not {show(game)}')
    decks = data.get("decks", 1)
    if not _whole(decks) or decks not in (1, 2):
        raise PositionError(f'"decks" must be 1 or 2 (H0), not {show(decks)}')
    rules = _rules(data.get("rules", []))
    in_force = house(rules)
    direction = data.get("direction", 1)
    if not _whole(direction) or direction not in (1, -1):
        raise PositionError(
            f'"direction" is 1 (clockwise) or -1 (reversed), not {show(direction)} (H7.2)'
        )
    if direction == -1 and not in_force.reverses:
        raise PositionError(
            'play goes the other way round ("direction": -1) only when a jack reverses it: '
            'add "jack_reverses" to "rules" (H7.2)'
        )
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list):
        raise PositionError('the position needs "hands": one card list per seat')
    if not 2 <= len(raw_hands) <= 5:
        raise PositionError(
            f"Huit américain is for 2 to 5 players, the position has {len(raw_hands)} hands"
        )
    n = len(raw_hands)
    hands = tuple(tuple(sorted(_cards(h, f"hand {i}"))) for i, h in enumerate(raw_hands))
    stock = _cards(data.get("stock", ""), "the stock")
    discard = _cards(data.get("discard"), "the discard")
    suit_token = data.get("suit")
    suit = None
    if suit_token is not None:
        try:
            suit = suit_of(suit_token) if isinstance(suit_token, str) else None
        except NotationError:
            suit = None
        if suit is None:
            raise PositionError(f'"suit" must be c, d, h, s or null, not {show(suit_token)}')
    phase_token = data.get("phase", "play")
    phase = PHASE_BY_TOKEN.get(phase_token) if isinstance(phase_token, str) else None
    if phase is None:
        raise PositionError(f"unknown phase {show(phase_token)}: use play, again, drawn or over")
    turn = _seat(data, "turn", n, required=True)
    assert turn is not None
    drawn_token = data.get("drawn")
    drawn = None
    if drawn_token is not None:
        try:
            drawn = parse_card(drawn_token)
        except NotationError as e:
            raise PositionError(f'"drawn": {e}') from None
    penalty = data.get("penalty", 0)
    if not _whole(penalty) or penalty < 0:
        raise PositionError(
            f'"penalty" counts the cards of an ace penalty (0, 2, 4 …) or a joker penalty '
            f"(4, 8, 12 …), not {show(penalty)} (H4, H7.1)"
        )
    unannounced = _seat(data, "unannounced", n)
    rng = data.get("rng", 0)
    if not _whole(rng) or not 0 <= rng < RNG_LIMIT:
        raise PositionError(f'"rng" must be a whole number from 0 to 2**64 - 1, not {show(rng)}')
    turned = data.get("turned", 0)
    if not _whole(turned) or not 0 <= turned <= len(stock):
        raise PositionError(
            f'"turned" counts the stock\'s last cards turned up at the deal: a whole number '
            f"from 0 to {len(stock)} (the stock's size), not {show(turned)} (H1)"
        )
    if phase is not Phase.OVER:
        ended = [k for k in ("winner", "points") if data.get(k) is not None]
        if ended:
            raise PositionError(
                f'"{ended[0]}" is only for a finished round ("phase": "over"), and this '
                f'one is in the "{phase.token}" phase (H6)'
            )
    winner = _seat(data, "winner", n, required=phase is Phase.OVER)
    points = None
    if phase is Phase.OVER:
        raw = data.get("points")
        if not isinstance(raw, list) or len(raw) != n or not all(_whole(x) and x >= 0 for x in raw):
            raise PositionError(f'a finished round needs "points": one whole number per seat ({n})')
        points = tuple(raw)
    state = State(
        hands=hands,
        stock=stock,
        discard=discard,
        suit=suit,
        turn=turn,
        phase=phase,
        drawn=drawn,
        penalty=penalty,
        unannounced=unannounced,
        decks=decks,
        rng=rng,
        winner=winner if phase is Phase.OVER else None,
        points=points,
        turned=turned,
        rules=rules,
        direction=direction,
    )
    _check_consistent(state, in_force)
    if not all(in_force.is_special_start(c) for c in state.under_stock):
        raise PositionError(_TURNED[in_force.jokers, in_force.reverses])
    return state


_TURNED = {
    (False, False): "only a 7, an 8, a 10 or an ace turned up at the deal goes under the "
    "stock (H1)",
    (True, False): "only a 7, an 8, a 10, an ace or a joker turned up at the deal goes under "
    "the stock (H1, H7.1)",
    (False, True): "only a 7, an 8, a 10, a jack or an ace turned up at the deal goes under "
    "the stock (H1, H7.2)",
    (True, True): "only a 7, an 8, a 10, a jack, an ace or a joker turned up at the deal "
    "goes under the stock (H1, H7.1, H7.2)",
}


def _rules(value: Any) -> tuple[str, ...]:
    """Part D's "rules": H7 names, each once (any order; written in H7's order)."""
    if not isinstance(value, list):
        raise PositionError(
            f'"rules" lists the house rules in force, like ["jokers"], not {show(value)} (H7)'
        )
    for name in value:
        if name not in HOUSE_RULES:
            raise PositionError(
                f"{show(name)} is not a house rule: the house rules are "
                f"{', '.join(HOUSE_RULES)} (H7)"
            )
    if len(set(value)) != len(value):
        twice = next(name for name in value if value.count(name) > 1)
        raise PositionError(f'"rules" names each house rule once, and {twice} comes twice (H7)')
    return tuple(r for r in HOUSE_RULES if r in value)


def _whole(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, str):
        raise PositionError(f'{where} must be a card list like "7d 8s Kd", not {show(value)}')
    try:
        return parse_cards(value)
    except NotationError as e:
        raise PositionError(f"{where}: {e}") from None


def _seat(data: dict[str, Any], key: str, n: int, required: bool = False) -> int | None:
    value = data.get(key)
    if value is None:
        if required:
            raise PositionError(f'this position needs "{key}" (a seat number)')
        return None
    if not _whole(value) or not 0 <= value < n:
        raise PositionError(f'"{key}" must be a seat number from 0 to {n - 1}, not {show(value)}')
    return int(value)


def _check_consistent(s: State, in_force: House) -> None:
    totals: Counter[int] = Counter(s.stock)
    totals.update(s.discard)
    for h in s.hands:
        totals.update(h)
    jokers = totals.pop(JOKER_ID, 0)
    if jokers and not in_force.jokers:
        raise PositionError(
            'a joker (X) plays only under the jokers house rule: add "jokers" to "rules" (H7.1)'
        )
    if jokers > JOKERS_PER_DECK * s.decks:
        deck = "one deck has" if s.decks == 1 else "two decks have"
        raise PositionError(
            f"the position holds {jokers} jokers but {deck} only {JOKERS_PER_DECK * s.decks} (H7.1)"
        )
    for card, count in totals.items():
        if count > s.decks:
            deck = "one deck has" if s.decks == 1 else "two decks have"
            raise PositionError(
                f"the position holds {count} × {TOKENS[card]} but {deck} only {s.decks} (H0)"
            )
    if not s.discard:
        raise PositionError("the discard is never empty: it starts with a card turned up (H1)")
    top = s.top
    if (top.is_joker or top.rank == EIGHT) != (s.suit is not None):
        raise PositionError(
            "an 8 (or a joker) on the discard names the suit asked, and only an 8 or a joker does: "
            'set "suit" for an 8 or a joker on top, null otherwise (H4.4, H7.1)'
        )
    phase = s.phase
    turn_hand = s.hands[s.turn]
    if phase is Phase.OVER:
        assert s.winner is not None  # parse_position requires it
        _check_winner(s, s.winner, in_force)
        if s.drawn is not None or s.penalty or s.unannounced is not None:
            raise PositionError(
                "a finished round has no drawn card, no penalty and nobody to call (H6.1)"
            )
        return
    empty = [i for i, h in enumerate(s.hands) if not h]
    if empty and (phase is not Phase.AGAIN or empty != [s.turn]):
        raise PositionError(
            f"hand {empty[0]} is empty, so the round would be over (H6.1): only the player "
            "who must play again after a 10 may hold no card (H4.1)"
        )
    if s.penalty and (phase is not Phase.PLAY or not (top.is_joker or top.rank == ACE)):
        raise PositionError(
            "a penalty is for the player to move at the start of a turn, with an ace on top "
            "(or a joker, which makes it a joker penalty) (H4.2, H7.1)"
        )
    _check_penalty(s)
    if phase is Phase.DRAWN:
        if s.drawn is None or s.drawn not in turn_hand:
            raise PositionError(
                'in the "drawn" phase, "drawn" names the card just drawn, which is in '
                "the hand of the player to move (H3.1)"
            )
    elif s.drawn is not None:
        raise PositionError('"drawn" is only set in the "drawn" phase (H3.1)')
    if phase is Phase.AGAIN and top.rank != TEN:
        raise PositionError('the "again" phase follows a 10, so a 10 is on top (H4.1)')
    ua = s.unannounced
    if ua is not None:
        if len(s.hands[ua]) != 1:
            raise PositionError(f"seat {ua} may be called only while holding one card (H5.1)")
        if phase is Phase.DRAWN or (phase is Phase.AGAIN and ua != s.turn):
            raise PositionError(
                "the chance to call is gone once the next player has made a move (H5.1)"
            )


def _check_winner(s: State, winner: int, in_force: House) -> None:
    """H6: the winner emptied their hand; or the round went round in circles (H6.2) and
    the winner's hand is worth the fewest points (then holds the fewest cards)."""
    hand = s.hands[winner]
    if not hand:
        return
    hand_points = in_force.hand_points
    mine = (hand_points(hand), len(hand))
    for q, other in enumerate(s.hands):
        if (hand_points(other), len(other)) < mine:
            raise PositionError(
                f"the winner, seat {winner}, still holds cards: a round is won with an empty hand "
                f"(H6) or, when it goes round in circles, by the hand worth the "
                f"fewest points, then with the fewest cards (H6.2), and seat {q}'s is worth "
                f"{hand_points(other)} with {len(other)} card(s), seat {winner}'s {mine[0]} "
                f"with {mine[1]}"
            )


def _check_penalty(s: State) -> None:
    """H4.2: a penalty of 2k counts the k aces played one on another since it began: the
    top k cards of the discard (H7.1: of 4k, the k jokers). Unless a call (H5.1) under the
    penalty refilled the stock (H3) with the discard under its top card: the discard then
    holds only cards of this penalty, and the others went into the stock and maybe a hand,
    to be played again (one deck can make 10). So with any other card on the discard, the
    aces (jokers) on top of it bound the penalty; on a discard of those only, nothing does."""
    if not s.penalty:
        return
    if s.top.is_joker:
        each, one, many, rule = 4, "one joker", "jokers", "H7.1"
        same = [c.is_joker for c in s.discard]
    else:
        each, one, many, rule = 2, "one ace", "aces", "H4"
        same = [c.rank == ACE for c in s.discard]
    if s.penalty % each:
        raise PositionError(
            f"a penalty of {s.penalty} is not one of {many} ({each} each, {rule}): with the "
            f"{s.top.words} on top it counts {each}, {2 * each}, {3 * each} … (H4.2)"
        )
    if all(same):
        return
    count = 0
    for it in reversed(same):
        if not it:
            break
        count += 1
    if s.penalty > each * count:
        shown = one if count == 1 else f"{count} {many}"
        raise PositionError(
            f"a penalty of {s.penalty} counts {s.penalty // each} {many} played one on "
            f"another ({each} each, {rule}), but the discard shows {shown} on top of the "
            f"{s.discard[-1 - count].words}: at most {each * count} (H4.2)"
        )
