"""Bots against bots: `python -m game.ai.tournament --players 2 --bots hard,medium --games 200`.

`--game eight_half` (the default) or `--game huit` (Huit américain, with `--decks 1|2`).
Every deal is replayed once per rotation of the seats, so each bot gets each seat with
the same cards; deals run in --jobs processes.

8½: `--games` counts games; with `--match N` every deal starts a whole match of N games
(R10.4-R10.5): the winner of each game swaps with the loser before the next deal, so bots
make every decision a match contains. `--swaps off` makes every winner keep its cards;
`--swaps paired` plays each game that follows a swap twice, as dealt: with the swap and with
the swap declined (the same deal and the same random generators), to show what a level's
swaps are worth to it.
Huit américain: `--games` counts rounds. `--match` (no number) plays whole matches to 500
points (H6), and `--match P` to P points; `--games` then counts matches. `--rules` plays
them under house rules (H7): `all`, or H7 names separated by commas
(`--rules jokers,jack_reverses`); without it, the book's rules. The first line of the
output names the rules played, and so does the last (`rules=...`).

Per bot it prints the win rate (of games or rounds) with its 95% Wilson interval, mean
points, mean card count and decision time p50/p95 (decisions with more than one legal
move); with matches also matches won, and a count of decisions by kind. The last line is
about the first bot listed:
`first: bot=... win_rate=... ci_low=... ci_high=... p50_ms=... p95_ms=... cpu_p95_ms=...
[rules=...]` (cpu: the processor time of the bot's thread, whatever else the machine runs).
With 8½ matches it also prints, per level, how often it swapped after a win and its win
rate in the next game after its swaps (and, paired, in the same games without them).
"""

from __future__ import annotations

import argparse
import copy
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from attrs import frozen

from game.ai.bot import LEVELS, Bot
from game.ai.eight_half import bots as eight_half_bots
from game.ai.huit import bots as huit_bots
from game.rules import huit
from game.rules.eight_half import State, apply_move, legal_moves
from game.rules.eight_half.match import Match, new_match, next_game, record_game
from game.rules.eight_half.moves import NOSWAP, Move, MoveKind
from game.rules.eight_half.observe import Observation, observe
from game.rules.eight_half.state import Phase
from game.rules.huit.cards import EIGHT, JACK
from game.rules.huit.house import HOUSE_RULES, JACK_REVERSES, NO_FINISH_ON_EIGHT, house_rules

GAMES = ("eight_half", "huit")
HUIT_TARGET = 500  # H6
SWAPS = ("on", "off", "paired")  # 8½: the winners' swaps (R10.4), see the module's text


@frozen
class Seating:
    deal: int
    rotation: int
    seed: int
    bots: tuple[str, ...]  # bot entry j sits at seat (j + rotation) % players
    hard_iterations: int
    hard_seconds: float | None
    match: int = 1  # 8½: games per match; Huit: the match's target in points (0: one round)
    game: str = "eight_half"
    decks: int = 1  # Huit américain only
    swaps: str = "on"  # 8½ only: one of SWAPS
    rules: tuple[str, ...] = ()  # Huit américain only: the house rules (H7), () the book's


@frozen
class EntryResult:
    won: bool
    points: int
    cards: int
    times_ms: tuple[float, ...]
    # The same decisions in the processor time of the bot's thread: what a decision costs
    # whatever else the machine runs (Hard's budget is counted so, game.ai.huit.search).
    cpu_ms: tuple[float, ...] = ()


@frozen
class GameRecord:
    entries: tuple[EntryResult, ...]  # by bot entry, not by seat
    circled: bool  # ended going round in circles (R10.6, H6.2), no one out
    plies: int
    decisions: tuple[tuple[str, int], ...] = ()  # (kind, count), see decision_kind
    swapper: int | None = None  # 8½: the entry that won the game before and could swap
    swapped: bool = False  # ... and did


