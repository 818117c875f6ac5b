"""What the player asked for, recorded when they asked (a click is resolved to the card it
hit at that moment), and carried out once the table is ready: input during an animation
waits in a queue and is applied afterwards, in order, once each."""

from __future__ import annotations

from attrs import frozen

from game.rules.eight_half.cards import Card
from game.ui.eight_half.selection import Where


@frozen
class Pick:
    """A card of the player's was clicked (click=True) or toggled with Space."""

    where: Where
    index: int  # hand index or stack slot
    card: Card | None  # what was there when clicked (None: a face-down blind card)
    click: bool = True
    double: bool = False  # the second click of a double-click: play, unless already played


@frozen
class Drop:
    """A card was dragged onto the pile: play it (with the selection it belongs to)."""

    where: Where
    index: int
    card: Card


@frozen
class Unpick:
    where: Where
    index: int
    card: Card | None


@frozen
class Focus:
    step: int  # -1 left, +1 right


@frozen
class Toggle:
    """Space: select the focused card with its identical twins, or unselect it (a blind
    card is turned over; when taking is the only move, the pile is taken)."""


@frozen
class Activate:
    """Enter: play the selection, or the focused card."""


@frozen
class Press:
    """An action button or its key: play, take, pass, attack, no_swap."""

    name: str


@frozen
class Hint:
    """H: show what the Medium bot would play, and why."""


@frozen
class ClearSelection:
    """Esc with cards selected."""


Intent = Pick | Drop | Unpick | Focus | Toggle | Activate | Press | Hint | ClearSelection
