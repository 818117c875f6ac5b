"""A match of N games with running totals (R10.4-R10.5)."""

from __future__ import annotations

from attrs import evolve, frozen

from game.rules.eight_half import core
from game.rules.eight_half.deal import deal
from game.rules.eight_half.state import Phase, State

DEFAULT_LENGTH = 6


@frozen
class GameResult:
    winner: int
    loser: int
    counts: tuple[int, ...]
    points: tuple[int, ...]


@frozen
class Match:
    """The match so far; `game` is the game being played (or the last one, once over)."""

    players: int
    seed: int
    length: int
    results: tuple[GameResult, ...]
    game: State

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[p] for r in self.results) for p in range(self.players))

    @property
    def games_played(self) -> int:
        return len(self.results)

    @property
    def is_over(self) -> bool:
        return self.games_played >= self.length

    @property
    def leaders(self) -> tuple[int, ...]:
        """Seats with the highest total; equal totals share the win (R10.5)."""
        totals = self.totals
        best = max(totals)
        return tuple(p for p in range(self.players) if totals[p] == best)


def game_seed(seed: int, index: int) -> int:
    """Each game of a match gets its own seed, derived from the match seed only."""
    return (seed * 1_000_003 + index * 7919) & 0x7FFF_FFFF_FFFF


def new_match(players: int, seed: int, length: int = DEFAULT_LENGTH) -> Match:
    if not isinstance(length, int) or length < 1:
        raise ValueError(f"a match has at least one game, not {length!r}")
    first = deal(players, game_seed(seed, 0), dealer=players - 1)
    return Match(players=players, seed=seed, length=length, results=(), game=first)


def result_of(state: State) -> GameResult:
    if state.phase is not Phase.OVER or state.winner is None or state.points is None:
        raise ValueError("the game is not over yet")
    counts = [seat.card_count for seat in state.seats]
    _, loser = core.score(counts, state.winner)
    return GameResult(state.winner, loser, tuple(counts), state.points)


def record_game(match: Match, finished: State) -> Match:
    """Add a finished game's points; the match keeps it as `game` until the next deal."""
    if match.is_over:
        raise ValueError("the match is already over")
    return evolve(match, results=(*match.results, result_of(finished)), game=finished)


def next_game(match: Match) -> Match:
    """Deal the next game; the previous winner may swap with the previous loser (R10.4)."""
    if match.is_over:
        raise ValueError("the match is over")
    if not match.results or match.game.phase is not Phase.OVER:
        raise ValueError("record the finished game before dealing the next one")
    last = match.results[-1]
    index = match.games_played
    dealer = (match.players - 1 + index) % match.players  # the deal passes to the left
    game = deal(
        match.players, game_seed(match.seed, index), dealer=dealer, swap=(last.winner, last.loser)
    )
    return evolve(match, game=game)
