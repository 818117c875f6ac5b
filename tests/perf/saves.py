"""Benchmark: the autosave after every move of a six-game match, and loading it back.

    python tests/perf/saves.py [--players 4] [--dir PATH]

Plays a seeded six-game match and, after every move, times `with_move`, `dumps_record`
(the text) and `SaveStore.save_current` (text + temp file + fsync + rename) in PATH (a
temp folder by default: put it on the disk the game saves to). Then times loading the
final record (every field checked, every game replayed).
Last line: `saves: dumps_ms_p50=.. dumps_ms_max=.. save_ms_p50=.. save_ms_max=.. load_ms=..`
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.rules.eight_half import apply_move, legal_moves  # noqa: E402
from game.rules.eight_half.match import new_match, next_game, record_game  # noqa: E402
from game.store.record import PlayerInfo, dumps_record  # noqa: E402
from game.store.resume import match_from_record, record_for_match  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    directory = args.dir or Path(tempfile.mkdtemp(prefix="saves-bench-"))
    store = SaveStore(directory)
    store.load_current("eight_half")
    rng = random.Random(2005)
    match = new_match(args.players, seed=2005, length=6)
    names = [PlayerInfo("You", True)] + [
        PlayerInfo(f"Bot {i}", False, "medium") for i in range(1, args.players)
    ]
    rec = record_for_match(match, names)
    state = match.game
    grow, text, save = [], [], []
    while True:
        while not state.is_over:
            move = rng.choice(legal_moves(state))
            state = apply_move(state, move).state
            t0 = time.perf_counter()
            rec = rec.with_move(move, state)
            t1 = time.perf_counter()
            dumps_record(rec)
            t2 = time.perf_counter()
            store.save_current(rec)
            t3 = time.perf_counter()
            grow.append(t1 - t0)
            text.append(t2 - t1)
            save.append(t3 - t2)
        match = record_game(match, state)
        if match.is_over:
            break
        match = next_game(match)
        state = match.game
        rec = rec.with_next_game(state)
    t0 = time.perf_counter()
    loaded = SaveStore(directory).load_current("eight_half")
    load = time.perf_counter() - t0
    t0 = time.perf_counter()
    assert loaded is not None and match_from_record(loaded) == match
    resume = time.perf_counter() - t0
    size = (directory / "current.json").stat().st_size

    def ms(xs: list[float], q: str) -> str:
        value = statistics.median(xs) if q == "p50" else max(xs)
        return f"{value * 1000:.2f}"

    print(f"moves={len(save)} file_bytes={size} dir={directory}")
    print(f"with_move_ms_p50={ms(grow, 'p50')} resume_ms={resume * 1000:.1f}")
    print(
        f"saves: dumps_ms_p50={ms(text, 'p50')} dumps_ms_max={ms(text, 'max')} "
        f"save_ms_p50={ms(save, 'p50')} save_ms_max={ms(save, 'max')} load_ms={load * 1000:.1f}"
    )


if __name__ == "__main__":
    main()
