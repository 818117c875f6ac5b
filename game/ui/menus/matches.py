"""The Matches page, from the title and from the statistics: the finished and given-up
matches of the history, newest first, a page at a time. Each row says when the match was
played (in the player's language), the game, who won, the seats (a bot with its level) with
their totals, how many games or rounds, and Huit américain's house rules. Choosing one opens
its page (game/ui/menus/match_page.py): its games, each to review, and Save game file.

    app.push(MatchesScene(app))

The history keeps up to a thousand matches, and reading one whole (replaying it) takes tens
of milliseconds: the page reads only the rows it shows, without replaying them
(game/store/match_list.py), and a match is replayed when it is opened. A damaged file is
left out of the list; one that turns out damaged when opened is set aside (the history's
own rule) and its row goes, with a line saying so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.store.match_list import MatchList, MatchSummary, moment_of
from game.ui.menus.list_page import ListPage, RowWords
from game.ui.menus.match_words import (
    deals_text,
    game_title,
    house_text,
    match_date,
    result_text,
    seat_names,
)
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.ui.shell.app import App


def row_words(summary: MatchSummary) -> RowWords:
    """ "8½ · 15 Jan 2026 · 21:30 ... You won" over "You 7 · Bruno (Hard) 4 ... 6 games"."""
    names = seat_names(summary)
    totals = summary.totals
    seats = " · ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
    deals = deals_text(summary.game, len(summary.points))
    house = house_text(summary.game, summary.house_rules)
    return RowWords(
        main=f"{game_title(summary.game)} · {match_date(moment_of(summary.started))}",
        side=result_text(summary),
        detail=seats,
        detail_side=f"{house} · {deals}" if house else deals,
    )


class MatchesScene(ListPage):
    name = "matches"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.listing = MatchList(app.saves.history)

    def heading(self) -> str:
        return tr("matches.title")

    def subheading(self) -> str:
        return tr("matches.subtitle")

    def count(self) -> int:
        return self.listing.count

    def words(self, first: int, size: int) -> list[RowWords]:
        return [row_words(summary) for summary in self.listing.page(first, size)]

    def empty_text(self) -> str:
        return tr("matches.empty")

    def keys_text(self) -> str:
        return tr("matches.keys")

    def open_row(self, index: int) -> None:
        """The match's page; a match that cannot be replayed leaves the list."""
        chosen = self.listing.page(index, 1)
        if not chosen:
            return
        match_id = chosen[0].id
        record = self.app.saves.history.load(match_id)  # replayed: tens of ms
        if record is None:
            self.listing.forget(match_id)
            self.status = (tr("matches.damaged"), True)
            self.go_to(min(index, self.count() - 1))
            return
        from game.ui.menus.match_page import MatchScene

        self.status = None
        self.app.push(MatchScene(self.app, record, history_id=match_id))
