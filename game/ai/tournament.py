"""Bots against bots: `python -m game.ai.tournament --players 2 --bots hard,medium --games 200`.

Every deal is replayed once per rotation of the seats, so each bot gets each seat with
the same cards; games run in --jobs processes. Per bot it prints the win rate with its 95%
Wilson interval, mean points, mean card count and decision time p50/p95 (decisions with
more than one legal move). The last line is about the first bot listed:
`first: bot=... win_rate=... ci_low=... ci_high=... p50_ms=... p95_ms=...`.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Sequence

from attrs import frozen

from game.ai.bots import LEVELS, Bot, HardBot, make_bot
from game.rules.eight_half import apply_move, legal_moves, new_game
from game.rules.observe import observe
from game.rules.state import Phase

MAX_PLIES = 5000  # a game this long is called off (no winner): a safety net, not a rule


@frozen
class Seating:
    deal: int
    rotation: int
    seed: int
    bots: tuple[str, ...]  # bot entry j sits at seat (j + rotation) % players
    hard_iterations: int
    hard_seconds: float | None


@frozen
class EntryResult:
    won: bool
    points: int
    cards: int
    times_ms: tuple[float, ...]


@frozen
class GameRecord:
    entries: tuple[EntryResult, ...]  # by bot entry, not by seat
    finished: bool
    plies: int


def build(name: str, s: Seating) -> Bot:
    if name == "hard":
        return HardBot(iterations=s.hard_iterations, seconds=s.hard_seconds)
    return make_bot(name)


def play_game(s: Seating) -> GameRecord:
    n = len(s.bots)
    seat_of = [(j + s.rotation) % n for j in range(n)]
    entry_at = {seat: j for j, seat in enumerate(seat_of)}
    bots = [build(name, s) for name in s.bots]
    rngs = [random.Random(s.seed * 7919 + s.rotation * 31 + j) for j in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    state = new_game(n, s.seed)
    plies = 0
    while state.phase is not Phase.OVER and plies < MAX_PLIES:
        seat = state.turn
        j = entry_at[seat]
        legal = legal_moves(state)
        t0 = time.perf_counter()
        move = bots[j].choose(observe(state, seat), legal, rngs[j])
        if len(legal) > 1:
            times[j].append((time.perf_counter() - t0) * 1000)
        state, _ = apply_move(state, move)
        plies += 1
    finished = state.phase is Phase.OVER
    counts = [seat.card_count for seat in state.seats]
    points = state.points if finished and state.points is not None else (0,) * n
    return GameRecord(
        entries=tuple(
            EntryResult(
                won=finished and state.winner == seat_of[j],
                points=points[seat_of[j]],
                cards=counts[seat_of[j]],
                times_ms=tuple(times[j]),
            )
            for j in range(n)
        ),
        finished=finished,
        plies=plies,
    )


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def seatings(
    players: int, bots: Sequence[str], games: int, seed: int,
    hard_iterations: int, hard_seconds: float | None,
) -> list[Seating]:  # fmt: skip
    deals = max(1, math.ceil(games / players))
    return [
        Seating(d, r, seed * 100_003 + d, tuple(bots), hard_iterations, hard_seconds)
        for d in range(deals)
        for r in range(players)
    ]


def summarize(bots: Sequence[str], records: Sequence[GameRecord]) -> list[str]:
    lines = []
    names = list(dict.fromkeys(bots))
    width = max(len(n) for n in names)
    unfinished = sum(not r.finished for r in records)
    median_plies = statistics.median(r.plies for r in records)
    lines.append(
        f"{len(records)} games, {len(bots)} players, median {median_plies:.0f} plies, "
        f"{unfinished} called off"
    )
    lines.append(
        f"{'bot':<{width}}  seats  win_rate  95% interval    points  cards  p50_ms  p95_ms"
    )
    for name in names:
        js = [j for j, b in enumerate(bots) if b == name]
        results = [r.entries[j] for r in records for j in js]
        wins = sum(e.won for e in results)
        low, high = wilson(wins, len(results))
        times = [t for e in results for t in e.times_ms]
        lines.append(
            f"{name:<{width}}  {len(js):>5}  {wins / len(results):>8.3f}  [{low:.3f}, {high:.3f}]"
            f"  {statistics.mean(e.points for e in results):>6.2f}"
            f"  {statistics.mean(e.cards for e in results):>5.1f}"
            f"  {percentile(times, 0.5):>6.1f}  {percentile(times, 0.95):>6.1f}"
        )
    first = [r.entries[0] for r in records]
    wins = sum(e.won for e in first)
    low, high = wilson(wins, len(first))
    times = [t for e in first for t in e.times_ms]
    p50, p95 = percentile(times, 0.5), percentile(times, 0.95)
    lines.append(
        f"first: bot={bots[0]} win_rate={wins / len(first):.3f} ci_low={low:.3f} "
        f"ci_high={high:.3f} p50_ms={p50:.1f} p95_ms={p95:.1f}"
    )
    return lines


def run(
    players: int, bots: Sequence[str], games: int, seed: int, jobs: int = 1,
    hard_iterations: int = 4000, hard_seconds: float | None = 0.45,
) -> list[GameRecord]:  # fmt: skip
    tasks = seatings(players, bots, games, seed, hard_iterations, hard_seconds)
    if jobs <= 1:
        return [play_game(t) for t in tasks]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(play_game, tasks, chunksize=1)


def parse_bots(text: str, players: int) -> list[str]:
    bots = [b.strip().lower() for b in text.split(",") if b.strip()]
    unknown = [b for b in bots if b not in LEVELS]
    if unknown or not bots:
        raise SystemExit(f"--bots takes levels from {', '.join(LEVELS)}, got {text!r}")
    if len(bots) > players:
        raise SystemExit(f"{len(bots)} bots for {players} players")
    return bots + [bots[-1]] * (players - len(bots))  # the last one fills the other seats


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m game.ai.tournament", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=2, choices=range(2, 6))
    ap.add_argument("--bots", default="hard,medium", help="levels by seat, e.g. hard,medium")
    ap.add_argument("--games", type=int, default=100, help="rounded up to whole rotations")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--hard-iterations", type=int, default=4000)
    ap.add_argument("--hard-seconds", type=float, default=0.45,
                    help="Hard's time budget per decision (0: iterations only)")
    args = ap.parse_args(argv)
    bots = parse_bots(args.bots, args.players)
    t0 = time.perf_counter()
    records = run(args.players, bots, args.games, args.seed, args.jobs,
                  args.hard_iterations, args.hard_seconds or None)
    print(f"({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    for line in summarize(bots, records):
        print(line)


if __name__ == "__main__":
    main()
