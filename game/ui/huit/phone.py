"""What the Huit table tells a phone seat: the round as that seat sees it
(observe: never another hand, the stock's order or another seat's drawn card), its legal
moves when it is to decide, what to do in a line, and the last line of the move log, in
the phone's language. A move comes back in Part D notation."""

from __future__ import annotations

from collections.abc import Sequence

from game.lan.views import huit_view
from game.rules.huit import Move, NotationError, State, observe, parse_move
from game.rules.huit import events as ev
from game.ui.huit import words
from game.ui.shell.i18n import tr
from game.ui.table.phone_rules import Names, PhoneRules


def view(
    state: State, seat: int, legal: Sequence[Move], names: Names, ply: int
) -> dict[str, object]:
    return huit_view(observe(state, seat), legal, names, ply)


def _as_seen_by(seat: int, names: Names) -> list[str]:
    """The names with the phone's own seat as "You" (the words say "You draw")."""
    return [tr("seat.you") if p == seat else name for p, name in enumerate(names)]


def prompt(state: State, seat: int, legal: Sequence[Move], names: Names) -> str:
    return words.prompt(
        observe(state, seat), legal, seat, names=_as_seen_by(seat, names), keys=False
    )


def last(events: Sequence[ev.Event], seat: int, names: Names) -> str:
    lines = words.log_lines(events, _as_seen_by(seat, names))
    return lines[-1] if lines else ""


PHONE = PhoneRules("huit", parse_move, NotationError, view, prompt, last)
