"""A hostile phone on the room's Wi-Fi, written from the README's protocol alone: run by
tests/perf/lan.py --hostile in a process of its own (it is another device), beside the
honest phones (run at the lowest priority: another device's work is not the TV's). Every
address it uses is its own (127.0.1.x, 127.0.2.x...: one phone
pretending to be many), never an honest phone's.

    python tests/perf/hostile.py --url ws://127.0.0.1:18765/ws --room KXQB --seconds 60

For `--seconds` at most (it stops sooner on SIGTERM, as lan.py ends it), at once:
- silent sockets: 4 connections from each of 8 addresses that never say hello, opened
  again whenever the room closes them (the room holds 32 connections at most);
- room codes guessed from one address, a new connection every 30 tries;
- a hello storm: 4 connections from one address sending hellos (without a token, with a
  made-up one), joins of a taken seat and pings, as fast as the room reads them.
Its last line: `hostile: seconds=… connections=… messages=… answers=… bad_room=… closed=…`
(`bad_room`: wrong codes the room looked at, at most 10 + 1 a second).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import string
import sys
import time
from collections import Counter

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

LETTERS = "".join(c for c in string.ascii_uppercase if c not in "IO")
STORM_BATCH = 20  # messages sent at once by a storming connection, then a breath
BREATH = 0.05  # seconds


class Hostile:
    def __init__(self, url: str, room: str, seconds: float) -> None:
        self.url, self.room = url, room
        self.end = time.monotonic() + seconds
        self.rng = random.Random(7)
        self.counts: Counter[str] = Counter()

    def going(self) -> bool:
        return time.monotonic() < self.end

    async def open(self, address: str) -> ClientConnection | None:
        try:
            ws = await connect(self.url, local_addr=(address, 0), open_timeout=5, max_size=None)
        except (OSError, InvalidHandshake, TimeoutError):  # turned away, or dropped at once
            self.counts["refused"] += 1
            await asyncio.sleep(BREATH)
            return None
        self.counts["connections"] += 1
        return ws

    async def read(self, ws: ClientConnection) -> None:
        """Every answer, counted by type (and errors by code), until the room closes it."""
        try:
            async for raw in ws:
                message = json.loads(raw)
                self.counts["answers"] += 1
                if message.get("t") == "error":
                    self.counts[message["code"]] += 1
        except ConnectionClosed:
            pass
        self.counts["closed"] += 1

    async def silent(self, address: str) -> None:
        while self.going():
            ws = await self.open(address)
            if ws is None:
                continue
            while self.going():
                try:
                    await asyncio.wait_for(ws.wait_closed(), 0.5)
                except TimeoutError:
                    continue
                self.counts["closed"] += 1
                break
            else:
                await ws.close()

    async def guess(self, address: str) -> None:
        while self.going():
            ws = await self.open(address)
            if ws is None:
                continue
            reader = asyncio.create_task(self.read(ws))
            try:
                for _ in range(30):
                    if not self.going():
                        break
                    code = "".join(self.rng.choice(LETTERS) for _ in range(4))
                    hello = {"t": "hello", "room": code, "lang": "en", "token": None}
                    await ws.send(json.dumps(hello))
                    self.counts["messages"] += 1
                    await asyncio.sleep(0.005)
            except ConnectionClosed:
                pass
            ws.transport.abort()
            await reader

    async def storm(self, address: str) -> None:
        fake = "".join(self.rng.choice(string.ascii_letters) for _ in range(22))
        kinds = [
            {"t": "hello", "room": self.room, "lang": "fr", "token": None},
            {"t": "hello", "room": self.room, "lang": "nl", "token": fake},
            {"t": "join", "room": self.room, "seat": 0, "name": "Mallory", "lang": "en"},
            {"t": "ping"},
        ]
        texts = [json.dumps(k) for k in kinds]
        while self.going():
            ws = await self.open(address)
            if ws is None:
                continue
            reader = asyncio.create_task(self.read(ws))
            try:
                while self.going() and not reader.done():
                    for _ in range(STORM_BATCH):
                        # (the room reads a flood slowly: its socket fills, the send waits)
                        await asyncio.wait_for(ws.send(self.rng.choice(texts)), 1.0)
                        self.counts["messages"] += 1
                    await asyncio.sleep(BREATH)
            except (ConnectionClosed, TimeoutError):
                pass
            ws.transport.abort()
            await reader

    def stop(self) -> None:
        self.end = 0.0

    async def run(self) -> None:
        # (Windows has no such handler: there SIGTERM ends the process, without its line)
        with contextlib.suppress(NotImplementedError):
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, self.stop)
        tasks = [self.silent(f"127.0.1.{1 + i // 4}") for i in range(32)]
        tasks.append(self.guess("127.0.2.1"))
        tasks += [self.storm("127.0.3.1") for _ in range(4)]
        await asyncio.gather(*tasks)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--room", required=True)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    # It is another device: on this machine it takes only the time the TV leaves over, so
    # that the TV's frames measure the room's work, not this process's.
    if hasattr(os, "nice"):
        os.nice(19)
    hostile = Hostile(args.url, args.room, min(args.seconds, 900.0))
    start = time.monotonic()
    asyncio.run(hostile.run())
    c = hostile.counts
    print(
        f"hostile: seconds={time.monotonic() - start:.0f} connections={c['connections']} "
        f"refused={c['refused']} messages={c['messages']} answers={c['answers']} "
        f"bad_room={c['bad_room']} flood={c['flood']} closed={c['closed']}",
        flush=True,
    )
    sys.exit(0)


if __name__ == "__main__":
    main()
