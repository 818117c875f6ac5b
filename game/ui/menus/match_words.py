"""A finished match in words, as the Matches page and a match's page say it: when it was
played (in the player's language and time zone), who sat where (a bot with its level),
who won, its house rules, and one game's (8½) or round's (Huit américain) result."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

from game.store.match_list import MatchSummary
from game.ui.shell.house_words import rules_summaries
from game.ui.shell.i18n import tr, trn
from game.ui.shell.labels import LEVEL_KEYS, Seated, record_names

HUIT = "huit"


def game_title(game: str) -> str:
    return tr("title.game_huit") if game == HUIT else tr("app.name")


def match_date(moment: datetime.datetime | None, tz: datetime.tzinfo | None = None) -> str:
    """ "15 Jan 2026 · 21:30" in the player's language, at the computer's time (`tz`:
    another zone, for tests); "Date unknown" for a match without one (a game file's)."""
    if moment is None:
        return tr("matches.no_date")
    local = moment.astimezone(tz)
    months = tr("matches.months").split("|")
    month = months[local.month - 1] if len(months) == 12 else str(local.month)
    return tr(
        "matches.date",
        day=local.day,
        month=month,
        year=local.year,
        time=f"{local.hour:02d}:{local.minute:02d}",
    )


def seat_names(match: Seated) -> list[str]:
    """Each seat's name, a bot's (or the bot playing for a person who left) with its level:
    "Bruno (Hard)"."""
    names = record_names(match)
    return [
        name
        if p.human or p.level not in LEVEL_KEYS
        else tr(
            "matches.with_level",
            name=name,
            level=tr(LEVEL_KEYS[p.level]),
        )
        for name, p in zip(names, match.players, strict=True)
    ]


def scores(match: Seated, points: Sequence[int]) -> str:
    """ "You 4 · Ada 7 · Bruno 1": each seat's name and points."""
    names = record_names(match)
    return " · ".join(f"{name} {p}" for name, p in zip(names, points, strict=True))


def winners_text(match: Seated, winners: Sequence[int]) -> str:
    """ "You won", "Ada won", "Ada and Bruno share the win" (equal totals, R10.5)."""
    names = record_names(match)
    if len(winners) == 1:
        seat = winners[0]
        return (
            tr("matches.you_won")
            if seat == match.lone_person
            else tr("matches.won", name=names[seat])
        )
    return tr("matches.shared", names=", ".join(names[seat] for seat in winners))


def result_text(summary: MatchSummary) -> str:
    if summary.status != "finished":
        return tr("matches.given_up")
    return winners_text(summary, summary.winners)


def deals_text(game: str, count: int) -> str:
    """ "6 games" (8½) or "9 rounds" (Huit américain)."""
    return trn("matches.rounds", count) if game == HUIT else trn("matches.games", count)


def deal_name(game: str, index: int) -> str:
    """ "Game 3" or "Round 3" (index from 0)."""
    key = "matches.round" if game == HUIT else "matches.game"
    return tr(key, number=index + 1)


def house_text(game: str, house_rules: Sequence[str]) -> str:
    """Huit américain's rules ("Book rules", "Jokers · Jacks reverse"); nothing for 8½."""
    return rules_summaries(house_rules)[0] if game == HUIT else ""
