"""Benchmark: a room on 127.0.0.1 with simulated phones playing whole games.

    python tests/perf/lan.py [--phones 5] [--games 1] [--idle 10] [--seed 1] [--hostile]

The real RoomServer (game.lan) serves the real table under the App (dummy video driver,
1920x1080, animations at the normal speed), whose frames are paced at 60 a second as
tests/perf/frames.py paces them. Each phone is a websockets client on its own thread: it
says hello, joins its seat, and whenever the state it holds offers it moves, sends one of
them at once (its own seeded random). Every seat is a phone, each from an address of its
own (127.0.0.10, .11...) as phones on a Wi-Fi are; `--games` games of 8½ and as many
rounds of Huit are played whole.

`--hostile`: while the games are played, a hostile phone (tests/perf/hostile.py, a process
of its own: another device) holds silent sockets, guesses room codes and storms the room
with hellos, from addresses of its own; and the last seat's phone reloads every few turns
(a new connection with its token: the room closes the older one, `replaced`), as a
second device of the same player would. Its `closed replaced` is no error.

Measured: every frame of the TV while the games are played (`tv_max_frame_ms`, the longest:
the App's real frame, paced at 60 a second); for each move, the time from the phone sending
it to every phone holding a state at least that new (the clients' clock, one process:
time.perf_counter). Every message the table sends a phone is checked for cards its seat may
not see (tests/kits/phone_leaks.py, once the games are over: the check is not timed); every
error a phone receives is counted. Then, five phones connected and nobody acting, the App
runs its own loop (it rests between frames when nothing moves) for `--idle` seconds: the
process's CPU time over that wall time is `idle_cpu_pct` (of one core). Saves are written
on the autosave worker, as in the game.

Last line: `lan: phones=5 moves=… p50_ms=… p99_ms=… tv_max_frame_ms=… leaks=0 errors=0
idle_cpu_pct=…` (goals: p99 <= 50 ms, the TV's longest frame <= 33 ms, no leak, no honest
phone's error, idle < 3 % of a core).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "kits")]

from lan_kit import OTHER_LOOPBACKS  # noqa: E402
from phone_leaks import PhoneLeakWatch  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from game.lan.lobby import Lobby, LobbySeat  # noqa: E402
from game.lan.server import RoomServer  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402
from game.store.settings import Settings, SettingsStore  # noqa: E402
from game.ui.eight_half.table_scene import TableScene  # noqa: E402
from game.ui.huit.table_scene import HuitTableScene  # noqa: E402
from game.ui.shell.app import App  # noqa: E402
from game.ui.table.base import CardTable  # noqa: E402
from game.ui.table.phones import PhoneHands  # noqa: E402

FRAME = 1 / 60
TAPS = 8  # a phone's moves a second at most: a quick player's taps
LOST_LIMIT = 50  # connections lost before a phone gives up
RELOAD_EVERY = 6  # --hostile: the last seat's phone reloads every 6th state it waits on
WARMUP = 30  # frames before the phones connect (as tests/perf/frames.py)
NAMES = ("Chloé", "Marc", "Anne", "Jan", "Ilse")
TABLES: dict[str, Any] = {"eight_half": TableScene, "huit": HuitTableScene}
Table = CardTable[Any, Any, Any, Any, Any, Any]


class Phone(threading.Thread):
    """One simulated phone: joins its seat, then plays any move its state offers."""

    def __init__(
        self, url: str, room: str, seat: int, seed: int, clock: Clock, reloads: bool = False
    ) -> None:
        super().__init__(name=f"phone-{seat}", daemon=True)
        self.url, self.room, self.seat = url, room, seat
        # Each phone its own address where the system has them (not macOS: 127.0.0.1 alone)
        self.address = f"127.0.0.{10 + seat}" if OTHER_LOOPBACKS else "127.0.0.1"
        self.reloads = reloads  # a new connection with its token every RELOAD_EVERY waits
        self.reloaded = 0  # times the room answered a reload with `closed replaced`
        self.waits = 0
        self.lost = 0  # connections the room closed under it (it connects again)
        self.rng = random.Random(seed * 100 + seat)
        self.clock = clock
        self.acting = True  # False: the phone holds its state and does nothing
        self.tapped = 0.0  # when it last sent a move
        self.errors: list[dict[str, Any]] = []
        self.seated = threading.Event()  # welcomed: it holds its seat
        self.ws: Any = None
        self.token: str | None = None

    def connect(self, token: str | None) -> Any:
        # (entered as websockets asks; closed by play's `with`)
        ws = connect(self.url, max_size=2**20, source_address=(self.address, 0)).__enter__()
        ws.send(json.dumps({"t": "hello", "room": self.room, "lang": "en", "token": token}))
        return ws

    def reload(self, old: Any, token: str) -> Any:
        """A new connection takes the seat: the older one is told `replaced`, then closed."""
        new = self.connect(token)
        for raw in old:
            msg = json.loads(raw)
            if msg["t"] == "closed" and msg["reason"] == "replaced":
                self.reloaded += 1
            elif msg["t"] == "error":
                self.errors.append(msg)
        old.close()
        self.ws = new
        return new

    def run(self) -> None:
        ws = self.connect(None)
        self.ws = ws
        while ws is not None:
            ws = self.play(ws, self.token)

    def play(self, ws: Any, token: str | None) -> Any:
        """Reads and plays until the room closes (None) or it is time to reload, or the
        connection was lost (as the page does: a new connection, with its token)."""
        self.token = token
        asked = False  # it has asked for its seat on this connection
        with ws:
            try:
                for raw in ws:
                    msg = json.loads(raw)
                    kind = msg["t"]
                    if kind == "lobby" and token is None and not asked:
                        asked = True
                        ws.send(
                            json.dumps(
                                {
                                    "t": "join",
                                    "room": self.room,
                                    "seat": self.seat,
                                    "name": NAMES[self.seat],
                                    "lang": "en",
                                }
                            )
                        )
                    elif kind == "welcome":
                        token = self.token = msg["token"]
                        self.seated.set()
                    elif kind == "error":
                        self.errors.append(msg)
                    elif kind == "closed":
                        return None  # the room closed: the end
                    elif kind == "state":
                        self.clock.held(self.seat, msg["ply"])
                        if not msg["moves"] and self.reloads and token is not None:
                            # Only while it waits: no move of its own is on its way
                            self.waits += 1
                            if self.waits % RELOAD_EVERY == 0:
                                return self.reload(ws, token)
                        if msg["moves"] and self.acting and token is not None:
                            move = self.rng.choice(msg["moves"])["move"]
                            # A hand taps at most TAPS times a second (the room refuses a
                            # flood beyond 10: protocol.RATE); the wait is not timed.
                            time.sleep(max(0.0, self.tapped + 1 / TAPS - time.perf_counter()))
                            self.tapped = time.perf_counter()
                            self.clock.sent(msg["ply"])
                            ws.send(
                                json.dumps(
                                    {"t": "move", "token": token, "move": move, "ply": msg["ply"]}
                                )
                            )
            except ConnectionClosed:
                pass
        if self.lost >= LOST_LIMIT:
            return None
        self.lost += 1  # counted: an honest phone should never lose its connection
        time.sleep(0.2)
        try:
            return self.connect(self.token)
        except OSError:  # the room has closed
            return None


class Clock:
    """When each move was sent, and when each phone first held a state at least as new."""

    def __init__(self, phones: int) -> None:
        self.phones = phones
        self.lock = threading.Lock()
        self.sent_at: dict[int, float] = {}  # the ply the move was made on -> when sent
        self.newest = [-1] * phones  # the newest ply each phone holds
        self.times: list[float] = []  # ms, one per move, once every phone holds it

    def sent(self, ply: int) -> None:
        with self.lock:
            self.sent_at[ply] = time.perf_counter()

    def held(self, seat: int, ply: int) -> None:
        now = time.perf_counter()
        with self.lock:
            self.newest[seat] = max(self.newest[seat], ply)
            done = [p for p in self.sent_at if min(self.newest) > p]
            for p in done:
                self.times.append((now - self.sent_at.pop(p)) * 1000)


def paced_frames(app: App, until: Any, limit: float, table: Table, frames: list[float]) -> None:
    """App frames at 60 a second until `until()` (or `limit` seconds: a stuck game); each
    frame's time (ms) goes to `frames`."""
    end = time.perf_counter() + limit
    while not until():
        if time.perf_counter() > end:
            st = table.state
            raise SystemExit(
                f"lan: the game did not end (turn {st.turn}, ply {table.phone_ply}, "
                f"top {type(app.top).__name__}, director busy {table.director.busy})"
            )
        start = time.perf_counter()
        app.frame(FRAME)
        took = time.perf_counter() - start
        frames.append(took * 1000)
        time.sleep(max(0.0, FRAME - took))


