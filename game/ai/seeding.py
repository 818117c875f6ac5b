"""Where a bot's randomness comes from at the table: one generator per decision.

A decision's generator is made from the match seed, the game's number in the match, the
ply (moves made in that game so far) and the seat, and from nothing else. So a match
resumed from its save continues exactly as it would have without the interruption: no
generator state needs saving, only the moves.
"""

from __future__ import annotations

import random


def decision_rng(match_seed: int, game: int, ply: int, seat: int) -> random.Random:
    """The generator for `seat`'s decision at `ply` of game `game` (both from 0)."""
    # One integer with a field for each part: distinct decisions never share a seed, and
    # an int seed is the same on every run and platform (hash() is not).
    key = (match_seed & MASK_64) << 64 | (game & 0xFFFF) << 48 | (ply & MASK_32) << 16
    return random.Random(key | (seat & 0xFFFF))


MASK_64 = 2**64 - 1
MASK_32 = 2**32 - 1