@frozen
class SwapPair:
    """One game after a swap, played as dealt with the swap and again with it declined."""

    entry: int  # the bot entry that swapped
    won_with: bool
    won_without: bool


@frozen
class MatchRecord:
    games: tuple[GameRecord, ...]
    match_won: tuple[bool, ...]  # by bot entry: highest total (shared on equal totals)
    pairs: tuple[SwapPair, ...] = ()  # --swaps paired


# -- the games ----------------------------------------------------------------------------


def decision_kind(state: State, legal: Sequence[Move]) -> str:
    """What kind of 8½ decision the seat to move faces, for the coverage count."""
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


HUIT_KINDS = (
    "call", "penalty", "joker_penalty", "drawn", "again", "blocked", "carte", "joker",
    "eight", "jack", "pass", "play", "draw",
)  # fmt: skip


def huit_decision_kind(state: huit.State, legal: Sequence[huit.Move]) -> str:
    """What kind of Huit américain decision the seat to move faces (the first that applies):
    call (H5.1), penalty (answer an ace, H4.2), joker_penalty (answer a joker, H7.1), drawn
    (play or keep the drawn card, H3.1), again (after a 10, H4.1), blocked (a last card that
    is an 8 or a joker, which may not go out, H7.4), carte (a play leaving one card, H5),
    joker (a joker and its suit, H7.1), eight (an 8 and its suit, H4), jack (a jack that
    reverses, H7.2), pass (nothing to draw, H3.2), play (a card fits), draw (nothing
    fits)."""
    kinds = {m.kind for m in legal}
    if huit.MoveKind.CALL in kinds:
        return "call"
    if state.penalty:
        return "joker_penalty" if state.discard[-1].is_joker else "penalty"
    if state.phase is huit.Phase.DRAWN:
        return "drawn"
    if state.phase is huit.Phase.AGAIN:
        return "again"
    plays = [m for m in legal if m.kind is huit.MoveKind.PLAY]
    hand = state.hands[state.turn]
    if (
        NO_FINISH_ON_EIGHT in state.rules
        and len(hand) == 1
        and (hand[0].is_joker or hand[0].rank == EIGHT)
    ):
        return "blocked"
    if any(m.carte for m in plays):
        return "carte"
    if any(m.card is not None and m.card.is_joker for m in plays):
        return "joker"
    if any(m.suit is not None for m in plays):
        return "eight"
    if JACK_REVERSES in state.rules and any(
        m.card is not None and not m.card.is_joker and m.card.rank == JACK for m in plays
    ):
        return "jack"
    if huit.MoveKind.PASS in kinds:
        return "pass"
    return "play" if plays else "draw"


class GameState(Protocol):
    """What the tournament reads of any game's state: both games' states have it."""

    @property
    def turn(self) -> int: ...
    @property
    def winner(self) -> int | None: ...  # set once the game is over
    @property
    def points(self) -> tuple[int, ...] | None: ...  # set once the game is over


class MatchProgress(Protocol):
    """What the tournament reads of any game's match."""

    @property
    def is_over(self) -> bool: ...


StateT = TypeVar("StateT", bound=GameState)
MoveT = TypeVar("MoveT")
ObsT = TypeVar("ObsT")
ObsT_co = TypeVar("ObsT_co", covariant=True)  # a game only hands observations out
MatchT = TypeVar("MatchT", bound=MatchProgress)


class GameAdapter(Protocol[StateT, MoveT, ObsT_co]):
    """One game of a game's rules, as the tournament plays it."""

    def legal(self, state: StateT) -> Sequence[MoveT]: ...
    def observe(self, state: StateT, seat: int) -> ObsT_co: ...
    def apply(self, state: StateT, move: MoveT) -> StateT: ...
    def over(self, state: StateT) -> bool: ...
    def cards(self, state: StateT) -> list[int]: ...
    def circled(self, state: StateT, winner: int) -> bool: ...
    def kind(self, state: StateT, legal: Sequence[MoveT], move: MoveT) -> str: ...
    def swapper(self, state: StateT) -> int | None: ...
    def unasked(self, state: StateT, swaps: bool) -> MoveT | None: ...


