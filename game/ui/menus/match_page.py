"""One match of the history, from the Matches page: its games (8½) or rounds (Huit
américain), each with its winner and points; choosing one opens its review. Score pad (P)
shows the match's pad; Save game file (F) and Save text report (T) write the match into the
player's Game files folder and say where (game/ui/review/files.py).

    app.push(MatchScene(app, record, history_id=record.id))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.store.match_list import moment_of
from game.store.record import MatchRecord
from game.ui.menus.list_page import Button, ListPage, RowWords
from game.ui.menus.match_words import (
    deal_name,
    game_title,
    house_text,
    match_date,
    scores,
    seat_names,
    winners_text,
)
from game.ui.review.files import save_game_file, save_text_report
from game.ui.shell.i18n import tr, trn
from game.ui.shell.labels import record_names

if TYPE_CHECKING:
    from game.ui.shell.app import App


class MatchScene(ListPage):
    name = "match"

    def __init__(self, app: App, record: MatchRecord, *, history_id: str | None) -> None:
        super().__init__(app)
        self.record = record
        self.history_id = history_id

    def heading(self) -> str:
        date = match_date(moment_of(self.record.started))
        return f"{game_title(self.record.game)} · {date}"

    def subheading(self) -> str:
        seats = " · ".join(seat_names(self.record))
        house = house_text(self.record.game, self.record.house_rules)
        return f"{seats} — {house}" if house else seats

    def count(self) -> int:
        return len(self.record.games)

    def words(self, first: int, size: int) -> list[RowWords]:
        rec = self.record
        rules = rec.rules
        rows = []
        for index in range(first, min(first + size, len(rec.games))):
            game = rec.games[index]
            if game.points is None:
                result, points = tr("matches.unfinished"), ""
            else:
                result = winners_text(rec, (rules.winner_by_points(game.points),))
                points = scores(rec, game.points)
            rows.append(
                RowWords(
                    main=deal_name(rec.game, index),
                    side=result,
                    detail=points,
                    detail_side=trn("matches.moves", game.plies),
                )
            )
        return rows

    def keys_text(self) -> str:
        return tr("matches.match_keys")

    def open_row(self, index: int) -> None:
        from game.ui.review.open import open_review  # the replay loads when asked

        open_review(self.app, self.record, game_index=index, history_id=self.history_id)

    def extra_buttons(self) -> list[Button]:
        return [
            Button("score_pad", tr("matches.score_pad"), pygame.K_p),
            Button("save_file", tr("matches.save_file"), pygame.K_f),
            Button("save_report", tr("matches.save_report"), pygame.K_t),
        ]

    def press_extra(self, name: str) -> None:
        if name == "score_pad":
            from game.ui.scorepad.model import record_pad_model
            from game.ui.scorepad.scene import ScorePadScene

            model = record_pad_model(self.record, record_names(self.record))
            self.app.push(ScorePadScene(self.app, model))
        elif name == "save_file":
            self.status = save_game_file(self.record)
        elif name == "save_report":
            self.status = save_text_report(self.record)
