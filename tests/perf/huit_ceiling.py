"""The ceiling of Huit américain against Medium: how often a player who sees every card wins.

    python tests/perf/huit_ceiling.py [--players 2] [--rounds 300] [--seed 1]
                                      [--player pi-search|pi-greedy|hands|medium|easy]
                                      [--iterations 400] [--seed-set 1]

A perfect-information (PI) player sees the true position: every hand and the stock (not the
refill shuffles to come, H3: each look-ahead shuffles them afresh). It sits at one seat,
Medium (game.ai.huit.policy, the shipped rules) at all the others; every deal is played once
per rotation of the seats, as the tournament does. The result bounds what any fair player
(Hard included) can reach against Medium: if the PI player stays under a goal, the goal is
beyond the game's luck.

- pi-search: for each of its moves, `--iterations` look-aheads shared by UCB1 among the
  legal moves (the forgetting twins of "Carte !" left out), each played to the end of the
  round by Medium for every seat (a tenth of the moves at random); scored 1 for a win.
- pi-greedy: for each legal move, one look-ahead where every seat plays Medium exactly (the
  opponents' real policy) on the true cards; a move that wins, else Medium's own choice.
- hands: the shipped Hard (its candidates, search and budget) reading the other hands
  exactly; the stock's order and the refill shuffles stay hidden (each deal shuffles the
  stock above the cards turned up at the deal, H1). The ceiling of reading: no fair player
  knows the hands better, and Hard's own reading is what it falls short by.

The last line: `ceiling: player=... players=... rounds=... win_rate=... ci_low=... ci_high=...`.
Kept out of the shipped bots on purpose: it reads hidden cards.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.huit.bots import HardBot, candidates  # noqa: E402
from game.ai.huit.policy import carte_first, medium_move  # noqa: E402
from game.ai.huit.search import search  # noqa: E402
from game.rules.huit import core, observe  # noqa: E402
from game.rules.huit.deal import deal  # noqa: E402

MAX_PLIES = 3000
NOISE = 0.1


def _playout(t: core.Table, rng: random.Random, noise: float) -> None:
    for _ in range(MAX_PLIES):
        if t.phase == core.OVER:
            return
        legal = t.legal()
        if noise and rng.random() < noise:
            t.play(rng.choice(legal))
        else:
            t.play(medium_move(t, legal, rng))


def _candidates(legal: list[int]) -> list[int]:
    if core.CALL in legal:
        return [core.CALL]
    return sorted(carte_first(legal)) + [m for m in legal if m >= core.DRAW]


def pi_search(t: core.Table, legal: list[int], rng: random.Random, iterations: int) -> int:
    moves = _candidates(legal)
    if len(moves) == 1:
        return moves[0]
    me = t.turn
    n = len(moves)
    visits = [0] * n
    total = [0.0] * n
    for i in range(iterations):
        if i < n:
            j = i
        else:
            log_i = math.log(i)
            j = max(range(n), key=lambda a: total[a] / visits[a]
                    + 0.4 * math.sqrt(log_i / visits[a]))  # fmt: skip
        look = t.copy()
        look.rng = rng.getrandbits(64)  # the refills to come are not seen
        look.play(moves[j])
        _playout(look, rng, NOISE)
        visits[j] += 1
        total[j] += look.winner == me
    return moves[max(range(n), key=lambda a: (total[a] / visits[a] if visits[a] else -1, a))]


def pi_greedy(t: core.Table, legal: list[int], rng: random.Random, iterations: int) -> int:
    moves = _candidates(legal)
    default = medium_move(t, legal, rng)
    if len(moves) == 1:
        return moves[0]
    me = t.turn
    wins = []
    for m in moves:
        look = t.copy()
        look.play(m)
        _playout(look, rng, 0.0)
        if look.winner == me:
            wins.append(m)
    return default if not wins or default in wins else wins[0]


def hands(t: core.Table, legal: list[int], rng: random.Random, iterations: int) -> int:
    moves = candidates(legal)
    if len(moves) == 1:
        return moves[0]
    obs = observe(t.copy().to_state(), t.turn)
    turned = t.turned

    def true_hands(r: random.Random) -> core.Table:
        look = t.copy()
        hidden = look.stock[turned:]  # the bottom `turned` cards were seen at the deal
        r.shuffle(hidden)
        look.stock[turned:] = hidden
        look.rng = r.getrandbits(64)
        return look

    hard = HardBot()
    return search(obs, moves, rng, iterations=hard.iterations, seconds=hard.seconds,
                  deal=true_hands)  # fmt: skip


def medium(t: core.Table, legal: list[int], rng: random.Random, iterations: int) -> int:
    return medium_move(t, legal, rng)


def easy(t: core.Table, legal: list[int], rng: random.Random, iterations: int) -> int:
    """The shipped Easy on the compact engine (its hand is sorted, as its observation is)."""
    plays = [m for m in legal if m < core.DRAW]
    if not plays:
        return next(m for m in legal if m != core.CALL)
    card = min(m & core.CARD_MASK for m in plays)
    own = [m for m in plays if m & core.CARD_MASK == card
           and (m >> core.SUIT_SHIFT & 7) in (0, (card & 3) + 1)]  # fmt: skip
    if len(own) > 1:
        forget = rng.random() < 1 / 3
        return next(m for m in own if bool(m & core.CARTE) is not forget)
    return own[0]


PLAYERS = {
    "pi-search": pi_search,
    "pi-greedy": pi_greedy,
    "hands": hands,
    "medium": medium,
    "easy": easy,
}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--player", default="pi-search", choices=sorted(PLAYERS))
    ap.add_argument("--against", default="medium", choices=sorted(PLAYERS))
    ap.add_argument("--iterations", type=int, default=400)
    args = ap.parse_args()
    player = PLAYERS[args.player]
    other = PLAYERS[args.against]
    n = args.players
    wins = rounds = 0
    t0 = time.process_time()
    deals = math.ceil(args.rounds / n)
    for d in range(deals):
        start = core.table_of(deal(n, args.seed * 100_003 + d))
        for rotation in range(n):
            t = start.copy()
            me = rotation  # the player sits at seat `rotation`
            rngs = [random.Random(args.seed * 7919 + rotation * 31 + p) for p in range(n)]
            for _ in range(MAX_PLIES):
                if t.phase == core.OVER:
                    break
                legal = t.legal()
                p = t.turn
                if len(legal) == 1:
                    t.play(legal[0])
                    continue
                bot = player if p == me else other
                t.play(bot(t, legal, rngs[p], args.iterations))
            rounds += 1
            wins += t.winner == me
    low, high = wilson(wins, rounds)
    print(f"({time.process_time() - t0:.0f} s cpu)", file=sys.stderr)
    print(
        f"ceiling: player={args.player} against={args.against} players={n} rounds={rounds} "
        f"win_rate={wins / rounds:.3f} ci_low={low:.3f} ci_high={high:.3f}"
    )


if __name__ == "__main__":
    main()