class MatchAdapter(GameAdapter[StateT, MoveT, ObsT], Protocol[MatchT, StateT, MoveT, ObsT]):
    """A game's matches and bots, as the tournament plays them."""

    def new_match(self, s: Seating) -> MatchT: ...
    def round(self, match: MatchT) -> StateT: ...
    def record(self, match: MatchT, final: StateT) -> MatchT: ...
    def next(self, match: MatchT) -> MatchT: ...
    def leaders(self, match: MatchT) -> tuple[int, ...]: ...
    def bot(self, name: str, s: Seating) -> Bot[ObsT, MoveT]: ...


class EightHalf:
    """8½ at the tournament (RULES.md Part A)."""

    def new_match(self, s: Seating) -> Match:
        return new_match(len(s.bots), s.seed, s.match)

    def round(self, match: Match) -> State:
        return match.game

    def record(self, match: Match, final: State) -> Match:
        return record_game(match, final)

    def next(self, match: Match) -> Match:
        return next_game(match)

    def leaders(self, match: Match) -> tuple[int, ...]:
        return tuple(match.leaders) if match.results else ()

    def bot(self, name: str, s: Seating) -> eight_half_bots.Bot:
        if name == "hard":
            return eight_half_bots.HardBot(iterations=s.hard_iterations, seconds=s.hard_seconds)
        return eight_half_bots.make_bot(name)

    def legal(self, state: State) -> list[Move]:
        return legal_moves(state)

    def observe(self, state: State, seat: int) -> Observation:
        return observe(state, seat)

    def apply(self, state: State, move: Move) -> State:
        return apply_move(state, move).state

    def over(self, state: State) -> bool:
        return state.phase is Phase.OVER

    def cards(self, state: State) -> list[int]:
        return [seat.card_count for seat in state.seats]

    def circled(self, state: State, winner: int) -> bool:
        return bool(state.seats[winner].in_play)  # R10.6: the winner is not out

    def kind(self, state: State, legal: Sequence[Move], move: Move) -> str:
        kind = decision_kind(state, legal)
        if kind == "swap" and move.kind is not MoveKind.SWAP:
            return "noswap"
        return kind

    def swapper(self, state: State) -> int | None:
        """The seat that may swap before this game's first card (R10.4), if any."""
        return state.swapper if state.phase is Phase.SWAP else None

    def unasked(self, state: State, swaps: bool) -> Move | None:
        """With swapping turned off, the winner about to swap keeps its cards (R10.4)."""
        return NOSWAP if not swaps and self.swapper(state) == state.turn else None


class Huit:
    """Huit américain at the tournament (RULES.md Part B)."""

    def new_match(self, s: Seating) -> huit.Match:
        return huit.new_match(len(s.bots), s.seed, s.match or None, s.decks, s.rules)

    def round(self, match: huit.Match) -> huit.State:
        return match.round

    def record(self, match: huit.Match, final: huit.State) -> huit.Match:
        return huit.record_round(match, final)

    def next(self, match: huit.Match) -> huit.Match:
        return huit.next_round(match)

    def leaders(self, match: huit.Match) -> tuple[int, ...]:
        return tuple(match.winners)

    def bot(self, name: str, s: Seating) -> huit_bots.Bot:
        if name == "hard":
            return huit_bots.HardBot(iterations=s.hard_iterations, seconds=s.hard_seconds)
        return huit_bots.make_bot(name)

    def legal(self, state: huit.State) -> list[huit.Move]:
        return huit.legal_moves(state)

    def observe(self, state: huit.State, seat: int) -> huit.Observation:
        return huit.observe(state, seat)

    def apply(self, state: huit.State, move: huit.Move) -> huit.State:
        return huit.apply_move(state, move).state

    def over(self, state: huit.State) -> bool:
        return state.is_over

    def cards(self, state: huit.State) -> list[int]:
        return [len(h) for h in state.hands]

    def circled(self, state: huit.State, winner: int) -> bool:
        return bool(state.hands[winner])  # H6.2: the winner still holds cards

    def kind(self, state: huit.State, legal: Sequence[huit.Move], move: huit.Move) -> str:
        return huit_decision_kind(state, legal)

    def swapper(self, state: huit.State) -> int | None:
        return None  # Huit américain has no swap

    def unasked(self, state: huit.State, swaps: bool) -> huit.Move | None:
        return None  # every move is the bot's own


