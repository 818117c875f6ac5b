"""Benchmark: do the review's chances mean what they say?

    python tests/perf/calibration.py --game eight_half|huit [--games 60] [--playouts 1200]

Plays seeded bot games of mixed levels (2 to 4 players, each seat Easy, Medium or Hard),
reviews one seat of each (the seats in turn) as the review would (game.ai.review), and
compares the chance given to each move the seat made with whether that seat won the game
(8½) or the round (Huit). Prints
`calibration: game=… games=… predictions=… brier=… ece=…`; ECE is the expected calibration
error over 10 equal bins of chance. Goals: at least 1,000 predictions, ECE <= 0.05.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bot_games  # noqa: E402

from game.ai.review.analysis import review  # noqa: E402
from game.ai.review.budget import PLAYOUTS  # noqa: E402
from game.ai.review.judges import judge_for  # noqa: E402

BINS = 10


def ece(pairs: list[tuple[float, int]], bins: int = BINS) -> float:
    """Expected calibration error: per bin of chance, |mean chance - share won|, weighed by
    the bin's share of the predictions."""
    total = 0.0
    for b in range(bins):
        inside = [(p, o) for p, o in pairs if min(int(p * bins), bins - 1) == b]
        if inside:
            gap = sum(p for p, _ in inside) / len(inside) - sum(o for _, o in inside) / len(inside)
            total += abs(gap) * len(inside)
    return total / len(pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--game", choices=bot_games.GAMES, required=True)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pairs: list[tuple[float, int]] = []
    for g in range(args.games):
        seed = args.seed * 100_003 + g
        rng = random.Random(seed)
        players = rng.randint(2, 4)
        levels = bot_games.mixed_levels(players, rng)
        start, moves, winner = bot_games.play(args.game, players, levels, seed)
        seat = g % players
        judge = judge_for(args.game, levels, args.playouts)
        won = int(winner == seat)
        pairs += [(d.played_chance, won) for d in review(judge, start, moves, seat, seed=seed)]
    brier = sum((p - o) ** 2 for p, o in pairs) / len(pairs)
    print(
        f"calibration: game={args.game} games={args.games} predictions={len(pairs)} "
        f"brier={brier:.4f} ece={ece(pairs):.4f}"
    )


if __name__ == "__main__":
    main()
