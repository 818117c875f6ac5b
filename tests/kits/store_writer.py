"""A process that saves two records in turn, as fast as it can, until it is killed.

    python tests/kits/store_writer.py DIR          # write forever (killed by the test)
    python tests/kits/store_writer.py DIR --fork   # serve: each "go" line forks such a writer

The test in tests/store/test_store_saves.py SIGKILLs the writers at random moments. With
``--fork`` the imports are paid once and each writer is a fresh forked process, so a few
hundred kills take seconds; the command protocol on stdin/stdout is one line each:
"go" -> the writer's pid, "reap PID" -> its wait status, "quit".
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from store_kit import play  # noqa: E402  (this script's folder is on sys.path)

from game.store.record import MatchRecord  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402

PLIES = 40  # record A; B is one move further: the same match at two moments


def records() -> tuple[MatchRecord, MatchRecord]:
    a, _ = play(players=3, seed=11, length=2, plies=PLIES)
    b, _ = play(players=3, seed=11, length=2, plies=PLIES + 1)
    return a, b


def write_forever(directory: Path, pair: tuple[MatchRecord, MatchRecord]) -> None:
    store = SaveStore(directory)
    i = 0
    while True:
        store.save_current(pair[i % 2])
        i += 1


def serve(directory: Path, pair: tuple[MatchRecord, MatchRecord]) -> None:
    for line in sys.stdin:
        command = line.split()
        if command == ["go"]:
            pid = os.fork()
            if pid == 0:
                try:
                    write_forever(directory, pair)
                finally:
                    os._exit(1)  # never back into the serving loop
            print(pid, flush=True)
        elif len(command) == 2 and command[0] == "reap":
            _, status = os.waitpid(int(command[1]), 0)
            print(status, flush=True)
        elif command == ["quit"]:
            return


def main() -> None:
    directory = Path(sys.argv[1])
    pair = records()
    if "--fork" in sys.argv[2:]:
        serve(directory, pair)
    else:
        write_forever(directory, pair)


if __name__ == "__main__":
    main()
