"""A game file as plain text, for a terminal, a bug report or a forum post.

`report_text` tells the match: the game and its length, the seats, the house rules, then
each game (8½) or round (Huit américain) as a table of its moves in the notation of RULES.md
Part C or Part D with the seat that played each, its points, and the match's result. The
same file always gives the same text (nothing of the day or the machine is in it).

The moves are laid out as columns (`Table`): what the review adds about each move is more
columns of the same rows. Given the review of a game (`ReviewedGame`: the reviewed seat's
decisions, each with the chance to win of the move made and of the best move, and its mark),
each of that seat's decisions shows them ("64%", "7 7 (81%)", "blunder"), and a line under
the game sums them up (accuracy, mistakes, blunders).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import attrs

from game.store.game_file import GameFile, Seat
from game.store.games import HUIT

GAME_TITLES = {"eight_half": "8½", "huit": "Huit américain"}
_DEAL_WORD = {"eight_half": "Game", "huit": "Round"}


@attrs.frozen
class MoveRow:
    """One move of a game: its number in the game (from 1), the seat that played it and
    the move in notation."""

    number: int
    seat: int
    move: str


@attrs.frozen
class Table:
    """Text columns: a header each, and each row's cells; `right` lists the columns whose
    cells line up on the right (numbers)."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    right: frozenset[int] = frozenset()

    def lines(self, indent: str = "  ") -> list[str]:
        widths = [
            max([len(self.headers[c]), *(len(row[c]) for row in self.rows)])
            for c in range(len(self.headers))
        ]

        def line(cells: Sequence[str]) -> str:
            parts = [
                cell.rjust(widths[c]) if c in self.right else cell.ljust(widths[c])
                for c, cell in enumerate(cells)
            ]
            return (indent + "  ".join(parts)).rstrip()

        return [line(self.headers), *(line(row) for row in self.rows)]


@attrs.frozen
class MoveVerdict:
    """The review of one decision: the moves made before it in its game (`ply`), the
    chance to win (0-1) of the move made, the best move in notation with its chance (the
    move made itself when it is the best), and its mark ("mistake", "blunder" or None)."""

    ply: int
    chance: float
    best: str
    best_chance: float
    mark: str | None = None


@attrs.frozen
class ReviewedGame:
    """One seat's review of one game (or round): its decisions' verdicts, in order, and
    their summary (accuracy 0-1: the average share of the best move's chance kept)."""

    seat: int
    verdicts: tuple[MoveVerdict, ...]
    accuracy: float
    mistakes: int
    blunders: int


Reviews = Mapping[int, Sequence[ReviewedGame]]  # by game (round) index, from 0


def move_rows(gf: GameFile, index: int) -> tuple[MoveRow, ...]:
    """The moves of game (or round) `index`, each with the seat that played it: the one to
    move in the position before it (Part C's and Part D's "turn")."""
    rules = gf.rules
    game = gf.games[index]
    state = game.start
    rows = []
    for number, move in enumerate(game.moves, start=1):
        rows.append(MoveRow(number, state.turn, rules.format_move(move)))
        state = rules.apply_move(state, move)
    return tuple(rows)


def moves_table(gf: GameFile, rows: Sequence[MoveRow]) -> Table:
    return Table(
        headers=("No.", "Seat", "Move"),
        rows=tuple((str(r.number), gf.seats[r.seat].name, r.move) for r in rows),
        right=frozenset({0}),
    )


def reviewed_table(gf: GameFile, rows: Sequence[MoveRow], reviews: Sequence[ReviewedGame]) -> Table:
    """The moves with the review's columns: each reviewed decision's chance, the best move
    (with its chance) when another was better, and its mark."""
    verdicts = {
        (review.seat, verdict.ply): verdict for review in reviews for verdict in review.verdicts
    }
    table = moves_table(gf, rows)
    cells = []
    for row, cells_of in zip(rows, table.rows, strict=True):
        verdict = verdicts.get((row.seat, row.number - 1))
        if verdict is None:
            cells.append((*cells_of, "", "", ""))
            continue
        better = verdict.best != row.move
        cells.append((
            *cells_of, _percent(verdict.chance),
            f"{verdict.best} ({_percent(verdict.best_chance)})" if better else "",
            verdict.mark or "",
        ))  # fmt: skip
    return Table(
        headers=(*table.headers, "Chance", "Best move", "Mark"),
        rows=tuple(cells),
        right=table.right | {3},
    )


