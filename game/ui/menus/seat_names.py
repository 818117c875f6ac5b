"""What the people and bots at a new match are called in words: a person's name or the
default one ("You" alone, "Player 2" among several), and the title's short summary of the
seats ("Chloé, Marc + 2 bots · Hard")."""

from __future__ import annotations

from collections.abc import Sequence

from game.names.normal import shown
from game.store.seats import SeatPlan, seat_plans
from game.store.settings import GameName, Settings
from game.ui.shell.i18n import tr, trn
from game.ui.shell.labels import level_label


def default_names(plans: Sequence[SeatPlan]) -> dict[int, str]:
    """What each person who typed no name is called, by seat: "You" when nobody else plays,
    else "Player 3" by their seat's number (the next free number if that name is taken)."""
    people = [seat for seat, plan in enumerate(plans) if plan.is_person]
    unnamed = [seat for seat in people if not shown(plans[seat].name or "")]
    if len(people) <= 1:
        return {seat: tr("seat.you") for seat in unnamed}
    taken = {shown(plans[seat].name or "").casefold() for seat in people}
    names = {}
    for seat in unnamed:
        number = seat + 1
        while tr("seats.player_n", n=number).casefold() in taken:
            number += 1
        names[seat] = tr("seats.player_n", n=number)
        taken.add(names[seat].casefold())
    return names


def shown_name(plans: Sequence[SeatPlan], seat: int) -> str:
    """A person's name as the table will show it."""
    name = shown(plans[seat].name or "")
    return name or default_names(plans)[seat]


def seats_summaries(settings: Settings, game: GameName) -> list[str]:
    """The title's note on who plays, longest first: "Chloé, Marc + 2 bots · Hard", then
    "2 players + 2 bots · Hard" for a narrow row."""
    plans = seat_plans(settings, game)
    people = [shown_name(plans, seat) for seat, plan in enumerate(plans) if plan.is_person]
    bots = [plan.level for plan in plans if not plan.is_person]
    if not bots:
        return [", ".join(people), trn("seats.people", len(people))]
    words = {"bots": trn("seats.bots", len(bots)), "level": level_label(bots)}
    forms = [tr("seats.summary", people=", ".join(people), **words)]
    if len(people) > 1:
        forms.append(tr("seats.summary", people=trn("seats.people", len(people)), **words))
    return forms
