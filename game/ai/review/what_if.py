""" "Could I have won?": a decision played again with another move, on the game's real cards.

The game is over, so its whole state is known: the hands, 8½'s draw piles and blind cards,
Huit américain's stock in its order and the seed of its refill shuffles (H3). From the
decision, the other move (`tried`) is played, then the game is played on to its end by
bots: each seat at its level in the match, a person's seat by the Hard bot (as if they play
on well). Each bot sees only its seat's observation (R11), as at the table: the real cards
decide what is drawn and turned, not what the bots know. The move actually made is played
on in the same way, run for run, for comparison.

What differs from one run to the next is the bots' own randomness and nothing else: the
cards are the real ones, never dealt again. Run i gives every decision its own generator,
made from the seed, i, the ply and the seat (`run_rng`); the run of the move tried and the
run of the move made share them, so both meet the same choices where their games agree.
Hard samples the cards it cannot see and searches them, Easy picks among moves, Medium
breaks ties and now and then takes a near-best play (8½): runs differ through those. A
table of Huit's Medium bots alone plays the same every time (their rules have no chance in
them), and then every run tells the same story, as the real cards do.

Hard plays with a fixed budget of look-aheads (HARD_ITERATIONS), never a time limit, so the
same question always gets the same answer, on any machine.

In a 2-player game the answer also says whether a forced win existed at the decision with
every card known (game.ai.review.forced): yes (with the line), no, or could not tell.

`what_if` is an iterator a worker can stop with a cancel flag: it yields `Progress` after
each run and the forced-win search, then the `Answer`. `serve` runs a `Question` in a
process of its own, as the review's analysis runs (game.ai.review.job), and sends what it
yields down a pipe.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from attrs import frozen

from game.ai.bot import LEVELS, Bot
from game.ai.eight_half.bots import make_bot as eight_half_bot
from game.ai.huit.bots import make_bot as huit_bot
from game.ai.review.analysis import Flag
from game.ai.review.forced import NODES, Forced, Verdict, forced_win
from game.ai.review.job import NICE
from game.rules import eight_half, huit
from game.rules.eight_half import core as eight_half_core
from game.rules.huit import core as huit_core

RUNS = 10  # games played on for each of the two moves
HARD_ITERATIONS = 60  # Hard's look-aheads per decision in a run (the table's Hard: 4000)
MAX_PLIES = 3000  # a run still going after this many moves counts as not won


@frozen
class Tally:
    """How a move fared: `won` of `runs` games played on from it."""

    move: Any
    won: int
    runs: int


@frozen
class Answer:
    """The answer at the decision at `ply`, the move made by `seat` there being `played`."""

    ply: int
    seat: int
    tried: Tally
    played: Tally
    forced: Forced | None  # None: more than 2 players, where no search is made
    forced_line: tuple[Any, ...]  # the winning line as moves (a forced win only)


@frozen
class Progress:
    done: int
    total: int


@frozen
class _Rules:
    """A game's public API and bots, as this module uses them."""

    legal: Callable[[Any], list[Any]]
    apply: Callable[[Any, Any], Any]
    observe: Callable[[Any, int], Any]
    make_bot: Callable[..., Bot[Any, Any]]
    mover: Callable[[Any], int | None]
    table: Callable[[Any], Any]
    decode: Callable[[int], Any]
    seats: Callable[[Any], int]


def _eight_half_mover(state: eight_half.State) -> int | None:
    if state.phase is eight_half.Phase.SWAP:
        return state.swapper
    return None if state.phase is eight_half.Phase.OVER else state.turn


def _huit_mover(state: huit.State) -> int | None:
    return None if state.phase is huit.Phase.OVER else state.turn


RULES = {
    "eight_half": _Rules(
        eight_half.legal_moves,
        lambda s, m: eight_half.apply_move(s, m).state,
        eight_half.observe,
        eight_half_bot,
        _eight_half_mover,
        eight_half_core.table_of,
        eight_half.Move.from_code,
        lambda s: len(s.seats),
    ),
    "huit": _Rules(
        huit.legal_moves,
        lambda s, m: huit.apply_move(s, m).state,
        huit.observe,
        huit_bot,
        _huit_mover,
        huit_core.table_of,
        huit.Move.from_code,
        lambda s: len(s.hands),
    ),
}


def run_rng(seed: int, run: int, ply: int, seat: int) -> random.Random:
    """The generator of `seat`'s decision at `ply` in run `run` of a question asked with
    `seed` (the same for the move tried and the move made)."""
    key = (seed & 2**64 - 1) << 64 | (run & 0xFFFF) << 48 | (ply & 2**32 - 1) << 16
    return random.Random(key | seat & 0xFFFF)


