"""Why a move is not legal, in words a player understands (used by IllegalMove)."""

from __future__ import annotations

from collections import Counter

from attrs import frozen

from game.rules.eight_half import core
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import Move, MoveKind, play_shape
from game.rules.eight_half.state import Phase, Seat, State, format_bid

_NAMES = {
    Card.ZERO: "0", Card.HALF: "½", Card.GHOST: "ghost",
}  # fmt: skip


@frozen
class Refusal:
    """Why a move is refused: a stable `code` and its `facts` (for a translated text),
    and `text`, the same in English words."""

    code: str
    text: str
    facts: dict[str, str | int]


def _no(code: str, text: str, **facts: str | int) -> Refusal:
    return Refusal(code, text, facts)


def card_name(card: Card) -> str:
    return _NAMES.get(card, str(int(card)))


def bid_words(bid_halves: int) -> str:
    return format_bid(bid_halves).replace(".5", "½")


def why_illegal(state: State, move: Move) -> Refusal:
    """The reason `move` is refused in `state` (assumes it is not legal)."""
    phase = state.phase
    kind = move.kind
    if phase is Phase.OVER:
        return _no("over", "the game is over")
    if phase is Phase.SWAP:
        if kind not in (MoveKind.SWAP, MoveKind.NOSWAP):
            return _no(
                "swap_first",
                "the winner of the last game swaps an open card or declines first (R10.4)",
            )
        return _why_swap(state, move)
    if kind in (MoveKind.SWAP, MoveKind.NOSWAP):
        return _no(
            "no_swap_now",
            "a swap is only offered to the last game's winner before the opening (R10.4)",
        )
    seat = state.seats[state.turn]
    zone = _zone(seat)
    if phase is Phase.ATTACK_WINDOW:
        if kind is MoveKind.TAKE:
            return _no("nothing_to_take", "there is nothing to take: attack or pass (R9.3)")
        target = (state.bid_halves + 1) // 2
        if kind is MoveKind.PLAY and zone is not None and move.zone is zone:
            problem = _ownership(seat, move)
            if problem:
                return problem
        if target > 9:
            return _no("only_pass", "nothing can attack this bid: pass (R9.3)")
        said = bid_words(state.bid_halves)
        return _no(
            "attack_or_pass",
            f"the only choices now are an attack with a {target} on {said} or pass (R9.3)",
            n=target,
            bid=said,
        )
    if kind is MoveKind.PASS:
        return _no(
            "no_pass_now", "'pass' is only for the attack window after someone finishes (R9.3)"
        )
    if state.opener is not None:
        low = min(c for c in seat.hand if c.is_yellow)
        return _no(
            "opening",
            f"the game opens with the lowest yellow card in hand: play your {int(low)} (R3)",
            n=int(low),
        )
    if kind is MoveKind.TAKE:
        if zone is Zone.BLIND:
            return _no(
                "turn_blind",
                "at the blind cards you turn one over instead of taking the pile (R8.4)",
            )
        return _no("no_take", "you have a legal play, so you may not take the pile (R7.1)")
    if kind is MoveKind.BLIND:
        if zone is not Zone.BLIND:
            where = "hand" if zone is Zone.HAND else "open cards"
            return _no(
                "hand_first" if zone is Zone.HAND else "open_first",
                f"blind cards come last: play from your {where} first (R8)",
            )
        return _no(
            "turn_blind", f"there is no blind card {move.index}: choose 0 to {len(seat.blind) - 1}"
        )
    # A card play.
    if zone is Zone.BLIND:
        return _no("turn_blind", 'only blind cards are left: turn one over with "blind i" (R8.4)')
    if move.zone is not zone:
        if zone is Zone.HAND:
            return _no("hand_first", "while your hand holds cards you play from the hand (R8.1)")
        return _no("open_first", "your hand is empty: play from your open cards now (R8.2)")
    problem = _ownership(seat, move)
    if problem:
        return problem
    if not any(m < core.BLIND for m in core.Table.from_state(state).legal()):
        return _no("must_take", "none of your cards can be played: take the pile (R7.1)")
    return _why_cards(state, move.cards)


def _zone(seat: Seat) -> Zone | None:
    if seat.hand:
        return Zone.HAND
    if seat.open:
        return Zone.OPEN
    if seat.blind:
        return Zone.BLIND
    return None


def _ownership(seat: Seat, move: Move) -> Refusal | None:
    have = Counter(seat.hand if move.zone is Zone.HAND else seat.open)
    where = "hand" if move.zone is Zone.HAND else "open cards"
    for card, count in Counter(move.cards).items():
        if have[card] < count:
            many = f"{count} × {card_name(card)}" if count > 1 else f"a {card_name(card)}"
            return _no("not_yours", f"you do not have {many} in your {where}")
    return None


def _why_cards(state: State, cards: tuple[Card, ...]) -> Refusal:
    bid = state.bid_halves
    said = bid_words(bid)
    shape = play_shape(cards)
    assert shape is not None
    k, count = shape
    if k == core.COMBO:
        if state.five_rule:
            return _no("lower", "the five-rule is on: the 8½ combination is too high (R5.4)")
        return _no(
            "combo_high",
            f"the 8½ combination needs a bid of 8 or less, or exactly 8½; the bid is {said} (R5.6)",
            bid=said,
        )
    if k == core.HALF:
        if bid == core.EIGHT_HALF:
            return _no("no_half_on_8half", "no ½ may be played on 8½ (R5.3)")
        most = core.EIGHT_HALF - bid
        return _no(
            "too_many_halves",
            f"{count} halves would climb past 8½ from {said}: at most {most} here (R5.3)",
            count=count,
            bid=said,
            n=most,
        )
    if bid == core.EIGHT_HALF and k != 9:
        return _no("on_8half", "on 8½ only a ghost, the 8½ combination or a 9 may be played (R5.7)")
    if k == 0:
        return _no(
            "zero_on_half", f"a 0 may only go on a whole bid, not on {said} (R5.5)", bid=said
        )
    if k == 5:
        return _no(
            "five_high",
            f"a blue 5 may only go on a bid of 5 or less, not on {said} (R5.4)",
            bid=said,
        )
    if state.five_rule:
        return _no("lower", "five — lower! Play a card under 5, a 5, a 0, a ghost or a ½ (R5.4)")
    return _no("too_low", f"a {k} is lower than the bid of {said} (R5.1)", n=k, bid=said)


def _why_swap(state: State, move: Move) -> Refusal:
    assert state.swapper is not None and state.loser is not None
    give, receive = move.cards
    if give not in state.seats[state.swapper].open:
        return _no("swap_mine", f"you have no open {card_name(give)} to give (R10.4)")
    if receive not in state.seats[state.loser].open:
        return _no("swap_theirs", f"the loser has no open {card_name(receive)} to take (R10.4)")
    return _no("swap_mine", "that swap is not possible (R10.4)")  # pragma: no cover
