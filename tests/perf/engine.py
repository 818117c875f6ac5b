"""Benchmark: random legal 8½ games on the compact engine, the path the bots search with.

    python tests/perf/engine.py [--seconds 5]

Last line: `engine: plies_per_s=... games_per_s=... median_plies=...` (goal: >= 100,000 plies/s).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.rules.eight_half.core import OVER, Table  # noqa: E402
from game.rules.eight_half.deal import deal  # noqa: E402


def play_random(table: Table, rng: random.Random) -> int:
    plies = 0
    choice = rng.choice
    while table.phase != OVER:
        table.play(choice(table.legal()))
        plies += 1
    return plies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    rng = random.Random(2005)
    # Deal up front: dealing is not the searched path, rollouts start from a position.
    starts = [Table.from_state(deal(2 + i % 4, seed=i)) for i in range(400)]
    plies_per_game: list[int] = []
    total = 0
    elapsed = 0.0
    i = 0
    while elapsed < args.seconds:
        table = starts[i % len(starts)].copy()
        i += 1
        t0 = time.perf_counter()
        n = play_random(table, rng)
        elapsed += time.perf_counter() - t0
        total += n
        plies_per_game.append(n)
    games = len(plies_per_game)
    for players in (2, 3, 4, 5):
        sub = plies_per_game[players - 2 :: 4]
        print(f"  {players} players: {len(sub)} games, median {statistics.median(sub):.0f} plies")
    print(
        f"engine: plies_per_s={total / elapsed:.0f} games_per_s={games / elapsed:.1f} "
        f"median_plies={statistics.median(plies_per_game):.0f}"
    )


if __name__ == "__main__":
    main()