def what_if(
    game: str,
    start: Any,
    moves: Sequence[Any],
    ply: int,
    tried: Any,
    levels: Sequence[str],
    *,
    seed: int,
    runs: int = RUNS,
    budget: int = NODES,
    cancel: Flag | None = None,
) -> Iterator[Progress | Answer]:
    """Play the game from `start` with `moves` up to `ply`, where its mover made
    moves[ply]; then play it on `runs` times from `tried` and from the move made. `levels`:
    each seat's bot level (a person's seat: "hard"). `budget`: the positions the forced-win
    search may visit (2 players). Stops without an answer once `cancel` is set.

    A bad question is a ValueError that says what is wrong: an unknown game or level, a
    level for each seat missing, a ply outside the game, a move not legal where it stands."""
    rules = RULES.get(game)
    if rules is None:
        raise ValueError(f"unknown game {game!r}: choose one of {', '.join(RULES)}")
    bad = [level for level in levels if level not in LEVELS]
    if bad:
        raise ValueError(f"unknown bot level {bad[0]!r}: choose one of {', '.join(LEVELS)}")
    if not 0 <= ply < len(moves):
        raise ValueError(f"no decision at move {ply + 1}: the game has {len(moves)} moves")

    def stop() -> bool:
        return cancel is not None and cancel.is_set()

    history = [start]
    for i, move in enumerate(moves[:ply]):
        if move not in rules.legal(history[-1]):
            raise ValueError(f"move {i + 1} ({move}) is not legal where it stands")
        history.append(rules.apply(history[-1], move))
    here = history[-1]
    seats = rules.seats(here)
    if len(levels) != seats:
        raise ValueError(f"{len(levels)} bot levels for a game of {seats} seats")
    legal = rules.legal(here)
    played = moves[ply]
    for move, what in ((played, "made"), (tried, "tried")):
        if move not in legal:
            raise ValueError(f"the move {what} ({move}) is not legal at move {ply + 1}")
    seat = rules.mover(here)
    assert seat is not None  # a legal move was found: the game is not over
    two = seats == 2
    total = 2 * runs + (1 if two else 0)
    won = [0, 0]  # the move tried, the move made
    done = 0
    for run in range(runs):
        for which, move in enumerate((tried, played)):
            result = _run(rules, history, move, levels, seed, run, seat, stop)
            if result is None:
                return
            won[which] += result
            done += 1
            yield Progress(done, total)
    forced = None
    line: tuple[Any, ...] = ()
    if two:
        forced = forced_win(game, rules.table(here), seat, budget=budget, stop=stop)
        if stop():
            return
        if forced.verdict is Verdict.YES:
            line = tuple(rules.decode(code) for code in forced.line)
        yield Progress(total, total)
    yield Answer(
        ply=ply,
        seat=seat,
        tried=Tally(tried, won[0], runs),
        played=Tally(played, won[1], runs),
        forced=forced,
        forced_line=line,
    )


def _run(
    rules: _Rules,
    history: Sequence[Any],
    move: Any,
    levels: Sequence[str],
    seed: int,
    run: int,
    seat: int,
    stop: Callable[[], bool],
) -> int | None:
    """1 if `seat` won the game played on from history[-1] with `move`, else 0; None if
    stopped on the way."""
    bots = [rules.make_bot(level, iterations=HARD_ITERATIONS, seconds=None) for level in levels]
    watchers = [(p, bot) for p, bot in enumerate(bots) if hasattr(bot, "watch")]
    # A bot that remembers the round (Huit's Hard) watches it from the deal, as it would have.
    for state in history:
        for p, bot in watchers:
            bot.watch(rules.observe(state, p))
    ply = len(history) - 1
    state = rules.apply(history[-1], move)
    for _ in range(MAX_PLIES):
        if stop():
            return None
        ply += 1
        for p, bot in watchers:
            bot.watch(rules.observe(state, p))
        mover = rules.mover(state)
        if mover is None:
            return 1 if state.winner == seat else 0
        legal = rules.legal(state)
        if len(legal) == 1:
            choice = legal[0]
        else:
            rng = run_rng(seed, run, ply, mover)
            choice = bots[mover].choose(rules.observe(state, mover), legal, rng)
        state = rules.apply(state, choice)
    return 0


@frozen
class Question:
    """What `what_if` is asked, as one value a process can be handed."""

    game: str
    start: Any
    moves: tuple[Any, ...]
    ply: int
    tried: Any
    levels: tuple[str, ...]
    seed: int
    runs: int = RUNS
    budget: int = NODES

    def answers(self, cancel: Flag | None = None) -> Iterator[Progress | Answer]:
        return what_if(
            self.game,
            self.start,
            self.moves,
            self.ply,
            self.tried,
            self.levels,
            seed=self.seed,
            runs=self.runs,
            budget=self.budget,
            cancel=cancel,
        )


def serve(question: Question, conn: Any, cancel: Flag) -> None:
    """`question` answered in a process of its own, at a lower priority than the window's:
    each `Progress` and the `Answer` go down `conn` as ("progress", p), ("answer", a), then
    ("end", None); a question that cannot be answered sends ("failed", reason)."""
    if hasattr(os, "nice"):
        os.nice(NICE)
    try:
        try:
            for item in question.answers(cancel):
                conn.send(("answer" if isinstance(item, Answer) else "progress", item))
        except OSError:
            raise
        except Exception as exc:  # the window must hear of it, not wait for ever
            message: tuple[str, object] = ("failed", f"{type(exc).__name__}: {exc}")
        else:
            message = ("end", None)
        conn.send(message)
    except OSError:
        pass  # the window stopped listening (closed the question): nobody to tell
    finally:
        conn.close()