def play(
    game: str, args: argparse.Namespace, tmp: Path
) -> tuple[list[float], list[float], int, int, float]:
    """Whole games of `game` with phones in every seat: (latencies, TV frames, leaks,
    errors, idle %)."""
    settings = Settings(
        window_size=(1920, 1080),
        animation_speed="normal",
        bot_pause=0.0,
        players=args.phones,
        huit_players=args.phones,
        match_length=1,
        huit_to_500=False,
    )
    app = App(
        SettingsStore(tmp / game), settings, fixed_dt=FRAME, saves=SaveStore(tmp / game / "data")
    )
    app.audio.warm_up(threaded=False)
    # As in the game, whose clock is not fixed: saves are written on the autosave worker.
    app.autosaver.threaded = True
    seats = [LobbySeat(i, "phone", None, "medium", False, False) for i in range(args.phones)]
    lobby = Lobby(game, seats, "KXQB")
    server = RoomServer(lobby, {}, "127.0.0.1", 18765)
    url = server.start()
    hands = PhoneHands(server, lobby)
    table: Table = TABLES[game](app, settings, seed=args.seed, phones=hands)
    app.push(table)
    for _ in range(WARMUP):  # as frames.py: the felt, the layout, the first card faces
        app.frame(FRAME)
    watch = PhoneLeakWatch(table, later=True)
    clock = Clock(args.phones)
    ws_url = url.replace("http://", "ws://").split("/?")[0] + "/ws"
    last = args.phones - 1
    phones = [
        Phone(ws_url, lobby.code, seat, args.seed, clock, reloads=args.hostile and seat == last)
        for seat in range(args.phones)
    ]
    for phone in phones:
        phone.start()
    hostile = None
    if args.hostile:
        for phone in phones:  # the honest phones hold their seats: the attack begins
            phone.seated.wait(10)
        hostile = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("hostile.py")), "--url", ws_url,
             "--room", lobby.code, "--seconds", "600"],
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
    frames: list[float] = []
    room_cpu, wall = thread_cpu("lan-room"), time.perf_counter()
    games = 0
    while games < args.games:
        try:
            paced_frames(app, lambda: table.state.is_over, 300, table, frames)
        except SystemExit:
            for p in phones:
                print(f"  seat {p.seat}: {p.errors[-3:]}", file=sys.stderr)
            raise
        games += 1
        if games < args.games:
            while app.top is not table:
                app.pop()
            table.new_match()
    room_pct = 100 * (thread_cpu("lan-room") - room_cpu) / (time.perf_counter() - wall)
    if hostile is not None:
        hostile.send_signal(signal.SIGTERM)
        print(f"game={game} {hostile.communicate(timeout=30)[0].strip()}")
    # Nobody acts now: the phones hold the state of a fresh deal, the table waits.
    for phone in phones:
        phone.acting = False
    while app.top is not table:
        app.pop()
    table.new_match()
    idle = idle_cpu(app, args.idle)
    server.stop()
    for phone in phones:
        phone.join(2)
    watch.finish()
    errors = sum(len(p.errors) for p in phones)
    for p in phones:
        for e in p.errors[:3]:
            print(f"  seat {p.seat}: {e}", file=sys.stderr)
    for leak in watch.leaks[:5]:
        print(f"  leak: {leak}", file=sys.stderr)
    slow = sorted(frames)[-3:]
    print(f"game={game} room_thread_cpu_pct={room_pct:.1f} (of a core, while played)")
    print(
        f"game={game} phones={args.phones} games={games} moves={len(clock.times)} "
        f"messages={watch.checked} cards_checked={watch.cards} frames={len(frames)} "
        f"frame_p99_ms={sorted(frames)[int(len(frames) * 0.99)]:.1f} "
        f"slowest_ms={' '.join(f'{t:.1f}' for t in slow)} reloads={phones[last].reloaded} "
        f"lost={sum(p.lost for p in phones)}"
    )
    return clock.times, frames, len(watch.leaks), errors, idle


