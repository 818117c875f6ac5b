"""One game's review as a job another process (or a test) can run: what it needs, and the
loop that feeds its decisions out one at a time.

A `Job` is plain data (a position, moves, names and numbers) so it crosses to a process
started with "spawn". `analyse` runs it: the decisions the job already `known` (a review
kept from before, cut short) are given back as they were, without their samples, and the
rest are worked out; every decision goes to `put` as soon as it is there. `serve` is the
same loop at the end of a pipe, for the process the review window starts.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from typing import Any

from attrs import field, frozen

from game.ai.review import eight_half, huit
from game.ai.review.analysis import Decision, Flag, Judge, review
from game.ai.review.judges import judge_for

SEED_MASK = 2**64 - 1
# The analysis's name: changed whenever its numbers would change, so the reviews kept in
# the history under the old one are worked out again.
ENGINE = "review-1"
NICE = 10  # the review process's lower priority (Unix): the window's frames first


def game_seed(record_seed: int, game_index: int) -> int:
    """The review's seed for game (or round) `game_index` of a match dealt with
    `record_seed`: each game of a match gets its own, the same on every machine."""
    return ((record_seed & SEED_MASK) * 1_000_003 + game_index) & SEED_MASK


def engine_name(game: str, playouts: int | None = None) -> str:
    """What works a review out, as the history keeps it: the analysis and its budget."""
    budget = playouts or (huit.PLAYOUTS if game == "huit" else eight_half.PLAYOUTS)
    return f"{ENGINE} {game} playouts={budget}"


@frozen
class Job:
    """A review to run: the game ("eight_half" or "huit"), its start and moves, the seat
    reviewed, each seat's bot level (a person's: "hard"), the review's seed, the games
    played out a decision (None: the game's budget) and the chances already known of the
    first decisions (in order)."""

    game: str
    start: Any
    moves: tuple[Any, ...]
    seat: int
    levels: tuple[str, ...]
    seed: int
    playouts: int | None = None
    known: tuple[tuple[float, ...], ...] = field(default=())


class _Resumed:
    """The job's judge, answering the first decisions from what is known: the others are
    worked out as from the start (each decision draws from its own generator, so picking a
    review up in the middle changes none of its numbers)."""

    def __init__(self, judge: Judge[Any, Any, Any], known: Sequence[tuple[float, ...]]) -> None:
        self.judge = judge
        self.known = known
        self.asked = 0

    def mover(self, state: Any) -> int | None:
        return self.judge.mover(state)

    def legal(self, state: Any) -> list[Any]:
        return self.judge.legal(state)

    def apply(self, state: Any, move: Any) -> Any:
        return self.judge.apply(state, move)

    def watch(self, state: Any, seat: int) -> Any:
        return self.judge.watch(state, seat)  # also for a known decision: Huit remembers

    def chances(
        self, obs: Any, legal: Sequence[Any], rng: random.Random, stop: Callable[[], bool]
    ) -> list[float] | None:
        number, self.asked = self.asked, self.asked + 1
        if number < len(self.known) and len(self.known[number]) == len(legal):
            return list(self.known[number])
        return self.judge.chances(obs, legal, rng, stop)


def analyse(job: Job, cancel: Flag | None, put: Callable[[Decision[Any]], None]) -> bool:
    """Run `job`, giving each decision to `put` in order; True once every decision is in,
    False if `cancel` stopped it first (within one sample of a decision's)."""
    judge = _Resumed(judge_for(job.game, job.levels, job.playouts), job.known)
    for decision in review(judge, job.start, job.moves, job.seat, seed=job.seed, cancel=cancel):
        put(decision)
    return not (cancel is not None and cancel.is_set())


def decision_plies(job: Job) -> tuple[int, ...]:
    """The plies of the seat's decisions (more than one legal move): what `analyse` yields,
    counted without judging anything."""
    judge = judge_for(job.game, job.levels, job.playouts)
    state, plies = job.start, []
    for ply, move in enumerate(job.moves):
        if judge.mover(state) == job.seat and len(judge.legal(state)) > 1:
            plies.append(ply)
        state = judge.apply(state, move)
    return tuple(plies)


def known_decisions(job: Job) -> tuple[Decision[Any], ...]:
    """The decisions `job.known` tells, rebuilt with the game's moves (which were legal,
    which was played); they stop at the first whose chances do not fit its legal moves."""
    judge = judge_for(job.game, job.levels, job.playouts)
    state, found = job.start, list[Decision[Any]]()
    for ply, move in enumerate(job.moves):
        if len(found) == len(job.known):
            break
        legal = judge.legal(state)
        if judge.mover(state) == job.seat and len(legal) > 1:
            chances = job.known[len(found)]
            if len(chances) != len(legal) or move not in legal:
                break
            found.append(Decision(len(found), ply, tuple(legal), chances, legal.index(move)))
        state = judge.apply(state, move)
    return tuple(found)


def serve(job: Job, conn: Any, cancel: Flag) -> None:
    """`analyse` in a review process: each decision is sent down `conn` as
    ("decision", Decision), then ("end", complete); a job that cannot run (a move not
    legal where it stands) sends ("failed", reason). The process gives way to the window's
    (a lower priority, where the system has one): the frames come first."""
    if hasattr(os, "nice"):
        os.nice(NICE)
    try:
        try:
            complete = analyse(job, cancel, lambda d: conn.send(("decision", d)))
        except OSError:
            raise
        except Exception as exc:  # the window must hear of it, not wait for ever
            message: tuple[str, object] = ("failed", f"{type(exc).__name__}: {exc}")
        else:
            message = ("end", complete)
        conn.send(message)
    except OSError:
        pass  # the window stopped listening (cancelled, or closed): nobody to tell
    finally:
        conn.close()
