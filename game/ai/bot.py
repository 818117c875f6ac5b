"""The one bot interface every game's bots share.

A bot gets its seat's observation, the legal moves and its own seeded random generator,
and returns one of those moves. It never sees the state, so it cannot read hidden cards.
A bot that remembers the round as a player would (Huit américain's Hard) also has
`watch(obs)`: whoever runs it shows it its seat's observation at the deal and after every
move (the tournament does; so does the table).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

LEVELS = ("easy", "medium", "hard")

ObsT = TypeVar("ObsT", contravariant=True)
MoveT = TypeVar("MoveT")


class Bot(Protocol[ObsT, MoveT]):
    name: str

    def choose(self, obs: ObsT, legal: Sequence[MoveT], rng: random.Random) -> MoveT: ...


class Watcher(Protocol[ObsT]):
    """A bot that remembers: shown its seat's observation after every move of the round."""

    def watch(self, obs: ObsT) -> None: ...
