"""Benchmark: how long SettingsStore.load takes on hostile settings files.

    python tests/perf/settings_load.py

Each case puts something at the settings path in a fresh temp folder and times one load:
a real 50 MB JSON file, a symlink to /dev/zero, a FIFO (load must not block), 1,000 nested
`[`, and a normal file for comparison. Peak memory is Python's own allocations during the
load (tracemalloc). One line per case: `<case>: <ms> ms, peak <KiB> KiB, <outcome>`.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.store.settings import Settings, SettingsStore  # noqa: E402


def big(path: Path) -> None:
    pad = "x" * (50 * 2**20)
    path.write_text(json.dumps({"version": 1, "players": 3, "pad": pad}), encoding="utf-8")


def dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def fifo(path: Path) -> None:
    os.mkfifo(path)


def nested(path: Path) -> None:
    path.write_text("[" * 1000, encoding="utf-8")


def normal(path: Path) -> None:
    path.write_text(json.dumps(Settings(players=3).to_json_dict()), encoding="utf-8")


CASES: dict[str, Callable[[Path], None]] = {
    "50 MB file": big,
    "symlink to /dev/zero": dev_zero,
    "FIFO": fifo,
    "1,000 nested [": nested,
    "normal file": normal,
}


def main() -> None:
    for name, make in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            make(folder / "settings.json")
            store = SettingsStore(folder)
            tracemalloc.start()
            start = time.perf_counter()
            settings = store.load()
            elapsed = time.perf_counter() - start
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            if store.recovered_from is not None:
                outcome = f"kept aside as {store.recovered_from.name}"
            else:
                outcome = f"read (players={settings.players})"
            print(f"{name}: {elapsed * 1000:.2f} ms, peak {peak / 1024:.0f} KiB, {outcome}")


if __name__ == "__main__":
    main()
