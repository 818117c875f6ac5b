"""The TV never freezes on an old turn, and never falls far behind the phones.

A phone's message reaches the screen in the frame that reads it. A Huit room (Chloé and
Marc on phones, a bot): Marc's phone goes away during Chloé's turn, then Chloé plays from
hers. The real loop runs (App.run, resting allowed) on a fixed clock whose rests are where
the phone's message comes in, as it would while the TV sleeps between looks for input.

Phones that answer at once, faster than the TV animates, leave it at most two moves late:
the moves that wait are animated faster, and the oldest beyond two is shown at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import phone_table_kit as pk
import pygame
import pytest
from clock_kit import FixedClock

from game.ui.shell.app import App

KINDS = ("phone", "phone", "bot")
CHLOE, MARC = 0, 1


class RoomClock(FixedClock):
    """A fixed clock; `arrive`, when set, is what the room receives during the next rest
    (the server's thread queues it while the loop sleeps); `woke` records whether what the
    resting loop waits on then said so."""

    def __init__(self) -> None:
        super().__init__()
        self.arrive: Callable[[], None] | None = None
        self.woke: list[bool] = []

    def rest(self, seconds: float, woken: Callable[[], bool]) -> None:
        if self.arrive is not None:
            self.arrive()
            self.arrive = None
            self.woke.append(woken())


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_phones_move_after_another_phone_left_shows_within_one_frame(
    make_app: Callable[..., App], speed: str
) -> None:
    clock = RoomClock()
    app = make_app(pk.settings(animation_speed=speed), clock=clock)
    table, room, hands = pk.phone_table(app, "huit", KINDS, seed=5)
    drawn: list[tuple[int, int, bool, str]] = []  # frame, ply, matches the game, prompt
    view_draw = table.draw

    def draw(surface: pygame.Surface) -> None:
        view_draw(surface)
        matches = not table.director.busy and not table.shown.differences(table.observation())
        drawn.append((app.frames, table.phone_ply, matches, table.controls.prompt()))

    table.draw = draw  # type: ignore[method-assign]
    sent: dict[str, Any] = {}

    def driver(a: App) -> None:
        st = table.state
        idle = not table.director.busy and not a.animating
        if "away" not in sent and st.turn == CHLOE and idle:
            sent["away"] = a.frames
            clock.arrive = lambda: pk.away(room, hands, MARC)  # Marc's phone closes
        elif "away" in sent and "move" not in sent and a.frames > sent["away"] + 10:
            held = room.state(CHLOE)
            card = next(m["move"] for m in held["moves"] if m["kind"] == "card")
            sent["move"] = a.frames
            sent["ply"] = held["ply"] + 1
            clock.arrive = lambda: room.move(CHLOE, card)

    app.max_frames = 120
    app.run(driver)
    assert "move" in sent and table.state.turn == MARC
    assert clock.woke == [True, True], "the resting loop must wake for the room's messages"
    first = [d for d in drawn if d[0] == sent["move"] + 1]
    assert first, "the frame that takes the phone's move must draw it"
    assert first[0][1] == sent["ply"]
    settled = [d for d in drawn if d[0] > sent["move"] and d[2]]
    assert settled, "the TV must show the table after Chloé's card"
    if speed == "instant":
        assert settled[0][0] == sent["move"] + 1  # in that very frame
    assert settled[-1][3].startswith("Marc's phone is away")


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_eager_phones_never_leave_the_tv_more_than_two_moves_behind(
    make_app: Callable[..., App], game: str
) -> None:
    """Three phones answer the frame their turn comes, while the TV animates at the normal
    speed. The backlog: moves the game has made that the TV has not finished showing (the
    one it animates included), counted after every frame. It never exceeds 2, and the
    moves that wait are shown faster: the TV keeps pace with the phones."""
    app = make_app(pk.settings(animation_speed="normal"))
    table, room, _ = pk.phone_table(app, game, ("phone", "phone", "phone"), seed=11)
    backlog: list[int] = []
    made = 0
    for _ in range(30 * 60):  # thirty seconds of the fixed clock
        if table.state.is_over or app.top is not table:
            break
        seat = table.state.turn
        held = room.state(seat)
        if held["moves"] and held["ply"] == table.phone_ply and not room.incoming:
            room.move(seat, held["moves"][0]["move"])
            made += 1
        app.frame(pk.DT)
        backlog.append(table.director.behind)
    assert made > 40, "the phones must have played on"
    assert max(backlog) == 2, f"the TV fell {max(backlog)} moves behind"
