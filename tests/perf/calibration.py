"""Benchmark: do the review's chances mean what they say?

    python tests/perf/calibration.py --game eight_half|huit [--games 100] [--playouts N]

Plays seeded bot games of mixed levels (2 to 4 players, each seat Easy, Medium or Hard) and,
at a few decisions of every seat (PER_SEAT, spread over the game), asks the review's judge
(game.ai.review) for the chance of the move the seat made; then compares each chance with
whether that seat won the game (8½) or the round (Huit). A game's decisions share one
outcome, so a few from many games tell more than all from a few. Prints
`calibration: game=… games=… predictions=… brier=… ece=…`; ECE is the expected calibration
error over 10 equal bins of chance (`--bins` also prints each bin). Goals: at least 1,000
predictions, ECE <= 0.05.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bot_games  # noqa: E402

from game.ai.review.analysis import decision_rng  # noqa: E402
from game.ai.review.judges import judge_for  # noqa: E402

BINS = 10
PER_SEAT = 4  # decisions judged for each seat of a game


def ece(pairs: list[tuple[float, int]], bins: int = BINS) -> float:
    """Expected calibration error: per bin of chance, |mean chance - share won|, weighed by
    the bin's share of the predictions."""
    return sum(abs(p - w) * n for p, w, n in binned(pairs, bins)) / len(pairs)


def binned(pairs: list[tuple[float, int]], bins: int = BINS) -> list[tuple[float, float, int]]:
    """Per non-empty bin of chance: the mean chance, the share won, the predictions."""
    out = []
    for b in range(bins):
        inside = [(p, o) for p, o in pairs if min(int(p * bins), bins - 1) == b]
        if inside:
            n = len(inside)
            out.append((sum(p for p, _ in inside) / n, sum(o for _, o in inside) / n, n))
    return out


def judged(game: str, seed: int, playouts: int) -> list[tuple[float, int]]:
    """(chance of the move made, won) at PER_SEAT decisions of each seat of one game."""
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    levels = bot_games.mixed_levels(players, rng)
    start, moves, winner = bot_games.play(game, players, levels, seed)
    judges = [judge_for(game, levels, playouts) for _ in range(players)]
    # Where each seat decides, then PER_SEAT of those, spread evenly (the same every run).
    decides: list[list[int]] = [[] for _ in range(players)]
    state: Any = start
    for ply, move in enumerate(moves):
        mover = judges[0].mover(state)
        if mover is not None and len(judges[0].legal(state)) > 1:
            decides[mover].append(ply)
        state = judges[0].apply(state, move)
    chosen = {
        (seat, plies[i * len(plies) // PER_SEAT])
        for seat, plies in enumerate(decides)
        for i in range(min(PER_SEAT, len(plies)))
    }
    pairs = []
    state = start
    for ply, move in enumerate(moves):
        for seat, judge in enumerate(judges):
            obs = judge.watch(state, seat)  # every seat watches the game (Huit remembers)
            if (seat, ply) in chosen:
                legal = judge.legal(state)
                chances = judge.chances(obs, legal, decision_rng(seed, ply), lambda: False)
                assert chances is not None
                pairs.append((chances[legal.index(move)], int(winner == seat)))
        state = judges[0].apply(state, move)
    return pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--game", choices=bot_games.GAMES, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--playouts", type=int, help="per decision (default: the game's)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bins", action="store_true", help="print each bin too")
    args = parser.parse_args()
    pairs: list[tuple[float, int]] = []
    for g in range(args.games):
        pairs += judged(args.game, args.seed * 100_003 + g, args.playouts)
    brier = sum((p - o) ** 2 for p, o in pairs) / len(pairs)
    if args.bins:
        for p, w, n in binned(pairs):
            print(f"bin: chance={p:.3f} won={w:.3f} predictions={n}")
    print(
        f"calibration: game={args.game} games={args.games} predictions={len(pairs)} "
        f"brier={brier:.4f} ece={ece(pairs):.4f}"
    )


if __name__ == "__main__":
    main()
