"""Leading a table's match on past its overlays, as its players would: the round's result
and the score pad (either game)."""

from __future__ import annotations

from typing import Any

from game.ui.shell.app import App
from game.ui.table.base import CardTable

Table = CardTable[Any, Any, Any, Any, Any, Any]


def lead_on(app: App, table: Table) -> bool:
    """Past the result and the score pad as a host would (the next game dealt once the pad
    has gone); True once the match is over. Nothing to do while the table is on top."""
    if app.top is table:
        return False
    if table.match.is_over and table.recorded:
        return True
    app.pop()
    if (
        table.state.is_over
        and not table.match.is_over
        and table.result_shown
        and table.recorded
        and app.top is table
    ):
        table.next_game()
    return False
