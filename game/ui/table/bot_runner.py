"""Bots think off the main thread so the window keeps drawing (Hard thinks ~0.45 s).

Shared by both tables. A bot gets only its seat's observation, the legal moves and its own
seeded Random (R11). Each request carries a token (the position it was asked about); an
answer for an older token is thrown away, so a new game or a quit never applies a stale move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Generic, ParamSpec, TypeVar

from game.ai.bot import Bot

ObsT = TypeVar("ObsT")
MoveT = TypeVar("MoveT")
P = ParamSpec("P")  # a job's arguments
T = TypeVar("T")  # what it returns


class InlineExecutor(Executor):
    """Runs the job at once on the calling thread: deterministic tests and benchmarks."""

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        future: Future[T] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # the caller sees it when it asks for the result
            future.set_exception(exc)
        return future


class BotRunner(Generic[ObsT, MoveT]):
    def __init__(self, executor: Executor | None = None) -> None:
        self._own = executor is None
        self.executor = executor or ThreadPoolExecutor(1, thread_name_prefix="bot")
        self._future: Future[MoveT] | None = None
        self._token: object = None

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def ask(
        self,
        bot: Bot[ObsT, MoveT],
        obs: ObsT,
        legal: Sequence[MoveT],
        rng: random.Random,
        token: object,
    ) -> None:
        self._token = token
        self._future = self.executor.submit(bot.choose, obs, list(legal), rng)

    def answer(self, token: object) -> MoveT | None:
        """The move once the bot has chosen, else None. Raises what the bot raised."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        if token is not self._token:
            return None
        return future.result()

    def forget(self) -> None:
        """Drop the question in progress (its answer will be ignored)."""
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._token = None

    def close(self) -> None:
        self.forget()
        if self._own:
            # Do not wait: a Hard search still running ends on its own within its budget.
            self.executor.shutdown(wait=False, cancel_futures=True)
