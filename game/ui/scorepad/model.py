"""What the score pad shows, independent of the table: names, the points of every game so
far, the last game's result and who leads (R10.2, R10.5). No pygame here.

Built from a Match (`pad_model`), so the same pad can be opened at the table, after a game,
or from the title for a saved match.
"""

from __future__ import annotations

from attrs import frozen

from game.rules.eight_half.match import GameResult, Match


@frozen
class PadModel:
    names: tuple[str, ...]  # per seat, as the columns are headed
    human: int | None  # the player's seat (its name is underlined), None if bots only
    length: int  # games in the match: one row each
    rows: tuple[tuple[int, ...], ...]  # points per game per seat, games played so far
    last: GameResult | None  # the game just finished (its card counts), if any

    def __attrs_post_init__(self) -> None:
        if self.length < 1 or len(self.rows) > self.length:
            raise ValueError(f"{len(self.rows)} games do not fit a match of {self.length}")
        if any(len(row) != len(self.names) for row in self.rows):
            raise ValueError("every game needs points for every player")

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def games_played(self) -> int:
        return len(self.rows)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row[p] for row in self.rows) for p in range(self.players))

    @property
    def over(self) -> bool:
        return self.games_played >= self.length

    @property
    def leaders(self) -> tuple[int, ...]:
        """Seats with the highest total (all of them on a tie, R10.5); none before game 1."""
        if not self.rows:
            return ()
        totals = self.totals
        best = max(totals)
        return tuple(p for p in range(self.players) if totals[p] == best)


def pad_model(match: Match, names: tuple[str, ...], human: int | None) -> PadModel:
    """The pad of `match`, its columns headed by `names` (one per seat)."""
    if len(names) != match.players:
        raise ValueError(f"{len(names)} names for {match.players} players")
    rows = tuple(result.points for result in match.results)
    last = match.results[-1] if match.results else None
    return PadModel(names, human, match.length, rows, last)
