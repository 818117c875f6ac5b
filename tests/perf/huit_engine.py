"""Benchmark: random legal Huit américain rounds (RULES.md Part B).

    python tests/perf/huit_engine.py [--seconds 5] [--rules all | --rules jokers,seven_cards]

Prints `engine: plies_per_s=... games_per_s=... median_plies=...` for the compact engine
(core.Table: the path bots search with; goal >= 100,000 plies/s on one core) and
`public: plies_per_s=...` for the frozen-state contract (legal_moves + apply_move; goal
>= 30,000 plies/s). Rounds are dealt up front for 2-5 players, 1 and 2 decks: dealing is not
the searched path. `--rules` deals them under house rules (H7): any H7 names, comma-separated,
or "all"; the goal is the same with every rule on.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.rules.huit import (  # noqa: E402
    HOUSE_RULES,
    State,
    apply_move,
    house_rules,
    legal_moves,
    new_game,
)
from game.rules.huit.core import OVER, Table  # noqa: E402
from game.rules.huit.state import Phase  # noqa: E402


def _starts(count: int, rules: tuple[str, ...]) -> list[State]:
    return [new_game(2 + i % 4, seed=i, decks=1 + (i // 4) % 2, rules=rules) for i in range(count)]


def rules_option(text: str) -> tuple[str, ...]:
    """`all`, or H7 names separated by commas (or nothing: the book's rules)."""
    if text.strip() == "all":
        return HOUSE_RULES
    try:
        return house_rules(name.strip() for name in text.split(",") if name.strip())
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def compact_plies(seconds: float, rules: tuple[str, ...] = ()) -> tuple[float, float, float]:
    """(plies per second, rounds per second, median plies per round) on core.Table."""
    rng = random.Random(2005)
    starts = [Table.from_state(s) for s in _starts(400, rules)]
    plies_per_game: list[int] = []
    total = 0
    elapsed = 0.0
    i = 0
    choice = rng.choice
    while elapsed < seconds:
        table = starts[i % len(starts)].copy()
        i += 1
        t0 = time.process_time()
        n = 0
        while table.phase != OVER:  # no cap: H6.2 ends a round that goes round in circles
            table.play(choice(table.legal()))
            n += 1
        elapsed += time.process_time() - t0
        total += n
        plies_per_game.append(n)
    return total / elapsed, len(plies_per_game) / elapsed, statistics.median(plies_per_game)


def public_plies(seconds: float, rules: tuple[str, ...] = ()) -> float:
    """Plies per second through the public contract: legal_moves + apply_move on States."""
    rng = random.Random(2005)
    starts = _starts(100, rules)
    total = 0
    elapsed = 0.0
    i = 0
    choice = rng.choice
    while elapsed < seconds:
        state = starts[i % len(starts)]
        i += 1
        t0 = time.process_time()
        n = 0
        while state.phase is not Phase.OVER:  # no cap (H6.2)
            state = apply_move(state, choice(legal_moves(state))).state
            n += 1
        elapsed += time.process_time() - t0
        total += n
    return total / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument(
        "--rules",
        type=rules_option,
        default=(),
        help='house rules (H7): "all", or names separated by commas',
    )
    args = parser.parse_args()
    rules = args.rules
    shown = ",".join(rules) or "book"
    plies, games, median = compact_plies(args.seconds, rules)
    print(
        f"engine: plies_per_s={plies:.0f} games_per_s={games:.1f} median_plies={median:.0f} "
        f"rules={shown}"
    )
    print(f"public: plies_per_s={public_plies(args.seconds, rules):.0f} rules={shown}")


if __name__ == "__main__":
    main()
