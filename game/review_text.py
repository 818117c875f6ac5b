"""The review as text: the match's report (game/store/game_report.py) with the review of the
people's seats, for `python -m game --review FILE --text` and the text report saved from
the review window.

The review's chances come from game/ai/review (the bots' information rule, R11: what the
seat could know, never the hidden cards); the report (game/store) knows nothing of the
bots, so the decisions are told to it as `ReviewedGame`s here.

Reviewing a whole match is slow (up to half a second a decision: a minute for a long
match), so `review_match` says how far it is through `progress`; the command prints that on
stderr, the report alone on stdout.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.ai.review.analysis import Decision, review
from game.ai.review.job import game_seed
from game.ai.review.judges import judge_for
from game.ai.review.summary import summarize
from game.store.game_file import GameFile, Seat
from game.store.game_report import MoveVerdict, ReviewedGame, report_text
from game.store.games import rules_for

PERSON_LEVEL = "hard"  # a person's seat plays on as the Hard bot (the review's playouts)

# (game index, games in all, seat, decisions done so far in this game)
Progress = Callable[[int, int, int, int], None]


def _person(seat: Seat) -> bool:
    """A person played the seat to the end (one who left gave it to a bot of a level)."""
    return seat.kind != "bot" and not seat.left


def seat_levels(gf: GameFile) -> tuple[str, ...]:
    """Each seat's bot level for the playouts, as the review window's: a bot's (and the bot's
    that took a person's seat) own, a person's the Hard bot's."""
    return tuple(PERSON_LEVEL if _person(s) or s.level is None else s.level for s in gf.seats)


def people(gf: GameFile) -> tuple[int, ...]:
    """The seats people played to the end: those the review window lets review."""
    return tuple(i for i, s in enumerate(gf.seats) if _person(s))


def reviewed_game(game: str, seat: int, decisions: Sequence[Decision[Any]]) -> ReviewedGame:
    """The review's decisions of `seat` in one game, in the report's words."""
    rules = rules_for(game)
    summary = summarize(decisions)
    verdicts = tuple(
        MoveVerdict(
            ply=d.ply,
            chance=d.played_chance,
            best=rules.format_move(d.moves[d.best]),
            best_chance=d.best_chance,
            mark=d.mark.value if d.mark is not None else None,
        )
        for d in decisions
    )
    return ReviewedGame(seat, verdicts, summary.accuracy, summary.mistakes, summary.blunders)


def review_match(
    gf: GameFile,
    seats: Sequence[int] | None = None,
    *,
    playouts: int | None = None,
    progress: Progress | None = None,
) -> dict[int, list[ReviewedGame]]:
    """Every game's review for `seats` (None: the people's), by game index."""
    chosen = people(gf) if seats is None else tuple(seats)
    levels = seat_levels(gf)
    out: dict[int, list[ReviewedGame]] = {}
    for index, played in enumerate(gf.games):
        for seat in chosen:
            judge = judge_for(gf.game, levels, playouts)
            decisions = []
            seed = game_seed(gf.seed, index)
            for decision in review(judge, played.start, played.moves, seat, seed=seed):
                decisions.append(decision)
                if progress is not None:
                    progress(index, len(gf.games), seat, len(decisions))
            out.setdefault(index, []).append(reviewed_game(gf.game, seat, decisions))
    return out


def review_report(
    gf: GameFile, *, playouts: int | None = None, progress: Progress | None = None
) -> str:
    """The match's report with the review of the people's seats."""
    return report_text(gf, review_match(gf, playouts=playouts, progress=progress))
