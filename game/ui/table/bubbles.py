"""Speech bubbles: each seat says its bid aloud (R12) and the words hang there a moment."""

from __future__ import annotations

import enum

from attrs import define

LIFE = 2.6  # seconds a bubble stays fully visible
FADE = 0.4  # then it fades out over this long


class Tone(enum.Enum):
    PLAIN = "plain"
    ATTACK = "attack"  # red: an attack, or the five-rule's warning
    TAKE = "take"  # muted: taking the pile, passing


@define
class Bubble:
    seat: int
    text: str
    tone: Tone
    age: float = 0.0

    @property
    def alpha(self) -> float:
        """1 while fresh, fading to 0."""
        if self.age <= LIFE:
            return 1.0
        return max(0.0, 1.0 - (self.age - LIFE) / FADE)

    @property
    def pop(self) -> float:
        """0 -> 1 over the first moments: the bubble grows in."""
        return min(1.0, self.age / 0.12)


class Bubbles:
    """One bubble per seat at most; a new one replaces the old."""

    def __init__(self) -> None:
        self._by_seat: dict[int, Bubble] = {}

    def say(self, seat: int, text: str, tone: Tone = Tone.PLAIN) -> None:
        self._by_seat[seat] = Bubble(seat, text, tone)

    def update(self, dt: float) -> None:
        for seat, b in list(self._by_seat.items()):
            b.age += dt
            if b.alpha <= 0:
                del self._by_seat[seat]

    def get(self, seat: int) -> Bubble | None:
        return self._by_seat.get(seat)

    def all(self) -> list[Bubble]:
        return list(self._by_seat.values())

    def clear(self) -> None:
        self._by_seat.clear()
