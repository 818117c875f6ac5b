"""A game file as plain text, for a terminal, a bug report or a forum post.

`report_text` tells the match: the game and its length, the seats, the house rules, then
each game (8½) or round (Huit américain) as a table of its moves in the notation of RULES.md
Part C or Part D with the seat that played each, its points, and the match's result. The
same file always gives the same text (nothing of the day or the machine is in it).

The moves are laid out as columns (`Table`): what the review adds about each move, such as
its win chance, is more columns of the same rows.
"""

from __future__ import annotations

from collections.abc import Sequence

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


def report_text(gf: GameFile) -> str:
    """The whole match as text, ending with a newline."""
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
        lines += moves_table(gf, rows).lines() if rows else ["  No move yet."]
        outcome = gf.rules.outcome(final)
        if outcome is None:
            lines.append(f"  This {word.lower()} is not over.")
        else:
            won = gf.seats[outcome.winner].name
            lines.append(f"  Points: {_by_seat(gf, outcome.points)}; won by {won}")
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
