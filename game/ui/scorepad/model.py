"""What the score pad shows, independent of the table: names, the points of every game so
far, the last game's result and who leads (R10.2, R10.5). No pygame here.

Built from a Match (`pad_model` for 8½, `huit_pad_model` for Huit américain) or a saved
record (`record_pad_model`), so the same pad can be opened at the table, after a game, or
from the title for a saved match.

Huit américain (H6) has no fixed number of rounds: its sheet shows the rounds played and
one to come, and once they outgrow the sheet the oldest are carried forward as one row
("Rounds 1–7"), as a player would on paper.
"""

from __future__ import annotations

from attrs import frozen

from game.rules import huit
from game.rules.eight_half.match import GameResult, Match
from game.rules.huit.house import house
from game.store.huit_resume import huit_match_from_record, record_length
from game.store.record import MatchRecord
from game.store.resume import match_from_record

EIGHT_HALF = "eight_half"
HUIT = "huit"
MAX_SHEET_ROWS = 12  # a 12-game 8½ sheet fits 800x600; Huit's sheet never grows beyond it
MIN_HUIT_ROWS = 6  # a match to 500 starts on a sheet with room for a few rounds


@frozen
class HuitRound:
    """A Huit américain round just finished (H6): who won, the points, and the cards left in
    each hand with what they are worth (the winner scores them all)."""

    winner: int
    points: tuple[int, ...]
    counts: tuple[int, ...]
    worth: tuple[int, ...]


@frozen
class SheetRow:
    """One row of the sheet: the games (rounds) `first`..`last` (numbered from 1; more than
    one for Huit's carried-forward row), and their points per seat (None: not played yet)."""

    first: int
    last: int
    points: tuple[int, ...] | None

    @property
    def carried(self) -> bool:
        return self.last > self.first


@frozen
class PadModel:
    names: tuple[str, ...]  # per seat, as the columns are headed
    human: int | None  # the player's seat (its name is underlined), None if bots only
    length: int  # games in the match: one row each
    rows: tuple[tuple[int, ...], ...]  # points per game per seat, games played so far
    last: GameResult | HuitRound | None  # the game just finished (its card counts), if any
    game: str = EIGHT_HALF
    # Huit américain: the total that wins the match (H6), None for a single round.
    target: int | None = None
    # Huit américain: the house rules the match is dealt with (H7), () for the book's.
    house_rules: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        if self.game == HUIT:
            if self.target is None and len(self.rows) > 1:
                raise ValueError(f"{len(self.rows)} rounds do not fit a single round")
        elif self.length < 1 or len(self.rows) > self.length:
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
        if self.game == HUIT:
            if self.target is None:
                return bool(self.rows)
            return any(t >= self.target for t in self.totals)  # H6: the first to 500
        return self.games_played >= self.length

    def sheet(self) -> tuple[SheetRow, ...]:
        """The sheet's rows, top to bottom: 8½'s games of the match; Huit's rounds played
        and the one under way, the oldest carried forward once they outgrow the sheet."""
        played = len(self.rows)
        if self.game != HUIT:
            return tuple(
                SheetRow(g + 1, g + 1, self.rows[g] if g < played else None)
                for g in range(self.length)
            )
        ahead = 0 if self.over else 1  # the round under way gets its empty row
        wanted = 1 if self.target is None else max(MIN_HUIT_ROWS, played + ahead)
        if wanted <= MAX_SHEET_ROWS:
            return tuple(
                SheetRow(g + 1, g + 1, self.rows[g] if g < played else None) for g in range(wanted)
            )
        kept = MAX_SHEET_ROWS - 1 - ahead  # rounds written out one by one
        carried = played - kept
        summed = tuple(sum(row[p] for row in self.rows[:carried]) for p in range(self.players))
        rows = [SheetRow(1, carried, summed)]
        rows += [SheetRow(g + 1, g + 1, self.rows[g]) for g in range(carried, played)]
        rows += [SheetRow(played + 1, played + 1, None)] * ahead
        return tuple(rows)

    @property
    def fresh_row(self) -> int | None:
        """The sheet row of the last game played (the one written in after it), if any."""
        if not self.rows:
            return None
        played = len(self.rows)
        return next(i for i, row in enumerate(self.sheet()) if row.last == played)

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


def huit_pad_model(match: huit.Match, names: tuple[str, ...], human: int | None) -> PadModel:
    """The pad of a Huit américain match: a row per round, to `match.target` (or one round).
    The round just finished (still the match's `round`) brings its cards left, worth what
    the match's house rules make them (H6, H7.1, H7.2)."""
    if len(names) != match.players:
        raise ValueError(f"{len(names)} names for {match.players} players")
    rows = tuple(result.points for result in match.results)
    last = None
    finished = match.round
    if match.results and finished.is_over:
        result = match.results[-1]
        scoring = house(match.rules)
        last = HuitRound(
            result.winner, result.points, tuple(len(hand) for hand in finished.hands),
            tuple(scoring.hand_points(hand) for hand in finished.hands),
        )  # fmt: skip
    return PadModel(names, human, record_length(match), rows, last, HUIT, match.target, match.rules)


def record_pad_model(rec: MatchRecord, names: tuple[str, ...]) -> PadModel:
    """The pad of a saved match of either game (the title's Score pad)."""
    you = rec.lone_person
    if rec.game == HUIT:
        return huit_pad_model(huit_match_from_record(rec), names, you)
    return pad_model(match_from_record(rec), names, you)
