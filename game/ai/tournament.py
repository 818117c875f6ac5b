"""Bots against bots: `python -m game.ai.tournament --players 2 --bots hard,medium --games 200`.

Every deal is replayed once per rotation of the seats, so each bot gets each seat with
the same cards; games run in --jobs processes. With `--match N` every deal starts a whole
match of N games (R10.4-R10.5): the winner of each game swaps with the loser before the
next deal, so bots make every decision a match contains. Per bot it prints the win rate
(of games) with its 95% Wilson interval, mean points, mean card count and decision time
p50/p95 (decisions with more than one legal move); with --match also matches won, and a
count of decisions by kind. The last line is about the first bot listed:
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

from game.ai.eight_half.bots import LEVELS, Bot, HardBot, make_bot
from game.rules.eight_half import State, apply_move, legal_moves
from game.rules.eight_half.match import new_match, next_game, record_game
from game.rules.eight_half.moves import Move, MoveKind
from game.rules.eight_half.observe import observe
from game.rules.eight_half.state import Phase

MAX_PLIES = 5000  # a game this long is called off (no winner): a safety net, not a rule


@frozen
class Seating:
    deal: int
    rotation: int
    seed: int
    bots: tuple[str, ...]  # bot entry j sits at seat (j + rotation) % players
    hard_iterations: int
    hard_seconds: float | None
    match: int = 1  # games per match


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
    decisions: tuple[tuple[str, int], ...] = ()  # (kind, count), see decision_kind


@frozen
class MatchRecord:
    games: tuple[GameRecord, ...]
    match_won: tuple[bool, ...]  # by bot entry: highest total (shared on equal totals)


def decision_kind(state: State, legal: Sequence[Move]) -> str:
    """What kind of decision the seat to move faces, for the coverage count."""
    if state.phase is Phase.SWAP:
        return "swap"
    if state.phase is Phase.ATTACK_WINDOW:
        return "attack_window"
    if state.opener is not None:
        return "opening"
    if legal[0].kind is MoveKind.BLIND:
        return "blind"
    if legal[0].kind is MoveKind.TAKE:
        return "take"
    return "play"


def build(name: str, s: Seating) -> Bot:
    if name == "hard":
        return HardBot(iterations=s.hard_iterations, seconds=s.hard_seconds)
    return make_bot(name)


def play_game(
    s: Seating, state: State, bots: Sequence[Bot], rngs: Sequence[random.Random]
) -> tuple[GameRecord, State]:
    """Play `state` to the end; bot entry j sits at seat (j + rotation) % players."""
    n = len(s.bots)
    seat_of = [(j + s.rotation) % n for j in range(n)]
    entry_at = {seat: j for j, seat in enumerate(seat_of)}
    times: list[list[float]] = [[] for _ in range(n)]
    decisions: dict[str, int] = {}
    plies = 0
    while state.phase is not Phase.OVER and plies < MAX_PLIES:
        seat = state.turn
        j = entry_at[seat]
        legal = legal_moves(state)
        kind = decision_kind(state, legal)
        chosen = "noswap" if kind == "swap" else kind
        t0 = time.perf_counter()
        move = bots[j].choose(observe(state, seat), legal, rngs[j])
        if len(legal) > 1:
            times[j].append((time.perf_counter() - t0) * 1000)
        if kind == "swap" and move.kind is MoveKind.SWAP:
            chosen = "swap"
        decisions[chosen] = decisions.get(chosen, 0) + 1
        state, _ = apply_move(state, move)
        plies += 1
    finished = state.phase is Phase.OVER
    counts = [seat.card_count for seat in state.seats]
    points = state.points if finished and state.points is not None else (0,) * n
    record = GameRecord(
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
        decisions=tuple(sorted(decisions.items())),
    )
    return record, state


def play_match(s: Seating) -> MatchRecord:
    """A match of `s.match` games from one seed, swaps included (R10.4-R10.5)."""
    n = len(s.bots)
    bots = [build(name, s) for name in s.bots]
    rngs = [random.Random(s.seed * 7919 + s.rotation * 31 + j) for j in range(n)]
    match = new_match(n, s.seed, s.match)
    games = []
    while True:
        record, final = play_game(s, match.game, bots, rngs)
        games.append(record)
        if not record.finished:
            break  # called off: the match ends with it
        match = record_game(match, final)
        if match.is_over:
            break
        match = next_game(match)
    leaders = match.leaders if match.results else ()
    return MatchRecord(
        games=tuple(games),
        match_won=tuple((j + s.rotation) % n in leaders for j in range(n)),
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
    hard_iterations: int, hard_seconds: float | None, match: int = 1,
) -> list[Seating]:  # fmt: skip
    """Enough deals for `games` games (a deal starts a match of `match` games)."""
    deals = max(1, math.ceil(games / (players * match)))
    return [
        Seating(d, r, seed * 100_003 + d, tuple(bots), hard_iterations, hard_seconds, match)
        for d in range(deals)
        for r in range(players)
    ]


def summarize(bots: Sequence[str], matches: Sequence[MatchRecord]) -> list[str]:
    records = [g for m in matches for g in m.games]
    lines = []
    names = list(dict.fromkeys(bots))
    width = max(len(n) for n in names)
    unfinished = sum(not r.finished for r in records)
    median_plies = statistics.median(r.plies for r in records)
    lines.append(
        f"{len(records)} games, {len(bots)} players, median {median_plies:.0f} plies, "
        f"{unfinished} called off"
    )
    if any(len(m.games) > 1 for m in matches):
        lines.append(f"{len(matches)} matches of up to {max(len(m.games) for m in matches)} games")
    kinds: dict[str, int] = {}
    for r in records:
        for kind, count in r.decisions:
            kinds[kind] = kinds.get(kind, 0) + count
    lines.append("decisions: " + " ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    lines.append(
        f"{'bot':<{width}}  seats  win_rate  95% interval    points  cards  p50_ms  p95_ms"
        "  matches_won"
    )
    for name in names:
        js = [j for j, b in enumerate(bots) if b == name]
        results = [r.entries[j] for r in records for j in js]
        wins = sum(e.won for e in results)
        low, high = wilson(wins, len(results))
        times = [t for e in results for t in e.times_ms]
        match_wins = sum(m.match_won[j] for m in matches for j in js)
        lines.append(
            f"{name:<{width}}  {len(js):>5}  {wins / len(results):>8.3f}  [{low:.3f}, {high:.3f}]"
            f"  {statistics.mean(e.points for e in results):>6.2f}"
            f"  {statistics.mean(e.cards for e in results):>5.1f}"
            f"  {percentile(times, 0.5):>6.1f}  {percentile(times, 0.95):>6.1f}"
            f"  {match_wins:>5}/{len(matches) * len(js)}"
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
    hard_iterations: int = 4000, hard_seconds: float | None = 0.45, match: int = 1,
) -> list[MatchRecord]:  # fmt: skip
    tasks = seatings(players, bots, games, seed, hard_iterations, hard_seconds, match)
    if jobs <= 1:
        return [play_match(t) for t in tasks]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(play_match, tasks, chunksize=1)


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
    ap.add_argument("--games", type=int, default=100,
                    help="games in all, rounded up to whole rotations (of whole matches)")
    ap.add_argument("--match", type=int, default=1, metavar="N",
                    help="play whole matches of N games, with the winner's swap (R10.4)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--hard-iterations", type=int, default=4000)
    ap.add_argument("--hard-seconds", type=float, default=0.45,
                    help="Hard's time budget per decision (0: iterations only)")
    args = ap.parse_args(argv)
    if args.match < 1:
        ap.error("--match takes a number of games from 1")
    bots = parse_bots(args.bots, args.players)
    t0 = time.perf_counter()
    records = run(args.players, bots, args.games, args.seed, args.jobs,
                  args.hard_iterations, args.hard_seconds or None, args.match)
    print(f"({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    for line in summarize(bots, records):
        print(line)


if __name__ == "__main__":
    main()
