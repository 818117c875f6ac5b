"""Benchmark: random legal play of both games, on the path the bots search with (the compact
engine) or on the public contract (frozen states: legal_moves + apply_move).

    python tests/perf/engine.py [--game eight_half|huit] [--seconds 5]
    python tests/perf/engine.py --public [--seconds 5]

Compact: last line `engine: plies_per_s=... games_per_s=... median_plies=...` (goal: >= 100,000
plies/s on one core). --public, both games: `public: game=eight_half plies_per_s=...` and
`public: game=huit plies_per_s=...` (goal: >= 30,000 each).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import huit_engine  # noqa: E402

from game.rules import eight_half  # noqa: E402
from game.rules.eight_half.core import OVER, Table  # noqa: E402
from game.rules.eight_half.deal import deal  # noqa: E402


def play_random(table: Table, rng: random.Random) -> int:
    plies = 0
    choice = rng.choice
    while table.phase != OVER:  # no cap: R10.6 ends a game that goes round in circles
        table.play(choice(table.legal()))
        plies += 1
    return plies


def eight_half_compact(seconds: float) -> tuple[float, float, float]:
    rng = random.Random(2005)
    # Deal up front: dealing is not the searched path, rollouts start from a position.
    starts = [Table.from_state(deal(2 + i % 4, seed=i)) for i in range(400)]
    plies_per_game: list[int] = []
    total = 0
    elapsed = 0.0
    i = 0
    while elapsed < seconds:
        table = starts[i % len(starts)].copy()
        i += 1
        t0 = time.process_time()
        n = play_random(table, rng)
        elapsed += time.process_time() - t0
        total += n
        plies_per_game.append(n)
    return total / elapsed, len(plies_per_game) / elapsed, statistics.median(plies_per_game)


def eight_half_public(seconds: float) -> float:
    """Plies per second through legal_moves + apply_move on frozen states."""
    rng = random.Random(2005)
    starts = [deal(2 + i % 4, seed=i) for i in range(100)]
    total = 0
    elapsed = 0.0
    i = 0
    while elapsed < seconds:
        state = starts[i % len(starts)]
        i += 1
        t0 = time.process_time()
        plies = 0
        while not state.is_over:  # no cap: R10.6 ends a game that goes round in circles
            state = eight_half.apply_move(state, rng.choice(eight_half.legal_moves(state))).state
            plies += 1
        elapsed += time.process_time() - t0
        total += plies
    return total / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=("eight_half", "huit"), default="eight_half")
    parser.add_argument("--public", action="store_true", help="both games' public contract")
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    if args.public:
        print(f"public: game=eight_half plies_per_s={eight_half_public(args.seconds):.0f}")
        print(f"public: game=huit plies_per_s={huit_engine.public_plies(args.seconds):.0f}")
        return
    if args.game == "huit":
        plies, games, median = huit_engine.compact_plies(args.seconds)
    else:
        plies, games, median = eight_half_compact(args.seconds)
    print(f"engine: plies_per_s={plies:.0f} games_per_s={games:.1f} median_plies={median:.0f}")


if __name__ == "__main__":
    main()