EIGHT_HALF = EightHalf()
HUIT = Huit()


# -- playing ------------------------------------------------------------------------------


def play_game(
    g: GameAdapter[StateT, MoveT, ObsT], s: Seating, state: StateT,
    bots: Sequence[Bot[ObsT, MoveT]], rngs: Sequence[random.Random], swaps: bool = True,
) -> tuple[GameRecord, StateT]:  # fmt: skip
    """Play `state` to the end; bot entry j sits at seat (j + rotation) % players. Without
    `swaps` a winner about to swap keeps its cards (8½, R10.4)."""
    n = len(s.bots)
    seat_of = [(j + s.rotation) % n for j in range(n)]
    entry_at = {seat: j for j, seat in enumerate(seat_of)}
    swapper = g.swapper(state)
    swapped = False
    times: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    decisions: dict[str, int] = {}
    plies = 0
    watchers: list[tuple[int, Callable[[ObsT], None]]] = [
        (seat_of[j], bot.watch) for j, bot in enumerate(bots) if hasattr(bot, "watch")
    ]
    for seat, watch in watchers:  # bots that remember the round see every move of it
        watch(g.observe(state, seat))
    while not g.over(state):  # every game ends: R10.6 and H6.2 end those that go in circles
        seat = state.turn
        j = entry_at[seat]
        legal = g.legal(state)
        t0 = time.perf_counter()
        c0 = time.thread_time()
        unasked = g.unasked(state, swaps)
        if unasked is not None:
            move = unasked  # the bot is asked nothing and timed nothing
        else:
            move = bots[j].choose(g.observe(state, seat), legal, rngs[j])
            if len(legal) > 1:
                times[j].append((time.perf_counter() - t0) * 1000)
                cpu[j].append((time.thread_time() - c0) * 1000)
        kind = g.kind(state, legal, move)
        swapped = swapped or kind == "swap"
        decisions[kind] = decisions.get(kind, 0) + 1
        state = g.apply(state, move)
        plies += 1
        for seat, watch in watchers:
            watch(g.observe(state, seat))
    counts = g.cards(state)
    winner, points = state.winner, state.points
    # Every game ends with a winner and its points, one that goes in circles too (R10.6, H6.2).
    assert winner is not None and points is not None
    record = GameRecord(
        entries=tuple(
            EntryResult(
                won=winner == seat_of[j],
                points=points[seat_of[j]],
                cards=counts[seat_of[j]],
                times_ms=tuple(times[j]),
                cpu_ms=tuple(cpu[j]),
            )
            for j in range(n)
        ),
        circled=g.circled(state, winner),
        plies=plies,
        decisions=tuple(sorted(decisions.items())),
        swapper=None if swapper is None else entry_at[swapper],
        swapped=swapped,
    )
    return record, state


def play_seating(s: Seating) -> MatchRecord:
    """One seating's match, with its game's adapter (a task of the pool)."""
    if s.game == "eight_half":
        return play_match(EIGHT_HALF, s)
    if s.game == "huit":
        return play_match(HUIT, s)
    raise ValueError(f"--game is one of {', '.join(GAMES)}, not {s.game!r}")