def thread_cpu(name: str) -> float:
    """CPU seconds the thread `name` has used (Linux's /proc; 0 elsewhere): the room's
    server thread, which shares the interpreter with the TV's frames."""
    thread = next(t for t in threading.enumerate() if t.name == name)
    try:
        fields = Path(f"/proc/self/task/{thread.native_id}/stat").read_text().rsplit(")", 1)[1]
    except OSError:
        return 0.0
    user, system = fields.split()[11:13]  # utime, stime (fields 14, 15 of stat)
    return (int(user) + int(system)) / os.sysconf("SC_CLK_TCK")


def idle_cpu(app: App, seconds: float) -> float:
    """CPU of the whole process (every thread: the server's too) while the App runs its own
    loop, resting when nothing moves, for `seconds` after what still moves has settled."""
    app.fixed_dt = None  # the game's own loop: real time, rests between frames
    start: dict[str, float] = {}
    settle = 6.0  # the deal's animation, bubbles and notes end (a note lives 5 s)

    def driver(app: App) -> None:
        now = time.perf_counter()
        if "wall" not in start:
            start["wall"] = now
        elif "cpu" not in start and now - start["wall"] >= settle:
            start["cpu"], start["measured"] = time.process_time(), now
        elif "cpu" in start and now - start["measured"] >= seconds:
            start["cpu_end"], start["end"] = time.process_time(), now
            app.quit()

    app.run(driver)
    return 100 * (start["cpu_end"] - start["cpu"]) / (start["end"] - start["measured"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--phones", type=int, default=5)
    parser.add_argument("--games", type=int, default=1, help="of each game")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of idle measured")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hostile", action="store_true", help="a hostile phone beside them")
    args = parser.parse_args()
    if args.hostile and not OTHER_LOOPBACKS:
        parser.error("--hostile needs the loopback's other addresses (127.0.0.0/8: Linux, Windows)")
    times: list[float] = []
    frames: list[float] = []
    leaks = errors = 0
    idles: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for game in ("eight_half", "huit"):
            t, fr, lk, er, idle = play(game, args, Path(tmp))
            times += t
            frames += fr
            leaks += lk
            errors += er
            idles.append(idle)
    times.sort()
    p50 = statistics.median(times)
    p99 = times[min(len(times) - 1, round(len(times) * 0.99) - 1)]
    print(f"idle: {' '.join(f'{v:.2f}' for v in idles)} % of a core over {args.idle:g} s each")
    print(
        f"lan: phones={args.phones} moves={len(times)} p50_ms={p50:.1f} p99_ms={p99:.1f} "
        f"tv_max_frame_ms={max(frames):.1f} leaks={leaks} errors={errors} "
        f"idle_cpu_pct={max(idles):.2f}"
    )


if __name__ == "__main__":
    main()
