"""The one bot interface every game's bots share.

A bot gets its seat's observation, the legal moves and its own seeded random generator,
and returns one of those moves. It never sees the state, so it cannot read hidden cards.
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
