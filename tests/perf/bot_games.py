"""Seeded bot games for the review's benchmarks: a start position and the moves played.

Each bot decision draws from its own generator (game.ai.seeding), and Hard searches a fixed
number of look-aheads (no clock), so a game is the same on every run and machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.eight_half.bots import make_bot as eight_half_bot
from game.ai.huit.bots import make_bot as huit_bot
from game.ai.seeding import decision_rng
from game.rules import eight_half, huit

GAMES = ("eight_half", "huit")
LEVELS = ("easy", "medium", "hard")
HARD_ITERATIONS = 150  # Hard's look-aheads a move in these games (the table's is a time budget)


def mixed_levels(players: int, rng: random.Random) -> list[str]:
    return [rng.choice(LEVELS) for _ in range(players)]


def play(game: str, players: int, levels: Sequence[str], seed: int) -> tuple[Any, list[Any], int]:
    """A whole game (8½) or round (Huit) of bots at `levels`: its start, its moves and its
    winner."""
    if game == "eight_half":
        bots: list[Any] = [
            eight_half_bot(lv, iterations=HARD_ITERATIONS, seconds=None) for lv in levels
        ]
        start: Any = eight_half.new_game(players, seed)
        rules: Any = eight_half
    else:
        bots = [huit_bot(lv, iterations=HARD_ITERATIONS, seconds=None) for lv in levels]
        start = huit.new_game(players, seed)
        rules = huit
    state = start
    moves: list[Any] = []
    while True:
        if game == "huit":
            for p, bot in enumerate(bots):
                if hasattr(bot, "watch"):
                    bot.watch(huit.observe(state, p))
        legal = rules.legal_moves(state)
        if not legal:
            return start, moves, state.winner
        mover = state.turn
        if game == "eight_half" and state.phase is eight_half.Phase.SWAP:
            mover = state.swapper
        rng = decision_rng(seed, 0, len(moves), mover)
        move = bots[mover].choose(rules.observe(state, mover), legal, rng)
        moves.append(move)
        state = rules.apply_move(state, move).state
