"""Benchmark: how long the review takes, decision by decision, on one core.

    python tests/perf/review.py --game eight_half|huit [--games 3] [--playouts N]

Reviews whole seeded bot games (8½: games; Huit: rounds) of at least MIN_DECISIONS
decisions of the reviewed seat, one after the other on this one thread, and prints
`review: game=… decisions=… seconds=… per_decision_ms=…`. The time is this process's
processor time, so another program on the machine does not count (on a quiet machine it is
the wall clock's). Goal: at most 500 ms a decision.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bot_games  # noqa: E402

from game.ai.review.analysis import review  # noqa: E402
from game.ai.review.judges import judge_for  # noqa: E402

MIN_DECISIONS = 20
SEAT = 0
# The tables reviewed: players and levels (the reviewed seat first, a person: "hard").
TABLES = (
    ["hard", "medium"],
    ["hard", "easy", "medium"],
    ["hard", "medium", "hard", "easy"],
)


def decisions_of(game: str, moves: list[object], start: object, levels: list[str]) -> int:
    """How many decisions SEAT has in the game (more than one legal move)."""
    judge = judge_for(game, levels)
    state = start
    count = 0
    for move in moves:
        if judge.mover(state) == SEAT and len(judge.legal(state)) > 1:
            count += 1
        state = judge.apply(state, move)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--game", choices=bot_games.GAMES, required=True)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--playouts", type=int, help="per decision (default: the game's)")
    args = parser.parse_args()
    total = 0
    seconds = 0.0
    seed = 0
    for g in range(args.games):
        levels = TABLES[g % len(TABLES)]
        while True:  # the next seeded game long enough to review
            seed += 1
            start, moves, _ = bot_games.play(args.game, len(levels), levels, seed)
            if decisions_of(args.game, moves, start, levels) >= MIN_DECISIONS:
                break
        judge = judge_for(args.game, levels, args.playouts)
        began = time.process_time()
        total += sum(1 for _ in review(judge, start, moves, SEAT, seed=seed))
        seconds += time.process_time() - began
    print(
        f"review: game={args.game} decisions={total} seconds={seconds:.1f} "
        f"per_decision_ms={1000 * seconds / total:.0f}"
    )


if __name__ == "__main__":
    main()