def play_match(g: MatchAdapter[MatchT, StateT, MoveT, ObsT], s: Seating) -> MatchRecord:
    """A match from one seed: 8½'s swaps included (R10.4-R10.5), Huit's deal passing left.

    Paired swaps: a game that followed a swap is played again from its deal with the swap
    declined and copies of the generators as they were (the bots keep no memory of their
    own in 8½), then the match goes on from the game as really played."""
    n = len(s.bots)
    bots = [g.bot(name, s) for name in s.bots]
    rngs = [random.Random(s.seed * 7919 + s.rotation * 31 + j) for j in range(n)]
    match = g.new_match(s)
    games = []
    pairs = []
    while True:
        start = g.round(match)
        saved = copy.deepcopy(rngs) if s.swaps == "paired" else None
        record, final = play_game(g, s, start, bots, rngs, swaps=s.swaps != "off")
        if saved is not None and record.swapped and record.swapper is not None:
            without, _ = play_game(g, s, start, bots, saved, swaps=False)
            entry = record.swapper
            pairs.append(SwapPair(entry, record.entries[entry].won, without.entries[entry].won))
        games.append(record)
        match = g.record(match, final)
        if match.is_over:
            break
        match = g.next(match)
    leaders = g.leaders(match)
    return MatchRecord(
        games=tuple(games),
        match_won=tuple((j + s.rotation) % n in leaders for j in range(n)),
        pairs=tuple(pairs),
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


def paired_difference(gained: int, lost: int, n: int) -> tuple[float, float, float]:
    """Win rate with minus without, over `n` paired games of which `gained` were won only
    with and `lost` only without; with its 95% interval (Wilson on the discordant pairs)."""
    split = gained + lost
    if n == 0 or split == 0:
        return 0.0, 0.0, 0.0
    low, high = wilson(gained, split)
    share = split / n
    return (gained - lost) / n, share * (2 * low - 1), share * (2 * high - 1)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def seatings(
    players: int, bots: Sequence[str], games: int, seed: int,
    hard_iterations: int, hard_seconds: float | None, match: int = 1,
    game: str = "eight_half", decks: int = 1, swaps: str = "on", rules: tuple[str, ...] = (),
) -> list[Seating]:  # fmt: skip
    """Enough deals for `games` games (8½: a deal starts a match of `match` games; Huit
    américain: a deal is one round, or one match when `match` is a target, under the house
    rules `rules`)."""
    per_deal = match if game == "eight_half" else 1
    deals = max(1, math.ceil(games / (players * per_deal)))
    return [
        Seating(
            d,
            r,
            seed * 100_003 + d,
            tuple(bots),
            hard_iterations,
            hard_seconds,
            match,
            game,
            decks,
            swaps,
            rules,
        )  # fmt: skip
        for d in range(deals)
        for r in range(players)
    ]


def rules_text(rules: tuple[str, ...]) -> str:
    """How the output names the rules played: "book rules", or "house rules: " and their
    H7 names."""
    return f"house rules: {', '.join(rules)}" if rules else "book rules"


def summarize(
    bots: Sequence[str],
    matches: Sequence[MatchRecord],
    unit: str = "games",
    rules: tuple[str, ...] | None = None,
) -> list[str]:
    """The report; `rules`: Huit américain's house rules played (() the book's), named on the
    first line and the last; None for 8½, which has none."""
    records = [g for m in matches for g in m.games]
    lines = []
    names = list(dict.fromkeys(bots))
    width = max(len(n) for n in names)
    circled = sum(r.circled for r in records)
    median_plies = statistics.median(r.plies for r in records)
    played = "" if rules is None else f", {rules_text(rules)}"
    lines.append(
        f"{len(records)} {unit}, {len(bots)} players, median {median_plies:.0f} plies, "
        f"{circled} ended in circles{played}"
    )
    if any(len(m.games) > 1 for m in matches):
        lines.append(f"{len(matches)} matches of up to {max(len(m.games) for m in matches)} {unit}")
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
    lines += swap_lines(bots, matches)
    first = [r.entries[0] for r in records]
    wins = sum(e.won for e in first)
    low, high = wilson(wins, len(first))
    times = [t for e in first for t in e.times_ms]
    p50, p95 = percentile(times, 0.5), percentile(times, 0.95)
    cpu_p95 = percentile([t for e in first for t in e.cpu_ms], 0.95)
    named = "" if rules is None else f" rules={','.join(rules) or 'book'}"
    lines.append(
        f"first: bot={bots[0]} win_rate={wins / len(first):.3f} ci_low={low:.3f} "
        f"ci_high={high:.3f} p50_ms={p50:.1f} p95_ms={p95:.1f} cpu_p95_ms={cpu_p95:.1f}{named}"
    )
    return lines


def swap_lines(bots: Sequence[str], matches: Sequence[MatchRecord]) -> list[str]:
    """8½ matches: per level, its swaps after a win and how the next game went (R10.4)."""
    after = [g for m in matches for g in m.games if g.swapper is not None]
    if not after:
        return []
    pairs = [p for m in matches for p in m.pairs]
    lines = ["after a win (R10.4): swaps made, and the next game's win rate"]
    for name in dict.fromkeys(bots):
        mine = [g for g in after if bots[g.swapper or 0] == name]
        swapped = [g.entries[g.swapper or 0].won for g in mine if g.swapped]
        kept = [g.entries[g.swapper or 0].won for g in mine if not g.swapped]
        text = f"  {name}: swapped {len(swapped)}/{len(mine)}"
        for label, won in (("after its swap", swapped), ("after keeping its cards", kept)):
            if won:
                low, high = wilson(sum(won), len(won))
                text += f"; {label} {sum(won) / len(won):.3f} [{low:.3f}, {high:.3f}]"
        lines.append(text)
        paired = [p for p in pairs if bots[p.entry] == name]
        if paired:
            with_ = sum(p.won_with for p in paired)
            without = sum(p.won_without for p in paired)
            lo1, hi1 = wilson(with_, len(paired))
            lo2, hi2 = wilson(without, len(paired))
            gained = sum(p.won_with and not p.won_without for p in paired)
            lost = sum(p.won_without and not p.won_with for p in paired)
            diff, low, high = paired_difference(gained, lost, len(paired))
            lines.append(
                f"    paired, {len(paired)} games: with the swap {with_ / len(paired):.3f} "
                f"[{lo1:.3f}, {hi1:.3f}], declined {without / len(paired):.3f} "
                f"[{lo2:.3f}, {hi2:.3f}]; the swap won {gained} of them and lost {lost}: "
                f"difference {diff:+.3f} [{low:+.3f}, {high:+.3f}]"
            )
    return lines


def run(
    players: int, bots: Sequence[str], games: int, seed: int, jobs: int = 1,
    hard_iterations: int = 4000, hard_seconds: float | None = 0.45, match: int = 1,
    game: str = "eight_half", decks: int = 1, swaps: str = "on", rules: tuple[str, ...] = (),
) -> list[MatchRecord]:  # fmt: skip
    tasks = seatings(
        players, bots, games, seed, hard_iterations, hard_seconds, match, game, decks, swaps,
        rules,
    )  # fmt: skip
    if jobs <= 1:
        return [play_seating(t) for t in tasks]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(play_seating, tasks, chunksize=1)


def parse_bots(text: str, players: int) -> list[str]:
    bots = [b.strip().lower() for b in text.split(",") if b.strip()]
    unknown = [b for b in bots if b not in LEVELS]
    if unknown or not bots:
        raise SystemExit(f"--bots takes levels from {', '.join(LEVELS)}, got {text!r}")
    if len(bots) > players:
        raise SystemExit(f"{len(bots)} bots for {players} players")
    return bots + [bots[-1]] * (players - len(bots))  # the last one fills the other seats


def parse_rules(text: str) -> tuple[str, ...]:
    """`--rules`: "all", "book" (none), or H7 names separated by commas, in any order."""
    words = [w.strip().lower() for w in text.split(",") if w.strip()]
    if words == ["all"]:
        return HOUSE_RULES
    if words == ["book"]:
        return ()
    unknown = [w for w in words if w not in HOUSE_RULES]
    if unknown or not words:
        raise ValueError(
            f"--rules takes all, book, or house rules separated by commas from "
            f"{', '.join(HOUSE_RULES)} (RULES.md H7); {text!r} "
            + (f"has no house rule {', '.join(map(repr, unknown))}" if unknown else "names none")
        )
    return house_rules(words)


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(
        prog="python -m game.ai.tournament",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--game", default="eight_half", choices=GAMES)
    ap.add_argument("--players", type=int, default=2, choices=range(2, 6))
    ap.add_argument("--bots", default="hard,medium", help="levels by seat, e.g. hard,medium")
    ap.add_argument(
        "--games",
        type=int,
        default=100,
        help="games (Huit: rounds) in all, rounded up to whole rotations; "
        "with --match, 8½ counts games and Huit counts matches",
    )
    ap.add_argument(
        "--match",
        type=int,
        nargs="?",
        const=0,
        default=None,
        metavar="N",
        help="8½: whole matches of N games, with the winner's swap (R10.4); "
        "Huit: whole matches to N points (no N: 500, H6)",
    )
    ap.add_argument(
        "--swaps",
        default="on",
        choices=SWAPS,
        help="8½ matches: the winners swap (on), keep their cards (off), or "
        "each game after a swap is also played with it declined (paired)",
    )
    ap.add_argument(
        "--decks",
        type=int,
        default=1,
        choices=(1, 2),
        help="Huit américain: one deck or two shuffled together (H1)",
    )
    ap.add_argument(
        "--rules",
        default=None,
        metavar="NAMES",
        help="Huit américain: house rules (H7), all or names separated by commas, "
        f"from {', '.join(HOUSE_RULES)} (default: the book's rules)",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--hard-iterations", type=int, default=4000)
    ap.add_argument(
        "--hard-seconds",
        type=float,
        default=0.45,
        help="Hard's time budget per decision (0: iterations only)",
    )
    args = ap.parse_args(argv)
    rules: tuple[str, ...] = ()
    if args.rules is not None:
        if args.game != "huit":
            ap.error("--rules is for Huit américain (--game huit): 8½ has no house rules")
        try:
            rules = parse_rules(args.rules)
        except ValueError as e:
            ap.error(str(e))
    if args.game == "eight_half":
        if args.decks != 1:
            ap.error("--decks is for Huit américain (--game huit)")
        if args.match == 0:
            ap.error("8½ plays --match N: a number of games from 1")
        if args.swaps != "on" and (args.match or 1) < 2:
            ap.error("--swaps needs --match N with N from 2: swaps come before a later game")
        match = 1 if args.match is None else args.match
        if match < 1:
            ap.error("--match takes a number of games from 1")
    else:
        if args.match is not None and args.match < 0:
            ap.error("--match takes a target in points from 1 (no number: 500)")
        if args.swaps != "on":
            ap.error("--swaps is for 8½ matches: Huit américain has no swap")
        match = 0 if args.match is None else args.match or HUIT_TARGET
    bots = parse_bots(args.bots, args.players)
    t0 = time.perf_counter()
    records = run(
        args.players,
        bots,
        args.games,
        args.seed,
        args.jobs,
        args.hard_iterations,
        args.hard_seconds or None,
        match,
        args.game,
        args.decks,
        args.swaps,
        rules,
    )
    print(f"({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    if args.game == "eight_half":
        lines = summarize(bots, records, "games")
    else:
        lines = summarize(bots, records, "rounds", rules)
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()
