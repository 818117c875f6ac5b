"""A match of rounds to 500 points, or a single round (H6, H1.1), under the house rules it
was dealt with (H7)."""

from __future__ import annotations

from collections.abc import Iterable

from attrs import evolve, frozen

from game.rules.huit.cards import expect, show
from game.rules.huit.deal import check_players, deal
from game.rules.huit.house import house_rules
from game.rules.huit.state import Phase, State

TARGET = 500


@frozen
class RoundResult:
    winner: int
    points: tuple[int, ...]  # this round's, per seat


@frozen
class Match:
    """The match so far; `round` is the round being played (or the last one, once over).

    `target` is the total that wins (H6), or None for a single round. `rules`: the house
    rules every round of the match plays (H7 names in H7's order; () the book's).
    """

    players: int
    seed: int
    decks: int
    target: int | None
    results: tuple[RoundResult, ...]
    round: State
    rules: tuple[str, ...] = ()

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[p] for r in self.results) for p in range(self.players))

    @property
    def rounds_played(self) -> int:
        return len(self.results)

    @property
    def dealer(self) -> int:
        """The deal passes left each round (H1.1); seat 0 begins the first."""
        return (self.players - 1 + self.rounds_played) % self.players

    @property
    def is_over(self) -> bool:
        if self.target is None:
            return bool(self.results)
        return any(t >= self.target for t in self.totals)

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won the match: the first to reach the target (only a round's winner scores,
        so only one player can get there in a round); in a single round, its winner."""
        if not self.is_over:
            return ()
        if self.target is None:
            return (self.results[-1].winner,)
        totals = self.totals
        best = max(totals)
        return tuple(p for p in range(self.players) if totals[p] == best)


def round_seed(seed: int, index: int) -> int:
    """Each round of a match gets its own seed, derived from the match seed only."""
    return (seed * 1_000_003 + index * 7919) & 0x7FFF_FFFF_FFFF


def new_match(
    players: int,
    seed: int,
    target: int | None = TARGET,
    decks: int = 1,
    rules: Iterable[str] = (),
) -> Match:
    """A match dealt under the house rules `rules` (a collection of H7 names, as new_game)."""
    check_players(players, decks)
    in_force = house_rules(rules)
    expect(seed, int, "new_match takes a whole number (an int) as its seed")
    if target is not None and (
        not isinstance(target, int) or isinstance(target, bool) or target < 1
    ):
        raise ValueError(f"the target is a positive number of points or None, not {show(target)}")
    first = deal(players, round_seed(seed, 0), decks, players - 1, in_force)
    return Match(players, seed, decks, target, (), first, in_force)


def record_round(match: Match, finished: State) -> Match:
    """Add a finished round's points; the match keeps it as `round` until the next deal."""
    expect(match, Match, "record_round takes a Match (from new_match)")
    expect(finished, State, "record_round takes the finished round's State")
    if match.is_over:
        raise ValueError("the match is already over")
    if finished.phase is not Phase.OVER or finished.winner is None or finished.points is None:
        raise ValueError("the round is not over yet")
    if finished.players != match.players or finished.rules != match.rules:
        raise ValueError("that round is not from this match")
    result = RoundResult(finished.winner, finished.points)
    return evolve(match, results=(*match.results, result), round=finished)


def next_round(match: Match) -> Match:
    """Deal the next round, the deal passing left (H1.1)."""
    expect(match, Match, "next_round takes a Match (from new_match)")
    if match.is_over:
        raise ValueError("the match is over")
    if not match.results or match.round.phase is not Phase.OVER:
        raise ValueError("record the finished round before dealing the next one")
    index = match.rounds_played
    game = deal(
        match.players, round_seed(match.seed, index), match.decks, match.dealer, match.rules
    )
    return evolve(match, round=game)