def review_line(gf: GameFile, review: ReviewedGame) -> str:
    """ "Review of Ada: accuracy 87%, 1 mistake, 2 blunders (5 decisions)"."""
    count = len(review.verdicts)
    return (
        f"  Review of {gf.seats[review.seat].name}: accuracy {_percent(review.accuracy)}, "
        f"{_count(review.mistakes, 'mistake')}, {_count(review.blunders, 'blunder')} "
        f"({_count(count, 'decision')})"
    )


def _percent(share: float) -> str:
    return f"{round(100 * share)}%"


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def report_text(gf: GameFile, reviews: Reviews | None = None) -> str:
    """The whole match as text, ending with a newline; with `reviews`, each reviewed game's
    decisions marked and summed up."""
    reviews = reviews or {}
    word = _DEAL_WORD[gf.game]
    lines = [f"{GAME_TITLES[gf.game]}: {_length_text(gf)}, {len(gf.seats)} seats"]
    if gf.started is not None:
        lines.append(f"Started {gf.started}" + (f", ended {gf.ended}" if gf.ended else ""))
    lines.append(f"Seed {gf.seed}")
    if gf.game == HUIT.name:
        lines.append(f"Decks: {gf.decks}")
        lines.append("House rules: " + (", ".join(gf.house_rules) or "none (the book's rules)"))
    lines += ["", "Seats"]
    lines += Table(
        headers=("Seat", "Name", "Played by"),
        rows=tuple((str(i), s.name, _kind_text(s)) for i, s in enumerate(gf.seats)),
        right=frozenset({0}),
    ).lines()
    for index, final in enumerate(gf.finals):
        lines += ["", f"{word} {index + 1}"]
        rows = move_rows(gf, index)
        reviewed = reviews.get(index, ())
        table = reviewed_table(gf, rows, reviewed) if reviewed else moves_table(gf, rows)
        lines += table.lines() if rows else ["  No move yet."]
        outcome = gf.rules.outcome(final)
        if outcome is None:
            lines.append(f"  This {word.lower()} is not over.")
        else:
            won = gf.seats[outcome.winner].name
            lines.append(f"  Points: {_by_seat(gf, outcome.points)}; won by {won}")
        lines += [review_line(gf, review) for review in reviewed]
    lines += ["", "Result", f"  Totals: {_by_seat(gf, gf.totals)}"]
    if gf.is_over:
        names = ", ".join(gf.seats[seat].name for seat in gf.winners)
        lines.append(f"  {'Winner' if len(gf.winners) == 1 else 'Winners'}: {names}")
    else:
        lines.append("  The match is not over.")
    return "\n".join(lines) + "\n"


def _length_text(gf: GameFile) -> str:
    if gf.game == HUIT.name:
        return "a single round" if gf.target is None else f"a match to {gf.target} points"
    return "a single game" if gf.length == 1 else f"a match of {gf.length} games"


def _kind_text(seat: Seat) -> str:
    level = (seat.level or "").capitalize()  # as the seats page names it: Easy, Medium, Hard
    if seat.kind == "bot":
        return f"a bot ({level})"
    where = "a person on a phone" if seat.kind == "phone" else "a person"
    return f"{where}, then a bot ({level}) after they left" if seat.left else where


def _by_seat(gf: GameFile, values: Sequence[int]) -> str:
    return ", ".join(f"{seat.name} {value}" for seat, value in zip(gf.seats, values, strict=True))
